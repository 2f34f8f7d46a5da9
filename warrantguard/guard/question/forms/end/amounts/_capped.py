"""An amount and its cap as B ("4% flat or 50% | up to 6%", "a $500 stipend or 10% | up to $2,000"): "up to" and an
amount close the rate they bound, B's own, so B runs through the cap rather than ending at "up"."""

from __future__ import annotations

from warrantguard.guard.question.words import Refusal, Token

__all__ = ["capped_b"]


def _amount(tok: Token) -> bool:
    """A number, a percentage or a price ("6%", "$2,000", "10k")."""
    text = tok.text.rstrip("?.!,")
    return text.lstrip("$€£")[:1].isdigit()


def capped_b(b: list[Token], right: list[Token]) -> list[Token]:
    """B through "up to" and an amount when B opens with an amount and the words after it in ``right`` are the cap
    ("50% | up to 6%"), else ``b``; refused when B would end at the "up" of "up to" before no amount ("50% up | to
    the cap": B cut inside its bound)."""
    if not b or b[0] is not right[0] or not _amount(b[0]):
        return b
    at = len(b) - (b[-1].low == "up")
    if at + 2 >= len(right) or [t.low for t in right[at : at + 2]] != ["up", "to"]:
        return b
    if not _amount(right[at + 2]):
        if at < len(b):
            raise Refusal(f"the second option ends inside 'up to {right[at + 2].text}', its bound or both's?")
        return b
    return right[: at + 3]
