"""B ending on "like" or "such as" with a name after it: "Rota spreadsheet or a proper scheduling app like | Better
Impact?": the name is B's example, so B runs on through it (a B ending on "like" is no phrase)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["example_name_b"]

_REACH = 5  # words of the name at most


def example_name_b(b: list[Token], around: Around) -> list[Token]:
    """B on through the capitalised name after its closing "like" / "such (as)" ("… app like | Better Impact?", "…
    tool such | as SignUpGenius"); ``b`` otherwise (no such ending, or no name after it: "… one like | this?")."""
    if not b or b[-1].low not in ("like", "such", "as") or (b[-1].low == "as" and (len(b) < 2 or b[-2].low != "such")):
        return b
    last = around.whole(b[-1])
    joint = [around.next(last)] if b[-1].low == "such" else []
    if joint and (joint[0] is None or joint[0].low != "as"):
        return b
    name: list[Token] = []
    for tok in around.after(joint[0] if joint and joint[0] else last, _REACH):
        if not tok.text[:1].isupper():
            break
        name.append(tok)
        if not tok.text[-1].isalnum():
            break
    return [*b, *(t for t in joint if t), *name] if name else b
