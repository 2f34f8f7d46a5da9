"""the fifty-first held-out part's refused pairwise prompts (bench/results/questions_heldout51_first.txt) read right
by general rules: "will" the document, "can I A or do I have to B", a bracketed clause after B, two clauses of place
or time, "or not" before a state, and a clause's hyphenated subject and shared preposition."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "will" the document closing an option after a modifier, or alone opening the prompt before "or" and a noun.
test_will_the_document = read_as_expected([
    ("living trust or pour-over will?", ("living trust", "pour-over will")),
    ("Is a holographic will or a witnessed will safer if I'm doing this without a lawyer?",
     ("holographic will", "witnessed will")),
    ("is a handwritten will or a typed will better", ("handwritten will", "typed will")),
    ("#estateplanning will or trust for a blended family?", ("will", "trust")),
    ("will or trust?", ("will", "trust")),
    ("#estateplanning will or revocable trust", ("will", "revocable trust")),
])

test_will_the_auxiliary_still_refused = still_refused([
    "do you think the market will or won't recover?",
    "I wonder whether prices rising will or won't hurt sales",
    "#help will or won't the court accept it?",
    "will or can they appeal?",
    "Will or should I wait?",
    "will or hire a lawyer?",
])

# "Can I A or do I have to B?": what may be done against what the same subject must do.
test_may_against_must = read_as_expected([
    ("Given that the contract has no termination clause, can we send a 30-day notice or do we have to wait out the "
     "term?", ("send a 30-day notice", "wait out the term")),
    ("The heat has been out for 9 days. I've emailed the property manager 4 times. It's 38 degrees at night. Can I "
     "break the lease or do I have to give them more time?", ("break the lease", "give them more time")),
    ("Can I sublet the apartment or do I need to get the landlord's approval first?",
     ("sublet the apartment", "get the landlord's approval first")),
    ("can we terminate now or must we wait until renewal?", ("terminate now", "wait until renewal")),
])

test_yes_no_questions_still_refused = still_refused([
    "Can I break the lease or do you have to agree?",
    "Can I freeze it or does it go bad?",
    "May I record the call or do I need consent?",
    "Can I break the lease or is it binding?",
])

# A bracketed clause closing B is a remark on the choice, not B's gloss.
test_bracketed_clause_after_b = read_as_expected([
    ("Small claims... do I sue for $4,999 or the full $5,600 (limit is $5k)", ("$4,999", "full $5,600")),
    ("should I ask for $500 or the full $700 (rent is $1,400)?", ("$500", "full $700")),
    ("do I take the buyout or the pension (the company is struggling)", ("buyout", "pension")),
])

test_bracketed_gloss_still_kept = read_as_expected([
    ("should I buy vinyl plank (LVP) or tile?", ("vinyl plank (LVP)", "tile")),  # as before
])

# Two clauses of place or time opened by the same "where" / "when".
test_two_wh_clauses = read_as_expected([
    ("Since the defendant lives in another county, do I file where he lives or where the car was fixed?",
     ("where he lives", "where the car was fixed")),
    ("do I file where he lives or where the accident happened?", ("where he lives", "where the accident happened")),
    ("should we meet where it's quiet or where the kids can play?", ("where it's quiet", "where the kids can play")),
    ("should I pay when the invoice arrives or when the work is done?",
     ("when the invoice arrives", "when the work is done")),
])

test_unpaired_wh_clauses_still_refused = still_refused([
    "do I sue where I live or in his county?",
    "should I go where the jobs are or stay home?",
    "where or when should we meet?",
    "do we file when he moves or before?",
])

# "or not" before a state: a negated option B; A cut to its counterpart.
test_negated_state = read_as_expected([
    ("better to plead no contest or not guilty on a red light camera ticket", ("no contest", "not guilty")),
    ("should I plead guilty or not guilty?", ("guilty", "not guilty")),
    ("should I enter no contest or not guilty?", ("no contest", "not guilty")),
    ("is the landlord liable or not liable for the mold?", ("liable", "not liable")),
])

test_yes_no_or_not_still_refused = still_refused([
    "should I tell her or not?",
    "should I sign now or not yet?",
    "is it worth it or not really?",
    "should I go or not at all?",
    "should I go or not, since it's raining?",
    "should I plead the fifth or not guilty?",
    "should I call or not call the landlord?",
])

# A clause's subject may hold hyphenated words; the preposition after its verb is both's when B has none.
test_clause_subject_and_shared_preposition = read_as_expected([
    ("I need to know if the 21-day safe harbor under Rule 11 runs from service or from filing, for my motion.",
     ("from service", "from filing")),
    ("I need to know if the 30-day window runs from service or from filing.", ("from service", "from filing")),
    ("I'd appreciate it if you could look at whether my non-solicit applies to former clients or only current ones",
     ("former clients", "only current ones")),
    ("whether the policy applies to contractors or only employees", ("contractors", "only employees")),
    ("look at whether my non-compete applies to former clients or current clients",
     ("former clients", "current clients")),  # as before
])

# B opening with a modal of its own against the modal before A: B keeps its modal.
test_modal_of_b_against_the_lead = read_as_expected([
    ("Kindly let me know whether the security deposit should go in a separate escrow account or can stay in my "
     "operating account, I'm a new landlord", ("go in a separate escrow account", "can stay in my operating account")),
    ("whether the deposit should go in escrow or can stay in my account", ("go in escrow", "can stay in my account")),
    ("whether we should sue now or can wait until spring", ("sue now", "can wait until spring")),
])

test_same_modal_still_refused = still_refused([
    "whether we should sue now or should wait until spring",
])

# A bracketed remark closing a headed pair of verb phrases is its own clause: the pair still asks.
test_headed_pair_before_a_closing_remark = read_as_expected([
    ("Executor question -- sell the house as-is or fix it up first (roof is shot)",
     ("sell the house as-is", "fix it up first")),
    ("Executor question -- sell the house or fix it up first (roof is shot)", ("sell the house", "fix it up first")),
    ("Landlord stuff -- repaint the unit or replace the carpet (budget is tight)?",
     ("repaint the unit", "replace the carpet")),
])

test_told_pair_before_a_remark_still_refused = still_refused([
    "Probate update -- sell the house or fix it up first (roof is shot).",
    "Reminder -- email the bank or call them (they close at 5).",
])

# A pictograph after a told fragment sets it off as context; a time clause of B's own ("till I get …") tells nothing.
test_context_before_a_pictograph_and_b_own_time_clause = read_as_expected([
    ("fired today 😭 file for unemployment tonight or wait till I get the termination letter",
     ("file for unemployment tonight", "wait till I get the termination letter")),
    ("lease ends soon 😬 renew now or wait until they send the offer", ("renew now", "wait until they send the offer")),
    ("got laid off 😭 apply for jobs now or take a month off", ("apply for jobs now", "take a month off")),
    ("meal kit 🥡 or grocery delivery", ("meal kit", "grocery delivery")),  # as before
])

test_told_after_a_pictograph_still_refused = still_refused([
    "tired 😴 I should nap or go for a run",
    "fired today 😭 file for unemployment tonight or wait till I get the termination letter.",
])

# "at all" after a "no" phrase is B's own.
test_no_phrase_at_all = read_as_expected([
    ("quit w/ 2 wks notice, or no notice at all?? (toxic mgr)", ("2 wks notice", "no notice at all")),
    ("quit with 2 weeks notice or no notice at all?", ("2 weeks notice", "no notice at all")),
    ("should we hire a nanny or no help at all?", ("nanny", "no help at all")),
])

test_at_all_times_still_cut = read_as_expected([
    ("do I need a lawyer or no lawyer at all times", ("lawyer", "no lawyer")),  # as before
])

# Was a near-miss of the forty-seventh part (refused): the bracketed clause closing B is now cut, so the pair reads as
# its label has it.
test_long_options_before_a_bracketed_clause = read_as_expected([
    ("Give the $2,000 bonus to my struggling cousin or put it in my own emergency fund (which is at $0)?",
     ("Give the $2,000 bonus to my struggling cousin", "put it in my own emergency fund")),
])
