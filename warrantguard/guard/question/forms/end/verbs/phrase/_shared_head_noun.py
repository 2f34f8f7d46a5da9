"""B a modifier spelt like a verb and A's head noun again, after A's figure ("recommend a 4/3 chest zip or | back zip
for someone …"): the head repeated after one lower-case word makes B a noun compound like the end of A's object
("chest zip" / "back zip"), though its first word is a listed verb ("back", "park", "face"); so the pair is no verb
pair, and the options are the two compounds, the figure before A's modifier ("a 4/3") said of both (added for the
hundred-and-thirty-second part, refused as a verb phrase or a noun phrase). Without the figure ("neutral running
shoes or stability shoes") the other rules read the pair as before."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, DETERMINERS, POSSESSIVES, PRONOUNS, Token, is_verb

__all__ = ["shared_head_pair"]


def shared_head_pair(core: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A's last two words and B's two when B is a listed verb and A's last word again, before a cut word or nothing
    ("back zip | for …"), and A's object a determiner or none, a figure, a modifier and that head ("a 4/3 chest zip");
    else None."""
    if len(core) < 4 or len(right) < 2 or right[1].low != core[-1].low or not core[-1].low.isalpha():
        return None
    if core[-1].low in PRONOUNS or (len(right) > 2 and right[2].low not in CUT_WORDS):
        return None
    modifier, figure, word = core[-2], core[-3], right[0]
    if not modifier.low.isalpha() or modifier.low in DETERMINERS | POSSESSIVES or not _measure(figure):
        return None
    if not (word.low.isalpha() and word.text.islower() and is_verb(word)) or word.low == modifier.low:
        return None
    opening = core[-4]
    return (core[-2:], right[:2]) if opening is core[0] or opening.low in DETERMINERS else None


def _measure(tok: Token) -> bool:
    """A figure with a unit or a slash ("4/3", "5mm", "3.5in"), not a bare count ("2 car garage": part of A's name)."""
    return tok.low[:1].isdigit() and not tok.low.isdigit()
