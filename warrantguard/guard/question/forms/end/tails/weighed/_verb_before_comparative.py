"""A noun option B closing on the verb of the predicate both options share ("melatonin or magnesium | works better
for …"): a third-person verb right before "better" / "more" / "less" is the predicate's, not B's."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.weighed._but_qualified import but_qualified
from warrantguard.guard.question.words import COMPARATIVES, FREQUENCIES, VERBS, Around, Token, is_verb

__all__ = ["frequency_end", "said_after_b", "verb_before_comparative"]

_DEGREE = COMPARATIVES | frozenset({"more", "less"})


def verb_before_comparative(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without its closing "-s" verb when a comparative follows it ("… or magnesium | works better …?"); ``b``
    unchanged unless the pair opens its sentence and each option is one word ("Is funding … through property taxes
    or state grants fairer?": "grants" is B's noun)."""
    if len(a) != 1 or len(b) != 2 or around.prev(a[0]) is not None or is_verb(a[0]) or is_verb(b[0]):
        return b
    after = around.next(b[-1])
    if after is None or after.low not in _DEGREE or not _third_person(b[-1]):
        return b
    return b[:-1]


def _third_person(word: Token) -> bool:
    """A third-person verb: a listed verb's "-s" form ("works"), or an unlisted lower-case "-s" word that is no
    "-ss" / "-us" / "-is" noun ("compiles", "runs"), since right before a comparative a plural noun would leave
    the pair without a verb ("Rust or Go | compiles faster?")."""
    low = word.low
    if not low.endswith("s") or low.endswith(("ss", "us", "is")):
        return False
    return low[:-1] in VERBS or low[:-2] in VERBS or (word.text.islower() and low.isalpha())


def frequency_end(a: list[Token], b: list[Token]) -> list[Token]:
    """B without a closing frequency said of both amounts ("the 500 mg or the 1000 mg vitamin C tablet | daily in
    winter"): both options open on a figure, A a short amount with no frequency of its own; ``b`` unchanged otherwise
    ("… or keep paying it | monthly", "$500 every month or …": a frequency B or A has of its own)."""
    if len(b) < 3 or len(a) > 3 or b[-1].low not in FREQUENCIES or any(t.low in FREQUENCIES for t in a):
        return b
    return b[:-1] if a[0].text[:1].isdigit() and b[0].text[:1].isdigit() else b


def said_after_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without what is said of it after it: a "but" and a comparative (:func:`but_qualified`), the predicate's verb
    (:func:`verb_before_comparative`), a frequency of both amounts (:func:`frequency_end`)."""
    return frequency_end(a, verb_before_comparative(a, but_qualified(b), around))
