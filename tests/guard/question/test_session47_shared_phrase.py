"""Session 47, the shared_phrase and punctuation families: a bare verb or gerund phrase typed to an assistant, no
question mark and no full stop, that sets two ways of doing it against each other ("mow the lawn short or long
before going on holiday", "doing my long swims in the morning or in the evening when the lake is quieter") asks
which way, as "should I …" would: the assistant can neither mow nor swim, so no instruction is meant
(``forms/asking/unasked/_verb_fragment.py``).

It holds only where what opens B tells what it stands against: an article, a number or a name, the preposition A
opened with, a verb with its object, or a listed opposite of A's last word ("short or long", "up or down", "before
or after"). Still refused: a task the assistant is to do ("write …", "make a list …", "add … to my shopping list"),
a thing asked for the asker ("send me …"), a sentence closed by a full stop, a clause after the "or" ("… or we
will …"), a bare word after the "or" that may be a noun or a verb ("take the stairs or queue for …"), an adjective
against a noun ("on ice or neat"), a preposition A lacks ("vote for … or against it"), and an opposite after a verb
("hang the sign up or down": "sign up")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Corpus prompts the rule reads right (refused before), shared_phrase and punctuation first, then other families.
test_corpus_fragments_read = read_as_expected([
    ("apply for the job in English or in German, my german is B1", ("in English", "in German")),
    ("donating in her name to the hospice or the animal shelter she loved", ("hospice", "animal shelter she loved")),
    ("go to CVS or Walgreens for my prescriptions under the Caremark plan", ("CVS", "Walgreens")),
    ("cook rice in the Instant Pot or a Zojirushi rice cooker for sushi", ("Instant Pot", "Zojirushi rice cooker")),
    ("mow the lawn short or long before going on holiday for two weeks", ("short", "long")),
    ("put contacts in before or after makeup", ("before", "after")),
    ("glue up the panel with the bark side up or down", ("up", "down")),
    ("sharpen my chisels on a 1000 or a 6000 grit stone first", ("1000", "6000")),
    ("doing my long swims in the morning or in the evening when the lake is quieter",
     ("in the morning", "in the evening")),
    ("sending the cheese orders by next-day courier or by 48 hour tracked with ice packs",
     ("by next-day courier", "by 48 hour tracked with ice packs")),
    ("Leave the lost cat flyer up... or take it down now that it's been 2 months",
     ("Leave the lost cat flyer up", "take it down")),
    ("HEAT PUMP or SOLAR PANELS for pool heating, florida", ("HEAT PUMP", "SOLAR PANELS")),
    ("pay the estimated taxes now or wait for the Q4 numbers",
     ("pay the estimated taxes now", "wait for the Q4 numbers")),
    ("keep the café in-house or tender it out", ("keep the café in-house", "tender it out")),
])

# Prompts of the same forms, not in the corpus.
test_own_fragments_read = read_as_expected([
    ("paint the fence in spring or in autumn when it is drier", ("in spring", "in autumn")),
    ("store the tyres in the garage or the shed over winter", ("garage", "shed")),
    ("take the tablets before or after breakfast", ("before", "after")),
    ("cut the grass short or long before the holiday", ("short", "long")),
    ("water the tomatoes in the morning or in the evening during a heatwave", ("in the morning", "in the evening")),
    ("clean the oven with baking soda or a commercial cleaner before the party", ("baking soda", "commercial cleaner")),
])

# Near misses the rule must not take.
test_fragment_near_misses_refused = still_refused([
    "write a poem about cats or dogs",  # a task of the assistant's
    "make a list of snacks that are sweet or salty",
    "send me a reminder at 6 or 7 to take out the trash",  # asked for the asker
    "Bring your own tent or borrow one from the club store.",  # closed by a full stop
    "pay the bill or we will lose the power",  # a clause after the "or"
    "take the stairs or queue for the lift at the station",  # "queue": a noun or a verb
    "serve the gin in a tumbler on ice or neat in a small glass",  # an adjective against a noun
    "vote for the motion or against it at the AGM",  # a preposition A lacks: where A starts is unclear
    "hang the sign up or down",  # an opposite after a verb: "sign up"
    "trim the hedge short or tall before the neighbours come round",  # no listed opposites
    "leave the heating on or off overnight",  # no listed opposites
])
