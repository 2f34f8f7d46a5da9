"""Stakes policies, decisions and the human review queue.

A :class:`StakesPolicy` assigns a stakes level to each call (explicit argument, then
rules, then a default), buys the certificate that level pays for, and turns the
certificate into a :class:`Decision` (allow, annotate, review or block). The Guard
acts on the decision; ``review`` items go to a durable :class:`ReviewQueue`.
"""

from ._decision import Action, Decision, strictest
from ._explain import reversal_contexts
from ._load import PolicyError, load_policy, parse_policy
from ._policy import CertificateBudget, StakesLevel, StakesPolicy, StakesRule, parse_warrant

__all__ = [
    "Action",
    "CertificateBudget",
    "Decision",
    "PolicyError",
    "StakesLevel",
    "StakesPolicy",
    "StakesRule",
    "load_policy",
    "parse_policy",
    "parse_warrant",
    "reversal_contexts",
    "strictest",
]
