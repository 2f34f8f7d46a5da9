"""A lead option A's side holds and both options share, cut off A: a given object and "as" before the role asked
about ("report the results as | means with SDs or medians with IQRs"), or a gerund before a name when B is a name
too ("whether shooting | RAW or JPEG is better"), or a head noun and "of" before an amount when B is an amount of
the same kind ("severance of | 4 weeks or 8 weeks", "a deposit of | 10% or 20%"), or a subject and "to be" before
the complement both options are ("allows the bonding jumper to be | copper or aluminum"), or a passive participle and
its preposition before the place both options fill ("the well is screened in | the shallow or the deep aquifer")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, AUX, PREPOSITIONS, Around, Token, articled, ing_word

__all__ = ["shared_lead"]

_GIVEN = frozenset({"the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their", "its", "it",
                    "them"})


def shared_lead(a: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A without a lead both options share: :func:`_role`, :func:`_named_after_gerund`, :func:`_measured_head`,
    :func:`_be_complement` or :func:`_passive_place`."""
    return _named_after_gerund(a, right) or _measured_head(a, right) or _be_complement(a, right) \
        or _passive_place(a, right, around) or _role(a, right, around)


def _be_complement(a: list[Token], right: list[Token]) -> list[Token] | None:
    """A's complement without the subject and "to be" (or a modal and "be") before it, when the options are noun
    phrases and B does not repeat "(to) be" ("the bonding jumper to be | copper or aluminum", "the dog to be | calm or
    alert"): what the subject is to be is the choice; ``None`` when A has no such "be" before its last word."""
    k = max((k for k, t in enumerate(a[:-1]) if t.low == "be"), default=None)
    if k is None or right[0].low in ("be", "to") or not (k == 0 or a[k - 1].low == "to" or a[k - 1].low in AUX):
        return None
    return articled(a[k + 1 :])


_BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "isn't", "aren't", "wasn't", "weren't"})


def _passive_place(a: list[Token], right: list[Token], around: Around) -> list[Token] | None:
    """A's object without the passive participle and preposition before it (and the subject, after an opening "is the
    …"), when a form of "be" stands before them and B opens with the article of A's object ("the well is screened in |
    the shallow or the deep aquifer", "Is the well screened in | the …"): the participle and preposition are the
    predicate both share (not "the developer trained in the bootcamp or …": no "be"; nor "… parked in the garage or
    the truck in the driveway": B has a place of its own); ``None`` otherwise."""
    j = next((j for j in range(min(len(a) - 3, 3)) if _participle(a[j])), None)
    if j is None or len(right) < 2 or a[j + 1].low not in PREPOSITIONS or a[j + 2].low not in ARTICLES:
        return None
    if any(t.low in PREPOSITIONS and t.low != "for" for t in right):
        return None
    prev = around.prev(a[0])
    if j and prev is not None and prev.low in ARTICLES and all(t.low.isalpha() and t.low == t.text for t in a[:j]):
        prev = around.prev(prev)  # "Is the | well screened in …": the subject
    if prev is None or prev.low not in _BE:
        return None
    return articled(a[j + 2 :]) if right[0].low == a[j + 2].low and right[1].low not in ("one", "ones") else None


def _participle(tok: Token) -> bool:
    """A regular past participle ("screened", "buried")."""
    return len(tok.low) > 4 and tok.low.endswith("ed") and tok.text.isalpha() and tok.text.islower()


def _role(a: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A cut after its "as" when a definite object of one to three words (after an unlisted verb, too; after its
    article, "record the Stripe processing fees as") stands before it ("the results as") and B names no object of
    its own ("… or my cat": not "my dog as a pet or my cat") nor an "as" of its own."""
    k = next((k for k in range(1, min(len(a) - 1, 6)) if a[k].low == "as"), None)
    if k is None or any(t.low == "as" for t in right) or right[0].low in _GIVEN:
        return a
    prev = around.prev(a[0])
    verb = a[0].text.isalpha() and a[0].text.islower() and a[1].low in _GIVEN  # an unlisted verb: "code | my …"
    if not (a[0].low in _GIVEN or (prev is not None and prev.low in _GIVEN) or verb):
        return a
    if any(t.low in PREPOSITIONS for t in a[:k]):
        return a
    return articled(a[k + 1 :])


def _named_after_gerund(a: list[Token], right: list[Token]) -> list[Token] | None:
    """A's name without the gerund before it when B is a bare name ("shooting | RAW or JPEG", "using | Zoom or
    Teams"): the gerund is done to either name (not "reading aloud or audiobooks", "posting on LinkedIn")."""
    if len(a) < 2 or len(a) > 4 or not ing_word(a[0].low) or a[0].low != a[0].text or not right:
        return None
    if not all(t.capitalized for t in a[1:]) or not right[0].capitalized or ing_word(right[0].low):
        return None
    return a[1:]


def _measured_head(a: list[Token], right: list[Token]) -> list[Token] | None:
    """A's amount without the head noun and "of" before it when B is an amount with A's unit, or none when A has
    none ("severance of | 4 weeks or 8 weeks", "a deposit of | 10% or 20%"): the head is written once, on A's
    side, and both amounts are of it (not "1 litre of water or 2 litres", the "of" after the amount)."""
    k = next((k for k in range(1, min(len(a) - 1, 4)) if a[k].low == "of"), None)
    if k is None or not all(t.text.isalpha() for t in a[:k]) or len(a) - k - 1 > 2 or len(right) < 1:
        return None
    amount = a[k + 1 :]
    if not _amount(amount[0].text) or not _amount(right[0].text):
        return None
    if len(amount) == 2 and (len(right) < 2 or _unit(amount[1].text) != _unit(right[1].text)):
        return None  # "a term of 3 years or 60 months": B's unit differs
    return amount


def _amount(word: str) -> bool:
    """A number or an amount of money or a share ("4", "1,500", "$90k", "€2.5M", "10%")."""
    core = word.lstrip("$€£").rstrip("%kKmM")
    return bool(core) and core.replace(",", "").replace(".", "").isdigit()


def _unit(word: str) -> str:
    """A unit's word without a plural -s or closing punctuation ("weeks?" → "week")."""
    return word.lower().rstrip("?.!,").removesuffix("s")
