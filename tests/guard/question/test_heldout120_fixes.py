"""the hundred-and-twentieth held-out part's silent misreads (bench/results/questions_heldout120_first.txt), each
read right or refused by a general rule for its form."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "an hour or two | straight": a rough count of the noun before a word of how long in a row, not two options.
test_rough_count_in_a_row_refused = still_refused([
    "Is it ok to run the dust collector for an hour or two straight?",
    "should I stop for an hour or two straight?",
    "should I sand for a week or two nonstop?",
])

test_count_against_noun_unchanged = read_as_expected([
    ("a cat or two kittens?", ("cat", "two kittens")),  # as before
])

# A measure's feet or inches mark closing a number ("an 8' or a 10' | ceiling"): the mark is the option's, no quote.
test_measure_mark_kept = read_as_expected([
    ("an 8' or a 10' ceiling height for the new shop building", ("8'", "10'")),
    ("a 9' or a 12' ceiling for the garage?", ("9'", "12'")),
])

test_quoted_numbers_unchanged = read_as_expected([
    ('a 3/4" or a 1/2" plywood back?', ("3/4", "1/2")),  # as before: an inch mark cut as a quote mark
    ("is the '8' or the '10' better?", ("8", "10")),  # as before: quoted, not measured
])

# "weld" is a verb (also a noun): "grind … off or weld right through it" two verb phrases, not "mill scale off".
test_weld_as_verb = read_as_expected([
    ("grind the mill scale off or weld right through it?", ("grind the mill scale off", "weld right through it")),
    ("Do I weld or bolt the bracket?", ("weld", "bolt")),  # as before
])

# A "with" and one code closing B right after B's "it" ("… or weld right through it | with 6011"): B's own tool.
test_coded_tool_after_pronoun_object = read_as_expected([
    ("grind the mill scale off or weld right through it with 6011?",
     ("grind the mill scale off", "weld right through it with 6011")),
    ("grind the bead off or weld over it with 7018?", ("grind the bead off", "weld over it with 7018")),
])

test_bare_tool_after_pronoun_and_state = read_as_expected([
    ("Do I preheat the cast iron or weld it cold with nickel rod?",
     ("preheat the cast iron", "weld it cold with nickel rod")),
    ("Should I strip the old finish or sand it down with 80 grit?",
     ("strip the old finish", "sand it down with 80 grit")),
])

test_coded_tool_after_noun_object_unchanged = read_as_expected([
    ("grind the bead off or weld over the frame with 7018?", ("grind the bead off", "weld over the frame")),
    ("keep the old motor or weld over it with 7018 rods?", ("keep the old motor", "weld over it")),
])

# A phrasal verb's particle before B's indefinite object, then "with a …" ("… or swap in a 3hp | with a VFD"): the
# tool fitted to B's own thing, as after a verb and its object.
test_particle_object_with_tool = read_as_expected([
    ("I'm rebuilding my grandfather's Delta Unisaw and the question is whether I keep the original 1.5hp single phase "
     "motor or swap in a 3hp with a VFD.",
     ("keep the original 1.5hp single phase motor", "swap in a 3hp with a VFD")),
    ("Should I keep the stock blade or put on a Freud with a thin kerf?",
     ("keep the stock blade", "put on a Freud with a thin kerf")),
])

test_particle_object_with_person_unchanged = read_as_expected([
    ("keep the stock fence or put in an Incra with my dad?", ("keep the stock fence", "put in an Incra")),  # as before
])

# "with the saw | running or stopped": after "with" and a determiner, A the noun and its participle, B one state: the
# states of the "with" phrase's noun.
test_absolute_states = read_as_expected([
    ("Tighten the blade tension with the saw running or stopped?", ("running", "stopped")),
    ("Should I change the bit with the router running or unplugged?", ("running", "unplugged")),
    ("Sweep the chips with the lathe running or off?", ("running", "off")),
])

test_states_without_absolute_unchanged = read_as_expected([
    ("is ice skating or skiing better?", ("ice skating", "skiing")),  # as before: no "with the"
    ("Check the tension with the blade loose or tight?", ("loose", "tight")),  # as before
])

# A verb and a bare "along" / "across" against another such preposition and its object ("run | along or across | the
# length"): the prepositions alone; A's verb, its "along" phrase against B's "across it": the phrases.
test_opposed_prepositions_along_across = read_as_expected([
    ("should the grain run along or across the length of the shelf?", ("along", "across")),
    ("do I cut along or across the grain first?", ("along", "across")),
    ("should I plane along the grain or across it?", ("along the grain", "across it")),
])

test_listed_prepositions_unchanged = read_as_expected([
    ("should the boards run over or under the joists?", ("over", "under")),  # as before
    ("apply sunscreen over or under makeup?", ("over", "under")),  # as before
])

# Two compound verbs on one head verb in a verb's slot ("should I | fillet weld or butt weld | the baseplate"): the
# object is both's, so B is no verb phrase with it; the pair left ends on "weld", noun or verb, and is refused.
test_twin_compound_verbs_refused = still_refused([
    "Could you please help me figure out if I should fillet weld or butt weld the baseplate to the column?",
    "should I spot weld or stitch weld the panels?",
])

test_compound_verb_against_other_verb_unchanged = read_as_expected([
    ("should I fillet weld or bolt the plate?", ("fillet weld", "bolt the plate")),  # as before
    ("is a fillet weld or butt weld the stronger joint?", ("fillet weld", "butt weld")),  # as before: nouns
])

# A phrasal verb of choosing before "between" ("Weighing up | between A or B"): "between" offers the pair.
test_phrasal_choosing_between = read_as_expected([
    ("Weighing up between a 3hp cabinet saw or a sliding table saw for sheet goods",
     ("3hp cabinet saw", "sliding table saw")),
    ("Still weighing up between oak or walnut for the desk", ("oak", "walnut")),
])

# A place phrase opened by "between" inside A, against B's place phrase: once refused (the "between" might offer the
# pair), read since session 48's rule for part 144 ("put the rack | between the speakers or along the side wall"): the
# two places are the options, as the words give them.
test_particle_between_inside_option = read_as_expected([
    ("cut the board up between the two marks or at the end?", ("between the two marks", "at the end")),
])

# Two whole infinitives, each with its "to", B's new thing closing on "for the …" ("… or to | build a separate booth
# for the laser"): what B's thing is for, B's own.
test_infinitive_thing_for = read_as_expected([
    ("is it smarter to upgrade the dust collector or to build a separate booth for the laser",
     ("upgrade the dust collector", "build a separate booth for the laser")),
    ("Is it better to repair the old fence or to build a new jig for the table saw?",
     ("repair the old fence", "build a new jig for the table saw")),
])

test_infinitive_time_or_adverb_unchanged = read_as_expected([
    ("Is it better to repair the old fence or to build a new jig for the summer?",
     ("repair the old fence", "build a new jig")),  # as before: a time
    ("Is it smarter to lease a La Marzocco Linea Mini or to buy a used one outright for the cart?",
     ("lease a La Marzocco Linea Mini", "buy a used one outright")),  # as before
    ("is it smarter to upgrade the dust collector or build a separate booth for the laser",
     ("upgrade the dust collector", "build a separate booth")),  # as before: no second "to"
])

# Verbs of the shop, also nouns ("wipe", "toss", "glue", "clamp", "buff"; "preheat" a verb only), and any bare word
# after "supposed to" a verb: "Are you supposed to | sand … or just wipe …", "Keep sharpening … or toss it and get …"
# two verb phrases.
test_shop_verbs = read_as_expected([
    ("Are you supposed to sand between coats of oil or just wipe on the next one?",
     ("sand between coats of oil", "just wipe on the next one")),
    ("Keep sharpening the old carbide blade or toss it and get a Forrest WWII",
     ("Keep sharpening the old carbide blade", "toss it and get a Forrest WWII")),
])

test_shop_nouns_unchanged = read_as_expected([
    ("wood glue or epoxy for the tabletop?", ("wood glue", "epoxy")),  # as before
    ("play sand or pool sand for the sandbox?", ("play sand", "pool sand")),  # as before
    ("sand the old finish off or just scuff and use a deglosser",
     ("sand the old finish off", "just scuff and use a deglosser")),  # as before
    ("Are you supposed to rinse off micellar water or leave it on?",
     ("rinse off micellar water", "leave it on")),  # as before
])

# "is it | my …": a possessive opens what "it" is, as an article does.
test_it_is_my = read_as_expected([
    ("My TIG welds on aluminum are sooty. Using 4043 filler. Is it my gas coverage or the tungsten prep? Argon at "
     "20 cfh.", ("gas coverage", "tungsten prep")),
    ("is it my router or the bit?", ("my router", "bit")),
])

test_it_is_unchanged_still_refused = still_refused([
    "is it my imagination or is the saw louder?",
])
