"""Option B running on into a clause of its own joined by "and" ("… this year or next and it's driving me insane"):
the asker goes on about something else, and where B stops (or whether anything is asked) cannot be told."""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Token

__all__ = ["run_on_b"]


def run_on_b(b: list[Token]) -> str | None:
    """Why option ``b`` is no option, or ``None``: it holds "and" before a subject pronoun and a word more, opening a
    clause ("next and it's driving me insane", "yells and I just sit there"), not "and" joining words ("salt and
    pepper", "you and me")."""
    for k in range(1, len(b) - 1):
        nxt = b[k + 1].low.replace("\u2019", "'")
        fused = "'" in nxt and nxt.split("'")[0] in PRONOUNS  # "it's", "I'm", "she'll"
        if b[k].low == "and" and (fused or (nxt in PRONOUNS - {"one", "you", "it"} and k + 2 < len(b))):
            return f"option B runs on into a clause of its own ('{b[k].text} {b[k + 1].text} …'): where it ends " \
                   "is unclear"
    return None
