"""A subject pair whose B closes on a plural noun before a bare verb and its object pronoun ("does brown noise or rain
| sounds | help you fall asleep"): the "-s" word cannot be the verb of a subject pair after "does" or "do", which takes
a bare form, and the bare verb with its object is the predicate, so the plural noun is B's own (added for the
ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, POSSESSIVES, Around, Token, is_verb, plural_noun

__all__ = ["plural_head_object_b"]

_DO = frozenset({"do", "does", "did"})
_OBJECTS = DETERMINERS | POSSESSIVES | frozenset({"me", "us", "him", "her", "them", "you", "it"})
_BARE_INFINITIVE_TAKERS = frozenset({"helps", "lets", "makes", "sees", "watches", "hears"})


def plural_head_object_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` with the plural noun after it when "do"/"does" opens the sentence before A and a listed bare verb and an
    object follow the noun ("… or rain | sounds | help you …" → "rain sounds"); ``b`` otherwise ("… or paper | helps
    | you …": a verb taking a bare infinitive; "… or paper | passes | work better": no object, read elsewhere)."""
    lead = around.prev(a[0]) if a and b else None
    lead = around.prev(lead) if lead is not None and lead.low in DETERMINERS else lead
    if lead is None or lead.low not in _DO or not around.opens(lead):
        return b
    run = around.after(b[-1], 3)
    if len(run) < 3 or run[0].capitalized or not run[0].low.isalpha() or not plural_noun(run[0].low):
        return b
    noun, verb, obj = run
    if noun.low in _BARE_INFINITIVE_TAKERS or verb.low.endswith("s") or not is_verb(verb) or obj.low not in _OBJECTS:
        return b
    return [*b, noun] if verb.low not in AMBIGUOUS or obj.low not in DETERMINERS else b
