"""B's own subordinate clause or time phrase, read as B's where a verb phrase B would end before it:

* a clause set against A's own clause of the same kind ("ski the couloir now while it's soft or wait till tomorrow
  morning | when it's firmer": A's "while" clause, so B's "when" clause is B's, not the context of both);
* a time named after "until", "before" or "after" ahead of B's second verb ("… or hold off until January | and risk it
  being full": the pronoun of the second verb's object makes no clause of "until January")."""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Token, clause, is_verb

__all__ = ["mirrored_clause", "named_time_before_and"]

_SUBORDINATORS = frozenset({"when", "while", "whenever", "if", "once", "because", "since", "unless"})
_TIME_HEADS = frozenset({"until", "till", "before", "after"})


def mirrored_clause(core: list[Token], right: list[Token], k: int) -> bool:
    """Does B's subordinate clause at ``right[k]`` answer a subordinate clause of A's own ("go now while it's cheap or
    wait till spring | when it's quieter")? A's clause stands after A's first word, its subordinator followed by a
    subject and a verb."""
    if right[k].low not in _SUBORDINATORS or not _subject_clause(right[k + 1 :]):
        return False
    return any(t.low in _SUBORDINATORS and _subject_clause(core[j + 1 :]) for j, t in enumerate(core[1:], 1))


def _subject_clause(toks: list[Token]) -> bool:
    """Do ``toks`` make a clause (:func:`clause`), or open on a pronoun with its verb contracted ("it's soft")?"""
    return clause(toks) or (bool(toks) and toks[0].low.replace("’", "'").split("'")[0] in PRONOUNS)


def named_time_before_and(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` "until" (or "before", "after") and a time without a clause of its own, followed by "and" and B's
    second verb ("… hold off until January | and risk it being full")? The words before "and" make no clause."""
    if right[k].low not in _TIME_HEADS:
        return False
    ands = [j for j in range(k + 2, min(len(right) - 1, k + 6)) if right[j].low == "and"]
    if not ands:
        return False
    return not clause(right[k + 1 : ands[0]]) and is_verb(right[ands[0] + 1])
