"""B cut before an adverb of time or order ("… or to a quarantine location | first?") while A ends on an "-ly" adverb
of its own ("back to pickable stock immediately"; not "Paris first or Rome | right away": A's an order word): each
option is told by its own adverb, so B's was cut off, and where A starts may be wrong too; the form cannot tell the
two phrases' edges, so the pair is refused (:func:`own_adverb_cut_problem`)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_WORDS, Around, Token

__all__ = ["own_adverb_cut_problem"]

_ORDER = TIME_WORDS | frozenset({"afterwards", "afterward", "instead", "eventually", "immediately", "straightaway"})


def own_adverb_cut_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B's own adverb ("first") was left off against A's ("immediately"), or ``None`` (not "A or B | first?"
    with A no adverb of its own: the adverb may be both's)."""
    after = around.next(around.whole(b[-1]))
    if after is None or after.low.rstrip("?.!,") not in _ORDER or b[-1].text[-1:] in ",;:" or len(a) < 2:
        return None
    own = a[-1].low.rstrip("?.!,")
    if not (own.endswith("ly") and len(own) > 5 and own[:-2].isalpha()):
        return None  # "Paris first or Rome | right away?": A's "first" an order word, read as before
    return f"B's own adverb ('{after.text.rstrip('?.!,')}') left off, against A's ('{a[-1].text}')"
