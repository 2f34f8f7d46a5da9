"""The rest of option B's clause that the other rules cut off and that is B's own (:func:`whole_b`):

* after "either A or B" told in a statement (``_told_either``): "… can either plead no contest or go | to trial.";
* a phrase with "ones" after an amount, standing for the options' noun: "split 10 mg tablets or get a prescription
  | for 5 mg ones" (the amount tells B's kind, as "10 mg" tells A's);
* the word A closes on, repeated after B: "Anmeldung first or bank account | first" (each option with its own);
* a "when" / "if" clause after a B opened by "only": "keep using the inhaler every day or only use it | when i have
  symptoms" ("only … when" limits B alone);
* a street address closing B when A is a place after a preposition ("do the live burn at the county tower or the
  acquired structure | on elm st"): an address places one building, B's;
* an infinitive after a B closing on "out" or "in" against an A closing on the other ("movie night in or go out | to
  eat"): a night in set against going out, what B goes out for is B's own;
* a preposition and a name closing B's verb phrase against a name in A's (``_named_rest``): "go with Click
  Netherfield or pay the extra | for Glasbau Hahn";
* the base of a share closing B (``_share_base``): "by the hour or by a flat margin | on materials";
* a pair set off by commas on both sides ("What's your advice, a Medicare Advantage plan or Original Medicare with
  a Part D plan, for someone …"): the context of both stands after the second comma, all before it is B's.

A rest holding a clause of the asker's own circumstances ("… or a dog walker for our collie | while we're at work")
is never B's: such a clause tells when or why the asker chooses, for both options.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.end.places import possessed_against_place
from warrantguard.guard.question.forms.end.tails.rest._named_rest import named_rest
from warrantguard.guard.question.forms.end.tails.rest._own_rest import own_rest
from warrantguard.guard.question.forms.end.tails.rest._participle_b_rest import participle_b_rest
from warrantguard.guard.question.forms.end.tails.rest._pronoun_b_rest import pronoun_b_rest
from warrantguard.guard.question.forms.end.tails.rest._repeated_verb_limit import repeated_verb_limit
from warrantguard.guard.question.forms.end.tails.rest._share_base import share_base
from warrantguard.guard.question.forms.end.tails.rest._timed_twin_rest import timed_twin_rest
from warrantguard.guard.question.forms.end.tails.rest._told_either import timed_purpose, told_either
from warrantguard.guard.question.words import ARTICLES, DETERMINERS, VERBS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["whole_b"]

_PLACING = frozenset({"at", "in", "to", "from", "near", "by"})
# Street types closing an address ("on Elm St", "at 88 Hollis Ave").
_STREETS = frozenset({"st", "street", "ave", "avenue", "rd", "road", "blvd", "boulevard", "ln", "lane", "dr", "drive",
                      "ct", "court", "hwy", "highway", "pkwy", "parkway", "pl", "terrace", "pike"})
_LIMITS = frozenset({"when", "if", "whenever", "once", "until"})
# Conjunctions opening a clause of the asker's circumstances ("while we're at work", "because she is deaf").
_CIRCUMSTANCES = frozenset({"while", "whilst", "because", "since", "although", "though", "whereas", "cos", "coz"})


def whole_b(text: str, masked: str, sentence: tuple[int, int], a: list[Token], b: list[Token],
            around: Around) -> list[Token]:
    """Option B run on to the end of its clause by a form of this module's docstring; else ``b``."""
    if not a or not b:
        return b
    rest = _clause_rest(text, masked, sentence[1], b[-1].end)
    if not rest or any(t.low in ("or", "and") or t.low in _CIRCUMSTANCES for t in rest):
        return b  # a second coordinator, or a clause of the asker's circumstances ("… | while we're at work")
    kept = own_rest(a, b, rest) or pronoun_b_rest(a, b, rest) or participle_b_rest(a, b, rest, around)
    kept = kept or repeated_verb_limit(a, b, rest) or timed_twin_rest(a, b, rest)  # "or just deload | when …", "…
    # in April or save my legs | for the full in May"
    kept = kept or named_rest(a, b, rest) or share_base(a, b, rest)  # "go with Click Netherfield or pay the extra |
    # for Glasbau Hahn", "by the hour or by a flat margin | on materials"
    if kept := kept or possessed_against_place(a, b, rest):
        return b + kept  # "by maximizing F1 or by fixing precision | at 0.7", "… a personal notebook | per analyst",
        # "… or rewrite it | in Cython", "its own chapter or folded | into the intro"
    ones = any(t.low == "ones" and any(u.low[:1].isdigit() for u in rest[:k]) for k, t in enumerate(rest))
    repeated = len(rest) == 1 and rest[0].low == a[-1].low and len(a) > 1
    limited = b[0].low == "only" and rest[0].low in _LIMITS
    own = ones or repeated or limited or _address(a, rest, around) or _in_against_out(a, b, rest) \
        or _set_off(masked, sentence, a[0].start, rest[-1].end)
    told = told_either(masked, sentence, a, around) and not timed_purpose(rest)  # not "… | for next year's race"
    return b + rest if own or told else b


def _address(a: list[Token], rest: list[Token], around: Around) -> bool:
    """Is ``rest`` a street address ("on elm st", "at 15 Pine St") after a B set against an A placed by a preposition
    ("… at the county tower or the acquired structure | on elm st")? A's preposition places both options, so the
    address is where B, a building, stands."""
    words = [t.low.rstrip(".") for t in rest]
    prev = around.prev(a[0])
    if prev is not None and prev.low in ARTICLES:
        prev = around.prev(prev)
    placed = prev is not None and prev.low in _PLACING
    return placed and 3 <= len(words) <= 4 and words[0] in ("on", "at") and words[-1] in _STREETS \
        and all(w.isalnum() and w not in DETERMINERS for w in words[1:-1])


def _in_against_out(a: list[Token], b: list[Token], rest: list[Token]) -> bool:
    """Is ``rest`` a short infinitive ("to eat") after a B closing on "out" / "in" against an A closing on the other
    ("movie night in or go out | to eat")? Not after a verb phrase A, which the infinitive may serve too ("stay in
    or go out | to celebrate")."""
    ends = {a[-1].low, b[-1].low}
    return ends == {"in", "out"} and a[0].low not in VERBS and len(b) > 1 and rest[0].low == "to" \
        and 2 <= len(rest) <= 3 and all(t.text.isalpha() for t in rest)


def _clause_rest(text: str, masked: str, end: int, after: int) -> list[Token]:
    """The words from ``after`` to the end of its clause (a separator or the sentence's end)."""
    seps = [s for s, _ in tx.separators(masked[:end]) if s >= after]
    stop = seps[0] if seps else len(masked[:end].rstrip().rstrip(".!?"))
    return tx.tokens(text[after:stop], after)


def _set_off(masked: str, sentence: tuple[int, int], a_start: int, rest_end: int) -> bool:
    """Do commas set the pair off, one just before A (an article between at most) and one after B's rest with
    more of the sentence after it?"""
    before = masked[sentence[0] : a_start].rstrip()
    before = re.sub(r"\s(?:an?|the)$", "", before, flags=re.I)
    after = masked[rest_end : sentence[1]]
    return before.endswith(",") and after.startswith(",") and bool(after[1:].strip(" ?!."))
