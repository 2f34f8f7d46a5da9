""""and" and a bare verb inside a noun B when the options are asked of a clause under an infinitive ("asked the PTA
to look into whether the money should go on new playground equipment or the library refurb | and report back next
meeting"): the verb is the infinitive's second step ("to look into … and report back"), no part of B."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token, is_verb

__all__ = ["infinitive_step_b"]

_ASKED = frozenset({"whether", "if"})


def infinitive_step_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B cut before "and" and a bare verb after its noun when A is a noun and "to" and a verb stand before the
    "whether"/"if" the options follow ("to look into whether … or the library refurb | and report back"); ``b``
    otherwise (no such infinitive before; A a verb: "… or sell it and buy …", B's own second step)."""
    if not a or is_verb(a[0], initial=True) or a[0].low == "to":
        return b
    k = next((k for k in range(1, len(b) - 1) if b[k].low == "and" and b[k + 1].text.islower()
              and is_verb(b[k + 1], initial=True) and b[k + 1].low not in ARTICLES), None)
    return b if k is None or not _under_infinitive(around.before(a[0])) else b[:k]


def _under_infinitive(lead: list[Token]) -> bool:
    """Does the lead end in a "whether"/"if" clause that follows "to" and a verb ("… asked us to look into | whether
    …")?"""
    asked = next((j for j in range(len(lead) - 1, -1, -1) if lead[j].low in _ASKED), None)
    if asked is None or any(t.text.endswith((".", "?", "!")) for t in lead[asked:]):
        return False
    return any(lead[j].low == "to" and is_verb(lead[j + 1], initial=True) for j in range(max(0, asked - 5), asked - 1))
