"""A code opening the choice sentence before A's words ("REF-20931 rheumatology or dermatology for …"): a ticket's or
a referral's number labelling the question, or the name A's noun is of ("RSA-4096 keys or …")? Nothing tells them
apart, so the prompt is refused (:func:`ticket_code`), not read with the code inside A."""

from __future__ import annotations

import re

__all__ = ["ticket_code"]

# A code of capitals, a hyphen and three or more digits, then lower-case words up to the "or" ("REF-20931 rheumatology
# or …"; not "COVID-19 booster or …", a short number; not "EVT-31 venue: Lisbon or …", a heading before a colon).
_CODED_A = re.compile(r"\s*(?P<code>[A-Z]{2,6}-\d{3,6})[ \t]+[a-z][a-z'-]*(?:[ \t]+[a-z][a-z'-]*){0,3}[ \t]*")
_CODE = re.compile(r"\b[A-Z]{2,6}-\d{2,6}\b")


def ticket_code(sentence: str, co: re.Match[str]) -> str | None:
    """Why a code opening the choice ``sentence`` (its coordinator at ``co``) with lower-case words after it on
    A's side and no code on B's ("REF-20931 rheumatology or dermatology") leaves A unsure, or ``None`` (not "CHEM-110
    or CHEM-120": a code on both sides)."""
    m = _CODED_A.fullmatch(sentence[: co.start()])
    if m is None or _CODE.search(sentence[co.end() :]):
        return None
    return f"'{m.group('code')}' opening the prompt may be a ticket's or a referral's number or part of option A's name"
