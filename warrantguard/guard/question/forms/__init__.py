"""The question parser's rules for particular forms of asking (one module a form: "better off",
"enough", enumerations, slashes, greetings, multiword names, "your own", unequal sides, where
a verb phrase ends, which complements are B's own …). They build on ``words`` only; the core
modules of ``question`` (options, trimming, parallel form, form checks) call them.

This ``__init__`` is the subpackage's interface: the rest of ``question`` imports these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.question.forms._activity import bare_activity
from warrantguard.guard.question.forms._addressed import addressed
from warrantguard.guard.question.forms._asking import (
    INSTEAD,
    advice,
    asks,
    compare_pair,
    concessive,
    ends_asking,
    instead_phrases,
    instead_problem,
    list_item,
    one_anaphora,
    permission_question,
    quoted_then_which,
)
from warrantguard.guard.question.forms._b_rest import whole_b
from warrantguard.guard.question.forms._better_off import asked_better_off, better_off
from warrantguard.guard.question.forms._cleft import cleft, paired_forms
from warrantguard.guard.question.forms._coordinator import coordinator
from warrantguard.guard.question.forms._enough import adjective_before_enough, fillers, own_ing
from warrantguard.guard.question.forms._enumerated import ENUMERATOR, WHICH_ASKED, enumerated_pair
from warrantguard.guard.question.forms._fixed_pairs import idiom_problem
from warrantguard.guard.question.forms._gerund_object import shared_gerund
from warrantguard.guard.question.forms._greeting import greeting
from warrantguard.guard.question.forms._measured import measured_of
from warrantguard.guard.question.forms._names import named, no_object, noun_or_verb
from warrantguard.guard.question.forms._next_clause import next_clause
from warrantguard.guard.question.forms._objects import (
    aux_subject,
    bare_core,
    compared_object,
    compound_subject,
    infinitives,
    left_noun_option,
    negated_infinitive,
    not_to,
    parallel_phrase,
    reported_object,
    restated_subject,
)
from warrantguard.guard.question.forms._one_sided import one_sided
from warrantguard.guard.question.forms._own_complements import (
    adjective_pair,
    closing_particle,
    gerund_object,
    own_place,
    placed_pair,
    unclear_after_object,
)
from warrantguard.guard.question.forms._own_making import chosen_against_own
from warrantguard.guard.question.forms._participle_b import participle_b
from warrantguard.guard.question.forms._placed_object import placed_options
from warrantguard.guard.question.forms._predicate import predicate_index
from warrantguard.guard.question.forms._prep_object import named_object, own_preposition
from warrantguard.guard.question.forms._rates import CURRENCY, RATE_UNITS, unrated
from warrantguard.guard.question.forms._recipient import past_recipient
from warrantguard.guard.question.forms._second_subject import copular_b
from warrantguard.guard.question.forms._slashed import slashed_pair
from warrantguard.guard.question.forms._subject_be import subject_before_be
from warrantguard.guard.question.forms._unasked import bare_pair, settled_subject, weighed_for
from warrantguard.guard.question.forms._unequal import aux_predicate, unequal_problem
from warrantguard.guard.question.forms._venue import at_home
from warrantguard.guard.question.forms._verb_phrase import own_adverb, verb_mode, verb_right
from warrantguard.guard.question.forms._waited import waited_for

__all__ = [
    "CURRENCY",
    "ENUMERATOR",
    "INSTEAD",
    "RATE_UNITS",
    "WHICH_ASKED",
    "addressed",
    "adjective_before_enough",
    "adjective_pair",
    "advice",
    "asked_better_off",
    "asks",
    "at_home",
    "aux_predicate",
    "aux_subject",
    "bare_activity",
    "bare_core",
    "bare_pair",
    "better_off",
    "chosen_against_own",
    "cleft",
    "closing_particle",
    "compare_pair",
    "compared_object",
    "compound_subject",
    "concessive",
    "coordinator",
    "copular_b",
    "ends_asking",
    "enumerated_pair",
    "fillers",
    "gerund_object",
    "greeting",
    "idiom_problem",
    "infinitives",
    "instead_phrases",
    "instead_problem",
    "left_noun_option",
    "list_item",
    "measured_of",
    "named",
    "named_object",
    "negated_infinitive",
    "next_clause",
    "no_object",
    "not_to",
    "noun_or_verb",
    "one_anaphora",
    "one_sided",
    "own_adverb",
    "own_ing",
    "own_place",
    "own_preposition",
    "paired_forms",
    "parallel_phrase",
    "participle_b",
    "past_recipient",
    "permission_question",
    "placed_options",
    "placed_pair",
    "predicate_index",
    "quoted_then_which",
    "reported_object",
    "restated_subject",
    "settled_subject",
    "shared_gerund",
    "slashed_pair",
    "subject_before_be",
    "unclear_after_object",
    "unequal_problem",
    "unrated",
    "verb_mode",
    "verb_right",
    "waited_for",
    "weighed_for",
    "whole_b",
]
