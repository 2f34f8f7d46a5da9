"""A call for someone ("Anybody fishing around Lake Okeechobee today or tomorrow who wants to split a boat?"): the
sentence opens on "anybody" / "anyone" and a relative "who …" follows the pair, so the "or" joins two times (or
places) of the people called on, not two options to choose between."""

from __future__ import annotations

from warrantguard.guard.question.words import text as tx

__all__ = ["called_anyone"]

_ANYONE = frozenset({"anybody", "anyone", "somebody", "someone"})
_WHO = frozenset({"who", "who's", "who’s", "who'd", "who’d"})
_ASKED = frozenset({"if", "whether", "which", "between", "know", "prefer", "think", "recommend", "suggest"})


def called_anyone(sentence: list[tx.Token]) -> str | None:
    """Why a sentence opening on "anybody" whose pair is followed by "who …" is no choice, or ``None`` ("Anyone
    know if … or … who …": a question asked of them, the relative may be B's own)."""
    words = [t.low for t in sentence]
    if len(words) < 5 or words[0] not in _ANYONE:
        return None
    join = next((k for k in range(2, len(words) - 2) if words[k] == "or"), None)
    if join is None or any(w in _ASKED for w in words[1:join]) \
            or any(t.text[-1:] in ",:;?" for t in sentence[:join]):
        return None
    who = next((k for k in range(join + 2, min(join + 4, len(words))) if words[k] in _WHO), None)
    if who is None or any(t.text[-1:] in ",:;" for t in sentence[join:who]):
        return None
    return f"a call for people ('{sentence[0].text} … or {sentence[join + 1].text} who …'), not a choice"
