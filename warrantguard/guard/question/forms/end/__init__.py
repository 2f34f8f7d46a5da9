"""Where option B ends: verb phrases and their own complements, a predicate or "enough" after the
pair, the asker's own clause, rates and amounts, a venue, a message's addressee, and pairs whose
two sides are of unequal form.

This ``__init__`` is the subpackage's interface: the rest of ``forms`` imports these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end._activity import bare_activity
from warrantguard.guard.question.forms.end._addressed import addressed
from warrantguard.guard.question.forms.end._adverb_against import adverb_against
from warrantguard.guard.question.forms.end._adverbed_verb import adverbed_verb, plural_before_adverbed_verb
from warrantguard.guard.question.forms.end._agreement import agreeing_b
from warrantguard.guard.question.forms.end._articled_place import articled_place
from warrantguard.guard.question.forms.end._aside_end import aside_end
from warrantguard.guard.question.forms.end._aside_inside import inside_aside
from warrantguard.guard.question.forms.end._at_all import no_at_all
from warrantguard.guard.question.forms.end._attributive import attributive_comparative
from warrantguard.guard.question.forms.end._b_company import kept_with, second_phrase
from warrantguard.guard.question.forms.end._b_own_phrase import (
    head_feature,
    later_of_own,
    later_predicate,
    recipient_closing,
    span_start,
)
from warrantguard.guard.question.forms.end._b_rest import whole_b
from warrantguard.guard.question.forms.end._by_means import by_means
from warrantguard.guard.question.forms.end._clause_time import frequency_against_clause, frequency_clause
from warrantguard.guard.question.forms.end._closed_b import closed_b, participle_phrase
from warrantguard.guard.question.forms.end._complemented import complement_comparative
from warrantguard.guard.question.forms.end._counted import counted_against
from warrantguard.guard.question.forms.end._enough import (
    adjective_before_enough,
    fillers,
    own_ing,
)
from warrantguard.guard.question.forms.end._featured import featured_pair
from warrantguard.guard.question.forms.end._fielded import own_field
from warrantguard.guard.question.forms.end._for_name import for_name
from warrantguard.guard.question.forms.end._gerund_object import shared_gerund
from warrantguard.guard.question.forms.end._head_rate import rated_a
from warrantguard.guard.question.forms.end._infinitive_b import infinitive_b
from warrantguard.guard.question.forms.end._ing_noun_b import ing_noun_b
from warrantguard.guard.question.forms.end._just_b import just_b
from warrantguard.guard.question.forms.end._lead_words import a_words
from warrantguard.guard.question.forms.end._measured import measured_amounts, measured_of
from warrantguard.guard.question.forms.end._modified import own_modifier
from warrantguard.guard.question.forms.end._named_feature import named_feature
from warrantguard.guard.question.forms.end._named_head import named_head
from warrantguard.guard.question.forms.end._named_ing import named_ing
from warrantguard.guard.question.forms.end._named_subject import named_subject_b
from warrantguard.guard.question.forms.end._named_with import named_with
from warrantguard.guard.question.forms.end._next_clause import ASIDES, next_clause
from warrantguard.guard.question.forms.end._noun_will import noun_will
from warrantguard.guard.question.forms.end._one_sided import one_sided
from warrantguard.guard.question.forms.end._open_compound import open_compound
from warrantguard.guard.question.forms.end._own_clause import before_copula, own_clause
from warrantguard.guard.question.forms.end._own_complements import (
    adjective_pair,
    closing_particle,
    gerund_object,
    own_place,
    placed_pair,
    unclear_after_object,
)
from warrantguard.guard.question.forms.end._own_phrase import mirrored_compound, same_as
from warrantguard.guard.question.forms.end._own_prep_b import own_prep_b
from warrantguard.guard.question.forms.end._own_rest import unclear_feature
from warrantguard.guard.question.forms.end._own_tails import named_like_a, own_tail
from warrantguard.guard.question.forms.end._participle_b import participle_b, particled_participle
from warrantguard.guard.question.forms.end._particle_end import particle_end
from warrantguard.guard.question.forms.end._plural_b import mirrored_verb, plural_b, plural_subject_verb
from warrantguard.guard.question.forms.end._predicate import predicate_index, undegreed
from warrantguard.guard.question.forms.end._priced import priced_alike, priced_purpose
from warrantguard.guard.question.forms.end._progressive import bare_progressive
from warrantguard.guard.question.forms.end._quoted_side import stray_quotes
from warrantguard.guard.question.forms.end._rates import (
    CURRENCY,
    RATE_UNITS,
    own_price,
    unrated,
)
from warrantguard.guard.question.forms.end._relative_tail import relative_tail
from warrantguard.guard.question.forms.end._relative_verb import past_relative
from warrantguard.guard.question.forms.end._repeated_object import repeated_object
from warrantguard.guard.question.forms.end._role import own_role
from warrantguard.guard.question.forms.end._run_on import run_on_b
from warrantguard.guard.question.forms.end._set_against import near_to, opposed_phrase
from warrantguard.guard.question.forms.end._shared_head import headed_b, shared_plural_head
from warrantguard.guard.question.forms.end._sub_kind_head import sub_kind_head
from warrantguard.guard.question.forms.end._sufficing import sufficing_b
from warrantguard.guard.question.forms.end._timed import timed_pair
from warrantguard.guard.question.forms.end._timed_verbs import timed_verbs
from warrantguard.guard.question.forms.end._unequal import aux_predicate, unequal_problem
from warrantguard.guard.question.forms.end._venue import at_home, closing_here, held_at, own_places, place_of_both
from warrantguard.guard.question.forms.end._verb_b_tail import verb_b_tail
from warrantguard.guard.question.forms.end._verb_phrase import (
    own_adverb,
    verb_mode,
    verb_right,
)
from warrantguard.guard.question.forms.end._waited import waited_clause, waited_for
from warrantguard.guard.question.forms.end._wh_clause import wh_clause_option
from warrantguard.guard.question.forms.end._wise import respect_cut

__all__ = [
    "ASIDES",
    "CURRENCY",
    "RATE_UNITS",
    "a_words",
    "addressed",
    "adjective_before_enough",
    "adjective_pair",
    "adverb_against",
    "adverbed_verb",
    "agreeing_b",
    "articled_place",
    "aside_end",
    "at_home",
    "attributive_comparative",
    "aux_predicate",
    "bare_activity",
    "bare_progressive",
    "before_copula",
    "by_means",
    "closed_b",
    "closing_here",
    "closing_particle",
    "complement_comparative",
    "counted_against",
    "featured_pair",
    "fillers",
    "for_name",
    "frequency_against_clause",
    "frequency_clause",
    "gerund_object",
    "head_feature",
    "headed_b",
    "held_at",
    "infinitive_b",
    "ing_noun_b",
    "inside_aside",
    "just_b",
    "kept_with",
    "later_of_own",
    "later_predicate",
    "measured_amounts",
    "measured_of",
    "mirrored_compound",
    "mirrored_verb",
    "named_feature",
    "named_head",
    "named_ing",
    "named_like_a",
    "named_subject_b",
    "named_with",
    "near_to",
    "next_clause",
    "no_at_all",
    "noun_will",
    "one_sided",
    "open_compound",
    "opposed_phrase",
    "own_adverb",
    "own_clause",
    "own_field",
    "own_ing",
    "own_modifier",
    "own_place",
    "own_places",
    "own_prep_b",
    "own_price",
    "own_role",
    "own_tail",
    "participle_b",
    "participle_phrase",
    "particle_end",
    "particled_participle",
    "past_relative",
    "place_of_both",
    "placed_pair",
    "plural_b",
    "plural_before_adverbed_verb",
    "plural_subject_verb",
    "predicate_index",
    "priced_alike",
    "priced_purpose",
    "rated_a",
    "recipient_closing",
    "relative_tail",
    "repeated_object",
    "respect_cut",
    "run_on_b",
    "same_as",
    "second_phrase",
    "shared_gerund",
    "shared_plural_head",
    "span_start",
    "stray_quotes",
    "sub_kind_head",
    "sufficing_b",
    "timed_pair",
    "timed_verbs",
    "unclear_after_object",
    "unclear_feature",
    "undegreed",
    "unequal_problem",
    "unrated",
    "verb_b_tail",
    "verb_mode",
    "verb_right",
    "waited_clause",
    "waited_for",
    "wh_clause_option",
    "whole_b",
]
