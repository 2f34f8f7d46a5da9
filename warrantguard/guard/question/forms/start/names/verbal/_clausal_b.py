"""A B that only a verb phrase can be ("… or build wooden benches | myself", "… or stock up | on refills", "… or keep
card payments and download | the receipts"): a noun phrase takes no reflexive object, no particle running into a
preposition, and no second verb with its own article, so B is a verb phrase, not a noun phrase like A's object
(added in session 50, from multi-sentence prompts refused as "a verb phrase or a noun phrase")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PARTICLES, POSSESSIVES, Token, is_verb

__all__ = ["clausal_b"]

_REFLEXIVES = frozenset({"myself", "yourself", "ourselves", "themselves", "himself", "herself", "yourselves"})
_ADVERB_PARTICLES = frozenset({"up", "down", "out", "off", "back", "away"})  # "stock up | on …", "back out | of …"
_MARKED = DETERMINERS | POSSESSIVES


def clausal_b(right: list[Token]) -> bool:
    """Does B, opened by a lower-case word, hold a reflexive pronoun after it ("build wooden benches myself"), a
    particle and a preposition right after it ("stock up on …"), or "and", a verb and an article or possessive
    ("… and download the receipts")? Not "cross trainers", "pour over", "pull up bar" (no preposition after the
    particle)."""
    if len(right) < 3 or not (right[0].text.isalpha() and right[0].text.islower()):
        return False
    words = [t.low.strip(".,!?") for t in right]
    if any(w in _REFLEXIVES for w in words[1:]):
        return True
    if words[1] in _ADVERB_PARTICLES and words[2] in PARTICLES:
        return True
    return any(words[k] == "and" and is_verb(right[k + 1]) and words[k + 2] in _MARKED
               for k in range(1, len(words) - 2))
