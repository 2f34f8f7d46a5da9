"""More of B's clause that is B's own (see ``_b_rest.whole_b``): two means after the same preposition written on
each side ("by maximizing F1 or by fixing precision | at 0.7"), and a distributive "per" after a B repeating A's
head ("a shared team notebook or a personal notebook | per analyst"); and a "with" phrase between two one-word
options and a purpose, refused ("AdamW or SGD | with momentum | for …")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts import RATE_UNITS
from warrantguard.guard.question.forms.end.tails.rest._by_variant import by_variant
from warrantguard.guard.question.forms.end.verbs import verb_right
from warrantguard.guard.question.words import (
    CUT_WORDS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    TIME_UNITS,
    TIME_WORDS,
    Around,
    Token,
    ing_word,
    phrase_text,
    untimed,
)

__all__ = ["own_rest", "unclear_feature"]

_GOING = frozenset({"to", "into", "from", "toward", "towards"})
_TIMES = TIME_WORDS | TIME_UNITS | frozenset({"once", "twice", "day", "night", "hour", "time"})


def own_rest(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """The words of ``rest`` (what follows B in its clause) that are B's own by a form of this module, else []."""
    return _means_rest(a, b, rest) or _per_rest(a, b, rest)


def _means_rest(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """"by maximizing F1 or by fixing precision | at 0.7": the same preposition and a gerund opening each option
    make B a gerund phrase, which ends where a verb phrase does (its complements are its own; a purpose, "for …",
    still ends it, and a destination, "to work", may be both's)."""
    if len(a) < 2 or len(b) < 2 or a[0].low != b[0].low or a[0].low not in PREPOSITIONS:
        return []
    if not (ing_word(a[1].low) and ing_word(b[1].low)) or b[1].capitalized or not rest or rest[0].low in _GOING:
        return []  # "by taking the bus or by riding a bike | to work": where both go
    kept = rest[: max(0, len(untimed(a[1:], verb_right(a[1:], b[1:] + rest))) - len(b) + 1)]
    timed = any(t.low.rstrip("?.!,").removesuffix("s") in _TIMES for t in kept)
    return [] if timed else kept  # not "… or by doing both families | at once": when both are done


# Who or what each gets a copy of their own ("a personal notebook per analyst", "a separate repo per service").
_HOLDERS = frozenset({"analyst", "user", "person", "agent", "employee", "developer", "engineer", "team", "student",
                      "teacher", "customer", "client", "device", "machine", "host", "node", "tenant",
                      "household", "family", "child", "kid", "member", "account", "project", "repo", "service",
                      "desk", "room", "site", "store", "squad", "rep", "driver", "nurse", "patient", "classroom"})


def _per_rest(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """"a shared team notebook or a personal notebook | per analyst": B repeats A's head noun and "per" follows with
    a holder of its own copy (an analyst, a service, a device), and no amount in either option (not "$5 or $8 per
    month"): the distribution is B's own, what sets B's kind of the head against A's (not "net sales | per region",
    a dimension both are reported by)."""
    if len(rest) < 2 or rest[0].low != "per" or a[-1].low != b[-1].low or len(b) < 2:
        return []
    noun = rest[1].low.rstrip("?.!,")
    if noun.removesuffix("s") not in _HOLDERS or noun in RATE_UNITS | TIME_UNITS or rest[1].capitalized:
        return []  # "net sales | per region": a dimension both are reported by, not whom B's copy belongs to
    if any(ch.isdigit() or ch in "$€£" for t in a + b for ch in t.text):
        return []
    end = next((k for k in range(2, len(rest)) if rest[k].low in PREPOSITIONS | CUT_WORDS), len(rest))
    return rest[:end]


def unclear_feature(a: list[Token], b: list[Token], around: Around) -> str | None:
    """What makes the pair unclear by a form of this module ("AdamW or SGD | with momentum | for …", "Holt-Winters |
    additive or multiplicative seasonality", "Monograph or thesis | by publication?"), else ``None``."""
    return _with_feature(a, b, around) or _named_modifier(a, b) or by_variant(a, b, around)


def _named_modifier(a: list[Token], b: list[Token]) -> str | None:
    """A name and one lower-case adjective as A, a lower-case adjective and a head as B ("Holt-Winters additive or
    multiplicative seasonality"): the name may be both options' (the two adjectives are the options) or A's alone
    (a named thing against a kind of the head); refused."""
    if len(a) != 2 or len(b) != 2 or not a[0].capitalized or not all(t.text.isalpha() and t.text.islower()
                                                                     for t in (a[1], b[0], b[1])):
        return None
    if not (a[1].low.endswith(_ADJECTIVE_ENDS) and b[0].low.endswith(_ADJECTIVE_ENDS)):
        return None
    return f"unclear whether '{a[0].text}' names both options or only the first"


_ADJECTIVE_ENDS = ("ive", "al", "ic", "ous", "ful", "less", "able", "ible", "ary")


def _with_feature(a: list[Token], b: list[Token], around: Around) -> str | None:
    """A one-word A and B, then "with", a bare noun phrase and a purpose ("AdamW or SGD | with momentum | for
    fine-tuning …"): the "with" phrase may be a variant of B's own ("SGD with momentum") or what both come with
    ("coffee or tea with milk for breakfast"); refused."""
    if len(a) != 1 or len(b) != 1:
        return None
    words: list[Token] = []
    tok = around.next(b[-1])
    while tok is not None and len(words) < 4 and tok.low not in PREPOSITIONS - {"with"}:
        words.append(tok)
        tok = around.next(tok)
    bare = words[1:] and all(t.low.isalpha() and t.low not in DETERMINERS | POSSESSIVES for t in words[1:])
    if not words or words[0].low != "with" or not bare or tok is None or tok.low != "for":
        return None
    return f"unclear whether '{phrase_text(words)}' is the second option's own or said of both"
