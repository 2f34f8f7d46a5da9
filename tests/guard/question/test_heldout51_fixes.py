"""the fifty-first held-out part's 14 silent misreads (bench/results/questions_heldout51_first.txt): thirteen read
right by general rules, the fourteenth ("a 3-day pay or quit notice", one notice's name) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# The noun "motion" and a motion's relief ("motion to dismiss"): the "to" is B's own, no purpose both share.
test_motion_named_as_b = read_as_expected([
    ("Answer or motion to dismiss under 12(b)(6)?", ("Answer", "motion to dismiss")),
    ("Should we file an answer or a motion to dismiss?", ("answer", "motion to dismiss")),
    ("Answer or motion to strike?", ("Answer", "motion to strike")),
])

test_purpose_after_a_motion_still_cut = read_as_expected([
    ("An answer or a motion to save time?", ("answer", "motion")),  # as before: no motion's relief
    ("Settlement or motion to make the deal public?", ("Settlement", "motion")),
])

# A relative clause without "that" closing a noun B, its verb in the past: the phrase after that verb is the clause's.
test_phrase_of_a_relative_clause_in_b = read_as_expected([
    ("Please explain whether the house passes under the will or through the TOD deed my aunt recorded in 2019",
     ("under the will", "through the TOD deed my aunt recorded in 2019")),
    ("Should I follow the old contract or the addendum my landlord drafted in May?",
     ("old contract", "addendum my landlord drafted in May")),
    ("Should I use the template or the form my lawyer emailed to me?", ("template", "form my lawyer emailed to me")),
])

# "as if" / "as though" after a verb phrase B: the manner clause is B's own, no condition cutting B.
test_as_if_clause_of_b = read_as_expected([
    ("Mom passed in March. She had a will but it was never signed by witnesses. Her house is in her name only. "
     "Should we try probating the will or proceed as if she died intestate?",
     ("try probating the will", "proceed as if she died intestate")),
    ("Should I sign the lease or act as if the offer never came?",
     ("sign the lease", "act as if the offer never came")),
])

test_condition_after_b_still_cut = read_as_expected([
    ("Should I call him back or wait if he doesn't reply?", ("call him back", "wait")),  # as before
])

# A passive's participle and "as" before A ("be classified as | employment"): both options', also before an -ing B.
test_passive_participle_and_as_shared = read_as_expected([
    ("Hi! Would you be so kind as to tell me whether my unpaid internship should be classified as employment or "
     "training under the FLSA?", ("employment", "training under the FLSA")),
    ("Should my internship be classified as employment or training?", ("employment", "training")),
    ("Should the hours be counted as volunteering or training?", ("volunteering", "training")),
])

test_participles_of_both_still_kept = read_as_expected([
    ("Should the worker be classified as an employee or treated as a contractor?",
     ("classified as an employee", "treated as a contractor")),  # as before: B's own participle
    ("Should the files be stored as JSON or as CSV?", ("as JSON", "as CSV")),
])

# Two kinds of one head before "of" ("a certified copy or a regular copy | of the judgment"): what both are of.
test_of_phrase_after_a_repeated_head = read_as_expected([
    ("Do I need a certified copy or a regular copy of the judgment to record a lien?",
     ("certified copy", "regular copy")),
    ("Should I get a paper copy or a digital copy of the contract?", ("paper copy", "digital copy")),
    ("Should I file a short form or a long form of the return?", ("short form", "long form")),
])

test_own_of_phrases_still_kept = read_as_expected([
    ("Should I keep a copy of the will or a copy of the deed?", ("copy of the will", "copy of the deed")),
])

# "the" after B's noun in "Is A or B …" opens the predicate noun ("… | the test for …"), as "a" did.
test_the_after_b_opens_the_predicate = read_as_expected([
    ("Con Law outline, Q3 — is strict scrutiny or intermediate scrutiny the test for sex-based classifications?",
     ("strict scrutiny", "intermediate scrutiny")),
    ("Is negligence or strict liability the standard for dog bites in Texas?", ("negligence", "strict liability")),
])

test_the_after_a_preposition_in_b_still_kept = read_as_expected([
    ("Is a trip to Paris or a week in the Alps better?", ("trip to Paris", "week in the Alps")),  # as before
])

# A phrase inside a B of two actions ("oppose it and push | for default") is one action's own, not both options'.
test_phrase_inside_two_actions_of_b = read_as_expected([
    ("Should we stipulate to the extension or oppose it and push for default?",
     ("stipulate to the extension", "oppose it and push for default")),
    ("Should we return the full deposit or keep $350 for the pet damage and send an itemized statement?",
     ("return the full deposit", "keep $350 for the pet damage and send an itemized statement")),
    ("Should I settle the claim or reject it and push for trial?",
     ("settle the claim", "reject it and push for trial")),
])

test_phrase_after_one_action_still_cut = read_as_expected([
    ("Should we sell the house or rent it for a year?", ("sell the house", "rent it")),  # as before
    ("Is it better to scoop and run or to stay and play with a head injury 20 min out?",
     ("scoop and run", "stay and play")),  # as before: A two actions too
])

# A verb phrase B closing on "up" keeps its own phrase ("bring it up | with my supervisor first").
test_phrase_after_up_is_bs = read_as_expected([
    ("Should I report the safety violation to OSHA or bring it up with my supervisor first?",
     ("report the safety violation to OSHA", "bring it up with my supervisor first")),
    ("Should I email HR or take it up with my manager?", ("email HR", "take it up with my manager")),
    ("Should I call the police or set it up with a mediator?", ("call the police", "set it up with a mediator")),
])

# Adjectives of legality judge the options after "Is A or B" ("… | legal on $1,600 rent", "… | enforceable in …").
test_legality_predicate = read_as_expected([
    ("Is a $75 late fee or a 5% late fee legal on $1,600 rent in Oregon?", ("$75 late fee", "5% late fee")),
    ("Is a verbal agreement or a written agreement enforceable in Texas?", ("verbal agreement", "written agreement")),
    ("Is a verbal lease or a handshake deal valid under state law?", ("verbal lease", "handshake deal")),
])

test_legal_as_a_modifier_still_kept = read_as_expected([
    ("Is a 5% legal fee or a flat fee better?", ("5% legal fee", "flat fee")),  # as before
])

# A copula's subject holding a preposition and its number ("Is 81 in a 65 | a 1-point or a 2-point …"); a rate's "a"
# stands before no number.
test_subject_with_a_preposition_before_a = read_as_expected([
    ("Is 81 in a 65 a 1-point or a 2-point violation in NY?", ("1-point", "2-point")),
    ("Is 100 in a 70 a 4-point or a 6-point ticket?", ("4-point", "6-point")),
    ("Is a dog in a crate a happy dog or a sad dog?", ("happy dog", "sad dog")),
])

test_subject_with_an_infinitive_still_whole = read_as_expected([
    ("Is a white lie to spare her feelings or a hard truth to help her grow the kinder thing here?",
     ("white lie to spare her feelings", "hard truth to help her grow")),  # as before
    ("Is the $40 a month plan or the $60 plan better?", ("$40 a month plan", "$60 plan")),  # as before: a rate
])

# A counted span A keeps the sum it closes ("life + 70 years").
test_sum_before_a_counted_span = read_as_expected([
    ("Is the copyright term life + 70 years or 95 years from publication for a work made for hire?",
     ("life + 70 years", "95 years")),
    ("Is the term life plus 50 years or 70 years in Canada?", ("life plus 50 years", "70 years")),
    ("Is the copyright term life + 70 years or 95 years?", ("life + 70 years", "95 years")),
])

test_counted_span_without_a_sum_still_read = read_as_expected([
    ("Should I book the facial one week or two weeks before the big day?", ("one week", "two weeks")),  # as before
])

# Verbs of litigation the lists lacked ("depose"): the verb before A's object is shared with a bare noun B.
test_listed_verbs_of_litigation = read_as_expected([
    ("Any advice? Depose the plaintiff first or the treating physician?", ("plaintiff first", "treating physician")),
    ("Depose the defendant or the expert witness?", ("defendant", "expert witness")),
    ("Should I depose the plaintiff or settle the case?", ("depose the plaintiff", "settle the case")),
])

# Two bare verbs joined by "or" between a count and a head ("a 3-day pay or quit notice"): one notice's name.
test_verbs_or_inside_a_counted_compound_refused = still_refused([
    "Does anyone know if a 3-day pay or quit notice has to be posted on the door?",
    "Is a 3-day pay or quit notice required in Ohio?",
    "Does a 30-day cure or quit notice need to be notarized?",
    "Should I serve a 3-day pay or quit notice?",
])

test_counted_pairs_without_verbs_still_read = read_as_expected([
    ("Is a 30-day or 60-day notice required?", ("30-day", "60-day")),  # as before
    ("Should I take a 3-day hike or a bike tour?", ("3-day hike", "bike tour")),
    ("Should I accept the job offer or keep quiet?", ("accept the job offer", "keep quiet")),
])
