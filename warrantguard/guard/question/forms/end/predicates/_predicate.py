"""Where an evaluative predicate begins on option B's side ("… | better for …", "… | the safer choice"),
split from ``_trim`` (issue 22).

A comparative is a predicate unless it premodifies a noun: after a determiner, a degree word or a
preposition ("a laptop with a better GPU"), or between a numeral and a plural noun ("roast two smaller
ones", "buy 3 bigger bags"), where the numeral counts the noun the comparative describes, as between a
numeral and a unit of time ("one more year").
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.predicates._enough import adjective_before_enough, fillers
from warrantguard.guard.question.forms.end.predicates._joined_amount import joined_amount
from warrantguard.guard.question.words import (
    COMPARATIVES,
    DEGREE,
    DETERMINERS,
    IN_AND_OUT,
    PREDICATE_HEADS,
    PREDICATE_NOUNS,
    PREPS,
    TIME_UNITS,
    TIME_WORDS,
    Token,
    is_verb,
)

__all__ = ["predicate_index", "undegreed"]

_PLACE_ADVERBS = IN_AND_OUT | frozenset({"abroad", "online"})
_NUMBER_WORDS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "few"})


def predicate_index(right: list[Token]) -> int | None:
    """Where an evaluative predicate begins in option B's side ("… | better for …", "… | the
    safer choice"), or ``None``."""
    for k in range(1, len(right)):
        w, prev = right[k].low, right[k - 1].low
        after = right[k + 1].low if k + 1 < len(right) else ""
        lone_adverb = k == 1 and prev in _PLACE_ADVERBS  # "… or outside | more productive": no object of "outside"
        if prev in DETERMINERS or prev in DEGREE or _negated_amount(right, k) or joined_amount(right, k) \
                or (prev in PREPS and after not in PREPS | {"", "than"} and not lone_adverb):
            continue  # not "… a laptop with a better GPU" (but "running outside | easier on the knees")
        if w in COMPARATIVES or (w in DEGREE and k + 1 < len(right)):
            if _counted(prev, [t.low for t in right[k + 1 : k + 3]]) or _more_time(prev, w, after) \
                    or _least_plural(w, after) or _headed_predicate_after(right, k):
                continue  # "roast two | smaller ones": the comparative describes the counted noun
            return k
        adjective = after == "enough" and adjective_before_enough(right, k)
        going = (w == "going" and after == "to") or (w == "gonna" and after.isalpha())  # "… | gonna sound better"
        if (w == "too" and after.isalpha() and prev != "being") or (going and not fillers(right[:k])) or adjective:
            return k  # "… of melatonin | too much …", "… LVP | going to hold up", "… meter | accurate enough"; not
            # "… the water being too old": the degree is "being"'s complement, B's own
        if w in ("the", "a", "an") and k + 1 < len(right):
            head = right[k + 1].low
            after_head = right[k + 2].low if k + 2 < len(right) else ""
            if head in PREDICATE_HEADS or head in DEGREE or (head.endswith(("er", "est")) and head.isalpha()
                                                             and after_head in PREDICATE_NOUNS):
                return k  # "… | the saner choice": an unlisted comparative before a predicate's head
            if _bare_head(right, k):
                return k  # "is Arcane or Strength | the move for a fresh run?"
    return None


def _headed_predicate_after(right: list[Token], k: int) -> bool:
    """Does a predicate of "the" and a comparative follow the comparative-looking word at ``k`` ("… a low-profile air
    cooler | the better choice")? The predicate starts there, so the "-er" word before it is B's noun."""
    return k + 2 < len(right) and right[k + 1].low == "the" and right[k + 2].low in COMPARATIVES


def _negated_amount(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` the amount of a negated quantity opening B ("… or | not enough light", "not much sun"): "not"
    first, an amount word, then a noun; no predicate ("… or B | not enough for …" has B before "not")."""
    after = right[k + 1].low if k + 1 < len(right) else ""
    return k == 1 and right[0].low == "not" and right[k].low in _AMOUNTS and after.isalpha() \
        and after not in PREPS | DEGREE and not is_verb(right[k + 1])


_AMOUNTS = frozenset({"enough", "much", "many"})


def _bare_head(right: list[Token], k: int) -> bool:
    """Is "the" at ``k`` a predicate noun's with no adjective, closing B or before its "for" / "to" ("… or Strength |
    the move for a fresh run?", "… or Root | the call here"), after a name or a noun, not a verb ("… or walk | the
    path")?"""
    head = right[k + 1].low.rstrip("?.!,")
    after_head = right[k + 2].low if k + 2 < len(right) else ""
    if right[k].low != "the" or head not in PREDICATE_NOUNS or after_head not in _AFTER_BARE_HEAD:
        return False
    return right[k - 1].text.isalnum() and not is_verb(right[k - 1])


_AFTER_BARE_HEAD = frozenset({"", "for", "to", "here", "now", "overall", "rn"})


def _counted(prev: str, after: list[str]) -> bool:
    """A numeral before the comparative and a plural noun after it, a modifier between them allowed ("two |
    smaller | ones", "several | smaller | sinking funds"), a measure as that modifier ("two | smaller | 3lb
    barrels")."""
    if not (prev.isdigit() or prev in _NUMBER_WORDS) or not after or not all(w.isalnum() for w in after):
        return False
    plural = [w.isalpha() and w.endswith("s") and not w.endswith("ss") and len(w) > 3 for w in after]
    return plural[0] or (len(after) == 2 and plural[1] and after[0] not in PREPS | DETERMINERS)


def _least_plural(w: str, after: str) -> bool:
    """"least" before a plural noun, no time ("weighted | least | squares"): a quantity of the noun, never a predicate
    (which would set "least" before an adjective: "… | least risky"; not "… | least days")."""
    plural = len(after) > 3 and after.isalpha() and after.endswith("s") and not after.endswith(("ss", "us", "is"))
    return w == "least" and plural and after[:-1] not in TIME_UNITS | TIME_WORDS | {"day", "hour", "night", "time"}


def _more_time(prev: str, w: str, after: str) -> bool:
    """A numeral, "more" / "less" and a unit of time ("keep her home one | more year", "a few more weeks")."""
    numeral = prev.isdigit() or prev in _NUMBER_WORDS or prev == "one"
    return numeral and w in ("more", "less", "fewer") and after.removesuffix("s") in TIME_UNITS | {"day", "hour"}


def undegreed(right: list[Token], a_toks: list[Token] | None = None) -> list[Token]:
    """B without a degree word closing it ("enjoy Disney or Universal | more"): with no noun after
    it, it tells how much of the verb, for both options (not after an amount, "… w/ 20% more", "$5k more", nor after
    a preposition, "day shift with less": B's own). A number closing both names ("liked Glenfarclas 15 or Glendronach
    15 | more") is no amount of B's: the name's, as A's is."""
    amount = len(right) > 1 and (right[-2].text[:1].isdigit() or right[-2].text[:1] in "$€£" or right[-2].low in PREPS)
    amount = amount and not _numbered_names(a_toks or [], right)
    return right[:-1] if len(right) > 1 and right[-1].low in DEGREE and right[-2].low not in DEGREE \
        and not amount else right


def _numbered_names(a_toks: list[Token], right: list[Token]) -> bool:
    """Do A and B each close on a number after a capitalised name ("Glenfarclas 15" / "Glendronach 15 …"), so that
    B's number is part of its name, as A's is, not an amount the degree word after it measures?"""
    if len(a_toks) < 2 or len(right) < 3:
        return False
    numbered = [(toks[-2], toks[-1]) for toks in (a_toks, right[:-1])]
    return all(name.capitalized and num.text.isdigit() for name, num in numbered)
