"""A report naming the pair as its clause's subject: "The guy at Micro Center said | the Z790 Aorus Elite or the
ASRock Z790 Steel Legend would both work", "My friend keeps telling me | the 13900K or the 7950X3D is the only real
option": what was said is the question asked; the reporter, the verb of saying and its hearer are its lead-in. So
with a reported infinitive: "My brother said to | take the bus or the train", "The doctor told me to | take ibuprofen
or Tylenol", as after "Should I"."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, DETERMINERS, Token

__all__ = ["reported_infinitive", "reported_subject"]

_SAYING = frozenset({"said", "says", "told", "tells", "telling", "saying", "swears", "insists", "insisted"})
_HEARERS = frozenset({"me", "us"})
_REPORTERS = frozenset({"the", "my", "our", "his", "her", "their"})  # a reporter named by a noun phrase
_SOMEONE = frozenset({"someone", "somebody", "everyone", "everybody", "people", "he", "she", "they"})
_ASKING = frozenset({"asked", "asks", "wants", "wanted", "advised", "advises"})  # "… wants me to | study …"
_HABIT = frozenset({"keeps", "kept", "keep", "always", "also", "just", "once"})  # "keeps telling me"
_OPENERS = frozenset({"the", "a", "an"})  # not "either": "told us either … or wait" may hold no verb
_BOUND = 7  # words of the reporter's noun phrase


def reported_subject(toks: list[Token], i: int) -> int | None:
    """Where the pair starts after a reporter (a noun phrase of up to six words opening the side at ``i``, no verb
    in it), a verb of saying, its hearer ("me", "us") and "that": an article must open the pair ("the 13900K", "a
    Nikon P1000"). ``None`` otherwise ("She said I can …": a pronoun's clause; "said to …": an infinitive)."""
    k = _after_saying(toks, i)
    if k is None:
        return None
    k += k < len(toks) and toks[k].low == "that"
    return k if k < len(toks) - 1 and toks[k].low in _OPENERS else None


def reported_infinitive(toks: list[Token], i: int) -> int | None:
    """Where the verb phrase starts after a reporter, a verb of saying, its hearer and "to" ("My brother said to |
    take …", "The doctor told me to | take …"), or ``None``."""
    k = _after_saying(toks, i, _SAYING | _ASKING)
    return k + 1 if k is not None and k + 1 < len(toks) and toks[k].low == "to" else None


def _after_saying(toks: list[Token], i: int, saying: frozenset[str] = _SAYING) -> int | None:
    """Where the words after the reporter opening the side at ``i``, its verb of saying and its hearer start."""
    if i + 1 >= len(toks):
        return None
    named = toks[i].capitalized or toks[i].low in _SOMEONE  # "Mom said", "Dave told me", "he asked me"
    if named and toks[i].low not in _REPORTERS:
        return i + 2 + (i + 2 < len(toks) and toks[i + 2].low in _HEARERS) if toks[i + 1].low in saying else None
    if toks[i].low not in _REPORTERS:
        return None
    said = next((k for k in range(i + 1, min(len(toks), i + _BOUND)) if toks[k].low in saying), None)
    if said is None or any(not _reporter_word(t) for t in toks[i + 1 : said]):
        return None
    return said + 1 + (said + 1 < len(toks) and toks[said + 1].low in _HEARERS)


def _reporter_word(tok: Token) -> bool:
    """A word of the reporter's noun phrase or a habit word before the verb of saying, no clause break in it."""
    if tok.text[-1:] in ",;:.!?" or tok.low in AUX or tok.low in COPULAS:
        return False
    return tok.low in _HABIT or tok.low not in DETERMINERS or tok.low in _REPORTERS | {"a", "an"}
