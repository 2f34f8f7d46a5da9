"""Fixes for the hundred-and-twenty-third held-out part (newsrooms), written blind and scored before any fix.

Silent misreads read right: an inverted "ought" asking which to do ("Ought we to | run …"); a fused "it's" after a
verb of telling and its person ("tell them | it's too late": what B tells); a plural noun before a past tense after
a subject pair ("… or reader donations | grew faster": the "-s" word is B's noun, no verb); a progressive verb after
a bare plural B ("are … or straight news heds | working better"); a noun after an articled amount against a slashed
rate ("$0.75/word or a $1,500 | flat fee"); where a span B is spent ("two years | at a daily paper"); the things a
fit is for ("a better fit for | the politics desk or …"); what B's sending is for ("email her the quote | for
approval"); an unlisted comparative before a preposition, said of both ("Is the iPhone or the Samsung phone |
stricter on …"), refused when a one-word A may share B's head ("the state or the federal FOIA law").

Refusals read right: a gerund repeated before a name ("pitching the Atlantic or pitching Slate": its two objects, not
a noun); quoted options after "between" ("between 'Council approves budget' and '…'": the quotes bound them); what
"it" is after "is it": a figure ("Is it | 3 p.m. or 3 PM") or a passive's agents ("was it actually posted | by
…"); "this" after a preposition closing A, the matter in hand ("follow AP on this | or make …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_inverted_ought_leads_in = read_as_expected([
    ("Ought we to run the claim with a fact-check box or just leave it out?",
     ("run the claim with a fact-check box", "just leave it out")),
    ("Ought I to sell the car or keep it?", ("sell the car", "keep it")),
    ("ought we not to wait for the board or go ahead now?", ("wait for the board", "go ahead now")),
    ("Should I sell the car or keep it?", ("sell the car", "keep it")),  # as before
])

test_what_b_tells_is_bs_own = read_as_expected([
    ("When a source asks to go off the record after the interview is over, do I honor it or tell them it's too "
     "late?", ("honor it", "tell them it's too late")),
    ("should I wait or tell him there's no budget?", ("wait", "tell him there's no budget")),
    ("should I pay the fine or tell the court that\u2019s not my car?",
     ("pay the fine", "tell the court that\u2019s not my car")),
])

test_a_plural_before_a_past_tense_is_bs_noun = read_as_expected([
    ("As part of our grant report we have to say whether event revenue or reader donations grew faster in 2024.",
     ("event revenue", "reader donations")),
    ("I wonder whether ads or reader donations grew faster", ("ads", "reader donations")),
    ("Does coffee or green tea raise blood pressure more?", ("coffee", "green tea")),  # as before
])

test_a_plural_progressive_verb_is_no_part_of_b = read_as_expected([
    ("With the Google Discover traffic drop, are question heds or straight news heds working better for you?",
     ("question heds", "straight news heds")),
    ("Are cats or dogs working better for you?", ("cats", "dogs")),
    ("Are paper maps or phone apps doing better these days?", ("paper maps", "phone apps")),
    ("Is pine or aspen bedding better?", ("pine", "aspen bedding")),  # as before
])

test_bs_fee_against_as_rate = read_as_expected([
    ("$0.75/word or a $1,500 flat fee for a 2,000-word feature?", ("$0.75/word", "$1,500 flat fee")),
    ("£50/month or a £500 annual fee?", ("£50/month", "£500 annual fee")),
    ("$0.75/word or $1,500 for the feature?", ("$0.75/word", "$1,500")),  # as before: no noun
])

test_where_bs_span_is_spent = read_as_expected([
    ("Columbia J-School vs two years at a daily paper: what actually gets you hired?",
     ("Columbia J-School", "two years at a daily paper")),
    ("An MBA or two years at a startup?", ("MBA", "two years at a startup")),
    ("Bootcamp vs 2 years at an agency, which is better for a junior designer?", ("Bootcamp", "2 years at an agency")),
    ("six months or two years in Japan?", ("six months", "two years")),  # as before: both spans
    ("Should the free trial be 14 days or 1 month with a card required?", ("14 days", "1 month")),  # as before
])

test_the_things_a_fit_is_for = read_as_expected([
    ("Could you possibly tell me whether I'd be a better fit for the politics desk or the investigations team, "
     "based on my clips?", ("politics desk", "investigations team")),
    ("Is Maria a better fit for the night shift or the day shift?", ("night shift", "day shift")),
    ("Would I be a good match for a startup or a big company?", ("startup", "big company")),
])

test_what_bs_sending_is_for = read_as_expected([
    ("Do I call the source back or email her the quote for approval?",
     ("call the source back", "email her the quote for approval")),
    ("Should I phone the editor or send him the draft for review?",
     ("phone the editor", "send him the draft for review")),
    ("Should I phone the editor or send the draft for review?", ("phone the editor", "send the draft")),  # as before
])

test_a_comparative_before_a_preposition_is_both_options = read_as_expected([
    ("Is the iPhone or the Samsung phone stricter on app permissions?", ("iPhone", "Samsung phone")),
    ("Is Rust or Go stricter on memory safety?", ("Rust", "Go")),  # as before
])

test_a_head_both_may_share_is_refused = still_refused([
    "Is the state or the federal FOIA law stricter on response deadlines?",
    "Is the city or the county rental code stricter on deposits?",
])

# Refusals read right.

test_a_repeated_gerund_with_a_name_each = read_as_expected([
    ("Between pitching the Atlantic and pitching Slate, which gets a faster reply?",
     ("pitching the Atlantic", "pitching Slate")),
])

test_a_gerund_against_a_bare_compound_stays_refused = still_refused([
    "curing the bridge deck with wet burlap or curing compound?",
])

test_quoted_options_after_between = read_as_expected([
    ("choose between 'Council approves budget' and 'Council OKs $4.2M budget' for the hed",
     ("Council approves budget", "Council OKs $4.2M budget")),
    ('Torn between "We regret the error" and "We apologize for the error" in the correction.',
     ("We regret the error", "We apologize for the error")),
    ("book club vote is between 'Piranesi' and 'The Night Circus' - which one would spark better discussion?",
     ("Piranesi", "Night Circus")),  # as before
])

test_what_it_is_after_is_it = read_as_expected([
    ("Is it 3 p.m. or 3 PM in AP?", ("3 p.m.", "3 PM")),
    ("Is it $40 or $45 a month?", ("$40", "$45")),
    ("Since the quote came from a screenshot on X, was it actually posted by the senator or by a parody account?",
     ("by the senator", "by a parody account")),
    ("was it written by Hemingway or by Fitzgerald?", ("by Hemingway", "by Fitzgerald")),
    ("Is it the lead screw or the belt?", ("lead screw", "belt")),  # as before
])

test_is_it_before_other_words_stays_refused = still_refused([
    "is it just me or is the new layout worse?",
])

test_a_closing_on_this_the_matter_in_hand = read_as_expected([
    ("Do we follow AP on this or make a house exception?", ("follow AP on this", "make a house exception")),
    ("Should I push back on this or let it go?", ("push back on this", "let it go")),
    ("Should I use my 60k Aeroplan points on this or pay $720 cash for YVR-NRT?",
     ("use my 60k Aeroplan points on this", "pay $720 cash for YVR-NRT")),
])

test_this_before_bs_noun_stays_refused = still_refused([
    "Should I put it on this or that shelf?",
])
