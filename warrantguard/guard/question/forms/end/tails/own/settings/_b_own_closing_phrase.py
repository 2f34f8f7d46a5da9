"""Phrases closing the sentence after option B that are B's own, told by A's own words or B's own clause: a time
phrase against A's own time ("charge at the depot overnight or at public rapid chargers | during shifts"), "later"
closing B's own "and" clause ("a hybrid inverter, or a standard inverter and add an AC battery | later?"), the task
of a person B hires ("clean the panels myself or pay someone £80 | to do it"), a place against A's aside ("kettle
(electric) or a pan | on the gas hob -- which …"), the standard after B's participle ("… or to have them made | to
print?")."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.words import (
    DETERMINERS,
    OWN_TIMES,
    PRONOUNS,
    TIME_NOUNS,
    Around,
    Token,
    is_verb,
    participle_word,
)

__all__ = ["aside_against_place_b", "hired_task_b", "later_of_own_clause_b", "standard_after_participle_b",
           "timed_against_own_time_b"]

_ENDS = ("?", "!", ".", ";", ":")
_DASHES = frozenset({"--", "—", "–", "-"})
_HIRED = frozenset({"someone", "somebody", "anyone", "anybody"})
_HIRING = frozenset({"pay", "hire", "get", "ask", "commission", "contract"})  # "… or pay | a lab like TÜV | to do it"
_AGENT_START = frozenset({"a", "an", "the", "my", "our", "their", "his", "her", "your"})
_TASK_OBJECTS = frozenset({"it", "them", "this", "that", "the", "job", "work"})
_PLACE_PREPS = frozenset({"on", "in", "at", "under", "over"})
_SPAN_PREPS = frozenset({"during", "throughout"})  # a span of B's own activity, not a time both options wait for


def closing_rest(b: list[Token], around: Around) -> list[Token] | None:
    """The words after B up to the end of its sentence or a dash ("… or at public chargers | during shifts."), stripped
    of the closing mark; None when there are none, or when a comma or a clause runs on."""
    rest: list[Token] = []
    nxt = around.next(b[-1]) if b else None
    while nxt is not None and nxt.text not in _DASHES:
        if nxt.text.endswith(","):
            return None
        rest.append(nxt)
        if nxt.text.endswith(_ENDS):
            break
        nxt = around.next(nxt)
    if not rest:
        return None
    last = rest[-1]
    text = last.text.rstrip("?!.;:")
    return [*rest[:-1], Token(text, last.start, last.start + len(text))] if text else rest[:-1] or None


def timed_against_own_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time phrase closing its sentence when A, a phrase of its own, ends on its own time ("charge at the
    depot overnight or at public rapid chargers | during shifts", "run it overnight or at the office | during
    work hours"): each option's own time; ``b`` otherwise ("at the depot or at public chargers | during shifts")."""
    if len(a) < 2 or a[-1].low not in OWN_TIMES:
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 4 or rest[0].low not in _SPAN_PREPS:
        return b
    return [*b, *rest]


def later_of_own_clause_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "later" closing it when B is two clauses of its own joined by "and" ("a hybrid inverter, or a standard
    inverter and add an AC battery | later?", "rent now, or buy a van and convert it | later"): the time of B's
    second step; ``b`` otherwise ("… or a standard inverter | later")."""
    rest = closing_rest(b, around)
    if not a or rest is None or len(rest) != 1 or rest[0].low != "later":
        return b
    if not any(t.low == "and" and is_verb(nxt) for t, nxt in pairwise(b[1:])):
        return b
    return [*b, *rest]


def hired_task_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the infinitive closing it when B hires a person for the task ("clean the panels myself or pay someone
    £80 | to do it", "fix it myself or get somebody | to look at it"): the task is what the person does, B's own;
    ``b`` otherwise ("paint it or stain it | to protect it")."""
    rest = closing_rest(b, around)
    if not a or rest is None or len(rest) < 2 or rest[0].low != "to" or not is_verb(rest[1]):
        return b
    if len(b) < 2 or not is_verb(b[0], initial=True) or not (b[1].low in _HIRED or _hired_agent(a, b)):
        return b
    if len(rest) > 2 and rest[2].low not in _TASK_OBJECTS:
        return b
    return [*b, *rest]


def _hired_agent(a: list[Token], b: list[Token]) -> bool:
    """Does B open with a verb of hiring or asking and its object, a noun phrase ("… or pay | a lab like TÜV", "… or
    hire | an electrician", "… or ask | my brother"), against an A whose verb is no such verb? The infinitive after it
    is the hired one's task, as after "someone"."""
    return b[0].low in _HIRING and b[1].low in _AGENT_START and a[0].low not in _HIRING


def aside_against_place_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the place phrase closing its clause when A closes on an aside of its own ("kettle (electric) or a pan |
    on the gas hob -- which is cheaper", "the oven (fan) or a pan | on the stove?"): A told apart by its aside, B by
    its place; ``b`` otherwise ("the oven or a pan | in the morning": a time, or no aside)."""
    if len(a) < 2 or not (a[-1].text.startswith("(") and a[-1].text.endswith(")")):
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 4 or rest[0].low not in _PLACE_PREPS:
        return b
    if any(t.low in TIME_NOUNS for t in rest) or not any(t.low in ("the", "a", "my", "our") for t in rest[1:2]):
        return b
    return [*b, *rest]


def standard_after_participle_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "to" and one bare word closing the sentence after B's closing participle ("buy them off the shelf or to
    have them made | to print?", "… or get it cut | to size"): the standard the thing is made to, B's own; ``b``
    otherwise (A closing on a participle too: "painted or powder coated | to spec", the standard may be both's; "to"
    before a person: "… or emailed | to them"). A purpose after the standard is both's ("gold crown or porcelain fused
    | to metal | for a back molar?")."""
    rest = closing_rest(b, around)
    if rest is not None and len(rest) > 3 and rest[2].low == "for":  # "… fused | to metal | for a back molar"
        rest = rest[:2]
    if len(a) < 2 or len(b) < 2 or rest is None or len(rest) != 2 or rest[0].low != "to":
        return b
    word, last = rest[1], b[-1]
    if not (word.text.isalpha() and word.text.islower()) or word.low in PRONOUNS | DETERMINERS:
        return b
    if not (last.text.islower() and participle_word(last.low)) or participle_word(a[-1].low):
        return b
    return [*b, *rest]
