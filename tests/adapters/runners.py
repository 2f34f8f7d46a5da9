"""Conformance runners for the drop-in, the LiteLLM Proxy guardrail and LangChain."""

from __future__ import annotations

from .conformance import Runner

RUNNERS: list[Runner] = []
