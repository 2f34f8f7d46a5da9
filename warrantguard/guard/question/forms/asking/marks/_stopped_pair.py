"""A prompt of fragments whose first is only the pair, closed by a full stop, asks as "Bali or Vietnam." does, names
or not: "Medium rare or medium. For the steaks. Period.", "Naxos->Paros: slow boat or fast cat." (a route before a
colon may head it). Each side is one to three plain words, nothing else stands in the sentence, and what follows is
only fragments that tell nothing (a phrase of what the pair is for, a closing "Period." or "Thanks."), so the full
stop is only the asker's firmness. A verbless fragment telling the occasion may follow too ("espresso martini or
negroni. nightcap, going out at 9", "varchar(255) or text. for emails. postgres 16": session 50).

Not a statement: a sentence before the pair ("The shop takes two kinds of payment. Cash or card."), a label heading
it ("Lunch: tacos or pizza.", "Payment: cash or card."), any other sentence after it ("Swings or a climbing dome. The
parents' survey closes Friday.", "cash or card. helpful"), a pronoun, possessive, auxiliary, copula, negation or
contraction anywhere ("We'll hike rain or shine.", "Don't use emojis or hashtags.", "Cash or card. I don't mind."),
"only" ("Cash or card only."), a word saying how things stand ("Visa or Mastercard accepted.", "Cash or card. Both
fine."), two past participles ("approved or rejected."). Not an instruction: two lone verbs ("Call or text."). A fixed
pair ("rain or shine.") is refused later, as anywhere."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._prompted_pair import prompted_pair
from warrantguard.guard.question.forms.asking.unasked import SETTLED
from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    OBJECT_PRONOUNS,
    POSSESSIVES,
    PREPS,
    PRONOUNS,
    Token,
    finite_verb,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["stopped_pair"]

_ROUTE = r"[A-Z][\w'’.·]*\s*(?:->|→|=>|>|–|—|/)\s*[A-Z][\w'’.·]*"  # "Naxos->Paros", "LHR → JFK"
_STOPPED = re.compile(rf"\s*(?:{_ROUTE}:\s+)?(?P<a>[^\s.,;:!?]+(?: [^\s.,;:!?]+){{0,2}}) or "
                      r"(?P<b>[^\s.,;:!?]+(?: [^\s.,;:!?]+){0,2})\.\s*$", re.I)
_PLAIN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:\(\w+\))?")  # "varchar(255)": a size bracketed onto the word
_NOT = frozenset({"not", "no", "never", "dont", "only", "whatever", "whichever", "either", "mind", "care", "matter"})


def stopped_pair(smask: str, before: str, after: str) -> bool:
    """Is the sentence ``smask`` only "A or B.", with nothing before it in the prompt (``before``) and only fragments
    telling nothing after it (``after``)? See the module's docstring."""
    m = _STOPPED.match(smask)
    if m is None or (before.strip() and not prompted_pair(before, after)):  # "party at mine saturday. | … | go"
        return False
    a, b = tx.tokens(m.group("a")), tx.tokens(m.group("b"))
    if not all(_PLAIN.fullmatch(t.text) for t in a + b) or any(_said(t) for t in a + b + tx.tokens(after)):
        return False
    if not all(_fragment(tx.tokens(after[s:e])) for s, e in tx.sentences(after)):
        return False  # "Swings or a climbing dome. | The parents' survey closes Friday.", "cash or card. | helpful"
    if all(len(t.low) > 4 and t.low.endswith("ed") for t in (a[0], b[0])):
        return False  # "approved or rejected."
    return not (len(a) == len(b) == 1 and is_verb(a[0], initial=True) and is_verb(b[0]))  # not "Call or text."


def _fragment(toks: list[Token]) -> bool:
    """Is a later sentence a fragment telling nothing: a phrase of what the pair is for ("For the steaks.") or one
    closing word of firmness or thanks ("Period.", "Thanks.")?"""
    if not toks:
        return True
    if toks[0].low in PREPS:
        return not any(is_verb(t) or finite_verb(toks, k) for k, t in enumerate(toks))
    return (len(toks) == 1 and toks[0].low.strip(".!") in _CLOSERS) or _occasion(toks)


def _occasion(toks: list[Token]) -> bool:
    """Is a later sentence a verbless fragment of two words or more telling the occasion, with a preposition, a
    number or an "-ing" word in it ("nightcap, going out at 9", "postgres 16")? No verb, finite verb or participle in
    "-ed" ("Card preferred.": how things stand), so it tells no statement about the pair."""
    if len(toks) < _LEAST_OCCASION or not any(t.low in PREPS or t.low[:1].isdigit() or tx.ing_word(t.low)
                                             for t in toks):
        return False
    return not any(is_verb(t) or finite_verb(toks, k) or (len(t.low) > 4 and t.low.endswith("ed"))
                   for k, t in enumerate(toks))


_LEAST_OCCASION = 2


_CLOSERS = frozenset({"period", "thanks", "thx", "ty", "pls", "please", "go", "asap", "quick"})


def _said(tok: Token) -> bool:
    """A word of a clause or of how things stand."""
    w = tok.low.strip(".,;:!?")
    contraction = ("'" in w or "’" in w) and not w.endswith(("'s", "’s"))
    clause = w in PRONOUNS or w in OBJECT_PRONOUNS or w in POSSESSIVES or w in AUX or w in COPULAS
    return clause or w in SETTLED or w in _NOT or contraction
