"""Colons and commas inside a title: "Brass: Birmingham or Root?", "Persona 5 Royal or Metaphor: ReFantazio?",
"Tomorrow, and Tomorrow, and Tomorrow or …". A colon after one capitalised word opening the sentence, or between B
and capitalised words closing it, may be a title's own ("Brass: Birmingham", "Metaphor: ReFantazio") or a heading's
("Budget: Honda or Toyota?"); a comma before "and" repeated may be a title's or a list's. The separators cannot tell
which, so the prompt is refused (a heading word such as "Q:" or "Poll:" before the colon is a heading, as a time or
sequence word is, "Now: Harvia or Huum heater?" (session 46), and a word asking for help after B's colon is the
question's: "… or Toyota: thoughts?")."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.framing._questioned import _HEADING_WORDS, _NOT_SIDES
from warrantguard.guard.question.forms.asking.framing._untitled_heading import untitled_heading
from warrantguard.guard.question.words import text as tx

__all__ = ["bang_in_name", "bang_name_before", "comma_bang_title", "dash_subtitle", "subtitle_problem"]

# "Brass: | Birmingham or Root?": one capitalised word opening the sentence, a colon, one capitalised word before "or".
_TITLE_BEFORE_A = re.compile(r"\s*(?P<w>[A-Z][a-z]+):[ \t]+[A-Z][\w'’&+-]*[ \t]*$")
# "… or Metaphor: | ReFantazio?": B, a colon, capitalised words (or numbers) to the sentence's end.
_SUBTITLE_AFTER_B = re.compile(r"[ \t]*(?:[^\s:,;]+[ \t]+){0,4}[^\s:,;]+:[ \t]+"
                               r"(?P<s>[A-Z0-9][\w'’&+-]*(?:[ \t]+[A-Z0-9][\w'’&+-]*){0,3})(?:[ \t]+\([^()\n]{1,30}\))?"
                               r"[ \t]*(?:(?:\.{2,}|…|,)[ \t]*(?:which|what)\b[^\n]*|[?!.]*\s*)$")
# (a bracketed aside after the subtitle, and a clause asking which after it: "… or Guardians of the Galaxy Mission: |
# Breakout (California)... which is scarier", the hundred-and-fifty-eighth part)
# "Now: | Harvia or Huum heater?": a time or sequence word heads the question, as "Q:" does; it opens no title.
_TIME_HEADS = frozenset({"now", "next", "then", "today", "tonight", "tomorrow", "finally", "so", "ok", "okay"})
_AND_CHAIN = re.compile(r",\s+and\s+[^,]+,\s+and\s+[^,]+$", re.I)  # "Tomorrow, and Tomorrow, and Tomorrow | or"


def subtitle_problem(sentence: str, stop: int, begin: int) -> str | None:
    """Why the colon or commas around the "or" (from ``stop`` to ``begin`` in ``sentence``) may belong to a
    title ("Brass: Birmingham or Root?", "Persona 5 Royal or Metaphor: ReFantazio?", "Tomorrow, and Tomorrow, and
    Tomorrow or …"), or ``None`` (not "Q: Pathfinder or D&D 5e?", "Honda or Toyota: thoughts?")."""
    before, after = sentence[:stop], sentence[begin:]
    if (m := _TITLE_BEFORE_A.match(before)) and m.group("w").lower() not in _HEADING_WORDS | _TIME_HEADS \
            and not untitled_heading(m.group("w"), m.group(0).split(":")[1].strip(), after):  # "Dad: | …", "Helmet: |
        # MIPS or non-MIPS": an address, a name B negates
        return f"'{m.group(0).strip()}' may be one title (a name and its subtitle), not a heading and option A"
    if (m := _SUBTITLE_AFTER_B.match(after)) and not {t.low.strip("?!.") for t in tx.tokens(m.group("s"))} & (
            _NOT_SIDES | _HEADING_WORDS):
        return f"'{after.strip()}' may be one title (a name and its subtitle), not option B and a heading"
    if dashed := dash_subtitle(after):
        return dashed
    if _AND_CHAIN.search(before):
        return "the commas and 'and's before the 'or' may be a title's or a longer list's, not A's start"
    return None


# "… or Clank! | Legacy?": a word with its "!" closing the choice sentence, and one to three capitalised words asked.
_BANG_END = re.compile(r"[\w'’]!\s*$")
_ASKED_WORDS = re.compile(r"\s*(?P<s>[A-Z][\w'’&+!-]*(?:[ \t]+[A-Z0-9][\w'’&+!-]*){0,2})\?+\s*$")
# "… is Season 2 or Clank! | Legacy the better follow-up?": the capitalised rest of a name, then the question's own
# predicate (an article or a comparative) to its question mark.
_ASKED_PREDICATE = re.compile(r"\s*(?!(?:The|An?|Which|What|Both|Either|Is|Are)\b)"
                              r"(?P<s>[A-Z][\w'’&+!-]*(?:[ \t]+[A-Z0-9][\w'’&+!-]*){0,2})[ \t]+"
                              r"(?:the|a|an|better|worse|more|less|best|worst)[ \t][^.!?\n]*\?+\s*$")


def bang_in_name(text: str, end: int) -> str | None:
    """Why a "!" ending the choice sentence (``text`` up to ``end``) may be inside a name ("should we get Pandemic
    Legacy or Clank! Legacy?": the sentence after it only its capitalised rest and a question mark, or that rest and
    the question's predicate, "… or Clank! Legacy the better follow-up?"), or ``None`` (not "… or Catan! Thoughts?":
    a word asking for help)."""
    m = _ASKED_WORDS.match(text, end) or _ASKED_PREDICATE.match(text, end)
    if not _BANG_END.search(text[:end]) or m is None:
        return None
    if {t.low.strip("!") for t in tx.tokens(m.group("s"))} & (_NOT_SIDES | _HEADING_WORDS):
        return None
    return f"the '!' before '{m.group('s')}' may be inside a name (as in 'Clank! Legacy'), not end the sentence"


# "whether the be quiet! | Dark Rock …": an asking word, "the", one or two lower-case words and a "!" before the choice
# sentence (not "I love the new setup! | Should …": a sentence told).
_ARTICLED_BANG = re.compile(r"\b(?:whether|if|is|are|does|do|would|will|should|between)[ \t]+"
                            r"the[ \t]+[a-z]+(?:[ \t]+[a-z]+)?![ \t]*$", re.I)


def bang_name_before(text: str, start: int) -> str | None:
    """Why a "!" ending the sentence before the choice sentence (at ``start`` in ``text``) may be inside a name: it
    closes one or two lower-case words after an asking word and "the" ("May I ask whether the be quiet! | Dark Rock
    Pro 5 or …"), and the choice sentence opens on a capital: the question breaks off inside its subject. ``None``
    otherwise."""
    m = _ARTICLED_BANG.search(text[:start].rstrip())
    if m is None or not text[start : start + 1].isupper():
        return None
    return f"the '!' of '{m.group(0).split(None, 1)[1]}' may be inside a name, not end the sentence before the options"



# "whether No Thank You, | Evil! or …": a capitalised word, a comma, a capitalised word closing on "!" before "or".
_COMMA_BANG = re.compile(r"[A-Z][\w'’]*,[ \t]+[A-Z][\w'’]*![ \t]+or\b")


def comma_bang_title(sentence: str) -> str | None:
    """Why a "!" right before the "or" of ``sentence``, after a comma between capitalised words, may close a title
    with a comma inside it ("… whether No Thank You, Evil! or Amazing Tales …": A is the whole title, not "Evil"), or
    ``None``."""
    m = _COMMA_BANG.search(sentence)
    if m is None:
        return None
    return f"'{m.group(0)[:-2].strip()}' may close a title with a comma inside it, not be option A alone"


# "… and Hotel New York | – The Art of Marvel": B's words, a spaced dash, then a title of two words or more
# (capitalised, small title words inside it) to the sentence's end.
_DASH_SUBTITLE = re.compile(r"[ \t]*(?:[^\s:,;–—]+[ \t]+){0,4}[^\s:,;–—]+[ \t]+[–—-][ \t]+"
                            r"(?P<s>[A-Z0-9][\w'’&+-]*(?:[ \t]+(?:[A-Z0-9][\w'’&+-]*|of|the|and|in|on|at|to|for|a))"
                            r"{1,5})"
                            r"[ \t]*[?!.]*\s*$")


def dash_subtitle(after: str) -> str | None:
    """Why the spaced dash after B's words (``after``: the sentence from B's start) may be a title's own, not set off
    a heading or a remark ("… between Disneyland Hotel and Hotel New York – The Art of Marvel", "… or Hotel New York
    – The Art of Marvel?", the hundred-and-fifty-eighth part), or ``None`` (not "… or Toyota – Any Thoughts?": a
    word asking for help)."""
    m = _DASH_SUBTITLE.match(after)
    if m is None or {t.low.strip("?!.") for t in tx.tokens(m.group("s"))} & (_NOT_SIDES | _HEADING_WORDS):
        return None
    return f"'{after.strip()}' may be one name with its subtitle after the dash, not option B and a remark"
