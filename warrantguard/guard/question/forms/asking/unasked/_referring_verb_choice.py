"""A task word that opens a question on an articled object, then "or" and another verb taking "it" / "them" back:
"list the wardrobe on Marketplace or take it to the tip?": the pronoun points back at the object, so the asker
weighs two things to do with it, not asking the assistant to list something (:func:`referring_verb_choice`)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["referring_verb_choice"]

_BACK = frozenset({"it", "them"})
_LONGEST_OBJECT = 6  # the object and its phrase before the "or" ("the wardrobe on Marketplace")


def referring_verb_choice(sentence: str, task: re.Pattern[str]) -> bool:
    """Does the asked ``sentence`` open bare on a task verb (matched by ``task``) and an articled object, then "or"
    and another verb with "it" / "them" after it, closing on "?" ("list the wardrobe on Marketplace or take it to
    the tip?")? Not "list the pros or cons?" (no verb after "or"), not "summarize the report or translate it?" (two
    tasks), not "list the rooms and take them …" (no "or")."""
    if not sentence.rstrip().endswith("?"):
        return False
    toks = tx.tokens(sentence)
    ors = [k for k, t in enumerate(toks) if t.low == "or"]
    if len(ors) != 1 or not 2 < ors[0] <= _LONGEST_OBJECT + 1 or not task.match(toks[0].low):
        return False
    b = toks[ors[0] + 1 :]
    return toks[1].low in DETERMINERS and len(b) > 1 and not b[0].capitalized and is_verb(b[0]) \
        and not task.match(b[0].low) and b[1].low.rstrip("?!.,") in _BACK
