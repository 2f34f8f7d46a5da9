"""The engine's service-provider interface: what warrantguard's outer packages (models, policies,
adapters, telemetry, audit, cli, testing) may import from ``warrantguard.guard``, and nothing else.

The user's API is :mod:`warrantguard` (and :mod:`warrantguard.guard`'s ``__all__``). These names
are for the packages built around the engine: the prompt markers a scripted model recognises,
the model-factory and cache-opener registries, secret redaction, fault descriptions. They may
change between minor versions; ``tests/test_architecture.py`` keeps every outer import on this
module or on ``warrantguard.guard`` itself.
"""

from __future__ import annotations

from warrantguard.guard._cache import register_cache_opener
from warrantguard.guard._errors import (
    ConfigurationError,
    NotPairwiseError,
    ProviderError,
    WarrantBlocked,
    WarrantguardError,
)
from warrantguard.guard._guard import CheckResult, Guard
from warrantguard.guard._models import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    Message,
    ModelCapabilities,
    Purpose,
    TransientError,
    register_model_factory,
)
from warrantguard.guard._monitor_processes import event_time_ns
from warrantguard.guard._oversight import (
    Action,
    CallInfo,
    CallPlan,
    DecisionLike,
    ReviewOutcome,
)
from warrantguard.guard._prompts import (
    ANSWER_MARKER,
    BELIEF_MARKER,
    CONFIDENCE_QUESTION,
    GENERATOR_MARKER,
    MAPPING_MARKER,
    belief_question,
    reminder,
)
from warrantguard.guard._redact import redact, register_secret
from warrantguard.guard._reuse import (
    CertificateStore,
    InFlight,
    MemoryCertificateStore,
    SharedFlight,
    StoredCertificate,
    parse_duration,
    question_key,
    sampled,
)
from warrantguard.guard._sync import run_sync
from warrantguard.guard.engine import (
    TIER_NAMES,
    Certificate,
    Hook,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Warrant,
    describe,
    kind_label,
)
from warrantguard.guard.probes import (
    NARROWING_QUALIFIERS,
    NEGATIVE_WORDS,
    LexicalGenerator,
    Probe,
    ProbeKind,
    invert,
)
from warrantguard.guard.question import PairwiseQuestion, names_option, parse_option, parse_percent, says_it_depends

__all__ = [
    "ANSWER_MARKER",
    "BELIEF_MARKER",
    "CONFIDENCE_QUESTION",
    "GENERATOR_MARKER",
    "MAPPING_MARKER",
    "NARROWING_QUALIFIERS",
    "NEGATIVE_WORDS",
    "TIER_NAMES",
    "Action",
    "CallInfo",
    "CallPlan",
    "Certificate",
    "CertificateStore",
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "CheckResult",
    "ConfigurationError",
    "DecisionLike",
    "Guard",
    "Hook",
    "InFlight",
    "LexicalGenerator",
    "MemoryCertificateStore",
    "Message",
    "ModelCapabilities",
    "NotPairwiseError",
    "PairwiseQuestion",
    "Probe",
    "ProbeKind",
    "ProbeResult",
    "ProviderError",
    "Purpose",
    "Reversal",
    "ReviewOutcome",
    "SharedFlight",
    "StoredCertificate",
    "TierOutcome",
    "TierStatus",
    "TransientError",
    "Warrant",
    "WarrantBlocked",
    "WarrantguardError",
    "belief_question",
    "describe",
    "event_time_ns",
    "invert",
    "kind_label",
    "names_option",
    "parse_duration",
    "parse_option",
    "parse_percent",
    "question_key",
    "redact",
    "register_cache_opener",
    "register_model_factory",
    "register_secret",
    "reminder",
    "run_sync",
    "sampled",
    "says_it_depends",
]
