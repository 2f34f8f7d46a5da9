"""The seventeenth held-out part's misreads and refusals, fixed by general rules (tested here on other prompts
too). Its first scoring is bench/results/questions_heldout17_first.txt (217/256, 30 refused, 9 silently
wrong); the prompts fixed since were moved to questions_dev.yaml (the part's header lists them)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A fixed pair opening a clause ("sooner or later | i need …") and an open range after an amount ("$20 or
# under") name no two options.
test_fixed_pairs_and_open_ranges_are_refused = still_refused([
    "sooner or later i need to replace my roof, how do i find a good roofer?",
    "Rain or shine we are going hiking, what should I pack?",
    "what's a good gift for a coworker, something for $20 or under?",
    "a laptop for $500 or under?",
    "any good gift ideas at $50 or under?",
])

# A bold label with punctuation inside ("**tl;dr**") opens the sentence as a tag does.
test_a_bold_label_is_a_tag = read_as_expected([
    ("**tl;dr** keep the old prius or buy a new one?", ("keep the old prius", "buy a new one")),
    ("**TL;DR:** rent or buy?", ("rent", "buy")),
    ("**Q:** Rust or Go for a CLI?", ("Rust", "Go")),
])

# A phrasal verb B ("(just) speed up | the …") against A's object after a verb and "to": A keeps its verb.
test_a_keeps_its_verb_against_a_phrasal_b = read_as_expected([
    ("question is whether we move to bazel or just speed up the existing makefiles.",
     ("move to bazel", "just speed up the existing makefiles")),
    ("Should we move to Kubernetes or scale up the current servers?",
     ("move to Kubernetes", "scale up the current servers")),
])

# A comparative between a numeral and a plural noun, or "more" between a numeral and a unit of time,
# describes the noun: it is no predicate cutting B short.
test_a_counted_comparative_is_no_predicate = read_as_expected([
    ("would it be smarter to spatchcock one big turkey or roast two smaller ones?",
     ("spatchcock one big turkey", "roast two smaller ones")),
    ("Should I buy one large pizza or two smaller ones?", ("one large pizza", "two smaller ones")),
    ("Should we order three bigger trays or five small ones?", ("three bigger trays", "five small ones")),
    ("your advice please, public pre-k or keep her home one more year?",
     ("public pre-k", "keep her home one more year")),
])

test_a_comparative_predicate_still_cuts = read_as_expected([
    ("is 2 or 3 better for a small team?", ("2", "3")),
])

# "Would A or B <verb> …" with one bare lower-case noun on each side: the nouns are the subjects.
test_bare_subject_nouns_before_a_verb = read_as_expected([
    ("would mediation or arbitration cost us less for a contract dispute with a supplier",
     ("mediation", "arbitration")),
    ("would tile or wood look better in a kitchen?", ("tile", "wood")),
    ("Do ceramic or cast iron pans hold heat better?", ("ceramic", "cast iron pans")),
])

# "for" / "with" after B's verb and its person or -ing complement completes B ("pay them | for chores");
# after a noun compound it is still the purpose of both ("drop shipping | for my apartment").
test_a_for_or_with_phrase_completing_b = read_as_expected([
    ("better to give kids an allowance or to pay them for chores?", ("give kids an allowance", "pay them for chores")),
    ("is it kinder to rehome an aggressive dog or to keep working with a trainer",
     ("rehome an aggressive dog", "keep working with a trainer")),
    ("Is it better to ground him or to pay him for good grades?", ("ground him", "pay him for good grades")),
    ("print on demand or drop shipping for my apartment?", ("print on demand", "drop shipping")),
])

test_a_with_phrase_after_an_ing_complement_and_a_place_is_still_refused = still_refused([
    "Should I buy a condo or keep living with roommates in Brooklyn?",
])

# A rate after B's bare price against A's priced noun is B's own unit; after two bare prices it is shared.
test_a_rate_is_bs_own_against_a_priced_noun = read_as_expected([
    ("is a $500 flat fee or $150 an hour better for an uncontested divorce", ("$500 flat fee", "$150 an hour")),
    ("is a $300 retainer or $90 an hour better for a bookkeeper?", ("$300 retainer", "$90 an hour")),
    ("should i pay $40 or $55 an hour for a tutor?", ("$40", "$55")),
])

# "… but should I …" asks without its question mark.
test_but_should_i_asks = read_as_expected([
    ("sorry if this is a dumb question but should i adopt a senior dog or a young one", ("senior dog", "young one")),
    ("sorry if this is obvious but should we paint the fence white or black", ("white", "black")),
])

# "recommendations please:" asks; a compound A whose head an articled B repeats is a noun phrase ("stand
# mixer" / "a good hand mixer"), not a verb and its object.
test_a_compound_named_again_by_b = read_as_expected([
    ("recommendations please: stand mixer or a good hand mixer for someone who bakes once a month",
     ("stand mixer", "good hand mixer")),
    ("suggestions please: stand mixer or a hand mixer for bread", ("stand mixer", "hand mixer")),
])

# A comma piece asking with "please" ("your advice please,") is no item of a list.
test_a_please_request_is_no_list_item = read_as_expected([
    ("thoughts please, coffee or tea?", ("coffee", "tea")),
])

test_a_list_after_a_bare_please_is_still_refused = still_refused([
    "coffee please, tea or juice?",
])

# "Could you help me figure out if we should | send …": the verb is the asker's, not a request to the assistant.
test_another_subjects_verb_is_no_request = read_as_expected([
    ("could you please help me figure out if we should send our son to the public school or the montessori school",
     ("public school", "montessori school")),
    ("can you help me figure out if we should send our daughter to the public school or the charter school?",
     ("public school", "charter school")),
])

test_a_request_to_the_assistant_is_still_refused = still_refused([
    "Can you explain the difference or point me to a guide?",
])

# A passive infinitive after B's object ("the pet clause to be removed") is B's own; "to be" and an
# adjective is still cut and refused.
test_a_passive_infinitive_is_bs_own = read_as_expected([
    ("please tell me if i should sign the lease as is or ask for the pet clause to be removed",
     ("sign the lease as is", "ask for the pet clause to be removed")),
])

test_to_be_and_an_adjective_is_still_refused = still_refused([
    "should i sell the car or keep it to be safe?",
])

# A preposition written before A and again before B: each option is its preposition phrase.
test_a_repeated_preposition_starts_both = read_as_expected([
    ("should it go to the 401k or to a taxable brokerage account?", ("to the 401k", "to a taxable brokerage account")),
    ("should the bonus go to the mortgage or to the emergency fund?", ("to the mortgage", "to the emergency fund")),
])

# A gerund heading choosing between two preposition phrases asks without its question mark; with a
# finite verb after the pair it tells.
test_a_gerund_heading_asks = read_as_expected([
    ("walking the dog before breakfast or after breakfast", ("before breakfast", "after breakfast")),
    ("growing strawberries in hanging baskets or in a raised bed", ("in hanging baskets", "in a raised bed")),
    ("training for the marathon with a heart rate monitor or by feel", ("with a heart rate monitor", "by feel")),
    ("watering the lawn in the morning or in the evening", ("in the morning", "in the evening")),
])

test_a_gerund_statement_is_still_refused = still_refused([
    "charging my ev at home or at work saves money.",
    "walking the dog before breakfast or after dinner is best",
])

# A bare pair asks before a condition ("… if i expect …") or a relative clause without "that" ("for a logo
# i designed"); "an instructor-led one" is a noun, no pronoun subject.
test_a_bare_pair_before_a_condition_asks = read_as_expected([
    ("a traditional or a roth 401k if i expect a higher salary later", ("traditional", "roth 401k")),
    ("road bike vs gravel bike if i mostly ride on bad pavement", ("road bike", "gravel bike")),
    ("a gas or an electric dryer if we rent", ("gas", "electric")),
    ("[question] trademark or copyright for a logo i designed", ("trademark", "copyright")),
    ("a self-paced bootcamp or an instructor-led one", ("self-paced bootcamp", "instructor-led one")),
])

# A perfect in the relative clause of the pair's purpose ("who has never played") is one verb: the pair asks.
test_a_perfect_in_the_purpose_is_one_verb = read_as_expected([
    ("ukulele or guitar for a kid who has never played anything", ("ukulele", "guitar")),
    ("banjo or mandolin for a teen who has never played music", ("banjo", "mandolin")),
])

test_a_statement_after_the_purpose_is_still_refused = still_refused([
    "Kafka vs RabbitMQ for the bus that we built was a mistake",
])

# A markdown heading on its own line is a tag before the question.
test_a_markdown_heading_is_a_tag = read_as_expected([
    ("### kitchen reno\nquartz or butcher block countertops?", ("quartz", "butcher block countertops")),
    ("## Garden\nraised beds or in-ground rows?", ("raised beds", "in-ground rows")),
])

# "Is it A or B that …": a cleft question names its two noun phrases; "is it better to …" is no cleft.
test_a_cleft_question = read_as_expected([
    ("is it zone 2 cardio or intervals that improves vo2 max faster", ("zone 2 cardio", "intervals")),
    ("Is it the clutch or the flywheel that makes the noise?", ("clutch", "flywheel")),
    ("Was it the starter or the battery that failed?", ("starter", "battery")),
    ("is it better to rent or buy a house that needs work?", ("rent", "buy")),
])

test_is_it_true_that_is_still_refused = still_refused([
    "Is it true that whey or casein works better before bed?",
])

# Enumerated options on bulleted lines, a clause asking which after them; a third item is refused.
test_bulleted_enumerations = read_as_expected([
    ("- option 1: physio twice a week\n- option 2: a home exercise program\n\nwhich one for a rotator cuff tear?",
     ("physio twice a week", "home exercise program")),
    ("* plan a: sell the house\n* plan b: rent it out\nwhich one?", ("sell the house", "rent it out")),
])

test_a_third_bulleted_item_is_refused = still_refused([
    "- option 1: rent\n- option 2: buy\n- option 3: wait\nwhich one?",
])

# A "vs" opening the sentence is a word of a name ("vs code"), not a coordinator.
test_a_leading_vs_is_a_names_word = read_as_expected([
    ("vs code vs neovim for rust development", ("vs code", "neovim")),
    ("vs code or sublime for python?", ("vs code", "sublime")),
])

# A relative clause after the pair's place ("in a basement that gets …") describes it, as after its purpose;
# "one" before a number counts; a past copula after the relative's verb makes a statement.
test_a_relative_clause_after_the_place = read_as_expected([
    ("LVP or engineered hardwood in a basement that gets a little damp", ("LVP", "engineered hardwood")),
    ("laminate or tile in a kitchen that gets a lot of traffic", ("laminate", "tile")),
    ("one 65 inch TV or two 43 inch TVs for the basement bar area", ("one 65 inch TV", "two 43 inch TVs")),
    ("one 55 inch TV or two 32 inch TVs for the den", ("one 55 inch TV", "two 32 inch TVs")),
])

test_a_statement_after_a_relative_clause_is_refused = still_refused([
    "Tile or carpet in a room that floods was a bad idea",
    "Tile or carpet for a room that floods was a bad idea",
    "Laminate or tile for a kitchen that we remodeled was fine",
])

# An upper-case word before a spaced dash is a label ("URGENT - …").
test_an_upper_case_label_before_a_dash = read_as_expected([
    ("URGENT - urgent care or ER for a deep cut on my thumb that won't stop bleeding", ("urgent care", "ER")),
    ("RDS - Postgres or MySQL?", ("Postgres", "MySQL")),
])

# "if / whether <subject> <modal> be (<preposition>) A or B": the options follow "be" (and a shared preposition).
test_a_modal_be_clause_before_the_pair = read_as_expected([
    ("Kindly let me know if the client meeting should be on Tuesday or Thursday.", ("Tuesday", "Thursday")),
    ("tell me whether the party should be at home or at a restaurant", ("at home", "at a restaurant")),
    ("I wonder if the wedding should be small or big", ("small", "big")),
])
