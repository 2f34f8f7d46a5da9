"""B a clause of time against A's time ("move | now or after the baby is born", "… this summer or once the lease
ends"): B opens on a subordinator of time before a clause with its own subject and verb, so the clause is B's own to
its end, its verb no predicate of both options (:func:`time_clause_b`), and the verb inside it is the clause's, not one
swallowed into the option (:func:`time_clause_option`; added for the seventieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, clause

__all__ = ["time_clause_b", "time_clause_option"]

_SUBORDINATORS = frozenset({"after", "before", "until", "till", "once", "when"})
# Words that go on past B's clause with another clause or a reason, which may be the asker's ("… and I can't decide").
_GOING_ON = frozenset({"and", "but", "so", "because", "since", "though", "although", "or"})


def time_clause_b(right: list[Token], k: int) -> bool:
    """At B's first word past the subordinator (``k`` 1): does B open on a subordinator of time before a clause that
    runs to the end of B's side, no clause or reason joined after it ("after | the baby is born")?"""
    return k == 1 and len(right) > 2 and right[0].low in _SUBORDINATORS and clause(right[1:]) \
        and not any(t.low in _GOING_ON or t.text[-1:] in ",;:" for t in right[1:-1])


def time_clause_option(toks: list[Token]) -> bool:
    """Is the option a subordinator of time and its clause, nothing joined after it ("after the baby is born")?"""
    return len(toks) > 2 and toks[0].low in _SUBORDINATORS and clause(toks[1:]) \
        and not any(t.low in _GOING_ON for t in toks[1:])
