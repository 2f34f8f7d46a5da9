"""A short phrase and a "who" clause closing B's sentence: "… and a stranger | from Facebook Marketplace who seems
nice": the clause tells of B's person, so the phrase before it is B's too, no context both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["who_tail"]

_ENDS = ("?", "!", ".", ",", ";", ":")
_PHRASE = 4  # words of the phrase before "who" at most
_CLAUSE = 6  # words of the "who" clause at most


def who_tail(b: list[Token], around: Around) -> list[Token]:
    """B with the rest of its sentence when that is a short "from" phrase (where B's person is from), then "who" and
    a clause to the sentence's end ("a stranger | from Facebook Marketplace who seems nice", "a guy | from work who
    seems chill"); ``b`` otherwise ("a stranger | from Facebook Marketplace", no clause: the phrase may be both's;
    "… or Factor | for a single guy who hates cooking": the "who" clause tells of the one both are for)."""
    tail = around.after(b[-1], _PHRASE + _CLAUSE + 2, ends=_ENDS) if b else []
    words = [t.low.rstrip("?!.,;:") for t in tail]
    if len(words) < 4 or words[0] != "from" or "who" not in words[2 : _PHRASE + 2]:
        return b
    if any(w in PREPOSITIONS for w in words[1 : words.index("who")]):
        return b
    open_end = tail[-1].text.endswith(_ENDS) or around.next(tail[-1]) is not None  # a clause mark, or words run on
    if open_end and not tail[-1].text.endswith(("?", "!", ".")):
        return b
    if any(not w.replace("-", "").replace("'", "").isalnum() for w in words):
        return b
    text = tail[-1].text.rstrip("?!.,;:")
    return [*b, *tail[:-1], Token(text, tail[-1].start, tail[-1].start + len(text))]
