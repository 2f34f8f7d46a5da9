"""A bare verb or gerund phrase that opens the prompt and sets two ways of doing it against each other, with no
question mark and no full stop: "mow the lawn short or long before going on holiday", "feeding the cats on a
schedule or free feeding them", "put contacts in before or after makeup". Typed to an assistant, such a fragment
asks which way, as "should I …" would; the asker's own errand is meant, since the assistant can neither mow nor
feed. Not a task the assistant is to do ("write a poem about cats or dogs", "make a checklist for pallets that are
damaged or short"), not a sentence closed by a full stop ("Bring your own HT or borrow one from the club box."),
not a subject or auxiliary before the "or" ("pay the fee or we will") nor a clause after it ("… or I'll call the
council"), and not a thing asked of the assistant for the asker ("send me a reminder at 6 or 7").

What opens B must tell which words it stands against: an article, a number or a name ("to the hospice or | the
animal shelter"), the preposition A opened with ("in English or | in German"), a verb with its object ("or | rip it
out"), or an opposite of A's last word of the same closed kind ("short or | long", "up or | down", "before or |
after"); not a bare word that may be a noun or a verb ("take the stairs or | queue for …"), nor an adjective against
a noun ("on ice or | neat …"), nor a preposition A lacks ("voting for the assessment or | against it": where A
starts is unclear). Added in session 47."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    PREPS,
    PRONOUNS,
    SUBJECT_CONTRACTIONS,
    VERBS,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["verb_fragment"]

# Verbs of the work an assistant does with words, data or plans: "list …", "make a table …", "plan a menu …".
_ASSISTANT_TASKS = frozenset({
    "write", "draft", "compose", "create", "build", "generate", "summarize", "summarise", "list", "outline",
    "translate", "rewrite", "prepare", "design", "make", "give", "explain", "describe", "calculate", "convert",
    "show", "tell", "find", "suggest", "recommend", "name", "turn", "plan", "edit", "review", "compare", "format",
    "proofread", "rank", "sort", "answer", "help", "let", "say", "email", "text", "call", "remind", "search",
    "analyse", "analyze", "evaluate", "estimate", "identify", "define", "note", "mention", "add",
    # what an assistant with tools may be told to do: "send the invoice to Acme or Globex today"
    "send", "forward", "book", "order", "schedule", "share", "post", "upload",
})
# Marks before the "or" that set off a heading, an aside or a dashed alternative ("Noting for my records: …",
# "Ship Monday — or Tuesday — …"): other forms read those.
_SET_OFF = (":", ";", "—", "–", " - ", "--")
# Objects that make the verb before them a verb ("or | rip it out"), or the asker the one served ("send me …").
_OBJECTS = frozenset({"it", "them", "me", "us", "him", "her"})
# Particles and prepositions (and the two lengths) that stand as opposites: "bark side | up or down", "| before or
# after makeup", "mow the lawn | short or long"; a closed set of pairs, either order.
_OPPOSITES = frozenset({("up", "down"), ("before", "after"), ("above", "below"), ("over", "under"),
                        ("inside", "outside"), ("short", "long")})
_PARTICLES = PREPS | frozenset({"up", "down", "out", "off", "in", "on", "over", "under", "above", "below"})
# What may follow an opposite pair: the sentence's end, a preposition or a clause of time or purpose.
_AFTER_OPPOSITES = PREPS | frozenset({"when", "while", "until", "so", "because", "if"})
# Prepositions, the list's and a few more: B opening with one stands against a phrase A opens with the same one.
_ALL_PREPS = _PARTICLES | frozenset({"against", "without", "within", "by", "via", "behind", "beyond", "beside",
                                     "across", "along", "around", "past", "per", "than", "like", "off"})
_ADVERBS = frozenset({"just", "only", "simply"})  # "or | just do ad-hoc shifts"
# Subject pronouns (not "it", which is also an object: "pay it off with savings or …").
_SUBJECTS = (PRONOUNS - {"it", "one"}) | SUBJECT_CONTRACTIONS
_OR_WORD = re.compile(r"\bor\b", re.I)


def verb_fragment(sentence: str, after: str = "") -> bool:
    """Does ``sentence`` open with a bare verb (not an assistant's task) or a gerund, its one "or" joining two ways of
    doing it, with no subject, auxiliary, copula or "and" before the "or", no clause of a subject after it, and no
    question mark closing it, nor a full stop unless only afterthoughts of a few words follow it in ``after`` ("keep
    the treadmill or bin it. | honestly. 😩", "vacuum seal or wax my cheddar. | 6 month age")? See the module."""
    bare = sentence.strip()
    if bare.endswith(".") and not bare.endswith("..") and _afterthoughts(after):
        bare = bare[:-1]
    if not bare or bare.endswith((".", "?", "!")):
        return False
    ors = list(_OR_WORD.finditer(bare))
    toks = tx.tokens(bare)
    if len(ors) != 1 or len(toks) < 4 or any(mark in bare[: ors[0].start()] for mark in _SET_OFF):
        return False
    first = toks[0].low
    opener = tx.ing_word(first) or (first in VERBS and first not in _ASSISTANT_TASKS)
    before = [t for t in toks if t.end <= ors[0].start()]
    right = [t for t in toks if t.start >= ors[0].end()]
    if not opener or len(before) < 2 or not right or before[1].low in ("me", "us"):
        return False
    clause = any(t.low in _SUBJECTS or t.low in AUX or t.low in COPULAS or t.low == "and" for t in before[1:])
    if clause or right[0].low in _SUBJECTS or right[0].low == "else":
        return False
    return _b_set_against(before, right)


def _b_set_against(before: list[tx.Token], after: list[tx.Token]) -> bool:
    """Does the word opening B (past "just") tell what it stands against: an article, number or name, the preposition
    of A, a verb with its object, or an opposite of A's last word of the same closed kind (see the module)?"""
    b = after[1:] if after[0].low in _ADVERBS and len(after) > 1 else after
    head, last = b[0].low, before[-1].low
    if head in DETERMINERS or head[:1].isdigit() or b[0].capitalized:
        return True
    if head in _ALL_PREPS and any(t.low == head for t in before[1:]):
        return True  # "in English or | in German"
    if head in _ALL_PREPS and not (last in _PARTICLES and head in _PARTICLES):
        return False  # "voting for the assessment or | against it"
    verb = not tx.ing_word(head) and len(b) > 1 and (b[1].low in _OBJECTS or b[1].low in DETERMINERS)
    if head in VERBS or verb:  # not "with duct tape or | freezing them off": A's edge unclear
        return True  # "or | wait for the numbers", "or | rip it out"
    return len(before) > 2 and before[-2].low not in VERBS and _opposites(last, b)


def _opposites(last: str, b: list[tx.Token]) -> bool:
    """Are A's last word and B's one word a listed pair of opposites, closing the sentence or followed by a
    preposition, a clause of time or purpose, or (B a preposition: "before or after | makeup") B's object? (Not
    after a verb, checked by the caller: "hang the sign up or down" may be "sign up".)"""
    if (last, b[0].low) not in _OPPOSITES and (b[0].low, last) not in _OPPOSITES:
        return False
    return len(b) == 1 or b[1].low in _AFTER_OPPOSITES or b[0].low in PREPS


def _afterthoughts(after: str) -> bool:
    """Is ``after`` (what follows the sentence) one or more short afterthoughts of at most three words each
    ("honestly. 😩", "6 month age"), no sentence of its own?"""
    later = [part for part in re.split(r"(?<=[.!?])\s+", after.strip()) if part.strip()]
    return bool(later) and all(len(tx.tokens(part)) <= _AFTERTHOUGHT_WORDS for part in later)


_AFTERTHOUGHT_WORDS = 3
