"""A name called before the question ("Mike, | wash the siding first or go straight to scraping?"): the one
capitalized word before the first comma addresses someone; it is no third option of a list. Read so only when
the name is no verb itself ("Sand, | prime or paint?" lists three) and the piece after the comma opens on a
lower-case verb with its object ("wash the siding …"), so a list of nouns ("Oak, | maple or cherry?") stays one."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["vocative"]


def vocative(prev: list[Token], seg: list[Token]) -> bool:
    """Is ``prev`` a name called before the verb phrase ``seg`` ("Mike, | wash the siding first or …")?"""
    if len(prev) != 1 or len(seg) < 2:
        return False
    name, verb = prev[0], seg[0]
    if not name.text.isalpha() or not name.text[0].isupper() or name.text[1:] != name.text[1:].lower():
        return False
    if is_verb(name, initial=True) or verb.capitalized or not is_verb(verb):
        return False
    return seg[1].text[:1].islower() and not is_verb(seg[1])
