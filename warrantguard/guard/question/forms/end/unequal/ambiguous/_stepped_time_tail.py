"""B two steps joined by "and", a time clause cut after it, refused: "do you reef in the harbour or go out and reef |
once you're clear?" (when B's second step is taken, or when either option is asked about?). The form does not say
which (session 51)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token, is_verb

__all__ = ["stepped_time_tail_problem"]

_TIME_CLAUSE_WORDS = frozenset({"once", "until", "till", "after", "before", "when", "whenever"})


def stepped_time_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B is unclear when it joins two verb steps with "and" ("go out and reef") and a time clause opened by a
    subordinating word was cut after it ("| once you're clear"), or None."""
    after = around.next(b[-1])
    if after is None or after.low not in _TIME_CLAUSE_WORDS or len(b) < 3 or not is_verb(b[0], initial=True):
        return None
    joined = next((k for k, t in enumerate(b[1:-1], 1) if t.low == "and"), None)
    step = b[joined + 1] if joined is not None else None
    if step is None or not (step.text.isalpha() and step.text.islower()) \
            or step.low in DETERMINERS | PREPOSITIONS | PRONOUNS:  # "and | reef", a verb the lists may lack
        return None
    return (f"the time clause after B ('{after.text} …') may time B's second step ('{step.text}') "
            "or both options")
