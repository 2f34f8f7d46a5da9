"""The review console's item page in headless Chromium shows what flipped (issue 12, item 4):
per reversal its tier and kind, the probe prompt, the option named and what it means."""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("selenium.webdriver", reason="pip install selenium")
from reversal_models import QUESTION, context_sensitive, position_biased, resample_flipper, valence_blind
from selenium.webdriver.common.by import By

from warrantguard import Guard
from warrantguard.guard import CallPlan, Certificate
from warrantguard.policies import ReviewQueue, StakesPolicy

from . import test_browser as _browser_tests

# the headless-Chromium fixtures (module-scoped: this module gets its own console and browser)
browser, clock, console, queue = (_browser_tests.browser, _browser_tests.clock, _browser_tests.console,
                                  _browser_tests.queue)
log_in, shot, wait_for = _browser_tests.log_in, _browser_tests.shot, _browser_tests.wait_for

pytestmark = pytest.mark.browser
RISKIER = "Which is riskier to travel by, motorcycle or train?"


def enqueue(queue: ReviewQueue, model: Any, generator: str = "lexical") -> tuple[str, Certificate]:
    cert = Guard(model, generator=generator).check(QUESTION).certificate
    return queue.enqueue(cert, StakesPolicy().decide(cert, CallPlan("high", "explicit"))), cert


def shown(browser: Any, console: str, item_id: str) -> list[dict[str, str]]:
    """The reversal entries of an item's page: description, kind line, prompt, named, means."""
    browser.get(f"{console}/items/{item_id}")
    wait_for(browser, "reversals")
    out = []
    for li in browser.find_elements(By.CSS_SELECTOR, "#reversals li.reversal"):
        means = li.find_elements(By.CSS_SELECTOR, ".means")
        out.append({"description": li.find_element(By.CSS_SELECTOR, ".desc").text,
                    "kind": li.find_element(By.CSS_SELECTOR, ".kind").text,
                    "prompt": li.find_element(By.CSS_SELECTOR, ".prompt").text,
                    "named": li.find_element(By.CSS_SELECTOR, ".named").text,
                    "means": means[0].text if means else "", "count": li.get_attribute("data-count") or ""})
    return out


def snap(browser: Any, name: str) -> None:
    """Screenshot with the reversal list in view."""
    browser.execute_script("document.getElementById('reversals').previousElementSibling.scrollIntoView()")
    shot(browser, name)


def test_valence_inverted_reversal_shows_kind_prompt_and_what_it_means(
    browser: Any, console: str, queue: ReviewQueue
) -> None:
    item_id, cert = enqueue(queue, position_biased)
    log_in(browser, console)
    entries = shown(browser, console, item_id)
    assert cert.recommendation == "motorcycle"
    inv = next(e for e in entries if e["kind"] == "T1 valence inverted")
    assert inv["description"] == 'T1 valence inverted — changed "safer" to "riskier" → named motorcycle, ' \
                                 "i.e. prefers train"
    assert (inv["prompt"], inv["named"], inv["means"]) == (RISKIER, "motorcycle", "train")
    swap = next(e for e in entries if e["kind"] == "T1 options swapped")
    assert swap["prompt"] == "Which is safer to travel by, train or motorcycle?" and swap["means"] == ""
    assert len(entries) == 2
    snap(browser, "reversals-position-biased")


def test_valence_blind_and_context_sensitive_reversals(browser: Any, console: str, queue: ReviewQueue) -> None:
    blind_id, _ = enqueue(queue, valence_blind)
    night_id, _ = enqueue(queue, context_sensitive, generator="default")
    log_in(browser, console)
    blind = shown(browser, console, blind_id)
    assert sorted(e["kind"] for e in blind) == ["T1 options swapped and valence inverted", "T1 valence inverted"]
    assert all((e["named"], e["means"]) == ("train", "motorcycle") for e in blind)
    assert all(e["description"].endswith("→ named train, i.e. prefers motorcycle") for e in blind)
    snap(browser, "reversals-valence-blind")
    (night,) = shown(browser, console, night_id)
    assert night["kind"] == "T2 narrower context" and "at night" in night["prompt"]
    assert re.fullmatch(r'T2 narrower context( \([^)]+\))? — added "at night" → named motorcycle',
                        night["description"]), night["description"]
    snap(browser, "reversals-context-sensitive")


def test_resamples_that_reversed_are_one_entry_with_a_count(browser: Any, console: str, queue: ReviewQueue) -> None:
    item_id, cert = enqueue(queue, resample_flipper)
    assert len(cert.reversals) == 3
    log_in(browser, console)
    (entry,) = shown(browser, console, item_id)
    assert entry["description"] == "T0 resampled ×3 → named motorcycle" and entry["count"] == "3"
    assert entry["prompt"] == QUESTION
    snap(browser, "reversals-resampled")
