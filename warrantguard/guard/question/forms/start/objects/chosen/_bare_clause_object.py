"""A clause's bare object as option A ("Do you know whether screen readers handle | aria-label or visually hidden
text more reliably …?"): after "whether" / "if", a short subject ending in a plural noun and its plain verb stand
before one bare word closing A's side, and a comparison closes the clause ("more reliably"), so that word alone is
A and the verb is the clause's, shared by both (the determined object "whether remote employees get | a stipend or
…" is read by ``clause_object``). Added for the sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    S_VERBS,
    VERBS,
    Token,
    plural_noun,
)

__all__ = ["bare_clause_object"]

_SUBJECT_BOUND = 4  # words of the subject before its verb
_MORE = frozenset({"more", "less", "better", "worse"})


def bare_clause_object(core: list[Token], right: list[Token]) -> int:
    """Where A starts past "screen readers handle" in "whether screen readers handle | aria-label or …": the subject
    lower-case words ending in a plural noun, its plain verb, then one bare word closing A's side; 0 otherwise (B
    opening with a verb: "whether kids walk home or take the bus", two verb phrases)."""
    if len(core) < 3 or len(core) > _SUBJECT_BOUND + 2 or not right or right[0].low in VERBS | S_VERBS:
        return 0
    if not any(t.low in COMPARATIVES | _MORE for t in right[1:]):
        return 0  # no comparison closing the clause: where B ends is not told ("… or Sketch these days")
    verb, obj, subject = core[-2], core[-1], core[:-2]
    if verb.low not in VERBS or verb.low in AUX or not plural_noun(subject[-1].low):
        return 0
    if obj.low in DETERMINERS | PREPOSITIONS | PRONOUNS or not any(c.isalnum() for c in obj.low):
        return 0
    words = subject[1:] if subject[0].low in DETERMINERS else subject
    return len(core) - 1 if all(t.low.isalpha() and not t.capitalized and t.low not in PREPOSITIONS | PRONOUNS
                                for t in words) else 0
