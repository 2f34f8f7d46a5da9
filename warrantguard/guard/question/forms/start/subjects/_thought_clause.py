"""A clause after "you think" whose subject is contracted with its auxiliary ("Do you think | I'd be better off with
A or B", "if you think | we're better off …"): the options stand in that clause, read as after "whether"; not the
options as the subject of what follows ("Do you think | A or B is better").
"""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Token

__all__ = ["thought_clause"]

_CONTRACTED = ("'d", "'m", "'re")  # would / had, am, are


def thought_clause(toks: list[Token], k: int) -> int | None:
    """Where the clause after a mental verb starts (``k``: just past the verb, past a "that" too: "think (that) |
    I'd …"), when it opens with a pronoun contracted with "would", "am" or "are" ("I'd", "we're"); else ``None``."""
    k += k < len(toks) and toks[k].low == "that"
    if k >= len(toks):
        return None
    word = toks[k].low.replace("\u2019", "'")
    subject, _, _ = word.partition("'")
    return k if word.endswith(_CONTRACTED) and subject in PRONOUNS else None
