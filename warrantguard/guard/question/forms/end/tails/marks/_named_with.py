"""A name cut off B at "with" and a second name ("Peacock Premium or Paramount+ | with Showtime"): a plan bundling
the second name, B's own, or what both options are used with ("Python or Go | with Kubernetes")? The words do not
tell, so the pair is refused (added for the thirty-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["named_with"]


def named_with(b: list[Token], around: Around) -> str | None:
    """Why B, a bare capitalised name ended before "with" and a capitalised word ("… or Paramount+ | with Showtime"),
    is unclear; ``None`` when B is no bare name ("a variable tariff | with British Gas": a lower-case head's
    supplier) or no "with" and a name follows it."""
    after = around.next(b[-1])
    name = around.next(after) if after is not None and after.low == "with" else None
    if name is None or not name.capitalized or not all(t.capitalized or not t.low.isalpha() for t in b):
        return None
    return f"unclear whether 'with {name.text} …' belongs to the second option ('{b[-1].text} with …') or to both"
