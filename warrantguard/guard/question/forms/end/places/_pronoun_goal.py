"""A goal after a verb B whose object is a pronoun: "… myself or bring them | to the shelter??"."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, Around, Token, is_verb, time_word

__all__ = ["pronoun_goal_b"]

_OBJECTS = frozenset({"it", "them", "him", "her"})
_GOALS = frozenset({"to", "into", "onto", "back"})
_LONGEST = 6  # the words of the goal phrase at most


def pronoun_goal_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B, a verb and a pronoun object, with the goal phrase after it when A has an object of its own ("hand-rear
    the kittens myself or bring them | to the shelter??", "fix it myself or take it | to a shop?") or is one word
    that is no verb ("Rice or take it | to a repair shop?": a noun shares no goal): a pronoun takes no phrase of its
    own, so the goal is the verb's, B's. ``b`` otherwise ("drive or take it | to …": A a verb with no object; "… or
    bring them | on Monday": no goal; "… | to the shelter next week": up to the time)."""
    goal = around.next(b[-1])
    if (len(a) < 2 and is_verb(a[0], initial=True)) or len(b) != 2 or b[1].low not in _OBJECTS or goal is None \
            or goal.low not in _GOALS or b[-1].text[-1:] in ",;:.?!)" or not is_verb(b[0], initial=True):
        return b
    run: list[Token] = []
    word: Token | None = goal
    while word is not None and len(run) < _LONGEST:
        if word is not goal and (word.low in CUT_WORDS or time_word(word)):
            break
        run.append(word)
        if word.text[-1:] in ",;:.?!)":
            break
        word = around.next(word)
    return [*b, *run] if len(run) > 1 else b
