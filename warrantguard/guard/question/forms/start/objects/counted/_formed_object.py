"""A bare plural object and the form it is put in, against a singular B ("should we name events in | snake_case or
Title Case?", "store timestamps in | UTC or local time"): B, no plural noun and no preposition, stands against what
follows "in", not against the plural object before it (that would be "events … or files"), so A is the "in"
phrase's object and the verb and its object lead both. Added for the sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
    plural_noun,
)

__all__ = ["formed_object"]

_HEAD_BOUND = 3  # words of the bare object before "in"


def formed_object(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "events in" in "name | events in snake_case" against "Title Case": a verb before A, A's bare object
    ending in a plural noun, "in" and its object; B of two words or more, no plural and no preposition (not "keep
    apples in the fridge or bananas", "engineers in Poland or engineers in Portugal"); A as it is otherwise."""
    p = next((k for k, t in enumerate(a) if t.low == "in"), None)
    if p is None or not 0 < p <= _HEAD_BOUND or p + 1 >= len(a) or not b or any(t.low in PREPOSITIONS for t in b):
        return a
    verb = around.prev(a[0])
    if verb is None or not is_verb(verb) or verb.low in AUX or not plural_noun(a[p - 1].low) or len(b) < 2 \
            or plural_noun(b[-1].low.rstrip("?.!,")):
        return a  # one bare word B: "keep passwords in bitwarden or keepass" (uncased) stays refused
    if any(not t.low.isalpha() or t.capitalized or t.low in DETERMINERS | PRONOUNS | PREPOSITIONS for t in a[:p]):
        return a
    return a[p + 1 :]
