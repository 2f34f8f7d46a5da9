"""Fixes for the hundred-and-thirty-second held-out part (scuba, snorkelling, surfing and swimming), written blind and
scored before any fix.

Silent misreads read right: a request to advise before "either" keeps the context of both ("Please recommend either
A or B | for a first sidemount rig"); "just" and an unlisted verb before a directional particle ("or just snorkel |
off Green Island"): A keeps its verb; company against going alone ("| with a group or solo with a kayak"); B a verb
and "it" with its manner, the phrase after it B's own ("or to do it in person | with the shop").

Silent misreads now refused: "or thereabouts" (an approximation); a past experience told with no question ("surfed
with a 4/3 or 5/4 all winter and never once got cold"); a lone bare B before "based" and a place ("land | based in
Komodo": a compound, or where B is?); "with a" and a bare noun after an articled, modified B against a bare A that is
no name ("Drysuit course or a thick wetsuit | with a hood": B's, or both's?).

Refusals read right: a figure and its unit slashed ("5mm/7mm for …?"); what a slashed pair is for before a comma and
"which" ("Ericeira / Peniche for the week, which …"); "compare A and B for me — which …"; B a modifier spelt like a
verb and A's head noun again, after A's measure ("a 4/3 chest zip or back zip")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_request_to_advise_before_either = read_as_expected([
    ("Please recommend either the Xdeep Zen or the Hollis SMS 100 for a first sidemount rig",
     ("the Xdeep Zen", "Hollis SMS 100")),
    ("Please recommend either a kayak or a canoe for the river trip", ("a kayak", "canoe")),
])

test_a_told_either_runs_on_as_before = still_refused([
    "My instructor says I can either rent a drysuit or buy one second hand.",
])

test_or_thereabouts_approximates = still_refused([
    "Looking for a 5mm or thereabouts for Portugal in June, any brands that are decent and not crazy money?",
    "Is 6pm or thereabouts ok for the call?",
    "Looking for a 3mm or thereabouts for the summer",
])

test_two_figures_as_before = read_as_expected([
    ("Is 5mm or 7mm better for Portugal?", ("5mm", "7mm")),
])

test_just_an_unlisted_verb_and_a_direction = read_as_expected([
    ("Because my kids are only 5 and 8, would you do the Outer Reef pontoon or just snorkel off Green Island?",
     ("do the Outer Reef pontoon", "just snorkel off Green Island")),
    ("Should we rent kayaks or just paddle across on boards?", ("rent kayaks", "just paddle across on boards")),
    ("Should I drink soda or just water?", ("soda", "just water")),  # as before: a noun after "just"
])

test_a_bare_word_before_based_and_a_place = still_refused([
    "Liveaboard vs land based in Komodo?",
    "Hostel vs home based in Berlin?",
])

test_based_on_as_before = read_as_expected([
    ("a hotel or an apartment based on reviews?", ("hotel", "apartment")),
])

test_a_past_experience_told = still_refused([
    "surfed with a 4/3 or 5/4 all winter and never once got cold",
    "used a kindle or a kobo and then switched to paper",
])

test_a_past_verb_asked_as_before = read_as_expected([
    ("used a kindle or a kobo?", ("used a kindle", "kobo")),
])

test_a_bare_fitting_after_a_modified_b_against_a_bare_a = still_refused([
    "I've got about 30 dives, all warm water. Next year I want to try the Farnes with the seals. Drysuit course or a "
    "thick wetsuit with a hood?",
    "Road bike or a cheap gravel bike with a rack?",
])

test_a_fitting_against_an_articled_or_named_a_as_before = read_as_expected([
    ("Should I get a road bike or a cheap gravel bike with a rack?", ("road bike", "cheap gravel bike")),
    ("Motability WAV or a regular car with a hoist?", ("Motability WAV", "regular car with a hoist")),
])

test_company_against_going_alone = read_as_expected([
    ("swimming the Solent crossing with a group or solo with a kayak", ("with a group", "solo with a kayak")),
    ("travel with friends or solo?", ("with friends", "solo")),
    ("Should I hike the trail with a guide or solo with a map?", ("with a guide", "solo with a map")),
    ("Should I go with my brother or alone?", ("my brother", "alone")),  # as before
])

test_bs_pronoun_and_manner_keep_their_phrase = read_as_expected([
    ("Is it smarter to do the Nitrox course online or to do it in person with the shop?",
     ("do the Nitrox course online", "do it in person with the shop")),
    ("Should I file my taxes online or do it on paper with an accountant?",
     ("file my taxes online", "do it on paper with an accountant")),
    ("Should I sell the car now or keep it until spring?", ("sell the car now", "keep it until spring")),  # as
    # before: a time, perhaps when the asker chooses
])

test_a_slashed_figure_and_its_unit = read_as_expected([
    ("5mm/7mm for Lanzarote in feb?", ("5mm", "7mm")),
    ("10mm/12mm for the shelves?", ("10mm", "12mm")),
])

test_slashed_figures_alone_as_before = still_refused([
    "3/2 for Cornwall in may?",
])

test_a_slashed_pairs_purpose_before_which = read_as_expected([
    ("Ericeira / Peniche for the week, which is more consistent in september", ("Ericeira", "Peniche")),
    ("Tofu / tempeh for protein, which one is cheaper", ("Tofu", "tempeh")),
])

test_a_slashed_pair_and_a_comment_as_before = still_refused([
    "Mac / PC, which is fine",
])

test_compared_for_the_asker = read_as_expected([
    ("If you don't mind, could you compare the Tecline Peanut 21 and the Halcyon Infinity 30 for me — which should "
     "I order?", ("Tecline Peanut 21", "Halcyon Infinity 30")),
    ("compare Vue and Svelte for me, which should I use?", ("Vue", "Svelte")),
    ("could you compare the Fuji X100 and the Ricoh GR for me - which should I buy?", ("Fuji X100", "Ricoh GR")),
])

test_a_verb_like_modifier_and_as_head_again = read_as_expected([
    ("pls could you recommend a 4/3 chest zip or back zip for someone with a dodgy shoulder, ta",
     ("chest zip", "back zip")),
    ("Should I get a 5mm chest zip or back zip?", ("chest zip", "back zip")),
    ("Would you pick a 3/2 front zip or back zip for winter?", ("front zip", "back zip")),
])

test_a_head_again_without_a_measure_as_before = read_as_expected([
    ("Should I buy a 2 car garage or park garage?", ("2 car garage", "park garage")),  # a count, part of A's name
    ("Should I paint the door or park the car?", ("paint the door", "park the car")),  # two verbs
])
