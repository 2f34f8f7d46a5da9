"""Reading a probe's text: word tokens (options masked), word classes, and the surface checks.

The surface checks reject what a probe may never add to the focal prompt: its size beyond
bounds, invisible or control characters, markup symbols, options that are not whole words
or not named as often as in the focal prompt, and anything addressing the answerer:
"answer:", "reply", "ignore previous instructions", "you must", "the correct answer",
an option in brackets or quotes, pointed at, emphasised or shouted. Everything is counted
against the focal prompt, so a probe may keep whatever the focal prompt itself says.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from operator import add
from typing import NamedTuple

from warrantguard.guard.probes._chars import ASCII_SYMBOLS, count_invisible, symbol
from warrantguard.guard.probes._gates import HINT_CHARS, Gate, arrow, brackets, emphasis, may_address, quotes
from warrantguard.guard.question import PairwiseQuestion, whole_word_spans

__all__: list[str] = []



def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


OPT = "\x00opt"  # the token an option occurrence becomes
_TOKEN = re.compile(r"\w+(?:['’\-]\w+)*|[^\w\s]")
# the same tokens of an ASCII text, read with ASCII classes (no Unicode lookup per character): there, \w is
# ASCII's \w, and Unicode's \s also holds the separators \x1c-\x1f (no ’ occurs)
ASCII_TOKEN = re.compile(r"\w+(?:['\-]\w+)*|[^\w\s\x1c-\x1f]", re.ASCII)
_MAX_EXTRA_CHARS = 200

STOP = _words("""
a an the this that these those my our your their his her its it they them we you i me us he she
is are was were be been being am do does did have has had will would shall should can could may
might must ought of in on at for with by to from into onto over under as about than then so and or but
nor if when where which what who whom whose why how whether while one ones there here also too
either both each such own same other another some more most very much many few
""")

FILLER = _words("""
please thanks thank kindly really truly actually honestly basically exactly just quite simply
indeed specifically particularly particular specific certain given case situation scenario
circumstance context instance example question now today currently right overall considered
considering all things okay ok well anyway still even literally definitely certainly surely
""")

BROAD = _words("""
situations circumstances cases people person contexts kinds types sorts range wide long term
life world decisions settings purposes uses everyone anyone things ways places conditions
""")

STRONG_BROAD = _words("""
general generally most any all everyday anywhere everywhere broadly typical typically usually
various whatever similar ordinary common commonly universally always every regardless generic
""")

NEGATIONS = frozenset({"not", "never", "cannot"})

_DECISION = _words("""
approve approved approval reject rejected choose chosen chose pick picked select selected prefer
preferred recommend recommended recommendation avoid avoided favour favor favoured favored endorse
endorsed verified certified authorised authorized mandated mandatory sanctioned vetted
""")

_ADDRESSING: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.I), why) for p, why in (
    (r"\b(?:answers?|answer(?:ed|ing)|repl(?:y|ies|ied|ying)|respon(?:d|ds|ded|ding|se|ses))\b",
     "speaks of answering"),
    (r"\b(?:ignor(?:e|es|ed|ing)|disregard\w*|forget|override|overrule)\b", "tells the answerer to ignore something"),
    (r"\b(?:instructions?|prompts?|jailbreak\w*|system\s+message)\b", "refers to instructions"),
    (r"\byou\s+(?:must|should|shall|will|have\s+to|need\s+to|are\s+(?:to|required|expected|asked))\b",
     "gives the answerer an order"),
    (r"\b(?:correct|right|expected|true|only|proper|official|preferred|recommended|best)\s+"
     r"(?:answer|option|choice|pick|response|reply)\b", "names a right answer"),
    (r"\b(?:say|output|print)\b", "tells the answerer what to write"),
    (r"\b(?:option|choice)\s+(?:[ab12]|one|two)\b|\b(?:first|second)\s+(?:option|choice|one)\b"
     r"|\bthe\s+(?:former|latter)\b", "points at an option by position"),
    (r"\b(?:system|user|assistant|human|ai)\s*:", "contains a role marker"),
    (r"\b(?:as\s+an\s+ai|language\s+model|llm|chatbot|assistant)\b", "addresses the model"),
    (r"https?://|\bwww\.", "contains a link"),
))


class Tok(NamedTuple):
    """A word or punctuation token: lower-cased text (``OPT`` for an option) and its span (a named
    tuple: a probe's diff makes dozens of them, and a tuple is built in C)."""

    low: str
    start: int
    end: int


def option_spans(options: Sequence[str], text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Where each of the two options occurs in ``text`` as whole words; the shorter option's
    occurrences inside the longer one's ("train" in "bullet train") do not count."""
    a, b = _option_spans(tuple(options), text)
    return list(a), list(b)


@lru_cache(maxsize=256)
def _option_spans(options: tuple[str, ...], text: str) -> tuple[tuple[tuple[int, int], ...], ...]:
    """:func:`option_spans`, found once per text (a probe's text is read by several checks)."""
    a, b = options
    long_, short = (a, b) if len(a) >= len(b) else (b, a)
    spans_long = whole_word_spans(text, long_)
    spans_short = [s for s in whole_word_spans(text, short) if not any(s[0] < e and o < s[1] for o, e in spans_long)]
    found = (tuple(spans_long), tuple(spans_short))
    return found if long_ is a else found[::-1]


def tokens(text: str, options: Sequence[str] = ()) -> list[Tok]:
    """The tokens of ``text``, each occurrence of an option one ``OPT`` token."""
    table = token_table(text, options)
    return list(map(Tok, table.lows, table.starts, table.ends))


class TokenTable(NamedTuple):
    """The tokens of a text as three parallel lists (what :func:`tokens` returns, without
    building a :class:`Tok` per word: a long probe is mostly the focal prompt unchanged; a named
    tuple, built in C: every probe text makes one or two)."""

    lows: list[str]
    starts: list[int]
    ends: list[int]

    def toks(self, i: int, j: int) -> list[Tok]:
        """Tokens ``i`` to ``j`` (exclusive), as :class:`Tok`."""
        return list(map(Tok, self.lows[i:j], self.starts[i:j], self.ends[i:j]))


def token_table(text: str, options: Sequence[str] = ()) -> TokenTable:
    """The tokens of ``text`` (as :func:`tokens`), found and measured in C, not word by word."""
    whole = TokenTable([], [], [])
    _segment(text, 0, whole.lows, whole.starts, whole.ends)
    if len(options) != 2:
        return whole
    spans_a, spans_b = _option_spans(tuple(options), text)
    spans = sorted(spans_a + spans_b)
    masked = _masked(whole, spans)
    return masked if masked is not None else _by_segments(text, spans)


def _masked(whole: TokenTable, spans: list[tuple[int, int]]) -> TokenTable | None:
    """The text's tokens with each option span one ``OPT`` token, when every span begins and ends
    where tokens do (what a segment between two options holds is then what the whole text's
    tokens hold there), else ``None``."""
    out = TokenTable([], [], [])
    done = 0
    for start, end in spans:
        i, j = bisect_left(whole.starts, start), bisect_left(whole.ends, end)
        if not (done <= i <= j < len(whole.ends) and whole.starts[i] == start and whole.ends[j] == end):
            return None
        out.lows.extend([*whole.lows[done:i], OPT])
        out.starts.extend([*whole.starts[done:i], start])
        out.ends.extend([*whole.ends[done:i], end])
        done = j + 1
    out.lows.extend(whole.lows[done:])
    out.starts.extend(whole.starts[done:])
    out.ends.extend(whole.ends[done:])
    return out


def _by_segments(text: str, spans: list[tuple[int, int]]) -> TokenTable:
    """The tokens of the text between options, one segment at a time."""
    lows: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for start, end in [*spans, (len(text), len(text))]:
        _segment(text[pos:start], pos, lows, starts, ends)
        if end > start:
            lows.append(OPT)
            starts.append(start)
            ends.append(end)
        pos = end
    return TokenTable(lows, starts, ends)


def _segment(text: str, offset: int, lows: list[str], starts: list[int], ends: list[int]) -> None:
    """Append the tokens of ``text`` (shifted by ``offset``), read by C-level maps over the matches.
    An ASCII text is lower-cased first (its length, so every span, stays), its words then come lower."""
    ascii_text = text.isascii()
    found = list(ASCII_TOKEN.finditer(text.lower()) if ascii_text else _TOKEN.finditer(text))
    words = map(re.Match.group, found)
    lows += words if ascii_text else map(str.lower, words)
    starts += map(add, map(re.Match.start, found), repeat(offset)) if offset else map(re.Match.start, found)
    ends += map(add, map(re.Match.end, found), repeat(offset)) if offset else map(re.Match.end, found)


def plain(text: str) -> list[str]:
    """The lower-cased tokens of ``text`` (word for word, spacing aside)."""
    if text.isascii():  # lower-cased first: the same tokens, each lower-cased
        return ASCII_TOKEN.findall(text.lower())
    return list(map(str.lower, _TOKEN.findall(text)))


def is_content(word: str) -> bool:
    """A word that carries content: not an option, punctuation or a function word."""
    return word != OPT and word[:1].isalnum() and word not in STOP


def quote(words: Iterable[str]) -> str:
    """Up to four words, quoted, for a reason."""
    items = list(dict.fromkeys(words))
    shown = ", ".join(repr(w) for w in items[:4])
    return shown + (f" and {len(items) - 4} more" if len(items) > 4 else "")


def phrase(text: str, group: list[Tok]) -> str:
    """The probe's own words for one changed place, without leading punctuation or filler."""
    words = list(group)
    while words and (not words[0].low[:1].isalnum() or words[0].low in FILLER):
        words.pop(0)
    while words and not words[-1].low[:1].isalnum():
        words.pop()
    if not any(is_content(t.low) for t in words):
        return ""
    return " ".join(text[words[0].start : words[-1].end].split())


def options_in(question: PairwiseQuestion, text: str) -> bool:
    """Whether ``text`` names either option."""
    return any(whole_word_spans(text, o) for o in question.options)


def option_problem(question: PairwiseQuestion, text: str, *, exact: bool = True) -> str | None:
    """Why ``text`` does not name both options as whole words (``exact``: as often as the
    focal prompt does, once when it names them at all), else ``None``."""
    found = _option_spans(question.options, text)  # the spans as tuples: only counted here
    focal = _option_spans(question.options, question.prompt)
    for option, spans, want in zip(question.options, found, focal, strict=True):
        if not spans:
            return f"does not name {option!r} as a whole word"
        if exact and len(spans) != max(1, len(want)):
            return f"names {option!r} {len(spans)} times (the focal prompt: {max(1, len(want))})"
    return None


def surface_problem(question: PairwiseQuestion, text: str) -> str | None:
    """Why ``text`` cannot be a probe of ``question`` whatever its tier, else ``None``."""
    focal = _focal_surface(question)
    if len(text) > max(2 * len(question.prompt), len(question.prompt) + _MAX_EXTRA_CHARS):
        return f"too long ({len(text)} characters)"
    if count_invisible(text) > focal.invisible:
        return "contains control or invisible characters"
    chars = set(text)
    for ch in sorted(chars & ASCII_SYMBOLS if text.isascii() else {c for c in chars if symbol(c)}):
        if text.count(ch) > focal.symbols.get(ch, 0):
            return f"adds the symbol {ch!r}"
    for (pattern, why), matches in zip(_ADDRESSING, focal.matches, strict=True) if may_address(text) else ():
        extra = _extra(pattern, text, matches)
        if extra is not None:
            return f"addresses the answerer: {why} ({extra!r})"
    hinted = () if chars.isdisjoint(HINT_CHARS) else zip(focal.hints, focal.hint_matches, strict=True)
    for (source, gate, why), matches in hinted:
        extra = _extra(_compiled(source), text, matches) if gate(text) else None
        if extra is not None:
            return f"addresses the answerer: {why} ({extra!r})"
    uppers = focal.uppers
    if uppers is not None and text.isascii() and uppers[0] not in text and uppers[1] not in text:
        return None  # no option's upper case anywhere: none is in capitals (see :func:`_loud`)
    return _shouted(question, text, focal.loud)


@dataclass(frozen=True)
class _FocalSurface:
    """What the surface checks count in the focal prompt, counted once per question."""

    invisible: int
    symbols: dict[str, int]
    matches: tuple[int, ...]  # of each _ADDRESSING pattern
    hints: tuple[tuple[str, Gate, str], ...]  # the options' hint checks (:func:`_option_hints`)
    hint_matches: tuple[int, ...]
    loud: tuple[int, int]
    uppers: tuple[str, str] | None  # the options' upper case, when both are ASCII


@lru_cache(maxsize=32)
def _focal_surface(question: PairwiseQuestion) -> _FocalSurface:
    focal = question.prompt
    hints = tuple(_option_hints(question))
    return _FocalSurface(
        invisible=count_invisible(focal),
        symbols={ch: focal.count(ch) for ch in set(focal) if symbol(ch)},
        matches=(tuple(len(pattern.findall(focal)) for pattern, _why in _ADDRESSING) if may_address(focal)
                 else (0,) * len(_ADDRESSING)),  # the gate fails: none of them matches
        hints=hints,
        hint_matches=tuple(_count(source, gate, focal) for source, gate, _why in hints),
        loud=_loud_counts(question, focal),
        uppers=(question.option_a.strip().upper(), question.option_b.strip().upper())
        if question.option_a.isascii() and question.option_b.isascii() else None,
    )


def hint_word_problem(question: PairwiseQuestion, added: Sequence[Tok]) -> str | None:
    """An added word that is an option in another form ("trains", "trainer")."""
    stems = _option_stems(question.options)
    for t in added:
        for stem in stems:  # the word is the stem with one of the endings (not the stem itself)
            if t.low != stem and t.low.startswith(stem) and t.low[len(stem):] in _ENDINGS:
                return f"mentions an option again ({t.low!r})"
    return None


_ENDINGS = frozenset({"s", "es", "er", "ers", "'s", "’s", "ing", "ed"})


@lru_cache(maxsize=32)
def _option_stems(options: tuple[str, ...]) -> tuple[str, ...]:
    """The options' content words of three letters or more, in a fixed order (read once per question)."""
    return tuple(sorted({w for o in options for w in plain(o) if len(w) >= 3 and is_content(w)}))


def decision_word_problem(question: PairwiseQuestion, added: Sequence[Tok]) -> str | None:
    """An added decision or authority word ("approve", "verified"): about the answer, not the scope."""
    focal = _plain_set(question.prompt)
    words = [t.low for t in added if t.low in _DECISION and t.low not in focal]
    return f"adds a decision or authority word ({quote(words)})" if words else None


@lru_cache(maxsize=32)
def _plain_set(text: str) -> frozenset[str]:
    return frozenset(plain(text))


# (pattern around an option ``e``, a test the text passes wherever the pattern matches (:mod:`._gates`), why):
# compiled only for a text that passes it, so most probes never compile or run them
_HINTS: tuple[tuple[str, Gate, str], ...] = (
    (r"[(\[{{<][^()\[\]{{}}<>]{{0,80}}?{e}[^()\[\]{{}}<>]{{0,80}}?[)\]}}>]", brackets, "an option in brackets"),
    (r"[\"“”'‘’«»`]\s*{e}\s*[\"“”'‘’«»`]", quotes, "an option in quotes"),
    (r"(?:->|→|=>|⇒|⟶|=)\s*{e}", arrow, "points at an option"),
    (r"(\*{{1,2}}|_{{1,2}})\s*{e}\s*\1", emphasis, "an emphasised option"),
)


def _option_hints(question: PairwiseQuestion) -> list[tuple[str, Gate, str]]:
    """Each option's hint checks: (pattern source, its gate, why)."""
    out = []
    for option in question.options:
        e = rf"(?<!\w){re.escape(option.strip())}(?!\w)"
        out += [(template.format(e=e), gate, why) for template, gate, why in _HINTS]
    return out


@lru_cache(maxsize=256)
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source, re.I)


def _count(source: str, gate: Gate, text: str) -> int:
    """How often a hint pattern matches ``text`` (none where its gate fails)."""
    return len(_compiled(source).findall(text)) if gate(text) else 0


def _extra(pattern: re.Pattern[str], text: str, in_focal: int) -> str | None:
    """The first match of ``pattern`` in ``text`` when it matches more often than ``in_focal``."""
    if not in_focal:  # any match is one too many: the first one is the search's
        first = pattern.search(text)
        return None if first is None else first.group(0)[:40]
    found = [m.group(0) for _i, m in zip(range(50), pattern.finditer(text), strict=False)]
    if len(found) > in_focal:
        return found[0][:40]
    return None


def _loud_counts(question: PairwiseQuestion, text: str) -> tuple[int, int]:
    """How often each option is written in capitals in ``text``."""
    return _loud(question, text, 0), _loud(question, text, 1)


def _loud(question: PairwiseQuestion, text: str, side: int) -> int:
    """How often option ``side`` (0: A, 1: B) is written in capitals (two letters or more) in ``text``.

    An ASCII option is found in ASCII text where the lower-cased texts agree, so an occurrence in
    capitals is the option's own upper case: when that is nowhere in the text (the common case),
    no occurrence is loud, and none is looked up."""
    phrase = question.options[side].strip()  # what whole_word_spans looks for
    if text.isascii() and phrase.isascii() and phrase.upper() not in text:
        return 0
    spans = _option_spans(question.options, text)[side]
    return sum(text[s:e].isupper() and len(text[s:e]) > 1 for s, e in spans)


def _shouted(question: PairwiseQuestion, text: str, focal: tuple[int, int]) -> str | None:
    for side, (option, there) in enumerate(zip(question.options, focal, strict=True)):
        if not option.isupper() and _loud(question, text, side) > there:
            return f"addresses the answerer: an option in capitals ({option.upper()!r})"
    return None
