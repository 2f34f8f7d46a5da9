"""A capitalised "A or B" after "the" that may be one name asked about ("Is the Trick or Treat Trail … happening this
year?"), not two options."""

from __future__ import annotations

from warrantguard.guard.question._trim import predicate_index
from warrantguard.guard.question.words import ARTICLES, AUX, COMPARATIVES, PRONOUNS, Around, Token, is_verb

__all__ = ["titled_name"]

# Words that open a verb's object ("… if the Truth or Dare improv troupe | is …" is not followed by one).
_OBJECT_START = ARTICLES | PRONOUNS | {"its", "their", "his", "her", "my", "our", "your", "this", "that", "up"}


def titled_name(a_toks: list[Token], right: list[Token], around: Around, subject: str) -> str | None:
    """"Is the Trick or Treat Trail … happening this year?": one capitalised word after "the", a capitalised B and
    no evaluative predicate after them: one name holding the 'or', asked about (not "Is the Honda or Toyota
    better?"); as the subject of a verb, with a head noun after B ("… if the Truth or Dare improv troupe | is …")."""
    prev = around.prev(a_toks[0])
    if len(a_toks) != 1 or not a_toks[0].capitalized or prev is None or prev.low != "the" or _acronym(right[0]):
        return None  # "the Chubb or ERA multipoint lock": a maker's acronym is no word of a title
    if subject == "verb" and (len(right) < 3 or not right[1].text.isalpha() or not right[1].text.islower()
                              or right[1].low in AUX or is_verb(right[1]) or right[2].low in _OBJECT_START):
        return None
    if not right[0].capitalized or predicate_index(right) is not None or any(t.low in COMPARATIVES for t in right):
        return None
    return f"'{a_toks[0].text} or {right[0].text} …' may be one name asked about, not two options"


def _acronym(tok: Token) -> bool:
    """Is ``tok`` an acronym written in capitals ("ERA", "BMW"), as a title's words are not ("Trick or Treat")?"""
    return len(tok.text) > 1 and tok.text.isalpha() and tok.text.isupper()
