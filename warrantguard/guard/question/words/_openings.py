"""Where the question opens in a prompt that does not open with it: past the labels of its sentence, and past
sentences of context before it.

"We talked about it yesterday. | Apple Watch / Garmin for marathon training?", "Some background: the deadline is
Friday.\\n\\n | Dado stack?! Or router + straight bit?": forms read only where they open the prompt (slashed or
questioned pairs) may open a later sentence when every sentence before it is context: a statement, not a question
of its own ("Tea? | Coffee / juice?" names a third option) and no alternatives of its own (:func:`openings`).

"(urgent) SHOULD I TELL MY BOSS … OR KEEP QUIET", "We talked about it. GO TO THE PARTY OR STAY IN": the labels or
the sentence before it are in lower case, so the prompt as a whole is not written in capitals
(``_text.unshouted``); the sentence offering the choice is, and its capitals tell no names
(:func:`unshouted_sentences`)."""

from __future__ import annotations

from warrantguard.guard.question.words._text import BETWEEN, OR, mask, sentences, tag_length, unshouted

__all__ = ["openings", "unshouted_sentences"]


def openings(masked: str) -> list[int]:
    """Where each sentence of ``masked`` opens past its labels, as long as the sentences before it are context:
    statements naming no alternatives ("We met yesterday. | Tile / vinyl …?"; not "Tea? | Coffee / juice?")."""
    out = []
    for s, e in sentences(masked):
        out.append(s + tag_length(masked[s:e]))
        if "?" in masked[s:e] or OR.search(masked, s, e) or BETWEEN.search(masked, s, e):
            break
    return out


def unshouted_sentences(text: str) -> str | None:
    """``text`` with each sentence offering alternatives that is written in capitals (past its labels) in lower
    case, letter for letter ("(urgent) | should i tell my boss … or keep quiet"); ``None`` when there is none."""
    masked = mask(text)
    chars, changed = list(text), False
    for s, e in sentences(masked):
        s += tag_length(masked[s:e])
        quiet = unshouted(text[s:e]) if OR.search(masked, s, e) or BETWEEN.search(masked, s, e) else None
        if quiet is not None:
            chars[s:e], changed = list(quiet), True
    return "".join(chars) if changed else None
