"""B one word that is A's last word with a prefix of opposition ("driving the Ring Road | clockwise or
counterclockwise", "bake with butter | salted or unsalted"): the two words are the options, the words before A's both
options' (:func:`prefixed_twin`; added for the seventy-second held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token

__all__ = ["prefixed_twin"]

# Prefixes that make a word's opposite or counterpart: "counterclockwise", "anticlockwise", "unsalted", "nonstick".
_PREFIXES = ("counter", "anti", "non", "un", "dis", "in", "im", "ir", "il")
_SHORTEST = 4  # letters of the word the prefix goes on ("salted", not "do" / "undo")
# Endings of an adverb or an adjective ("clockwise", "salted", "reversible"): no noun's, whose modifiers A keeps.
_MODIFYING = ("wise", "ly", "ed", "able", "ible", "ive", "ous", "ful")


def prefixed_twin(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to its last word when B is that word with a prefix of opposition, hyphened or not ("clockwise" /
    "counterclockwise", "counter-clockwise"), the word an adverb's or an adjective's, no article before B; ``a``
    unchanged otherwise (not "a UK tax resident or | a non-resident", "part-year resident or nonresident": nouns,
    whose modifiers are A's own)."""
    if len(a) < 2 or len(b) != 1 or (before := around.prev(b[0])) is None or before.low in DETERMINERS:
        return a
    word, twin = a[-1].low, b[0].low.rstrip("?.!,")
    if len(word) < _SHORTEST or not word.isalpha() or a[-1].text[-1:] in ",;:" or not word.endswith(_MODIFYING):
        return a
    for prefix in _PREFIXES:
        if twin in (prefix + word, prefix + "-" + word):
            return a[-1:]
    return a
