"""Two names with their subtitles inside the choice sentence, the colon of each after a capitalised word ("… know
if Brass: Birmingham or Brass: Lancashire is …", "whether Star Wars: Andor or Star Wars: Rogue One is …"): the colons
are the titles', not clause breaks or a heading's (one colon before A alone may be a heading's: "ticket DATA-55:
Fivetran or Airbyte"); the parser splits clauses at colons, so the prompt is refused (added for the seventy-seventh
held-out part)."""

from __future__ import annotations

import re

__all__ = ["inner_subtitle"]

_TITLE = r"(?:[A-Z][\w'’&+-]*[ \t]+){0,2}[A-Z][\w'’&+-]*:[ \t]+[A-Z0-9][\w'’&+-]*(?:[ \t]+[A-Z0-9][\w'’&+-]*){0,2}"
# "if | Brass: Birmingham or Brass: Lancashire": after a lower-case word, a subtitled name on each side of "or"
_INNER_TITLES = re.compile(rf"(?<=[a-z][ \t])(?P<t>{_TITLE})[ \t]+(?:or|vs\.?|versus)[ \t]+{_TITLE}")


def inner_subtitle(sentence: str) -> str | None:
    """Why a subtitled name on each side of the coordinator, lower-case words leading up to them ("let me know if
    Brass: Birmingham or Brass: Lancashire is …"), keeps the pair from being told, or ``None`` (not "ticket DATA-55:
    Fivetran or Airbyte …": one colon, a heading's; not "Budget: Honda or Toyota?")."""
    m = _INNER_TITLES.search(sentence)
    if m is None:
        return None
    return f"'{m.group('t')}' may be one title (a name and its subtitle) inside the sentence, not a clause break"
