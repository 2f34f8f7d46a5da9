"""The reviewer's desk in headless Chromium (issue 16, items 2 and 4): the queue's
why-queued column, sorting and filtering; the item page's answer, T0 split, belief and
probes; a refused override that keeps the note; the warrant-over-time page."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

pytest.importorskip("selenium.webdriver", reason="pip install selenium")
pytest.importorskip("uvicorn", reason="pip install 'warrantguard[review]'")
from _certs import make_cert
from reversal_models import QUESTION, resample_flipper
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from warrantguard import Guard
from warrantguard.adapters.proxy import ProxyServer
from warrantguard.audit import HistoryReader, SQLiteRecordStore
from warrantguard.guard import CallPlan, Certificate, Warrant
from warrantguard.policies import ReviewQueue, ReviewStatus, StakesPolicy
from warrantguard.policies.console import create_app
from warrantguard.policies.console._accounts import UserFile

from . import test_browser as _browser_tests
from .test_console import TOKEN

browser = _browser_tests.browser  # headless Chromium, module-scoped
log_in, shot, wait_for = _browser_tests.log_in, _browser_tests.shot, _browser_tests.wait_for
click_and_wait = _browser_tests.click_and_wait
pytestmark = pytest.mark.browser
POLICY = StakesPolicy()
NOTE = "Checked the fatality tables <b>twice</b>"


@pytest.fixture(scope="module")
def queue(tmp_path_factory: pytest.TempPathFactory) -> ReviewQueue:
    """The queue behind the console."""
    return ReviewQueue(tmp_path_factory.mktemp("desk") / "q.sqlite3")


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> SQLiteRecordStore:
    """A record store with certificates of two models over three days (2026-11-01..03)."""
    store = SQLiteRecordStore(tmp_path_factory.mktemp("records") / "r.sqlite3")
    plan = [("gpt-x", "motorcycle", "train", w, d) for w, d in
            ((Warrant.STRONG, 1), (Warrant.STRONG, 2), (Warrant.BASIC, 3), (Warrant.CONDITIONAL, 3))]
    plan += [("gpt-x", "tea", "coffee", Warrant.BASIC, d) for d in (1, 2, 3)]
    plan += [("gpt-y", "bus", "tram", w, d) for w, d in ((Warrant.NONE, 1), (Warrant.STRONG, 3))]
    for i, (model, a, b, warrant, day) in enumerate(plan):
        cert = make_cert(warrant, prompt=f"Which is better, {a} or {b}?", option_a=a, option_b=b,
                         recommendation=b, cert_id=f"r{i}").model_copy(update={"model": model})
        store.record(cert)
        when = datetime(2026, 11, day, 9 + i, tzinfo=UTC).timestamp()
        store._execute("UPDATE audit_records SET recorded_at = ? WHERE certificate_id = ?", (when, cert.id))
    return store


@pytest.fixture(scope="module")
def console(queue: ReviewQueue, records: SQLiteRecordStore, tmp_path_factory: pytest.TempPathFactory
            ) -> Iterator[str]:
    """The console (account ann, the default policy, the record store) on 127.0.0.1."""
    users = UserFile(tmp_path_factory.mktemp("users") / "users")
    users.set_password("ann", _browser_tests.PASSWORD)
    app = create_app(queue, token=TOKEN, users=users.path, policy=POLICY, records=HistoryReader(records))
    with ProxyServer(app, timeout=60) as server:
        yield server.url


def enqueue(queue: ReviewQueue, cert: Certificate, stakes: str) -> str:
    """Queue ``cert`` under the default policy at ``stakes``."""
    return queue.enqueue(cert, POLICY.decide(cert, CallPlan(stakes, "explicit")))


def table(browser: Any) -> list[dict[str, str]]:
    """The queue's rows as shown: question, why, stakes, warrant."""
    return [{"question": tr.find_element(By.CSS_SELECTOR, "td.question").text,
             "why": tr.find_element(By.CSS_SELECTOR, "td.why").text,
             "stakes": tr.find_element(By.CSS_SELECTOR, "td.stakes").text,
             "warrant": tr.find_element(By.CSS_SELECTOR, ".badge").text,
             "expires": tr.find_element(By.CSS_SELECTOR, "td.expires").text}
            for tr in browser.find_elements(By.CSS_SELECTOR, "tr.item")]


def test_queue_explains_why_and_sorts_and_filters(browser: Any, console: str, queue: ReviewQueue) -> None:
    enqueue(queue, make_cert(Warrant.STRONG, consistent=False, prompt="Strong but odd: tea or coffee?",
                             option_a="tea", option_b="coffee", recommendation="coffee"), "high")
    enqueue(queue, make_cert(Warrant.NONE, prompt="Ski or skate?", option_a="Ski", option_b="skate",
                             recommendation="skate"), "critical")
    enqueue(queue, make_cert(Warrant.CONDITIONAL, prompt="Bus or tram?", option_a="Bus", option_b="tram",
                             recommendation="tram"), "medium")
    log_in(browser, console)
    browser.get(console + "/")
    wait_for(browser, "items")
    rows = {r["question"]: r for r in table(browser)}
    assert rows["Strong but odd: tea or coffee?"]["why"] == "belief-action mismatch"
    assert rows["Strong but odd: tea or coffee?"]["warrant"] == "Strong Warrant"
    assert rows["Ski or skate?"]["why"] == "No Warrant below Strong (critical)"
    assert rows["Bus or tram?"]["why"] == "Conditional Warrant below Basic (medium)"
    assert all(r["expires"] == "in 23 h" for r in rows.values())
    shot(browser, "desk-queue")
    click_and_wait(browser, "sort-stakes", "items")  # the column header sorts
    assert [r["stakes"] for r in table(browser)] == ["critical", "high", "medium"]
    assert browser.find_element(By.ID, "sort-stakes").text == "Stakes ▼"  # highest first
    Select(browser.find_element(By.ID, "f-warrant")).select_by_visible_text("Strong Warrant")
    click_and_wait(browser, "f-apply", "items")
    assert [r["question"] for r in table(browser)] == ["Strong but odd: tea or coffee?"]
    assert "warrant=Strong+Warrant" in browser.current_url and "sort=stakes" in browser.current_url
    Select(browser.find_element(By.ID, "f-warrant")).select_by_visible_text("any")
    browser.find_element(By.ID, "f-q").send_keys("tram")
    click_and_wait(browser, "f-apply", "items")
    assert [r["question"] for r in table(browser)] == ["Bus or tram?"]
    shot(browser, "desk-queue-filtered")
    browser.get(console + "/?sort=bogus&q=tram")
    assert "sort must be one of" in wait_for(browser, "filter-error").text
    assert browser.find_element(By.ID, "f-q").get_attribute("value") == "tram"


def test_item_page_shows_answer_split_belief_and_probes(browser: Any, console: str, queue: ReviewQueue) -> None:
    cert = Guard(resample_flipper, generator="lexical").check(QUESTION).certificate
    item_id = enqueue(queue, cert, "high")
    log_in(browser, console)
    browser.get(console + "/")
    row = browser.find_element(By.CSS_SELECTOR, f'tr.item[data-id="{item_id}"]')
    row.find_element(By.CSS_SELECTOR, "a.open").click()  # the question is the link
    assert wait_for(browser, "t0-split").text.startswith("7 train / 3 motorcycle")
    assert browser.find_element(By.ID, "belief").text == "P(motorcycle is better) = 20"
    assert browser.find_element(By.ID, "model-answer").text == "train"
    assert browser.find_element(By.ID, "why").text == "No Warrant below Basic (high); overconfident"
    assert browser.find_element(By.ID, "expires").text.endswith("(in 23 h)")
    probes = browser.find_element(By.ID, "probes-t0")
    assert probes.get_attribute("open") is not None  # the failed tier opens itself
    line = probes.find_element(By.CSS_SELECTOR, "li.probe-row").text
    assert line.startswith("resampled ×10: ") and QUESTION in line
    assert "train ×7, motorcycle ×3" in line and "reversed ×3" in line
    shot(browser, "desk-item")  # the facts at the top
    browser.execute_script("document.getElementById('probes').previousElementSibling.scrollIntoView()")
    shot(browser, "desk-item-probes")


def test_refused_override_keeps_the_note(browser: Any, console: str, queue: ReviewQueue) -> None:
    item_id = enqueue(queue, make_cert(Warrant.CONDITIONAL, prompt="Kayak or canoe?", option_a="Kayak",
                                       option_b="canoe", recommendation="canoe"), "high")
    log_in(browser, console)
    browser.get(f"{console}/items/{item_id}")
    wait_for(browser, "note").send_keys(NOTE)
    browser.execute_script("const o = document.querySelector('#answer option:last-child');"
                           "o.value = 'raft'; o.selected = true;")
    browser.find_element(By.ID, "override").click()
    assert "one of the item's options" in wait_for(browser, "decide-error").text
    assert browser.find_element(By.ID, "note").get_attribute("value") == NOTE
    assert browser.find_element(By.ID, "question").text == "Kayak or canoe?"
    browser.execute_script("document.getElementById('decide').scrollIntoView()")
    shot(browser, "desk-override-refused")
    Select(browser.find_element(By.ID, "answer")).select_by_visible_text("Kayak")
    browser.find_element(By.ID, "override").click()
    assert "overridden by ann: final answer Kayak" in wait_for(browser, "flash").text
    item = queue.get(item_id)
    assert (item.status, item.note) == (ReviewStatus.OVERRIDDEN, NOTE)


def test_history_page_shows_the_mix_per_day_and_changed_questions(browser: Any, console: str) -> None:
    log_in(browser, console)
    browser.get(console + "/")
    browser.find_element(By.ID, "nav-history").click()
    wait_for(browser, "mix")
    days = {tr.get_attribute("data-day"): [td.text for td in tr.find_elements(By.CSS_SELECTOR, "td.total, td.n")]
            for tr in browser.find_elements(By.CSS_SELECTOR, "tr.day")}
    assert days == {"2026-11-01": ["3", "1", "1", "0", "1"], "2026-11-02": ["2", "1", "1", "0", "0"],
                    "2026-11-03": ["4", "1", "2", "1", "0"]}
    changes = [(tr.get_attribute("data-model"), tr.find_element(By.CSS_SELECTOR, ".path").text)
               for tr in browser.find_elements(By.CSS_SELECTOR, "tr.change")]
    assert changes == [("gpt-y", "No Warrant → Strong Warrant"),  # the latest change first
                       ("gpt-x", "Strong Warrant → Basic Warrant → Conditional Warrant")]
    shot(browser, "desk-history")
    browser.find_element(By.ID, "h-model").send_keys("gpt-x")
    browser.execute_script("document.getElementById('h-since').value = '2026-11-03'")
    click_and_wait(browser, "h-apply", "mix")
    assert [tr.get_attribute("data-day") for tr in browser.find_elements(By.CSS_SELECTOR, "tr.day")] == [
        "2026-11-03"]
    assert [tr.get_attribute("data-model") for tr in browser.find_elements(By.CSS_SELECTOR, "tr.change")] == [
        "gpt-x"]
    assert browser.find_element(By.ID, "history-summary").text.startswith("3 certificates of gpt-x since 2026-11-03")
    shot(browser, "desk-history-filtered")
