"""B's first word an -s form against A's bare verb ("prefer redlines in Word or | comments in Adobe Acrobat"): a
verb in step with A's would be bare too ("… or | comment in Acrobat"), so the -s word is a plural noun, no verb of
its own (added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["plural_against_bare"]


def plural_against_bare(core: list[Token], right: list[Token]) -> bool:
    """Does B open with a lower-case word ending in a plural "-s" while A's verb does not ("prefer redlines in Word
    or | comments in Adobe Acrobat")? Not "works in Boston or | commutes from …": both verbs take the "-s"."""
    r0, v = right[0].low, core[0].low
    plural = r0.isalpha() and r0.endswith("s") and not r0.endswith(("ss", "us", "is")) and len(r0) > 3
    return plural and not right[0].capitalized and not v.endswith("s")
