"""Option edges the twenty-ninth held-out part found loose: a phrase after B that is B's own, a remark
or a raising adjective after B that is not, A's shared lead left on A, and forms that stay unclear.

:func:`loose_ends` moves an option's edge where the form settles it ("… or first thing | in the
morning", "… or the big chain | likely to …", "the inhaler before | practice or only matches");
:func:`loose_problem` names a form that does not settle it ("Pay in | full vs. monthly installments",
"upgrade to | premium economy or to save …").
"""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.forms import stray_quotes
from warrantguard.guard.question.words import (
    COMPARATIVES,
    CUT_WORDS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_UNITS,
    VERBS,
    Around,
    Token,
    ing_word,
    its_for_it_is,
)

__all__ = ["loose_ends", "loose_problem"]

_ASIDE_AFTER = frozenset({"it", "them", "this", "that", "these", "those"})
_RAISING = frozenset({"likely", "unlikely", "able", "unable", "sure", "certain", "bound", "apt"})
_THING = frozenset({"first", "last"})
_PLACE = frozenset({"at", "in", "near", "by", "on"})
_MEANS = frozenset({"with", "from", "through", "via", "at"})
_FOCUS = frozenset({"only", "just"})
_IDIOMS = frozenset({"full", "advance", "person", "bulk", "hand", "foot", "once", "total", "part", "kind", "cash"})
_CAUSERS = frozenset({"set", "tell", "ask", "configure", "instruct", "get"})
_TIMES = TIME_UNITS | frozenset({"morning", "evening", "night", "afternoon", "weekend", "weekends", "summer",
                                 "winter", "spring", "fall", "autumn"})


def _rest(last: Token, around: Around, most: int) -> list[Token]:
    """The words after ``last`` to the end of its sentence, or none when there are more than ``most``
    or a clause mark sets them off."""
    out: list[Token] = []
    tok = around.next(last)
    while tok is not None:
        out.append(tok)
        if len(out) > most or tok.text.rstrip("?!.")[-1:] in ",;:":
            return []
        tok = around.next(tok)
    return out


def _plain_phrase(rest: list[Token], preps: frozenset[str]) -> bool:
    """A prepositional phrase of nouns alone: no verb, no clause word, no time."""
    return len(rest) >= 2 and rest[0].low in preps and not any(
        (t.low in VERBS and p.low not in DETERMINERS) or t.low in PREPOSITIONS | _TIMES or ing_word(t.low)
        for p, t in pairwise(rest))  # "at the back": a noun after an article


def _cut_b(b: list[Token], around: Around) -> list[Token]:
    """B without a bracketed remark after its pronoun ("keep it | (non-refundable 😬)"), a run-on clause ("just walk |
    its about 25 minutes") or a raising adjective before "to" ("the early train | likely to get us …")."""
    for k in range(1, len(b)):
        if (b[k].text.startswith("(") and (b[k - 1].low in _ASIDE_AFTER or _bracketed_clause(b[k:]))) \
                or _run_on(b, k):
            return b[:k]
    after = around.next(b[-1])
    if len(b) > 1 and b[-1].low in _RAISING and after is not None and after.low == "to":
        return b[:-1]
    return b


def _bracketed_clause(rest: list[Token]) -> bool:
    """Is ``rest`` a bracketed clause closing B, a copula after its subject ("the full $5,600 | (limit is $5k)", "fix
    it up first | (roof is shot)"): a remark on the choice, not B's gloss ("vinyl plank (LVP)")?"""
    closes = rest[-1].text.rstrip("?!.,…")[-1:] == ")" and not any(")" in t.text for t in rest[:-1])
    return closes and any(t.low in _CLAUSE_COPULAS for t in rest[1:])


_CLAUSE_COPULAS = frozenset({"is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't"})


def _run_on(b: list[Token], k: int) -> bool:
    """Does a clause of its own start at B's ``k``-th word, "it's" (or "its" spelt for it: not before a noun) after a
    word that takes no clause ("just walk | its about 25 minutes"; not "tell him | it's over")?"""
    w, prev = b[k].low.replace("\u2019", "'"), b[k - 1].low
    run_on = w in _RUN_ON or its_for_it_is(b[k], b[k + 1] if k + 1 < len(b) else None)
    return run_on and prev not in PRONOUNS | _OBJECTS | _CLAUSE_TAKERS and prev not in PREPOSITIONS | CUT_WORDS


_RUN_ON = frozenset({"it's", "there's"})
_OBJECTS = frozenset({"me", "him", "her", "us", "them", "that", "if", "whether", "till", "though", "although",
                      "unless", "because", "since", "once", "while", "where", "when"})
_CLAUSE_TAKERS = frozenset({"say", "tell", "think", "hope", "pretend", "admit", "accept", "assume", "decide", "check",
                            "ensure", "confirm", "know", "agree", "claim", "mention", "explain", "see", "wish",
                            "insist", "prove", "show", "guess", "believe", "feel", "reckon", "suppose", "realise",
                            "realize", "mean", "figure", "find", "make", "sure", "act", "and", "but", "because"})


def _time_idiom(b: list[Token], around: Around) -> list[Token]:
    """"first thing in the morning", "last thing at night": the time phrase is the idiom's own."""
    if len(b) != 2 or b[0].low not in _THING or b[1].low != "thing":
        return b
    nxt = around.next(b[-1])
    if nxt is None or nxt.low not in ("in", "at"):
        return b
    tail = [nxt]
    while len(tail) < 3 and (t := around.next(tail[-1])) is not None and t.low in DETERMINERS | _TIMES:
        tail.append(t)
    return b + tail if tail[-1].low in _TIMES else b


def _own_place(a: list[Token]) -> bool:
    """Does A hold a place of its own after its head ("exchange currency | at home", "aisle | up front")?"""
    return any(a[i].low in _PLACE or (a[i].low == "up" and i + 1 < len(a) and a[i + 1].low == "front")
               for i in range(1, len(a)))


def _b_phrase(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the phrase closing the sentence after it, when it is B's own: a place set against A's own
    place ("at home or … from an ATM | in Mexico"), or the means of a gerund set against a name
    ("Booking.com or booking direct | with the hotel")."""
    rest = _rest(b[-1], around, 4)
    if not rest:
        return b
    if a[0].low not in PREPOSITIONS and _own_place(a) and _plain_phrase(rest, _PLACE):
        return b + rest
    named = len(a) == 1 and (a[0].capitalized or "." in a[0].text.strip(".?!"))
    bare_b = len(b) <= 3 and not any(t.low in PREPOSITIONS for t in b)  # not "driving from Chicago to …"
    if named and bare_b and ing_word(b[0].low) and _plain_phrase(rest, _MEANS):
        return b + rest
    return b


def _caused(a: list[Token], around: Around) -> bool:
    """Does A open with a verb after "to" and a causer's object ("set my rent to | come out of …")?"""
    to = around.prev(a[0])
    if to is None or to.low != "to":
        return False
    tok: Token | None = to
    for _ in range(3):
        tok = around.prev(tok) if tok is not None else None
        if tok is not None and tok.low in _CAUSERS:
            return True
    return False


def _shared_lead_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A cut to its last preposition's bare object when B stands for that object alone: after a
    focusing "only" ("the mouthguard for | practice or only games") or against a bare noun when A holds
    an infinitive ("autopay to pull from | checking or savings")."""
    last = max((i for i in range(1, len(a) - 1) if a[i].low in PREPOSITIONS and a[i].low != "to"), default=None)
    if last is None:
        return a
    obj = a[last + 1 :]
    if len(obj) > 2 or any(t.low in DETERMINERS | PRONOUNS for t in obj):
        return a
    focused = b[0].low in _FOCUS and 2 <= len(b) <= 3 and not any(
        t.low in DETERMINERS | PRONOUNS | VERBS or ing_word(t.low) for t in b[1:]) \
        and a[0].low not in VERBS | {b[0].low} and not ing_word(a[0].low)  # not "cooking at | home or just eating
    # out", not "just after sunset or just before dawn": A's own focus adverb
    inside = any(a[j].low == "to" and a[j + 1].low in VERBS for j in range(len(a) - 1))
    infinitive = (inside or _caused(a, around)) and not any(t.low in VERBS for t in obj) and len(b) == 1 \
        and b[0].low not in VERBS | PRONOUNS | DETERMINERS
    return obj if focused or infinitive else a


def loose_ends(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The options with their edges moved where the form settles them."""
    if not a or not b:
        return a, b
    b = _cut_b(b, around)
    b = b if any("(" in t.text for t in a) else _before_open_aside(b)  # not when A has an aside of its own
    b = _time_idiom(b, around)
    b = _b_phrase(a, b, around)
    return _shared_lead_a(a, b, around), b


def _before_open_aside(b: list[Token]) -> list[Token]:
    """B before a bracketed aside it opens but does not close ("hybrid | (3 days in office)???": the cut fell inside
    the brackets); else ``b``."""
    k = next((k for k, t in enumerate(b) if t.text.startswith("(") and ")" not in t.text), None)
    return b[:k] if k and not any(")" in t.text for t in b[k:]) else b


def _opening_verb_lead(a: list[Token], b: list[Token], around: Around) -> str | None:
    """"Pay in | full vs. monthly installments": a bare verb opening the sentence and a preposition before a
    one-word A that makes an idiom with it ("in full", "by hand"), against a longer B without a preposition:
    shared lead or A's own idiom, the form does not tell."""
    prep = around.prev(a[0])
    verb = around.prev(prep) if prep is not None else None
    if len(a) != 1 or a[0].low not in _IDIOMS or prep is None or prep.low not in PREPOSITIONS or verb is None \
            or verb.low not in VERBS:
        return None
    before = around.prev(verb)
    if before is not None and before.text[-1:] not in ".?!:":
        return None
    if len(b) > 1 and b[0].low not in PREPOSITIONS:
        return f"unclear whether '{verb.text} {prep.text}' is shared or A's own ('{verb.text} {prep.text} {a[0].text}')"
    return None


def _infinitive_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """"to upgrade to | premium economy or to save the money …": the 'to' before B is an infinitive's, not
    the preposition A's lead ends in."""
    prep = around.prev(a[0])
    verb = around.prev(prep) if prep is not None else None
    to = around.prev(verb) if verb is not None else None
    if prep is None or prep.low not in PREPOSITIONS or verb is None or verb.low not in VERBS or to is None \
            or to.low != "to":
        return None
    before_b = around.prev(b[0])
    if before_b is not None and before_b.low == "to" and b[0].low in VERBS and len(b) > 1 \
            and b[1].low in DETERMINERS | PRONOUNS:
        return f"'to {b[0].text}' is an infinitive against A after a preposition ('{prep.text} {a[0].text}')"
    return None


def loose_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the options' edges are unclear, or ``None``."""
    if not a or not b:
        return None
    return _opening_verb_lead(a, b, around) or _infinitive_b(a, b, around) or stray_quotes(a, b, around) \
        or _compared_manner(a, b) or _present_verb_against_object(a, b, around)


def _compared_manner(a: list[Token], b: list[Token]) -> str | None:
    """Why A's verb, a comparative adverb and a prepositional phrase against a B of a verb-or-participle is unclear
    ("would they sell better | as a single lot or split up by country": B a verb of its own, or the state in which
    A's verb does better, the comparison both options'?), or ``None``."""
    if len(a) < 4 or a[0].low not in VERBS or a[1].low not in COMPARATIVES or a[2].low not in PREPOSITIONS:
        return None
    if b[0].low in PREPOSITIONS | DETERMINERS | PRONOUNS or b[0].low not in VERBS:
        return None
    return f"unclear whether '{a[0].text} {a[1].text}' is the first option's own or both options'"


def _present_verb_against_object(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a B of a present -s verb and its determiner ("… or | needs a separate policy") against an A that is the
    object of a preposition after another -s verb ("the collection counts as | contents") is unclear: B is a verb
    phrase, so A's verb and preposition are A's own, not a lead both share; ``None`` otherwise."""
    if len(b) < 2 or not _present_s_verb(b[0]) or b[1].low not in DETERMINERS:
        return None
    prep = around.prev(a[0])
    if prep is None or prep.low not in PREPOSITIONS:
        return None
    verb = around.prev(prep)
    if verb is None or not _present_s_verb(verb):
        return None
    return f"unclear whether '{verb.text} {prep.text}' belongs to the first option"


def _present_s_verb(tok: Token) -> bool:
    """Is ``tok`` a lower-case -s form of a listed verb ("needs", "counts", "qualifies", "passes")?"""
    w = tok.text
    if len(w) <= 3 or not w.islower() or not w.endswith("s"):
        return False
    return w[:-1] in VERBS or (w.endswith("es") and w[:-2] in VERBS) or (w.endswith("ies") and w[:-3] + "y" in VERBS)
