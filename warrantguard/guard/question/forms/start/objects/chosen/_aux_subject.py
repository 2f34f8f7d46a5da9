"""The two subjects after an auxiliary ("Will a balance transfer card or a debt consolidation loan | save me …",
"Does gas or induction | boil water faster?"): where B's side holds the verb the two share. Moved out of
``_objects`` in session 40, unchanged."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.chosen._adverbed_predicate import adverbed_predicate
from warrantguard.guard.question.forms.start.objects.chosen._declared_aux import subject_before_aux
from warrantguard.guard.question.forms.start.objects.chosen._get_passive import get_passive
from warrantguard.guard.question.forms.start.objects.chosen._graded_verb import graded_verb
from warrantguard.guard.question.forms.start.objects.chosen._held_object import held_object_verb
from warrantguard.guard.question.forms.start.objects.chosen._named_run_verb import named_run_verb
from warrantguard.guard.question.forms.start.objects.chosen._named_verb import named_verb
from warrantguard.guard.question.forms.start.objects.chosen._parallel_verb import parallel_verb
from warrantguard.guard.question.forms.start.objects.chosen._plural_bare_verb import plural_bare_verb
from warrantguard.guard.question.words import (
    AMBIGUOUS,
    AUX,
    COMPARATIVES,
    DETERMINERS,
    OBJECT_OR_OWNER_PRONOUNS,
    PHRASAL,
    PREPS,
    PRONOUNS,
    Token,
    articled,
    is_verb,
    plural_verb,
)

__all__ = ["aux_subject"]

_NOT_BEFORE_VERB = PREPS | DETERMINERS | PRONOUNS | frozenset({"to", "that", "which", "who", "and", "or"})
_AFTER_VERB = PRONOUNS | OBJECT_OR_OWNER_PRONOUNS | DETERMINERS | PHRASAL | COMPARATIVES | frozenset(
    {"more", "less", "in"})
_GET_PASSIVE = frozenset({"get", "gets", "got"})  # the auxiliary of a passive ("get hurt", "got paid")
_SUBJECT_BOUND = 12  # words of B searched for the predicate's verb


def aux_subject(left: list[Token], begin: int, right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """After "Will / Would / Can / Should / Does … A or B <verb> …" with noun-phrase subjects, the
    options are the two subjects when B opens like a noun phrase (a determiner or a name) and its
    side holds a verb with an object, particle or comparative after it ("Will a balance transfer card
    or a debt consolidation loan | save me …", "Will Postgres full-text search or Elasticsearch |
    scale better …"): A keeps its premodifiers, which the lead-in may have taken for a verb with no
    object ("transfer", "search"). ``None`` otherwise."""
    aux = next((j for j, t in enumerate(left[: begin + 1]) if t.low in AUX), None)
    subject = left[aux + 1 :] if aux is not None else []
    if aux is None or aux + 2 > len(left) or not (right[0].low in DETERMINERS or right[0].capitalized
                                                  or _bare_nouns(subject, right)):
        return None
    if any(t.low in PRONOUNS for t in subject) or any(t.low in DETERMINERS for t in left[begin + 1 :]):
        return None  # "Should the county put | a one-cent …": a verb and its object
    if subject_before_aux(left, aux):  # "if I should | stock Aperol or …": the pronoun is the auxiliary's subject
        return None
    if begin > aux + 1 and (begin - aux < 3 or len(left) - begin > 2):
        return None  # the lead-in's verb is no premodifier of a one-word head before the 'or'
    n = min(len(right), _SUBJECT_BOUND)
    verb = next((k for k in range(1, n - 1) if is_verb(right[k]) and right[k - 1].low not in _NOT_BEFORE_VERB
                 and right[k + 1].low in _AFTER_VERB), None)
    verb = get_passive(right, n) if verb is None else verb  # "… or a custom share modal | get used more"
    verb = held_object_verb(right, named_verb(left[aux], subject, right, verb))  # "Do Cassandra or DynamoDB | handle
    # write-heavy load …"; "… or a glass greenhouse | hold heat better"
    verb = named_run_verb(left[aux], subject, right, verb)  # "Does the Iwata Eclipse or the H&S Ultra | handle …"
    verb = parallel_verb(subject, right, verb)  # "Does gas or induction | boil water faster?": B as long as A
    verb = plural_bare_verb(left[aux], right, verb)  # "Do ESP32s or Pi Picos | handle deep sleep better": agrees
    verb = graded_verb(left[aux], right, verb)  # "Does Kato Unitrack or Peco Setrack | cope better with …"
    bare = plural_verb(right)  # "… or a bonus | motivate staff better", not "… a bonus motivate | staff better"
    verb = bare if verb is not None and bare is not None and bare < verb else verb
    verb = _plain_verb_before(right, verb)  # "the Oura ring | measure heart rate more accurately", not "… | rate more"
    verb = _copula_before(right, verb)  # "… or an attic dipole | be less noticeable and still get out"
    if verb is not None and verb > 1 and right[verb - 1].low in _GET_PASSIVE:
        verb -= 1  # "Do pickers or packers | get hurt more often?": the passive's "get" opens the predicate
    return None if verb is None else (articled(subject), articled(right[: adverbed_predicate(right, verb)]))


def _copula_before(right: list[Token], verb: int | None) -> int | None:
    """A bare "be" before the verb found, after a word that may close a noun phrase ("Would a flagpole vertical or an
    attic dipole | be less noticeable and still get out?"): the predicate opens on the copula, its second verb
    joined by "and" after it; ``verb`` otherwise."""
    if verb is None:
        return None
    return next((k for k in range(1, verb) if right[k].low == "be" and right[k - 1].low not in _NOT_BEFORE_VERB
                 and right[k - 1].low.isalnum()), verb)


def _bare_nouns(subject: list[Token], right: list[Token]) -> bool:
    """One bare lower-case word on each side, neither a verb, B's followed by one ("would | mediation or
    arbitration | cost us …"; not "do ceramic or cast iron pans | hold …")."""
    one_each = len(subject) == 1 and len(right) > 2 and is_verb(right[1])
    return one_each and all(t.low.isalpha() and not is_verb(t) for t in (subject[0], right[0]))


def _plain_verb_before(right: list[Token], verb: int | None) -> int | None:
    """A listed verb that is no noun, after a name and its lower-case head and before a bare noun, two words before
    the verb found ("Does the Fitbit Charge 6 or the Oura ring | measure heart rate more accurately?": not "heart |
    rate more"): the predicate opens there (added in session 50); ``verb`` otherwise."""
    k = verb - 2 if verb is not None else 0
    if k < 3 or not (right[k - 2].capitalized and right[k - 1].text.isalpha() and right[k - 1].text.islower()):
        return verb
    plain = is_verb(right[k]) and right[k].low not in AMBIGUOUS and right[k].text.isalpha() and right[k].text.islower()
    noun = right[k + 1].text.isalpha() and right[k + 1].text.islower() and not is_verb(right[k + 1])
    return k if plain and noun and right[k - 1].low not in _NOT_BEFORE_VERB else verb
