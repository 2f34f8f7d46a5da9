"""A sentence asking for advice on one option against another: "Shouldn't I pick the Pixel rather than the iPhone?",
"Would it make more sense to lease instead of buying?", "Why not just use SQLite instead of Postgres?", or the same
embedded in a request to be told ("Can you tell me whether we should use Terraform rather than CloudFormation?").
It reads a pair joined by "instead of" / "rather than" (see ``_options``)."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._wh_opening import unmarked_advice

__all__ = ["advice"]

# Asked outright or embedded in a request to be told ("Can you tell me whether we | should use …?").
_ADVICE = re.compile(r"^\W*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:tell|advise)\s+(?:me|us)\s+"
                     r"(?:whether|if)\s+(?:i|we)\s+(?=should|would))?"
                     r"(?:(?:should|would)(?:n['\u2019]t)?|why\s+not)\b(?=.*\?[?!]*\s*$)", re.I | re.S)


def advice(smask: str) -> bool:
    """Does the sentence ask for advice ("Shouldn't I …?", "Would it …?", "Why not …?", "Can you tell me whether
    we should …?", or the same without its question mark)?"""
    return bool(_ADVICE.match(smask)) or unmarked_advice(smask)  # its question mark dropped: ``_wh_opening``
