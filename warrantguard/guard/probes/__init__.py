"""Probe writing and vetting: the T1 structural and paraphrase probes, the T2 narrower and T3
broader contexts, from a lexical generator or an LLM, each vetted before it may count as evidence.

This ``__init__`` is the subpackage's interface: other parts of warrantguard import these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.probes._generators import (
    LexicalGenerator,
    LLMGenerator,
    avalidate_probes,
    extract_question,
    validate_probes,
)
from warrantguard.guard.probes._lexical import invert
from warrantguard.guard.probes._lexicon import NARROWING_QUALIFIERS, NEGATIVE_WORDS
from warrantguard.guard.probes._probe import Probe, ProbeKind, updated
from warrantguard.guard.probes._similarity import (
    PAPER_MAX_DISTANCE,
    SubstitutionFilter,
    WordVectors,
    swapped_words,
)
from warrantguard.guard.probes._tiers import TierProbes

__all__ = [
    "NARROWING_QUALIFIERS",
    "NEGATIVE_WORDS",
    "PAPER_MAX_DISTANCE",
    "LLMGenerator",
    "LexicalGenerator",
    "Probe",
    "ProbeKind",
    "SubstitutionFilter",
    "TierProbes",
    "WordVectors",
    "avalidate_probes",
    "extract_question",
    "invert",
    "swapped_words",
    "updated",
    "validate_probes",
]
