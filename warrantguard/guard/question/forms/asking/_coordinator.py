"""The coordinator of the choice sentence (split from ``_options``): its one 'or' / 'vs', else its one
'instead of' / 'rather than'. A 'vs' opening the sentence is a word of a name ("vs code vs neovim for rust").
"""

from __future__ import annotations

import itertools
import re

from warrantguard.guard.question.forms.asking._asking import INSTEAD
from warrantguard.guard.question.words import Refusal
from warrantguard.guard.question.words import text as tx

__all__ = ["coordinator"]


def coordinator(smask: str) -> re.Match[str]:
    """The one 'or' / 'vs' of the sentence (else its one 'instead of' / 'rather than'; no 'vs' opening it)."""
    ors = [m for m in itertools.islice(tx.OR.finditer(smask), 3) if m.start() or m.group(0).lower() == "or"][:2]
    found = ors or list(itertools.islice(INSTEAD.finditer(smask), 2))
    if len(found) > 1:
        raise Refusal("more than two options (several 'or' / 'vs' in one sentence)")
    if not found:  # " vs ut": a 'vs' opening the sentence is no coordinator
        raise Refusal("no 'or' / 'vs' between two options")
    return found[0]
