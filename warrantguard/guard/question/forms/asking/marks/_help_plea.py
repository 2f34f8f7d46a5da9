"""A sentence that only pleads for help after a pair written without a question mark ("envelope system or app. |
help", "… | pls help", "… | any help appreciated"): it asks, as a call for opinions does ("… | thoughts")."""

from __future__ import annotations

import re

__all__ = ["help_plea"]

# "help", "help pls", "pls help", "help me", "any help appreciated", "halp", "send help": nothing else in the sentence.
_PLEA = re.compile(r"(?:(?:pls|plz|please|send)\s+)?(?:any\s+)?(?:help|halp)"
                   r"(?:\s+(?:me|us|pls|plz|please|needed|appreciated|welcome))?[\s?!.]*", re.I)


def help_plea(smask: str) -> bool:
    """Is the sentence ``smask`` only a plea for help ("help", "pls help", "help needed!!")? Not a request for a task
    ("help me write a budget"): the whole sentence must be the plea."""
    return _PLEA.fullmatch(smask.strip()) is not None
