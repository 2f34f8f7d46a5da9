"""Nouns chosen with a verb and its particle: "Would you go with SSO or | audit logs?", "go with remote-first or |
hybrid with two office days", "opt for Lasik or | contact lenses" (see ``_verb_phrase.verb_mode``).

After "go with", "opt for", "stick with", "settle on", "switch to", "lean toward" the first option is the particle's
object, a noun; B is one too unless it opens with a verb that takes what follows as its object or particle ("… or |
wait", "… or | contact the city", "… or | stock up on …"): then the options are the two verb phrases
("go with surgery" / "wait").
"""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    AMBIGUOUS,
    DETERMINERS,
    PHRASAL,
    PREPS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["chosen_nouns"]

_CHOOSING = frozenset({("go", "with"), ("go", "for"), ("opt", "for"), ("stick", "with"), ("settle", "on"),
                       ("switch", "to"), ("lean", "toward")})  # a verb and the particle it chooses with


def chosen_nouns(core: list[Token], right: list[Token]) -> bool:
    """Are the options nouns after a verb and the particle it chooses with (see the module's docstring)?"""
    if tuple(t.low for t in core[:2]) not in _CHOOSING or len(core) < 3:
        return False
    nxt = right[1].low if len(right) > 1 else ""
    if not is_verb(right[0]):  # "… or | hybrid with two office days"; not "… or | absorb the increase" (unlisted)
        return nxt not in DETERMINERS | PRONOUNS and not right[0].low.endswith("ly")  # nor "… | slowly introduce it"
    noun_like = right[0].low in AMBIGUOUS or (right[0].low in ADJECTIVE_VERBS and nxt.isalpha()) \
        or _elided_head(core, right)  # "close | third"
    return noun_like and nxt not in PREPS | PHRASAL | DETERMINERS | PRONOUNS  # "train", "audit logs"


def _elided_head(core: list[Token], right: list[Token]) -> bool:
    """Is B one word that is an adjective as well as a verb, alone against A's articled modifier and noun ("go with a
    liner glaze or (just) | clear": the adjective of A's head left out, "clear glaze"; not "… | clear out")?"""
    return len(right) == 1 and right[0].low in ADJECTIVE_VERBS and core[2].low in ("a", "an", "the") and len(core) > 4
