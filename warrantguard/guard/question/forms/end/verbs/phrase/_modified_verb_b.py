"""Two compound verbs sharing their head verb before one object ("if I should | fillet weld or butt weld | the
baseplate to the column?"): A is a modifier and the verb, B the same verb after its own modifier, then an object.
A's verb takes that object too, so the object and what follows are both's, and B is its modifier and verb (added for
the hundred-and-twentieth held-out part). Not when A stands after an article ("a fillet weld or butt weld the …":
nouns), nor when B's verb is not A's ("fillet weld or bolt | the plate": B's own object, as before)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PRONOUNS, Around, Token, is_verb

__all__ = ["modified_verb_b"]

_VERB_SLOT = frozenset({"should", "would", "could", "can", "will", "might", "must", "to", "i", "we", "you", "they",
                        "shall"})


def modified_verb_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B cut after its repeated verb when A is a modifier and a verb in a verb's slot (after a modal, "to" or a
    subject) and B that modifier's counterpart, the same verb and a determined object ("fillet weld" / "butt weld |
    the baseplate"); ``b`` otherwise."""
    if len(a) != 2 or len(b) < 3 or b[1].low != a[1].low or not is_verb(a[1]) or b[0].low == a[0].low:
        return b
    if not all(t.text.isalpha() for t in (a[0], b[0])) or b[2].low not in DETERMINERS | POSSESSIVES | PRONOUNS:
        return b
    prev = around.prev(a[0])
    return b[:2] if prev is not None and prev.low in _VERB_SLOT else b
