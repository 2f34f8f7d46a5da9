"""Two states of a copula's subject ("Is bereavement leave usually | paid or unpaid in the UK?"): B one word, A's last
word its positive or both participles, so A is that last word, the subject and its adverb the question's."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULA_LEADS, Around, Token, participle_word

__all__ = ["copular_state_a"]

_NEGATIONS = ("un", "in", "im", "ir", "il", "dis", "non", "non-")


def copular_state_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's last word when the sentence opens with a copula ("Is | bereavement leave usually paid or unpaid …?", "Was
    the cake baked or fried?") and B is one word that negates it ("paid" / "unpaid") or both are participles: the
    states of the copula's subject; ``a`` otherwise ("Is it a paid job or unpaid?": A's article shows a noun)."""
    if len(a) < 2 or len(b) != 1 or not a[-1].low.isalpha() or a[0].low in COPULA_LEADS:
        return a
    state, other = a[-1].low, b[0].low.rstrip("?!.,")
    if not (any(other == neg + state for neg in _NEGATIONS) or (participle_word(state) and participle_word(other))):
        return a
    lead = around.prev(a[0])
    lead = around.prev(lead) if lead is not None and lead.low in ("the", "this", "that") else lead  # "Is the | job"
    if lead is None or lead.low not in COPULA_LEADS or not around.opens(lead):
        return a
    if any(not t.text.isalpha() or t.low in ("a", "an") for t in a[:-1]):
        return a
    return a[-1:]
