"""Asides and interjections around option B: bracketed asides treated alike on both sides (:func:`same_asides`), and
the interjections, sign-offs and closing adverbials of place or span that end the message but belong to no option
(:func:`without_interjections`)."""

from __future__ import annotations

from warrantguard.guard.question._parallel import PLACE_ADVERBS
from warrantguard.guard.question.forms import ASIDES, mirrored_run_on, next_clause
from warrantguard.guard.question.words import SAYING, Around, Refusal, closing_relative_time, is_verb, phrase_text
from warrantguard.guard.question.words import text as tx

__all__ = ["same_asides", "without_interjections"]


def same_asides(a: list[tx.Token], b: list[tx.Token], around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """Options whose bracketed asides are treated alike: when one ends with a bracketed aside
    ("the ThinkPad (lighter)") and the other is followed by one that it left off ("the MacBook |
    (better screen)"), the first's aside is dropped too (when both keep theirs, both stay:
    "a 2019 RAV4 (62,000 miles) or a 2021 CX-5 (38,000 miles)"). Twins told apart only by their asides keep them
    (:func:`_glossed_twins`)."""
    a, b = _without_remark(a), _without_remark(b)
    return _glossed_twins(a, b, around) or (_unaside(a, b, around), _unaside(b, a, around))


def _without_remark(x: list[tx.Token]) -> list[tx.Token]:
    """The option without a closing bracketed aside that is a clause of its own, the asker's remark on it ("buy it
    now | (trip is in May)", "repaint the fence | (it's peeling)"): a subject and "is", "are", "was" or "were", or a
    pronoun's contracted "is" ("it's", "that's"). Added for the punctuation family, session 48."""
    k = _aside_at(x, len(x) - 1)
    if not k:
        return x
    inner = [t.low.strip("()[].,!?") for t in x[k:]]
    told = any(w in _BE for w in inner[1:]) or any(w.replace("’", "'") in _PRONOUN_IS for w in inner)
    return x[:k] if told else x


_BE = frozenset({"is", "are", "was", "were"})
_PRONOUN_IS = frozenset({"it's", "that's", "she's", "he's", "there's", "we're", "they're", "you're", "i'm"})


def _glossed_twins(a: list[tx.Token], b: list[tx.Token],
                   around: Around) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """Options of the same words but for the bracketed aside A ends with and the one B's words are followed by
    ("Grade 8 (piano) or Grade 8 | (singing)", "CHEM-110 (8am, Dr. Ruiz) or CHEM-110 | (2pm, Dr. Hale)"): the
    asides are all that tells the two apart, so each keeps its own; words before A's copy of B's words ("ABRSM |
    Grade 8 (piano)") are said of both and left out. ``None`` for any other pair (added for the punctuation family,
    session 48)."""
    k = _aside_at(a, len(a) - 1)
    if not k or not b or k < len(b) or [t.low for t in a[k - len(b) : k]] != [t.low for t in b]:
        return None
    gloss = _aside_after(b[-1], around)
    return (a[k - len(b) :], b + gloss) if gloss else None


def _aside_after(last: tx.Token, around: Around) -> list[tx.Token]:
    """The bracketed aside of a few words right after ``last`` ("Grade 8 | (singing)"), closed in its sentence, else
    the empty list."""
    run: list[tx.Token] = []
    nxt = around.next(last)
    if nxt is None or not nxt.text.startswith("("):
        return []
    while nxt is not None and len(run) < _ASIDE_WORDS:
        run.append(nxt)
        if nxt.text.rstrip("?!.,;:").endswith(")"):
            return run
        nxt = around.next(nxt)
    return []


_ASIDE_WORDS = 6


def _aside_at(x: list[tx.Token], last: int) -> int:
    """Where a bracketed aside ending ``x`` opens (after its first word), or 0 when none does."""
    if len(x) < 2 or not x[last].text.endswith((")", "]")):
        return 0
    return next((k for k in range(last, 0, -1) if x[k].text.startswith(("(", "["))), 0)


def _unaside(x: list[tx.Token], y: list[tx.Token], around: Around) -> list[tx.Token]:
    after = around.next(y[-1]) if y else None
    k = _aside_at(x, len(x) - 1)
    return x[:k] if k and after is not None and after.text.startswith(("(", "[")) else x


_INTERJECTIONS = ASIDES | frozenset({"haha", "hahaha", "thx", "ty", "pls", "plz", "btw", "ugh", "hmm", "xd", "fr",
                                     "omg", "rn", "thanks", "thanx", "tia", "cheers"})
# "… or cds | rn": texting's "right now", dropped as "right now" is; "… or a smart pill dispenser | thanks": a sign-off
# closing the message
_NAMES_TOO = frozenset({"ty", "tia"})  # written "Ty", "Tia": a name


def without_interjections(toks: list[tx.Token], left: list[tx.Token] | None = None) -> list[tx.Token]:
    """The second side without the interjections or sign-offs that end the message ("… or a Kobo
    | lol", "… or Osaka | thx"): they belong to no option; nor does a closing adverbial of place
    or span that the first side does not end with ("… or with cash | abroad", "… or contacts |
    long term"): it is the context of both. A clause of the asker's own after B ends it too. Said words are B's own
    ("… or just say thanks"), and so is a name ("… or visit Tia")."""
    k = next_clause(toks) or len(toks)  # "… or engineering | and I honestly don't know what to tell her"
    k = len(toks) if left and k < len(toks) and mirrored_run_on(left, toks, k) else k  # "… I'm nervous and
    # pretending | I'm fine": B's clause answers A's
    while k > 1 and toks[k - 1].low.strip("!.?,:)(") in _INTERJECTIONS and toks[k - 2].low not in SAYING:
        if toks[k - 1].text.istitle() and toks[k - 1].low.strip("!.?,:)(") in _NAMES_TOO:
            break  # "… or visit | Tia"
        k -= 1
    last = toks[k - 1].low.strip("!.?,:)(") if k else ""
    own = left is not None and len(left) > 0 and left[-1].low in PLACE_ADVERBS | _SPANS
    after_prep = k > 1 and toks[k - 2].low in ("from", "to", "in", "at", "into", "of", "on")  # "from | outside"
    place = last in PLACE_ADVERBS and toks[0].low in _PP_STARTS  # "with cash | abroad", not "order it online"
    span = last in _SPANS and (last != "term" or toks[k - 2].low in ("long", "short"))  # not "the 2 year term"
    if k > 2 and not own and not after_prep and (place or span):
        k -= 2 if last == "term" else 1
    told = closing_relative_time(toks[:k], left or [])  # "… or a physical scrub | the week before": both's time
    if told and _repeated_verb(toks, left or []):
        raise Refusal(f"unclear whether '{phrase_text(toks[told:k])}' is the second option's own time or both's")
    return toks[:told] if told else toks[:k]


def _repeated_verb(b: list[tx.Token], left: list[tx.Token]) -> bool:
    """Does B open on a verb the first side says too ("rent at the bottom of the gondola, or rent in town | the night
    before")? B then sets a whole verb phrase of its own against A's, and a time closing it may be B's own (renting
    the night before against renting on the day) or both's: the form cannot tell."""
    return is_verb(b[0], initial=True) and any(t.low == b[0].low for t in left)


_PP_STARTS = frozenset({"with", "by", "in", "at", "on", "from", "through", "via", "without"})
_SPANS = frozenset({"long-term", "short-term", "term"})
