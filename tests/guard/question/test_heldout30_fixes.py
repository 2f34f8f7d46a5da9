"""the thirtieth held-out part's 11 silent misreads (bench/results/questions_heldout30_first.txt: 234/256, 10
refused, 12 silently wrong); the twelfth ("month-to-month or a 12-month lease") was a missing alternative of the
labels (the premodifiers, as the header's convention for a head written once after the second premodifier)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A voice assistant's wake phrase ("hey google", "ok google", "hey siri", "alexa") and the fillers after it ("uh",
# "um", "er") lead in to the question: they are no part of A.
test_wake_phrase_before_a = read_as_expected([
    ("hey google uh quickbooks or freshbooks for freelance invoicing", ("quickbooks", "freshbooks")),
    ("ok google um wave or xero for a one-person bakery", ("wave", "xero")),
    ("hey siri er canva or photoshop for menu boards", ("canva", "photoshop")),
    ("alexa uh gusto or adp for payroll", ("gusto", "adp")),
    ("okay google square or clover for the food truck", ("square", "clover")),
])

test_assistant_names_as_options_still_read = read_as_expected([
    ("Alexa or Google Home for the front desk?", ("Alexa", "Google Home")),  # as before: the names are options
    ("Siri Shortcuts or Tasker for automating invoices?", ("Siri Shortcuts", "Tasker")),  # as before
    ("Google Sheets or Excel for inventory?", ("Google Sheets", "Excel")),  # as before
])

# A verb of buying before "from <Name>" ("keep buying | from Counter Culture"): the supplier is what B buys from,
# B's own, when A is a verb phrase with its own object (not a place both options share).
test_supplier_after_a_verb_of_buying = read_as_expected([
    ("is it wiser to roast our own beans or to keep buying from Counter Culture?",
     ("roast our own beans", "keep buying from Counter Culture")),
    ("should we bake our own bread or keep ordering from Bread Alone?",
     ("bake our own bread", "keep ordering from Bread Alone")),
    ("Is it cheaper to grow our own herbs or to buy them from Baldor?", ("grow our own herbs", "buy them from Baldor")),
    ("Is it smarter to make our own candles or to keep sourcing from Yankee Wholesale?",
     ("make our own candles", "keep sourcing from Yankee Wholesale")),
])

test_place_after_b_without_buying_still_shared = read_as_expected([
    ("Should we rent a van or take the train from Denver?", ("rent a van", "take the train")),  # as before
])

# A lone verb as A and a verb of moving with "to" / "into" as B ("renew or move | to the strip mall"): where B moves
# is B's own, no object both share (A's verb cannot take it); after a verb of travel it is both's ("drive or fly to
# Denver").
test_destination_of_a_moving_b = read_as_expected([
    ("Since our lease is up in March and the landlord wants 18% more, should we renew or move to the strip mall "
     "across town?", ("renew", "move to the strip mall across town")),
    ("should we stay or move to a bigger kitchen?", ("stay", "move to a bigger kitchen")),
    ("Should I sublet or move to the unit downstairs?", ("sublet", "move to the unit downstairs")),
    ("do we expand or move into the space next door?", ("expand", "move into the space next door")),
])

test_destination_after_verbs_of_travel_still_shared = read_as_expected([
    ("Should we drive or fly to Denver?", ("drive", "fly")),  # as before
])

# A demonstrative standing alone as the object of A's first word before A's own time ("Discount | these now"): the
# word is a verb, the options verb phrases, and B keeps its own time ("hold them | for next year").
test_demonstrative_object_before_an_own_time = read_as_expected([
    ("SKU | On hand | Cost\nCNDL-WNTR-08 | 340 | $6.25\nCNDL-WNTR-12 | 112 | $9.10\nHoliday rush is over. Discount "
     "these now or hold them for next year?", ("Discount these now", "hold them for next year")),
    ("Markdown these today or store them for next spring?", ("Markdown these today", "store them for next spring")),
    ("Liquidate those now or keep them for next season?", ("Liquidate those now", "keep them for next season")),
    ("Sell these now or save them for next year?", ("Sell these now", "save them for next year")),  # as before
])

# A unit abbreviation closing a measure that stands as its own sentence ("About 400 sq ft. | Pavers or …"): its period
# ends the sentence before a capital; not in a name ("Ft. Lauderdale") nor after an article ("a 7 ft. Fraser fir").
test_unit_abbreviation_ends_a_measure_sentence = read_as_expected([
    ("Client wants a patio. About 400 sq ft. Pavers or stamped concrete? Soil is mostly clay.",
     ("Pavers", "stamped concrete")),
    ("New deck. Roughly 300 sq ft. Composite or cedar? Full sun all day.", ("Composite", "cedar")),
    ("Fence run is about 120 ft. Vinyl or wood? HOA is strict.", ("Vinyl", "wood")),
    ("Basement is 900 sq ft. Carpet or LVP?", ("Carpet", "LVP")),
])

test_abbreviations_inside_names_still_read = read_as_expected([
    ("Should we stay in Ft. Lauderdale or Miami?", ("Ft. Lauderdale", "Miami")),  # as before
    ("Should I get a 7 ft. Fraser fir or a 6 ft. Noble fir?", ("7 ft. Fraser fir", "6 ft. Noble fir")),  # as before
    ("Amtrak vs driving from Chicago to St. Louis with a toddler",
     ("Amtrak", "driving from Chicago to St. Louis")),  # as before
])

# A verb and a bracketed aside as A ("allow | (w/ $500 deposit)"): the aside is no object of the verb, A is the verb
# with its aside; an option starting or ending inside a bracketed aside is refused.
test_verb_and_bracketed_aside_as_a = read_as_expected([
    ("Pets: allow (w/ $500 deposit) or no-pets policy?", ("allow (w/ $500 deposit)", "no-pets policy")),
    ("Subletting: allow (with written approval) or no-sublet clause?",
     ("allow (with written approval)", "no-sublet clause")),
    ("Grills: allow (gas only) or no-grill rule?", ("allow (gas only)", "no-grill rule")),
    ("Smoking: permit (balcony only) or a smoke-free building?",
     ("permit (balcony only)", "smoke-free building")),  # as before
])

test_option_inside_a_bracketed_aside_is_refused = still_refused([
    "Should we allow pets (with a deposit) or a no-pets policy?",
    "Parking: allow (for a $50 fee) or no-parking policy?",  # a verb against a noun phrase: refused by the form check
])

# A prepositional phrase against a place adverb ("at the door" / "online (only)"): the preposition is A's own, so it
# stays in A; a place adverb and "only" against a prepositional phrase is A whole.
test_prepositional_phrase_against_a_place_adverb = read_as_expected([
    ("Should we sell tickets at the door or online only?", ("at the door", "online only")),
    ("Should we take orders by phone or online?", ("by phone", "online")),
    ("Should I pay the invoice at the bank or online?", ("at the bank", "online")),
    ("Should we hold the auction in the gym or online?", ("in the gym", "online")),
    ("Should we sell tickets online only or at the door?", ("online only", "at the door")),
])

test_adverb_against_a_prepositional_phrase_still_read = read_as_expected([
    ("Should I apply for the benefit online or at my local office?", ("online", "at my local office")),  # as before
    ("Is running on a treadmill or outside better for your knees", ("on a treadmill", "outside")),  # as before
])

# A bare weekday as B and the left side ending in a weekday after a verb's object ("Start the job | Monday or
# Wednesday"): the days are the options, the verb phrase is shared.
test_weekday_after_an_object = read_as_expected([
    ("[Crew Schedule] Start the Hendersons' job Monday or Wednesday?", ("Monday", "Wednesday")),
    ("Deliver the Smiths' order Friday or Saturday?", ("Friday", "Saturday")),
    ("Should we pour the Garcias' driveway Tuesday or Thursday?", ("Tuesday", "Thursday")),
    ("Start the kitchen job Monday or Wednesday?", ("Monday", "Wednesday")),
])

test_weekdays_as_modifiers_still_read = read_as_expected([
    ("Should I take the Monday or Wednesday class?", ("Monday", "Wednesday class")),  # as before
    ("Cyber Monday or Black Friday for the sale?", ("Cyber Monday", "Black Friday")),  # as before
    ("Should we meet Monday or Wednesday?", ("Monday", "Wednesday")),  # as before
])

# A material against a modifier and a material ("walnut or | white oak"): B's material is named in two words, not A's
# modifier before a head both share.
test_material_named_in_two_words = read_as_expected([
    ("wondering if walnut or white oak finishes better with just oil", ("walnut", "white oak")),
    ("does maple or red oak stain better?", ("maple", "red oak")),
    ("is pine or white oak better for a workbench top", ("pine", "white oak")),
    ("walnut or white oak table for the dining room?", ("walnut", "white oak")),
])

# "per" after an amount makes a rate ("1.5% per month"): it opens no phrase A's core could be cut to.
test_rate_with_per_as_a = read_as_expected([
    ("Should my late fee be 1.5% per month or a flat $50?", ("1.5% per month", "flat $50")),
    ("Should I charge $40 per hour or a flat $500?", ("$40 per hour", "flat $500")),
    ("Should the deposit be $200 per person or a flat $1,000?", ("$200 per person", "flat $1,000")),
    ("Should the membership be $10 per month or $100 per year?", ("$10 per month", "$100 per year")),  # as before
])

# "a week or so", "an hour or so", "10 days or so": an approximation, not a second option.
test_or_so_after_a_quantity_is_refused = still_refused([
    "Is it okay to pay the plumber a week or so late?",
    "Is it fine to start the job an hour or so early?",
    "Would it hurt to file the paperwork 10 days or so after the deadline?",
])

test_quantities_as_options_still_read = read_as_expected([
    ("Should we open a week early or a week late?", ("week early", "week late")),  # as before
])
