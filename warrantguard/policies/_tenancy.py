"""Tenant policies: which stakes policy, floor, ceiling and rate limits apply to a client.

A client's request is answered under rules that come from four places: the request itself,
its API key, the key's team (in the proxy's keys file: the key's tenant) and the server's
default. :func:`resolve_tenant` is the one place that combines them; this table is the rule:

================  ==========  =======  =======  ==========================================
setting           request     key      team     default (the server's configuration)
================  ==========  =======  =======  ==========================================
tenant name       never       1st      2nd      3rd (``"default"``)
policy            never       1st      2nd      3rd (built-in levels when a bound needs some)
stakes floor      never       the highest floor set at any scope
stakes ceiling    never       the lowest ceiling set at any scope, never below the floor
rpm, tpm          never       the lowest limit set at any scope
stakes            asks        raises what the policy's rules assign; refused above the
                              ceiling; never below the rules or the floor
================  ==========  =======  =======  ==========================================

* **A request never names a tenant, a policy or a bound.** It asks for stakes, nothing more
  (LiteLLM #16025 and #33944: request-level guardrails replaced or switched off the key's).
* **Unset is not empty.** A value that is missing, ``null`` or empty (``""``, ``[]``, ``{}``)
  is not set at that scope and erases nothing set elsewhere (LiteLLM #41431: a team's empty
  ``opted_out_global_guardrails`` overwrote its key's opt-out).
* **The key's choice of policy wins over its team's** (the more specific scope: LiteLLM #28512,
  a key's setting overruled by its team's), **but bounds combine strictest-first**, so no scope
  loosens another's floor (LiteLLM PR #29173: a key's default ``false`` shadowed the team's
  kill-switch). Policies are attached per key and team as in LiteLLM PR #19612.
* **A client never lowers its stakes below its tenant's rules.** :class:`TenantPolicy` plans
  with the tenant's policy (a rule's level stands unless that policy sets ``caller_may_lower``),
  then lifts the result to the floor: ``stakes: low`` under a tenant whose rules or floor say
  ``critical`` is certified and decided at ``critical``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from warrantguard.guard import ConfigurationError
from warrantguard.guard.spi import CallInfo, CallPlan, DecisionLike
from warrantguard.policies._policy import StakesPolicy

__all__ = ["FLOOR_RULE", "SCOPE_FIELDS", "TenantPolicy", "TenantRules", "TenantScope", "resolve_tenant"]

#: The ``rule`` of a plan the tenant's floor lifted.
FLOOR_RULE = "tenant_floor"
#: The fields a scope may set (a keys-file entry, LiteLLM key or team metadata).
SCOPE_FIELDS = ("tenant", "policy", "stakes_floor", "stakes_ceiling", "rpm", "tpm")


@dataclass(frozen=True)
class TenantScope:
    """What one scope (a key, a team, the server's default) says; ``None``: not set here."""

    tenant: str | None = None
    policy: StakesPolicy | None = None
    stakes_floor: str | None = None
    stakes_ceiling: str | None = None
    rpm: int | None = None
    tpm: int | None = None

    @classmethod
    def from_mapping(cls, data: Any, *, policies: Mapping[str, StakesPolicy], where: str) -> TenantScope:
        """A scope from a mapping of :data:`SCOPE_FIELDS` (``policy``: a name in ``policies``).

        Missing, ``null`` and empty values are not set; an unknown field, a wrong type or an
        unknown policy name is a :class:`ConfigurationError` naming ``where``."""
        if _empty(data):
            return cls()
        if not isinstance(data, Mapping):
            raise ConfigurationError(f"{where}: expected an object with {', '.join(SCOPE_FIELDS)}")
        unknown = sorted(str(k) for k in data if k not in SCOPE_FIELDS)
        if unknown:
            raise ConfigurationError(f"{where}: unknown field {unknown[0][:60]!r} (known: {', '.join(SCOPE_FIELDS)})")
        given = {k: v for k, v in data.items() if not _empty(v)}
        for name in ("tenant", "policy", "stakes_floor", "stakes_ceiling"):
            if name in given and not isinstance(given[name], str):
                raise ConfigurationError(f"{where}.{name}: expected a string")
        for name in ("rpm", "tpm"):
            value = given.get(name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
                raise ConfigurationError(f"{where}.{name}: expected a positive integer")
        policy = given.get("policy")
        if policy is not None and policy not in policies:
            known = ", ".join(sorted(policies)) or "none configured"
            raise ConfigurationError(f"{where}.policy: unknown policy {policy[:60]!r} (known: {known})")
        return cls(given.get("tenant"), policies[policy] if policy else None, given.get("stakes_floor"),
                   given.get("stakes_ceiling"), given.get("rpm"), given.get("tpm"))


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, str | list | tuple | dict | Mapping) and not value)


@dataclass(frozen=True)
class TenantRules:
    """The resolved rules for one client (:func:`resolve_tenant`)."""

    tenant: str
    policy: StakesPolicy | None
    stakes_floor: str | None = None
    stakes_ceiling: str | None = None
    rpm: int | None = None
    tpm: int | None = None

    def check_stakes(self, stakes: str | None) -> None:
        """Refuse (:class:`ConfigurationError`) a request's stakes level above the ceiling or unknown."""
        if stakes is None or self.policy is None:
            return
        asked = self.policy.level(stakes)
        if self.stakes_ceiling is not None and asked.rank > self.policy.level(self.stakes_ceiling).rank:
            raise ConfigurationError(f"stakes {stakes[:40]!r} is above the ceiling {self.stakes_ceiling!r} "
                                     f"of tenant {self.tenant!r}")

    def guard_policy(self) -> Any:
        """The policy a Guard for this client uses: :class:`TenantPolicy` when a bound is set,
        else the tenant's policy as it is (``None``: no policy)."""
        if self.policy is None or (self.stakes_floor is None and self.stakes_ceiling is None):
            return self.policy
        return TenantPolicy(self)


def resolve_tenant(key: TenantScope | None, team: TenantScope | None, default: TenantScope) -> TenantRules:
    """The rules for a client whose key says ``key`` and whose team says ``team`` (see the module's table)."""
    scopes = [s for s in (key, team, default) if s is not None]
    tenant = next((s.tenant for s in scopes if s.tenant), "default")
    policy = next((s.policy for s in scopes if s.policy is not None), None)
    floors = [s.stakes_floor for s in scopes if s.stakes_floor]
    ceilings = [s.stakes_ceiling for s in scopes if s.stakes_ceiling]
    if policy is None and (floors or ceilings):
        policy = StakesPolicy()
    rank = _ranker(policy, tenant)
    floor = max(floors, key=rank) if floors else None
    ceiling = min(ceilings, key=rank) if ceilings else None
    if floor is not None and ceiling is not None and rank(ceiling) < rank(floor):
        ceiling = floor  # a ceiling never lowers the floor: the client may still ask for the floor
    return TenantRules(tenant, policy, floor, ceiling, _lowest(s.rpm for s in scopes),
                       _lowest(s.tpm for s in scopes))


def _ranker(policy: StakesPolicy | None, tenant: str) -> Any:
    def rank(name: str) -> int:
        assert policy is not None
        if name not in policy.levels:
            known = ", ".join(policy.ordered_names())
            raise ConfigurationError(f"tenant {tenant!r}: stakes bound {name[:40]!r} is not a level of its "
                                     f"policy (known: {known})")
        return policy.levels[name].rank

    return rank


def _lowest(values: Any) -> int | None:
    given = [v for v in values if v is not None]
    return min(given) if given else None


class TenantPolicy:
    """A tenant's stakes policy with its floor and ceiling (a ``PolicyLike`` for the Guard).

    :meth:`plan` refuses stakes above the ceiling, plans with the tenant's policy, then lifts
    a level below the floor to the floor (rule :data:`FLOOR_RULE`). Decisions are the policy's;
    anything else (``levels``, ``level``, ``ordered_names``...) is read from it."""

    def __init__(self, rules: TenantRules) -> None:
        if rules.policy is None:
            raise ConfigurationError("a tenant policy needs a stakes policy")
        self.rules, self.inner = rules, rules.policy

    def plan(self, call: CallInfo) -> CallPlan:
        """The tenant's plan for ``call`` (see the class)."""
        self.rules.check_stakes(call.stakes)
        plan = self.inner.plan(call)
        floor = self.rules.stakes_floor
        if floor is not None and self.inner.level(plan.stakes).rank < self.inner.level(floor).rank:
            return self.inner.plan_at(floor, FLOOR_RULE)
        return plan

    def decide(self, certificate: Any, plan: CallPlan) -> DecisionLike:
        """The tenant policy's decision."""
        return self.inner.decide(certificate, plan)

    def decide_failure(self, plan: CallPlan) -> DecisionLike:
        """The tenant policy's decision when certification failed."""
        return self.inner.decide_failure(plan)

    def on_review_timeout(self, decision: DecisionLike, plan: CallPlan) -> DecisionLike:
        """The tenant policy's decision when no reviewer decided in time."""
        return self.inner.on_review_timeout(decision, plan)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in ("inner", "rules"):
            raise AttributeError(name)
        return getattr(self.inner, name)

    def __repr__(self) -> str:
        r = self.rules
        return f"TenantPolicy(tenant={r.tenant!r}, floor={r.stakes_floor!r}, ceiling={r.stakes_ceiling!r})"
