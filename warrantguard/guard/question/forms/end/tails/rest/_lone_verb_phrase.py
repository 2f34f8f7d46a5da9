"""The phrase of a lone verb opening B against a noun phrase A: "Premier Access for the coaster or wait | in the
standby queue?", "a dining plan or pay | as we go for 2 adults?" (the hundred-and-fifty-eighth part). A cut before
the phrase would leave B a bare verb, whose place or manner the phrase is; a purpose or a reason ("… or walk | for a
short trip") may be both's and is still cut, as is a phrase after a word that may be a noun ("… or walk | in …")
or one naming a place ("… or stay | in Lisbon")."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, PREPOSITIONS, Token, is_verb

__all__ = ["lone_verb_phrase"]

# Cut words that tell a purpose, a reason, a condition or a time: the context of both options.
_BOTHS = frozenset({"for", "to", "so", "because", "if", "when", "while", "since", "than", "unless", "given", "once",
                    "before", "after", "during", "until", "whenever", "by", "per", "versus", "vs", "that", "which",
                    "who", "whose", "where", "based", "depending", "between", "against"})


def lone_verb_phrase(a: list[Token], right: list[Token], k: int) -> bool:
    """Is word ``k`` (a cut word) right after B's one opening word, a lower-case verb that is no noun, with the
    phrase's object after it ("wait | in the standby queue", "pay | as we go"), while A opens with no verb (a noun
    phrase, two words or more)?"""
    if k != 1 or len(right) < 3 or len(a) < 2 or right[1].low in _BOTHS:
        return False
    verb = right[0]
    if not verb.text.isalpha() or not verb.text.islower() or verb.low in AMBIGUOUS or not is_verb(verb):
        return False
    if any(t.capitalized for t in right[2:]):
        return False  # "Marriott housing or stay | in Lisbon": a named place may be both's
    return not is_verb(a[0]) and a[0].low not in PREPOSITIONS
