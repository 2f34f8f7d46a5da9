"""A lower-case word the verb list lacks, opening the left side after "Should we …", taken as a verb before option A
(see ``_objects``): before a noun phrase that parallels B ("provision | 2 large nodes or 6 small nodes"), before a name
when B is one ("main | Mercy or Ana"), before two position words ("moor | stern-to or alongside"), before an
object pronoun ("address | it to …"), before one thing counted against several ("quote | one combined price or
separate line items"), or before a preposition and a noun paralleling a noun B ("descale | with vinegar or
citric acid"), or before a bare two-word noun against a bare noun ("tick | sole trader or partnership")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end import counted_against
from warrantguard.guard.question.forms.start.objects.unlisted._position import position_pair
from warrantguard.guard.question.forms.start.objects.unlisted._unlisted_before_article import unlisted_before_article
from warrantguard.guard.question.forms.start.objects.unlisted._unlisted_before_name import unlisted_before_name
from warrantguard.guard.question.words import (
    ADVERBS,
    ARTICLES,
    COMPARATIVES,
    DEGREE,
    DETERMINERS,
    MODIFIERS,
    PREPS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["np_start", "unlisted_verb"]


def np_start(tok: Token) -> bool:
    """Does a noun phrase start at ``tok`` (an article, a number, "more" / "fewer" …)?"""
    w = tok.low
    return w in ("a", "an", "the", "fewer") or tok.text[:1].isdigit() or w in DEGREE or w in COMPARATIVES


def unlisted_verb(toks: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """After "Should we …", a lower-case word the verb list lacks before a noun phrase that
    parallels option B ("provision | 2 large nodes or 6 small nodes"), or before a name when B
    is a name ("main | Mercy or Ana"; not an adjective: "spicy Thai or Indian")."""
    w = toks[0].low
    if not expects_verb or not w.replace("-", "").isalpha() or toks[0].capitalized or w in DETERMINERS | PRONOUNS:
        return False
    if len(toks) > 2 and (toks[1].low in ("it", "them") or (toks[1].low == "by" and right[0].low not in PREPS)):
        return True  # "address | it to the hiring manager or …": no noun takes an object pronoun; "wedge | by …"
    if len(toks) == 2 and toks[1].capitalized and right[0].capitalized:
        return w not in MODIFIERS and not w.endswith(_ADJECTIVAL)
    if len(toks) == 2 and position_pair(toks[1], right):
        return True  # "moor | stern-to or alongside": how a thing lies, one word each, no verb
    if unlisted_before_article(toks, right) or unlisted_before_name(toks, right):
        return True  # "source | the role through a recruiter or our referral program"; "format | the report in A4
        # or US Letter"
    if counted_against(toks, right) or _verb_with_means(toks, right) or _compound_against_noun(toks, right):
        return True  # "quote | one combined price or separate line items": one thing against several; "tick | sole
        # trader or partnership"
    return np_start(toks[1]) and np_start(right[0]) and _counted(toks[1:]) == _counted(right)


def _counted(toks: list[Token]) -> bool:
    """Does a number open ``toks``, past an article ("a | 3000 psi", "4000 psi")?"""
    return toks[len(toks) > 1 and toks[0].low in ARTICLES].text[:1].isdigit()


_ADJECTIVAL = ("y", "ic", "al", "ish", "ese", "ian", "ive", "ous", "ful", "less", "able", "ible", "ed", "er", "est")


def _verb_with_means(toks: list[Token], right: list[Token]) -> bool:
    """After "Should I …", the unlisted word, then "with" / "using" / "in" / "on" and a lower-case noun (an
    article before it or none), B one too ("descale | with vinegar or citric acid", "marinate | in yogurt or
    buttermilk"): no noun follows "should I" unmarked, so the word is a verb and the preposition both's (not
    "really | with …": an adverb)."""
    w = toks[0].low
    if len(toks) < 3 or toks[1].low not in _MEANS or w in ADVERBS or w == "not" or w.endswith(("ly", "n't")):
        return False
    return all(t.low in ARTICLES or (t.text.isalpha() and t.text.islower() and t.low not in DETERMINERS | PRONOUNS
                                      | PREPS and not is_verb(t)) for t in (toks[2], right[0]))


_MEANS = frozenset({"with", "using", "in", "on"})


def _compound_against_noun(toks: list[Token], right: list[Token]) -> bool:
    """After "Should I …", the unlisted word, then two bare lower-case words no list names a verb, against a B of one
    such word ("tick | sole trader or partnership"): no noun follows "should I" unmarked, so the word is the verb. Not
    when B ends on A's last word ("dry brine or wet brine": two kinds of one thing), nor an adjective-like word."""
    w = toks[0].low
    if len(toks) != 3 or len(right) != 1 or w in ADVERBS | MODIFIERS or w.endswith(_ADJECTIVAL) or w == "not":
        return False
    return toks[2].low != right[0].low and all(_bare_noun(t) for t in (toks[1], toks[2], right[0]))


def _bare_noun(tok: Token) -> bool:
    """A lower-case word that is no determiner, pronoun, preposition, adverb or listed verb."""
    w = tok.low.rstrip("?.!,")
    return w.isalpha() and tok.text[:1].islower() and w not in DETERMINERS | PRONOUNS | PREPS | ADVERBS \
        and not is_verb(tok)
