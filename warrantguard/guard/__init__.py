"""The certificate engine: questions, probes, tiers, classification, elicitation, Guard."""

from ._answers import parse_option, parse_percent
from ._certificate import (
    TIER_NAMES,
    Certificate,
    ProbeResult,
    Reversal,
    TierOutcome,
    TierStatus,
    Usage,
    Warrant,
    classify,
)
from ._errors import (
    ConfigurationError,
    NotPairwiseError,
    ProviderError,
    WarrantBlocked,
    WarrantguardError,
)
from ._models import (
    ChatModel,
    ChatRequest,
    ChatResponse,
    FunctionModel,
    LiteLLMModel,
    TransientError,
    as_model,
    default_model_name,
    register_scheme,
)
from ._oversight import CallInfo, CallPlan, DecisionLike, PolicyLike, ReviewOutcome, ReviewQueueLike
from ._probes import Probe, ProbeKind
from ._question import PairwiseQuestion

__all__ = [
    "TIER_NAMES",
    "CallInfo",
    "CallPlan",
    "Certificate",
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "ConfigurationError",
    "DecisionLike",
    "FunctionModel",
    "LiteLLMModel",
    "NotPairwiseError",
    "PairwiseQuestion",
    "PolicyLike",
    "Probe",
    "ProbeKind",
    "ProbeResult",
    "ProviderError",
    "Reversal",
    "ReviewOutcome",
    "ReviewQueueLike",
    "TierOutcome",
    "TierStatus",
    "TransientError",
    "Usage",
    "Warrant",
    "WarrantBlocked",
    "WarrantguardError",
    "as_model",
    "classify",
    "default_model_name",
    "parse_option",
    "parse_percent",
    "register_scheme",
]
