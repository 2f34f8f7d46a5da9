"""Text scanning for question parsing: masked text, sentences, separators and word tokens.

Everything works on spans of the original prompt, so an option found is always a verbatim substring of it. The *mask*
hides what must not be read as structure: text in brackets or quotes, commas and colons in numbers ("62,000", "6:15")
and abbreviation periods ("Acme Corp.", "U.S.", "vs.")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from warrantguard.guard.question.words._leads import lead_length
from warrantguard.guard.question.words._lines import fenced_sentences, interjected_commas, line_sentences
from warrantguard.guard.question.words._which import bare_which
from warrantguard.guard.question.words._wordlists import ABBREVIATIONS, AMBIGUOUS, NUMBER_WORDS, VERBS, WEEKDAYS

__all__: list[str] = []

# The coordinators a question's options are read around: "or" / "vs" (OR), "between" (BETWEEN),
# and any "and" / "or" (AND_OR, counting a statement's coordinations).
# not "and/or"; a bare lower-case "v" between words is the British "versus" ("Labrador v golden retriever")
OR = re.compile(r"(?<![\w/-])(?:or|vs(?:[.\u00b7]\.{0,2}|…)?|versus|v[.\u00b7]|(?<=\s)(?-i:v)(?=\s))(?![\w/-])", re.I)
BETWEEN = re.compile(r"(?<![\w-])between(?![\w-])", re.I)
AND_OR = re.compile(r"(?<![\w-])(?:and|or)(?![\w-])", re.I)


class Refusal(Exception):
    """Internal: the prompt is not a question between exactly two options; ``str`` says why."""


def unshouted(text: str) -> str | None:
    """``text`` in lower case when it is written in capitals (eight letters or more, nine in ten capitals), or None."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 8 or sum(c.isupper() for c in letters) * 10 < len(letters) * 9:
        return None
    return "".join(low if len(low := c.lower()) == 1 else c for c in text)


def articled(toks: list[Token]) -> list[Token]:
    """``toks`` without a leading article ("the | bus"), unless the article is all there is. A capital "A" and its
    period is an initial, no article ("A. arvensis": a genus written short)."""
    return toks[1:] if len(toks) > 1 and toks[0].low in ("a", "an", "the") and not _initial(toks[0]) else toks


def _initial(tok: Token) -> bool:
    """Is ``tok`` a capital "A" and its period, as written or masked ("A.", "A·"): an initial, no article?"""
    return tok.text[:1] == "A" and tok.text[1:] in (".", _HIDDEN)


def ing_word(word: str) -> bool:
    """Is the lower-case ``word`` an -ing form ("going", "paying"): longer than four letters, with a
    vowel before its "ing" (not "bring", "string", "thing", "re-string"), and no noun that only looks like one
    ("morning", "evening": "morning or evening | flights")?"""
    stem = word.rsplit("-", 1)[-1][:-3]  # "re-string": the vowel in the word after the hyphen
    return len(word) > 4 and word.endswith("ing") and any(c in "aeiouy" for c in stem) and word not in _ING_NOUNS


def label_kind(tok: Token) -> str:
    """"letter" for a one-letter capital label ("A"), "number" for a bare number ("12"), else ""."""
    if len(tok.text) == 1 and tok.text.isupper():
        return "letter"
    return "number" if tok.text.isdigit() else ""


# Nouns ending in "-ing" that are no verb's form (a word list, for review).
_ING_NOUNS = frozenset({"morning", "evening", "ceiling", "pudding", "wedding", "awning", "herring", "dumpling",
                        "sibling", "duckling", "seedling", "sapling", "earring", "lightning", "offspring"})


# Misspelt modals, question words and contractions, and chat shorthand ("w" for "with"): none another word.
_MISSPELT = {typo: word for word, typos in (
    ("should", "shoud shoudl shuold shold shud shld shd shoukd shpuld shouls"),
    ("would", "woud wuold wolud"), ("could", "coud cuold colud"), ("which", "wich whcih wihch whihc"),
    ("what's", "whats"), ("who's", "whos"), ("he's", "hes"), ("she's", "shes"), ("with", "w"),
) for typo in typos.split()}
_QUOTED = re.compile(r"(?<!\d)\"[^\"]*\"|“[^”]*”|‘[^’]*’|(?<!\w)'[^']+'(?!\w)|\([^()]*\)|\[[^\[\]]*\]")
# "18–24": an en dash between two numbers makes one range, not two clauses; "tokio::spawn": a path's '::' joins its
# names.
_NUMBER_PUNCT = re.compile(r"(?<=\d)[,:.\u2013](?=\d)|(?<=\w):(?=:\w)|(?<=\w:):(?=\w)"
                           r"|(?<=[A-Za-z]{2}):(?=[a-z]{3})"  # a colon inside a name ("Re:amaze")
                           r"|(?<=[A-Za-z]{2}):(?=\d{1,2}(?![\w:.]))")  # a model number's ("Elgato Wave:3")
_PERIOD = re.compile(r"(?<![\w.'’])([A-Za-z]+(?:\.[A-Za-z]+)*)\.(?!\.\.)")  # not an ellipsis's first period, nor
# a contraction's or a genitive's end ("… aren't. | Silk or …", "… at Trader Joe's. | Oat or …": no abbreviation)
# A blank line ends a paragraph, so its sentence; so does a line before a post's labelled part ("Title: … | Body: …").
_BOUNDARY = re.compile(r"[.!?]+(?=\s|$)|(?<=\w)[ \t]*\n[ \t]*\n\s*|(?<=\S)[ \t]*\n(?=[ \t]*(?:Body|Details|Description"
                       r"|Post|Message|Context|Background|Question|Update|Edit|EDIT|Info|Notes?|Subject|Title):\s)")
# A spaced double slash parts clauses as a spaced bar does ("Subject: rec letters // | Should …"), and so do spaced
# double or triple angle marks ("Scout leader query << | Buoyancy blocks or …"); a pictograph
# (emoji, dingbat) ends a clause as a punctuation mark would ("newbie here 👋 | Canon …"), but not one glued to the
# number before it ("3♥", "5♣", "4⭐"): a unit of that number, part of its word.
_SYMBOL = "\u2600-\u27bf\U0001f1e6-\U0001f1ff\U0001f300-\U0001faff"  # flags: pairs of regional letters
_SEPARATOR = re.compile(r"\s*(?:,+|[;:]|(?:^|(?<=\n)|(?<=\n[ \t]))[-•](?=[ \t])|\s(?:[-–—|»]|-{2,3}|//|>{2,3}|<{2,3})\s"
                        rf"|[–—]|\s~\s(?![$€£]?\d)|\.{{2,}}|…|(?<!\d)[{_SYMBOL}][{_SYMBOL}\ufe0f\u200d]*)\s*")
# Emphasis marks standing alone ("**Question:** | should") are no word; nor is an ellipsis opening one
# ("or...|premium").
_TOKEN = re.compile(r"(?!\*+(?:\s|$))(?:(?:\.{3}|\u2026)(?=\w))?(\S+)")
_OR_NEXT = re.compile(r"\s+or\s+\w", re.I)
_LOWER_NEXT = re.compile(r"\s+[a-z]")
_LOWER_OR = re.compile(r"\s+or\s+\w")  # "Mamma Mia! | or Grease": lower case, the same sentence
# An ellipsis right after the coordinator is a pause: "Kindle vs... | Kobo".
_CO_BEFORE = re.compile(r"(?<![\w/-])(?:or|vs\u00b7?)\.?$", re.I)
_EDGE = "\"'“”‘’.,;:!?()[]"
# After an abbreviation's period, a word that can only start a new sentence ("… at 22% APR. Should I …").
_STARTER = re.compile(r"\s+(?:Should|Would|Could|Can|Is|Are|Do|Does|Did|Will|What|Which|Who|How|Why|When|Where"
                      r"|I|We|My|Our|You|Your|It|They|This|That|Please|Thanks|Thank|Any|Anyone|Anybody|Thoughts"
                      r"|Advice|Ideas|Opinions|Suggestions|Help|Also|So|Honestly|Has|Have|Was|Were|Am|Let|Need)\b")
# Abbreviations that end a phrase rather than open a name ("at 10 p.m. Taxi or …?"): before a
# capitalized word their period ends the sentence (not so "Dr. Patel", "St. Lucia", "vs. Prague").
_CLOSING = frozenset({"a.m", "p.m", "etc"})
_JOINING = frozenset({"vs"})  # an abbreviation joining two options: its period opens no sentence
_INITIALISM = re.compile(r"[a-z](?:\.[a-z])+")  # "Enfamil A.R. | or …", "the U.S. | or …": letters, no sentence end
_CAPITAL_NEXT = re.compile(r"\s+[\"“‘(]?[A-Z]")
# A unit closing a measure that stands as a sentence or a predicate ("About 400 sq ft. | Pavers or …", "Fence run is
# about 120 ft. | Vinyl or …"): before a capitalized word its period ends the sentence (not so "a 7 ft. Fraser fir",
# "Ft. Lauderdale": a measure before its head, a name).
_UNITS = frozenset({"ft"})
_MEASURE_BEFORE = re.compile(r"(?:^|[.!?:]\s+|\b(?:about|around|roughly|approximately|approx\.?|nearly|almost|just|"
                             r"maybe)\s+|\w\s+(?:is|are|was|were)\s+|\b(?:it|that)['’]s\s+)~?\d[\d,.]*\s*"
                             r"(?:(?:sq|cu)\.?\s+|square\s+|cubic\s+)?$", re.I)
_HIDDEN = "\u00b7"  # stands for hidden punctuation: neither a word character nor a boundary
MAX_PROMPT = 2000  # longer prompts are not parsed (bounded work)


@dataclass(frozen=True)
class Token:
    """A word of the prompt: its text, span and lower-cased bare form."""

    text: str
    start: int
    end: int

    @cached_property
    def low(self) -> str:
        """Lower case, punctuation at the ends removed (apostrophes inside kept); a common misspelling
        of a question word that is no other word is read as the word ("shoud" as "should")."""
        word = self.text.strip(_EDGE).lower()
        return _MISSPELT.get(word, word)

    @cached_property
    def capitalized(self) -> bool:
        """Starts with an upper-case letter (a name, unless first in its sentence), or is a day of the week typed in
        lower case ("on tuesday or thursday")."""
        bare = self.text.lstrip(_EDGE)
        return bool(bare) and (bare[0].isupper() or self.low in WEEKDAYS)


def _measure_end(text: str, period: re.Match[str]) -> bool:
    """Is the abbreviation ``period`` matched a unit closing a measure that stands as a sentence or a predicate ("About
    400 sq ft.", "is 120 ft."; see ``_MEASURE_BEFORE``)?"""
    return period.group(1).lower() in _UNITS and bool(_MEASURE_BEFORE.search(text, 0, period.start()))


def _uncased_measure_end(text: str, period: re.Match[str]) -> bool:
    """A measure standing as a sentence in a prompt without capitals ("client wants a patio. about 400 sq ft. | pavers
    or stamped concrete?"): a word follows, not "or", "and", "of" or "by", and no capital could tell."""
    return _measure_end(text, period) and bool(_LOWER_WORD_NEXT.match(text, period.end())) \
        and not any(ch.isupper() for ch in text)


_LOWER_WORD_NEXT = re.compile(r"\s+(?!(?:or|and|of|by|x)\b)[a-z]")


def mask(text: str) -> str:
    """``text`` with quoted/bracketed content replaced by ``x`` and number punctuation and
    abbreviation periods by a middle dot (same length, so spans carry over)."""
    chars = list(text)
    for m in _QUOTED.finditer(text):
        for i in range(m.start() + 1, m.end() - 1):
            chars[i] = "x"
    for m in _NUMBER_PUNCT.finditer(text):
        chars[m.start()] = _HIDDEN
    for m in _PERIOD.finditer(text):
        word = m.group(1).lower()
        if ((word in _CLOSING or _measure_end(text, m)) and _CAPITAL_NEXT.match(text, m.end())) \
                or _uncased_measure_end(text, m):
            continue
        short = word in ABBREVIATIONS or len(word) == 1 or _INITIALISM.fullmatch(word)  # "Enfamil A.R. | or"
        joins = word in _JOINING  # "ArtResin vs. | Let's Resin": "vs." joins two options, no sentence ends there
        if short and (joins or (not _STARTER.match(text, m.end()) and not _imperative_next(text, m.end(), word)
                                and not _labelled_letter_end(text, m))):
            chars[m.end() - 1] = _HIDDEN
    for m in _TRAILING_OFF.finditer(text):  # "LLC... or S-corp...?": an ellipsis before "or" ends no sentence
        if "?" in text[m.end() :] or not text.rstrip().endswith((".", "\u2026")):  # in a question or a fragment
            chars[m.start() : m.end()] = " " * (m.end() - m.start())  # only (not "Printer... or scanner... offline.")
    for m in _OR_TRAILING.finditer(text):  # "savings account...or...premium bonds": so after it, before B
        if "?" in text[m.end() :] or not text.rstrip().endswith((".", "\u2026")):
            chars[m.start() : m.end()] = " " * (m.end() - m.start())
    for at in interjected_commas(text):  # "let me know, please, if A or B …": one clause
        chars[at] = " "
    for m in _DASHED_OR.finditer(text):  # "RTX 4070 Super -or- RX 7900 GRE", "Uni of Toronto – or – UBC", "A --or-- B"
        chars[m.start(1) : m.end(1)] = " " * (m.end(1) - m.start(1))
        chars[m.start(2) : m.end(2)] = " " * (m.end(2) - m.start(2))
    if (which := bare_which(text)) is not None:  # "motorcycle or train | which is safer": a comma unwritten
        chars[which] = ","
    for i, ch in enumerate(chars):  # ".NET", "Node.js": a period inside or starting a word
        if ch == "." and i + 1 < len(chars) and chars[i + 1].isalnum():
            chars[i] = _HIDDEN
    return "".join(chars)


_TRAILING_OFF = re.compile(r"(?:\.{3,}|\u2026)(?=\s*or\b)", re.I)
_OR_TRAILING = re.compile(r"(?<=\bor)[ \t]*(?:\.{3,}|\u2026)(?=\s*\w)", re.I)  # "or... B", "or ... B"
_DASHED_OR = re.compile(r"(?<=\s)(--?|[–—]\s|--?\s)or(--?|\s[–—]|\s--?)(?=\s)", re.I)  # "--or--" too


def _imperative_next(text: str, at: int, word: str) -> bool:
    """After an abbreviation of a unit or a month (not a title or a single letter), does a capitalized verb that is
    no noun open the next sentence ("… at 27% APR. | Pay off the card or …")?"""
    nxt = _NEXT_WORD.match(text, at)
    return len(word) > 1 and nxt is not None and nxt.group(1).lower() in VERBS - AMBIGUOUS - _TITLE_WORDS


_NEXT_WORD = re.compile(r"\s+([A-Z][a-z]+)\b")


def _labelled_letter_end(text: str, m: re.Match[str]) -> bool:
    """Is the period after a single capital letter that labels the lower-case noun before it ("in zone B. | Leave
    early …", "take gate C. | Then …") a sentence's end, a capitalized word after it? An initial follows a name
    ("John B. Smith"), no lower-case word; nor a joining word ("… or J. | Herbin 1670", "by J. | Smith")."""
    letter = m.group(1)
    before = _WORD_BEFORE.search(text, max(0, m.start() - 30), m.start())  # the word before, no farther back
    return len(letter) == 1 and letter.isupper() and before is not None and before.group(1).islower() \
        and before.group(1) not in _NAME_JOINERS and _NEXT_WORD.match(text, m.end()) is not None


# Words after which a capital letter's period is a name's initial: coordinators and the prepositions of authorship.
_NAME_JOINERS = frozenset({"or", "and", "nor", "vs", "versus", "by", "from", "with", "than"})


_WORD_BEFORE = re.compile(r"\b([A-Za-z]+)\s$")
_TITLE_WORDS = frozenset({"mark", "paul", "john", "will", "grant", "rose", "may", "ray"})  # "St. Mark", "Dr. Grant"


def numeral(tok: Token) -> bool:
    """A count: digits or a number word up to twenty, or a multiple of ten up to sixty ("3", "two", "fifteen")."""
    return tok.low.isdigit() or tok.low in NUMBER_WORDS


def sentences(masked: str) -> list[tuple[int, int]]:
    """Spans of the sentences of a masked text (terminal punctuation included)."""
    spans, start = [], 0
    for m in _BOUNDARY.finditer(masked):
        if m.group(0).startswith("..") and "?" not in m.group(0) and (
                _LOWER_NEXT.match(masked, m.end()) or _CO_BEFORE.search(masked, start, m.start())):
            continue  # "Switch OLED... or Steam Deck", "Kindle vs... Kobo": a pause, not a sentence's end
        if set(m.group(0).strip()) == {"?"} and _OR_NEXT.match(masked, m.end()) \
                and not OR.search(masked[start : m.start()]):
            continue  # "sage green? or warm beige?": one question asked in two breaths
        if _titled_bang(masked, start, m):  # "Mamma Mia! or Grease": a title's "!", no sentence's end
            continue
        if masked[start : m.end()].strip():
            spans.append((start, m.end()))
        start = m.end()
    if masked[start:].strip():
        spans.append((start, len(masked)))
    spans = [(s + len(masked[s:e]) - len(masked[s:e].lstrip()), e) for s, e in spans]
    spans = [piece for s, e in spans for piece in fenced_sentences(masked, s, e)]  # "```\nlr: 3e-4\n```\n| A or B?"
    return [line for s, e in spans for line in line_sentences(masked, s, e)]  # "Priority: High | Should …"


def _titled_bang(masked: str, start: int, m: re.Match[str]) -> bool:
    """Does a lone "!" close a title of capitalised words, a lower-case "or" after it ("Mamma Mia! | or Grease")? Not
    one word after another "!" ("Guards! Guards! | or …": where the title starts is unclear)."""
    before = masked[start : m.start()].split()
    titled = len(before) > 1 and before[-1][:1].isupper() and before[-2][:1].isupper()
    return m.group(0) == "!" and titled and bool(_LOWER_OR.match(masked, m.end()))


def separators(masked: str) -> list[tuple[int, int]]:
    """Spans of clause separators (comma, semicolon, colon, dash, spaced bar: "subj: x | A or B") in a masked text."""
    return [(m.start(), m.end()) for m in _SEPARATOR.finditer(masked)]


def pictograph(tok: Token) -> bool:
    """Is the word only pictographs ("🥡", "👍🏻"), as a separator would be ("meal kit 🥡 | or …")?"""
    return bool(_PICTOGRAPHS.fullmatch(tok.text))


_PICTOGRAPHS = re.compile(rf"[{_SYMBOL}][{_SYMBOL}\ufe0f\u200d]*")


def tokens(text: str, offset: int = 0) -> list[Token]:
    """The words of ``text`` (white-space separated), spans shifted by ``offset``."""
    return [Token(m.group(1), m.start(1) + offset, m.end(1) + offset) for m in _TOKEN.finditer(text)]


def _closed_quote(text: str) -> bool:
    """Does ``text`` open with a double quote mark that closes inside it ('"smart" thermostat'), or a single one
    closing after a few words and before the rest ("'Unlimited' PTO": a word quoted as a name or a scare quote)?"""
    return (text[:1] == '"' and text.count('"') % 2 == 0) or (text[:1] == "\u201c" and "\u201d" in text) \
        or bool(_SINGLE_QUOTED.match(text))


# "'Unlimited' PTO", "‘smart’ meter": a single quote opening a word or up to four, closed before a word after it.
_SINGLE_QUOTED = re.compile(r"['\u2018][^\s'\u2018\u2019]+(?:\s[^\s'\u2018\u2019]+){0,3}['\u2019]\s+\w")


_TRAILING_DASH = re.compile(r"\s+[-–—]+$")
_VALUE_QUOTED = re.compile(r"(?:\w[=:](['\"])[^'\"\s]+\1|\s['\"‘“][^'\"’”]+['\"’”])$")  # "say 'hi'"
_NAMED = re.compile(r"\w\s['‘]\w[^'’\"”]*['’]$")  # a name single-quoted after its head: "Thuja 'Green Giant'"
_MEASURE_MARK = re.compile(r"(?<![^\s(])\d+(?:[./]\d+)?['\u2032]$")  # a last word "8'", "2.5'": feet (an inch mark
# '"' is cut as a quote mark, as before)
_UNGLUED_MARK = re.compile(r"(?<!\w)['\u2032]|(?<=\w)['\u2032](?!\w)")  # a mark not inside a word ("Decathlon's")
_POSSESSIVE_END = re.compile(r"(?<![\w'‘])(?=\w*s['’]$|\w+in['’]$)[^\s'‘’]+['’]$")  # a last word "parents'", no quote
# opening it; or one with its "g" dropped ("Soarin'", "Rockin'": the apostrophe is the word's own)


def span_text(prompt: str, toks: list[Token]) -> str:
    """The prompt text covered by ``toks``, without quotes or punctuation at its ends
    (a closing bracket or an abbreviation's period is kept)."""
    if not toks:
        return ""
    text = prompt[toks[0].start : toks[-1].end]
    quoted = text[:1] in "'‘"
    if not _closed_quote(text[:-1] if text[-1:] in "\"\u201d" else text):  # not '"smart" thermostat'
        text = text.lstrip("\"'“‘,;:")
    text = _TRAILING_DASH.sub("", text)  # "Betta fish -- | or …"
    while text and text[-1] in "\"'”’,;:!?.)":
        if text[-1] == ")" and text.count("(") >= text.count(")"):
            break
        if (not quoted and _POSSESSIVE_END.search(text)) or _NAMED.search(text) or ((v := _VALUE_QUOTED.search(
                text)) and (v.group(1) or text[: v.start()].split()[-1].lower() in VERBS)):  # "parents'"; "say 'hi'"
            break
        if text[-1] == "." and _abbreviation_end(text):
            break
        if _MEASURE_MARK.search(text) and len(_UNGLUED_MARK.findall(text)) == 1:  # "an 8' or a 10' | ceiling":
            # feet; "Decathlon's Itiwit 10'": an apostrophe inside a word opens no quote
            break
        text = text[:-1]
    text = text[1:] if text.count("(") > text.count(")") and text.startswith("(") else text
    return _unemphasized(text.strip())


_EMPHASIS = re.compile(r"(\*{1,2}|_|`)(?=[^\s*_`])(?P<inner>[^*_`]*[^\s*_`])\1")  # "`pnpm`": code marks too


def _unemphasized(text: str) -> str:
    """``text`` without markdown emphasis or code marks wrapping all of it ("*gas*", "**gas**", "_gas_", "`pnpm`")."""
    m = _EMPHASIS.fullmatch(text)
    return m.group("inner") if m else text


def emphasized(left: list[Token], right: list[Token]) -> list[Token]:
    """Option B's words up to where its markdown emphasis closes when A's closes just before the
    'or' ("*Electric* or *gas* | dryer"; a code span: "`SERIAL` vs `GENERATED ALWAYS AS IDENTITY` | in postgres"):
    the marks set the two options off; else ``right``."""
    if not right:  # "… or ... premium bonds": nothing before the separator (refused by the caller)
        return right
    mark = right[0].text[:2] if right[0].text.startswith("**") else right[0].text[:1]
    if mark not in ("*", "**", "_", "`") or not left or not left[-1].text.rstrip(",").endswith(mark):
        return right
    close = next((j for j, t in enumerate(right) if t.text.rstrip(",.?!").endswith(mark) and len(t.text) > len(mark)),
                 None)
    return right if close is None else right[: close + 1]


def _abbreviation_end(text: str) -> bool:
    last = text.rsplit(None, 1)[-1].rstrip(".").lower().lstrip("\"'“‘(")
    return last in ABBREVIATIONS or len(last) == 1 or "." in last


# A label before the question: "[q060] …", "(urgent) …", "#142 …" (brackets are masked to x's).
# Also an addressee ("@assistant …"), a bold label with punctuation inside ("**tl;dr** …"), a markdown heading
# on its own line ("### kitchen reno\n …"), an upper-case word before a dash ("ELI5 - …", not "or") and an upper-case
# heading before an arrow ("TRIP PLANNING >> …"), a template slot ("{legal} …", "<eval-team> …") and an upper-case word
# between runs of asterisks ("*** URGENT *** …"; spaced in lower case: "*** urgent *** …"); a quoted line's mark
# ("> should i …"); a label in CJK lenticular brackets ("【Question】 …"); a ticket before a tag ("INC-2291 (urgent)").
_TAG = re.compile(r"(?:>+(?=[ \t])|[A-Z]{2,6}-\d{2,6}(?=:|[ \t]*(?:\(x*\)|\[x*\])[ \t]+(?!or\b|vs\b)[a-z])"
                  r"|(?:\[x*\]|\(x*\))(?![ \t]+(?i:or|vs)[ \t]+[\[(])"  # "[flashcards] or [practice problems]": A
                  r"|【[^】\n]{1,30}】|<\w+(?:-\w+)*>|\{\w+(?:[ \t]\w+){0,3}\}"
                  r"|\*{2,}[ \t]*[A-Z][A-Z0-9!]*[ \t]*\*{2,}|\*{3,}[ \t]+[a-z][a-z0-9!]*[ \t]+\*{3,}(?![ \t]*or\b)"
                  r"|#{1,6}[ \t][^\n]{1,60}\n|#\w+(?:-\w+)*|@\w+(?:[-.\u00b7]\w+)*|\*\*[^*\s]*[;:][^*\s]*\*\*"
                  r"|[^|\s][^|\n]{0,29}?\s\|(?=\s[^|\n]*\bor\b)"  # a heading before a spaced bar: "UK | ISA or SIPP …"
                  r"|[A-Z][A-Z0-9]{2,9}(?=\s+[-–—]\s+(?!or\b))|[A-Z][A-Z0-9]*(?:[ /&][A-Z0-9]+)*\s*(?:>>|»|=>|->)"
                  r"|(?i:(?:quick|simple|dumb|silly|stupid|honest|random|small|serious)\s+)?(?i:q|qn|question)(?=\s*:)"
                  r"|(?i:(?:kindly|please)\s+(?:suggest|advise|recommend))(?:\s*,(?=\s)|(?=\s*:)))"
                  r"\s*[:\-–—]?\s*")


def tag_length(sentence: str) -> int:
    """Characters of the labels that open ``sentence`` (at most three, after a reply prefix or a greeting: "Re: Hi
    team, | …"): tags, mentions, headings, and a heading announcing a question ("Quick q: | Ryanair or Wizz …",
    "Question: | …") or a request to choose ("Kindly suggest, | A or B for …")."""
    end = lead_length(sentence)
    end += lead_length(sentence[end:])  # "Re: | Hi team, | …"
    for _ in range(3):
        m = _TAG.match(sentence, end)
        if not m or m.end() >= len(sentence.rstrip()) or _GRADE.match(sentence, m.start()):
            break
        end = m.end() + lead_length(sentence[m.end() :])  # "[TKT-4821] | Good evening sir, | …"
    return end


# A number after "#" opening option A, no number of A's own after it, against a B that opens with a number ("#57
# stone or | 3/4\" clean crushed", "#57 or #8 stone"): a grade or size, no ticket's label ("#142 Is a … or …").
_GRADE = re.compile(r"#\d+[ \t]+(?:[^\W\d][^\s,:;?!]*[ \t]+){0,4}or[ \t]+#?\d|#\d+[ \t]+or[ \t]+#?\d", re.I)
