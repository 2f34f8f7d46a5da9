"""Options told whole after "either": a statement reporting two choices someone offered ("My lawyer says I can
either plead no contest or go to trial.", "my case worker said I can do either the online renewal or the paper
form by mail.") writes each option whole, B up to the end of its clause: no context of both is asked about in a
sentence that asks nothing. A question ("could you recommend either a desk or a treadmill for someone who …?")
keeps its shared context (:func:`told_either`; B is run on by ``_b_rest.whole_b``), its question mark typed or not
("Would you kindly recommend either Celery or RQ for a small Django app": it opens as a question), nor a request
to advise ("Please recommend either the Xdeep Zen or the Hollis SMS 100 for a first sidemount rig": the imperative
asks the hearer to choose). A rest that opens on "for" and a time ("… or the bow | for next year's Round the
Island", the hundred-and-sixtieth part) is when both are chosen for, not B's own (:func:`timed_purpose`)."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking import asks, ends_asking
from warrantguard.guard.question.words import Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["timed_purpose", "told_either"]

# A request to choose or advise opening the sentence ("Please recommend either …", "pick either …").
_ADVISE_REQUEST = re.compile(r"\W*(?:(?:kindly|please|pls|plz)\s+)?(?:recommend|suggest|advise|pick|choose)\b", re.I)


def told_either(masked: str, sentence: tuple[int, int], a: list[Token], around: Around) -> bool:
    """Does "either" open option A in a sentence that asks nothing: no question mark, nor a question's opening
    ("could you recommend either …", "Would you mind recommending either …"), nor a request to advise ("Please
    recommend either …")?"""
    before = around.prev(a[0]) if a else None
    if before is None or before.low != "either":
        return False
    smask = masked[sentence[0] : sentence[1]]
    return not ends_asking(smask) and not asks(smask, tx.OR) and not _ADVISE_REQUEST.match(smask)


# Words that open a time after "for" ("for next year's race", "for this season"): when both options are for.
_TIME_OPENERS = frozenset({"next", "this", "last", "each", "every", "tomorrow's", "tonight's", "today's"})


def timed_purpose(rest: list[Token]) -> bool:
    """Does the rest after B open on "for" and a time ("for next year's Round the Island", "for this season")?"""
    return len(rest) > 1 and rest[0].low == "for" and rest[1].low in _TIME_OPENERS
