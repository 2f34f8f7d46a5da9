"""The coordinator of the choice sentence (split from ``_options``): its one 'or' / 'vs', else its one
'instead of' / 'rather than'. A 'vs' opening the sentence is a word of a name ("vs code vs neovim for rust"), so is
a 'vs' after a preposition or a determiner ("resolving conflicts in VS Code or …"): no option ends on one.
"""

from __future__ import annotations

import itertools
import re

from warrantguard.guard.question.forms.asking._asking import INSTEAD
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Refusal
from warrantguard.guard.question.words import text as tx

__all__ = ["coordinator"]


def coordinator(smask: str) -> re.Match[str]:
    """The one 'or' / 'vs' of the sentence (else its one 'instead of' / 'rather than'; no 'vs' opening it)."""
    ors = [m for m in itertools.islice(tx.OR.finditer(smask), 3)
           if (m.start() or m.group(0).lower() == "or") and not _named_vs(smask, m)][:2]
    found = ors or list(itertools.islice(INSTEAD.finditer(smask), 2))
    if len(found) > 1:
        raise Refusal("more than two options (several 'or' / 'vs' in one sentence)")
    if not found:  # " vs ut": a 'vs' opening the sentence is no coordinator
        raise Refusal("no 'or' / 'vs' between two options")
    return found[0]


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
