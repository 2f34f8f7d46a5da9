"""A copular question's subject before "the" and a noun of verdict closing A's side ("Is the radiation shield | the
issue | or the location?"): the noun is the predicate both options would fill, so A is the subject before it, set
against B ("Is the answer | mitosis or meiosis" names the verdict first, see ``_objects``)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, Token

__all__ = ["verdict_subject"]


def verdict_subject(core: list[Token], right: list[Token]) -> list[Token]:
    """A's side without "the" and a closing noun of verdict after a determiner-led subject of up to four words, B
    articled too ("the radiation shield | the issue" / "the location" -> "the radiation shield"); else ``core``."""
    if len(core) < 4 or len(core) > 7 or core[-2].low != "the" or core[-1].low.rstrip("?") not in _VERDICTS:
        return core
    subject = core[:-2]
    if subject[0].low not in DETERMINERS or not right or right[0].low not in DETERMINERS \
            or any(t.low in PREPS or t.low in _VERDICTS for t in subject):
        return core
    return subject


# Nouns of a verdict on a cause or a fault: "Is X the problem or Y" asks which is.
_VERDICTS = frozenset({"issue", "problem", "culprit", "cause", "fault", "bottleneck", "trouble"})
