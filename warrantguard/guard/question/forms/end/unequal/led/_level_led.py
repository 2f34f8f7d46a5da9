"""A B of one focus adverb cut before a "to" phrase of an amount ("charging my laptop overnight or only | to 80%?"):
"to" before a number is a preposition of the level reached, no infinitive, so B runs on over the phrase and A is
the adverb closing A's side, against it (:func:`level_led`)."""

from __future__ import annotations

from warrantguard.guard.question.words import OWN_TIMES, Around, Token, adverbial, manner_adverb, time_word

__all__ = ["level_led"]

_FOCUS = frozenset({"only", "just"})
_PUNCT = "?!.,;:"
_LONGEST = 3  # the words of the "to" phrase at most ("to 80%", "to 3 feet", "to about 90 percent")


def level_led(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A's closing adverb and B over its "to" phrase when B is "only" / "just" before "to" and an amount closing the
    clause ("charging my laptop | overnight or only | to 80%?", "fill the pool | fully or just | to 3 feet");
    ``None`` otherwise ("… or only | to finish work": an infinitive; "… the battery or only | to 80%": no adverb)."""
    if not a or len(b) != 1 or b[0].low not in _FOCUS or not _adverb(a[-1]):
        return None
    words: list[Token] = []
    tok = around.next(b[0])
    while tok is not None and len(words) <= _LONGEST:
        bare = tok.text.rstrip(_PUNCT)
        if not bare:
            break
        words.append(Token(bare, tok.start, tok.start + len(bare)))
        tok = None if bare != tok.text else around.next(tok)
    if tok is not None or not 1 < len(words) <= _LONGEST or words[0].low != "to":
        return None
    amount = any(t.low[:1].isdigit() for t in words[1:])
    return (a[-1:], b + words) if amount else None


def _adverb(tok: Token) -> bool:
    """Is ``tok`` an adverb of time or manner standing as an option ("overnight", "fully", "daily")?"""
    return tok.low in OWN_TIMES or manner_adverb(tok.low) or adverbial(tok) or time_word(tok)
