"""the hundred-and-sixteenth held-out part's 8 silent misreads (bench/results/questions_heldout116_first.txt): five
read right by general rules, three refused ("Navy housing or rent | in Chula Vista": B's place, or both's?; "… kicker
covers certification exams | like …": which word is the verb?; "reclass or push through and make E-6 …": B's
particle, no shared object, but a second verb at B's edge). And five of its refusals read right ("sell back my 60
days", "the house on Hickam or the townhouse in Ewa Beach", "Options are 12B or 91B", "a 70% or 80% combined rating
enough", "on post or off post housing")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A particle after an amount closing B ("with 20% down"): the amount's own, not a particle split off the lead's verb.
test_amount_down_kept = read_as_expected([
    ("What do y'all suggest, the VA loan or a conventional loan with 20% down for our first house near Fort Moore?",
     ("VA loan", "conventional loan with 20% down")),
])

test_split_particle_still_cut = read_as_expected([
    ("Should I put Intro to Engineering or Digital Photography down as my first-choice elective?",
     ("Intro to Engineering", "Digital Photography")),  # as before
    ("Should we do an FHA loan with 3.5% down or a conventional loan with 10% down?",
     ("FHA loan with 3.5% down", "conventional loan with 10% down")),  # as before
])

# Twin numbered modifiers of one unit, a name before A and a head after B: both's; the options are the modifiers.
test_numbered_twin_modifiers = read_as_expected([
    ("Army 2-year or 3-year enlistment option?", ("2-year", "3-year")),
    ("Navy 4-year or 6-year contract?", ("4-year", "6-year")),
    ("Marine 4-year or 5-year contract option?", ("4-year", "5-year")),
])

test_numbered_modifiers_with_own_heads_unchanged = read_as_expected([
    ("Should I do a 2-year degree or 3-year apprenticeship?", ("2-year degree", "3-year apprenticeship")),  # as before
    ("Should I sign a 6-month or 12-month lease?", ("6-month", "12-month")),  # as before
])

# A closing on a mode ("online") against a place or mode after B ("in person"): B's own.
test_mode_of_a_against_place_of_b = read_as_expected([
    ("What would you guys do — WGU online or the community college in person?",
     ("WGU online", "community college in person")),
    ("Should I take the course online or the bootcamp at the campus downtown?",
     ("course online", "bootcamp at the campus downtown")),
])

test_mode_against_mode_still_shares_the_place = read_as_expected([
    ("Does TA pay for classes taken online or classes taken in person at the education center?",
     ("classes taken online", "classes taken in person")),  # as before
    ("renew my licence online vs in person at the DMV?", ("online", "in person")),  # as before
])

# A lone verb B against a noun A with its own phrase ("TDIU at 60%"): B's "for" phrase is the verb's own.
test_lone_verb_b_keeps_its_phrase = read_as_expected([
    ("TDIU at 60% or push for a 100% P&T rating?", ("TDIU at 60%", "push for a 100% P&T rating")),
    ("Severance at 50% or push for a full buyout?", ("Severance at 50%", "push for a full buyout")),
    ("Chapter 7 at this point or fight for a payment plan?", ("Chapter 7 at this point", "fight for a payment plan")),
])

test_bare_nouns_still_share_the_purpose = read_as_expected([
    ("coffee or tea for breakfast?", ("coffee", "tea")),  # as before
    ("a tutor or books for my son?", ("tutor", "books")),  # as before
])

# A gerund and its preposition before an articled name, against an articled name: the two names.
test_gerund_preposition_before_names = read_as_expected([
    ("I'm curious whether drilling with the Texas Guard or the Army Reserve in San Antonio would give me more "
     "schools.", ("Texas Guard", "Army Reserve in San Antonio")),
    ("I wonder whether interning with the Red Cross or the Salvation Army in Denver would look better.",
     ("Red Cross", "Salvation Army in Denver")),
    ("whether sailing with the Royal Navy or the Merchant Navy in Liverpool would pay more",
     ("Royal Navy", "Merchant Navy in Liverpool")),
])

test_gerund_preposition_repeated_unchanged = read_as_expected([
    ("whether drilling with the Texas Guard or with the Army Reserve would be better",
     ("with the Texas Guard", "with the Army Reserve")),  # as before
])

# Refused: a name-modified A against a lone lower-case B before a named place; an "-s" word before a prepositional
# verb ("covers … | like"); a verb's particle before a second verb ("push through and make …").
test_doubtful_forms_refused = still_refused([
    "Orders to San Diego. BAH for E-6 w/ deps is about 4k. Navy housing or rent in Chula Vista? Commute would be to "
    "NAS North Island.",
    "Marriott housing or stay in Lisbon?",
    "Do I reclass or push through and make E-6 in my current MOS?",
    "Should I sell or hold through and see what happens in May?",
    "A settlement at 40k or push for a trial date?",
])

test_near_forms_unchanged = read_as_expected([
    ("Mercy or Ana in Overwatch 2?", ("Mercy", "Ana")),  # as before
    ("apartment or house in Austin?", ("apartment", "house")),  # as before
    ("Can you tell me if Medicare or the Aetna supplement covers dental implants?", ("Medicare", "Aetna supplement")),
    # as before
    # Refused here in session 43; session 44 reads a listed "-s" verb inside B as B's end (test_session44_fixes):
    ("Please explain if Tuition Assistance or the GI Bill kicker covers certification exams like the CompTIA "
     "Security+.", ("Tuition Assistance", "GI Bill kicker")),
    ("Can you tell me if Medicare or the Aetna supplement covers dental implants like the ones my dentist quoted?",
     ("Medicare", "Aetna supplement")),
    ("Should I quit or hang on and wait for the bonus?", ("quit", "hang on and wait for the bonus")),  # as before
    ("should i rent or buy a home", ("rent", "buy")),  # as before
])

# Refusals read right.
# A verb B with its particle before a marked object ("sell back my 60 days"): a verb phrase, not a noun like A's object.
test_particle_before_marked_object_is_a_verb_phrase = read_as_expected([
    ("Would it be better to take terminal leave or sell back my 60 days?",
     ("take terminal leave", "sell back my 60 days")),
    ("Should we get solar panels or pay off our mortgage?", ("get solar panels", "pay off our mortgage")),
    ("Should I buy savings bonds or pay down my card?", ("buy savings bonds", "pay down my card")),
])

test_bare_noun_b_still_refused = still_refused([
    "should I get running shoes or cross trainers?",  # as before
])

# A placed on a named street or base against B placed in a named town: each its own place.
test_named_place_against_named_place = read_as_expected([
    ("Let me know whether you'd take the 3-bed house on Hickam or the townhouse in Ewa Beach, we have to answer "
     "housing by Friday.", ("3-bed house on Hickam", "townhouse in Ewa Beach")),
    ("Would you take the room on Ramstein or the apartment in Kaiserslautern?",
     ("room on Ramstein", "apartment in Kaiserslautern")),
])

test_dated_against_place_still_refused = still_refused([
    "a flight on Monday or the train in June?",  # as before
])

# "Options are A or B" opening its sentence: the lead names the options.
test_options_are_lead = read_as_expected([
    ("I'm reclassing. Options are 12B or 91B. Which has better civilian carryover? I want to end up in construction.",
     ("12B", "91B")),
    ("My options are Fort Hood or Fort Bliss. Which is better for a family?", ("Fort Hood", "Fort Bliss")),
])

test_options_are_not_opening_unchanged = still_refused([
    "The options are cheaper or faster?",  # as before
])

# A count or rate and a modifier before the word ahead of "enough" ("80% combined rating enough"): B's head noun.
test_counted_head_before_enough = read_as_expected([
    ("Is a 70% or 80% combined rating enough for CRDP?", ("70%", "80%")),
    ("Is a 50% or 70% disability rating enough?", ("50%", "70%")),
])

# Twin prepositional modifiers of one head noun ("on post or off post housing"): the head and its place both's.
test_prepositional_twin_modifiers = read_as_expected([
    ("on post or off post housing at Fort Cavazos?", ("on post", "off post")),
    ("On base or off base housing near Fort Bragg?", ("On base", "off base")),
    ("on campus or off campus apartments at UCLA?", ("on campus", "off campus")),
])

test_different_nouns_unchanged = read_as_expected([
    ("on time or off schedule at work?", ("on time", "off schedule")),  # as before
])
