"""Option A against a prepositional B: a verb, its object and a complement, a means, manner or place before A or
answering B's, a particle split from its verb, a time closing A.

This ``__init__`` is the room's interface: the other rooms of ``objects`` and the rest of ``forms``
import these names from here, never from its underscore modules. Of ``objects``'s other rooms it imports
only ``unlisted``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.prepositions._adjective_as import adjective_as_a
from warrantguard.guard.question.forms.start.objects.prepositions._adverbed_state import adverbed_state_a
from warrantguard.guard.question.forms.start.objects.prepositions._articled_means import articled_means
from warrantguard.guard.question.forms.start.objects.prepositions._articled_place import articled_place_a
from warrantguard.guard.question.forms.start.objects.prepositions._as_against_manner import as_against_manner
from warrantguard.guard.question.forms.start.objects.prepositions._bare_by_means import bare_by_a
from warrantguard.guard.question.forms.start.objects.prepositions._be_placed import be_placed_a
from warrantguard.guard.question.forms.start.objects.prepositions._between_phrase import between_phrase_problem
from warrantguard.guard.question.forms.start.objects.prepositions._between_placed_head import between_placed_head_a
from warrantguard.guard.question.forms.start.objects.prepositions._complement import (
    complement_after_object,
    complement_against_phrase,
)
from warrantguard.guard.question.forms.start.objects.prepositions._complex_object import complex_object_a
from warrantguard.guard.question.forms.start.objects.prepositions._counterpart import bare_counterpart
from warrantguard.guard.question.forms.start.objects.prepositions._degree_before_prep import degree_before_prep
from warrantguard.guard.question.forms.start.objects.prepositions._echoed_prep import echoed_prep_a
from warrantguard.guard.question.forms.start.objects.prepositions._fitted_for import fitted_for_a
from warrantguard.guard.question.forms.start.objects.prepositions._gerund_lead_phrase import gerund_lead_phrase
from warrantguard.guard.question.forms.start.objects.prepositions._gerund_named_prep import gerund_named_prep_a
from warrantguard.guard.question.forms.start.objects.prepositions._head_before_phrase import head_before_phrase
from warrantguard.guard.question.forms.start.objects.prepositions._headed_name import headed_name_a
from warrantguard.guard.question.forms.start.objects.prepositions._headed_place import (
    headed_place_a,
    timed_head_problem,
)
from warrantguard.guard.question.forms.start.objects.prepositions._headline_phrase import headline_phrase_a
from warrantguard.guard.question.forms.start.objects.prepositions._in_between_a import in_between_a
from warrantguard.guard.question.forms.start.objects.prepositions._manner_against import manner_problem
from warrantguard.guard.question.forms.start.objects.prepositions._manner_before_prep import manner_before_prep
from warrantguard.guard.question.forms.start.objects.prepositions._means_against_manner import prepped_against_manner
from warrantguard.guard.question.forms.start.objects.prepositions._mirrored_place import mirrored_place_a
from warrantguard.guard.question.forms.start.objects.prepositions._opening_with import opening_with_problem
from warrantguard.guard.question.forms.start.objects.prepositions._opposed_place import opposed_place
from warrantguard.guard.question.forms.start.objects.prepositions._participle_before_phrase import (
    participle_before_phrase_a,
)
from warrantguard.guard.question.forms.start.objects.prepositions._particle_before_prep import particle_before_prep
from warrantguard.guard.question.forms.start.objects.prepositions._placed_adverb import placed_adverb_a
from warrantguard.guard.question.forms.start.objects.prepositions._placed_object import placed_options
from warrantguard.guard.question.forms.start.objects.prepositions._placed_with import placed_with_a
from warrantguard.guard.question.forms.start.objects.prepositions._placing import (
    bare_place_a,
    placed_against_adverb,
    placing_objects,
)
from warrantguard.guard.question.forms.start.objects.prepositions._prep_against_prep import prep_against_prep
from warrantguard.guard.question.forms.start.objects.prepositions._prep_object import (
    feature_object,
    kept_preposition,
    means_pair,
    named_object,
    own_preposition,
)
from warrantguard.guard.question.forms.start.objects.prepositions._prep_pair import prep_pair
from warrantguard.guard.question.forms.start.objects.prepositions._repeated_prep_start import repeated_prep_start
from warrantguard.guard.question.forms.start.objects.prepositions._round_the_clock import clock_against_phrase
from warrantguard.guard.question.forms.start.objects.prepositions._set_level import set_level_a
from warrantguard.guard.question.forms.start.objects.prepositions._shared_prep_a import (
    articled_prep_a,
    echoed_noun_a,
    named_prep_a,
)
from warrantguard.guard.question.forms.start.objects.prepositions._split_particle import split_particle
from warrantguard.guard.question.forms.start.objects.prepositions._state_to_place import state_to_place
from warrantguard.guard.question.forms.start.objects.prepositions._stated_object import stated_object_problem
from warrantguard.guard.question.forms.start.objects.prepositions._timed_complement import (
    timed_against_phrase,
    times_against,
)
from warrantguard.guard.question.forms.start.objects.prepositions._twin_articled_phrase import twin_articled_phrase_a
from warrantguard.guard.question.forms.start.objects.prepositions._twin_of import twin_of
from warrantguard.guard.question.forms.start.objects.prepositions._two_word_place import two_word_place_a
from warrantguard.guard.question.forms.start.objects.prepositions._verb_against_adverbed_prep import (
    verb_against_adverbed_prep,
)
from warrantguard.guard.question.forms.start.objects.prepositions._verb_prep_against_prep import (
    bare_prep_pair,
    verb_prep_against_prep_a,
)
from warrantguard.guard.question.forms.start.objects.prepositions._way_adverb import way_adverb_a

__all__ = [
    "adjective_as_a",
    "adverbed_state_a",
    "articled_means",
    "articled_place_a",
    "articled_prep_a",
    "as_against_manner",
    "bare_by_a",
    "bare_counterpart",
    "bare_place_a",
    "bare_prep_pair",
    "be_placed_a",
    "between_phrase_problem",
    "between_placed_head_a",
    "clock_against_phrase",
    "complement_after_object",
    "complement_against_phrase",
    "complex_object_a",
    "degree_before_prep",
    "echoed_noun_a",
    "echoed_prep_a",
    "feature_object",
    "fitted_for_a",
    "gerund_lead_phrase",
    "gerund_named_prep_a",
    "head_before_phrase",
    "headed_name_a",
    "headed_place_a",
    "headline_phrase_a",
    "in_between_a",
    "kept_preposition",
    "manner_before_prep",
    "manner_problem",
    "means_pair",
    "mirrored_place_a",
    "named_object",
    "named_prep_a",
    "opening_with_problem",
    "opposed_place",
    "own_preposition",
    "participle_before_phrase_a",
    "particle_before_prep",
    "placed_adverb_a",
    "placed_against_adverb",
    "placed_options",
    "placed_with_a",
    "placing_objects",
    "prep_against_prep",
    "prep_pair",
    "prepped_against_manner",
    "repeated_prep_start",
    "set_level_a",
    "split_particle",
    "state_to_place",
    "stated_object_problem",
    "timed_against_phrase",
    "timed_head_problem",
    "times_against",
    "twin_articled_phrase_a",
    "twin_of",
    "two_word_place_a",
    "verb_against_adverbed_prep",
    "verb_prep_against_prep_a",
    "way_adverb_a",
]
