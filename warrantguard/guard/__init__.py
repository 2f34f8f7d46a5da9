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
from warrantguard.guard._hooks import Hook, HookSet
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
from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard._sync import run_sync
from warrantguard.guard.engine._certificate import (
    TIER_NAMES,
    Certificate,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Usage,
    Warrant,
)
from warrantguard.guard.engine._elicit import listing_order
from warrantguard.guard.engine._evidence import classify
from warrantguard.guard.engine._faults import is_transient
from warrantguard.guard.engine._session import Budget, RetryPolicy
from warrantguard.guard.probes._generators import LexicalGenerator, LLMGenerator, avalidate_probes, validate_probes
from warrantguard.guard.probes._probe import Probe, ProbeKind
from warrantguard.guard.probes._similarity import PAPER_MAX_DISTANCE, SubstitutionFilter, WordVectors, swapped_words
from warrantguard.guard.question._answers import parse_option, parse_percent
from warrantguard.guard.question._question import PairwiseQuestion

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
