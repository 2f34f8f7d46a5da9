"""What opens a message before its question: an email's reply or forward prefix and a greeting.

"Re: [poll] Tabs or spaces?", "Fwd: RE: Postgres or MySQL?", "Hi team, [urgent] Zoom or Teams?", "Hey all - Kyoto
or Osaka?", "Good morning Dr. Patel, …": the prefix and the greeting name no option, so option A starts after them
(and after the tags stacked behind them, see ``_text.tag_length``). Both are closed classes: the prefixes mail
clients write, the words people greet with; a greeting is set off from the question by a comma, a colon or a dash
after at most three words of address ("Hi team,", "Hello everyone —", "Dear Dr. Patel,").
"""

from __future__ import annotations

import re

__all__: list[str] = []

# "Re:", "RE:", "Fwd:", "FW:", "Re[2]:" (a count of replies; masked "Re[x]:"), any number of them ("Re: Fwd: …").
_PREFIX = r"(?i:re|fwd?)(?:\[[\dx]{1,3}\])?[ \t]*:[ \t]+"
_GREETING_WORD = (r"(?i:hi|hello|hey|hiya|howdy|heya|yo|greetings|dear|good[ \t]+(?:morning|afternoon|evening|day)"
                  r"|morning|afternoon|evening)")
# A word of address after the greeting ("team", "all", "Dr·", "r/homeimprovement"): no coordinator, which would
# make it an option ("Evening or morning, …").
_ADDRESS_WORD = r"[ \t]+(?!(?i:or|vs|versus|v|and|between)\b)[\w'’·./@-]+"
# Set off by a comma, a colon or a dash; never before a coordinator ("Morning, or evening?": an option, not a greeting).
_SET_OFF = r"(?:[ \t]*[,:]|[ \t]+[-–—]{1,3}|[–—])[ \t]+(?!(?i:or|vs\.?|versus)\b)"
# A question's number opening the message ("Q17) | Gas or electric?", "Q3: | …"): a "Q", one to three digits and
# ")", ":" or ".": a label, never an option's words.
_NUMBERED = r"Q\d{1,3}[).:][ \t]+(?!(?i:or|vs\.?|versus)\b)"
_LEAD = re.compile(rf"(?:{_PREFIX})+|{_NUMBERED}|{_GREETING_WORD}(?:{_ADDRESS_WORD}){{0,3}}{_SET_OFF}")


def lead_length(sentence: str) -> int:
    """Characters of the reply prefixes ("Re: Fwd: | …") or the greeting ("Hi team, | …", "Hey all - | …") opening
    ``sentence`` (masked), 0 if none; nothing when no words would be left after it."""
    m = _LEAD.match(sentence)
    return m.end() if m and m.end() < len(sentence.rstrip()) else 0
