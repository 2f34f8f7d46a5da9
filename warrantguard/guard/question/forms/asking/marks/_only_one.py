"""A pair with no verb, then a clause saying only one of them can be had: "Volleyball [fall] or basketball [winter] —
can only do one this year.", "Tea or coffee, I can only pick one." The clause asks to choose, full stop or not."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._verbless import verbless_pair

__all__ = ["only_one_pair"]

# The clause after the pair, its subject the asker's or dropped: "— can only do one", "; we can only afford one",
# "- only room for one".
_ONLY_ONE = re.compile(r"\s*(?:[,;:]|\s?[—–]|\s-{1,2}\s)\s*(?:(?:i|we)\s+)?(?:(?:can|could)\s+only\s+(?:[a-z]+\s+){1,2}"
                       r"|(?:(?:i|we)\s+)?(?:only\s+)?(?:have\s+)?(?:only\s+)?(?:room|time|money|budget)\s+for\s+)"
                       r"(?:one|1)\b(?!\s+(?:of\s+)?(?:these|those|them|the|more|day|hour|week|month|year)\b)"
                       r"[^,;:—–]*$", re.I)
_OR = re.compile(r"\s(?:or|vs\.?)\s", re.I)


def only_one_pair(sentence: str) -> bool:
    """Does ``sentence`` name a verbless pair ("Volleyball [fall] or basketball [winter]") and close on a clause
    of its own saying only one can be had ("— can only do one this year.")? Not when the clause has a subject
    other than the asker ("… — kids can only do one."), nor when the pair has a verb ("I play volleyball or …")."""
    co = _OR.search(sentence)
    if co is None:
        return False
    m = _ONLY_ONE.search(sentence, co.end())
    return m is not None and verbless_pair(sentence[: m.start()])
