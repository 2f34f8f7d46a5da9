"""B an unlisted word and a closing particle ("sell my losing Rivian shares or | average down", "… or | cash out")
against A's verb and its determined object: no noun option ends on a bare particle, so B is a phrasal verb and the
options are verb phrases (A keeps its verb)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PHRASAL, PRONOUNS, Token, is_verb

__all__ = ["unlisted_phrasal"]


def unlisted_phrasal(core: list[Token], right: list[Token]) -> bool:
    """Is B two lower-case words, the second a particle closing it ("average down", "level up"), against a verb and
    its determined object ("sell my losing Rivian shares")? Not B with an article ("… or the blow out"), a number
    ("… or 20% down") or a name."""
    if len(right) != 2 or right[1].low.rstrip("?.!") not in PHRASAL or len(core) < 3:
        return False
    word = right[0]
    if word.capitalized or not word.low.isalpha() or word.low in DETERMINERS or word.low in PRONOUNS:
        return False
    return is_verb(core[0], initial=True) and core[1].low in DETERMINERS
