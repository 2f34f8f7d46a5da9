"""The tenant of a LiteLLM Proxy request: its key's and team's ``warrantguard`` metadata.

An admin attaches tenant rules to a virtual key or a team the way LiteLLM attaches guardrails
(``/key/generate``, ``/team/new`` or the UI)::

    {"metadata": {"warrantguard": {"policy": "strict", "stakes_floor": "high", "stakes_ceiling": "critical",
                                   "tenant": "acme"}}}

``policy`` names one of the guardrail's ``policies`` (``litellm_params.policies``: name to file),
never a path. The rules are read from the request's authenticated ``UserAPIKeyAuth``
(``metadata``, ``team_metadata``), never from anything the caller sent: LiteLLM copies them to
``metadata.user_api_key_metadata`` / ``user_api_key_team_metadata`` too, but a caller's own
metadata could forge those where a proxy version does not strip them (LiteLLM PR #25832). The
key is the key scope, the team the team scope (its tenant name defaults to the team's alias or
id), the guardrail's ``policy`` the default: :func:`~warrantguard.policies.resolve_tenant`
combines them. LiteLLM enforces rate limits itself (``rpm_limit``, ``tpm_limit``), so ``rpm``
and ``tpm`` are refused here rather than silently ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warrantguard.guard import ConfigurationError
from warrantguard.policies import StakesPolicy, TenantRules, TenantScope, resolve_tenant

__all__ = ["METADATA_KEY", "tenant_rules"]

METADATA_KEY = "warrantguard"
_LIMITS = ("rpm", "tpm")


def tenant_rules(user_api_key_dict: Any, policies: Mapping[str, StakesPolicy], default: Any) -> TenantRules:
    """The rules for the authenticated caller ``user_api_key_dict`` (``None``: the default's).

    ``default`` is the guardrail's own policy (``None``: none); a malformed ``warrantguard``
    entry is a :class:`ConfigurationError` naming the key's or the team's metadata."""
    key = _scope(_admin(user_api_key_dict, "metadata"), policies, "the key's metadata.warrantguard")
    team = _scope(_admin(user_api_key_dict, "team_metadata"), policies, "the team's metadata.warrantguard")
    team_name = getattr(user_api_key_dict, "team_alias", None) or getattr(user_api_key_dict, "team_id", None)
    if team.tenant is None and isinstance(team_name, str) and team_name:
        team = TenantScope(team_name[:64], team.policy, team.stakes_floor, team.stakes_ceiling)
    policy = default if isinstance(default, StakesPolicy) else None
    rules = resolve_tenant(key, team, TenantScope(policy=policy))
    if rules.policy is None and default is not None:  # a policy that is not a StakesPolicy: used as it is
        return TenantRules(rules.tenant, default)
    return rules


def _admin(user_api_key_dict: Any, field: str) -> Any:
    """``user_api_key_dict``'s ``metadata`` or ``team_metadata`` ``warrantguard`` entry (``None``: unset)."""
    metadata = getattr(user_api_key_dict, field, None) if user_api_key_dict is not None else None
    return metadata.get(METADATA_KEY) if isinstance(metadata, Mapping) else None


def _scope(entry: Any, policies: Mapping[str, StakesPolicy], where: str) -> TenantScope:
    if isinstance(entry, Mapping):
        limits = [name for name in _LIMITS if entry.get(name) not in (None, "")]
        if limits:
            raise ConfigurationError(f"{where}.{limits[0]}: LiteLLM enforces rate limits itself "
                                     "(set rpm_limit / tpm_limit on the key or team)")
    return TenantScope.from_mapping(entry, policies=policies, where=where)
