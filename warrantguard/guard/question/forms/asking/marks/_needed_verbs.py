""""need to" and a verb, then "or" and a second bare verb ("Do I need to | bloom for 30s or | go straight into the
pour …?"): two things one may need to do, a choice between them, not a yes/no question whether something is needed
"for A or B" ("Do I need a visa for Spain or Italy?")."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, Token, is_verb

__all__ = ["needed_verbs"]

_FOCUS = frozenset({"just", "simply", "rather"})


def needed_verbs(sentence: list[Token]) -> bool:
    """Does "need to" and a lower-case word (its verb) open the choice and a listed, unambiguous bare verb follow the
    "or", after a focus adverb or not ("need to bloom for 30s or | go straight …", "… or | just skip it")? Not "need
    to register for Part B or Part D": B no verb."""
    words = [t.low for t in sentence]
    k = next((k for k in range(len(words) - 2) if words[k] == "need" and words[k + 1] == "to"), None)
    if k is None or not _lower_word(sentence[k + 2]) or "or" not in words[k + 3 :]:
        return False
    j = words.index("or", k + 3) + 1
    j += j < len(words) and words[j] in _FOCUS
    if j >= len(words) or not sentence[j].text.islower():
        return False
    return is_verb(sentence[j], initial=True) and words[j] not in AMBIGUOUS


def _lower_word(tok: Token) -> bool:
    """A lower-case word of letters ("bloom"), no name nor number."""
    return tok.text.isalpha() and tok.text.islower()
