"""Options written in quotes after "between" ("choose between 'Council approves budget' and 'Council OKs $4.2M
budget' for the hed"): the quotes mark where each option starts and ends, whatever words they hold, as quotes
around "or" do (:func:`quoted_pair`); added for the hundred-and-twenty-third held-out part."""

from __future__ import annotations

import re

__all__ = ["quoted_between"]

# A quote in double marks; one in single marks may hold an apostrophe only inside a word ("'Mayor's plan'").
_QUOTE = r"(?:[\"“]([^\"“”]+)[\"”]|[‘']((?:[^\"“”‘’']|(?<=[A-Za-z])[’'](?=[A-Za-z]))+)[’'])"
_ARTICLE = re.compile(r"^(?:the|a|an)\s+(?=\S)", re.I)  # "'The Night Circus'": the title, as the between path reads it
_PAIR = re.compile(r"\s*" + _QUOTE + r"\s+and\s+" + _QUOTE + r"(?![\w'’])")


def quoted_between(sentence: str, begin: int) -> tuple[str, str] | None:
    """The two quoted options right after "between" (``begin``: where its word ends), joined by "and"; ``None``
    when either side is not one whole quote ("between 'A' and B"). An opening article is left out ("'The Night
    Circus'" read "Night Circus"), as for unquoted options after "between"."""
    m = _PAIR.match(sentence, begin)
    if m is None:
        return None
    a, b = (_ARTICLE.sub("", (m.group(k) or m.group(k + 1) or "").strip(), count=1) for k in (1, 3))
    return (a, b) if a and b else None
