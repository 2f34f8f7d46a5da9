"""the fifty-fifth held-out part's 6 silent misreads (bench/results/questions_heldout55_first.txt): five read right
by general rules, the sixth ("REF-20931 rheumatology or dermatology …", a code that may be a label or A's name)
refused; and 7 of its refusals read right by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "(more / most / less) likely" and its "to <verb>" before A are the lead, said of both options.
test_likelihood_lead = read_as_expected([
    ("I'm trying to figure out whether my insurance is more likely to approve the Dexcom G7 or the Libre 3 without a "
     "prior auth", ("Dexcom G7", "Libre 3")),
    ("Do you know if chest tightness after covid is more likely the lungs or the heart?", ("lungs", "heart")),
    ("whether the pain is most likely the lungs or the heart", ("lungs", "heart")),
    ("whether the lump is less likely a cyst or a lipoma", ("cyst", "lipoma")),
    ("whether the insurer is more likely to cover Ozempic or Mounjaro", ("Ozempic", "Mounjaro")),
])

test_likelihood_lead_near_misses = read_as_expected([
    ("Is it more likely to rain or snow?", ("rain", "snow")),  # as before: B a verb
])

test_likelihood_lead_still_refused = still_refused([
    "whether my insurance is more likely to approve the Dexcom G7 or reject it",
    "whether he is more likely to sign up for Medicare or Medicaid",
])

# B opening with a number and a unit A counts in too: A starts at its own number, not past a preposition inside it.
test_amount_against_amount = read_as_expected([
    ("Lantus 20 units at night or 10 units bid — which did your endo prefer?", ("20 units at night", "10 units bid")),
    ("Lantus 20 units at night or 10 units twice a day?", ("20 units at night", "10 units twice a day")),
    ("gabapentin 300 mg at night or 100 mg three times a day?", ("300 mg at night", "100 mg three times a day")),
    ("Password policy... 12 chars w/ rotation, or 16 chars w/o rotation?!",
     ("12 chars w/ rotation", "16 chars w/o rotation")),  # refused before (A cut short: test_fragments)
    ("Should I take 20 units at night or 10 units in the morning?",
     ("20 units at night", "10 units in the morning")),  # as before: no name before the amount
])

# What B's "wait" waits for past how long it waits is B's own, no purpose both options share.
test_waited_for_past_a_span = read_as_expected([
    ("If you were me, would you go with a psychiatric NP or wait 4 months for an MD psychiatrist?",
     ("go with a psychiatric NP", "wait 4 months for an MD psychiatrist")),
    ("should I see the PA now or wait a few weeks for the surgeon?", ("see the PA now", "wait a few weeks for the "
                                                                     "surgeon")),
    ("should I take the NP appointment or wait three weeks for Dr. Lee?",
     ("take the NP appointment", "wait three weeks for Dr. Lee")),
])

test_waited_span_near_misses = read_as_expected([
    ("should I rent now or wait 6 months for two more days", ("rent now", "wait 6 months")),  # as before: a span
    ("Should I buy now or save 6 months for a better model?", ("buy now", "save 6 months")),  # as before: no "wait"
    ("should I see the PA or wait for the surgeon?", ("see the PA", "wait for the surgeon")),  # as before
])

# "once or twice" told of tonight in a statement: a count, not two options.
test_count_told_of_tonight_refused = still_refused([
    "My 3yo threw up once or twice tonight, anything I should watch for?",
    "She coughed once or twice today, is that normal?",
    "My son vomited once or twice this morning, should I worry?",
    "My 3yo threw up once or twice, anything I should watch for?",
])

test_count_asked_still_read = read_as_expected([
    ("Should I take it once or twice a day?", ("once", "twice a day")),  # as before
    ("I take it once or twice a day, is that ok?", ("once", "twice a day")),  # as before
])

# A code opening the sentence before A's lower-case words: a ticket's number, or A's name? Refused.
test_code_before_a_refused = still_refused([
    "REF-20931 rheumatology or dermatology for suspected psoriatic arthritis",
    "INC-4410 rollback or hotfix?",
    "RSA-4096 keys or ed25519 keys?",
])

test_codes_still_read = read_as_expected([
    ("REF-20931: rheumatology or dermatology?", ("rheumatology", "dermatology")),  # as before: a label
    ("CHEM-110 or CHEM-120 for a pre-med?", ("CHEM-110", "CHEM-120")),  # as before: codes on both sides
    ("COVID-19 booster or flu shot first?", ("COVID-19 booster", "flu shot")),  # as before: a short number
    ("EVT-31 venue: Lisbon or Barcelona?", ("Lisbon", "Barcelona")),  # as before
])

# An object pronoun after a gerund opening an option ("waiting it out") is no subject: the verbless pair asks.
test_gerund_and_its_pronoun = read_as_expected([
    ("ear tubes vs waiting it out (4 ear infections since sept)", ("ear tubes", "waiting it out")),
    ("ear tubes vs waiting it out", ("ear tubes", "waiting it out")),
    ("surgery vs waiting it out (3 flare ups this year)", ("surgery", "waiting it out")),
])

test_gerund_pronoun_still_refused = still_refused([
    "feeding the cats on a schedule or free feeding them",  # the gerund opens no option
    "my son hates ear tubes vs waiting it out",  # a statement
    "he says ear tubes vs waiting it out",
])

# After "whether" / "if": a verb of seeming and its "(more) like" lead in.
test_seeming_like = read_as_expected([
    ("I need to know if this rash looks more like shingles or contact dermatitis, pic attached in the portal",
     ("shingles", "contact dermatitis")),
    ("whether the rash looks like shingles or contact dermatitis", ("shingles", "contact dermatitis")),
    ("whether this cough sounds more like croup or asthma", ("croup", "asthma")),
])

test_seeming_near_misses = read_as_expected([
    ("whether the rash looks red or purple", ("red", "purple")),  # as before
    ("whether the baby likes the bottle or the breast", ("bottle", "breast")),  # as before
])

# After "whether": a subject's verb taking a clause, its pronoun and modal ("my ferritin means I should | …").
test_clause_modal = read_as_expected([
    ("Can someone explain whether my ferritin of 14 means I should take iron pills or get an iron infusion?",
     ("take iron pills", "get an iron infusion")),
    ("whether my A1c means I should start metformin or try diet first", ("start metformin", "try diet first")),
    ("whether the report says I should sell or hold", ("sell", "hold")),  # as before: a listed verb
])

test_clause_modal_still_refused = still_refused([
    "whether the classes you should take are calculus or statistics",  # a relative clause, no verb of the subject
    "whether my ferritin of 14 means I take iron pills or get an iron infusion",  # no modal
])

# A cleft after "whether" / "if" as after "is it": "whether it's A or B that …".
test_cleft_after_whether = read_as_expected([
    ("I'd like to understand whether it's CBT or medication that works better for panic disorder long term",
     ("CBT", "medication")),
    ("whether it is CBT or medication that works better", ("CBT", "medication")),
    ("I wonder if it's the clutch or the flywheel that makes the noise", ("clutch", "flywheel")),
    ("not sure whether it was the salmon or the shrimp that made me sick", ("salmon", "shrimp")),
])

test_cleft_near_misses = still_refused([
    "whether it's CBT or medication",  # no "that": as before
])

# A noun's possessive opening the clause's subject after "whether" ("dad's confusion … is from | …").
test_possessor_subject = read_as_expected([
    ("Trying to work out whether dad's confusion tonight is from the new oxycodone or a UTI, he's 84",
     ("new oxycodone", "UTI")),
    ("whether Mia's fever is from the ear infection or the vaccine", ("ear infection", "vaccine")),
    ("whether mom's knee pain comes from arthritis or a torn meniscus", ("arthritis", "torn meniscus")),
])

test_possessor_near_misses = still_refused([
    "whether dad's better off with the walker or the cane",  # "dad is": as before
    "whether it's from the new oxycodone or a UTI",  # as before
])

# A bare A left after a preposition's cut gets the bare-word core: the head both share ("anesthesia") is cut off B.
test_bare_a_after_preposition = read_as_expected([
    ("please let me know if the biopsy will be done under local or general anesthesia", ("local", "general")),
    ("Is it better to flush the PICC line with 10ml or 20ml of saline?", ("10ml", "20ml")),
    ("Should the ordinance take effect after a 30-day or a 60-day notice period?", ("30-day", "60-day")),
])

# "… need a crown or will a filling do?": B is the noun phrase between the modal and its verb of sufficing.
test_sufficing_b = read_as_expected([
    ("after the root canal on #30, does it need a crown or will a filling do?", ("crown", "filling")),
    ("do I need an MRI or would an X-ray suffice?", ("MRI", "X-ray")),
    ("should I get a new roof or will a patch do?", ("new roof", "patch")),
])

test_sufficing_near_misses = still_refused([
    "does it need a crown or will it do?",  # a pronoun
    "does it need a crown or will a filling do for now?",  # more after the verb
    "does it need a crown or will the filling hold?",  # no verb of sufficing
])
