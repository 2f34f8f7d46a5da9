"""The coordinator of the choice sentence (split from ``_options``): its one 'or' / 'vs', else its one
'instead of' / 'rather than'. A 'vs' opening the sentence is a word of a name ("vs code vs neovim for rust"), so is
a 'vs' after a preposition or a determiner ("resolving conflicts in VS Code or …"): no option ends on one.
"""

from __future__ import annotations

import itertools
import re

from warrantguard.guard.question.forms.asking.framing._both_or_one import both_or_one
from warrantguard.guard.question.forms.asking.framing._model_vs import model_vs, model_vs_before_or
from warrantguard.guard.question.forms.asking.marks import INSTEAD
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, TIME_PREPOSITIONS, Refusal
from warrantguard.guard.question.words import text as tx

__all__ = ["coordinator"]


def coordinator(smask: str) -> re.Match[str]:
    """The one 'or' / 'vs' of the sentence (else its one 'instead of' / 'rather than'; no 'vs' opening it)."""
    ors = [m for m in itertools.islice(tx.OR.finditer(smask), 3)
           if (m.start() or m.group(0).lower() == "or") and not _named_vs(smask, m) and not _lettered(smask, m)][:2]
    if len(ors) == 2 and (_rough_count(smask, ors[0], ors[1]) or _OR_SO.match(smask, ors[1].end())):
        ors = ors[:1]  # "… or to commit deeply to | one or two?"; "… carrying it a mile | or so": an approximation
    if len(ors) == 2 and model_vs(smask, ors[0], ors[1]):
        ors = ors[:1]  # "Pentair IntelliFlo vs Hayward TriStar VS": the model's suffix, no third option
    if len(ors) == 2 and model_vs_before_or(smask, ors[0], ors[1]):
        ors = ors[1:]  # "Scarpa Instinct VS | or La Sportiva Skwama": the model's suffix before the "or"
    if len(ors) == 2 and both_or_one(smask, ors[1]):
        ors = ors[:1]  # "Prepass vs Drivewyze — worth paying for | both or just one?": how many, no third option
    found = ors or list(itertools.islice(INSTEAD.finditer(smask), 2))
    if len(found) > 1:
        raise Refusal("more than two options (several 'or' / 'vs' in one sentence)")
    if not found:  # " vs ut": a 'vs' opening the sentence is no coordinator
        raise Refusal("no 'or' / 'vs' between two options")
    return found[0]


_OR_SO = re.compile(r"\s+so\s*(?:[,.;:?!)]|$)", re.I)  # "a mile or so.": a closing approximation, no option
_CLAUSE_BREAK = re.compile(r"[,;:?!—–]|\s-\s|\b(?:and|but|then)\b", re.I)  # "…, and should we reply within 1 or 2"


def _rough_count(smask: str, first: re.Match[str], m: re.Match[str]) -> bool:
    """Is the 'or' ``m`` (after the 'or' ``first``) inside a rough count after a preposition, two numbers one apart ("…
    or to commit deeply to | one or two?", "… or sleep in | 2 or 3 hours"): one phrase, not a third option? Not
    after a verb or another 'or' ("… or get one or two"), nor in a clause of its own ("…, and leave at 7 or 8?"):
    those counts may be options."""
    before, after = tx.tokens(smask[: m.start()]), tx.tokens(smask[m.end() :])
    if len(before) < 2 or not after or before[-2].low not in PREPOSITIONS - _CLOCK \
            or _CLAUSE_BREAK.search(smask, first.end(), m.start()):
        return False
    low, high = _count(before[-1].low), _count(after[0].low.rstrip("?!.,"))
    return low is not None and high == low + 1


_CLOCK = TIME_PREPOSITIONS | {"at", "by", "around"}  # "leave at | 7 or 8": two times, maybe the options


def _count(word: str) -> int | None:
    """The value of a count word or digits ("two": 2, "3": 3), else ``None``."""
    if word.isdigit():
        return int(word)
    return _COUNTS.get(word)


_COUNTS = {w: k for k, w in enumerate(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
                                      1)}


def _lettered(smask: str, m: re.Match[str]) -> bool:
    """Is the coordinator ``m`` a bare "v" right after an "or" ("font grades or | v grades")? Two coordinators never
    stand side by side: the letter is a word of B."""
    return m.group(0) == "v" and bool(_OR_BEFORE.search(smask, 0, m.start()))


_OR_BEFORE = re.compile(r"(?<![\w/-])or\s+$", re.I)


def _named_vs(smask: str, m: re.Match[str]) -> bool:
    """Is the 'VS' ``m``, in capitals, a word of a name, after a lower-case preposition or determiner and before a
    capitalised word ("in | VS Code", "the | VS Code extension")? An option never ends on such a word (not "Vendor A
    vs Vendor B", "pour over vs French press")."""
    if m.group(0) != "VS":
        return False
    before, after = tx.tokens(smask[: m.start()]), tx.tokens(smask[m.end() :])
    lead = before[-1] if before else None
    return lead is not None and bool(after) and lead.text.islower() and lead.low in PREPOSITIONS | DETERMINERS \
        and after[0].text[:1].isupper()
