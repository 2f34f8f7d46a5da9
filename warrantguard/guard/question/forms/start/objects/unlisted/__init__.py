"""A verb the lists lack before option A: a lower-case word opening the left side, a word of position after it, a
participle or a verb-like word closing A.

This ``__init__`` is the room's interface: the other rooms of ``objects`` and the rest of ``forms``
import these names from here, never from its underscore modules. It imports no other room of ``objects``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.unlisted._described import described_object
from warrantguard.guard.question.forms.start.objects.unlisted._double_object import double_object_verb
from warrantguard.guard.question.forms.start.objects.unlisted._headed_b import unclear_headed_b
from warrantguard.guard.question.forms.start.objects.unlisted._infinitive_slot import infinitive_slot
from warrantguard.guard.question.forms.start.objects.unlisted._position import (
    position_after_object,
    position_before_place_a,
)
from warrantguard.guard.question.forms.start.objects.unlisted._unlisted_before_article import verb_slot
from warrantguard.guard.question.forms.start.objects.unlisted._unlisted_verb import np_start, unlisted_verb

__all__ = [
    "described_object",
    "double_object_verb",
    "infinitive_slot",
    "np_start",
    "position_after_object",
    "position_before_place_a",
    "unclear_headed_b",
    "unlisted_verb",
    "verb_slot",
]
