"""Kinds of one word for the parallel core (see ``_core.parallel_core``).

Its shape, whether it opens a verb phrase, whether it is an amount, a place or manner adverb.
"""

from __future__ import annotations

from warrantguard.guard.question.words._form import PREPOSITIONS, after_label
from warrantguard.guard.question.words._text import Token, ing_word
from warrantguard.guard.question.words._wordlists import (
    AMBIGUOUS,
    DETERMINERS,
    PRONOUNS,
    VERBS,
)

__all__ = [
    "ONLY_FOCUS",
    "PLACE_ADVERBS",
    "PLACING_PREPS",
    "adverbial",
    "content",
    "is_amount",
    "manner_word",
    "placed_against",
    "shape_of",
    "verbal_start",
]


def shape_of(tok: Token) -> str:
    """A coarse form of a word, for parallelism: a hyphenated compound by its shared part."""
    w = tok.low
    if _capitalised_compound(tok.text):
        return "cap"  # "Smooth-Cast", "Rolls-Royce": a name, each part capitalised (added for part 164)
    if "-" in w.strip("-") and not w.endswith("-only"):  # "TOTP-only" is shaped as "TOTP": "-only" restricts it
        head, _, tail = w.rpartition("-")
        digits = any(c.isdigit() for c in head)
        return f"hy:{tail}" if digits or tail.isalpha() else "hy"
    if any(c.isdigit() for c in w.removesuffix("-only")):
        return "num"
    return "cap" if tok.capitalized else "low"


def _capitalised_compound(text: str) -> bool:
    """Is ``text`` a hyphenated name of letters, each of its two or three parts capitalised and in lower case after
    its capital ("Smooth-Cast", "Rolls-Royce"; not "Wi-fi", "K-12", "UV-resistant")?"""
    parts = text.rstrip("?.!,").split("-")
    return 1 < len(parts) <= 3 and all(len(p) > 1 and p.isalpha() and p[0].isupper() and p[1:].islower()
                                       for p in parts)


def content(toks: list[Token]) -> list[Token]:
    """``toks`` without a determiner opening them ("the | fireplace", "my | savings")."""
    return toks[1:] if len(toks) > 1 and toks[0].low in DETERMINERS else toks


def verbal_start(tok: Token, nxt: Token | None, prev: Token | None, after: Token | None = None) -> bool:
    """Does a phrase starting with ``tok`` read as a verb phrase or a gerund phrase (``after``: the word after
    ``nxt``)?"""
    if prev is not None and prev.low in DETERMINERS:
        return False  # "a ban on …"
    w = tok.low
    initial = prev is None or prev.text[-1:] in ".!?" or after_label(prev)  # first in its clause: no name told
    if ing_word(w) and (not tok.capitalized or initial):  # "Soldering with | leaded or lead-free"
        return True
    if prev is not None and prev.low in ("be", "been", "being", "get", "got", "getting") and (w in _PARTICIPLES or (
            w.endswith("ed") and w.isalpha())):
        return True  # "be built | with …", "get paid | in cash": a passive verb
    if w not in VERBS:
        return False
    if initial and nxt is not None and nxt.low in PREPOSITIONS and after is not None and (
            after.capitalized or nxt.low in ("to", "into", "onto")):  # "transfer to | checking or savings"
        return True  # "Capture in | Adobe RGB or sRGB": an imperative opening the sentence (not "walk in | shower")
    return w not in AMBIGUOUS or (nxt is not None and (nxt.low in DETERMINERS or nxt.low in PRONOUNS))


_PARTICIPLES = frozenset({"built", "made", "done", "paid", "kept", "sold", "held", "grown", "written", "given",
                          "taken", "set", "put", "cut", "laid", "shipped", "run", "driven", "sent", "taught", "rid"})


def is_amount(tok: Token) -> bool:
    """A number, with or without its unit or currency ("2021", "16GB", "$500")."""
    return tok.text.lstrip("$€£")[:1].isdigit()


def adverbial(tok: Token) -> bool:
    """An adverb telling how or where something is done ("monthly", "remotely", "online", "abroad")."""
    return manner_word(tok) or tok.low in PLACE_ADVERBS


PLACE_ADVERBS = frozenset({"online", "offline", "abroad", "overseas", "upfront", "onsite", "offsite", "in-person",
                            "on-site", "off-site", "on-prem", "on-premises", "in-house", "downtown", "uptown"})


ONLY_FOCUS = frozenset({"only", "exclusively"})


PLACING_PREPS = frozenset({"at", "in", "on", "by", "over", "via", "through"})


def placed_against(prep: Token, b: list[Token]) -> bool:
    """Is B a place adverb, with "only" after it or not ("online (only)"), and A's last preposition ``prep`` one of
    place or means ("at the door", "by phone")? The preposition is A's own, B having none to share it."""
    focused = len(b) == 2 and b[1].low in ONLY_FOCUS
    return (len(b) == 1 or focused) and b[0].low in PLACE_ADVERBS and prep.low in PLACING_PREPS


def manner_word(tok: Token) -> bool:
    """An -ly adverb of manner or place ("remotely", "locally"), not a noun ("family", "supply")."""
    w = tok.low
    return len(w) > 5 and w.endswith("ly") and w.isalpha() and w not in VERBS and not w.endswith(("ily", "ply"))
