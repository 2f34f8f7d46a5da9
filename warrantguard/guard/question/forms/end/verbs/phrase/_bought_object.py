"""The supplier after B's verb of buying and its articled object ("hire Stanley Steemer or rent a machine | from Home
Depot"): where B gets its thing, B's own, when A's verb buys nothing (a supplier both would buy from follows two verbs
of buying: "buy one or rent one from Home Depot")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._b_company import BUYING_VERBS
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["bought_object_source"]

_LONGEST_OBJECT = 3  # words of B's object: its determiner and up to two more ("a machine", "a carpet cleaner")


def bought_object_source(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "from" at B's ``k``-th word where B's verb of buying gets its determined object ("… or rent a machine |
    from Home Depot"), A's verb being no verb of buying ("hire Stanley Steemer")? Not after A's verb of buying too
    ("buy a new one or rent a machine from Home Depot"): then the supplier may be both's."""
    if right[k].low != "from" or not core or core[0].low in BUYING_VERBS:
        return False
    verb = next((v for v in range(k - 1) if right[v].low in BUYING_VERBS), None)
    if verb is None or right[verb + 1].low not in DETERMINERS or not 2 <= k - verb <= _LONGEST_OBJECT + 1:
        return False
    return all(t.low.isalpha() and t.low not in PREPOSITIONS for t in right[verb + 1 : k])
