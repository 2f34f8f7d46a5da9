"""Whether the two options are verb phrases: the verb list's own reading (``forms.verb_mode``) and the forms it
cannot see, each a rule of its own in ``forms``. One place, so a new form is one more line here, not one more
clause in ``_options``."""

from __future__ import annotations

from warrantguard.guard.question.forms import (
    called_off_verbs,
    closing_particle_b,
    compound_verb_a,
    focused_phrasal,
    focused_verb,
    hyphen_verb,
    lone_word_against_verb,
    ordered_verbs,
    particle_goal_verbs,
    particle_verb_b,
    particled_verb_a,
    pronoun_object_verb,
    repeated_preposition,
    timed_verbs,
    twin_s_verbs,
    verb_mode,
)
from warrantguard.guard.question.words import Token

__all__ = ["verb_options"]


def verb_options(core: list[Token], right: list[Token], expects_verb: bool) -> bool:
    """Are the options (A's side from ``core``, B's side ``right``) two verb phrases?

    "raise prices or | cut costs" (the verb list), "Replaster now or | wait until …" (each told by its time),
    "… or just respect prefers-reduced-motion" (a focus adverb and an identifier), "… or just rate-limit it" (a
    hyphenated verb), "lead off with our fastest kid or | anchor with her" (a repeated preposition), "factory
    reset my phone or | take it …" (a compound verb on A's side), "repackage it in … or | just tape up the mailer bag"
    (a focus adverb and a phrasal verb), "cut to 12% first or | bulk straight away" (the order of two actions),
    "make the cake from scratch or | doctor up a box mix" (an unlisted phrasal verb), "#jury postpone or | serve now"
    (a verb of calling off against a verb and its own time), "Replace the whole racket, or just | restring it" (an
    unlisted verb told by its object pronoun), "cull or | treat the hen" (an unlisted lone word against a verb and
its object), "divert to KOSH or | press on to KFLD" (an unlisted phrasal verb before A's preposition of goal)."""
    return (verb_mode(core, right, expects_verb) or timed_verbs(core, right) or focused_verb(core, right)
            or hyphen_verb(core, right) or repeated_preposition(core, right) or compound_verb_a(core, right)
            or focused_phrasal(core, right) or ordered_verbs(core, right) or particle_verb_b(core, right, expects_verb)
            or called_off_verbs(core, right) or closing_particle_b(core, right, expects_verb)  # "… or shop around?"
            or pronoun_object_verb(core, right)  # "Replace the whole racket, or just | restring it …"
            or lone_word_against_verb(core, right)  # "cull or | treat the hen": an unlisted verb as A
            or particle_goal_verbs(core, right, expects_verb)  # "divert to KOSH or | press on to KFLD"
            or particled_verb_a(core, right)  # "cash out my winnings now or | keep rolling them …"
            or twin_s_verbs(core, right))  # "whether PTO | gets paid out or rolls over …": a subject both share
