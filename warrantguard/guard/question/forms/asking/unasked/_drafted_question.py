"""Sentences whose "or" asks no choice of the assistant: a request to write something that asks the question
("Draft a Reddit post asking whether to get HO or N scale."), and a statement that one of two things happens and
never both ("My printer either under-extrudes or strings, never both at once.")."""

from __future__ import annotations

import re

__all__ = ["drafted_question", "never_both"]

# A request to write, then a written thing asking the question: "Draft a Reddit post | asking whether …"; not one
# to someone ("Draft an email to HR asking whether I should …": the asker's own choice, put to them), nor one asking
# whether someone should ("Write a memo asking whether we should …": the asker's own choice, put to readers).
_DRAFTED = re.compile(r"\W*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:write|draft|compose|prepare|create|"
                      r"put\s+together)\b(?:(?!\bto\b)[^?])*?\b(?:asking|wondering|inquiring|enquiring|polling)\s+"
                      r"(?:\w+\s+)?(?:whether|if)\s+to\b", re.I)
# ", never both" / "but never both at once" closing a sentence that asks nothing (not "…, not both.": a limit).
_NEVER_BOTH = re.compile(r"\bor\b[^?]*?[,;—–-]\s*(?:but\s+)?never\s+both\b[^?]*$", re.I)


def drafted_question(smask: str) -> str | None:
    """Why a request to write something that asks a bare "whether to" question ("Draft a Reddit post asking whether
    to get HO or N scale.", "Write a forum post wondering whether to learn Go or Rust") asks no choice of the
    assistant, or None (not "Draft an email to HR asking whether I should …": put to someone; not "Write a memo
    asking whether we should …": the asker's own choice)."""
    if _DRAFTED.match(smask) is None:
        return None
    return "it asks the assistant to write something that asks the question, not to choose"


def never_both(smask: str) -> str | None:
    """Why a statement that one of two things happens and never both ("My printer either under-extrudes or strings,
    never both at once.") asks no choice, or None (not "… or B, not both. which …?": a limit on a choice)."""
    if "?" in smask or _NEVER_BOTH.search(smask) is None:
        return None
    return "it tells that one of two things happens, never both, not a question asking to choose"
