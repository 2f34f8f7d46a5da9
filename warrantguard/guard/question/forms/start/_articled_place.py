"""A bare noun phrase holding a preposition and an article, against B opening with the same article ("swarm trap on
the oak or | the fence post", "bird feeder by the window or | the garden fence"): B stands for the preposition's
object, so A is that object too, the thing and its preposition a lead both share (added for the forty-second held-out
part). Not when A itself opens with a determiner ("the house on the hill or the condo": two things)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, POSSESSIVES, PREPOSITIONS, Around, Token

__all__ = ["articled_object"]

_COORDINATORS = frozenset({"or", "vs", "vs.", "versus"})


def articled_object(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """``a`` cut to its last preposition's object when that object's article opens B too ("swarm trap on the | oak
    (15 ft up) or the fence post (5 ft)"); the pair unchanged otherwise ("the house on the hill or the condo")."""
    article, before = around.prev(b[0]), around.prev(a[0])
    if article is None or article.low not in ARTICLES or (coordinator := around.prev(article)) is None \
            or coordinator.low not in _COORDINATORS:
        return a, b
    if (before is not None and before.low in DETERMINERS | POSSESSIVES | PREPOSITIONS) \
            or any(t.low in PREPOSITIONS for t in b):  # "desk with a walking pad or a desk with a mat": two things
        return a, b
    inner = [k for k in range(1, len(a) - 2) if a[k].low in PREPOSITIONS and a[k + 1].low == article.low]
    return (a[inner[-1] + 2 :], b) if inner else (a, b)
