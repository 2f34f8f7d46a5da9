"""B's head noun shared with a bare-modifier A, and a phrase after it ("Do morning or | evening departures out of
ORD get cancelled more?"): the phrase follows the head both options share, so it is shared too and B ends at the
head (added for the forty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, TIME_NOUNS, Around, Token, modifier

__all__ = ["headed_b", "shared_plural_head"]


def headed_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B without a prepositional phrase after its head noun when A is one bare modifier (a listed one, one with an
    adjective's ending or a time of day or week) set against B's ("morning or | evening departures out of ORD" ->
    "evening departures", "domestic or | international flights from JFK" -> "international flights"); B as it is
    otherwise ("cats or | dogs from shelters": no modifier; "coffee or | green tea with milk": A no modifier)."""
    if len(a) != 1 or len(b) < 4 or not (b[2].low in PREPOSITIONS or (b[2].low == "out" and b[3].low == "of")):
        return b
    if not all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_MODIFIER for t in (a[0], b[0], b[1])):
        return b
    return b[:2] if _modifying(a[0]) and _modifying(b[0]) else b


def _modifying(tok: Token) -> bool:
    """A word that modifies a head noun ("electric", "morning")."""
    return modifier(tok) or tok.low in TIME_NOUNS


_NOT_MODIFIER = DETERMINERS | PREPOSITIONS


def shared_plural_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a lower-case plural noun closing it when "the" opens A and both are names ("between the Gloom Stalker
    and | Assassin builds", "the Toyota or | Honda models"): the article and the plural head are both options'
    ("the … builds"), the names the options; B as it is otherwise ("the Lego Botanicals or the Lego Technic cars",
    "Rust or Go tools")."""
    prev = around.prev(a[0])
    own = around.prev(b[0])  # "the Lego Botanicals or the Lego Technic | cars": B's own article, its own head
    j = next((j for j, t in enumerate(b) if not t.capitalized), len(b))  # "Ring | smart doorbells": a modifier too
    if prev is None or prev.low != "the" or not 1 <= j < len(b) or len(b) - j > 2 or not all(
            t.capitalized for t in a + b[:j]) or (own is not None and own.low in DETERMINERS):
        return b
    head = b[-1].text.rstrip("?!.,")
    plural = head.isalpha() and head.islower() and head.endswith("s") and not head.endswith("ss") and len(head) > 3
    return b[:j] if plural and all(t.text.isalpha() and t.text.islower() for t in b[j:-1]) else b
