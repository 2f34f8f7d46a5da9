"""A clause's subject, its copula and the pair as the copula's complement, no verb after B ("whether our needles are |
single-use or autoclaved after every client", "if the tubes are | disposable or reusable"): the options are what the
subject is, not a subject pair; added for the hundred-and-twenty-ninth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["copular_complement"]

_BE = frozenset({"is", "are", "was", "were"})


def copular_complement(left: list[Token], begin: int, k: int) -> bool:
    """Is ``left[k]`` a copula after a subject of a determiner or possessive and one or two lower-case words from
    ``begin`` ("our needles | are"), with one lower-case adjective-like word after it closing A ("single-use")?"""
    subject = left[begin:k]
    if left[k].low not in _BE or k + 2 != len(left) or not 2 <= len(subject) <= 3:
        return False
    if subject[0].low not in DETERMINERS | POSSESSIVES or not all(t.text.isalpha() and t.text.islower()
                                                                  for t in subject[1:]):
        return False
    a = left[k + 1].text
    return a.replace("-", "").isalpha() and a.islower() and a.lower() not in DETERMINERS
