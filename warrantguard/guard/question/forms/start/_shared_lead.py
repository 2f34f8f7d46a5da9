"""A lead option A's side holds and both options share, cut off A: a given object and "as" before the role asked
about ("report the results as | means with SDs or medians with IQRs"), or a gerund before a name when B is a name
too ("whether shooting | RAW or JPEG is better")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, articled, ing_word

__all__ = ["shared_lead"]

_GIVEN = frozenset({"the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their", "its", "it",
                    "them"})


def shared_lead(a: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A without a lead both options share: :func:`_role` or :func:`_named_after_gerund`."""
    return _named_after_gerund(a, right) or _role(a, right, around)


def _role(a: list[Token], right: list[Token], around: Around) -> list[Token]:
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


def _named_after_gerund(a: list[Token], right: list[Token]) -> list[Token] | None:
    """A's name without the gerund before it when B is a bare name ("shooting | RAW or JPEG", "using | Zoom or
    Teams"): the gerund is done to either name (not "reading aloud or audiobooks", "posting on LinkedIn")."""
    if len(a) < 2 or len(a) > 4 or not ing_word(a[0].low) or a[0].low != a[0].text or not right:
        return None
    if not all(t.capitalized for t in a[1:]) or not right[0].capitalized or ing_word(right[0].low):
        return None
    return a[1:]
