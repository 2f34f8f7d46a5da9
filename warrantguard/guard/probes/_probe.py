"""Probes: the questions asked of the focal model at each tier."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, field_validator

from warrantguard.guard._errors import ConfigurationError
from warrantguard.guard._inputs import CheckedModel

__all__ = ["Probe", "ProbeKind", "updated", "written"]

M = TypeVar("M", bound=BaseModel)


class ProbeKind(StrEnum):
    """What transformation produced a probe."""

    RESAMPLE = "resample"  # T0: the unchanged prompt at temperature 1
    PERMUTATION = "permutation"  # T1: options swapped
    INVERSION = "inversion"  # T1: valence inverted, answer mapped back
    PERMUTED_INVERSION = "permuted_inversion"  # T1: both
    PARAPHRASE = "paraphrase"  # T1: close paraphrase or one-word synonym swap
    NARROWER = "narrower"  # T2: sub-context of the reference class
    BROADER = "broader"  # T3: broader or related context
    USER = "user"  # supplied by the caller


class Probe(CheckedModel):
    """A probe prompt for tier 1, 2 or 3.

    ``inverted=True`` means a respondent with the focal preference would name the
    *other* option (valence inversion); its answer is mapped back before comparing.
    ``context`` names the sub-context or broader context the probe asks about.
    Invalid fields raise :class:`ConfigurationError`.
    """

    model_config = ConfigDict(frozen=True)

    tier: int
    prompt: str
    inverted: bool = False
    kind: str = ProbeKind.USER.value
    context: str | None = None
    source: str = "user"

    @field_validator("tier")
    @classmethod
    def _tier_range(cls, v: int) -> int:
        if v not in (1, 2, 3):
            raise ConfigurationError(f"Probe.tier must be 1, 2 or 3 (T0 re-asks the prompt), got {v}")
        return v

    @field_validator("prompt")
    @classmethod
    def _non_empty(cls, v: str) -> str:
        if not v.strip():
            raise ConfigurationError("Probe.prompt must not be empty")
        return v.strip()


def updated(model: M, update: Mapping[str, Any]) -> M:
    """``model.model_copy(update=update)`` (the same fields, fields set and extra), without its generic
    copy steps for a model with no private attributes and no extra fields allowed."""
    if model.__pydantic_private__ is not None or model.model_config.get("extra") == "allow":
        return model.model_copy(update=update)
    new = type(model).__new__(type(model))
    extra = model.__pydantic_extra__
    object.__setattr__(new, "__dict__", {**model.__dict__, **update})
    object.__setattr__(new, "__pydantic_extra__", None if extra is None else dict(extra))
    object.__setattr__(new, "__pydantic_fields_set__", model.__pydantic_fields_set__ | update.keys())
    object.__setattr__(new, "__pydantic_private__", None)
    return new


_WRITTEN = frozenset({"tier", "prompt", "kind", "source"})  # the fields :func:`written` sets


def written(tier: int, prompt: str, kind: str, source: str) -> Probe:
    """``Probe(tier=tier, prompt=prompt, kind=kind, source=source)`` (a generator's probe): when the values
    are valid and already of their fields' types, the probe is stored as validation stores it (the prompt
    stripped, the same fields in order, the same fields set) without pydantic's pass; else validated."""
    text = prompt.strip() if type(prompt) is str else ""
    if not (text and type(tier) is int and tier in (1, 2, 3) and type(kind) is str and type(source) is str):
        return Probe(tier=tier, prompt=prompt, kind=kind, source=source)
    probe = Probe.__new__(Probe)
    object.__setattr__(probe, "__dict__", {"tier": tier, "prompt": text, "inverted": False, "kind": kind,
                                           "context": None, "source": source})
    object.__setattr__(probe, "__pydantic_fields_set__", set(_WRITTEN))
    object.__setattr__(probe, "__pydantic_extra__", None)
    object.__setattr__(probe, "__pydantic_private__", None)
    return probe
