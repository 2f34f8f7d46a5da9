""""with" and a bare articled noun closing the sentence after an articled, modified B, against a bare A that is no
name ("Drysuit course or a thick wetsuit | with a hood?"): the fitting may be B's own (a wetsuit with a hood) or said
of both (the other rules cut it, as "a gym membership | with an app"); A, no article and no name, gives no form to
tell by, so the pair is refused (added for the hundred-and-thirty-second part, whose B lost its hood). A named A
("Motability WAV or a regular car | with a hoist") and a modified fitting ("… | with a big diffuser") are read by
``named_against_fitted_b`` and ``articled_fitting_b``."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import DETERMINERS, Around, Token, phrase_text

__all__ = ["bare_fitting_problem"]

_ARTICLES = frozenset({"a", "an"})


def bare_fitting_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The doubt when "with a/an" and one word close the sentence after B, B an articled adjective and noun and A a
    bare phrase with no determiner, no "with" and a lower-case word ("Drysuit course"); else None."""
    if not a or len(b) < 2 or any(t.low == "with" for t in a) or all(t.text[:1].isupper() for t in a):
        return None
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if (before_a is not None and before_a.low in DETERMINERS) or before_b is None or before_b.low not in _ARTICLES:
        return None
    rest = closing_rest(b, around)
    if rest is None or len(rest) != 3 or rest[0].low != "with" or rest[1].low not in _ARTICLES:
        return None
    if not rest[2].low.rstrip("?.!").isalpha():
        return None
    return f"unclear whether '{phrase_text(rest)}' is a feature of the second option or of both"
