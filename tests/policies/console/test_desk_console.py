"""The reviewer's desk over HTTP (issue 16, item 2): the queue's why-queued column, sorting,
filtering with bounded values and expiry; the item page's answer text, T0 split, belief,
re-run odds, probes and times; refused decisions that keep what was typed."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
from _certs import make_cert
from reversal_models import QUESTION, resample_flipper
from starlette.testclient import TestClient

from warrantguard import Guard
from warrantguard.guard import CallPlan, Certificate, Warrant
from warrantguard.policies import ReviewQueue, ReviewStatus, StakesPolicy
from warrantguard.policies.console import create_app
from warrantguard.policies.console._desk import why_queued
from warrantguard.testing import ScriptedModel

from .test_console import TOKEN, FakeClock, client_for, csrf_of, login

POLICY = StakesPolicy()
ANSWER = "The train: far fewer deaths per passenger-kilometre.\nMotorcycles are riskier."


def enqueue(queue: ReviewQueue, cert: Certificate, stakes: str = "high") -> str:
    """Queue ``cert`` under the default policy at ``stakes``."""
    return queue.enqueue(cert, POLICY.decide(cert, CallPlan(stakes, "explicit")))


@pytest.fixture
def clock() -> FakeClock:
    """The queue's clock (2026-11-01 09:00 UTC), moved by hand."""
    return FakeClock(1_793_523_600.0)


@pytest.fixture
def queue(tmp_path: Path, clock: FakeClock) -> ReviewQueue:
    """A SQLite queue on the fake clock (items expire after a day)."""
    return ReviewQueue(tmp_path / "q.sqlite3", clock=clock)


@pytest.fixture
def client(queue: ReviewQueue) -> TestClient:
    """A logged-in client of a console over ``queue``."""
    c = client_for(create_app(queue, token=TOKEN, policy=POLICY))
    login(c)
    return c


def rows(page: str) -> list[dict[str, str]]:
    """The queue table's rows: id, question, why, stakes, warrant, age, expires."""
    out = []
    for tr in re.findall(r'<tr class="item"(.*?)</tr>', page, re.S):
        cells = dict(re.findall(r'<td class="(question|why|stakes|age|expires)"[^>]*>(.*?)</td>', tr, re.S))
        out.append({"id": re.search(r'data-id="([^"]+)"', tr).group(1),  # type: ignore[union-attr]
                    "warrant": re.search(r'data-warrant="([^"]+)"', tr).group(1),  # type: ignore[union-attr]
                    **{k: html.unescape(re.sub(r"<[^>]+>", "", v)).strip() for k, v in cells.items()}})
    return out


def test_why_queued_in_a_few_words() -> None:
    none = make_cert(Warrant.NONE, consistent=False)
    assert why_queued(POLICY.decide(none, CallPlan("high", "x")).model_dump()) == (
        "No Warrant below Basic (high); belief-action mismatch")
    strong = make_cert(Warrant.STRONG, consistent=False)
    assert why_queued(POLICY.decide(strong, CallPlan("high", "x")).model_dump()) == "belief-action mismatch"
    incomplete = make_cert(Warrant.CONDITIONAL, complete=False)
    assert why_queued(POLICY.decide(incomplete, CallPlan("critical", "x")).model_dump()) == (
        "Conditional Warrant below Strong (critical); incomplete certificate")
    assert why_queued({"reason": "Queued by hand. More text."}) == "Queued by hand"


def test_queue_shows_why_the_question_link_age_and_expiry(
    queue: ReviewQueue, client: TestClient, clock: FakeClock
) -> None:
    item = enqueue(queue, make_cert(Warrant.STRONG, consistent=False))  # Strong, but mismatched
    clock.advance(3 * 3600)
    page = client.get("/").text
    (row,) = rows(page)
    assert row["why"] == "belief-action mismatch" and row["warrant"] == "Strong Warrant"
    assert row["question"] == QUESTION
    assert f'<a href="/items/{item}" class="open">{QUESTION}</a>' in page
    assert row["age"] == "3 h ago" and row["expires"] == "in 21 h"
    clock.advance(22 * 3600)
    assert client.get("/").text.count('class="item"') == 0  # expired: off the pending list
    (gone,) = rows(client.get("/", params={"status": "expired"}).text)
    assert gone["expires"].startswith("expired 2026-11-02 10:00 UTC")


def fill(queue: ReviewQueue, clock: FakeClock) -> dict[str, str]:
    """Four items a minute apart: prompt -> id."""
    out = {}
    for prompt, warrant, stakes in (("Tea or coffee?", Warrant.NONE, "medium"),
                                    ("Bus or tram?", Warrant.CONDITIONAL, "critical"),
                                    ("Ski or skate?", Warrant.BASIC, "critical"),
                                    ("Cat or dog?", Warrant.CONDITIONAL, "low")):
        words = prompt.rstrip("?").split(" or ")
        out[prompt] = enqueue(queue, make_cert(warrant, prompt=prompt, option_a=words[0],
                                               option_b=words[1], recommendation=words[1]), stakes)
        clock.advance(60)
    return out


def questions(client: TestClient, **params: str) -> list[str]:
    """The questions the queue page lists for ``params``."""
    r = client.get("/", params=params)
    assert r.status_code == 200, r.text
    return [row["question"] for row in rows(r.text)]


def test_sorting(queue: ReviewQueue, client: TestClient, clock: FakeClock) -> None:
    fill(queue, clock)
    assert questions(client) == ["Cat or dog?", "Ski or skate?", "Bus or tram?", "Tea or coffee?"]
    assert questions(client, sort="oldest") == ["Tea or coffee?", "Bus or tram?", "Ski or skate?", "Cat or dog?"]
    assert questions(client, sort="stakes") == ["Ski or skate?", "Bus or tram?", "Tea or coffee?", "Cat or dog?"]
    assert questions(client, sort="warrant") == ["Tea or coffee?", "Cat or dog?", "Bus or tram?", "Ski or skate?"]
    assert questions(client, sort="expiry")[0] == "Tea or coffee?"
    page = client.get("/", params={"sort": "stakes", "warrant": "conditional"}).text
    assert 'href="/?warrant=Conditional+Warrant&amp;sort=stakes-low"' in page  # the header toggles


def test_filtering(queue: ReviewQueue, client: TestClient, clock: FakeClock) -> None:
    ids = fill(queue, clock)
    assert questions(client, stakes="critical") == ["Ski or skate?", "Bus or tram?"]
    assert questions(client, warrant="Conditional Warrant") == ["Cat or dog?", "Bus or tram?"]
    assert questions(client, warrant="none") == ["Tea or coffee?"]
    assert questions(client, q="TRAM") == ["Bus or tram?"]
    queue.approve(ids["Cat or dog?"], reviewer="ann")
    assert "Cat or dog?" not in questions(client)
    assert questions(client, status="approved") == ["Cat or dog?"]
    assert len(questions(client, status="any")) == 4


@pytest.mark.parametrize(("params", "message"), [
    ({"sort": "created_at; DROP TABLE review_items"}, "sort must be one of newest"),
    ({"status": "bogus"}, "status must be any or one of pending"),
    ({"warrant": "great"}, "invalid warrant"),
    ({"stakes": "HIGH' OR 1=1"}, "stakes must be a level name"),
    ({"q": "x" * 201}, "at most 200 characters"),
])
def test_filter_values_are_bounded(queue: ReviewQueue, client: TestClient, clock: FakeClock,
                                   params: dict[str, str], message: str) -> None:
    fill(queue, clock)
    r = client.get("/", params=params)
    assert r.status_code == 400 and message in html.unescape(r.text)
    assert 'class="item"' not in r.text and 'id="queue-filters"' in r.text  # the form, to fix it
    assert len(questions(client)) == 4  # nothing was dropped


def test_a_typed_search_is_kept_when_another_filter_is_refused(client: TestClient) -> None:
    r = client.get("/", params={"q": "<b>tram</b>", "sort": "bogus"})
    assert r.status_code == 400 and 'value="&lt;b&gt;tram&lt;/b&gt;"' in r.text


def item_text(client: TestClient, item_id: str) -> str:
    """The item page with tags removed (entities decoded)."""
    page = client.get(f"/items/{item_id}")
    assert page.status_code == 200
    return html.unescape(re.sub(r"<[^>]+>", " ", page.text))


def test_item_page_shows_answer_split_belief_probes_and_times(
    queue: ReviewQueue, client: TestClient, clock: FakeClock
) -> None:
    cert = Guard(resample_flipper, generator="lexical").check(QUESTION).certificate
    assert cert.warrant is Warrant.NONE
    item_id = enqueue(queue, cert)
    clock.advance(25 * 60)
    page = client.get(f"/items/{item_id}").text
    text = item_text(client, item_id)
    assert re.search(r'id="t0-split">7 train / 3 motorcycle ', page)
    assert "P(motorcycle is better) = 20" in text
    assert re.search(r'id="why">No Warrant below Basic \(high\); overconfident<', page)
    assert re.search(r'<pre class="answer" id="model-answer">train</pre>', page)
    assert "Queued 2026-11-01 09:00 UTC (25 min ago)" in " ".join(text.split())
    assert "Expires 2026-11-02 09:00 UTC (in 23 h)" in " ".join(text.split())
    assert '<details class="probes" id="probes-t0" open>' in page
    t0 = re.search(r'id="probes-t0".*?</details>', page, re.S).group(0)  # type: ignore[union-attr]
    assert f"×10: <q class=\"prompt\">{QUESTION}</q>" in t0
    assert '<b class="named">train</b> ×7, <b class="named">motorcycle</b> ×3' in t0 and "reversed ×3" in t0
    queue.approve(item_id, reviewer="ann")
    clock.advance(60)
    done = " ".join(item_text(client, item_id).split())
    assert "Decided 2026-11-01 09:25 UTC (25 min after queueing)" in done


def test_item_page_shows_a_written_answer_and_the_rerun_odds(queue: ReviewQueue, client: TestClient) -> None:
    cert = Guard(ScriptedModel("train"), generator="lexical").certify(QUESTION, answer=ANSWER).certificate
    assert cert.answer == ANSWER
    graded = make_cert(Warrant.CONDITIONAL).model_copy(update={
        "answer": ANSWER, "t0_pass_probability": 0.9734, "warrant_change_probability": 0.0266})
    text = item_text(client, enqueue(queue, graded))
    assert ANSWER in text
    assert "P(a fresh T0 run passes) = 0.973" in text
    assert "P(the warrant differs if T0 is re-run) = 0.027" in text
    plain = item_text(client, enqueue(queue, make_cert(Warrant.CONDITIONAL, cert_id="c2")))
    assert "Re-run odds" not in plain and "Not recorded" in plain and "Belief —" in " ".join(plain.split())


def test_a_refused_override_shows_the_form_again_with_what_was_typed(
    queue: ReviewQueue, client: TestClient
) -> None:
    item_id = enqueue(queue, make_cert(Warrant.CONDITIONAL))
    page = client.get(f"/items/{item_id}")
    note = "checked the <stats> & the \"source\""
    r = client.post(f"/items/{item_id}/decide", data={
        "csrf": csrf_of(page.text), "verdict": "override", "answer": "bicycle", "note": note})
    assert r.status_code == 400
    assert "one of the item's options" in html.unescape(r.text) and 'id="decide-form"' in r.text
    kept = re.search(r'<textarea name="note" id="note" rows="2" maxlength="4000">(.*?)</textarea>', r.text)
    assert kept and html.unescape(kept.group(1)) == note and "<stats>" not in r.text
    assert queue.get(item_id).status is ReviewStatus.PENDING
    r = client.post(f"/items/{item_id}/decide", data={
        "csrf": csrf_of(page.text), "verdict": "override", "answer": "train", "note": note})
    assert r.status_code == 200 and queue.get(item_id).final_answer == "train"  # followed the redirect


def test_a_conflict_keeps_the_note(queue: ReviewQueue, client: TestClient) -> None:
    item_id = enqueue(queue, make_cert(Warrant.CONDITIONAL))
    token = csrf_of(client.get(f"/items/{item_id}").text)
    queue.reject(item_id, reviewer="bob")
    r = client.post(f"/items/{item_id}/decide", data={"csrf": token, "verdict": "approve",
                                                      "note": "my long review"})
    assert r.status_code == 409 and "already rejected by bob" in r.text
    assert '<textarea id="typed-note" class="typed" rows="3" readonly>my long review</textarea>' in r.text


def test_a_too_long_note_is_shown_back(queue: ReviewQueue, client: TestClient) -> None:
    item_id = enqueue(queue, make_cert(Warrant.CONDITIONAL))
    token = csrf_of(client.get(f"/items/{item_id}").text)
    r = client.post(f"/items/{item_id}/decide", data={"csrf": token, "verdict": "approve", "note": "n" * 4001})
    assert r.status_code == 400 and "at most 4000 characters" in r.text and "n" * 4001 in r.text


def test_links_keep_the_console_root(queue: ReviewQueue) -> None:
    """Behind a proxy at /review every link and form stays under it (the table macros see
    the page's ``root``)."""
    item_id = enqueue(queue, make_cert(Warrant.CONDITIONAL))
    client = client_for(create_app(queue, token=TOKEN, root_path="/review"))
    headers = {"Authorization": f"Bearer {TOKEN}"}
    for path in ("/", "/history"):
        page = client.get(path, headers=headers).text
        assert f'href="/review/items/{item_id}"' in page, path
    assert 'href="/review/?sort=oldest"' in client.get("/", headers=headers).text
