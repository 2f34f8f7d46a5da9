""""is it" before two names ("@controls-team is it | Profinet or EtherCAT | on the new servo axes?", "is it | Google
Fi or Mint Mobile | for roaming?"): what "it" is, one of two named options, each its run of capitalized words; the
phrase after B is the context both share (added for the eighty-third held-out part). Not a lower-case B ("Is it
Honors or regular Geometry for a kid …": refused as before)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, PRONOUNS, Token

__all__ = ["named_it_pair"]

_MAX_NAME = 3


def named_it_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A and B when the left side is "is it" and up to three capitalized words, and B opens with such a run
    ("is it | Profinet or | EtherCAT | on …"): the two runs; ``None`` otherwise ("is it OK to …", "is it really …")."""
    if len(left) < 3 or left[0].low not in COPULA_LEADS or left[1].low != "it":
        return None
    a = left[2:]
    b = right[: next((k for k, t in enumerate(right) if not _named(t)), len(right))]
    if not (_named_run(a) and _named_run(b)):
        return None
    return a, b


def _named(tok: Token) -> bool:
    """A capitalized word that is no pronoun, auxiliary or "OK" ("Profinet", "EtherCAT", "Fi")."""
    return tok.capitalized and tok.low not in PRONOUNS | AUX and tok.low != "ok"


def _named_run(toks: list[Token]) -> bool:
    """Are ``toks`` one to three capitalized words ("Google Fi")?"""
    return 0 < len(toks) <= _MAX_NAME and all(_named(t) for t in toks)
