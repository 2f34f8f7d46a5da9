"""Two means after one "by": "offer letter by | email or DocuSign", "paying the contractors by | check or direct
deposit going forward" (the lead up to "by" is both options'; the options are the two means, and a closing
"going forward" / "from now on" or "each month" is the time of both)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    ing_word,
    is_verb,
)

__all__ = ["by_means"]

# Closing phrases telling from when on the choice holds: the time of both options, not B's own.
_ONGOING = (("going", "forward"), ("moving", "forward"), ("from", "now", "on"), ("for", "now"))
_EVERY = frozenset({"each", "every", "per"})  # "… direct debit | each month": how often, for both
_UNITS = frozenset({"day", "week", "month", "year", "quarter", "time"})


def by_means(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The two means when A ends in "by" and a bare lower-case noun ("by | email", "by | check") and B is a bare
    noun phrase ("DocuSign", "direct deposit"): B stands for a second means after the same "by", as "by email or
    by DocuSign" would write it; else the pair unchanged. Not a name after "by" ("a novel by Orwell or poetry": an
    author is A's own), nor a B with a determiner ("… by email or a phone call"), a preposition or a verb form."""
    at = [k for k, t in enumerate(a) if t.low in PREPOSITIONS]
    if not at or a[at[-1]].low != "by" or at[-1] == 0 or not 1 <= len(a) - at[-1] - 1 <= 3:
        return a, b
    tail = a[at[-1] + 1 :]
    core = b[: _ongoing(b)]
    if len(tail) == 3 and len(core) != 2:
        return a, b  # "pen test by | internal red team or external firm": a three-word means against two words only
    before_b = around.prev(b[0])
    shut = DETERMINERS | ARTICLES | POSSESSIVES
    if not core or len(core) > 2 or tail[0].low in shut or (before_b is not None and before_b.low in shut):
        return a, b
    lower = all(t.text.isalpha() and t.text.islower() for t in tail) or _paid_body(a, at[-1], tail, around)
    if not lower or not all(t.text.isalpha() for t in core):
        return a, b
    if any(t.low in PREPOSITIONS | AUX | PRONOUNS or ing_word(t.low) for t in core):
        return a, b
    if is_verb(core[0]) and (len(core) == 1 or at[-1] == 1 or _said_verb(a, around)):  # "travel by train or
        return a, b  # drive", "I prepare answers by heart or | speak natural": B may be a verb
    return tail, core


def _said_verb(a: list[Token], around: Around) -> bool:
    """A opens with a verb its subject pronoun stands right before, in a statement ("I | prepare answers by heart or
    …"; not "Should we | pay … by check or direct deposit"): a verb B is that subject's second verb."""
    before = around.prev(a[0])
    asked = around.prev(before) if before is not None else None
    return before is not None and before.low in PRONOUNS and is_verb(a[0]) and (asked is None or asked.low not in AUX)


def _ongoing(b: list[Token]) -> int:
    """Where a closing "going forward" / "from now on" or a frequency ("each month", "every week") starts in ``b``
    ("direct deposit | going forward", "direct debit | each month"), else ``len(b)``."""
    words = tuple(t.low.rstrip("?.!,") for t in b)
    for phrase in _ONGOING:
        if len(words) > len(phrase) and words[-len(phrase) :] == phrase:
            return len(b) - len(phrase)
    if len(words) > 2 and words[-2] in _EVERY and words[-1] in _UNITS:
        return len(b) - 2
    return len(b)


def _paid_body(a: list[Token], by: int, tail: list[Token], around: Around) -> bool:
    """Is A a body named in capitals right after a verb, then "by" and a means of two capitalised words ("pay | HMRC by
    Direct Debit", "contact the IRS by Certified Mail")? The means is a service's title-cased name, no author (not "a
    novel by George Orwell": no verb before an acronym)."""
    body = a[by - 1].text
    before = around.prev(a[by - 1])
    acronym = len(body) > 1 and body.isalpha() and body.isupper()
    return acronym and before is not None and is_verb(before) and len(tail) == 2 and all(
        t.text.isalpha() and t.text[:1].isupper() for t in tail)
