"""Where A starts when the chain cut it too late, seen from B's first word.

An orientation against an orientation: "installing the hardwood | parallel to the joists or perpendicular?" — B is a
bare orientation, so A is the orientation before its "to" phrase, not the phrase's noun ("joists"). A means against
a means: "insulating the attic by | blowing in cellulose or rolling out fiberglass batts" — A's "by" and its gerund
name the means, B a gerund: the gerund before "by" is the goal both share, so A starts at the gerund after "by".
A name asked for in a note: "WO-4471: customer | asking Bosch GCM12SD or Milwaukee 2734-20" — an asking or choosing
verb's -ing form before A's capitalized name and a capitalized B: the asker and the verb are no option's.
A verb phrase against "just" and a verb phrase: "should we | solarize the bed this summer or just sheet mulch …" —
"just" opens a verb phrase B, so A, a word before its determined object and a time ("this summer"), is a verb
phrase from that word (a noun takes no such time: not "a home visit or just a video call").
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    DECISION_CUES,
    DETERMINERS,
    PARTICLES,
    POSSESSIVES,
    TIME_UNITS,
    Around,
    Token,
    ing_word,
)

__all__ = ["asked_name", "just_verb_a", "means_gerund", "oriented_a", "oriented_pair"]

# Orientations (a closed class): "parallel to …" / "perpendicular", "diagonal to the wall or straight".
_ORIENTATIONS = frozenset({"parallel", "perpendicular", "diagonal", "horizontal", "vertical", "parallelly",
                           "perpendicularly", "diagonally", "horizontally", "vertically", "crosswise", "lengthwise"})
# Verbs of asking and choosing in their -ing form ("customer asking | …", "client deciding | …").
_ASKING = frozenset({"asking", "wanting", "requesting"} | {w for w in DECISION_CUES if w.endswith("ing")})
_DEICTIC = frozenset({"this", "next", "last"})  # before a time unit: "this summer", "next spring"
_BACK = 4  # words before A looked at: the orientation, its preposition and up to two determiners


def oriented_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its orientation when B is an orientation and A the noun of an orientation's preposition phrase
    ("parallel to the | joists or perpendicular"); else ``a``."""
    if not a or not b or b[0].low.rstrip("?.!,") not in _ORIENTATIONS or a[0].low in _ORIENTATIONS:
        return a
    before = around.before(a[0])[-_BACK:]
    for j in range(len(before) - 1):
        rest = before[j + 2 :]
        if before[j].low in _ORIENTATIONS and before[j + 1].low in PARTICLES and all(
                t.low in DETERMINERS for t in rest):
            return before[j:] + a
    return a


def oriented_pair(a: Token, b: Token) -> bool:
    """Are A's first word and B's two orientations ("parallel | to the joists" / "perpendicular")?"""
    return a.low in _ORIENTATIONS and b.low.rstrip("?.!,") in _ORIENTATIONS


def means_gerund(a: list[Token], b: list[Token]) -> list[Token]:
    """A from the gerund after its "by" when A opens with a gerund and B is a gerund ("insulating the attic by |
    blowing in cellulose or rolling out …": the means are the options); else ``a``."""
    if len(a) < 4 or not b or not ing_word(a[0].low) or not ing_word(b[0].low):
        return a
    at = [k for k in range(1, len(a) - 1) if a[k].low == "by" and ing_word(a[k + 1].low)]
    return a[at[-1] + 1 :] if at else a


def asked_name(a: list[Token], b: list[Token]) -> list[Token]:
    """A from the capitalized name after an asking verb's -ing form inside it, B opening with a capital too
    ("customer asking | Bosch GCM12SD or Milwaukee 2734-20"); else ``a``."""
    if len(a) < 3 or not b or not b[0].capitalized:
        return a
    at = [k for k in range(1, len(a) - 1) if a[k].low in _ASKING and a[k + 1].capitalized]
    return a[at[-1] + 1 :] if at and not any(t.capitalized for t in a[: at[-1]]) else a


def just_verb_a(core: list[Token], a: list[Token], right: list[Token]) -> list[Token]:
    """A from its verb when B opens with "just" and A's side is a lower-case word before its determined object
    ("solarize | the bed this summer or just sheet mulch …"); else ``a``."""
    if len(right) < 3 or right[0].low != "just" or len(core) < 3 or not a or a[0] is core[0]:
        return a
    if core[0].capitalized or core[0].low in DETERMINERS or core[1].low not in ARTICLES | POSSESSIVES:
        return a
    if core[-2].low not in _DEICTIC or core[-1].low not in TIME_UNITS:  # "… the bed | this summer": a verb's time
        return a
    return core if a[-1] is core[-1] else a
