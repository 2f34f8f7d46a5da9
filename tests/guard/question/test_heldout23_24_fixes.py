"""The twenty-third and twenty-fourth held-out parts' misreads, fixed by general rules (tested here on other prompts
too) or refused where no rule can tell. Their first scorings are bench/results/questions_heldout23_first.txt (195/256,
49 refused, 12 silently wrong) and questions_heldout24_first.txt (228/256, 16 refused, 12 silently wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "for <year>" after B is B's own time when A names one of its own ("… this year or budget a repair | for 2028").
test_own_year_stays_in_b = read_as_expected([
    ("Patch the parking garage cracks this year or budget a full structural repair for 2028?",
     ("Patch the parking garage cracks this year", "budget a full structural repair for 2028")),
    ("Should we fix the roof now or set aside money for 2027?", ("fix the roof now", "set aside money for 2027")),
    ("Should I repaint the fence this summer or save up for 2027?",
     ("repaint the fence this summer", "save up for 2027")),
])

# "for" and a bare plural after B's verb and its indefinite object may tell what the object is for (B's own) or
# the purpose of both: refused.
test_for_bare_plural_after_indefinite_object_refused = still_refused([
    "Should we raise list prices or introduce a surcharge for rush orders?",
    "Should we cut the fee or offer a discount for new members?",
    "Should I hire more staff or buy a machine for large orders?",
])

# A verb of asking or causing, its object and "to <verb>" is one verb phrase ("ask her doctor | to do …").
test_asked_to_stays_in_b = read_as_expected([
    ("mom is 82 and still drives. shes had two fender benders this year. my brother says just take the keys. "
     "should we take her keys or ask her doctor to do a driving evaluation first",
     ("take her keys", "ask her doctor to do a driving evaluation first")),
    ("should i pay him myself or get the landlord to fix it", ("pay him myself", "get the landlord to fix it")),
    ("Should we cancel the trip or ask the airline to rebook us?", ("cancel the trip", "ask the airline to rebook us")),
])

# After "should we", A a word and a preposition ("reroute through Savannah") is a verb phrase; B a verb (one with
# a hyphenated prefix too), its bare object and a phrase, another ("pre-ship inventory to the West Coast DC").
test_placed_verb_a_and_prefixed_b = read_as_expected([
    ("Now that the port strike looks likely, should we reroute through Savannah or pre-ship inventory to the West "
     "Coast DC?", ("reroute through Savannah", "pre-ship inventory to the West Coast DC")),
    ("should we reroute through Savannah or ship inventory to the warehouse?",
     ("reroute through Savannah", "ship inventory to the warehouse")),
    ("Should we keep the old pallets or re-stack boxes on new ones?",
     ("keep the old pallets", "re-stack boxes on new ones")),
])

# After "does/would A or B", a noun-or-verb word closing B before a word that is only a verb is B's head noun, and
# the verb-only word the predicate ("the Shark robot vacuum | handle dog hair", "a cost-cutting program | hurt …").
test_head_noun_before_verb_only_word = read_as_expected([
    ("does the Roomba or the Shark robot vacuum handle dog hair better", ("Roomba", "Shark robot vacuum")),
    ("Does the Dyson or the Shark stick vacuum handle pet hair better?", ("Dyson", "Shark stick vacuum")),
    ("Would a price increase or a cost-cutting program hurt customer retention less right now?",
     ("price increase", "cost-cutting program")),
    ("Would a hiring freeze or a salary cut hurt morale more?", ("hiring freeze", "salary cut")),
    ("Does a loyalty program or a referral program hurt margins more?", ("loyalty program", "referral program")),
])

# B opening with the preposition A holds inside it: A starts at that preposition ("go out | via Ryder or via …").
test_repeated_inner_preposition = read_as_expected([
    ("I'm writing the weekly ops update and need your take: should the Dock 4 pallets go out via Ryder or via our "
     "own fleet?", ("via Ryder", "via our own fleet")),
    ("should the parcels go out via UPS or via FedEx?", ("via UPS", "via FedEx")),
    ("Should we send the files through Dropbox or through Google Drive?", ("through Dropbox", "through Google Drive")),
])

# B opening with an -ing word, A holding a preposition and an -ing word: A starts at its gerund ("be better served
# by | repairing it or selling the building").
test_gerund_after_preposition = read_as_expected([
    ("The library branch on 5th Ave needs a new roof. Estimated cost is $640K. Would the city be better served by "
     "repairing it or selling the building? Council votes next month.", ("repairing it", "selling the building")),
    ("Would the city be better served by repairing the bridge or building a new one?",
     ("repairing the bridge", "building a new one")),
    ("Would the town be better served by widening the road or adding a bus line?",
     ("widening the road", "adding a bus line")),
])

# "Would you advise us to | …": the asker told to do something, verb phrases follow.
test_advise_us_to_leads_in = read_as_expected([
    ("Would you advise us to bundle auto with the commercial package or keep them separate?",
     ("bundle auto with the commercial package", "keep them separate")),
    ("Would you advise me to sell the car or keep it another year?", ("sell the car", "keep it another year")),
    ("would you advise them to settle or go to trial?", ("settle", "go to trial")),
])

# A possessive before A's name or number and none before B's: it determines both ("our | Tier 1 or Tier 2 …").
test_shared_possessive_before_labels = read_as_expected([
    ("Do you think our Tier 1 or Tier 2 suppliers pose the bigger ESG risk under the new CSRD rules?",
     ("Tier 1", "Tier 2")),  # session 37: twin codes share the head noun after B
    ("Are our Tier 1 or Tier 2 suppliers riskier?", ("Tier 1", "Tier 2")),
    ("Should my 401k or Roth IRA get the extra money?", ("401k", "Roth IRA")),
    ("should i use my Mac or Dad's?", ("my Mac", "Dad's")),
])

# "Is A or B | what …": a "what" clause after B is the predicate's complement, not part of B.
test_what_clause_after_b = read_as_expected([
    ("is melatonin or a white noise machine what most pediatricians recommend trying first",
     ("melatonin", "white noise machine")),
    ("is a tutor or a study group what she needs most?", ("tutor", "study group")),
    ("Is therapy or a long vacation what you would suggest?", ("therapy", "long vacation")),
])

# B's verb, a person and a bare verb ("let her go") is B's own phrase, no object shared with A.
test_causative_b_keeps_its_person = read_as_expected([
    ("(confidential) Should we counteroffer or let her go?", ("counteroffer", "let her go")),
    ("Should we renegotiate or let them walk?", ("renegotiate", "let them walk")),
    ("Should I wait or make him apologize first?", ("wait", "make him apologize first")),
])

# Texting's "rn" (right now) closing B is dropped as "right now" is; a one-word B stays ("lpn or rn").
test_texting_rn_dropped = read_as_expected([
    ("hysa or cds rn", ("hysa", "cds")),
    ("should i buy vti or voo rn", ("vti", "voo")),
    ("lpn or rn", ("lpn", "rn")),
])

# A frequency adverb and a verb's third person after B ("… or a car wash | usually raises more"): B's last word,
# even one spelt like a verb, is its head.
test_frequency_adverb_before_verb = read_as_expected([
    ("For the school fundraiser flyer, can you tell me whether a bake sale or a car wash usually raises more and "
     "then draft something catchy", ("bake sale", "car wash")),
    ("whether a garage sale or a car wash usually makes more money", ("garage sale", "car wash")),
    ("whether a pizza party or a movie night usually works better for kids", ("pizza party", "movie night")),
])

# "stay / stick with …": the "with" completes B's verb, no phrase shared with A.
test_stay_with_is_bs_own = read_as_expected([
    ("Would you go solar or just stay with the electric company, our bill is like $180 a month",
     ("go solar", "just stay with the electric company")),
    ("Should we switch to Comcast or stay with the local provider?",
     ("switch to Comcast", "stay with the local provider")),
    ("should i upgrade or just stick with my old phone", ("upgrade", "just stick with my old phone")),
])

# "expedite" is a verb: a one-word verb B against a verb phrase A.
test_expedite_is_a_verb = read_as_expected([
    ("is it cheaper to hold safety stock or expedite when we stock out", ("hold safety stock", "expedite")),
    ("should we hold the order or expedite it", ("hold the order", "expedite it")),
    ("is it better to wait or expedite the shipment?", ("wait", "expedite the shipment")),
])

# A verb phrase A ending in "by / via <noun>" against a one-word B that is a noun or a verb: refused.
test_noun_or_verb_after_means_refused = still_refused([
    "Should we send invoices by email or post?",
    "Should we send the forms by fax or mail?",
    "Should we contact them by phone or post?",
])

# A name after A's preposition against a one-word B with its own preposition and name: refused.
test_placed_word_against_name_refused = still_refused([
    "Should we store the archived records onsite in Building C or offsite with Iron Mountain?",
    "Should we keep the servers in-house in Austin or offsite with Rackspace?",
])

# B cut to a lone adverb, or B's participle set against the noun after A's "<participle> <preposition>": refused.
test_participle_b_against_object_refused = still_refused([
    "can you help me make a chore chart and also tell me if allowance should be tied to chores or just given weekly",
    "should the bonus be tied to sales or simply paid out yearly",
    "should rent be split by income or just divided equally",
])

# A gerund (and particle) before A's determiner, B opening with the same determiner: the gerund leads both.
test_shared_gerund_lead = read_as_expected([
    ("paying off the car ($7k left at 6.9%) or the student loan ($12k at 4.5%) first??",
     ("car ($7k left at 6.9%)", "student loan ($12k at 4.5%)")),
    ("paying off the car or the credit card first?", ("car", "credit card")),
    ("selling the boat or the camper first?", ("boat", "camper")),
])

# An articled A after an opening gerund against a bare B: refused (B may stand against the whole gerund phrase).
test_gerund_object_against_bare_refused = still_refused([
    "Hiring a plumber vs DIY for replacing the water heater?",
    "Hiring a nanny or daycare?",
])

# B opening with "every", which A holds after its verb phrase: the frequencies are the options, also where they
# share their noun ("every day" / "every other day": "every" tells them apart, as "this" / "next" do).
test_repeated_frequency = read_as_expected([
    ("should i water the lawn every morning or every evening", ("every morning", "every evening")),
    ("Does bathing a newborn every day or every other day matter for eczema?", ("every day", "every other day")),
    ("Is washing your hair every day or every third day better?", ("every day", "every third day")),
])

# A verb phrase holding "to <verb>" after its object against a B whose object is "it" / "them": refused.
test_infinitive_in_a_refused = still_refused([
    "should we use the inheritance to pay off the mortgage or invest it in index funds",
    "Should I use the bonus to pay down debt or save it?",
    "should we sell the car to cover rent or keep it",
])

# A frequency ("twice a year", "three times a week") closing B's verb phrase is B's own, not a rate of both.
test_frequency_closing_b = read_as_expected([
    ("gutter guards (the mesh kind) or just clean them twice a year?",
     ("gutter guards (the mesh kind)", "just clean them twice a year")),
    ("a gym membership or just run outside three times a week?",
     ("gym membership", "just run outside three times a week")),
])
