"""The form checks of a candidate pair (issue 22): why two options found are not two parallel options.

A pair fails when an option is empty or only a shared head word, one contains the other, a verb,
copula or auxiliary sits at an option's edge ("dogs are", "Kobo Clara holds up"), the two are
different kinds of phrase (a noun phrase and a verb phrase), a premodifier stands against a whole
noun phrase ("12-month" / "36-month lease"), or A's head takes an "of" phrase B lacks. The
:func:`~._options.locate` step refuses such a pair, naming the check.
"""

from __future__ import annotations

from warrantguard.guard.question._edgeverb import edge_verb
from warrantguard.guard.question._ofhead import of_head
from warrantguard.guard.question.forms import (
    bare_kind,
    clock_against_phrase,
    counted_of,
    ed_compound,
    feature_object,
    frequency_clause,
    frequency_closed_phrase,
    gerund_against_place,
    gone_activity,
    named_kind,
    outside_noun,
    own_preposition,
    per_unit_against_price,
    split_ratio,
    times_against,
    verb_plural_object_b,
    whole_shade,
)
from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    PARTICLES,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Around,
    Token,
    colour_shade,
    content,
    glossed_before,
    ing_word,
    listed_names,
    same_compound,
    two_word_material,
    two_word_modifier,
)

__all__ = ["form_problem"]


_FLOATING = frozenset({"each", "both", "all"})  # a quantifier of the subject before B's verb: "or each have …"
_LEADING_ADVERBS = _FLOATING | frozenset({"just", "simply", "maybe", "perhaps", "rather", "instead", "actually",
                                         "still"})


def _words(toks: list[Token]) -> list[str]:
    return [t.low for t in content(toks)]


def _kind(toks: list[Token], prev: Token | None) -> str:
    """``verb``, ``prep``, ``noun`` or ``either`` (when the words leave it open)."""
    while len(toks) > 1 and toks[0].low in _LEADING_ADVERBS:
        toks, prev = toks[1:], (None if toks[0].low in _FLOATING else toks[0])  # "each | have their own"
    first, nxt = toks[0], (toks[1] if len(toks) > 1 else None)
    w = first.low
    owner = prev is not None and prev.low in DETERMINERS and not prev.text.endswith((")", ".", "!", "?")) \
        and not (prev.low == "her" and w in PREPOSITIONS)  # not "a) lawyer up"; "bring her | in the carrier"; not
    # "… never paddled in that. | Go out …": a determiner closing the sentence before
    owner = owner and not _pronoun_before_phrase(prev, toks)  # "Is that | from the milk …": a subject, no article
    if owner or w[:1].isdigit() or w in DETERMINERS:
        return "noun"  # "an | outside recruiter": a preposition after an article modifies the noun
    if w in PREPOSITIONS and nxt is not None and not outside_noun(toks):  # not "| outside counsel": open
        return "prep"
    if w == "back" and nxt is not None and nxt.low in PREPOSITIONS:
        return "either"  # "or | back to my card": a way back (with a verb both share) or a verb phrase
    if ing_word(w) and len(w.rpartition("-")[2]) > 4:  # a gerund phrase is nominal (not "o-ring"): "going …",
        return "either" if prev is not None and prev.low in _ING_OPEN else "noun"  # but "worth repairing"; "Do I |
    # restring …": a finite verb after its subject pronoun, no gerund
    if nxt is None or nxt.low not in DETERMINERS | PRONOUNS | PARTICLES:
        return "either"  # "Go vs. Rust", "rent control", an unknown verb ("discontinue the line")
    if _title_cased(toks):
        return "noun"  # "Raise Your Edge": a title, its pronoun capitalised as no verb's object is
    return "verb" if w in VERBS else "either"


def _pronoun_before_phrase(prev: Token | None, toks: list[Token]) -> bool:
    """Is ``prev`` a demonstrative standing alone, a prepositional phrase after it ("Is that | from the milk or …",
    "is this | for the kids or …"): a preposition and an article or possessive, which no noun phrase opens?"""
    opened = len(toks) > 1 and toks[0].low in PREPOSITIONS and toks[1].low in DETERMINERS | POSSESSIVES
    return prev is not None and prev.low in _DEMONSTRATIVES and opened


_DEMONSTRATIVES = frozenset({"that", "this", "these", "those"})


def _title_cased(toks: list[Token]) -> bool:
    """Are all of three words or more capitalised, the second a determiner or pronoun ("Raise Your Edge", "Hold The
    Line Now"), written as a name's words are and no object's?"""
    return len(toks) > 2 and all(t.text[:1].isupper() for t in toks) and toks[1].low in DETERMINERS | PRONOUNS



_ING_OPEN = frozenset({"worth", "i", "we", "you", "they"})


# Words before a whole option A ("Is | marathon or half marathon", "use | k-fold or stratified k-fold").
_KIND_LEADS = frozenset({"a", "an", "the", "between", "is", "are", "think", "recommend", "choose", "pick", "prefer",
                         "get", "with", "for", "use", "try"})


def _sub_kind(a: list[Token], b: list[Token], a_short: bool, around: Around) -> bool:
    """Is B option A's kind with a premodifier (or a word after A) of its own, A standing whole (the prompt opens with
    it or an article does: "Marathon vs | half marathon", "Is a flu shot or a | high-dose flu shot"), or B
    the kind's absence ("UV filter or | no filter")?"""
    if not a_short:
        return b[0].low == "no" and len(b) == 2 and b[1].low == a[-1].low and len(a) == 2
    before = around.prev(a[0])
    whole_a = around.opens(a[0]) or (before is not None and (before.low in _KIND_LEADS or before.text[-1:] in ",:"
                                                             or before.low in _PLACING_LEADS))  # "at | leather hard"
    words_a, words_b = [t.low for t in a], [t.low for t in b]
    before_b = len(words_b) == len(words_a) + 1 and words_b[1:] == words_a and (b[0].low not in VERBS
                                                                               or named_kind(a, b))  # "React Native"
    after_b = len(words_b) == len(words_a) + 1 and words_b[:-1] == words_a and words_b[-1] not in _NOT_KIND
    return whole_a and (before_b or after_b)  # "UNION or | UNION ALL", "Python or | Python 3": a sub-kind after A


_PLACING_LEADS = frozenset({"at", "in", "on"})  # a state or place a whole A names: "attaching handles at | …"
_NOT_KIND = VERBS | PREPOSITIONS | DETERMINERS | AUX | COPULAS


def form_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is not two parallel options, or ``None`` when it passes every check."""
    wa, wb = _words(a), _words(b)
    if not wa or not wb:
        return "an option is empty"
    ca, cb = _contrasted(a, wa), _contrasted(b, wb)  # "this weekend" / "next weekend" differ in "this"
    for short, long in ((ca, cb), (cb, ca)):
        if short is ca and len(long) == 2 and short == long[1:] and "-" in long[0].strip("-"):
            continue  # a kind against its hyphenated sub-kind: "Hybrid vs. plug-in hybrid"
        if _sub_kind(a, b, short is ca, around) or bare_kind(a, b, around):
            continue  # "Marathon vs half marathon", "a flu shot or a high-dose flu shot", "UV filter or no filter",
            # "Medium rare or medium"
        if len(short) < len(long) and _inside(short, long) and long[0] != "not" \
                and not counted_of(short, long):  # not "tip" / "not to tip"; "… names" / "both sets of … names"
            if len(short) == 1 and short[0] in (long[0], long[-1]):
                return f"an option is only a shared head word ('{short[0]}')"
            return "one option contains the other"
    if _pronoun_relative_b(a, b, around.prev(a[0])):  # "Do students who start on the wheel or | those who start with …"
        return f"'{b[0].text} {b[1].text} …' answers a head and its clause that option A lacks"
    if names := listed_names(a) or listed_names(b):  # "Qantas Jetstar or Virgin": a list that lost its comma
        return f"more than two options: '{names[0]} {names[1]}' names two of a kind"
    if contracted := _contracted_progressive(a):  # "the owner's offering | full loan": "is offering", or a noun?
        return f"unclear whether '{contracted.text}' is a possessive or a subject and its verb ('is')"
    twin_head = len(a) > 1 < len(b) and a[-1].low == b[-1].low and a[-1].low.endswith("s") \
        and a[-1].low not in AUX | COPULAS  # "acrylic paints or contrast paints": one plural head repeated after
    # each modifier, no verb
    for toks in () if twin_head else (a, b) if not frequency_clause(a, b, around) else (a,):  # "weekly" / "when
        # drift is detected"
        verb = edge_verb(toks, around)
        if verb is not None and not (toks is b and verb_plural_object_b(a, b)):  # "… or plan | stops around Ionity"
            return f"a verb, copula or auxiliary at an option's edge ('{verb.text}')"
    if len(b) > 1 and b[0].low in _FLOATING and b[1].low in VERBS and a[0].low not in VERBS:  # "split | one pizza"
        return f"not parallel: '{b[0].text} {b[1].text} …' is a verb phrase, '{a[0].text} …' not one"
    if _gerund_against_bare(a, b):  # "cutting the grass short | long", "serving the guests wine | beer"
        return f"not parallel: a gerund phrase ('{a[0].text} …') against '{b[0].text}'"
    ka, kb = _kind(a, around.prev(a[0])), _kind(b, around.prev(b[0]))
    if "either" not in (ka, kb) and ka != kb and not gone_activity(a, b, around.prev(a[0])) \
            and not split_ratio(a, b) and not times_against(a, b) and not clock_against_phrase(a, b) \
            and not per_unit_against_price(a, b, around):  # "go | bowling or to …"; "split it | 50/50 or by room size";
        # "this winter or after our trip"; "charge | per foil or a flat rate"; "run my pump | 24/7 or on a timer"
        return f"different phrase types (a {ka} phrase and a {kb} phrase)"
    if len(a) == 1 and len(b) > 1 and same_compound(a[0], b[0]) and not two_word_modifier(b) \
            and not two_word_material(a, b) and not glossed_before(b, around.next(b[-1])) \
            and not whole_shade(a, b, around) and not ed_compound(a, b) and not colour_shade(a, b):  # "white or |
        # light sage green": B's own colour; "hard or | soft sided": one modifier; "white or | dark blue": a shade
        # "Tile or vinyl plank (LVP)": B named whole; so is "white oak" against "walnut"
        return f"not parallel: '{b[-1].text}' is in one option only"
    return of_head(a, b, wa, wb, around) or own_preposition(a, b, around) or feature_object(a, b, around) \
        or gerund_against_place(a, b) or frequency_closed_phrase(a, b) \
        or _sourced_gerund_b(a, b, around)  # "dinking cross court or | down the line":
    # the gerund A's, or both's? "for my son's classes monthly or | for the whole term upfront": how often, or what?



_CONTRASTIVE = frozenset({"this", "that", "these", "those", "next", "last", "every", "each",
                          "my", "your", "our", "their", "his", "her"})  # "my name" / "the company's name"


_GERUND_PREPS = PREPOSITIONS | frozenset({"against"})


def _sourced_gerund_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a lone gerund A against a lone gerund B followed by a "from" phrase cut off is unclear ("memorizing versus
    reading | from a script"): "from" after a gerund is mostly its own source (B's), yet may be both's. Added for
    session 51."""
    after = around.next(b[-1])
    if len(a) != 1 or len(b) != 1 or not (ing_word(a[0].low) and ing_word(b[0].low)) or after is None:
        return None
    if after.low != "from":
        return None
    return f"unclear whether '{after.text} …' is '{b[0].text}''s own or both options'"


def _contracted_progressive(a: list[Token]) -> Token | None:
    """A's opening lower-case noun with "'s" before an "-ing" word and more words ("the owner's offering full
    loan"): "is offering", a subject and its verb before the option, or a possessive and its gerund noun, part of it?
    The token with "'s", or ``None``."""
    for k in range(min(2, len(a) - 2)):  # A's opening noun, bare or after its determiner: not "report the captain's |
        # drinking to the chief", a possessive gerund a verb takes
        if k and a[0].low not in DETERMINERS:
            break
        word, mark, rest = a[k].low.replace("\u2019", "'").partition("'")
        if mark and rest == "s" and word.isalpha() and word not in PRONOUNS and a[k].text.islower() \
                and ing_word(a[k + 1].low) and a[k + 2].text[:1].isalnum():
            return a[k]
    return None


def _gerund_against_bare(a: list[Token], b: list[Token]) -> bool:
    """A gerund and its articled object as A against a bare word or two as B (the gerund's object shared, or a second
    object of it the option?); so against A's gerund and a bare word ("curing the bridge deck … or | curing compound":
    a verb and its object, or a noun?), not a name ("pitching the Atlantic or | pitching Slate": two objects); so a
    gerund, its preposition and a bare word against one word ("sparring against lefties or | righties")."""
    bare_repeat = len(b) == 2 and b[0].low == a[0].low and b[1].low not in DETERMINERS and not b[1].capitalized
    led = len(a) > 2 and (a[1].low in DETERMINERS or (len(a) == 3 and len(b) == 1 and a[1].low in _GERUND_PREPS
                                                    and a[2].low.isalpha()))  # "sparring against lefties or |
    # righties": the gerund and its preposition both's, or A's own? (not "buying in bulk or | buying weekly")
    return len(a) > 2 and ing_word(a[0].low) and a[0].low not in PREPOSITIONS and led \
        and len(b) <= 2 and (bare_repeat or not any(ing_word(t.low) for t in b))  # not "during the day": no gerund


def _pronoun_relative_b(a: list[Token], b: list[Token], before: Token | None) -> bool:
    """Does B open with "those" and a relative word ("those who …") while A, no relative word in it, follows a
    determiner or a preposition ("… on the | wheel")? B's pronoun stands for a head with its own clause ("students
    who start on the wheel"): A lost that head, and B's clause may run into the verb after it. Not "patients on
    statins or | those who exercise": A whole."""
    return before is not None and before.low in DETERMINERS | PREPOSITIONS and len(b) > 2 \
        and b[0].low == "those" and b[1].low in _RELATIVE_WORDS \
        and not any(t.low in _RELATIVE_WORDS for t in a)


_RELATIVE_WORDS = frozenset({"who", "that", "which", "whose", "whom"})


def _contrasted(toks: list[Token], words: list[str]) -> list[str]:
    """The option's words with a leading demonstrative kept: it is what tells "this weekend" from
    "next weekend", not an article."""
    return [toks[0].low, *words] if len(toks) > 1 and toks[0].low in _CONTRASTIVE else words


def _inside(short: list[str], long: list[str]) -> bool:
    n = len(short)
    return any(long[i : i + n] == short for i in range(len(long) - n + 1))
