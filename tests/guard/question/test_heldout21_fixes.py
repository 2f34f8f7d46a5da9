"""The twenty-first held-out part's misreads, fixed by general rules (tested here on other prompts too) or refused
where no rule can tell. Its first scoring is bench/results/questions_heldout21_first.txt (219/256, 24 refused, 13
silently wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A number's scale word is part of the amount ("a $500,000 or a $1 million | term policy"), never the start of the
# head both share.
test_scale_word_stays_in_amount = read_as_expected([
    ("a $500,000 or a $1 million term policy for a family with two kids under 5?", ("$500,000", "$1 million")),
    ("a 500k or a 1 million term policy?", ("500k", "1 million")),
    ("Should we raise $750k or $2 million in the seed round?", ("$750k", "$2 million")),
])

# An en dash between two numbers writes one range ("18–24"), not a pause between clauses.
test_en_dash_range_is_one_option = read_as_expected([
    ("Should I apply in the 18–24 or the 25+ age bracket? I turn 25 during the term.", ("18–24", "25+")),
    ("Is the 9–5 shift or the 12–8 shift better for a new parent?", ("9–5 shift", "12–8 shift")),
])


# An adverb of manner or place closing A ("apply for the benefit | online or at my local office"), B a prepositional
# phrase or another such adverb: A is the adverb, the verb and its object before it are shared.
test_closing_adverb_is_a = read_as_expected([
    ("Respectfully, may I ask whether I should apply for the disability benefit online or at my local office?",
     ("online", "at my local office")),
    ("should I apply for the benefit online or at my local office?", ("online", "at my local office")),
    ("Should I renew my passport online or in person?", ("online", "in person")),
    ("should we pay the cleaner weekly or at the end of the month?", ("weekly", "at the end of the month")),
])

# "either A or B" in a statement reporting an offer ("My lawyer says I can either plead no contest or go to trial."):
# each option is told whole, B to the end of its clause; a question keeps its context of both ("… for a new React
# project?").
test_told_either_keeps_b_whole = read_as_expected([
    ("My lawyer says I can either plead no contest or go to trial. What would you advise?",
     ("plead no contest", "go to trial")),
    ("The school counsellor told us either Algebra I in 8th grade or wait until 9th. Any advice?",
     ("Algebra I in 8th grade", "wait until 9th")),
    ("My landlord says we can either renew for a year or go month to month. Which is smarter?",
     ("renew for a year", "go month to month")),
    ("The vet said we can either operate now or wait and see for two weeks. What would you do?",
     ("operate now", "wait and see for two weeks")),
    ("Could you recommend either Vite or Webpack for a new React project?", ("Vite", "Webpack")),
])

# "invoke" is a verb (added to the verb list): "accept … or invoke appraisal" are two verb phrases, A keeps its verb.
test_invoke_is_a_verb = read_as_expected([
    ("accept the offer or invoke appraisal?", ("accept the offer", "invoke appraisal")),
    ("should we invoke the force majeure clause or renegotiate the contract?",
     ("invoke the force majeure clause", "renegotiate the contract")),
])

# The rest of B's clause that is B's own (``forms/_b_rest.py``): a phrase with "ones" after an amount ("… or get a
# prescription | for 5 mg ones"), A's closing word repeated ("Anmeldung first or bank account | first"), a "when" /
# "if" / "until" clause after a B opened by "only" ("… or only use it | when i have symptoms").
test_b_rest_is_own = read_as_expected([
    ("Is it cheaper to split 10 mg tablets or to get a prescription for 5 mg ones?",
     ("split 10 mg tablets", "get a prescription for 5 mg ones")),
    ("Should I split 20 mg tablets or order a prescription for 10 mg ones?",
     ("split 20 mg tablets", "order a prescription for 10 mg ones")),
    ("Is it better to buy 4 GB sticks or to buy a kit of 8 GB ones?", ("buy 4 GB sticks", "buy a kit of 8 GB ones")),
    ("[Germany] Anmeldung first or bank account first?", ("Anmeldung first", "bank account first")),
    ("apartment first or car first?", ("apartment first", "car first")),
    ("do i keep using the steroid inhaler every day or only use it when i have symptoms",
     ("keep using the steroid inhaler every day", "only use it when i have symptoms")),
    ("should I pay off the loan now or only pay the minimum until I get a raise?",
     ("pay off the loan now", "only pay the minimum until I get a raise")),
])

# Near forms: "one" as a numeral or for a thing other than the options, and a context of both, stay cut off.
test_b_rest_context_still_cut = read_as_expected([
    ("Should we book a hotel near the airport or a hotel in the old town for one night?",
     ("hotel near the airport", "hotel in the old town")),
    ("Leather or performance fabric for the new one?", ("Leather", "performance fabric")),
    ("Do I keep the old couch or get rid of it for the new ones?", ("keep the old couch", "get rid of it")),
])

# "<verb> <object> using | A or B": "using" opens an instrument phrase as "with" does; the verb, its object and
# "using" are shared.
test_using_phrase_is_shared_lead = read_as_expected([
    ("Do I deduct my car expenses using the standard mileage rate or actual expenses for 2025?",
     ("standard mileage rate", "actual expenses")),
    ("should I clean the deck using bleach or oxygen cleaner?", ("bleach", "oxygen cleaner")),
    ("do I pay the invoice using a credit card or a bank transfer?", ("credit card", "bank transfer")),
])

# A pair set off by commas on both sides, with the context of both after the second ("What's your advice, a … or
# Original Medicare with a Part D plan, for someone …"): all before that comma is B's own.
test_comma_set_off_pair_keeps_b_whole = read_as_expected([
    ("What's your advice, a Medicare Advantage plan or Original Medicare with a Part D plan, for someone with type 1 "
     "diabetes?", ("Medicare Advantage plan", "Original Medicare with a Part D plan")),
    ("Quick question, a gas range or an induction cooktop with a wall oven, for a small kitchen?",
     ("gas range", "induction cooktop with a wall oven")),
    ("In your view, a Roth IRA or a traditional IRA with an employer match, for a 25-year-old?",
     ("Roth IRA", "traditional IRA with an employer match")),
])

# "<verb> <object> <adverbial> or split over …": B may be a participle of manner ("take it split over the day", A
# then only "all at once") or a verb of its own: refused; with its own object B is a verb phrase.
test_participle_b_is_refused = still_refused([
    "do i take the prednisone all at once or split over the day for poison ivy?",
    "should I take the ibuprofen in one dose or spread over the afternoon?",
    "do I give the dog his food in one meal or split into two?",
])
test_b_verb_with_object_still_read = read_as_expected([
    ("should we sell the house or split the proceeds?", ("sell the house", "split the proceeds")),
    ("should I keep the bonus or split it with my brother?", ("keep the bonus", "split it with my brother")),
])

# "I'd like to know which …, A or B.": a wish to know which asks to choose, as "to know if" does, though the sentence
# ends with a period.
test_to_know_which_asks = read_as_expected([
    ("I'd like to know which is healthier for someone with high blood pressure, walking every day or swimming twice "
     "a week.", ("walking every day", "swimming twice a week")),
    ("I would love to know which is cheaper to run, a heat pump or a gas boiler.", ("heat pump", "gas boiler")),
    ("I'd like to know which one you would pick, the Kindle or the Kobo.", ("Kindle", "Kobo")),
])

# A word before a bracketed gloss that closes the option is a noun ("higher auto liability limits (250/500)"), not a
# verb at the option's edge; a bracket left open inside the option still fails the check.
test_word_before_gloss_is_noun = read_as_expected([
    ("umbrella policy ($1M, ~$300/yr) or higher auto liability limits (250/500)?",
     ("umbrella policy ($1M, ~$300/yr)", "higher auto liability limits (250/500)")),
    ("higher deductibles (2,500) or lower premiums?", ("higher deductibles (2,500)", "lower premiums")),
])
test_open_gloss_still_refused = still_refused([
    "a basic plan (free) or a premium plan ($20 per month)?",
])
# With A closing on a gloss of its own, B is no longer cut inside its gloss (test_heldout55_refusals.py).
test_gloss_kept_whole_against_a_gloss = read_as_expected([
    ("a term policy (20 years) or whole life coverage limits (paid up at 65)?",
     ("term policy (20 years)", "whole life coverage limits (paid up at 65)")),
])

# A reported choice: "<subject> said (that) <pronoun> <modal> | A or B" — the verb of saying, the pronoun and its
# modal lead in to two verb phrases; told alone, with nothing asking, it stays a statement.
test_told_modal_leads_in = read_as_expected([
    ("My doctor says my vitamin D is low. She said I can take a supplement or just get more sun. I live in Seattle. "
     "Which would you do?", ("take a supplement", "just get more sun")),
    ("The vet says we could operate now or wait and see. What would you do?", ("operate now", "wait and see")),
    ("My accountant said that I should file jointly or file separately. Which one?",
     ("file jointly", "file separately")),
])
test_told_modal_alone_still_refused = still_refused([
    "She said I can take a supplement or just get more sun.",
])
