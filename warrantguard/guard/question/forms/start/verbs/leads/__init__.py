"""The question's own words before option A, no part of it: the hearer's verb of advising and the clause it takes, a
verb of trying or planning and its "to", a progressive of intent, "mean" after "do", a degree of likelihood, a
misspelt choice verb, a participle after "be" or "have", a told clause, a statement's pronoun and its verb, "is it"
before a cause, what "it" is good at, what a subject needs.

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs.leads._advised_clause import advised_clause
from warrantguard.guard.question.forms.start.verbs.leads._asked_verb import asked_verb_a
from warrantguard.guard.question.forms.start.verbs.leads._catenative import catenated
from warrantguard.guard.question.forms.start.verbs.leads._clause_led import clause_led_verb
from warrantguard.guard.question.forms.start.verbs.leads._done_trying import done_trying_a
from warrantguard.guard.question.forms.start.verbs.leads._intended import intended_lead, intended_opening
from warrantguard.guard.question.forms.start.verbs.leads._likely import likely_degree, likely_lead
from warrantguard.guard.question.forms.start.verbs.leads._meant import meant_a
from warrantguard.guard.question.forms.start.verbs.leads._misspelt_choice_verb import misspelt_choice_verb
from warrantguard.guard.question.forms.start.verbs.leads._named_cause import (
    named_cause,
    named_cause_tail,
    named_word_pair,
)
from warrantguard.guard.question.forms.start.verbs.leads._needed_gerunds import needed_gerunds
from warrantguard.guard.question.forms.start.verbs.leads._passive_object import passive_object_a
from warrantguard.guard.question.forms.start.verbs.leads._perfect_participle import perfect_participle_a
from warrantguard.guard.question.forms.start.verbs.leads._prefixed_verb import prefixed_verb
from warrantguard.guard.question.forms.start.verbs.leads._skilled_gerund import skilled_gerund
from warrantguard.guard.question.forms.start.verbs.leads._stated_pronoun import stated_pronoun_verb
from warrantguard.guard.question.forms.start.verbs.leads._unlisted_clause_verb import unlisted_clause_verb

__all__ = [
    "advised_clause",
    "asked_verb_a",
    "catenated",
    "clause_led_verb",
    "done_trying_a",
    "intended_lead",
    "intended_opening",
    "likely_degree",
    "likely_lead",
    "meant_a",
    "misspelt_choice_verb",
    "named_cause",
    "named_cause_tail",
    "named_word_pair",
    "needed_gerunds",
    "passive_object_a",
    "perfect_participle_a",
    "prefixed_verb",
    "skilled_gerund",
    "stated_pronoun_verb",
    "unlisted_clause_verb",
]
