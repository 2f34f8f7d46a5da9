"""The warrant guardrail's configuration model for the LiteLLM Proxy UI (``get_config_model``)."""

from __future__ import annotations

from typing import Any

__all__ = ["config_model"]

_MODEL: Any = None


def config_model() -> Any:
    """The ``GuardrailConfigModel`` subclass describing the guardrail's ``litellm_params``
    (built on first use: it needs the proxy's types)."""
    global _MODEL
    if _MODEL is None:
        _MODEL = _build()
    return _MODEL


def _build() -> Any:
    from litellm.types.proxy.guardrails.guardrail_hooks.base import GuardrailConfigModel
    from pydantic import BaseModel, Field

    class WarrantGuardrailSettings(BaseModel):
        """Certificate settings passed to the Guard (``settings:``)."""

        generator: str | None = Field(default=None, description="probe generator: lexical or llm")
        max_calls: int | None = Field(default=None, description="model calls per certificate at most")
        deadline: float | None = Field(default=None, description="seconds per certificate at most")

    class WarrantGuardrailConfigModel(GuardrailConfigModel[WarrantGuardrailSettings]):
        """warrantguard: a reliance certificate for each answer to a pairwise question (post_call)."""

        policy: str | None = Field(default=None, description="path of a stakes policy file (YAML or TOML)")
        review_queue: str | None = Field(default=None, description="SQLite path where 'review' items wait")
        stakes: str | None = Field(default=None, description="default stakes level when a request names none")
        model: str | None = Field(default=None, description=(
            "model group that answers the probes for /guardrails/apply_guardrail (chat calls use their own)"))
        capture_content: bool = Field(default=False, description=(
            "put prompts, probes and reasons into logs and errors (off: status, tier and counts only)"))
        settings: dict[str, Any] | None = Field(default=None, description="certificate settings for the Guard")
        policies: dict[str, str] | None = Field(default=None, description=(
            "named stakes policy files a key's or team's metadata.warrantguard.policy may select"))

        @staticmethod
        def ui_friendly_name() -> str:
            """The name the proxy UI shows."""
            return "warrantguard reliance certificate"

    return WarrantGuardrailConfigModel
