"""A possessed part against "the whole" / "the entire" thing ("replace the Bambu X1C's | hotend or the whole extruder
assembly?"): B is the whole the part belongs to, the same owner's, so the possessor is both's and A is the part
alone (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["part_of_whole_a"]

_WHOLE = frozenset({"whole", "entire"})


def part_of_whole_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past its possessor when B is "the whole …" / "the entire …" ("replace the Bambu X1C's | hotend or the whole
    extruder assembly?", "fix my car's | gearbox or the entire drivetrain"); else A unchanged ("Dad's drill or the
    neighbour's one": no whole; "Mum's laptop or a whole new one": no "the", another thing)."""
    if len(b) < 2 or b[0].low not in _WHOLE or (art := around.prev(b[0])) is None or art.low != "the":
        return a
    owned = [k for k, t in enumerate(a[:-1]) if _possessive(t)]
    return a[owned[-1] + 1 :] if owned else a


def _possessive(tok: Token) -> bool:
    """Is ``tok`` a noun's or a name's possessive ("X1C's", "car's"), not a pronoun's contraction ("it's")?"""
    w = tok.low.replace("\u2019", "'")
    stem = w.removesuffix("'s")
    return stem != w and stem.isalnum() and stem not in ("it", "that", "there", "here", "what", "who", "he", "she")
