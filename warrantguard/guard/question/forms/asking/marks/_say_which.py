"""A request that the assistant say which, inside a longer sentence: "sorry to bug you but could u please say if a
gap semester or a full gap year is better …". It asks, question mark or not."""

from __future__ import annotations

import re

__all__ = ["say_which"]

# "could u please say if", "can you say whether", "would you say which": a modal, "you" / "u", then a verb of
# telling and the indirect question (not "they say if …", "I'd say if …": no one asked).
_SAY_WHICH = re.compile(r"\b(?:can|could|would|will)\s+(?:you|u)\s+(?:(?:please|pls|plz|kindly|just)\s+)?"
                        r"(?:say|tell|explain|advise)\s+(?:which|whether|if)\b", re.I)


def say_which(smask: str) -> bool:
    """Does the sentence ``smask`` ask the assistant to say which ("… but could u please say | if A or B is better")?"""
    return _SAY_WHICH.search(smask) is not None
