"""Time adverbials: the words that make one, and a verb phrase B without the closing time (or
place) that belongs to both options (:func:`untimed`)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import _text as tx
from warrantguard.guard.question.words._rated_once import rate_closed_a, weekdays_against_rate
from warrantguard.guard.question.words._wordlists import (
    DETERMINERS,
    FREQUENCIES,
    MONTHS,
    PARTICLES,
    PRONOUNS,
    SUBJECT_CONTRACTIONS,
    TIME_UNITS,
    WEEKDAYS,
)

__all__ = [
    "DAY_EVENTS",
    "MONTHS",
    "OWN_TIMES",
    "TIME_LEADS",
    "TIME_NOUNS",
    "TIME_PREPOSITIONS",
    "clause_timed",
    "clock_time",
    "closing_relative_time",
    "dated",
    "day_time_pair",
    "has_own_time",
    "own_frequency",
    "part_of_day_pair",
    "relative_day",
    "relative_day_pair",
    "time_of_year",
    "time_word",
    "timed_start",
    "today_day_pair",
    "untimed",
    "weekday_pair",
]

# Words by which an option names a time of its own ("sell now", "brine it overnight"): then a phrase
# after the other option is that option's own, not the context of both.
OWN_TIMES = frozenset({"now", "today", "immediately", "tonight", "tomorrow", "overnight"})
TIME_PREPOSITIONS = frozenset({"before", "after", "during", "until", "till"})
# Points of the day named by what happens then ("at bedtime", "after lunch", "by noon"): a time, though no time unit.
DAY_EVENTS = frozenset({"noon", "midnight", "dawn", "dusk", "bedtime", "breakfast", "lunch", "dinner"})
_CLOCK = re.compile(r"\d{1,2}(?::\d\d)?(?:am|pm|a\.m\.|p\.m\.)?")
TIME_LEADS = frozenset({"this", "next", "last", "tomorrow", "tonight", "today", "now", "later",
                        "yesterday", "early", "late", "right", "away", "immediately", "soon"})
TIME_NOUNS = TIME_UNITS | frozenset({"morning", "afternoon", "evening", "night", "day", "days", "weeks", "months",
                                     "years", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                     "sunday", "weekends", "weeknights", "mornings", "evenings", "nights"})


def time_word(tok: tx.Token) -> bool:
    """A word of a time adverbial ("this", "tomorrow", "morning", "weeks")."""
    return tok.low in TIME_LEADS or tok.low in TIME_NOUNS


def clock_time(tok: tx.Token) -> bool:
    """A time of day written in digits ("8am", "10:30", "7pm")."""
    return bool(_CLOCK.fullmatch(tok.low.rstrip("?.!,")))


def has_own_time(a: list[tx.Token]) -> bool:
    """Does verb phrase A carry a time of its own after its verb ("go back to work | at 6 months", "sell | now")?"""
    return any(t.low in TIME_PREPOSITIONS or time_word(t) or clock_time(t) for t in a[1:])


def dated(a: list[tx.Token]) -> bool:
    """Does verb phrase A name a time of its own after its verb, a time noun or a clock time ("go back to work | at 6
    months", "move Mum into care | this year"; not the bare adverb "now")?"""
    return any(t.low.rstrip("?.!,") in TIME_NOUNS or clock_time(t) for t in a[1:])


def clause_timed(a: list[tx.Token]) -> bool:
    """Does verb phrase A name a time of its own (:func:`dated`), or close on a time clause or gerund of its own ("quit
    | before finding a new job", "leave | after I get my bonus")? B's own time clause is then set against it ("… or
    stay | until I have an offer")."""
    return dated(a) or any(a[k].low in TIME_PREPOSITIONS and (tx.ing_word(a[k + 1].low) or a[k + 1].low in PRONOUNS)
                           for k in range(1, len(a) - 1))


def untimed(a: list[tx.Token], b: list[tx.Token]) -> list[tx.Token]:
    """Verb phrase B without a closing time adverbial when A has no time of its own ("continue metformin
    or switch to insulin | during pregnancy"): it belongs to both (not "sell now or hold them until
    next year", "wake up at 5am … or exercise after work": B's time is its own)."""
    if has_own_time(a) or time_word(a[0]):  # A's verb is no time ("till the lawn")
        return b
    if any(t.low.rstrip("?.!,") in OWN_TIMES | FREQUENCIES for t in a[1:]):  # "let the paste sit overnight or rinse
        return b  # it off | after an hour", "run a hot cycle monthly or …": A's own time, so B's is B's
    # not inside "until after …" ("wait until after christmas"): the time is what B's verb waits for; nor at
    # "until" / "till" ("… or let it field dry | till November"): how long B lasts is B's own
    cut = next((k for k in range(2, len(b) - 1) if b[k].low in TIME_PREPOSITIONS - _SPAN_ENDS
                and b[k - 1].low not in TIME_PREPOSITIONS), None)
    if cut is not None and clock_time(b[cut + 1]) and not b[cut + 1].text.isdigit():  # "… or just drive in | before
        return b  # 6am": a time of day is B's own
    if cut is None:  # "… or just overseed it | this fall", "… or replace the windows first | in an old house"
        cut = _closing_time(b)
    return b if cut is None else b[: _time_noun_start(b, cut)]


def _time_noun_start(b: list[tx.Token], cut: int) -> int:
    """Where B's closing time starts when its time preposition at ``cut`` follows a time noun and its determiner or
    number ("fill up jugs | the night before the storm", "call them | two days after the move"): the time is the
    whole phrase, not a dangling "the night"."""
    if cut < 4 or b[cut - 1].low not in TIME_NOUNS or b[cut - 3].low in _TIME_NOUN_PREPOSITIONS:
        return cut  # not "move it to | the afternoon | after …": the time noun is the preposition's object
    det = b[cut - 2].low
    return cut - 2 if det in _TIME_NOUN_DETERMINERS or det.isdigit() or det in _SMALL_NUMBERS else cut


_TIME_NOUN_DETERMINERS = frozenset({"the", "a", "that", "one"})
_SMALL_NUMBERS = frozenset({"two", "three", "four", "five", "six", "few", "couple"})
_TIME_NOUN_PREPOSITIONS = frozenset({"to", "for", "in", "on", "at", "until", "till", "by", "from", "into", "of"})


_SPAN_ENDS = frozenset({"until", "till"})
_TIME_OF = re.compile(r"(?:this|that|the)\s+time\s+of\s+(?:the\s+)?(?:year|day|month|season|week)")


def time_of_year(b: list[tx.Token]) -> int | None:
    """Where a closing "this time of (the) year" / "… of day" starts in ``b``, else ``None``."""
    for n in (4, 5):
        if len(b) > n and _TIME_OF.fullmatch(" ".join(t.low.rstrip("?.!,") for t in b[-n:])):
            return len(b) - n
    return None


def _closing_time(b: list[tx.Token]) -> int | None:
    """Where verb phrase B's closing time adverbial starts ("this fall", "next year" at its end),
    or the place phrase after a closing "first" ("… first | in an old farmhouse"); None when none.
    A closing "first" itself stays in B, as most of the corpus's writers label it."""
    words = [t.low.rstrip("?.!,") for t in b]
    if len(b) > 3 and words[-2] in ("this", "next") and words[-1] in TIME_UNITS \
            and words[-3] not in PARTICLES | _SPAN_ENDS:  # not "roll it over into | next year": its object
        return len(b) - 2
    if (k := time_of_year(b)) is not None and k >= 2:
        return k
    k = next((k for k in range(2, len(b) - 2) if words[k] == "first"), None)
    return k + 1 if k is not None and words[k + 1] in _PLACE_PREPOSITIONS else None


_PLACE_PREPOSITIONS = frozenset({"in", "at", "on", "for"})


_NOT_BEFORE_DAY = frozenset({"a", "an", "the", "this", "next", "last", "on", "by", "until", "till", "before", "after",
                             "every", "each", "cyber", "black", "easter", "ash", "good", "super"})


def weekday_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """A bare weekday as B, alone or before a preposition, and the left side ending in a weekday after a verb and its
    object ("Start the Hendersons' job | Monday or Wednesday?"): the days are the options, the verb phrase before them
    shared. ``None`` when a determiner, a preposition or a name's word stands before A's day ("the Monday or
    Wednesday class", "on Monday", "Cyber Monday"): other rules read those."""
    if len(left) < 3 or right[0].low not in WEEKDAYS or left[-1].low not in WEEKDAYS or left[-1].low == right[0].low:
        return None
    if len(right) > 1 and right[1].low not in ("for", "at", "so", "to", "since", "because"):
        return None
    return (left[-1:], right[:1]) if left[-2].low not in _NOT_BEFORE_DAY | WEEKDAYS else None


def part_of_day_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """B "early" / "late" and a part of the day ("late at night", "early in the morning") against a part of the day
    ending the left side ("study | in the morning or late at night", "write | in the mornings or late at night"): the
    two times are the options. ``None`` otherwise."""
    n = _part_of_day(right, 1) if right and right[0].low in ("early", "late") else 0
    if not n or len(left) < 3 or left[-1].low not in _DAY_PARTS | _DAY_PARTS_PLURAL:
        return None
    k = len(left) - 2 if left[-2].low in ("in", "at") else len(left) - 3
    if k < 1 or left[k].low not in ("in", "at") or (k == len(left) - 3 and left[k + 1].low != "the"):
        return None
    k -= left[k - 1].low in ("early", "late")  # "study | early in the morning or late at night"
    return left[k:], right[: n + 1]


def _part_of_day(toks: list[tx.Token], k: int) -> int:
    """How many words from ``k`` make "at night" / "in the evening", else 0."""
    parts = _DAY_PARTS | _DAY_PARTS_PLURAL  # "late at night", "late in the evenings"
    if len(toks) > k + 1 and toks[k].low in ("in", "at") and toks[k + 1].low in parts:
        return 2
    if len(toks) > k + 2 and toks[k].low == "in" and toks[k + 1].low == "the" and toks[k + 2].low in parts:
        return 3
    return 0


_DAY_PARTS = frozenset({"morning", "afternoon", "evening", "night", "noon", "midnight", "dawn", "dusk", "lunchtime"})


_DAY_PARTS_PLURAL = frozenset({"mornings", "afternoons", "evenings", "nights"})
_AFTER_DAY_TIME = frozenset({"for", "to", "so", "since", "because", "when", "if", "while", "instead", "and"})


def day_time_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """B a day and its part ("early Friday morning", "Friday afternoons") against one ending the left side after a
    verb phrase ("fly out | Thursday night or early Friday morning", "post on LinkedIn on | Monday mornings or Friday
    afternoons"), or B "the" and a part of the day against "in the morning" ("walk the dog in | the morning or the
    afternoon"): the two times are the options, the verb phrase before them shared. ``None`` otherwise."""
    n = _day_time_ahead(right)
    if not n or (n < len(right) and right[n].low not in _AFTER_DAY_TIME) or len(left) < 3:
        return None
    if right[0].low == "the":  # "in | the morning or the afternoon": the preposition is both's
        shared = left[-1].low in _DAY_PARTS and left[-2].low == "the" and left[-3].low == "in"
        return (left[-1:], right[1:n]) if shared and len(left) > 3 else None
    k = _day_time_behind(left)
    if k is None or k < 1 or left[k - 1].low in _NOT_BEFORE_DAY - {"on"} or left[k - 1].low in WEEKDAYS:
        return None  # "photoshoot | Saturday morning or Sunday evening": a lone noun's time too (part 164)
    if k == 1 and not _lone_lower_noun(left[0]):
        return None
    return left[k:], right[:n]


def today_day_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """B a weekday, alone or with its part of the day ("Monday morning", "early Friday"), against "today" / "tonight" /
    "tomorrow" / "now" ending the left side after a verb phrase ("the offer letter should go out | today or Monday
    morning"): the two times are the options, the verb phrase before them shared. ``None`` otherwise."""
    if len(left) < 3 or left[-1].low not in _TODAY or left[-2].low in _NOT_BEFORE_DAY:
        return None
    n = _day_time_ahead(right) or (1 if right[0].low in WEEKDAYS else 0)
    if not n or right[0].low == "the" or (n < len(right) and right[n].low not in _AFTER_DAY_TIME):
        return None
    return left[-1:], right[:n]


_TODAY = frozenset({"today", "tonight", "tomorrow", "now"})


def _day_time_ahead(toks: list[tx.Token]) -> int:
    """How many words open ``toks`` with "the" and a part of the day ("the afternoon"), or a weekday and its part,
    "early" / "late" before it ("early Friday morning", "Friday afternoons"); 0 when none does."""
    if len(toks) > 1 and toks[0].low == "the" and toks[1].low in _DAY_PARTS:
        return 2
    k = int(toks[0].low in ("early", "late"))
    if len(toks) > k + 1 and toks[k].low in WEEKDAYS and toks[k + 1].low in _DAY_PARTS | _DAY_PARTS_PLURAL:
        return k + 2
    return 0


def _lone_lower_noun(tok: tx.Token) -> bool:
    """Is ``tok``, alone before a day and its part, a lower-case word of letters ("photoshoot | Saturday morning",
    "dinner | Friday night"), not a name or a word of the lead?"""
    return tok.text.isalpha() and tok.text.islower() and tok.low not in PRONOUNS


def _day_time_behind(toks: list[tx.Token]) -> int | None:
    """Where a weekday and its part ending ``toks`` starts ("early | Thursday night"), "on" left out; else None."""
    if toks[-1].low not in _DAY_PARTS | _DAY_PARTS_PLURAL or toks[-2].low not in WEEKDAYS:
        return None
    k = len(toks) - 2
    return k - 1 if k > 0 and toks[k - 1].low in ("early", "late") else k


_TIME_PHRASE_PREPS = frozenset({"in", "on", "at", "during", "before", "after"})


def timed_start(core: list[tx.Token], k: int, b: list[tx.Token]) -> int:
    """Where option A starts when its last phrase (at ``k``) follows a time adverb of its own and B opens with a
    phrase of time ("start coating | tonight at 4 °C or in the morning at 37 °C", "run | today at lunch or on Saturday
    morning"): at the adverb, which B's time parallels; ``k`` otherwise."""
    n = 1 + (len(b) > 2 and b[1].low in ("the", "this", "next"))
    if len(b) <= n or b[0].low not in _TIME_PHRASE_PREPS or b[n].low not in TIME_NOUNS | _DAY_PARTS:
        return k
    t = k
    while t > 1 and (time_word(core[t - 1]) or core[t - 1].low in OWN_TIMES | _DAY_PARTS):
        t -= 1
    return t if t < k and core[t - 1].low not in _NOT_BEFORE_DAY else k


_RELATIVE_NOUNS = _DAY_PARTS | frozenset({"day", "week", "weekend", "month"})


def relative_day(toks: list[tx.Token], k: int) -> bool:
    """Does a time told against an event start at ``k``: "the", a day, a part of one or a week, then "before" / "after"
    / "of" ("the night before", "the week after", "the morning of")?"""
    return len(toks) > k + 2 and toks[k].low == "the" and toks[k + 1].low in _RELATIVE_NOUNS \
        and toks[k + 2].low.rstrip("?.!,") in ("before", "after", "of")


def relative_day_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """B a time told against an event ("the morning of the wedding", "the day after") against one ending the left side
    after a verb phrase ("washing my hair | the night before or the morning of the wedding"): the two times are the
    options, the verb phrase before them shared; B keeps the event its "of" names. ``None`` otherwise."""
    if len(left) < 4 or not relative_day(left, len(left) - 3) or left[-1].low == "of" or not relative_day(right, 0):
        return None
    if right[2].low.rstrip("?.!,") != "of":
        return left[-3:], right[:3]
    end = next((j for j in range(3, len(right)) if right[j].low in _AFTER_DAY_TIME), len(right))
    return left[-3:], right[:end]


def closing_relative_time(b: list[tx.Token], left: list[tx.Token]) -> int | None:
    """Where a time told against an event closes B after at least one word of B's own ("… or a physical scrub | the
    week before"): the time of both options, not B's; None when none does, or when the left side has a time of its own
    ("marinate the chicken overnight or dry brine it … the day before": each option's own time)."""
    k = len(b) - 3
    if k < 1 or not relative_day(b, k) or b[-1].low.rstrip("?.!,") == "of" or not left:
        return None
    own = any(t.low.rstrip("?.!,") in OWN_TIMES for t in left) or has_own_time(left)
    return None if own else k


_NOT_BEFORE_TIME = _NOT_BEFORE_DAY | _TIME_PHRASE_PREPS | frozenset({"for", "of", "to", "with", "from", "over"})


def article_time(right: list[tx.Token], k: int, head: int = 0) -> bool:
    """Does a bare time phrase open at ``right[k]``, past B's head at ``head``: "the" and a time unit before a time
    preposition ("… a half-length practice test | the weekend before the SAT", "… | the night before the exam"), no
    preposition before it? It is the time both options share, not B's."""
    if _closing_day_part(right, k, head):
        return True  # "the farmers market or the flea market | sat morning"
    if right[k].low != "the" or k < 1 or k <= head or k + 2 >= len(right) or right[k - 1].low in _NOT_BEFORE_TIME:
        return False
    return right[k + 1].low in TIME_UNITS | TIME_NOUNS and right[k + 2].low in TIME_PREPOSITIONS


# Weekdays as typed short ("sat morning", "fri night"); only before a part of the day are they read as days.
_SHORT_WEEKDAYS = frozenset({"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"})


def _closing_day_part(right: list[tx.Token], k: int, head: int) -> bool:
    """Do B's last two words, past B's head at ``head``, make a weekday and its part of the day, no preposition or
    determiner before them ("… or the flea market | sat morning", "… or bowling | friday night")? The time both
    options share, not B's (not "… or the saturday morning market", nor "… or brunch on | sunday morning")."""
    if k < 1 or k <= head or k + 2 != len(right) or right[k - 1].low in _NOT_BEFORE_TIME | DETERMINERS:
        return False
    day, part = right[k].low, right[k + 1].low.rstrip("?!.,")
    return (day in WEEKDAYS or day in _SHORT_WEEKDAYS) and part in _DAY_PARTS


def own_frequency(a: list[tx.Token], right: list[tx.Token], k: int) -> bool:
    """Is "once" / "twice" at ``right[k]`` a frequency ("once a week", "twice per month") against a frequency of A's
    own ("to 80% daily or to 100% | once a week", "every day or … | twice a week")? Then it is B's own, not a clause
    ("… | once I retire") or a time both share. So is a clause of "once" / "when" after an A with a time of its own
    (:func:`_own_time_clause`), and a trial span closing B (:func:`_trial_first`)."""
    if _own_time_clause(a, right, k) or _trial_first(right, k) or _dated_against_frequency(a, right, k) \
            or weekdays_against_rate(a, right, k):  # "for 20 minutes a day or for two hours | on Sundays"
        return True
    if right[k].low not in ("once", "twice") or k + 2 >= len(right) or right[k + 1].low not in _PER:
        return False
    return any(t.low in FREQUENCIES or t.low in ("every", "once", "twice") for t in a) or rate_closed_a(a)  # "£25 a
    # month or £300 | once a year"


_PER = frozenset({"a", "an", "per", "every"})


def _dated_against_frequency(a: list[tx.Token], right: list[tx.Token], k: int) -> bool:
    """Is ``right[k]`` a "this" / "next" opening a time that closes B ("… or an immersion camp | this summer") after an
    A with a frequency of its own ("a Spanish tutor twice a week")? B's time, set against A's, not one both share."""
    if right[k].low not in ("this", "next") or k + 2 != len(right) or right[k + 1].low not in TIME_UNITS:
        return False
    return any(t.low in ("once", "twice") or (t.low == "times" and j) for j, t in enumerate(a)) and \
        any(t.low in _PER for t in a)


def _own_time_clause(a: list[tx.Token], right: list[tx.Token], k: int) -> bool:
    """Is ``right[k]`` "once" / "when" / "whenever" before a subject, after an A naming a time of its own ("white
    noise on all night, or turn it off | once hes asleep")? The clause is B's time, set against A's (not after a B
    opening with a word of A's, "on weekends or on weeknights | when I'm wiped out": the clause may tell of B's
    time)."""
    nxt = right[k + 1].low if k + 2 < len(right) else ""
    parallel = any(t.low == right[0].low for t in a)  # "… on weekends or on weeknights | when I'm …": of B's time
    return right[k].low in ("once", "when", "whenever") and nxt in _SUBJECTS and dated(a) and not parallel


def _trial_first(right: list[tx.Token], k: int) -> bool:
    """Is ``right[k]`` the "for" or the "first" of a span closing B and ending on "first" ("… or power pump | for a
    few days first", "… or foster | for a month first")? B is tried for a while before the other: the span is B's."""
    fors = [j for j in range(1, len(right) - 2) if right[j].low == "for"]
    if not fors or right[-1].low != "first" or k not in (fors[-1], len(right) - 1):
        return False
    span = right[fors[-1] + 1 : -1]
    return 0 < len(span) <= 4 and span[-1].low.removesuffix("s") in TIME_UNITS | {"day", "hour", "minute"} and all(
        t.low in _SPAN for t in span[:-1])


_SPAN = frozenset({"a", "an", "the", "few", "couple", "of", "several", "two", "three", "four", "five", "six",
                   "another", "more", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"})


# Subjects opening a clause: pronouns, alone or contracted with "is" / "are", the apostrophe dropped or not.
_SUBJECTS = PRONOUNS | SUBJECT_CONTRACTIONS | frozenset({"hes", "shes", "theyre", "im"})
