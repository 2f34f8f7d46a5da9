"""Pairs whose cut may have split a phrase of one side's own, refused (session 50): B opening with a preposition that
stands earlier, before the phrase A was cut from ("practising against Stockfish at | level 5 or against Maia": A
the whole "against …" phrase); a one-word B verb whose possessed object goes on after the cut ("tenuki or answer |
his approach move": B's object, or both's?); a repeated infinitive's B cut before a phrase of its own closing the
sentence, A holding its own phrase ("to go to a weekly club or to have online lessons | with a coach"); an articled
B cut before a count of plural things closing the sentence ("a 5-round Swiss or an all-play-all | in two groups");
and a gerund opening A alone after "between" ("between learning full PLL and 4LLL": the gerund may be both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    DETERMINERS,
    NUMBER_WORDS,
    POSSESSIVES,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_UNITS,
    Around,
    Token,
    gerund_word,
    is_verb,
)

__all__ = ["between_gerund_problem", "counted_tail_problem", "infinitive_tail_problem", "outer_preposition_problem",
           "possessed_object_problem"]

_LEADS = PREPOSITIONS | {"against"}
_CLAUSE_ENDS = (",", ";", ":", ".", "?", "!")
_BACK = 5  # words looked back from A's preposition for B's
_THIRD_POSSESSIVES = POSSESSIVES - {"my", "our", "your"}  # another's thing: "answer | his approach move"
_INDEFINITE = frozenset({"a", "an"})
_TIME_HEADS = TIME_UNITS | {"day", "hour", "minute", "second"}


def _closing_run(b: list[Token], around: Around, limit: int) -> list[Token]:
    """The words after B up to the sentence's end, when at most ``limit`` and none ends a clause before the last."""
    run = around.after(around.whole(b[-1]), limit + 1)
    if not run or len(run) > limit or around.whole(b[-1]).text.endswith(_CLAUSE_ENDS):
        return []
    return [] if any(t.text.endswith(_CLAUSE_ENDS) for t in run[:-1]) else run


def outer_preposition_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A the object of an inner preposition is unclear against B opening with an outer one that stands before
    it ("practising against Stockfish at | level 5 or against Maia": B stands against the whole "against …"
    phrase), or None (not "against Stockfish or against Maia": A opens with B's preposition)."""
    if not a or not b or b[0].low not in _LEADS or a[0].low == b[0].low:
        return None
    prev = around.prev(a[0])
    prev = around.prev(prev) if prev is not None and prev.low in DETERMINERS else prev
    if prev is None or prev.low not in _LEADS or prev.low == b[0].low:
        return None
    tok: Token | None = prev
    for _ in range(_BACK):
        tok = around.prev(tok) if tok is not None else None
        if tok is None or tok.text.endswith(_CLAUSE_ENDS):
            return None
        if tok.low == b[0].low:
            return f"B's '{b[0].text} …' may stand against the whole '{tok.text} …' phrase A was cut from"
    return None


def possessed_object_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a one-word B verb before a possessed object closing the sentence is unclear against a one-word A no
    listed verb ("tenuki or answer | his approach move?": B's own object, or both's?), or None (not "call or text
    my mom?": two verbs sharing the object)."""
    if len(a) != 1 or len(b) != 1 or not is_verb(b[0]) or is_verb(a[0]) or not a[0].text.isalpha():
        return None
    run = _closing_run(b, around, 5)
    if not run or run[0].low not in _THIRD_POSSESSIVES:
        return None  # "ice or heat | my sprained ankle": the speaker's own thing both act on
    return f"the object after B ('{run[0].text} …') may be B's own or both's"


def infinitive_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a repeated infinitive's B cut before a phrase closing the sentence is unclear when A holds a phrase of
    its own ("to go to a weekly club or to have online lessons | with a coach": B's phrase, or both's?), or None
    (not a time's phrase: "… or to run | in the evenings")."""
    if len(a) < 3 or len(b) < 2 or not is_verb(a[0]) or not is_verb(b[0]):
        return None
    marks = around.prev(a[0]), around.prev(b[0])
    if any(m is None or m.low != "to" for m in marks) or not any(t.low in PREPOSITIONS for t in a[1:]):
        return None
    run = _closing_run(b, around, 4)
    if len(run) < 2 or run[0].low not in PREPOSITIONS or run[0].low == "for" or run[1].low not in _INDEFINITE:
        return None  # "… or to hire externally | for the controller role": a purpose, or a known thing, both's
    if any(t.low.strip("?.!") in TIME_NOUNS for t in run):
        return None
    return f"the phrase after B ('{run[0].text} …') may be B's own or both's"


def counted_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why an articled B cut before a count of plural things closing the sentence is unclear ("a 5-round Swiss or an
    all-play-all | in two groups?": B's own form, or both's?), or None (not a time: "… | in two years")."""
    art = around.prev(b[0]) if b else None
    if not a or art is None or art.low not in ARTICLES:
        return None
    run = _closing_run(b, around, 3)
    if len(run) != 3 or run[0].low != "in":
        return None  # "… or a dessert bar | for 90 guests": whom both are for
    count, noun = run[1].low, run[2].low.strip("?.!")
    if not (count in NUMBER_WORDS or count.isdigit()) or not noun.endswith("s") or noun[:-1] in _TIME_HEADS:
        return None  # "… or a detailed update | in 30 minutes": a time
    return f"the count after B ('{run[0].text} {run[1].text} {run[2].text}') may be B's own or both's"


def between_gerund_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a gerund opening A alone after "between" is unclear ("between learning full PLL and 4LLL": the gerund
    may be both's), or None (not "between learning X and practising Y": both gerunds)."""
    if len(a) < 2 or len(b) != 1 or not gerund_word(a[0]) or b[0].low.endswith("ing") or is_verb(b[0]):
        return None  # "between overmoulding the grip and | a separate sleeve", "… and just | selling it": whole
    prev = around.prev(a[0])
    if prev is None or prev.low != "between":
        return None
    return f"A's '{a[0].text}' may govern both options"
