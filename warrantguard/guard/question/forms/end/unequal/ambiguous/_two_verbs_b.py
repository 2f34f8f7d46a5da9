"""A B that may hold its own verb, refused: inside B, past its first word and before its last, a lower-case word
that may be a verb's third person, and the word after B's cut one too ("whether the Heritage Fund or the Arts Council
funds | staff posts more readily": "funds" the verb and "staff posts" its object, or "posts" the verb?). The form does
not say where the subject ends."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["two_verbs_b_problem"]


def two_verbs_b_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B is unclear when a word inside it (not its first or last) and the word after it may both be the clause's
    verb ("… or the Arts Council funds staff | posts more readily"), or None."""
    after = around.next(b[-1]) if a and len(b) > 1 else None
    if after is None or not _third_person(after):
        return None
    inner = next((t for t in b[1:-1] if _third_person(t)), None)  # not B's last ("… or SharePoint pages | works")
    if inner is None:
        return None
    return f"'{inner.text}' inside B and '{after.text}' after it may each be the verb: where does B end?"


def _third_person(tok: Token) -> bool:
    """A lower-case word that may be a verb's third person singular ("funds", "posts"; not "class", "its")."""
    w = tok.text
    stem = Token(w[:-1], tok.start, tok.end - 1)  # "funds" -> "fund"
    return w.isalpha() and w.islower() and w.endswith("s") and not w.endswith("ss") and is_verb(stem)
