"""The base of a share closing B, B's own (see ``_b_rest.whole_b``): "paying myself by the hour or by a flat margin |
on materials", "a flat fee or a percentage | of sales". A noun naming a share of something (a margin, a commission, a
percentage) takes "on" / "of" and what the share is taken of; told by a bare noun ("materials", "gross sales"), the
base is what B is, not a context of both (A, "by the hour", has no share to take it).

Not a base with its own determiner or name ("the $2,500 cash rebate | on the new Tacoma", "a discount | on Substack":
the thing both are had on), nor when A names a share too (its base may be both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token

__all__ = ["share_base"]

# Nouns naming a share or a rate taken of something else.
_SHARES = frozenset({"margin", "markup", "mark-up", "commission", "percentage", "percent", "share", "royalty",
                     "rebate", "surcharge", "levy", "cut"})
_MAX_BASE = 2


def share_base(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """``rest`` when B closes on a share noun and ``rest`` is "on" / "of" and a bare lower-case noun, by this module's
    docstring; else []."""
    if len(b) < 2 or b[-1].low not in _SHARES or not 2 <= len(rest) <= _MAX_BASE + 1 or rest[0].low not in ("on", "of"):
        return []
    if any(t.low in DETERMINERS or not t.text.rstrip("?.!").isalpha() or not t.text.islower() for t in rest[1:]):
        return []
    return [] if any(t.low in _SHARES for t in a) else rest
