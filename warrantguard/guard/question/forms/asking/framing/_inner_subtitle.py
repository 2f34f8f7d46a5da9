"""Two names with their subtitles inside the choice sentence, the colon of each after a capitalised word ("… know
if Brass: Birmingham or Brass: Lancashire is …", "whether Star Wars: Andor or Star Wars: Rogue One is …"): the colons
are the titles', not clause breaks or a heading's (one colon before A alone may be a heading's: "ticket DATA-55:
Fivetran or Airbyte"); the parser splits clauses at colons, so the prompt is refused (added for the seventy-seventh
held-out part). So is one subtitled name as the object of the question's own verb ("Should I watch Star Wars: A New
Hope or Alien?", "Should I play Brass: Birmingham or Wingspan?"): the colon is the title's, and the rules would
read its subtitle alone as A (added in session 37, from two misreads found outside the corpus); a name with a
preposition inside it too ("do you suggest Ticket to Ride: First Journey or Kingdomino?", the hundred-and-forty-fifth
part). So is a subtitled name after a complementizer, the sentence going on to "or" ("arguing about whether Guardians
of the Galaxy: Cosmic Rewind or TRON …": a heading never stands inside a "whether" clause), and a subtitled name the
question's verb takes with lower-case words after it ("should I try Mission: SPACE green or skip it": the
hundred-and-fifty-eighth part)."""

from __future__ import annotations

import re

__all__ = ["inner_subtitle"]

_TITLE = (r"(?:[A-Z][\w'’&+-]*[ \t]+(?:(?:of|the|to|in|on|and|for|with|from)[ \t]+)?){0,2}[A-Z][\w'’&+-]*:[ \t]+"
          r"[A-Z0-9][\w'’&+-]*(?:[ \t]+[A-Z0-9][\w'’&+-]*){0,2}")  # "Call of Duty: Modern Warfare", "Ticket to Ride:
# First Journey": a preposition, "the" or "and" inside the name
# "if | Brass: Birmingham or Brass: Lancashire": after a lower-case word, a subtitled name on each side of "or"
_INNER_TITLES = re.compile(rf"(?<=[a-z][ \t])(?P<t>{_TITLE})[ \t]+(?:or|vs\.?|versus)[ \t]+{_TITLE}")
# "Should I watch | Star Wars: A New Hope or …": a question's auxiliary and subject, its verb, a subtitled name
_ASKED_TITLE = re.compile(r"(?:^|(?<=[\s,;(]))"
                          r"(?:[Ss]hould|[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill|[Dd]o|[Dd]oes|[Ss]hall|[Mm]ay)[ \t]+"
                          r"(?:I|we|you|they|he|she)(?:[ \t]+(?:[a-z][\w'’-]*|I)){1,4}"
                          rf"[ \t]+(?P<t>{_TITLE})(?:[ \t]+[a-z][\w'’-]*){{0,2}}[ \t]+(?:or|vs\.?|versus)[ \t]")
# "whether | Guardians of the Galaxy: Cosmic Rewind or …": a complementizer, a subtitled name (a longer one), then "or"
# in the same clause
_COMPLEMENTIZED_TITLE = re.compile(r"\b(?:whether|if|between)[ \t]+(?P<t>(?:[A-Z][\w'’&+-]*[ \t]+"
                                   r"(?:(?:of|the|to|in|on|and|for|with|from)[ \t]+){0,2}){0,4}[A-Z][\w'’&+-]*:[ \t]+"
                                   r"[A-Z0-9][\w'’&+-]*)[^:;,.?!\n]{0,60}?[ \t](?:or|vs\.?|versus)[ \t]")


def inner_subtitle(sentence: str) -> str | None:
    """Why a subtitled name on each side of the coordinator, lower-case words leading up to them ("let me know if
    Brass: Birmingham or Brass: Lancashire is …"), keeps the pair from being told, or ``None`` (not "ticket DATA-55:
    Fivetran or Airbyte …": one colon, a heading's; not "Budget: Honda or Toyota?"); or of one subtitled name the
    question's verb takes ("Should I watch | Star Wars: A New Hope or Alien?"); or of one after "whether", "if" or
    "between" ("whether | Guardians of the Galaxy: Cosmic Rewind or …")."""
    m = _INNER_TITLES.search(sentence) or _ASKED_TITLE.search(sentence) or _COMPLEMENTIZED_TITLE.search(sentence)
    if m is None:
        return None
    return f"'{m.group('t')}' may be one title (a name and its subtitle) inside the sentence, not a clause break"
