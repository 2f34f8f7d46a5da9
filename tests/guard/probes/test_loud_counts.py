"""The count of options in capitals (an option shouted at the answerer) skips its look-up when the
option's upper case is nowhere in the text: the counts are those of every occurrence, checked."""

from __future__ import annotations

import itertools

import pytest

from warrantguard.guard import PairwiseQuestion
from warrantguard.guard.probes import _text as pt

QUESTIONS = [
    PairwiseQuestion("Which is safer to travel by, motorcycle or train?", "motorcycle", "train"),
    PairwiseQuestion("Is a bullet train or a train better for commuting?", "bullet train", "train"),
    PairwiseQuestion("Which is better for me, tea or coffee?", " tea ", "coffee"),
    PairwiseQuestion("Which is better for a café, crème or milk?", "crème", "milk"),
    PairwiseQuestion("Which is better, A or B?", "A", "B"),
    PairwiseQuestion("Which is better, USB-C or HDMI?", "USB-C", "HDMI"),
]
FORMS = [str.lower, str.upper, str.title, lambda s: s[:1].upper() + s[1:].lower(), lambda s: s.swapcase()]
FRAMES = ["Which is better, {a} or {b}?", "{a}, {b}, {a}! ({b})", "x{a} or {b}x and {a} {b}",
          "Is a BULLET {b} or {a} better? — {b} ★", "{a}{b} or {b}\u200b"]


def _reference(question: PairwiseQuestion, text: str) -> tuple[int, int]:
    """Every occurrence looked up and each one's capitals checked (what the count means)."""
    spans = pt.option_spans(question.options, text)
    return tuple(sum(text[s:e].isupper() and len(text[s:e]) > 1 for s, e in side) for side in spans)  # type: ignore[return-value]


def _texts(question: PairwiseQuestion) -> list[str]:
    a, b = (o.strip() for o in question.options)
    return [frame.format(a=fa(a), b=fb(b)) for frame in FRAMES for fa, fb in itertools.product(FORMS, FORMS)]


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: q.prompt[:24])
def test_loud_counts_match_every_occurrence_checked(question: PairwiseQuestion) -> None:
    texts = _texts(question)
    if min(len(o.strip()) for o in question.options) > 1:  # a one-letter option is never shouting
        assert any(sum(_reference(question, t)) for t in texts)  # the texts do shout an option somewhere
    for text in texts:
        assert pt._loud_counts(question, text) == _reference(question, text), text


def test_an_option_in_capitals_is_refused_and_lower_case_is_not() -> None:
    question = QUESTIONS[0]
    assert "capitals" in (pt.surface_problem(question, "Which is safer to travel by, motorcycle or TRAIN?") or "")
    assert pt.surface_problem(question, "Which is safer to travel by, motorcycle or train?") is None


def test_what_the_focal_prompt_says_to_the_answerer_a_probe_may_say_as_often() -> None:
    question = PairwiseQuestion("Reply briefly: which is safer, motorcycle or train?", "motorcycle", "train")
    assert pt.surface_problem(question, "Reply in brief: which is safer, motorcycle or train?") is None
    why = pt.surface_problem(question, "Reply briefly: which is safer, motorcycle or train? Reply now.")
    assert why is not None and "answering" in why


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: q.prompt[:24])
def test_a_text_without_either_options_upper_case_skips_the_capitals_check_with_its_outcome(
        question: PairwiseQuestion) -> None:
    """The surface checks end without the capitals check when neither option's upper case occurs in an
    ASCII text (both options ASCII): that check finds nothing there."""
    focal = pt._focal_surface(question)
    skipped = 0
    for text in [*_texts(question), question.prompt, question.prompt.lower()]:
        uppers = focal.uppers
        if uppers is not None and text.isascii() and uppers[0] not in text and uppers[1] not in text:
            skipped += 1
            assert pt._shouted(question, text, focal.loud) is None, text
    assert skipped or focal.uppers is None or min(len(o.strip()) for o in question.options) == 1
