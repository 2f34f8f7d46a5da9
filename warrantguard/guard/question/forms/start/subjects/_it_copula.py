""""it's" / "it is" before two noun phrases each opened by a determiner, after a lead of doubt ("tell me whether
it's | the printer driver or the USB cable?", "not sure if it is | the router or the modem"): "it" is the clause's
subject and the options are what it is, so A starts past the copula (:func:`it_copula_subject`). Not "it's better
to …" nor "it's a good idea to buy …": A must be a plain noun phrase."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.subjects._pointed import DOUBTING
from warrantguard.guard.question.forms.start.subjects._worked_out import worked_out_lead
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, VERBS, Token

__all__ = ["it_copula_subject"]

_IT_IS = (("it's",), ("it’s",), ("it", "is"), ("she's",), ("she’s",), ("she", "is"), ("he's",), ("he’s",),
          ("he", "is"))  # "if she's | a second cousin or a half second cousin": a person's kind, as a thing's
_LONGEST = 4  # the words of A at most, its determiner with them ("the printer driver")


def it_copula_subject(lead: list[Token], core: list[Token], right: list[Token]) -> int:
    """Where option A starts past "it's" / "it is" opening ``core`` after a ``lead`` of doubt, A and B each a noun
    phrase opened by a determiner, A of at most four words with no verb, "to" or preposition in it ("whether it's |
    the printer driver or the USB cable"), else 0."""
    if not right or right[0].low not in DETERMINERS or not (
            any(t.low in DOUBTING for t in lead) or worked_out_lead(lead)):  # "trying to work out if it's | …"
        return 0
    n = next((len(it) for it in _IT_IS if tuple(t.low for t in core[: len(it)]) == it), 0)
    a = core[n:]
    if not n or not a or len(a) > _LONGEST or a[0].low not in DETERMINERS:
        return 0
    plain = all(t.low not in VERBS and t.low not in PREPOSITIONS and t.low != "to" for t in a[1:])
    return n if plain else 0
