"""the hundred-and-seventh held-out part's 11 silent misreads (bench/results/questions_heldout107_first.txt), read right
or refused by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Both options open with the same focus adverb ("just after sunset or just before dawn"): A keeps its own.
test_focus_adverb_on_both = read_as_expected([
    ("Best time for owls in our woods: just after sunset or just before dawn?", ("just after sunset",
                                                                                 "just before dawn")),
    ("Best time to water tomatoes: just before sunrise or just after sunset?", ("just before sunrise",
                                                                                "just after sunset")),
    ("Best time to call: just before lunch or just after lunch?", ("just before lunch", "just after lunch")),
])

test_focus_adverb_on_b_only = read_as_expected([
    ("the mouthguard for practice or only games?", ("practice", "only games")),  # as before
])

# A lower-case "to" inside a run of capitals opening A is a title's word ("Sibley Guide to Birds").
test_title_preposition = read_as_expected([
    ("Recommendations please: Sibley Guide to Birds 2nd edition or the National Geographic Field Guide 7th edition?",
     ("Sibley Guide to Birds 2nd edition", "National Geographic Field Guide 7th edition")),
])

test_title_preposition_unchanged = read_as_expected([
    ("Lonely Planet Guide to Japan or the Rough Guide?", ("Lonely Planet Guide to Japan", "Rough Guide")),  # as before
    ("Should I take the train from Boston to NYC or fly?", ("take the train from Boston to NYC", "fly")),  # as before
])

# B's own article against a bare amount A ("10x50s or the 80mm refractor"): B's head is its own.
test_articled_b_against_bare_amount = read_as_expected([
    ("[URGENT] comet tonight — 10x50s or the 80mm refractor?", ("10x50s", "80mm refractor")),
    ("For the kids, 8x42s or the 10x50 pair?", ("8x42s", "10x50 pair")),
])

test_amount_head_shared_unchanged = read_as_expected([
    ("Is 16GB or 32GB of RAM enough?", ("16GB", "32GB")),  # as before
    ("a 12-month or a 36-month lease?", ("12-month", "36-month")),  # as before
])

# "buy a new one | from X": where B buys A's thing is B's own.
test_bought_one_from = read_as_expected([
    ("Would you re-aluminize the old 10 inch mirror or buy a new one from GSO?",
     ("re-aluminize the old 10 inch mirror", "buy a new one from GSO")),
    ("Should I repair the laptop or buy a new one from Currys?", ("repair the laptop", "buy a new one from Currys")),
    ("Should I fix the old mower or buy a new one from Argos?", ("fix the old mower", "buy a new one from Argos")),
])

test_bought_noun_from_unchanged = read_as_expected([
    ("Should I fix my old bike or buy a new bike from Decathlon?",
     ("fix my old bike", "buy a new bike from Decathlon")),
    # part 106's merged rule: where B buys is B's own when A buys nothing
])

# "Is X the issue or Y?": the noun of verdict is the predicate, A the subject before it.
test_verdict_predicate = read_as_expected([
    ("The station reads 3 degrees too high in the afternoon. It's mounted on a fence post. Is the radiation shield "
     "the issue or the location?", ("radiation shield", "location")),
    ("Is the router the problem or the modem?", ("router", "modem")),
    ("Is the battery the culprit or the charger?", ("battery", "charger")),
])

test_verdict_named_first_unchanged = read_as_expected([
    ("Is the problem the driver or the printer?", ("driver", "printer")),  # as before
    ("Is the answer mitosis or meiosis?", ("mitosis", "meiosis")),  # as before
])

# A fitting joined with "+" in A: B's "with …" is its own fitting set against it.
test_joined_fitting = read_as_expected([
    ("Question — cooled mono + filters, or OSC with a dual-band filter? (budget ~$2k)",
     ("cooled mono + filters", "OSC with a dual-band filter")),
    ("dinner idea: rice + beans, or pasta with a pesto?", ("rice + beans", "pasta with a pesto")),
])

test_no_joined_fitting_unchanged = read_as_expected([
    ("mono or OSC with a dual-band filter?", ("mono", "OSC")),  # as before
    ("rice and beans or pasta with a pesto?", ("rice and beans", "pasta")),  # as before
])

# "do you guys …": the hearers addressed, no word of A.
test_you_plural = read_as_expected([
    ("do you guys star hop or use setting circles on a dob?", ("star hop", "use setting circles on a dob")),
    ("Do you folks hike or bike on weekends?", ("hike", "bike")),
])

# "Thoughts on | using … or just asking …": the request for opinions is the lead.
test_opinion_lead_before_gerunds = read_as_expected([
    ("Thoughts on using the Dark Sky Finder map or just asking in local clubs for observing spots?",
     ("using the Dark Sky Finder map", "just asking in local clubs for observing spots")),
    ("Opinions on using Notion or just writing in a notebook?", ("using Notion", "just writing in a notebook")),
])

test_opinion_lead_names_unchanged = read_as_expected([
    ("Thoughts on Notion or Obsidian?", ("Notion", "Obsidian")),  # as before
])

# Two place phrases of one preposition, B's followed by another locating one: where B's thing stands.
test_place_within_b = read_as_expected([
    ("My partner wants to know if we should put the weather station on the garage roof or on a pole in the garden, "
     "since the roof gets a lot of heat.", ("on the garage roof", "on a pole in the garden")),
    ("Should I hang the feeder on the fence or on a hook by the window?", ("on the fence", "on a hook by the window")),
    ("Should we set the bird bath on the patio or on a stump by the pond?", ("on the patio", "on a stump by the pond")),
])

test_same_preposition_again_unchanged = read_as_expected([
    ("Should we meet in Polish or in English in Poland?", ("in Polish", "in English")),  # as before
])

# A holding a telling verb and the reported pair's determiner: refused until session 45, which reads the report as
# the lead-in of a subject pair (``test_session45_fixes``).
test_said_in_a_reads_the_subject_pair = read_as_expected([
    ("The guy at the camera shop said a Nikon P1000 or a proper 150-600 on a crop body are both fine for bird "
     "photography but I'm not convinced, which would you actually get?",
     ("Nikon P1000", "proper 150-600 on a crop body")),
])

test_said_before_a_unchanged = read_as_expected([
    ("Should I say a prayer or sing a hymn?", ("say a prayer", "sing a hymn")),  # as before
    ("My friend said the Pixel or the iPhone, which one?", ("Pixel", "iPhone")),  # as before
])

# "the X or the Y | with a <noun>": two particular things, the fitting B's own.
test_theed_fitting = read_as_expected([
    ("I read somewhere that for the Andromeda Galaxy you want a wide field, so I'm wondering about the 80mm apo or "
     "the 8-inch SCT with a reducer for that target.", ("80mm apo", "8-inch SCT with a reducer")),
    ("Should I take the 24mm or the 35mm with a hood for street shots?", ("24mm", "35mm with a hood")),
])

test_along_with_unchanged = read_as_expected([
    ("Should I take the train or the bus with a toddler?", ("train", "bus")),  # as before
])


# Refusals of the part now read right.

# A reason clause or a "this year" phrase set off by a comma before the pair: the setting, no list item.
test_setting_lead_before_pair = read_as_expected([
    ("Since I wear glasses, Zeiss Terra ED or Vortex Viper HD?", ("Zeiss Terra ED", "Vortex Viper HD")),
    ("We run a small bioblitz every June. Last year paper sheets were a mess. This year, iNaturalist projects or a "
     "Google Form? Volunteers range from 8 to 80.", ("iNaturalist projects", "Google Form")),
    ("Since we have kids, Disney or Universal?", ("Disney", "Universal")),
    ("This year, Costa Rica or Belize?", ("Costa Rica", "Belize")),
])

test_list_item_still_refused = still_refused([
    "Monthly, quarterly or annual billing?",  # as before
])

# "which of the <Name> or the <Name>": a model code of digits and capitals is the name's.
test_which_of_coded_names = read_as_expected([
    ("Which of the Sky-Watcher Evostar 72ED or the WO Z61 handles false color better?",
     ("Sky-Watcher Evostar 72ED", "WO Z61")),
    ("which of the Canon 90D or the Nikon D7500 is lighter?", ("Canon 90D", "Nikon D7500")),
])

test_which_of_group_still_refused = still_refused([
    "which of the kids or the parents should pay?",  # as before
])

# "goes down as a | Willow Warbler or a Chiffchaff": the verb's "as" is both's.
test_as_before_articled_names = read_as_expected([
    ("We keep a list for the reserve and I need to decide if the new sighting goes down as a Willow Warbler or a "
     "Chiffchaff before I submit it", ("Willow Warbler", "Chiffchaff")),
    ("I need to decide if the entry goes down as a Marsh Tit or a Willow Tit before I send it",
     ("Marsh Tit", "Willow Tit")),
])

test_as_against_manner_unchanged = read_as_expected([
    ("Should I run it as a workout or all out?", ("as a workout", "all out")),  # after the merge A keeps its own "as",
    # which B lacks
])

# "… a mile or so" closing the sentence: an approximation, no third option.
test_closing_or_so = read_as_expected([
    ("I'm helping my dad pick a spotting scope for the estuary and he's torn on 65mm or 85mm objectives given he'll "
     "be carrying it a mile or so", ("65mm", "85mm")),
    ("Should we drive or take the train given it's an hour or so?", ("drive", "take the train")),
])

# One name's preposition against a B of the same shape ("Globe at Night" / "Loss of the Night"): the name's word.
test_small_word_names = read_as_expected([
    ("We're deciding between Globe at Night and Loss of the Night for our club's light pollution survey.",
     ("Globe at Night", "Loss of the Night")),
])

test_one_name_at_place_unchanged = read_as_expected([
    ("Should I meet Anna at Starbucks or Costa?", ("Starbucks", "Costa")),  # as before
    ("Should I email Tom at Google or Meta?", ("Google", "Meta")),  # as before
])

# A's purpose a state ("to stay cool"): B's verb and "it" stand against all of A.
test_state_purpose_against_whole = read_as_expected([
    ("do i keep the telescope in the shed to stay cool or bring it inside between sessions",
     ("keep the telescope in the shed to stay cool", "bring it inside between sessions")),
    ("should I leave the plant on the porch to stay warm or bring it inside?",
     ("leave the plant on the porch to stay warm", "bring it inside")),
])

test_act_purpose_still_refused = still_refused([
    "should I use the inheritance to pay off the mortgage or invest it?",  # as before
])

# "go | sat or sun": two days, short or whole, no name's words after a verb.
test_two_days_after_verb = read_as_expected([
    ("There's a report of a Snowy Owl about 2 hours away. Saturday looks clear but Sunday is calmer. go sat or sun?",
     ("sat", "sun")),
    ("go mon or tues?", ("mon", "tues")),
])

test_days_unchanged = read_as_expected([
    ("should we go fri or saturday?", ("fri", "saturday")),  # as before
])
