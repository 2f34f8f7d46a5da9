"""Two verb phrases of one form as the options: two infinitives (after "between" too), hyphenated verbs, a negated
option, a verb written with a noun or an adverb before it, a gerund against a compound's gerund or a thing offered,
"just" or a verb of necessity before B's verb.

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs.paired._between_infinitives import between_infinitives
from warrantguard.guard.question.forms.start.verbs.paired._compound_gerund_b import compound_gerund_b
from warrantguard.guard.question.forms.start.verbs.paired._compound_verb import compound_verb_a
from warrantguard.guard.question.forms.start.verbs.paired._definite_gerund_object import definite_gerund_object
from warrantguard.guard.question.forms.start.verbs.paired._hyphen_twin import hyphen_twin_start
from warrantguard.guard.question.forms.start.verbs.paired._infinitive import infinitives, negated_infinitive, not_to
from warrantguard.guard.question.forms.start.verbs.paired._just_verb_b import verb_before_just
from warrantguard.guard.question.forms.start.verbs.paired._modal_b import necessity_pair
from warrantguard.guard.question.forms.start.verbs.paired._negated import negated_against, negated_option
from warrantguard.guard.question.forms.start.verbs.paired._opening_to import opening_to
from warrantguard.guard.question.forms.start.verbs.paired._particled_verb_a import particled_verb_a
from warrantguard.guard.question.forms.start.verbs.paired._phrasal_b import phrasal_b_against_object

__all__ = [
    "between_infinitives",
    "compound_gerund_b",
    "compound_verb_a",
    "definite_gerund_object",
    "hyphen_twin_start",
    "infinitives",
    "necessity_pair",
    "negated_against",
    "negated_infinitive",
    "negated_option",
    "not_to",
    "opening_to",
    "particled_verb_a",
    "phrasal_b_against_object",
    "verb_before_just",
]
