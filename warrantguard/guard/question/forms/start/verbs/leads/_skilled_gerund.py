"""What "it" is good at, asked of two objects ("Now that our company enabled Copilot, is it better at summarizing |
Teams meetings or Word documents?"): a comparative, "at" / "for" and a gerund with its object after "is it" are the
question's lead, the gerund's objects the options (added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Token, ing_word

__all__ = ["skilled_gerund"]


def skilled_gerund(toks: list[Token], k: int) -> int | None:
    """Where A starts when a comparative, "at" / "for" and a gerund stand at ``k - 1`` ("is it better | at summarizing
    | Teams meetings or …"): after the gerund, an object following it on A's side; ``None`` otherwise (not "is it
    better at swimming or running": the gerunds are the options, no object after A's)."""
    if k < 1 or k + 2 >= len(toks) or toks[k - 1].low not in COMPARATIVES or toks[k].low not in ("at", "for"):
        return None
    return k + 2 if ing_word(toks[k + 1].low) and toks[k + 2].text[:1].isalnum() else None
