"""A B of one focus adverb cut before its own preposition phrase ("standing desks for everyone or only | on
request"): B runs on over the phrase, and A starts at its own preposition ("for everyone") or its own
frequency ("rotate passwords | every 90 days or only on staff departure"): each option is the adverbial, the
rest both share (:func:`adverb_led`). An A opening the sentence against an adverb of direction and its phrase
("pull-ups or straight | to undies??") stands whole. Any other A is refused as before (:mod:`._one_sided`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.led._own_adverbial import own_adverbial
from warrantguard.guard.question.words import (
    DETERMINERS,
    FREQUENCIES,
    PREPOSITIONS,
    TIME_NOUNS,
    Around,
    Token,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["adverb_led"]

_FOCUS = frozenset({"only", "just"})
_STRAIGHT = frozenset({"straight", "directly", "right"})  # "… or straight | to undies": where B goes at once
_EVERY = frozenset({"every", "each"})  # "every 90 days", "each quarter": a frequency's opening word
_PUNCT = "?!.,;:"
_PHRASE_BOUND = 7  # words of B's closing phrase ("just | at the two ends of the street")
_SHARED_AFTER = frozenset({"from", "for", "during"})  # "… directly to Postgres | from the lambdas": the verb's, not
# a place of B's noun ("… directly to buyers | on Zillow": unclear)


def adverb_led(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A and B when B ("only") is a focus adverb before its own preposition phrase that closes the clause ("…
    for everyone or only | on request?"), and A has its own preposition ("for everyone") or frequency ("passwords |
    every 90 days"); else ``None``."""
    if len(b) == 1 and b[0].low in _STRAIGHT and (around.opens(a[0]) or _after_pictograph(a[0], around)):
        phrase = _closing_phrase(b[0], around, to=True)
        one = phrase is not None and not any(t.low in PREPOSITIONS for t in phrase[1:])  # not "… | at night"
        return (a, b + phrase) if phrase and one else None  # "pull-ups or straight | to undies??": A stands whole
    if len(b) == 1 and b[0].low in _STRAIGHT:
        return _direct_b(a, b, around)
    if len(b) != 1 or b[0].low not in _FOCUS:
        return None
    phrase = _closing_phrase(b[0], around)
    start = _adverbial_start(a, around)
    if phrase is None or start is None:
        return None
    return start, b + phrase


def _after_pictograph(tok: Token, around: Around) -> bool:
    """Does a pictograph set ``tok`` off from the words before it ("Poll for my Discord 👉 | long intros or …"), as
    a sentence's start would?"""
    prev = around.prev(tok)
    return prev is not None and tx.pictograph(prev)


def _closing_phrase(adverb: Token, around: Around, to: bool = False) -> list[Token] | None:
    """The preposition phrase after ``adverb`` up to its clause's end ("only | on staff departure - …"), at most
    seven words, or ``None`` when it runs on past them or opens with "to" (an infinitive's: "just | to replace it"),
    unless ``to`` ("straight | to undies": after a leading adverb of direction, a preposition)."""
    words: list[Token] = []
    tok = around.next(adverb)
    while tok is not None and len(words) < _PHRASE_BOUND:
        bare = tok.text.rstrip(_PUNCT)
        if not bare or not bare[-1].isalnum():
            return words or None  # "… departure | - what's standard?"
        words.append(Token(bare, tok.start, tok.start + len(bare)))
        if bare != tok.text:
            break  # "request?": the clause ends with it
        tok = around.next(tok)
    else:
        if tok is not None:
            return None
    return words if len(words) > 1 and words[0].low in PREPOSITIONS - ({""} if to else {"to"}) else None  # not
    # "just | to replace …"


def _adverbial_start(a: list[Token], around: Around) -> list[Token] | None:
    """A from its own preposition before it ("for | everyone", "at a | restaurant") or from the frequency inside it
    ("passwords | every 90 days", "logs | weekly"); ``None`` when A has neither."""
    inner = [k for k, t in enumerate(a) if k and (t.low in FREQUENCIES or (t.low in _EVERY and _timed(a[k + 1 :])))]
    if inner:
        return a[inner[0] :]
    if (own := own_adverbial(a)) is not None:
        return own  # "records | continuously or only on motion"; "signs | on every lamppost or just at …"
    before: list[Token] = []
    tok = around.prev(a[0])
    while tok is not None and tok.low in DETERMINERS and len(before) < 2:
        before.insert(0, tok)
        tok = around.prev(tok)
    if tok is None or tok.low not in PREPOSITIONS:
        return None
    return [tok, *before, *a]


def _timed(rest: list[Token]) -> bool:
    """Do the words after "every" tell a time ("| 90 days", "| other week", "| quarter"), not a thing ("every |
    client")?"""
    words = [t for t in rest if t.low != "other"][:2]
    return bool(words) and (words[0].low[:1].isdigit() or any(t.low in TIME_NOUNS for t in words))


def _direct_b(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A from its own preposition and B a direction adverb with its "to" phrase, up to the next preposition or the
    clause's end ("connecting | through PgBouncer or directly to Postgres | from the lambdas?"): the ways against
    each other, the rest both share; ``None`` when A has no preposition of its own or B's phrase is no "to" phrase
    of one to four words, closing the clause or followed by a phrase the verb takes ("from", "for", "during")."""
    start = _adverbial_start(a, around)
    if start is None or start[0].low == "to" or len(a) > 3:
        return None
    words: list[Token] = []
    tok = around.next(b[0])
    while tok is not None and len(words) < 5 and (not words or tok.low not in PREPOSITIONS):
        bare = tok.text.rstrip(_PUNCT)
        if not bare[-1:].isalnum() or tok.low in ("and", "or"):
            return None  # "… directly to the landlord and …": B runs on
        words.append(Token(bare, tok.start, tok.start + len(bare)))
        tok = None if bare != tok.text else around.next(tok)  # "Postgres?": the clause ends with it
    if (tok is not None and tok.low not in _SHARED_AFTER) or not 1 < len(words) < 5 or words[0].low != "to":
        return None
    return start, b + words
