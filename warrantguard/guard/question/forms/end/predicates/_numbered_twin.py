"""Twin numbered modifiers of one unit ("Army | 2-year or 3-year | enlistment option?", "a 6-month or 12-month |
lease"): A closes on "<number>-<unit>" and B opens on "<number>-<same unit>" before lower-case head words closing
the clause. The head after B and the words before A's modifier are both options'; the options are the two
modifiers (added in session 43, from the hundred-and-sixteenth part: B read as "3-year enlistment option")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Around, Token

__all__ = ["numbered_twin_pair"]

_NUMBERED = re.compile(r"(\d+(?:\.\d+)?)-([a-z]+)")


def numbered_twin_pair(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A and B cut to their numbered modifiers when A closes on "<n>-<unit>", B opens on "<m>-<unit>" and B's rest is
    lower-case head words closing the clause ("Army 2-year" / "3-year enlistment option?" -> "2-year" / "3-year");
    the pair as it was otherwise ("a 2-year degree or 3-year apprenticeship": A has its own head; "2-year or
    3-year warranty": nothing to cut of A, B's head kept by the other rules)."""
    ma, mb = _NUMBERED.fullmatch(a[-1].low), _NUMBERED.fullmatch(b[0].low.rstrip("?!.,;:"))
    if ma is None or mb is None or ma.group(2) != mb.group(2) or len(a) + len(b) < 3 or len(b) > 4:
        return a, b
    if not all(t.text.rstrip("?!.").isalpha() and t.text.islower() for t in b[1:]):
        return a, b
    if any(t.text[-1:] in ",;:" for t in b[:-1]) or (around.next(b[-1]) is not None and b[-1].text[-1:] not in "?!."):
        return a, b  # the head closes the sentence
    if len(a) > 1 and not all(t.capitalized for t in a[:-1]):
        return a, b  # "my 2-year …": only a name before A's modifier is both's
    return a[-1:], b[:1]
