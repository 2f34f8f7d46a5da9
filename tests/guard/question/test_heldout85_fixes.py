"""the eighty-fifth held-out part's 9 silent misreads (bench/results/questions_heldout85_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A prefixed verb before a partitive object ("… or cross-train | two of the pickers"): B a verb phrase, A the whole
# verb phrase against it.
test_prefixed_verb_with_partitive_object = read_as_expected([
    ("I'd really appreciate your advice on whether to hire a dedicated receiving clerk or cross-train two of the "
     "pickers.", ("hire a dedicated receiving clerk", "cross-train two of the pickers")),
    ("should we hire a temp or cross-train two of the packers?", ("hire a temp", "cross-train two of the packers")),
    ("whether to hire a temp or cross-train 3 of the packers", ("hire a temp", "cross-train 3 of the packers")),
])

test_partitive_without_prefixed_verb_unchanged = read_as_expected([
    ("should I get the cross-country skis or two of the cheap sleds?",
     ("cross-country skis", "two of the cheap sleds")),  # as before: no verb's prefix
    ("should I hire a chef or cross-train the line cooks?", ("hire a chef", "cross-train the line cooks")),  # as before
])

# A pair left to the teller's own liking, no question mark ("…, whatever we prefer."): an offer told, no question.
test_pair_left_to_teller_refused = still_refused([
    "The supplier said they can ship FOB or EXW, whatever we prefer.",
    "The printer said they can do matte or gloss, whatever we prefer.",
])

test_pair_left_to_teller_asked_unchanged = read_as_expected([
    ("Should we ship FOB or EXW, whatever we prefer?", ("FOB", "EXW")),  # as before: asked
])

# A habit's times after "every" / "each", no question mark and no asking word: a schedule told.
test_habit_times_told_refused = still_refused([
    "cycle counts happen every Monday or Tuesday morning before picking starts",
    "pickups run every Tuesday or Thursday afternoon",
])

test_every_without_time_unchanged = read_as_expected([
    ("set aside 25% of every payout or just figure it out at tax time",
     ("set aside 25% of every payout", "just figure it out at tax time")),  # as before: no time after "every"
    ("gym every Monday or every Tuesday", ("every Monday", "every Tuesday")),  # as before: each its own "every"
])

# A bare verb and its "to" phrase as A, an adverb and a "to" phrase as B ("go | to the Columbus warehouse or straight
# to the liquidator"): B has no verb, so the verb is both's and the "to" phrases are the options.
test_verb_before_to_against_adverbed_to = read_as_expected([
    ("Unless there's a reason not to, should returns go to the Columbus warehouse or straight to the liquidator?",
     ("to the Columbus warehouse", "straight to the liquidator")),
    ("should we go to the beach or straight to the hotel?", ("to the beach", "straight to the hotel")),
    ("should I walk to the Main St stop or directly to the station?",
     ("to the Main St stop", "directly to the station")),
])

test_verb_before_to_without_adverb_unchanged = read_as_expected([
    ("should I move to Denver or back to Ohio?", ("move to Denver", "back to Ohio")),  # as before: "back", no adverb
    ("should we go to the beach or to the hotel?", ("to the beach", "to the hotel")),  # as before
])

# B one unlisted bare word before its own phrase against A an articled object of a verb's preposition ("rebook with
# the | same carrier or tender | to a backup"): B a verb against A's verb, or a noun against A's noun? Refused.
test_verb_like_bare_b_refused = still_refused([
    "Our carrier missed the pickup twice this week. The customer's DC has a strict appointment window. Should I rebook "
    "with the same carrier or tender to a backup like XPO?",
    "should I book with the usual broker or tender to a new one?",
])

test_verb_like_bare_b_unchanged = read_as_expected([
    ("should I stick with the old courier or switch to a new one?",
     ("stick with the old courier", "switch to a new one")),  # as before: a listed verb
    ("Should I ask for a raise or a promotion at my review next month?", ("raise", "promotion")),  # as before
    ("Can you tell me if I should rinse with salt water or chlorhexidine after the wisdom tooth extraction",
     ("salt water", "chlorhexidine")),  # as before: A bare too
])

# A phrase after B and then a "for" phrase, the first telling where B's action goes ("… or putaway | into reserve |
# for …") or following a modifier whose head B leaves out ("double-wall boxes and single-wall | with corner
# protectors | for …"): B's own phrase, or both's? Refused.
test_phrase_before_purpose_refused = still_refused([
    "Cross-docking versus putaway into reserve for inbound Monday loads?",
    "batch picking or replenishment into forward locations for the holiday rush?",
    "Deciding between double-wall boxes and single-wall with corner protectors for glass candles, which is safer?",
    "torn between heavy-duty totes and light-duty with lids for the cold room",
])

test_phrase_before_purpose_unchanged = read_as_expected([
    ("chelsea boots or white sneakers with dark chinos for a casual office",
     ("chelsea boots", "white sneakers")),  # as before: a phrase both wear
    ("Is wave picking vs putaway onto the mezzanine better for small orders?",
     ("wave picking", "putaway onto the mezzanine")),  # as before: no "for" phrase after
])

# B cut before an adverb of order or time ("… or to a quarantine location | first?") while A ends on its own
# ("… immediately"): each option's own adverb, B's left off, and A's start unsure. Refused.
test_own_adverb_cut_refused = still_refused([
    "Writing the SOP for returns processing; can you tell me whether returned items should go back to pickable stock "
    "immediately or to a quarantine location first?",
    "should damaged cartons go back to the vendor immediately or to the inspection cage first?",
    "should we send the samples to the lab quickly or to the client first?",
])

test_shared_closing_adverb_unchanged = read_as_expected([
    ("should I go to the gym or to the pool first?", ("to the gym", "to the pool")),  # as before: A no adverb
    ("should we pay off the car loan or the credit card first?", ("car loan", "credit card")),  # as before
])

# A a bare noun, its participle and a phrase against B a hyphenated participle alone ("cartons shipped on pallets or
# floor-loaded"): the noun is what both tell of, and A's participle A's or both's? Refused.
test_noun_participle_against_participle_refused = still_refused([
    "We're onboarding a new 3PL next month and I have to fill in their intake form — it asks whether we want cartons "
    "shipped on pallets or floor-loaded in the container, which is usual for 1,800 cartons from Vietnam?",
    "The form asks whether we want crates delivered on skids or hand-stacked in the van, which is usual for IKEA?",
])

test_noun_participle_near_misses_unchanged = read_as_expected([
    ("tomatoes roasted in foil or grilled?", ("roasted in foil", "grilled")),  # as before: B no hyphenated word
    ("Do you want cartons shipped on pallets or on slip sheets?", ("on pallets", "on slip sheets")),  # as before
])

# A bare B of two modifiers and A's head ("Reach truck or VNA turret truck"), its first word no verb: A's head again,
# so A's first word is a modifier too, not a verb before its object (a refusal read right).
test_head_again_after_two_modifiers = read_as_expected([
    ("[WH-311] Reach truck or VNA turret truck for the new aisles?", ("Reach truck", "VNA turret truck")),
    ("slow flow teat or medium flow teat at 3 months?", ("slow flow teat", "medium flow teat")),
])

test_head_again_one_modifier_unchanged = read_as_expected([
    ("Stretch wrap or shrink film wrap for pallets?", ("Stretch wrap", "shrink film wrap")),  # as before
    ("Paint trim or paint the whole door?", ("Paint trim", "paint the whole door")),  # as before: B's verb
])
