"""Two options written with a slash or a pipe between them, opening the prompt or a sentence of it (see ``_options``).

"React Native / Flutter — which one for …?", "blue spruce | white pine -- which one …", "ssd/hdd
-- which?", "dali spektor 2, elac debut b5.2 - which one …" (a comma opening the prompt, a dash after B, no word
of address or discourse before the comma: not "Honestly, | …"), "Renew license: online / in person. Which is faster
…?": option A opens the prompt (after a
tag or a short heading), option B runs to a dash or a sentence's end and a clause asking which, and
each is a short noun phrase (one to three words, each starting with a letter, a first "in" / "on" /
"by" allowed; not a pronoun, "yes" / "no", "pros" / "cons"; a verb or an -ing word leads A in only when it leads B in
too, or both sides close on one head noun: not "Need tile / vinyl plank …", but "credit card/debit card — which to
use …"). What the pair is for may stand between B and a comma before the clause asking which ("Ericeira / Peniche for
the week, which is more consistent …").

Without the clause asking which, the slashed pair is read only when it is the whole question: a slash (not a pipe)
between two such phrases, perhaps a prepositional phrase after B, and the prompt ending in a question mark ("Tile /
vinyl plank for the bathroom floor?", "Mortgage: fixed/variable??", "sleep regression... wait it out / try a new
schedule???"); a heading may end in an ellipsis, and an ellipsis and a word asking for views may stand for the
question mark ("DAF / private foundation for a $3M exit... thoughts"). A slash (unspaced, or one space each side)
needs no question mark when the pair opens the prompt and a prepositional phrase of what it is for follows, with short
verbless phrases of context at most ("Backpack/suitcase for Vietnam, 3 wks, mostly buses", "wire floor / solid floor
for quail cages"), and at most one word pressing for the answer after a full stop ("folksy/etsy for candles. go");
not times, whose slash often joins both ("Tues/Thurs for the gym, mostly mornings", "lunch/dinner for two"). A slash
also writes one thing of two parts ("TCP/IP", "km/h", "and/or", "24/7", "on/off"): single letters, numbers and such
compounds (``_FUSED``) are never read as a pair. A slash anywhere else in a sentence, a third slashed word and a
prompt with an "or" of its own are left to the other rules.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.framing._enumerated import WHICH_ASKED
from warrantguard.guard.question.words import (
    AUX,
    COMPARISON_NOUNS,
    COPULAS,
    NON_OPTIONS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    clock_time,
    is_verb,
    openings,
    time_word,
    wordlists,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["slashed_pair"]

_WORD = r"(?!(?:for|and|or|with|of|to|in|on)\b)(?:[A-Za-z]|\d+-?[A-Za-z])[\w'’+#.·-]*"  # "14C", "4K", "2-blade": not
# "24/7"
# A side may open with a preposition of manner ("online / in person", "by car / on foot") or a small number before
# its word ("Hybrid/5 wood"); "Audient EVO 4", "Marker Duke PT 16": a model's number closing it, after up to three
# words; "Juliet (2.2)": a short bracketed number or note after it.
_SIDE = rf"(?:(?:in|on|by) )?(?:\d{{1,2}} )?{_WORD}(?: (?:{_WORD}|\d+)){{0,2}}(?: \d+)?(?: \([\w.,:·-]{{1,12}}\))?"
_ELLIPSIS = r"(?:\.{2,}·?|…)"  # the mask hides an ellipsis's last period before a word ("…campaign..·which")
# A short heading may come first: "Renew license: online / in person. Which is faster …?", "sleep regression... ".
_HEADING = rf"(?:[A-Za-z][\w'’-]*(?: [A-Za-z][\w'’-]*){{0,3}}(?::\s+|\s*{_ELLIPSIS}\s*|\s+(?:-{{2,3}}|[–—])\s+))?"
# The clause asking which follows a dash ("— which one …") or an ellipsis, or opens the next sentence
# ("… in person. Which is …"), or B's last word with only a space ("bag gloves/sparring gloves which first").
_BREAK = rf"(?:\s*(?:-{{2,3}}|[–—]|\s-)\s*|[.?!]\s+|\s*{_ELLIPSIS}\s*)"
_KIND_ASKED = r"which\s+[a-z]{3,}\W*$"  # "Seachem Prime / API Stress Coat — which dechlorinator": the kind, closing it
# What the pair is for, between B and a comma, dash or ellipsis before the clause asking which ("Ericeira / Peniche |
# for the week, | which is more consistent …", "plywood/metal panels | for the windows - | which one"): a preposition
# and a few words, no clause punctuation.
_FOR_BOTH = rf"(?:\s+(?:for|in|on|at|during|with)\s+[^.?!\n/,;:|–—-]{{1,60}}(?:,\s*|{_BREAK}))"
_SLASHED = re.compile(rf"{_HEADING}(?P<a>{_SIDE})(?:\s*(?:/{{1,2}}|[|])\s*)(?P<b>{_SIDE})(?:{_BREAK}|{_FOR_BOTH}|\s+)"
                      rf"(?:{WHICH_ASKED}|{_KIND_ASKED})", re.I)
# The pair as the whole question: sides of up to four words without a preposition, then at most a
# prepositional phrase ("for the bathroom floor") and the question mark that ends the prompt.
_PREPS = "|".join(sorted(p for p in PREPOSITIONS if p.isalpha()))
_PLAIN = rf"(?!(?:and|or|of|{_PREPS})\b)(?:[A-Za-z]|\d+-?[A-Za-z])[\w'’+#.·-]*"  # "5mm/7mm for …?": a figure and
# its unit (not "24/7", "3/2": figures alone)
_PLAIN_SIDE = rf"{_PLAIN}(?: (?:{_PLAIN}|\d+)){{0,3}}"  # "every 3 months": a number inside a side
_ASKED_HEAD = r"(?:thoughts|opinions|advice|input|ideas)"
_DASH = r"\s*(?:-{2,3}|[–—]|\s-)"  # "Bloch Jazz Tap // Capezio Fluid — thoughts?": a dash before the views asked
_ALONE = re.compile(rf"{_HEADING}(?P<a>{_PLAIN_SIDE})\s*/{{1,2}}\s*(?P<b>{_PLAIN_SIDE})"
                    rf"(?:\s+(?:{_PREPS})\b[^.?!\n/]{{1,100}})?"
                    rf"(?:\?+(?:[^\w?]*$|\s+(?=\S))|(?:\s*{_ELLIPSIS}|{_DASH})\s*{_ASKED_HEAD}\W*$)", re.I)
# "Sapphire Preferred / Venture X?? | annual fee is …"; "DAF / private foundation for a $3M exit... thoughts": a
# heading asking for views
# One word closing the fragment after a full stop, pressing for the answer: "folksy/etsy for candles. | go".
_CLOSER = r"(?:go|thoughts|pls|please|asap|help|thx|thanks)"
# Without its question mark, the pair and what it is for, then at most a few short phrases of context and no
# verb: a fragment that asks as a heading does ("Backpack/suitcase for Vietnam, 3 wks, mostly buses", "monthly
# pass/pay-as-you-go for the Oyster card", "wire floor / solid floor for quail cages"); not a sentence that ends in a
# full stop.
_FRAGMENT = re.compile(rf"(?P<a>{_PLAIN_SIDE})(?:/| / )(?P<b>{_PLAIN_SIDE})\s+(?:for|in|on|at|during|with)\s+"
                       rf"(?P<rest>[^.?!\n/;:]{{1,100}})(?:\.\s*{_CLOSER}\W*)?$", re.I)
# Two short sides set apart by a comma opening the prompt, a dash and the clause asking which right after B ("dali
# spektor 2, elac debut b5.2 - which one for under £250"): the dash closes the pair, so no third item follows.
_COMMA_PAIR = re.compile(rf"(?P<a>{_SIDE}),\s*(?P<b>{_SIDE})\s+(?:-{{1,3}}|[–—])\s*{WHICH_ASKED}", re.I)
_NOT_SIDES = PRONOUNS | POSSESSIVES | AUX | COPULAS | NON_OPTIONS | COMPARISON_NOUNS | frozenset({"yes"})
# Slashes that write one thing of two parts, or a pair nobody chooses between.
_FUSED = frozenset({"tcp/ip", "ci/cd", "ui/ux", "ac/dc", "on/off", "yes/no", "pass/fail", "true/false", "read/write",
                    "input/output", "client/server", "he/she", "his/her", "him/her", "in/out", "up/down", "am/pm",
                    "plus/minus", "male/female", "pros/cons", "either/or", "and/or", "dos/donts", "start/stop"})


def slashed_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two options of a prompt opening "A / B" or "A | B" (see the module's docstring), or ``None``."""
    if tx.OR.search(masked) or tx.BETWEEN.search(masked):
        return None
    m = next((m for start in openings(masked) if (m := _SLASHED.match(masked, start) or _ALONE.match(masked, start))),
             None) or _comma_pair(masked)
    if m is None:
        m = _FRAGMENT.match(masked.rstrip())
        if m is None or _said(tx.tokens(text[m.start("rest") : m.end("rest")])) \
                or any(_timed(t) for g in ("a", "b") for t in tx.tokens(text[m.start(g) : m.end(g)])):
            return None
    sides = [tx.tokens(text[m.start(g) : m.end(g)], m.start(g)) for g in ("a", "b")]
    if f"{sides[0][-1].low}/{sides[1][0].low}".replace("'", "") in _FUSED:
        return None  # "TCP/IP for a home network?", "on/off"
    led = _led(sides[0]), _led(sides[1])
    checked = [side[:1] if all(led) else side for side in sides]  # "wait it out / try …": a verb's own object
    if any(t.low in _NOT_SIDES or (len(t.low) < 2 and not _letter_name(t, sides) and not _named_letter(t, side)
                                   and not (t.low.isdigit() and len(side) > 1))  # "EVO 4", "every 3 months"
           for side in checked for t in side):
        return None  # "w/", "I/O", "he/she", "yes/no", "pros / cons"
    same_head = len(sides[0]) > 1 and len(sides[1]) > 1 and sides[0][-1].low == sides[1][-1].low
    if led[0] and not led[1] and not same_head:  # not "credit card/debit card": one head, two compounds
        return None  # "Need tile / vinyl plank …", "Installing tile / …": a verb leads A in, not B
    return tx.span_text(text, sides[0]), tx.span_text(text, sides[1])


def _comma_pair(masked: str) -> re.Match[str] | None:
    """The match of :data:`_COMMA_PAIR` opening ``masked`` when A is no lone word of discourse or address ("Honestly,
    | Kobo - which one?", "Guys, …"), else ``None``."""
    m = _COMMA_PAIR.match(masked)
    if m is None:
        return None
    first = tx.tokens(m.group("a"))
    lone = len(first) == 1 and (first[0].low.endswith("ly") or first[0].low in _DISCOURSE)
    return None if lone else m


_DISCOURSE = frozenset({"also", "so", "ok", "okay", "well", "now", "anyway", "anyways", "btw", "hey", "hi", "hello",
                        "guys", "folks", "all", "everyone", "question", "help", "thoughts", "right", "yes", "no",
                        "sorry", "thanks", "please", "then", "still", "again", "hmm", "um", "oh", "alright"})


def _said(rest: list[tx.Token]) -> bool:
    """Does the context after the pair's phrase make a clause: a verb, a pronoun, an auxiliary or a copula? A relative
    clause on a person the phrase names is none of the asker's ("for a complete beginner | who wants to lose weight":
    added for the punctuation family, session 48)."""
    rest = rest[: next((k for k, t in enumerate(rest) if k and t.low in _RELATIVE), len(rest))]
    return any(t.low in PRONOUNS or t.low in AUX or t.low in COPULAS or is_verb(t) for t in rest)


_RELATIVE = frozenset({"who", "whose"})


def _timed(tok: tx.Token) -> bool:
    """A time on a side of the slash ("Tues/Thurs", "lunch/dinner", "AM/PM"): a schedule's slash, which often joins
    both ("Tues/Thurs for the gym")."""
    w = tok.low
    named_day = len(w) >= 3 and any(d.startswith(w) for d in wordlists.WEEKDAYS | wordlists.MONTHS)
    return named_day or time_word(tok) or clock_time(tok) or w in _MEALS


_MEALS = frozenset({"breakfast", "brunch", "lunch", "dinner", "supper", "am", "pm"})


def _letter_name(tok: tx.Token, sides: list[list[tx.Token]]) -> bool:
    """Is ``tok`` a capital letter standing alone against a longer name ("R / Python", "C / Rust"), not one
    of two letters ("I/O", "A/B") nor a lower-case one ("w/")?"""
    other = sides[1] if tok in sides[0] else sides[0]
    return tok.text.isupper() and all(len(side) == 1 for side in sides) and len(other[0].low) > 1


def _named_letter(tok: tx.Token, side: list[tx.Token]) -> bool:
    """Is ``tok`` a capital letter closing a name of capitalized words ("Venture X", "Model S", "Plan B")?"""
    return tok.text.isupper() and len(side) > 1 and tok is side[-1] and all(t.capitalized for t in side)


def _led(side: list[tx.Token]) -> bool:
    """Does a verb or an -ing word open a side of more than one word that is not a name ("Need tile",
    "Running shoes"; not "React Native")?"""
    first = side[0]
    name = all(t.capitalized for t in side)
    compound = first.low in _ING_COMPOUNDS  # "standing desk / treadmill pad?": an -ing word naming a kind
    return len(side) > 1 and not name and not compound and (is_verb(first, initial=True) or tx.ing_word(first.low))


_ING_COMPOUNDS = frozenset({"standing", "running", "sleeping", "walking", "hiking", "swimming", "frying", "washing",
                            "cutting", "dining", "living", "changing", "climbing", "fishing", "riding", "sewing",
                            "drinking", "reading", "mixing", "mating", "folding", "rolling", "sliding"})
