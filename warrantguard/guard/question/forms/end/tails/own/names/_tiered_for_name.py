"""A name B before "for" and a run of names closing on a plan's code ("Mimecast or Defender | for Office 365 P2?"):
products are named so ("Defender for Office 365 P2", "Copilot for Microsoft 365 E3"), but a platform both options serve
is written so too ("… or Proofpoint | for Microsoft 365 E5": the licence the shop has); the form cannot tell, so the
cut is refused (added for the hundred-and-twenty-fifth held-out part: B read as "Defender")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token, phrase_text

__all__ = ["tiered_for_name"]

_TIER = re.compile(r"[A-Z]{1,2}\d{1,2}")  # a plan's or a tier's code: "P2", "E5", "G3"


def tiered_for_name(right: list[Token], k: int) -> str | None:
    """The doubt when B's capitalised name stands before "for" at ``k`` and capitalised words or numbers run from it to
    B's end, the last a plan's code ("Defender | for Office 365 P2"); None otherwise ("JAWS 2025 | for Windows 11": no
    code; "Okta or Entra ID | for SSO": one word; "… | for a Microsoft E5 shop": an article)."""
    if right[k].low != "for" or k < 1 or not right[k - 1].capitalized:
        return None
    run = right[k + 1 :]
    if len(run) < 2 or not all(t.text[:1].isupper() or t.text[:1].isdigit() for t in run):
        return None
    if not _TIER.fullmatch(run[-1].text.rstrip("?!.,")):
        return None
    return f"unclear whether '{phrase_text(right[k:])}' is part of the second option's name or said of both"
