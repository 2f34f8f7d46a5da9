"""Two options each asked on its own, joined by "or": "Dado stack?! Or router + straight bit? For
bookshelf dados", "Paint color for the nursery: sage green? or warm beige?" (see ``_options``).

Option A opens the prompt or a sentence after context (``words.openings``), after a tag or a short heading
ending in a colon, and is closed by its own question mark; "or" follows and option B, closed by a question mark
too. Each is a short phrase
(one to five words, "+" and "&" between them allowed), with no pronoun, auxiliary, copula, question
word, "not" or "anyone" in it: "Should I? Or should I not?", "Really? Or not?", "Why? Or why not?"
and "Anyone? Or nobody?" are left to the other rules, and so is a third "Or …?" after B or a third option
asked the same way before A ("Tea? Coffee? Or juice?").

Without the "or", two phrases each asked on its own are the options when a clause asking which follows B at once:
"Dipole?? End fed?? which one for a tiny garden" (added for the punctuation family, session 48); not "Dipole? End fed?"
alone, nor three such phrases ("Tea? Coffee? Juice? which one?").
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.framing._enumerated import WHICH_ASKED
from warrantguard.guard.question.words import (
    ASKING_HEADS,
    AUX,
    COPULAS,
    DETERMINERS,
    NON_OPTIONS,
    OPEN_WH,
    PRONOUNS,
    is_verb,
    openings,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["asked_before", "questioned_pair"]

_WORD = r"(?!(?:or|and|vs|versus)\b)[\w$](?:[\w'’#$%·-]|\.(?=\w))*"  # a dot only inside: "v2.1", not "day. | Pizza"
_SIDE = rf"{_WORD}(?:[ \t]+(?:{_WORD}|[+&])){{0,4}}"
_HEADING = r"(?:[A-Za-z][^:?!.\n]{0,40}:[ \t]+)?"  # "Paint color for the nursery: …"
_QUESTIONED = re.compile(rf"{_HEADING}(?P<a>{_SIDE})\?+!*[ \t]+or[ \t]+(?P<b>{_SIDE})\?+!*(?=\s|$)", re.I)
_QUESTIONED_WHICH = re.compile(rf"{_HEADING}(?P<a>{_SIDE})\?+!*[ \t]+(?P<b>{_SIDE})\?+!*[ \t]+(?={WHICH_ASKED})", re.I)
_THIRD = re.compile(r"\s*or\b", re.I)
_FIRST = re.compile(rf"(?:^|(?<=[.!?\n]))[ \t]*(?P<p>{_SIDE})\?+!*\s*$", re.I)  # "Tea? | Coffee? Or juice?"
_NOT_SIDES = PRONOUNS | AUX | COPULAS | NON_OPTIONS | OPEN_WH | frozenset({
    "not", "what", "who", "no", "yes", "anyone", "anybody", "someone", "somebody", "nobody", "everyone",
    "everybody", "anything", "something", "nothing", "everything", "thoughts", "ideas", "help", "advice"})
_HEADING_WORDS = ASKING_HEADS | frozenset({  # a heading asking for help: "Any recommendations? | A or B for …"
    "questions", "qn", "please", "pls", "guys", "folks",
    "team", "all", "any", "your", "recommendation", "recommendations", "recs", "suggestion", "suggestions", "tips",
    "feedback", "verdict", "preference", "preferences", "views", "experiences", "experience", "votes", "vote"})


def questioned_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two options of a prompt opening "A? Or B?" (see the module's docstring), or ``None``."""
    m = next((m for start in openings(masked)
              if (m := _QUESTIONED.match(masked, start) or _QUESTIONED_WHICH.match(masked, start))), None)
    if m is None or _THIRD.match(masked, m.end()) or asked_before(text, masked, m.start()):
        return None
    sides = [tx.tokens(text[m.start(g) : m.end(g)], m.start(g)) for g in ("a", "b")]
    if any(not side or any(t.low in _NOT_SIDES for t in side) for side in sides) or _unequal(*sides):
        return None
    return tx.span_text(text, sides[0]), tx.span_text(text, sides[1])


def _unequal(a: list[tx.Token], b: list[tx.Token]) -> bool:
    """A a verb phrase and B a noun phrase opening with a determiner ("donate the couch to Goodwill?? or the Habitat
    ReStore??"): B stands against a part of A, not the whole; left to the other rules."""
    return len(a) > 1 and b[0].low in DETERMINERS and is_verb(a[0], initial=True) and a[0].low not in DETERMINERS


def asked_before(text: str, masked: str, start: int) -> str | None:
    """Why the choice starting at ``start`` has a third option asked on its own just before it ("Tea? | Coffee?
    Or juice?", "Tea? | Coffee or juice?"), or ``None``: the sentence before is a short phrase and a question
    that could be an option ("Anyone? | Tea? Or coffee?", "Quick question? | …" and "Why? | …" could not)."""
    m = _FIRST.search(masked, 0, start) if start else None
    if m is None or masked[m.end() : start].strip():
        return None
    side = tx.tokens(text[m.start("p") : m.end("p")], m.start("p"))
    if not side or any(_uncontracted(t.low) in _NOT_SIDES or t.low in _HEADING_WORDS for t in side):
        return None  # "What's the better swap? | Everleaf or …": a question asked of the two, no option
    return f"a third option seems to be asked on its own before the two ({tx.span_text(text, side)!r})"


def _uncontracted(word: str) -> str:
    """``word`` without a contracted verb after it ("what's" -> "what", "it’s" -> "it")."""
    return word.replace("\u2019", "'").split("'")[0] or word  # not "'90s": nothing before the apostrophe
