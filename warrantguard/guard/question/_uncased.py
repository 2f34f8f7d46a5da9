"""Prompts written without capitals ("should i store passwords in bitwarden or keepass"): where only a capital
would have told a name from a common word, the pair is refused rather than guessed; where the words themselves
tell, the pair is read as the capitals would have shown it.

:func:`uncased_problem` names a final pair whose edge only capitals could have settled: A a head with a
one-word place or means after its preposition, B one bare word ("passwords in | bitwarden or keepass":
the names, or "coffee with milk or tea": the whole of A?); :func:`clock_inside` an option holding "p.m." after a
preposition ("at 10 p.m. | taxi or …": a sentence's end?); :func:`repeated_noun` reads "report it on | schedule c
or schedule d" as two nouns, B repeating the word after A's preposition.
"""

from __future__ import annotations

from warrantguard.guard.question.forms import oriented_pair
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, VERBS, Around, Token

__all__ = ["clock_inside", "repeated_noun", "uncased_problem"]


_CLAUSE_ENDS = frozenset(".!?:;,")


def _verb_form(tok: Token) -> bool:
    """A listed verb or a past participle ("fly", "separated")."""
    return tok.low in VERBS or (tok.low.endswith("ed") and tok.low.isalpha())


def _bare(toks: list[Token]) -> list[Token]:
    """``toks`` without a leading "the" ("the stormcloaks" -> "stormcloaks")."""
    return toks[1:] if toks and toks[0].low == "the" else toks


def uncased_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """"should i store passwords in bitwarden or keepass", "do rents in docklands or southbank go up faster": in a
    prompt without capitals, A a head, a preposition and one word, B one word: is B against that word (two names)
    or against the whole of A ("coffee with milk or tea")? Not so after "a" / "an" before B (no name takes one:
    "retries with backoff or a circuit breaker"; "the house near the lake or the condo": two determined heads), nor
    for a one-word head opening the clause ("walk in shower or tub": a compound), a pronoun after the preposition
    ("sign with them or self-publish") or two verbs' phrases ("take the train from paris to amsterdam or fly")."""
    bare_b, before_b = _bare(b), around.prev(b[0])
    if not around.uncased or len(bare_b) != 1 or (before_b is not None and before_b.low in ("a", "an")):
        return None
    preps = [k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS]
    tail = _bare(a[preps[-1] + 1 :]) if preps else []
    if len(tail) != 1 or tail[0].low in PRONOUNS or (_verb_form(a[0]) and _verb_form(bare_b[0])) \
            or oriented_pair(a[0], bare_b[0]):  # "parallel to the joists or perpendicular": two orientations
        return None
    prev = around.prev(a[0])
    if prev is not None and before_b is not None and prev.low in DETERMINERS and before_b.low in DETERMINERS:
        return None  # "the house near the lake or the condo": two determined heads
    if preps[-1] == 1 and (prev is None or prev.low in PREPOSITIONS or prev.text[-1:] in _CLAUSE_ENDS):
        return None
    return (f"written without capitals: '{bare_b[0].text}' may stand against '{a[-1].text}' (two names) or against "
            f"the whole of '{' '.join(t.text for t in a)}'")


def repeated_noun(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """"do i report it on | schedule c or schedule d": B repeats the word after A's last preposition and differs
    from A's phrase only after it, so the two phrases are the options, not two verb phrases (B opening with a word
    that is a verb too: "schedule"); ``None``: not that form."""
    j = len(a) - len(b)
    if len(b) < 2 or j < 2 or a[j - 1].low not in PREPOSITIONS or a[j].low != b[0].low or a[0].low == b[0].low:
        return None
    return (a[j:], b) if a[-1].low != b[-1].low and not any(t.low in PREPOSITIONS for t in a[j:]) else None



def clock_inside(a: list[Token], b: list[Token], around: Around) -> str | None:
    """"we land in tokyo at 10 p.m. taxi or the airport limousine bus": in a prompt without capitals, an option after
    a preposition holding "a.m." / "p.m." before a word of its own: the period may end the sentence before the option
    (a capital after it would show) or stand inside it; not after a determiner ("the 10 p.m. flight"): ``None``."""
    if not around.uncased:
        return None
    timed = [toks for toks in (a, b) if (prev := around.prev(toks[0])) is not None and prev.low in PREPOSITIONS]
    inside = [t for toks in timed for t in toks[:-1] if t.low in ("a.m", "p.m") and t.text.endswith(".")]
    return f"written without capitals: '{inside[0].text}' may end a sentence before the option" if inside else None
