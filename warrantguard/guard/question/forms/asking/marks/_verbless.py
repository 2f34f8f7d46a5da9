"""A sentence with no verb of its own that names two alternatives asks to choose, question mark or not:
"mac mini m4 or a used m1 max studio", "a 100A subpanel in the garage or a 60A subpanel in the shop", "Galaxy S24
for €799 or S24+ for €999", "Heating the house with a heat pump or a propane furnace in Vermont"; so do two verb
phrases set against each other, each with its own verb ("cancel Netflix or downgrade to the ad tier").

Not a statement: a subject pronoun, an auxiliary or copula, a contraction ("it's"), a finite verb after a noun
("my roommate plays music at 2am or later"), a word saying how things stand ("both", "accepted"), a full stop at the
end. Not an instruction: a verb and its object with the "or" inside it ("email John or Mary about it"), or a lone verb
before "or" ("call or text me"), or one word before it and B's verb taking an object ("print or download the
form")."""

from __future__ import annotations

import re
from itertools import pairwise

from warrantguard.guard.question.forms.asking.unasked import HEADING, SETTLED, context_after_semicolon, unfit
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COPULAS,
    DETERMINERS,
    PARTICLES,
    POSSESSIVES,
    PREPOSITIONS,
    VERBS,
    WH,
    Token,
    is_verb,
    wordlists,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["shared_object", "verbless_pair"]

_COORDINATOR = re.compile(r"(?:\s*,\s*|\s*(?:…|\.{2,})\s*|\s+)(?:or|vs\.?|versus)\s+", re.I)  # "quit now…or wait"
_CLAUSE_BREAK = re.compile(r"[,;:—–]|\s(?:--?|~)\s|\.\.\.|…|\s(?:lol|lmao|haha)\s")  # "A or B | -- …", "lol | my …"
_CONTEXT_BREAK = re.compile(r";+\s*|\.{2,}\s*|…\s*|\s[-—–]{1,2}\s")  # a told clause's end before the pair
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she", "it", "me", "us", "him", "them", "everyone", "someone",
                       "everybody", "somebody", "nobody", "anyone"})
_OBJECTS = frozenset({"it", "me", "us", "him", "them"})  # an object after a verb: "keep | it flat", "remind | me"
_SETTLED = SETTLED | frozenset({"neither", "depending"})
_SIMPLER = frozenset({"just", "simply"})
_LATER = frozenset({"after", "later", "tomorrow", "before", "once", "when"})
_POLITE = re.compile(r"^\W*(?:kindly|please|pls|plz)\s+", re.I)  # "Kindly suggest …": the verb after it
_NOT_TOLD = frozenset({"both", "either", "whichever", "whatever"})  # "…, both used": how the options are
_BOUND = 12  # words before the "or" at most
_CLOSING_ASIDE = re.compile(r"\s+\([^()]*\)(?=[?!…]*$)")  # a remark closing the sentence, its own clause
_NO_SUBJECT = DETERMINERS | POSSESSIVES  # "the | runs", "my | plans": a noun, no verb
_OBJECT_NEXT = (POSSESSIVES | _OBJECTS | frozenset({"the", "a", "an", "each", "every", "all", "here", "there"})) \
    - frozenset({"this", "next", "last"})


def verbless_pair(sentence: str) -> bool:
    """Does ``sentence`` name two alternatives with no verb of its own (or two verb phrases against each other),
    and no full stop at its end? See the module's docstring."""
    text = _CLOSING_ASIDE.sub("", _POLITE.sub("", sentence.rstrip()))  # "… or fix it up first | (roof is shot)"
    heading = HEADING.match(text)
    asked = heading is not None and heading.group(1).lower() in ("q", "question")  # "Q: A or B." asks all the same
    if heading is not None and _COORDINATOR.match(" " + text[heading.end() :]) is None:  # not "Trypsin — or …"
        if unfit(tx.tokens(heading.group(1))) and tx.tokens(heading.group(1))[0].low not in WH:
            return False  # "Noting for my records: …", "My plan: …" (but "Which to buy: …")
        text = text[heading.end() :].rstrip(".") if asked else text[heading.end() :]
    co = _COORDINATOR.search(text)
    context = [m for m in _CONTEXT_BREAK.finditer(text, 0, co.start()) if text[m.end() : co.start()].strip()] \
        if co is not None else []  # not "Sell the bass boat; | or keep it …": a break before the "or" itself
    cut = max([m.end() for m in context] + [_after_pictograph(text, co.start()) if co is not None else 0])
    if cut:  # "firestick keeps buffering;; | reset to factory or buy a new one", "fired today 😭 | file …": context
        text = text[cut:]
        co = _COORDINATOR.search(text)
    told = co is not None and context_after_semicolon(text, co.start(), co.end())  # "…; the survey closes Friday."
    stopped = text.endswith(".") and not text.endswith("..") and not told
    if co is None or stopped or _participles(text, co):
        return False
    head = tx.tokens(text[: co.start()])
    clause, *after = _CLAUSE_BREAK.split(text[co.end() :], maxsplit=1)
    rest = _own_clause_cut(tx.tokens(clause), bool(head) and head[0].low not in VERBS)  # "wait | till I get the
    # letter": B's own clause tells nothing; nor a condition after a noun pair ("… speakers | if they …")
    if not head or not rest or len(head) > _BOUND or _finite(head) \
            or any(_said(t, p, (head[0], rest[0])) for t, p in _with_prev(head + rest)):
        return False
    b_verb = rest[1] if rest[0].low in _SIMPLER and len(rest) > 1 else rest[0]
    if shared_object(head, co.group(0), rest):
        return False
    if head[0].low in VERBS and not _noun_first(head, b_verb) and not _titled_versus(head, co.group(0), rest):  # an
        # imperative: only two verb phrases ask
        if [t.low for t in head if t.low.isalpha()][-1:] in (["now"], ["today"], ["tonight"]) and b_verb.low in _LATER:
            return True  # "go on break now - or after the rush": two times of one act
        for_asker = head[1].low in ("me", "us") if len(head) > 1 else False  # "Email me the report or …": a task
        return len(head) > 1 and is_verb(b_verb, initial=True) and not for_asker
    return not _both_told(tx.tokens(after[0]) if after else [])


def _after_pictograph(text: str, co: int) -> int:
    """Where the words after the last pictograph before the 'or' at ``co`` start, when words stand between it and
    the 'or' ("fired today 😭 | file for unemployment tonight or …": what is told before it is context; not "meal kit
    🥡 or …"), else 0."""
    toks = tx.tokens(text[:co])
    pics = [k for k, t in enumerate(toks) if tx.pictograph(t)]
    return toks[pics[-1]].end if pics and pics[-1] < len(toks) - 1 else 0


def _own_clause_cut(rest: list[Token], nouns: bool) -> list[Token]:
    """B's words before a time clause of its own ("wait | till I get the termination letter", "upgrade to an OLED |
    now that prices have dropped") or, when no verb opens the sentence (``nouns``), a condition ("front ported or rear
    ported speakers | if they have to go close to the wall"; not "call the pizza place or text them | if they …": an
    instruction), else ``rest``."""
    ends = _TIME_CLAUSE | _CONDITION if nouns else _TIME_CLAUSE
    k = next((k for k, t in enumerate(rest) if k and (t.low in ends or _now_that(rest, k))), len(rest))
    return rest[:k]


def _now_that(rest: list[Token], k: int) -> bool:
    """Does a "now that" clause open at word ``k`` ("… | now that prices have dropped")?"""
    return rest[k].low == "now" and k + 1 < len(rest) and rest[k + 1].low == "that"


_TIME_CLAUSE = frozenset({"till", "until", "til", "once", "before", "after", "when"})
_CONDITION = frozenset({"if", "unless"})


def _noun_first(head: list[Token], b_first: Token) -> bool:
    """Is the verb opening the sentence a noun too, no object after it and no verb opening B ("travel insurance
    from the airline or …", "climb or conventional milling"; not "call or text me")?"""
    object_next = len(head) > 1 and (head[1].low in DETERMINERS | POSSESSIVES | _SUBJECTS or head[1].capitalized)
    return head[0].low in AMBIGUOUS and not object_next and b_first.low not in VERBS


def shared_object(head: list[Token], joiner: str, rest: list[Token]) -> bool:
    """One word before the "or" and B's first word taking an object or "here" ("Print or download | the form",
    "Sign or initial | each page", "Venmo or Zelle | the deposit …", "Click or tap | here"): two verbs of one
    instruction, whatever their word class; not a time after B ("Paris or Rome | this summer"), nor a pair set
    against each other by "vs" ("prebuilt vs build your own PC")."""
    return joiner.strip(" ,").lower() == "or" and len(head) == 1 and len(rest) > 1 and rest[1].low in _OBJECT_NEXT


def _titled_versus(head: list[Token], joiner: str, rest: list[Token]) -> bool:
    """Two names of as many capitalised words set against each other by "versus" ("Buff Orpington versus Light
    Sussex"): the verb opening the sentence is a name's word, as capitalised as the rest, no instruction (not "Compare
    Python versus Java": a verb and its object against one name)."""
    versus = joiner.strip(" ,.").lower() in ("vs", "versus")
    titled = all(t.text[:1].isupper() and t.text[1:].islower() for t in head + rest)
    return versus and titled and 1 < len(head) == len(rest)


def _with_prev(toks: list[Token]) -> list[tuple[Token, Token | None]]:
    return list(zip(toks, [None, *toks[:-1]], strict=True))


def _both_told(after: list[Token]) -> bool:
    """Does the next clause tell that both or either hold, with its own subject ("…, I drink both")?"""
    words = {t.low for t in after}
    return bool(words & _SUBJECTS) and bool(words & _SETTLED)


def _participles(text: str, co: re.Match[str]) -> bool:
    """Is either option a past participle ("approved or rejected"), or does the rest say how things stand
    ("kettle... or toaster... | broken again")?"""
    first = tx.tokens(text[: co.start()])[:1] + tx.tokens(text[co.end() :])[:1]
    clauses = _CLAUSE_BREAK.split(text[co.end() :])
    told = [{t.low.strip(".…") for t in tx.tokens(c)} for c in clauses]  # not "…, the M4 is closed": its own
    after = set().union(*(words for words in told if not words & (AUX | COPULAS) and not _has_s(words)))
    participles = len(first) == 2 and all(len(t.low) > 4 and t.low.endswith("ed") for t in first)
    return participles or bool(after & (SETTLED - _NOT_TOLD))


def _has_s(words: set[str]) -> bool:
    """A contracted "is" in the clause ("roof's already gone"): a statement of its own, not the pair's state."""
    return any(w.endswith(("'s", "’s")) and w not in ("let's", "let’s") for w in words)


def _said(tok: Token, prev: Token | None, openers: tuple[Token, Token]) -> bool:
    """A word that makes a clause of the sentence or says how things stand: an auxiliary, a copula, a subject
    pronoun (not the numeral of "Phase I", nor an object pronoun after a verb or after a gerund opening an option,
    one of ``openers``: "waiting | it out"), a contraction ("it's"; a name's "Joe's" is none); no initialism opening
    an option against another ("BD vs | BE")."""
    w = tok.low
    numeral = w == "i" and prev is not None and prev.capitalized
    numeral = numeral and prev is not None and prev.low not in wordlists.WEEKDAYS  # "wednesday | i forget": a subject
    numeral = numeral or (w in _OBJECTS and prev is not None and _verb_word(prev))  # "keep | it flat": an object
    numeral = numeral or (w in _OBJECTS and prev is not None and prev.low in PARTICLES)  # "walk away from | it"
    numeral = numeral or (w in _OBJECTS and prev is not None and prev in openers and _gerund(prev))  # "waiting it"
    contraction = ("'" in w or "’" in w) and not tok.capitalized and not _placed_possessive(tok, prev)
    named = tok.capitalized and prev is not None and prev.low in DETERMINERS  # "a | May contract": a month, no aux
    thanks = prev is not None and prev.low == "thank" and prev is not openers[0]  # "email thank | you": a noun (not
    numeral = numeral or (w == "you" and thanks)  # "thank you card or …", where "thank" may be read as a verb)
    if tok in openers and all(len(o.text) > 1 and o.text.isupper() and o.text.isalpha() for o in openers):
        return False  # "BD vs | BE membership": an initialism against another, no copula
    return (w in AUX and not named) or w in COPULAS or (w in _SUBJECTS and not numeral) or w in _SETTLED or contraction


def _verb_word(tok: Token) -> bool:
    """A listed verb, or a compound ending in one ("keep", "wall-mount", "pre-order"): its object may follow."""
    return tok.low in VERBS or ("-" in tok.low and tok.low.rsplit("-", 1)[1] in VERBS)


def _placed_possessive(tok: Token, prev: Token | None) -> bool:
    """A noun's "'s" after a preposition, the place of someone's ("go to the party at | kev's", "stay | at mom's"):
    a possessive, no contraction ("… at | what's …", "… to | it's" are none of it)."""
    stem = re.sub(r"['’]s$", "", tok.low)
    return prev is not None and prev.low in PREPOSITIONS and stem != tok.low and stem.isalpha() \
        and stem not in _SUBJECTS | WH | _DEMONSTRATIVES


_DEMONSTRATIVES = frozenset({"that", "this", "there", "here", "what", "let"})


def _finite(head: list[Token]) -> bool:
    """A listed verb's ``-s`` form after a noun before the "or" ("my roommate | plays music …"): a clause."""
    for prev, tok in pairwise(head):
        w = tok.low
        stem = w[:-2] if w.endswith("es") and w[:-2] in VERBS else w[:-1]
        if w.endswith("s") and stem in VERBS and prev.low not in _NO_SUBJECT and not prev.low[:1].isdigit():
            return True
    return False


def _gerund(tok: Token) -> bool:
    """An -ing form of a listed verb ("waiting", "riding", "putting"), whose object a pronoun after it is ("waiting
    | it out"; not "morning", nor "something")."""
    w = tok.low
    stem = w[:-3]
    return tx.ing_word(w) and any(v in VERBS for v in (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""))
