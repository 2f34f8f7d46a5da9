"""the thirty-first held-out part's 13 silent misreads (bench/results/questions_heldout31_first.txt: 228/256, 15
refused, 13 silently wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A call for people ("Any nurses or carers here who've …"): the "or" joins the kinds of people asked to answer, not
# two options.
test_call_for_people_is_refused = still_refused([
    "Any nurses or carers here who've dealt with sundowning?",
    "Any vets or vet nurses here who can help?",
    "Are there any physios or OTs on here who work with stroke patients?",
    "Any dog trainers or behaviourists who've handled resource guarding?",
])

test_any_before_a_choice_still_read = read_as_expected([
    ("Any tips: crate or pen for a puppy?", ("crate", "pen")),  # as before
    ("Any advice? Crate or pen for a puppy who cries?", ("Crate", "pen")),  # as before
    ("Any thoughts on Royal Canin or Hill's for a cat who's diabetic?", ("Royal Canin", "Hill's")),  # as before
])

# "Thinking of either A or B …" told in a statement runs B on to its clause's end, but never over a clause of the
# asker's circumstances ("while we're at work", "because …", "since …"): it is no part of B.
test_circumstance_clause_after_either_b = read_as_expected([
    ("Any tips? Thinking of either doggy daycare or a dog walker for our border collie while we're at work.",
     ("doggy daycare", "dog walker")),
    ("Any tips? Thinking of either home help or a cleaner for Mum while I'm recovering.", ("home help", "cleaner")),
    ("Any advice? We're considering either childcare or a nanny for the twins because we both work shifts.",
     ("childcare", "nanny")),
    ("Thoughts? Looking at either cat boarding or a pet sitter for Milo since we're away in May.",
     ("cat boarding", "pet sitter")),
])

# A verb and its articled object as A, and B a verb the lists lack before a second word and an object pronoun
# closing B ("strip graze him", "clicker train him"): B is a verb phrase, and so A is one.
test_unlisted_verb_before_an_object_pronoun = read_as_expected([
    ("My gelding has had mild laminitis before. Spring grass is coming in. Should I use a grazing muzzle or strip "
     "graze him?", ("use a grazing muzzle", "strip graze him")),
    ("Should I use a head collar or clicker train him?", ("use a head collar", "clicker train him")),
    ("Should I use a pill pocket or syringe feed him?", ("use a pill pocket", "syringe feed him")),
])

test_possessive_her_after_a_listed_verb_still_read = read_as_expected([
    ("Should we get a sitter or walk her dog ourselves?", ("get a sitter", "walk her dog ourselves")),  # as before
    ("Should I use a muzzle or a head collar on him?", ("muzzle", "head collar")),  # as before
])

# A sign-off closing an unpunctuated message ("… or a smart pill dispenser thanks", "cheers", "tia"): no part of B.
test_sign_off_after_b = read_as_expected([
    ("ok so voice typing this mum keeps forgetting her tablets should we get a dosette box or a smart pill dispenser "
     "thanks", ("dosette box", "smart pill dispenser")),
    ("should i buy a cat flap or a microchip flap thanks", ("cat flap", "microchip flap")),
    ("should we get a wheelchair or a mobility scooter thanks", ("wheelchair", "mobility scooter")),
    ("should we try a night nanny or a doula tia", ("night nanny", "doula")),
])

test_sign_off_word_as_a_name_still_read = read_as_expected([
    ("should we watch Frasier or Cheers", ("Frasier", "Cheers")),  # as before: a one-word B is never cut
])

# A verb phrase A with a time phrase of its own ("at 6 months", "this year"): an "until" clause after B is B's own
# time, not the context of both.
test_until_clause_after_a_dated_a = read_as_expected([
    ("Trying to decide whether to go back to work at 6 months or to stay home until she's one.",
     ("go back to work at 6 months", "stay home until she's one")),
    ("Should I return to work at 9 months or stay at home until he starts nursery?",
     ("return to work at 9 months", "stay at home until he starts nursery")),
    ("Should we move Mum into care this year or keep her at home until she needs nursing?",
     ("move Mum into care this year", "keep her at home until she needs nursing")),
])

test_until_clause_after_a_bare_now_still_cut = read_as_expected([
    ("Should I sell my stock options now or hold them until they vest fully?",
     ("sell my stock options now", "hold them")),  # as before
    ("Should I fix the roof or sell the house before the market drops?",
     ("fix the roof", "sell the house")),  # as before
])

# A ending with "now" / "today" / "tonight" and B opening with a verb: B keeps the time it is done at ("wait for our
# vet | at 8am") and, after a verb of waiting, what "until" names ("wait | until Dad's dementia progresses").
test_own_time_of_a_verb_b_after_now = read_as_expected([
    ("URGENT - cat hasn't peed in 24 hours - ER vet now or wait for our vet at 8am?",
     ("ER vet now", "wait for our vet at 8am")),
    ("Out of hours GP now or wait for the surgery at 9am?", ("Out of hours GP now", "wait for the surgery at 9am")),
    ("Emergency dentist tonight or wait for my own dentist at 8:30?",
     ("Emergency dentist tonight", "wait for my own dentist at 8:30")),
    ("What's your advice — power of attorney now or wait until Dad's dementia progresses?",
     ("power of attorney now", "wait until Dad's dementia progresses")),
    ("Quick q — hearing aids now or wait until his ears are checked?",
     ("hearing aids now", "wait until his ears are checked")),
    ("Booster jab today or wait until she's over the cold?", ("Booster jab today", "wait until she's over the cold")),
    ("Flea treatment now or wait until spring?", ("Flea treatment now", "wait until spring")),
])

test_until_after_a_verb_not_of_waiting_still_cut = read_as_expected([
    ("Because the house is in both our names, should we sell it now or rent it out until the divorce is final?",
     ("sell it now", "rent it out")),  # as before
])

# A comparative before two options that each open with the same gerund ("be happier | living with us or living near
# us"): the comparative is the question's, no part of A.
test_comparative_before_repeated_gerunds = read_as_expected([
    ("Would Dad be happier living with us or living near us in a granny flat?",
     ("living with us", "living near us in a granny flat")),
    ("Would Mum be safer living alone or living in sheltered housing?",
     ("living alone", "living in sheltered housing")),
    ("Would the dog be happier staying with my sister or staying in kennels?",
     ("staying with my sister", "staying in kennels")),
    ("Would Gran be better off moving in with us or moving to a care home?",
     ("moving in with us", "moving to a care home")),
])

# A participle and the particle of a visit after B's noun, before how often or when ("a carer popping | in twice a
# day"): the phrase is never split; B is its noun (the label's alternative), not "carer popping".
test_participle_of_a_visit_after_b = read_as_expected([
    ("My mum is 84 and lives alone. She had a fall last week and the hospital discharged her yesterday. Should she "
     "have a personal alarm pendant or a carer popping in twice a day?", ("personal alarm pendant", "carer")),
    ("Should we get a pet camera or a dog walker popping in at noon?", ("pet camera", "dog walker")),
    ("Should Nan have a key safe or a warden checking in every morning?", ("key safe", "warden")),
])

test_ing_words_before_a_place_still_read = read_as_expected([
    ("Is it smarter to learn Dutch before moving or after arriving in Amsterdam",
     ("before moving", "after arriving")),  # as before
    ("cedar shakes / or vinyl siding on the cabin", ("cedar shakes", "vinyl siding")),  # as before
])


# Items 1, 3, 7 and 10, fixed after the helper's branch was merged.
test_a_gerund_b_with_its_pronoun_keeps_how = read_as_expected([
    ("Our vet gave us a choice between surgery and managing it with meds for his cruciate.",
     ("surgery", "managing it with meds")),
    ("Choosing between a cast and treating it with a brace", ("cast", "treating it with a brace")),
    ("Deciding between replacing the roof and patching it with tar since money is tight",
     ("replacing the roof", "patching it with tar")),
])

test_alternate_is_a_verb_after_or = read_as_expected([
    ("When my sister and I share caring for Gran, is it fairer to split the week or alternate months?",
     ("split the week", "alternate months")),
    ("Should we split the cost or alternate paying?", ("split the cost", "alternate paying")),
    ("Should I take the alternate route or the highway?", ("alternate route", "highway")),  # as before
])

test_at_home_is_a_own = read_as_expected([
    ("Dog. Limping. Rest at home — or X-ray today?", ("Rest at home", "X-ray")),
    ("Subject: Dad's discharge plan — reablement at home or an intermediate care bed?",
     ("reablement at home", "intermediate care bed")),
    ("Is dialysis at home or a transplant better in the long run?", ("dialysis at home", "transplant")),
    ("Should I work at home or the office?", ("home", "office")),  # as before: two places
])
