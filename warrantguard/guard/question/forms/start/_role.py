"""Option A after "as" when A's side holds a given object and the role asked about ("report the results as | means
with SDs or medians with IQRs", "file the expense as | travel or training"): the roles are the options."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, articled

__all__ = ["role_object"]

_GIVEN = frozenset({"the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their", "its", "it",
                    "them"})


def role_object(a: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A cut after its "as" when a definite object of one to three words (after an unlisted verb, too) stands
    before it ("the results as") and B names no object of its own ("… or my cat": not "my dog as a pet or my cat")
    nor an "as" of its own."""
    k = next((k for k in range(1, min(len(a) - 1, 5)) if a[k].low == "as"), None)
    if k is None or any(t.low == "as" for t in right) or right[0].low in _GIVEN:
        return a
    prev = around.prev(a[0])
    verb = a[0].text.isalpha() and a[0].text.islower() and a[1].low in _GIVEN  # an unlisted verb: "code | my …"
    if not (a[0].low in _GIVEN or (prev is not None and prev.low in _GIVEN) or verb):
        return a
    if any(t.low in PREPOSITIONS for t in a[:k]):
        return a
    return articled(a[k + 1 :])
