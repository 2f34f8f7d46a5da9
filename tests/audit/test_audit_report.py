"""The HTML report: built from a store of synthetic certificates, opened in headless Chromium."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

from warrantguard.audit import (
    AuditSettings,
    SQLiteRecordStore,
    audit_records,
    hidden_info_agent,
    logit_agent,
    write_report,
)

FAST = AuditSettings(n_perm=49, n_sub=20, n_boot=50, n_trees=20)


def _fill(store: SQLiteRecordStore, model: str, agent: Any, seed: int, make: Any) -> None:
    sim = agent(120, seed=seed, repetitions=2)
    for i in range(len(sim)):
        warrant = int(min(3, sim.belief[i] // 25))
        cert = make(warrant, model=model, belief=float(sim.belief[i]),
                                recommend_a=bool(sim.action[i]), confidence=60 + 10 * warrant,
                                prompt=f"<b>q{sim.groups[i]}</b>")
        store.record(cert, question_id=f"q{sim.groups[i]}")
        store.record_outcome(cert.id, int(sim.outcome[i]))


@pytest.fixture
def report_path(tmp_path: Path, certificate_factory: Any) -> Path:
    store = SQLiteRecordStore(tmp_path / "r.sqlite3")
    _fill(store, "honest <model>", logit_agent, 1, certificate_factory)
    _fill(store, "hidden-info", hidden_info_agent, 2, certificate_factory)
    consensus = {f"q{i}": (i % 10) / 10 for i in range(60)}
    audits = audit_records(store.rows(), consensus=consensus, settings=FAST)
    return write_report(tmp_path / "report.html", audits, title="Audit & <test>")


def test_report_is_self_contained_and_escaped(report_path: Path) -> None:
    text = report_path.read_text(encoding="utf-8")
    assert "honest &lt;model&gt;" in text and "<model>" not in text
    assert "Audit &amp; &lt;test&gt;" in text
    assert text.count("data:image/png;base64,") == 4
    assert "http://" not in text and "https://" not in text and "<script" not in text
    assert "γ̂" in text and "kNN CMI" in text


def _chrome(profile: str) -> Any:
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    driver_bin = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", f"--user-data-dir={profile}"):
        opts.add_argument(flag)
    try:
        return webdriver.Chrome(service=Service(driver_bin), options=opts)
    except Exception as exc:  # pragma: no cover - only where Chromium cannot start
        pytest.skip(f"headless Chromium could not be started ({chromium}, {driver_bin}): {exc}")


@pytest.mark.browser
def test_report_figures_render_in_chromium(report_path: Path) -> None:
    profile = tempfile.mkdtemp(prefix="wg-chrome-")
    driver = _chrome(profile)
    try:
        driver.get(report_path.as_uri())
        images = driver.find_elements("tag name", "img")
        assert len(images) == 4
        for img in images:
            ok = driver.execute_script(
                "return arguments[0].complete && arguments[0].naturalWidth > 0", img)
            assert ok, img.get_attribute("alt")
        assert "Tests per model" in driver.find_element("tag name", "body").text
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
