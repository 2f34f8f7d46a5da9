"""The options of "between A and B": a difference or relation asked about is refused, and
"between A and B, which …" ends B at its comma or its context."""

from __future__ import annotations

import re

from warrantguard.guard.question._asides import without_interjections
from warrantguard.guard.question._noun_side import noun_right
from warrantguard.guard.question.forms import (
    CURRENCY,
    articled_whole,
    bare_activity,
    between_infinitives,
    compound_gerund_b,
    dash_subtitle,
    definite_gerund_object,
    explained_wh,
    gerund_means_b,
    how_to_choose,
    or_then_and,
    past_recipient,
    phrase_join,
    verb_right,
    waited_clause,
    which_between_b,
)
from warrantguard.guard.question.words import (
    ARTICLES,
    COMPARATIVES,
    DECISION_CUES,
    MONTHS,
    NOT_CHOICE_BETWEEN,
    OPEN_WH,
    PARTICLES,
    PHRASAL,
    PREPOSITIONS,
    VERB_CUT_WORDS,
    Around,
    Refusal,
    manner_adverb,
    parallel_core,
    time_word,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["between_offers", "between_options"]

# The words after which "between A or B" offers a choice ("decide between", "stuck between", "better between");
# elsewhere "between" is a preposition inside an option: "renovate the unit between tenants or rent it as-is".
_CHOOSING = DECISION_CUES | NOT_CHOICE_BETWEEN | COMPARATIVES | frozenset(
    {"stuck", "debating", "weighing", "waffling", "wavering", "hesitating", "caught", "leaning", "torn", "choice",
     "choices", "deciding", "differences", "thinking", "considering"})


_CHOSEN = frozenset({"choice", "decision", "dilemma"})  # "the choice is | between A or B", not "the gap is |"
_IT_IS = frozenset({"it's", "it\u2019s", "its"})  # "so now it's | between A or B": the choice, as "the choice is |"


def between_offers(smask: str, at: re.Match[str]) -> bool:
    """Whether "between" (``at``, in the sentence mask ``smask``) is what offers the options: always before
    "A and B"; before "A or B" only where it opens the sentence or follows a word of choosing."""
    join = tx.AND_OR.search(smask, at.end())
    before = tx.tokens(smask[: at.start()])
    if join is not None and _told_between(smask, join, before):
        return False
    if join is None or join.group(0).lower() != "or":
        return True
    chosen = len(before) > 1 and before[-1].low in ("is", "was") and before[-2].low in _CHOSEN  # "the choice is |"
    chosen = chosen or (bool(before) and _chosen_is(before[-1].low))  # "Decision's | between A or B"
    it_is = before and (before[-1].low in _IT_IS or [t.low for t in before[-2:]] == ["it", "is"])  # "now it's |"
    phrasal = len(before) > 1 and before[-1].low in PHRASAL and before[-2].low in _CHOOSING  # "weighing up | between"
    return not before or before[-1].low in _CHOOSING or chosen or bool(it_is) or phrasal


def _chosen_is(word: str) -> bool:
    """Is ``word`` a noun of choosing contracted with "is" ("decision's", "choice’s"): "the choice is" in one word
    before "between A or B"? Added for the hundred-and-sixty-third held-out part."""
    stem = word.replace("\u2019", "'")
    return stem.endswith("'s") and stem[:-2] in _CHOSEN

_OR_WORD = re.compile(r"(?<![\w/-])or(?![\w/-])", re.I)


def _told_between(smask: str, join: re.Match[str], before: list[tx.Token]) -> bool:
    """Is "between A and B" told in a clause of context, a comma closing it before the question's own "or" ("As
    someone who travels between Germany and France for work, | is a … or a … less likely …?"), no word of choosing
    before "between"? Added for the hundred-and-forty-second held-out part."""
    if join.group(0).lower() != "and" or (before and before[-1].low in _CHOOSING):
        return False
    comma = smask.find(",", join.end())
    return comma != -1 and _OR_WORD.search(smask, comma) is not None
_ONLY_PHRASE = re.compile(r"^\s+(?:in|of)\s+[\w-]+(?:\s+[\w-]+)?\s*$")  # "difference | in maintenance |"


def between_options(sentence: str, smask: str, offset: int, around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """Options of "between A and B" in ``sentence`` (``smask`` its mask, ``offset`` where it starts)."""
    m = tx.BETWEEN.search(smask)
    assert m is not None
    before = tx.tokens(sentence[: m.start()])
    related = next((t.low for t in before[-4:] if t.low in NOT_CHOICE_BETWEEN), None)  # "… difference in cost |"
    if related and not _THEN_WHICH.search(smask, m.end()) and (before[-1].low == related or _ONLY_PHRASE.search(
            sentence[: m.start()].lower().rsplit(related, 1)[-1])):
        raise Refusal(f"it asks about the {related} between two things, not which to choose")
    wh = _wh_word(before[0]) if before else ""  # "where's": an open question too
    wh = wh if wh in OPEN_WH else explained_wh(before)  # "Explain how | to configure SSO between …": open too
    if wh in OPEN_WH and not how_to_choose(before, sentence[m.end() :]):  # "how … choose | 'for'"
        raise Refusal(f"it is an open question ('{before[0].low} …'), not a choice between two options")
    if _OR_WORD.search(smask[: m.start()]):
        raise Refusal("more than two options ('or' besides 'between')")
    begin = two.end() if (two := _TWO_KINDS.match(smask, m.end())) else m.end()  # "between two kinds: | A and B"
    begin = colon.end() if (colon := _OPENING_COLON.match(smask, begin)) else begin  # "Decide between: | A or B"
    seps = [s for s in tx.separators(smask) if s[0] >= begin and not _joined_colon(smask, s)]  # not "Wave:3"
    end = seps[0][0] if seps else len(smask.rstrip().rstrip("?!."))
    asking = _WHICH_AFTER.search(smask, begin, end)  # "between Spanish and Mandarin | which language is …"
    end = asking.start() if asking and tx.AND_OR.search(smask, begin, asking.start()) else end
    span_mask = smask[begin:end]
    joins = or_then_and(span_mask, phrase_join(span_mask, list(tx.AND_OR.finditer(span_mask))))  # "… and Jamf |
    # for 8 Macs and 3 PCs"; "a … combo or a separate washer | and dryer": B's own "and"
    if not joins:
        raise Refusal("'between' is not followed by 'A and B' in the same clause")
    if len(joins) > 1:
        raise Refusal("more than two options, or an ambiguous 'and', after 'between'")
    if "," in span_mask[: joins[0].start()] or tx.OR.search(smask[end:]):
        raise Refusal("more than two options after 'between'")
    j = joins[0]
    a = tx.tokens(*_unquoted(sentence, begin, begin + j.start(), offset))
    b = tx.tokens(*_unquoted(sentence, begin + j.end(), end, offset))
    if not a or not b:
        raise Refusal("an option is missing after 'between'")
    if dashed := dash_subtitle(sentence[begin + j.end() :]):  # "… and Hotel New York | – The Art of Marvel"
        raise Refusal(dashed)
    b = without_interjections(b, a)  # "torn between grading it and just selling it raw | tbh"
    if infinitives := between_infinitives(a, b):  # "between to | renew my contract and to | move …"
        return infinitives
    b = which_between_b(before, b)  # "Which between A and B | is right …?"
    return _pair_after_between(a, b, around)  # "Between A and B, which …?": B ends at the comma, or its context


def _wh_word(tok: tx.Token) -> str:
    """``tok``'s word without a contracted "is" ("where's" -> "where"): "Where's the cheapest diesel between …"."""
    return tok.low.split("'")[0].split("\u2019")[0]


def _joined_colon(smask: str, sep: tuple[int, int]) -> bool:
    """Is the separator ``sep`` a bare colon inside a word, between a letter and a digit ("Elgato Wave:3"): a model's
    name, no clause's end?"""
    start, end = sep
    return end - start == 1 and smask[start] == ":" and start > 0 and smask[start - 1].isalpha() \
        and end < len(smask) and smask[end].isdigit()


def _unquoted(sentence: str, start: int, end: int, offset: int) -> tuple[str, int]:
    """The text of an option after "between" from ``start`` to ``end`` and where it starts in the prompt, inside
    its quotes when it is wholly quoted ("between 'Piranesi' and | 'The Night Circus'"): the quotes are no part
    of the name (an article inside them is read as any other)."""
    m = _WHOLE_QUOTE.match(sentence, start, end)
    return (m.group(1), offset + m.start(1)) if m else (sentence[start:end], offset + start)


_WHOLE_QUOTE = re.compile(r"\s*[\"“‘']([^\"“”‘’']+)[\"”’']\s*$")


def _pair_after_between(a: list[tx.Token], b: list[tx.Token],
                        around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """The options once "between A and B" is split at its "and": gerund phrases, a gerund B with its own
    object, a gerund of giving and its person, or noun phrases cut to their parallel core."""
    if _gerund_word(a[0]) and (_gerund_word(b[_adverbed(b)]) or compound_gerund_b(b)):  # "between staying with Mark
    # and | finally ending it"; "… and | just gain staging by ear"
        if bare_activity(a, b, bare=True):  # "between skipping rope and running | for boxing conditioning": what
            # both are for
            return tx.articled(a), b[:1]
        return tx.articled(a), tx.articled(verb_right(a, b, shared=False))
    if _gerund_word(b[0]) and len(b) > 2 and b[1].low in ("it", "them", "this"):  # "between surgery and | managing
        end = next((k for k in range(3, len(b)) if b[k].low in _PURPOSE and not waited_clause(b, k)), len(b))  # it
        # with meds | for his cruciate", not "saving it for | when I go back": what B keeps it for is B's own
        return tx.articled(a), tx.articled(b[:end])  # B's verb, its pronoun and how: the phrase is B's own
    if _gerund_word(a[0]) and len(given := past_recipient(a[0], a[1:])) < len(a) - 1:
        a = given  # "between offering the candidate | more equity or a higher base": the person is no part of A
    else:
        shared = _past_shared_gerund(a, b)  # "between adopting | a greyhound and a beagle"
        if shared is not a:  # "between keeping | the tent in the bathroom or the spare bedroom": which?
            _refuse_placed_object(shared, b)
        a = shared
    b_cut = gerund_means_b(a, b, noun_right(a, b, predicate=False))  # "… or powering … supply | with a buck"
    b_cut = _placed_b(a, b, b_cut)  # "a yard 20 mins away and | DIY at the farm down the road": B's own place
    a_core, b_core = parallel_core(tx.articled(a), tx.articled(_timed_b(a, b, b_cut)), around)
    return (tx.articled(a), b_core) if articled_whole(a, b, a_core) else (a_core, b_core)  # "the ADM elevator in town"


def _refuse_placed_object(a: list[tx.Token], b: list[tx.Token]) -> None:
    """Refuse A, a shared gerund's articled object and a preposition's articled phrase after it, against an articled
    B with no preposition ("between keeping | the tent in the bathroom or the spare bedroom"): B may stand against the
    object or against the place, which the form cannot tell."""
    if len(a) < 4 or a[0].low not in ARTICLES or b[0].low not in ARTICLES or any(t.low in PREPOSITIONS for t in b):
        return
    if any(a[k].low in PREPOSITIONS and a[k + 1].low in ARTICLES for k in range(2, len(a) - 2)):
        said, whole = (" ".join(t.text for t in side) for side in (b, a))
        raise Refusal(f"unclear whether '{said}' stands against '{whole}' or only the place in it")


def _placed_b(a: list[tx.Token], b: list[tx.Token], cut: list[tx.Token]) -> list[tx.Token]:
    """B with the place phrase closing it when A closes on where it is, a place adverb ("between a full livery yard
    20 mins away and DIY | at the farm down the road"): each option's place is its own, to the sentence's end; ``cut``
    otherwise (no place in A: "between a yard and DIY | at the weekend", the phrase may be both's)."""
    rest = [t for t in b if cut and t.start > cut[-1].start]
    if not rest or a[-1].low not in _PLACE_ADVERBS or rest[0].low not in _PLACING or b[-len(rest) - 1] is not cut[-1]:
        return cut
    timed = any(time_word(t) or t.low in MONTHS for t in rest)  # "… and DIY | at the weekend": a time, not a place
    return cut + rest if not timed and all(t.text[-1:].isalnum() for t in rest[:-1]) else cut


_PLACE_ADVERBS = frozenset({"away", "nearby", "locally", "abroad", "overseas", "upstairs", "downstairs", "outside",
                            "inside", "offsite", "onsite"})
_PLACING = frozenset({"at", "in", "on", "near", "by", "next", "across", "behind", "beside", "outside", "inside"})


def _timed_b(a: list[tx.Token], b: list[tx.Token], cut: list[tx.Token]) -> list[tx.Token]:
    """B with the time closing it when A names its own time ("between a courthouse wedding in June and a 150-person
    reception | next spring": each option's date is its own); ``cut`` otherwise (no time in A: "between a small
    wedding and a big reception | next spring", the time may be both's)."""
    rest = [t for t in b if cut and t.start > cut[-1].start]
    run = next((k for k, t in enumerate(rest) if not (time_word(t) or t.low in MONTHS)), len(rest))
    own = any(time_word(t) or t.low in MONTHS for t in a[1:])
    return cut + rest[:run] if own and run and (run == len(rest) or rest[run].text[0] in "(,") else cut


def _past_shared_gerund(a: list[tx.Token], b: list[tx.Token]) -> list[tx.Token]:
    """A without its gerund when B, no gerund, opens as A's object does, with an article, an amount of money or a
    number ("between adopting | a greyhound and a beagle", "Between charging | $1,500 flat and $85/hr"), or a gerund
    of choosing ("between choosing | Blue Card and work visa 18b"): the gerund is shared, the objects are the
    options."""
    if not _gerund_word(a[0]) or len(a) < 2 or _gerund_word(b[0]):
        return a
    articles = len(a) > 2 and a[1].low in ARTICLES and (b[0].low in ARTICLES or (  # "adopting | a bonded pair
        a[1].low in ("a", "an") and tx.numeral(b[0])))  # … and one kitten": "a" against a count
    articles = articles and not definite_gerund_object(a, b)  # "overmoulding the TPE grip and a separate sleeve"
    amounts = a[1].text.startswith(CURRENCY) and b[0].text.startswith(CURRENCY)
    counted = len(a) > 2 and tx.numeral(a[1]) and tx.numeral(b[0]) and not any(_gerund_word(t) for t in b[1:])
    # "hiring | two juniors and one senior"; not "climbing 4 days a week or 3 days plus fingerboarding": B's own
    # gerund makes B a plan of its own, A's gerund A's
    chosen = a[0].low in DECISION_CUES and a[1].low not in PARTICLES | PHRASAL  # "choosing | Blue Card and …"
    return a[1:] if articles or amounts or counted or chosen else a


_PURPOSE = VERB_CUT_WORDS | {"for", "as"}  # where a gerund B's own phrase ends: "… with meds | for his cruciate"
# "… between A and B | which language is …"; "… and B for summer grazing | and which would you plant": the
# conjunction before a wh-clause asking to choose joins clauses, no part of B.
_WHICH_AFTER = re.compile(r"(?:\s+(?:and|so|but)(?=\s+(?:which|what)\s+(?:would|should|will|do|could|is|one)\b))?"
                          r"\s+(?=(?:which|what)\b)", re.I)
_OPENING_COLON = re.compile(r"\s*:(?=\s)")  # a colon right after "between", the options after it
_TWO_KINDS = re.compile(r"\s+(?:the\s+)?two\s+[a-z-]+\s*[:,]\s*", re.I)
# "the difference between A and B, and which should I use …": a later clause asks to choose.
# "… difference between A and B …, which would u run": a closing "which" asking someone's pick, not a relative clause;
# so does a bare closing "which one" ("… between Titebond II and Titebond III for an outdoor bench, which one").
_THEN_WHICH = re.compile(r"(?:(?:[,;:—–-]\s*|\s+)(?:and|so|but)\s+which\b"
                         r"|[,;:—–-]\s*which(?:\s+one)?\s+(?:would|should|will|do|could)\s+(?:you|u|ya|i|we)\b"
                         r"|[,;:—–-]\s*which(?:\s+one)?(?=\s*[?!.]*\s*$))"
                         r"[^?]*\??[?!]*\s*$", re.I)




def _adverbed(b: list[tx.Token]) -> int:
    """1 when B opens with an adverb of its own before a gerund ("finally | ending it", "just | renting"), else 0."""
    adverb = manner_adverb(b[0].low) or b[0].low in ("just", "maybe", "perhaps", "still")
    return int(len(b) > 1 and adverb and _gerund_word(b[1]))


def _gerund_word(tok: tx.Token) -> bool:
    return tx.ing_word(tok.low)
