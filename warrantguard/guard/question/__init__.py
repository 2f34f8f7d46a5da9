"""Question understanding: finding the two options and the context of a pairwise prompt, and
mapping an answer back to one option.

This ``__init__`` is the subpackage's interface: other parts of warrantguard import these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.question._answers import (
    contrastive_option,
    names_option,
    parse_option,
    parse_percent,
    said_neither,
    says_it_depends,
)
from warrantguard.guard.question._parallel import parallel_options
from warrantguard.guard.question._question import PairwiseQuestion, forget_readings, normalize, recalled
from warrantguard.guard.question.words import ascii_spans, disjoint_options, whole_word_spans

__all__ = [
    "PairwiseQuestion",
    "ascii_spans",
    "contrastive_option",
    "disjoint_options",
    "forget_readings",
    "names_option",
    "normalize",
    "parallel_options",
    "parse_option",
    "parse_percent",
    "recalled",
    "said_neither",
    "says_it_depends",
    "whole_word_spans",
]
