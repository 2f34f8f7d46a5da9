"""The certificate engine: questions, probes, tiers, classification, elicitation, Guard."""

from ._answers import parse_option, parse_percent
from ._cache import Cache
from ._certificate import (
    TIER_NAMES,
    Certificate,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Usage,
    Warrant,
)
from ._clock import Clock, SystemClock
from ._elicit import listing_order
from ._errors import (
    ConfigurationError,
    NotPairwiseError,
    ProviderError,
    WarrantBlocked,
    WarrantguardError,
)
from ._estimate import Estimate
from ._evidence import classify
from ._faults import is_transient
from ._generators import LexicalGenerator, LLMGenerator, avalidate_probes, validate_probes
from ._guard import CheckResult, Guard
from ._hooks import Hook, HookSet
from ._models import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    FunctionModel,
    TransientError,
    as_model,
)
from ._oversight import Action, CallInfo, CallPlan, DecisionLike, PolicyLike, ReviewOutcome, ReviewQueueLike
from ._prepared import PreparedCheck
from ._probes import Probe, ProbeKind
from ._question import PairwiseQuestion
from ._session import Budget, RetryPolicy
from ._settings import CertificateSettings
from ._similarity import PAPER_MAX_DISTANCE, SubstitutionFilter, WordVectors, swapped_words
from ._sync import run_sync

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
