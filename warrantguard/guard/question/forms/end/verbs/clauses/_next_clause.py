"""A clause of the asker's own after option B: "… medicine or engineering | and I honestly don't know what to tell
her", "… or the train | but we'd rather not fly" (a conjunction and a subject pronoun open a new clause, which
belongs to no option); so does a report of advice given ("… or just measured again in a month | like the first vet
said", "… | as my farrier suggested")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._speaker_clause import speaker_clause
from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["ASIDES", "next_clause"]

# Texting asides that comment on the question, never part of an option ("… ngl", "… idk", "… lol").
ASIDES = frozenset({"ngl", "tbh", "tbf", "idk", "imo", "imho", "fwiw", "lol", "lmao", "smh", "ikr"})

_JOINS = frozenset({"and", "but", "because", "cause", "cuz", "so"})
# Subject pronouns and their contractions (not "you": "tea or coffee and you?"; not "me", an object: "… or my
# wife and me").
_SUBJECTS = frozenset({"i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "we'd", "we'll", "he", "she",
                       "they", "they're", "he's", "she's", "im", "ive"})


_STANCE = frozenset({"honestly", "frankly", "tbh", "ngl", "truthfully", "personally", "seriously"})
_REPORTED = frozenset({"said", "says", "suggested", "suggests", "recommended", "recommends", "advised", "advises",
                       "mentioned", "told"})


def next_clause(toks: list[Token]) -> int | None:
    """Where a clause of the asker's own starts in B's side: a conjunction, then a subject pronoun and at least one
    more word ("… | and I honestly don't know"), or a report of advice ("… | like the first vet said"), after at
    least one word of B; or a texting aside with words after it ("natural diamond | ngl I can't decide", "dusty
    blue | and honestly idk"); None when there is none."""
    aside = _chat_aside(toks)
    if aside is not None:
        return aside
    for k in range(1, len(toks) - 2):
        if toks[k].low in _JOINS and toks[k + 1].low.replace("\u2019", "'") in _SUBJECTS:
            return k
        if _stance_clause(toks, k) or _not_both(toks, k):  # "… or gel | and honestly I don't know"; "… or at
            return k  # night | but not both"
        if _reported(toks, k):
            return k
    return speaker_clause(toks)  # "… extra large ones | theyre on sale", "… try them on | i cant decide"


def _stance_clause(toks: list[Token], k: int) -> bool:
    """Does a clause of the asker's own open at ``toks[k]`` with a stance adverb between the joining word and its
    subject pronoun ("… or gel | and honestly I don't know", "… | but frankly we can't tell"), a word after it?"""
    return k + 3 < len(toks) and toks[k].low in _JOINS and toks[k + 1].low in _STANCE \
        and toks[k + 2].low.replace("\u2019", "'") in _SUBJECTS


def _not_both(toks: list[Token], k: int) -> bool:
    """Does a limit set on both options close B at ``toks[k]`` ("… in the morning or at night | but not both",
    "… | and never both"): said of the pair, no part of B?"""
    words = [t.low.rstrip(",.;:!?") for t in toks[k:]]
    return words[:1] in (["but"], ["and"]) and words[1:] in (["not", "both"], ["never", "both"])


def _chat_aside(toks: list[Token]) -> int | None:
    """Where a texting aside ("ngl", "tbh", "idk", …) opens after at least one word of B, with what follows it,
    with a joining word and "honestly" before it ("… or dusty blue | and honestly idk, …"); None when none does."""
    at = next((k for k in range(1, len(toks)) if toks[k].low.strip("!.?,:") in ASIDES), None)
    if at is None:
        return None
    if at > 1 and toks[at - 1].low in ("honestly", "tbh", "ngl"):
        at -= 1
    if at > 1 and toks[at - 1].low in _JOINS:
        at -= 1
    return at


def _reported(toks: list[Token], k: int) -> bool:
    """Does a report of advice start at ``toks[k]``: "like" / "as", a subject (a pronoun, or a determiner and up to
    two words) and a verb of saying ending the side ("… | like the first vet said", "… | as she suggested")?"""
    if toks[k].low not in ("like", "as") or toks[k + 1].low not in _SUBJECTS | DETERMINERS | POSSESSIVES:
        return False
    said = [j for j in range(k + 2, min(k + 5, len(toks))) if toks[j].low.rstrip("?.!,") in _REPORTED]
    return bool(said) and said[0] == len(toks) - 1
