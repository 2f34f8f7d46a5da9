"""Parsing model answers: exactly one of two options, or an integer 0–100.

:func:`parse_option` is strict, as the paper's elicitation is: a reply counts only
when it *is* one of the two options (forgiving case, surrounding white space,
quotes or emphasis, a leading article, a final full stop, a one-key JSON wrapper). Letters, "both",
"neither", sentences and refusals are off-format and get re-asked with a reminder.
:func:`mentioned_option` is the lenient reading of free text (a sentence naming
exactly one option), used only where no re-asking is possible. :func:`contrastive_option`
reads the unambiguous contrastive forms of free text ("X rather than Y", "X over Y", "X instead
of Y", "X, not Y", "prefer X to Y", "not Y but X") without asking any model;
:func:`names_option` and :func:`says_it_depends` tell an answer that recommends nothing from one
that names an option but could not be mapped.
"""

from __future__ import annotations

import functools
import json
import re

from warrantguard.guard.question._question import normalize

__all__ = ["contrastive_option", "mentioned_option", "names_option", "parse_option", "parse_percent",
           "said_neither", "says_it_depends"]

_ARTICLE = re.compile(r"^(?:the|a|an)\s+")
_WRAPPERS = "\"'“”‘’`*_ \t\r\n"
_MAX_REPLY = 2_000  # longer replies are never an option (and are not scanned)


def parse_option(text: object, first: str, second: str) -> str | None:
    """Map a reply to ``first`` or ``second`` when it is exactly that option, else ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_REPLY:
        return None
    reply = _bare(_unwrap_json(text.strip())).casefold()
    if not reply:
        return None
    plain = _ARTICLE.sub("", reply, count=1)
    for option in (first, second):
        wanted = _bare_option(option) if isinstance(option, str) else _bare(option).casefold()
        if wanted in (reply, plain):
            return option
    return None


def _bare(text: str) -> str:
    out = text.strip(_WRAPPERS)
    if out.endswith(".") and not out.endswith(".."):
        out = out[:-1].strip(_WRAPPERS)
    return _SPACES.sub(" ", out)


_SPACES = re.compile(r"\s+")


@functools.lru_cache(maxsize=64)
def _bare_option(option: str) -> str:
    """An option's bare, case-folded form (an option is compared with every reply to its question)."""
    return _bare(option).casefold()


_NEITHER = {"neither", "none", "neither option", "neither of them", "none of them", "it depends", "depends"}


def said_neither(text: object) -> bool:
    """True when a reply is a plain "neither" (or "it depends")."""
    return isinstance(text, str) and len(text) < 60 and _bare(_unwrap_json(text.strip())).casefold() in _NEITHER


def mentioned_option(text: object, first: str, second: str) -> str | None:
    """The one option a free-text reply names (whole words), else ``None`` (both or neither)."""
    exact = parse_option(text, first, second)
    if exact is not None or not isinstance(text, str) or len(text) > _MAX_REPLY:
        return exact
    raw = _unwrap_json(text.strip())
    norm = normalize(raw)
    na, nb = normalize(first), normalize(second)
    has_a, has_b = _named(raw, norm, first), _named(raw, norm, second)
    if has_a and has_b:  # "car" inside "car-sharing plan": prefer an option not contained in the other
        if na in nb and not _mentions(norm.replace(nb, " "), na):
            return second
        if nb in na and not _mentions(norm.replace(na, " "), nb):
            return first
        return None
    return first if has_a else second if has_b else None


def _named(raw: str, norm: str, option: str) -> bool:
    """Does a reply (``raw``; ``norm`` normalized) name ``option``? A one-letter label only as that letter standing
    alone ("B", not the article "a" for "A"); a number not inside another ("2", not "2-year" or "2.5"); any
    other option by its whole words."""
    bare = option.strip()
    if len(bare) == 1 and bare.isalpha():
        return re.search(rf"(?<![\w'’-]){re.escape(bare)}(?![\w'’-])", raw) is not None
    if bare.isdigit():
        return re.search(rf"(?<![\w.,$-]){bare}(?![\w%-]|[.,]\d)", raw) is not None
    return _mentions(norm, normalize(option))


def _mentions(text: str, option: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(option) + r"(?![\w])", text) is not None


def _unwrap_json(text: str) -> str:
    if not text.startswith("{") or len(text) > _MAX_REPLY:
        return text
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return text
    if isinstance(data, dict) and len(data) == 1:
        value = next(iter(data.values()))
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            return str(value)
    return text


def parse_percent(text: object) -> int | None:
    """Parse a whole number 0–100 (allowing a trailing % or a JSON wrapper), else ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_REPLY:
        return None
    reply = _unwrap_json(text.strip()).strip().rstrip(".").strip()
    m = re.fullmatch(r"(\d{1,3})\s*%?", reply)
    if not m:
        numbers = re.findall(r"(?<![\d.])(\d{1,3})(?![\d.])\s*%?", reply)
        if len(numbers) != 1 or len(reply) > 40:
            return None
        value = int(numbers[0])
    else:
        value = int(m.group(1))
    return value if 0 <= value <= 100 else None


# Contrastive forms: (regular expression with {x} the option chosen and {y} the one set aside).
_CONTRASTS = (
    r"{x}\s*,?\s+rather\s+than\s+{y}",
    r"rather\s+than\s+{y}\s*,\s*(?:[\w']+\s+){{0,5}}?{x}",
    r"{x}\s+over\s+{y}",
    r"{x}\s*,?\s+instead\s+of\s+{y}",
    r"instead\s+of\s+{y}\s*,\s*(?:[\w']+\s+){{0,5}}?{x}",
    r"{x}\s*(?:,|;|\u2014|\u2013|\s-)\s*(?:and\s+)?(?:definitely\s+|certainly\s+)?not\s+{y}",
    r"{x}\s+and\s+not\s+{y}",
    r"\bprefer(?:s|red|able)?\s+{x}\s+(?:to|over)\s+{y}",
    r"\bnot\s+{y}\s*,?\s+but\s+(?:rather\s+)?{x}",
)
_DETERMINER = r"(?:(?:the|a|an|my|our|your|going\s+by|by|with)\s+)?"
_NEGATION = re.compile(r"\b(?:not|no|never|neither|nor|cannot|wouldn't|don't|doesn't|isn't|shouldn't|won't|can't)\b"
                       r"|n't\b", re.I)
_AGAINST = re.compile(r"\b(?:mistake|reckless|bad|wrong|worse|worst|dangerous|foolish|unwise|regret|risky|"
                      r"silly|terrible|avoid|only|unless|except)\b", re.I)  # against it, or hedged
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")


def contrastive_option(text: object, first: str, second: str) -> str | None:
    """The option a free-text answer chooses in an unambiguous contrastive form, else ``None``.

    The form must set one option against the other ("the train rather than the motorcycle",
    "not the motorcycle but the train"); it is not read when its sentence is negated before it
    ("I would not take the train over the motorcycle") or judges the choice badly after it
    ("… the motorcycle over the train would be a mistake"), nor when two forms disagree."""
    if not isinstance(text, str) or len(text) > _MAX_REPLY or not first.strip() or not second.strip():
        return None
    picks = set()
    for x, y in ((first, second), (second, first)):
        ox, oy = _option_pattern(x), _option_pattern(y)
        for form in _CONTRASTS:
            for m in re.finditer(form.format(x=ox, y=oy), text, re.I):
                inner = "not" not in form and _NEGATION.search(m.group(0))  # "rather than Y, I wouldn't take X"
                if not inner and _plain_frame(text, m.start(), m.end()):
                    picks.add(x)
                else:
                    return None
    return picks.pop() if len(picks) == 1 else None


def _option_pattern(option: str) -> str:
    words = r"\s+".join(re.escape(w) for w in option.split())
    return rf"(?<![\w-]){_DETERMINER}{words}(?![\w-])"


def _plain_frame(text: str, start: int, end: int) -> bool:
    """Nothing in the form's sentence reverses it: no negation before it (a form that starts with
    "not" carries its own), no judgement against the choice after it."""
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    stop = _SENTENCE_END.search(text, end)
    before, after = text[begin:start], text[end : stop.start() if stop else len(text)]
    return not _NEGATION.search(before) and not _AGAINST.search(after)


def names_option(text: object, first: str, second: str) -> bool:
    """Does ``text`` name either option (whole words, case-insensitive)?"""
    if not isinstance(text, str) or len(text) > _MAX_REPLY:
        return False
    norm = normalize(_unwrap_json(text.strip()))
    return any(_mentions(norm, normalize(o)) for o in (first, second) if normalize(o))


_DEPENDS = re.compile(r"\b(?:it|that|this|everything|the (?:answer|choice))\s+(?:really\s+|all\s+)?depends\b"
                      r"|\bdepends\s+(?:on|entirely|largely|heavily)\b|^\s*depends\b"
                      r"|\b(?:both|either)\s+(?:are|is|would be|could be|can be)\s+"
                      r"(?:fine|good|great|reasonable|valid)\b"
                      r"|\bno\s+(?:clear|single|one-size-fits-all)\s+(?:answer|winner)\b", re.I)


def says_it_depends(text: object) -> bool:
    """Does ``text`` say that the choice depends (or that either option is fine)?"""
    return isinstance(text, str) and len(text) <= _MAX_REPLY and _DEPENDS.search(text) is not None
