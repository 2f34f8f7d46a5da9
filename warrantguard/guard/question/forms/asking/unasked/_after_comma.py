"""The word that opens what follows the comma closing option B's clause ("If I travel to Paris or Rome, | what should I
pack?", "I can't afford a cleaner or a robot vacuum right now, | any cheap tips?"): the rules that tell an open
question or request after the pair read it here."""

from __future__ import annotations

from collections.abc import Collection

from warrantguard.guard.question.words import Token

__all__ = ["asked_after_comma"]


def asked_after_comma(sentence: list[Token], b: list[Token], start: int, within: int,
                      stops: Collection[str] = ()) -> str | None:
    """The lower-case word after the comma that closes B's clause, at most ``within`` words after B's last word, when
    no comma, colon or word of ``stops`` stands in the ``sentence`` from ``start`` to B and no sentence ends before the
    comma; else ``None``."""
    at = next((k for k, t in enumerate(sentence) if b and t.start == b[-1].start), None)
    if at is None or any(t.text.endswith((",", ";", ":")) or t.low in stops for t in sentence[start:at]):
        return None
    comma = next((k for k in range(at, min(at + within + 1, len(sentence) - 1)) if sentence[k].text.endswith(",")),
                 None)
    if comma is None or any(t.text.endswith(("?", "!", ".")) for t in sentence[at:comma]):
        return None
    return sentence[comma + 1].low
