"""The wrappers people put around a question, each leaving its two options untouched (a ticket tag, a greeting, a
sentence of context before it, thanks or a signature after it, its question mark dropped or doubled, lower case,
"Should I …?" embedded in a request): shared by ``test_wrapped_corpus.py`` and ``bench/question_wraps.py``."""

from __future__ import annotations

import re
from collections.abc import Callable

_EMBED = re.compile(r"^(should|could|would|can|shall)\s+(i|we)\s+(.+?)\?*$", re.IGNORECASE)


def _lower_first(text: str) -> str:
    """The prompt with its first letter lowered, unless it opens a name or an acronym."""
    word = text.split(" ", 1)[0]
    return text if word.isupper() or word == "I" or not text[:1].isupper() else text[0].lower() + text[1:]


def _embedded(text: str) -> str | None:
    """"Should I X or Y?" as "Can you tell me whether I should X or Y?" (None: not that form)."""
    m = _EMBED.match(text.strip())
    if not m or "\n" in text:
        return None
    aux, subject, rest = m.groups()
    return f"Can you tell me whether {subject if subject == 'I' else subject.lower()} {aux.lower()} {rest}?"


WRAPS: dict[str, Callable[[str], str | None]] = {
    "tag": lambda p: f"[TKT-4821] {p}",
    "paren_tag": lambda p: f"(urgent) {p}",
    "re": lambda p: f"Re: {p}",
    "quick": lambda p: f"Quick question: {p}",
    "hi_team": lambda p: f"Hi team, {_lower_first(p)}",
    "context": lambda p: f"We talked about this at the meeting yesterday. {p}",
    "context_nl": lambda p: f"Some background: the deadline is Friday.\n\n{p}",
    "thanks": lambda p: f"{p} Thanks!",
    "thanks_emoji": lambda p: f"{p} thanks in advance 🙏",
    "signature": lambda p: f"{p}\n\n-- Sent from my phone",
    "no_qmark": lambda p: p[:-1] if p.endswith("?") and not p.endswith("??") else None,
    "double_qmark": lambda p: f"{p}?" if p.endswith("?") and not p.endswith("??") else None,
    "lowercase": lambda p: p.lower() if p != p.lower() else None,
    "embedded": _embedded,
}
