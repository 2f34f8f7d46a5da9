"""A noun's possessive opening a clause's subject ("whether | dad's confusion tonight is from …", "if | Mia's fever
is …"): a possessor, not a contracted "is" ("it's", "that's", "he's"); and a noun named by its number opening one
("if | order #A-20419 is coming via FedEx or USPS"): the head of a name, not a verb, though it is one too."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import POSSESSIVES, PRONOUNS, WH

__all__ = ["numbered", "owned_own", "possessor"]

_CONTRACTED = frozenset({"that", "there", "here", "this", "what", "who", "let", "where", "how", "everything",
                         "everyone", "nothing", "something", "someone"})


def possessor(tok: Token) -> bool:
    """Is ``tok`` a noun's possessive ("dad's", "Mia's", "the vet's"), not a pronoun's or a demonstrative's contracted
    "is" ("it's", "she's", "that's", "there's")?"""
    w = tok.low.replace("\u2019", "'")
    stem = w.removesuffix("'s")
    return stem != w and stem.isalpha() and stem not in PRONOUNS | WH | _CONTRACTED


def numbered(core: list[Token], k: int = 1) -> bool:
    """Is ``core[k]`` a number naming the word before it, written with "#" or in digits alone ("order | #A-20419",
    "ticket | 4471"; not "$18k", "3 pizzas": an amount or a count), that word of letters, more words after it?"""
    if k < 1 or k + 1 >= len(core) or not core[k - 1].low.isalpha():
        return False
    tok = core[k]
    return (tok.text[:1] == "#" and tok.low[1:].replace("-", "").isalnum()) or tok.text.isdigit()


def owned_own(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` "own" after a possessive ("Google's own tool", "my own car"): the owner's adjective, not the
    verb of a clause ("Will Calendly or Google's own tool | sync …")?"""
    return 0 < k < len(toks) and toks[k].low == "own" and (
        toks[k - 1].low in POSSESSIVES or possessor(toks[k - 1]))
