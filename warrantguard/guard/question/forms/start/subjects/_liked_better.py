"""A subject and its verb "like" before the pair, "better" after it ("if catfish like | chicken liver or cut shad |
better in the summer"): "like … better" is one verb of preferring, so "like" is no preposition inside A and B runs
to the comparative."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["liked_better_pair"]

_LIKING = frozenset({"like", "prefer", "enjoy"})
_MORE = frozenset({"better", "more", "best", "most"})
_LONGEST = 4  # B's words before the comparative at most


def liked_better_pair(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A past its subject and "like", and B run to the "better" after it, when A opens "<bare noun> like" and the pair
    is closed by "better" / "more" ("catfish like | chicken liver or cut shad | better"); the pair as it was otherwise
    (an articled noun before "like", a verb before "better": "… or a body mist be more …")."""
    subject, before = a[0], around.prev(a[0])
    if len(a) < 3 or a[1].low not in _LIKING or not (subject.text.isalpha() and subject.text.islower()) \
            or subject.low in DETERMINERS | PREPOSITIONS or (before is not None and before.low in DETERMINERS):
        return a, b  # not "a skin scent like | Glossier You": "like" after an articled noun is a preposition
    run = [b[0], *around.after(b[0], _LONGEST)]
    end = next((j for j, t in enumerate(run) if t.low in _MORE), None)
    if end is None or end < len(b) or any(t.low in PREPOSITIONS | COPULAS or t.text[-1:] in ",;:" for t in run[:end]):
        return a, b
    return a[2:], run[:end]
