"""the hundred-and-twenty-second held-out part's silent misreads (bench/results/questions_heldout122_first.txt),
read right by general rules or refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A comma closing B ("vest plus hat, | in Pennsylvania …") against A's "only": the phrase after the comma is both's.
test_comma_after_b_against_only = read_as_expected([
    ("Wearing blaze orange: vest only or vest plus hat, in Pennsylvania rifle season?", ("vest only", "vest plus hat")),
    ("bow only or bow plus release, for a first elk hunt?", ("bow only", "bow plus release")),
])

test_only_without_comma_unchanged = read_as_expected([
    ("Positive reinforcement only or balanced training with a prong collar?",
     ("Positive reinforcement only", "balanced training with a prong collar")),  # as before
])

# A call for people: "anybody …" and a relative "who …" after the pair.
test_call_for_anybody_refused = still_refused([
    "Anybody fishing around Lake Okeechobee today or tomorrow who wants to split a boat?",
    "Anyone heading to the range Saturday or Sunday who could give me a lift?",
])

test_anyone_asking_unchanged = read_as_expected([
    ("Anyone know if Cuisinart or Breville is better?", ("Cuisinart", "Breville")),  # as before
    ("Anyone prefer a 12 inch or a 10 inch skillet?", ("12 inch", "10 inch skillet")),  # as before
])

# An unlisted verb told by the manner adverb and the phrase after it ("… or | tie directly to the lure").
test_manner_adverb_tells_b_verb = read_as_expected([
    ("Sorry if this is a dumb question, but would you please tell me whether I should use a snap swivel or tie "
     "directly to the lure?", ("use a snap swivel", "tie directly to the lure")),
    ("Should I use a snap swivel or tie directly to the lure?", ("use a snap swivel", "tie directly to the lure")),
    ("Should I use a leader or tie directly onto the mainline?", ("use a leader", "tie directly onto the mainline")),
    ("Should I run a bead or caulk carefully around the sink?", ("run a bead", "caulk carefully around the sink")),
])

test_no_manner_adverb_unchanged = read_as_expected([
    ("Should I use a snap swivel or family size bag?", ("snap swivel", "family size bag")),  # as before
])

# A subject's progressive verb before a noun pair ("if we're doing | venison chili or backstrap medallions").
test_progressive_verb_both = read_as_expected([
    ("So my wife wants to know if we're doing venison chili or backstrap medallions for the party Saturday.",
     ("venison chili", "backstrap medallions")),
    ("I wonder if we're cooking brisket or ribs", ("brisket", "ribs")),
])

test_progressive_verb_against_verb_unchanged = read_as_expected([
    ("not sure if we're renting a cabin or buying one", ("renting a cabin", "buying one")),  # as before
    ("if we're going to Austin or Dallas?", ("Austin", "Dallas")),  # as before
])

# A weekday's month closing B ("the first Saturday | in September"): the date's own words.
test_weekday_month_of_b = read_as_expected([
    ("Would you be so kind as to tell me whether dove season opens September 1st or the first Saturday in September in "
     "Texas' North Zone?", ("September 1st", "first Saturday in September")),
])

# The modal's verb after a subject pair ("Would a Hobie Pro Angler or an Old Town Predator | handle chop …"; "Would a
# ground blind or ladder stand | spook fewer deer …").
test_modal_verb_after_subject_pair = read_as_expected([
    ("Would a Hobie Pro Angler or an Old Town Predator handle chop on Lake Erie better?",
     ("Hobie Pro Angler", "Old Town Predator")),
    ("Would a Jackson Coosa or a Wilderness Tarpon handle chop better?", ("Jackson Coosa", "Wilderness Tarpon")),
    ("Would a ground blind or ladder stand spook fewer deer in a small woodlot?", ("ground blind", "ladder stand")),
    ("Would a ground blind or box stand spook fewer turkeys?", ("ground blind", "box stand")),
])

test_head_noun_of_b_unchanged = read_as_expected([
    ("Would a Trek Marlin or a Specialized Rockhopper frame hold up better?",
     ("Trek Marlin", "Specialized Rockhopper frame")),  # as before
    ("Would a MacBook or a Windows laptop last longer for a college freshman?", ("MacBook", "Windows laptop")),
    ("Does a Thundershirt or Adaptil diffuser work better for fireworks?", ("Thundershirt", "Adaptil diffuser")),
    ("Would a tree stand or ground blind work better?", ("tree stand", "ground blind")),  # as before
])

# A named place of A's own in several words ("on Lake of the Woods"): B's named place is B's.
test_named_place_of_a_against_place_of_b = read_as_expected([
    ("Could you kindly advise whether we should book the lodge on Lake of the Woods or rent the cabin in Baudette for "
     "our ice fishing weekend?", ("book the lodge on Lake of the Woods", "rent the cabin in Baudette")),
    ("Should we book the lodge on Lake of the Woods or rent the cabin in Baudette for our trip?",
     ("book the lodge on Lake of the Woods", "rent the cabin in Baudette")),
])

# A named place closing a relative clause on B's object ("the salmon we brought back | from Alaska"): the clause's.
test_place_of_relative_clause_b = read_as_expected([
    ("We're deciding between smoking or canning the salmon we brought back from Alaska",
     ("smoking", "canning the salmon we brought back from Alaska")),
    ("torn between plucking or skinning the ducks we shot in Manitoba",
     ("plucking", "skinning the ducks we shot in Manitoba")),
])

# A "with" phrase after B's pronoun pointing back to A's place ("… or drift across it | with a bottom bouncer?").
test_with_after_pointing_pronoun_b = read_as_expected([
    ("Anchor up on the hump or drift across it with a bottom bouncer?",
     ("Anchor up on the hump", "drift across it with a bottom bouncer")),
    ("Should I sit on the point or wade around it with a jig?", ("sit on the point", "wade around it with a jig")),
])

# "like … better" around the pair ("if catfish like | chicken liver or cut shad | better"): the verb of preferring.
test_liked_better = read_as_expected([
    ("Tell me if catfish like chicken liver or cut shad better in the summer", ("chicken liver", "cut shad")),
    ("I wonder if deer like white oak acorns or red oak acorns better", ("white oak acorns", "red oak acorns")),
])

test_liked_better_unchanged = read_as_expected([
    ("Do bass like soft plastics or crankbaits better?", ("soft plastics", "crankbaits")),  # as before
    ("If I work in a small office with a scent-sensitive coworker, would a skin scent like Glossier You or a body mist "
     "be more considerate?", ("skin scent like Glossier You", "body mist")),  # as before: "like" a preposition
])

# Two lone verbs and B's articled phrase before a named place ("wade or fish | from the drift boat | on the Madison").
test_phrase_of_b_before_named_place = read_as_expected([
    ("Should I wade or fish from the drift boat on the Madison?", ("wade", "fish from the drift boat")),
    ("Should I walk or fish from the bank on the Deschutes?", ("walk", "fish from the bank")),
])

test_no_named_place_after_phrase_unchanged = read_as_expected([
    ("Should I wade or fish from the drift boat?", ("wade", "fish")),  # as before
    ("Should we drive or fly from Chicago to Denver with a dog?", ("drive", "fly")),  # as before
    ("Is it safer to drive or fly across the country with a newborn?", ("drive", "fly")),  # as before
])

# Refusals of the part read right.
# A hyphenated verb whose second word only ends in "ing" ("re-string") is no gerund.
test_re_string_is_no_gerund = read_as_expected([
    ("should I re-string my bow or just replace the cable?", ("re-string my bow", "just replace the cable")),
    ("Should I re-string the guitar or just clean the strings?", ("re-string the guitar", "just clean the strings")),
])

test_hyphenated_gerund_unchanged = read_as_expected([
    ("Is self-hosting or paying for Dropbox cheaper?", ("self-hosting", "paying")),  # as before
])

# A head both options name again ("the north ramp or the south ramp | on Table Rock"): the named place is both's.
test_named_place_after_twin_heads = read_as_expected([
    ("Pull the boat out at the north ramp or the south ramp on Table Rock?", ("north ramp", "south ramp")),
    ("Put in at the north ramp or the south ramp on Lake Lanier?", ("north ramp", "south ramp")),
    ("Should I fish below the upper dam or the lower dam on Bull Shoals?", ("upper dam", "lower dam")),
])

test_named_place_after_other_heads_still_refused = still_refused([
    "Should we stay at the north lodge or the lake cabin on Table Rock?",
])

# A slashed side opening on a number and a hyphen ("Rage 2-blade / Rage Trypan — which one …").
test_slashed_hyphenated_number = read_as_expected([
    ("Rage 2-blade / Rage Trypan — which one for elk", ("Rage 2-blade", "Rage Trypan")),
    ("3-blade / 2-blade — which one for elk?", ("3-blade", "2-blade")),
])

test_slashed_without_which_still_refused = still_refused([
    "Rage 2-blade / Trypan",
])

# A heading naming the question's kind before a comma ("Turkey gun debate, | A vs B?"): no item of a list.
test_topic_heading_before_pair = read_as_expected([
    ("Turkey gun debate, 20 gauge vs 12 gauge with TSS loads?", ("20 gauge", "12 gauge with TSS loads")),
    ("Broadhead dilemma, Rage or Muzzy?", ("Rage", "Muzzy")),
])

test_list_item_before_pair_still_refused = still_refused([
    "Turkey gun, 20 gauge vs 12 gauge?",
])

test_plural_b_before_verb_unchanged = read_as_expected([
    ("Would a congestion charge or tolls reduce traffic more?", ("congestion charge", "tolls")),  # as before
])
