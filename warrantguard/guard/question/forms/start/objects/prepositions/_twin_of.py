"""Two "of" phrases as the options ("be made | of cedar or of aspen"): B repeats A's "of", so each names its own stuff
and the "of" opens an option, no lead word left before it (added for the hundred-and-twenty-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS

__all__ = ["twin_of"]


def twin_of(a: str, b: str) -> bool:
    """Do options A and B both open on "of" and a word of content ("of cedar" / "of aspen")? Not "of the" alone, nor
    an "of" before a pronoun ("of it"): a phrase left open."""
    wa, wb = a.lower().split(), b.lower().split()
    return all(len(w) > 1 and w[0] == "of" and w[-1] not in DETERMINERS | PRONOUNS | PREPOSITIONS for w in (wa, wb))
