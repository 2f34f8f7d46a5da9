"""A lower-case possessor and one name as A, after "the", against B's own articled name and head noun ("Use the
motherboard's Realtek or the Intel 2.5G LAN port"): A may be the possessor's thing of B's kind ("the motherboard's
Realtek [port]"), the possessor both's, or A's own; the form cannot tell, so the pair is refused. Not a possessor
that is a name ("Costco's Kirkland batteries"), nor A with its own head ("the ISP's Sagemcom router"), nor B with a
possessor of its own."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["possessed_name_problem"]

_POSSESSIVE_ENDS = ("'s", "\u2019s")


def possessed_name_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The refusal when A is "the" and a lower-case possessor before one capitalised name, and B opens on "the" with
    two words or more and no possessive ("the motherboard's Realtek or the Intel 2.5G LAN port"); else ``None``."""
    if len(a) != 2 or len(b) < 2 or not a[0].low.endswith(_POSSESSIVE_ENDS) or not a[1].text[:1].isupper():
        return None
    possessor = a[0].text[:-2]
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if not possessor.isalpha() or not possessor.islower() or any(t.low.endswith(_POSSESSIVE_ENDS) for t in b):
        return None
    if before_a is None or before_a.low != "the" or before_b is None or before_b.low != "the":
        return None
    return (f"unclear whether '{a[0].text}' is part of the first option or a possessor of both ('{a[1].text}' may "
            f"stand for a '{b[-1].text}' too)")
