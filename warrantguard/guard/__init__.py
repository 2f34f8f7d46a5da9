"""The certificate engine: questions, probes, tiers, classification, elicitation, Guard."""

from warrantguard.guard._cache import Cache
from warrantguard.guard._clock import Clock, SystemClock
from warrantguard.guard._errors import (
    ConfigurationError,
    NotPairwiseError,
    ProviderError,
    WarrantBlocked,
    WarrantguardError,
)
from warrantguard.guard._estimate import Estimate
from warrantguard.guard._guard import CheckResult, Guard
from warrantguard.guard._models import ChatModel, ChatRequest, ChatResponse, FunctionModel, TransientError, as_model
from warrantguard.guard._oversight import (
    Action,
    CallInfo,
    CallPlan,
    DecisionLike,
    PolicyLike,
    ReviewOutcome,
    ReviewQueueLike,
)
from warrantguard.guard._prepared import PreparedCheck
from warrantguard.guard._settings import Budget, CertificateSettings, RetryPolicy
from warrantguard.guard._sync import run_sync
from warrantguard.guard.engine import (
    TIER_NAMES,
    Certificate,
    Hook,
    HookSet,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Usage,
    Warrant,
    classify,
    is_transient,
    listing_order,
)
from warrantguard.guard.probes import (
    PAPER_MAX_DISTANCE,
    LexicalGenerator,
    LLMGenerator,
    Probe,
    ProbeKind,
    SubstitutionFilter,
    WordVectors,
    avalidate_probes,
    swapped_words,
    validate_probes,
)
from warrantguard.guard.question import PairwiseQuestion, parse_option, parse_percent

__all__ = [
    "PAPER_MAX_DISTANCE",
    "TIER_NAMES",
    "Action",
    "Budget",
    "Cache",
    "CallInfo",
    "CallPlan",
    "Certificate",
    "CertificateSettings",
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "CheckResult",
    "Clock",
    "ConfigurationError",
    "DecisionLike",
    "Estimate",
    "FunctionModel",
    "Guard",
    "Hook",
    "HookSet",
    "LLMGenerator",
    "LexicalGenerator",
    "NotPairwiseError",
    "PairwiseQuestion",
    "PolicyLike",
    "PreparedCheck",
    "Probe",
    "ProbeKind",
    "ProbeResult",
    "ProviderError",
    "RetryPolicy",
    "Reversal",
    "ReviewOutcome",
    "ReviewQueueLike",
    "SubstitutionFilter",
    "SystemClock",
    "TierOutcome",
    "TierStatus",
    "TransientError",
    "Usage",
    "Warrant",
    "WarrantBlocked",
    "WarrantguardError",
    "WordVectors",
    "as_model",
    "avalidate_probes",
    "classify",
    "is_transient",
    "listing_order",
    "parse_option",
    "parse_percent",
    "run_sync",
    "swapped_words",
    "validate_probes",
]
