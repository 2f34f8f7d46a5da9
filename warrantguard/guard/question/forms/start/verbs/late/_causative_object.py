"""A read past a causative verb and against a verb ("should I let | my 7yo win sometimes or always play properly"):
A is the causative's object and its bare verb, and B a verb phrase may stand against the whole "let …" (what the
asker does: "always play properly") or against the object's verb only (what the child is let do: "let my son play
outside or stay in"). The form cannot tell, so the pair is refused (added for the hundred-and-forty-fifth part,
which dropped "let" from A)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["causative_object_problem"]

# Verbs taking an object and a bare verb: "let him go", "make them wait", "help her choose", "watch it burn".
_CAUSATIVES = frozenset({"let", "make", "help", "have", "watch", "see", "hear"})
# Adverbs B may open on before its verb: "always play", "just let", "never use".
_B_ADVERBS = frozenset({"always", "never", "just", "only", "still", "rather", "instead", "sometimes", "usually",
                        "simply", "actually"})


def causative_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A after a causative verb (``let`` / ``make`` / ``help`` …) is unclear against a B that opens on a verb,
    or ``None`` ("let | the dog or the cat …": B no verb)."""
    prev = around.prev(a[0]) if a else None
    if prev is None or prev.low not in _CAUSATIVES or len(a) < 2 or is_verb(a[0], initial=True):
        return None
    k = 1 if b and b[0].low in _B_ADVERBS and len(b) > 1 else 0
    if not b or not is_verb(b[k], initial=True) or not any(is_verb(t) for t in a[1:]):
        return None
    return (f"'{b[k].text}' may stand against the whole '{prev.text} …' or against the verb of its object "
            f"('{a[0].text} …')")
