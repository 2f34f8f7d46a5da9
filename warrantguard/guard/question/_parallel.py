"""Parallel options: the model's extraction checked under the rule of ``_options`` (:func:`parallel_options`), and the
repairs and refusals that keep a rule-found pair parallel: a bare time adverbial against A's (:func:`time_pair`), edges
cut inside a word or a clause (:func:`edge_problem`), yes/no questions that look like choices (asides and interjections
are :mod:`._asides`')."""

from __future__ import annotations

import itertools
import re

from warrantguard.guard.question._head_twice import head_twice_pair
from warrantguard.guard.question.forms import (
    CURRENCY,
    RATE_UNITS,
    advised_alternative,
    done_that,
    labelled_numbers,
    measured_amounts,
    named_head,
    named_marks,
    resumed_head_b,
    shade_bound,
    shaded_start,
)
from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    COPULAS,
    DETERMINERS,
    IN_AND_OUT,
    MODEL_SUFFIXES,
    MONTHS,
    POSSESSIVES,
    TIME_LEADS,
    TIME_NOUNS,
    TIME_PREPOSITIONS,
    Around,
    Refusal,
    day_time_pair,
    gerund_word,
    modifier,
    named_amount_own_noun,
    parallel_core,
    part_of_day_pair,
    relative_day_pair,
    time_of_year,
    time_word,
    today_day_pair,
    weekday_pair,
    whole_word_spans,
)
from warrantguard.guard.question.words import text as tx
from warrantguard.guard.question.words import wordlists as wl

__all__ = [
    "PLACE_ADVERBS",
    "edge_problem",
    "parallel_options",
    "second_question",
    "shared_noun",
    "time_pair",
]

_OPEN = frozenset({"what", "who", "how", "why", "when", "where"})
_TIME_SPAN = 3  # words in a time adverbial ("tomorrow morning", "this coming weekend")


def parallel_options(prompt: str, a: str, b: str) -> tuple[str, str] | None:
    """Options found elsewhere (the model's extraction) under the same rule as ``_options.locate``:
    ``None`` unless both occur in ``prompt`` as whole words at places that do not overlap;
    then the prompt's spelling of them, cut to their parallel core ("heating with gas" /
    "electricity" → "gas" / "electricity"; see :mod:`.words._core`), ``a`` first."""
    for sa in whole_word_spans(prompt, a):
        for sb in whole_word_spans(prompt, b):
            if sa[1] <= sb[0] or sb[1] <= sa[0]:
                return _cored(prompt, sa, sb)
    return None


def _cored(prompt: str, sa: tuple[int, int], sb: tuple[int, int]) -> tuple[str, str]:
    first, second = (sa, sb) if sa[0] < sb[0] else (sb, sa)
    x, y = tx.tokens(prompt[first[0] : first[1]], first[0]), tx.tokens(prompt[second[0] : second[1]], second[0])
    if x and y:
        x, y = parallel_core(x, y, Around(tx.tokens(prompt)))
    one = tx.span_text(prompt, x) or prompt[first[0] : first[1]]
    two = tx.span_text(prompt, y) or prompt[second[0] : second[1]]
    return (one, two) if sa[0] < sb[0] else (two, one)


_SEASONS = frozenset({"spring", "summer", "fall", "autumn", "winter"}) | MONTHS


def time_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """Option B a bare adverbial of time or place or a colour ("… or this evening", "… or later",
    "… or after graduation", "… or outdoors", "… or light gray"): the options are the two of the
    same kind, A the one that ends the left side ("walk the dog | this morning", "have the wedding
    | indoors", "paint the walls | white"); the verb phrase before it is shared. ``None`` when B
    is not one or the left side ends in none."""
    if not right or not left or left[0].low in _OPEN:
        return None  # "What did you do this morning or last night?": not a choice
    if len(left) > 1 and left[-1].low in _PAIRED and right[0].low in _PAIRED and left[-1].low != right[0].low:
        return left[-1:], right[:1]  # "do cardio | before or after | lifting": the object is shared
    days = weekday_pair(left, right) or part_of_day_pair(left, right) or day_time_pair(left, right) \
        or relative_day_pair(left, right) or today_day_pair(left, right)  # "washing my hair | the night before or
    # the morning of the wedding"; "go out | today or Monday morning"
    if days:  # "Start the job | Monday or Wednesday?"
        return days  # "study | in the morning or late at night"
    if (twice := head_twice_pair(left, right)) is not None:
        return twice  # "go back to work | part time or full time": the head written on both sides
    if _frequency(right, 0) and (at := [k for k in range(len(left)) if _frequency(left, k) or _every(left, k)]) \
            and at[-1]:  # "water the lawn | every day for 10 minutes or twice a week for an hour"
        own = {t.low for t in left[at[-1] + 1 :]} & {"for"}  # A's own duration: B's is B's own
        end = next((j for j in range(1, len(right))
                    if right[j].low in (_AFTER_RATE - own) | _CLAUSE_START | COPULAS | AUX), len(right))
        return left[at[-1] :], right[:end]  # "physical therapy | twice a week or once a week | for …"
    if len(left) > 2 and left[-2].low in ("in", "during") and left[-1].low in _SEASONS and (n := _season(right)) \
            and (len(right) == n or right[n].low in ("in", "for", "at", "on")):
        return left[-1:], right[:n]  # "plant garlic in | fall or (early) spring | in zone 6"
    for kind in (PLACE_ADVERBS, _COLORS):  # "have the wedding | indoors", "paint the walls | white"
        end = next((k for k in range(1, 2 if kind is PLACE_ADVERBS else shade_bound(left, right)) if k <= len(right)
                    and right[k - 1].low in kind and (k == len(right) or right[k].low in AUX | COPULAS)), 0)
        if end:  # "… | white or sage green | would look better": the predicate after B is both's
            if len(left) < 2 or left[-1].low not in kind:
                return None
            first = shaded_start(left, right[:end]) if kind is _COLORS else len(left) - 1  # "go | dark moody green"
            article = right[0].low in _ARTICLES and kind is _COLORS  # "or | a light …", "the red or | the green"
            return left[first:], right[article:end]
    if len(left) > 1 and left[-1].low in TIME_LEADS and right[0].low in TIME_LEADS and len(right) > 1 \
            and right[1].low in _TIME_PHRASE_PREPS:  # "buy my flights | now or later | in the spring"
        return left[-1:], right[:1]
    timed = len(right) <= _TIME_SPAN and right[0].low in TIME_LEADS and all(time_word(t) for t in right)
    dated = 1 < len(right) <= _TIME_SPAN + 1 and right[0].low in TIME_PREPOSITIONS
    if not (timed or dated):
        return None  # not "… on Saturday or Sunday": a bare day is a noun option
    k = len(left)
    while k > 0 and len(left) - k < _TIME_SPAN and time_word(left[k - 1]):
        k -= 1
    while k < len(left) and left[k].low not in TIME_LEADS:
        k += 1  # the adverbial opens with its time word ("this", "tomorrow", "now")
    return (left[k:], right) if 0 < k < len(left) or (timed and k == 0 < len(left)) else None


def _season(right: list[tx.Token]) -> int:
    """How many words open ``right`` with a season or month, "early" / "late" / "mid" before it
    ("spring", "early spring"); 0 when none does."""
    if right[0].low in _SEASONS:
        return 1
    return 2 if len(right) > 1 and right[0].low in ("early", "late", "mid") and right[1].low in _SEASONS else 0


_COLORS = frozenset({"white", "black", "gray", "grey", "blue", "green", "red", "yellow", "beige", "navy", "brown",
                     "pink", "purple", "orange", "cream", "teal", "silver", "gold", "charcoal"})
_ARTICLES = frozenset({"a", "an", "the"})
_TIME_PHRASE_PREPS = frozenset({"in", "on", "at", "during", "around", "by", "this", "next"})
PLACE_ADVERBS = IN_AND_OUT | frozenset({"online", "offline", "abroad", "overseas", "locally", "remotely", "in-person"})


_DECIDING = frozenset({"should", "shall", "worth", "better", "best", "smarter", "wiser", "preferable"})


def second_question(lead: list[tx.Token], right: list[tx.Token]) -> str | None:
    """Why "A or should I B" is not a choice between A and B, or ``None`` when it is: the first
    question must ask the same thing ("Should I … or should we …") or weigh A ("Is it worth …
    or should I …"), not ask a yes/no question of its own ("Is it OK to take ibuprofen or should
    I wait?", "Can I freeze it or does it go bad?")."""
    words = {t.low for t in lead}
    if right[0].low in words or words & _DECIDING or _time_asked(lead):
        return None
    if advised_alternative(lead, right):  # "can I | use the wool cycle or should I hand wash?": leave, then advice
        return None
    return (f"a yes/no question followed by another ('or {right[0].low} {right[1].low} …'), "
            "not a choice between two options")


def _time_asked(lead: list[tx.Token]) -> bool:
    """Does the lead ask whether it is time for A ("Is it time to | clean it … or should I just get …?"): a weighing
    of A now against B, as "worth" is?"""
    return any(t.low == "it" and n.low == "time" for t, n in itertools.pairwise(lead))


# Punctuation setting off a clause, a header or a tag: never in an option ("RE: x"; not "18–24", "#2", "#6B7280")
_CLAUSE_MARK = re.compile(r"\s(?:--+|[—–])\s|—|(?<!\d)–|–(?!\d)|:\s|\s#(?!\d+\b)"
                          r"(?!(?=[a-fA-F]*\d)[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?\b)\w|\n|;")
_WORD_EDGE = re.compile(r"[\w#@/-]")


def edge_problem(text: str, a: list[tx.Token], b: list[tx.Token]) -> str | None:
    """Why the options found are not whole-word spans free of clause punctuation, or ``None``:
    an option starting or ending inside a word ("#trip-planning Airbnb" read as "planning
    Airbnb") or holding a dash, colon, semicolon or tag that sets off another clause."""
    marked = named_marks(text)  # not "em dash (—)": a mark named is no mark
    for toks in (a, b):
        if not toks:
            continue
        start, end = toks[0].start, toks[-1].start + len(toks[-1].text.rstrip(".,;:!?\"'”’)"))
        if start > 0 and _WORD_EDGE.match(text[start - 1]):
            return f"an option starts inside a word ('{text[max(0, start - 12) : start]}|{toks[0].text}')"
        if _CLAUSE_MARK.search(marked, start, end):
            return f"an option holds punctuation that sets off another clause ({text[start:end]!r})"
        if _unbalanced(marked[start : toks[-1].end]):  # "allow pets (with a | deposit)"
            return f"an option starts or ends inside a bracketed aside ({text[start : toks[-1].end]!r})"
        if lead := _swallowed_lead(toks):
            return f"an option holds the question's lead-in ('{lead}')"
        if len(toks) > 1 and toks[0].low in DETERMINERS and toks[-1].low in _STRAY_TIME:
            return f"a noun-phrase option ends with a time adverb ('{toks[-1].text}') that belongs to the verb"
        if len(toks) > 2 and toks[-2].low in ("that", "who", "which") and _WORD_NEXT.match(text, end) \
                and not (toks is a and (_same_relative(a, b) or resumed_head_b(b))) \
                and not done_that(toks):  # "… or just send | them"; "do that now | or …"
            return f"an option ends inside its relative clause ('{toks[-2].text} {toks[-1].text} | …')"
    return None


def _same_relative(a: list[tx.Token], b: list[tx.Token]) -> bool:
    """Does B repeat A's head noun and relative pronoun ("a nanny who drives or | a nanny who lives close by")? Then
    A's relative clause ends at the coordinator."""
    head = [t.low for t in a[-3:-1]]
    return any([t.low for t in b[k : k + 2]] == head for k in range(len(b) - 2))


def _unbalanced(span: str) -> bool:
    """Does ``span`` open or close a bracket it does not close or open (a smiley's ":)" aside)?"""
    span = re.sub(r"[:;]-?[()\[\]]", "", span)
    return span.count("(") != span.count(")") or span.count("[") != span.count("]")


_WORD_NEXT = re.compile(r"[ \t]+[\w$]")  # a word follows in the same clause

_STRAY_TIME = frozenset({"now", "today", "tonight", "tomorrow", "later", "soon", "first", "immediately"})
_LEAD_PAIRS = frozenset({("i", "should"), ("we", "should"), ("you", "think"), ("i", "wonder"), ("should", "i"),
                         ("should", "we")})


def _swallowed_lead(toks: list[tx.Token]) -> str | None:
    """A word that opens the options' clause ("whether", "either") or a subject and modal of the
    question ("i should") inside an option: the lead-in was not cut off ("idk if i should go …")."""
    for k in range(1, len(toks)):
        w = toks[k].low
        if w in ("whether", "either") or (toks[k - 1].low, w) in _LEAD_PAIRS:
            return w if w in ("whether", "either") else f"{toks[k - 1].text} {toks[k].text}"
        told = (k == 1 or toks[k - 2].low in _TELLING) and toks[k - 1].low in _HEARERS  # "… told me | to take …"
        if w == "to" and (toks[k - 1].low in _SAYING or told):  # "my brother said to | take the bus"
            return " ".join(t.text for t in toks[k - 1 - told : k + 1])
        if w.replace("\u2019", "'") in _WOULD_SUBJECTS and k + 1 < len(toks) and toks[k + 1].low in _WISHING:
            return f"{toks[k].text} {toks[k + 1].text}"  # "I think | I'd rather | rent or lease, which …?"
    return None


_SAYING = frozenset({"said", "says", "say"})
_WOULD_SUBJECTS = frozenset({"i'd", "we'd", "you'd"})
_WISHING = frozenset({"rather", "prefer", "sooner"})
_TELLING = frozenset({"told", "tells", "telling", "advised", "asked", "wants", "wanted"})
_HEARERS = frozenset({"me", "us", "him", "her", "them"})




def shared_noun(a: list[tx.Token], b: list[tx.Token], around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """"a fixed or variable rate": A a bare adjective or participle after an article, B an
    adjective and a noun with no determiner of its own: the article and the noun are shared, so
    B is cut to its modifier (the rule of :mod:`.words._core`), as after a listed modifier and a hyphenated
    one ("annual or per-seat licenses"); so is a unit after two numbers ("15 or 20 percent")."""
    hyphenated = modifier(a[0]) and "-" in b[0].low and not (a[0].capitalized or b[0].capitalized) \
        and b[-1].low != a[0].low  # "annual or per-seat | licenses"; not "hybrid vs. plug-in hybrid"
    if len(a) == 1 and len(b) == 2 and (_adjective(a[0], around.prev(a[0])) or hyphenated) \
            and _bare_start(b[0], around):
        return a, b[:1]
    if len(a) == 1 and len(b) == 2 and tx.numeral(a[0]) and tx.numeral(b[0]) \
            and not (b[1].capitalized and b[1].low in MODEL_SUFFIXES):  # not "4060 or 6700 XT": B's model name
        return a, b[:1]  # "tip 15 or 20 percent": the unit is shared
    measured = len(b) > 3 and (b[2].low == "of" or (len(b) > 4 and b[3].low == "of" and b[2].low.isalpha()))
    if len(a) == 2 and measured and _quantity(a[0]) and _quantity(b[0]) and a[1].low.isalpha() \
            and b[1].low.isalpha() and a[1].low == b[1].low:
        return a, b[:2]  # "5 mg or 10 mg | (dose) of zinc": what is measured is shared, the amounts are the options
    if named_amount_own_noun(a, b, around):  # "the Sunday $109 or the $55 turbo": A's name its own
        return a, b
    a, b = measured_amounts(*_amounts(*_shared_edges(a, b, around)))
    return labelled_numbers(a, b, around)  # "Size | 22.5 or 23.5 | mondo": the label and the unit are both's


def _shared_edges(a: list[tx.Token], b: list[tx.Token], around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """What one side holds and the other lacks, shared by both: before A, a gerund and its article
    ("feeding | a raw diet or a kibble diet") or an amount and its preposition ("put $5,000 into | a
    529 plan or an I-bond"), when B has an article of its own; after B, a time adverbial that A
    lacks ("soccer or swimming | this spring")."""
    if len(b) == 1 and len(a) == 4 and gerund_word(a[0]) and a[1].low in POSSESSIVES and b[0].low.isalpha():
        return a[3:], b  # "feeding my dog | raw or kibble": the gerund and its object are shared
    lead = around.prev(b[0]) if b else None
    if lead is not None and lead.low in ARTICLES and len(a) > 2:
        if gerund_word(a[0]) and a[1].low in ARTICLES:
            return a[2:], b
        amount = _quantity(a[0].low.lstrip("$€£").rstrip("km"))
        if len(a) > 3 and amount and a[1].low in _INTO and a[2].low in ARTICLES:
            return a[3:], b
    if len(b) > 2 and b[-2].low in ("this", "next", "last") and b[-1].low in TIME_NOUNS \
            and not (len(a) > 1 and a[-1].low in TIME_NOUNS):
        return a, b[:-2]
    if (k := time_of_year(b)) is not None and time_of_year(a) is None:
        return a, b[:k]  # "with jigs or with live minnows | this time of year"
    return a, b


_INTO = frozenset({"into", "in", "on", "toward", "towards"})
_PRICED_AT = frozenset({"at"})

_FREQUENCY = frozenset({"once", "twice", "thrice"})


def _frequency(toks: list[tx.Token], k: int) -> bool:
    """Does a frequency start at ``k``: "once", "twice", or a number and "times" ("three times")?"""
    if toks[k].low in _FREQUENCY:
        return True
    return k + 1 < len(toks) and toks[k + 1].low == "times" and _quantity(toks[k])


def _every(toks: list[tx.Token], k: int) -> bool:
    """Does an "every" frequency start at ``k`` ("every day", "every other night", "every 3 weeks")?"""
    if toks[k].low != "every" or k + 1 >= len(toks):
        return False
    unit = k + 2 if toks[k + 1].low == "other" or _quantity(toks[k + 1]) else k + 1
    return unit < len(toks) and toks[unit].low in TIME_NOUNS


_PAIRED = frozenset({"before", "after", "with", "without", "during", "inside", "outside"})
_AFTER_RATE = frozenset({"for", "to", "in", "on", "at", "with", "because", "so", "since", "while"})
_CLAUSE_START = frozenset({"if", "when", "unless", "until", "whenever"})  # "once a year | if they've never …"


def _quantity(tok: tx.Token | str) -> bool:
    """A number as written ("5", "2.5", "1,000") or a number word."""
    w = tok if isinstance(tok, str) else tok.low
    return w in wl.NUMBER_WORDS or w.replace(",", "").replace(".", "", 1).isdigit()


def _amounts(a: list[tx.Token], b: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]]:
    """"offer the candidate $95k or $105k": B an amount of money (or a percentage) and A a noun phrase ending with one
    (a double object): the amounts are the options, as their parallel form; a rate written once
    after B ("$40 or $55 | an hour") is shared."""
    percents = all(re.fullmatch(r"\d+(?:\.\d+)?%", t.text) for t in (a[-1], b[0]))  # "tip out the bar 2% or 3%"
    if not (b[0].text.startswith(CURRENCY) and a[-1].text.startswith(CURRENCY)) and not percents:
        return a, b
    if len(a) > 2 and len(b) > 2 and b[1].low == a[-2].low in _PRICED_AT:
        return a, b  # "$250k dwelling coverage at $1,840/yr or $300k at $2,210/yr": each amount at its own price
    if len(b) == 3 and b[1].low in ("a", "an", "per") and b[2].low in RATE_UNITS:
        b = b[:1]
    return a[-1:], b


def _adjective(tok: tx.Token, prev: tx.Token | None) -> bool:
    """A lower-case adjective or participle right after an article ("a | fixed", "a | used")."""
    w = tok.low
    adjective = modifier(tok) or (w.endswith("ed") and len(w) > 4)
    return adjective and w.isalpha() and not tok.capitalized and prev is not None and prev.low in ("a", "an", "the")


def _bare_start(tok: tx.Token, around: Around) -> bool:
    """Does an option start with ``tok`` with no determiner of its own ("… or | variable rate")?"""
    prev = around.prev(tok)
    return tok.low not in DETERMINERS and (prev is None or prev.low not in DETERMINERS)


def verb_problem(a: list[tx.Token], b: list[tx.Token], around: Around) -> str | None:
    """Why the verb found after a subject pair ("Does A or B | VERB …") is the wrong word, or
    ``None``: after an auxiliary that governs the pair the verb is a bare form, so an ``-s`` word
    there is a noun ("Does a gas dryer or an electric dryer dry | clothes faster?")."""
    lead, verb = around.prev(a[0]) if a else None, around.next(b[-1]) if b else None
    if verb is None or lead is None or lead.low not in AUX:
        return None
    w, last = verb.low, b[-1]
    plural = w.endswith("s") and not w.endswith("ss") and w.isalpha() and w not in AUX | COPULAS
    if plural and not named_head(b, verb, around):
        return f"the verb after '{lead.text} … or …' could be '{last.text}' or '{verb.text}'"
    return None


UNTOLD_VERB = "the verb after the two options could not be told apart from the second option"


def refuse_if(problem: str | bool | None) -> None:
    """Raise :class:`Refusal` with ``problem`` when there is one (a check's reason)."""
    if problem:
        raise Refusal(str(problem))
