"""Two orders of the same two steps ("Would you vacuum | before mopping or mop first and vacuum after?"): A a verb
and its time phrase of a gerund, B the other step done first and the rest of its clause. The verb before A's "before"
is A's own (no noun is chosen "before mopping"), and B runs to its clause's end, "first and vacuum after" naming B's
order, not a tail both share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["ordered_steps"]

_STEP_TIMES = frozenset({"before", "after"})
_ORDER = frozenset({"first", "then", "after", "afterwards", "later", "and"})
_REST_BOUND = 6  # words of B's clause after the cut B


def ordered_steps(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A with the lower-case verb before its "before"/"after" and a gerund, B to its clause's end when the words after
    B name its order ("before mopping" / "mop" -> "vacuum before mopping" / "mop first and vacuum after"; "dust before
    vacuuming" / "vacuum" -> … / "vacuum first and dust after"); the pair as it is otherwise ("… or mop": no order
    after B)."""
    lead = 1 if len(a) == 3 else 0  # A's verb kept ("dust | before vacuuming") or cut ("vacuum | before mopping")
    verb = a[0] if lead else (around.prev(a[0]) if a else None)
    if verb is None or len(a) - lead != 2 or a[lead].low not in _STEP_TIMES or not tx.ing_word(a[-1].low) or not b:
        return a, b
    if not (verb.text.isalpha() and verb.text.islower()) or verb.low in PREPOSITIONS or b[0].low in PREPOSITIONS:
        return a, b
    rest = around.after(b[-1], _REST_BOUND, ends=("?", ".", "!", ","))
    words = [t.low.rstrip("?.!,") for t in rest]
    if not words or words[0] not in _ORDER or not (verb.low in words or set(words) <= _ORDER):
        return a, b
    return ([verb, *a] if not lead else a), [*b, *rest]
