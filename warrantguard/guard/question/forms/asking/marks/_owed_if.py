"""An answer the writer owes someone, asked with "if": "I need to tell the airline by Friday | if I'm bringing my
e-motion wheels or travelling with the manual rims only", "My artist asked me to let her know | if I want the koi in
colour or in black and grey", "Customer asking | if we replace the compressor or the whole condenser": the writer
must still say which, so the "if" opens an indirect question and the sentence asks, question mark or not
(:func:`owed_if_marker` for the "if", :func:`owed_if` for the sentence; added for session 46's embedded prompts).
A deadline ("by Friday") between the hearer and "if" tells the answer is owed; with no obligation before "tell"
("I'll tell my wife by Friday if …") the "if" may be a condition, and stays one; "was asking if" tells of a
question perhaps already answered, and the askers' own doubt after it ("… and they don't know what to tell the
clients") a statement."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import POSSESSIVES, Token

__all__ = ["owed_if", "owed_if_marker"]

# "need to tell the monument company by Monday if", "have to tell my landlord by tonight if", "asked me to let her
# know if": an obligation or a request to answer, the hearer, then "if" (a deadline needed after "tell").
_OWED_IF = re.compile(r"\b(?:need|needs|needed|have|has|had|got)\s+to\s+tell\s+(?:the|my|our|his|her|their)\s+"
                      r"(?:[a-z-]+\s+){1,2}?by\s+[a-z]+\s+if\b"
                      r"|\basked\s+(?:me|us)\s+to\s+let\s+(?:him|her|them)\s+know\s+if\b"
                      r"|(?<!\bwas\s)(?<!\bwere\s)\basking\s+(?:me\s+|us\s+)?if\b", re.I)  # "keep asking | if": still
# asked, not "was asking if" (a question told, perhaps answered)
# "the partners keep asking if … and they don't know what to tell the clients": the askers' doubt told, a statement.
_ASKERS_UNSURE = re.compile(r"\b(?:they|he|she)\s+(?:don't|doesn't|didn't|do\s+not|does\s+not)\s+know\b", re.I)
_OBLIGED = frozenset({"need", "needs", "needed", "have", "has", "had", "got"})
_HEARER_OPENERS = POSSESSIVES | {"the"}


def owed_if(smask: str) -> bool:
    """Does the sentence ``smask`` owe someone an answer asked with "if": an obligation to tell a hearer by a
    deadline, a request to let the asker know, or a question still being asked ("need to tell the airline by Friday | if
    …", "asked me to let her know | if …", "my coworkers keep asking | if …")?"""
    m = _OWED_IF.search(smask)
    return m is not None and _ASKERS_UNSURE.search(smask, m.end()) is None


def owed_if_marker(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` follow "<need> to tell <the / my> <hearer of one or two words> by <time>" ("need to
    tell the monument company by Monday | if")? Not "I'll tell my wife by Friday if …": no obligation."""
    if k < 7 or toks[k - 2].low != "by" or not toks[k - 1].text.isalpha():
        return False
    for tell in (k - 5, k - 6):  # the hearer: one word or two after its article or possessive
        if toks[tell].low == "tell" and toks[tell + 1].low in _HEARER_OPENERS and toks[tell - 1].low == "to" \
                and toks[tell - 2].low in _OBLIGED:
            return all(t.text.replace("-", "").isalpha() for t in toks[tell + 2 : k - 2])
    return False
