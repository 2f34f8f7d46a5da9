"""Session 43's fixes outside the blind parts' own test files, from a batch of everyday prompts written this session
before any was read (``bench/data/question_everyday.yaml``, "session 43, read after writing").

Two silent misreads: a closing "together" set against B's "one at a time" read A as the verb's object with its
manner ("tell the kids about the divorce together" / "one at a time"), and a B after A's "now" lost the clause that
says when it is done ("reporting the scratch … now or just pointing it out | when we return it"). Writing the tests
showed two more of the same idiom: "all at once" lost its "all" in A ("pay it off all at once or in installments"
read "at once") and its "once" in B ("one after the other or all at | once", the idiom's word taken for a clause's
"once").

Then embedded refusals of older parts read right: B's name with its maker after "by" ("… or Cakewalk by BandLab |
support ARA 2"), where the verb the two names share was not found; a stance with no comma after it ("in your opinion
| is A or B the better way"), read as a statement; "I can't tell if it's | A or B", read as a subject pair; and
"need A or | if B | is enough", B's noun phrase."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_joint_manner_against_one_by_one = read_as_expected([
    ("Do we tell the kids about the divorce together or one at a time?", ("together", "one at a time")),
    ("Should we open the presents together or one by one?", ("together", "one by one")),
    ("do we eat all at once or one at a time", ("all at once", "one at a time")),  # as before
    ("Should we tell the kids together or with a counsellor?", ("together", "with a counsellor")),  # as before
    ("Do we tell the kids together or separately?", ("together", "separately")),  # as before
])

test_all_at_once_whole = read_as_expected([
    ("Do I pay it off all at once or in installments?", ("all at once", "in installments")),
    ("Should I take it all at once or in two doses?", ("all at once", "in two doses")),
    ("Should I do the exercises one after the other or all at once?", ("one after the other", "all at once")),
    ("Should I pay the builder all at the end or in stages?", ("all at the end", "in stages")),  # as before
    ("do I pay monthly or all at once?", ("monthly", "all at once")),  # as before
])

test_b_keeps_its_when_clause_against_now = read_as_expected([
    ("Is it worth reporting the scratch on the hire car now or just pointing it out when we return it?",
     ("reporting the scratch on the hire car now", "just pointing it out when we return it")),
    ("Should I report it now or just mention it once we are back home?",
     ("report it now", "just mention it once we are back home")),
    ("Should I call her now or text her when she gets back?", ("call her now", "text her when she gets back")),
    ("should i buy the tickets now or just wait, when prices drop?", ("buy the tickets now", "just wait")),
])

test_when_clause_without_now_unchanged = read_as_expected([
    ("Is it worth reporting the scratch on the hire car or just pointing it out when we return it?",
     ("reporting the scratch on the hire car", "just pointing it out")),  # as before: no time of A's own
])

# An embedded refusal of part 87: B's name names its maker after "by" before the verb the two names share.
test_name_by_its_maker_before_the_verb = read_as_expected([
    ("I'm making a comparison table for my YouTube channel and need one fact checked: does Reaper or Cakewalk by "
     "BandLab support ARA 2 natively?", ("Reaper", "Cakewalk by BandLab")),
    ("Does Ableton or Cakewalk by BandLab support ARA 2?", ("Ableton", "Cakewalk by BandLab")),
    ("does Reaper or Cakewalk support ARA 2 natively?", ("Reaper", "Cakewalk")),  # as before
])

test_by_a_weekday_is_no_maker = still_refused([
    "Does Reaper or Cakewalk by Monday support ARA 2?",
])

# An embedded refusal of part 74: a stance with no comma after it before the asked question ("in your opinion | is A
# or B the better way", no question mark), read as a statement. Taking the stance off showed a refusal of the bare
# form: a verb and its comparative before two phrases of one preposition ("do orchids rebloom better | with bark or
# with moss") were read as a subject pair awaiting a verb after B.
test_stance_before_the_question = read_as_expected([
    ("in your opinion is the €1,200 Kaution or the Kautionsversicherung at €8/month the better way to handle the "
     "deposit", ("€1,200 Kaution", "Kautionsversicherung at €8/month")),
    ("in your opinion is tea or coffee better", ("tea", "coffee")),
    ("realistically is tea or coffee better?", ("tea", "coffee")),
    ("In my honest opinion should I rent or buy?", ("rent", "buy")),  # as before
    ("personally deliver it or post it?", ("personally deliver it", "post it")),  # as before: a manner, no stance
    ("in your experience do orchids rebloom better with bark or with moss in a clear pot?",
     ("with bark", "with moss")),  # as before
])

test_verb_and_comparative_before_two_phrases = read_as_expected([
    ("Do orchids rebloom better with bark or with moss?", ("with bark", "with moss")),
    ("Do tomatoes grow better in pots or in grow bags?", ("in pots", "in grow bags")),  # as before
    ("I wonder if you could advise whether blueberries do better in ericaceous compost or in rainwater-acidified "
     "normal soil?", ("in ericaceous compost", "in rainwater-acidified normal soil")),
    ("Would training my puppy with treats or with a clicker work faster?", ("with treats", "with a clicker")),  # as
    # before: the phrases are the subject's, the verb after B
])

# An embedded refusal of part 97: after "I can't tell if it's" the pair is what it is, not a subject pair awaiting
# a verb; only where the asker says they cannot tell (a told "whether it's A or B" stays as it was).
test_unsure_what_it_is = read_as_expected([
    ("there's white fuzz on my seedlings and I can't tell if it's damping off or just mould on the compost surface, "
     "pics attached", ("damping off", "just mould on the compost surface")),
    ("I can't tell if it's mildew or mould", ("mildew", "mould")),
    ("can't tell if it's a cold or the flu", ("cold", "flu")),  # as before
])

test_told_what_it_is_stays_refused = still_refused([
    "I can never remember whether it's affect or effect.",
    "My fiancé doesn't care whether it's roses or peonies, so it's up to me lol",
])

# Two embedded refusals of parts 52 and 79: "need A or | if B | is enough / fine", B's noun phrase against A's noun,
# as "need a crown or will a filling do?" (``sufficing_b``). Against a verb phrase it stays refused.
test_if_b_suffices = read_as_expected([
    ("Trying to figure out whether we need a second shooter or if one photographer is enough for 200 guests.",
     ("second shooter", "one photographer")),
    ("Please let me know if we need an infant car seat or if a convertible from day one is fine",
     ("infant car seat", "convertible")),
    ("not sure if I need a new boiler or if a service is enough", ("new boiler", "service")),
])

test_if_b_suffices_against_a_verb_stays_refused = still_refused([
    "I was hoping you could explain whether I should microchip my indoor cat or if a collar tag is enough",
    "do I need a lawyer or if it's fine to do it myself",
])

# Misreads of part 117 its helper left: a complement bound to B's last word, a coded account after an unlisted verb,
# and one head noun on both sides of A's phrase.
test_complement_bound_to_b = read_as_expected([
    ("We signed a 7 year office lease. There's a 3 month rent free period. Straight-line the rent expense or record "
     "it as paid?", ("Straight-line the rent expense", "record it as paid")),
    ("an 8.5% IBR or the 6.25% rate implicit in the lease?", ("8.5% IBR", "6.25% rate implicit in the lease")),
    ("book it as a holiday or record it as sick leave?", ("book it as a holiday", "record it as sick leave")),  # as
    # before: A has its own "as"
    ("Should I take the standard deduction or itemize for this client with $14k of mortgage interest?",
     ("take the standard deduction", "itemize for this client with $14k of mortgage interest")),  # was cut at "with"
    ("Should I take the standard deduction or itemize for this client?",
     ("take the standard deduction", "itemize for this client")),  # as before
])

test_coded_account_after_an_unlisted_verb = read_as_expected([
    ("JE-2024-118 — debit 1200 Prepaids or 6300 Insurance Expense for the annual D&O policy?",
     ("1200 Prepaids", "6300 Insurance Expense")),
    ("debit 1200 Prepaids or 6300 Insurance Expense?", ("1200 Prepaids", "6300 Insurance Expense")),
    ("should I buy 2 Kindles or 3 Kobos?", ("2 Kindles", "3 Kobos")),  # as before
])

test_one_head_across_a_phrase = read_as_expected([
    ("What do you guys recommend for a client who moved mid-year: part-year resident returns in both states or a "
     "nonresident return only?", ("part-year resident returns in both states", "nonresident return only")),
    ("Do I deduct my car expenses using the standard mileage rate or actual expenses for 2025?",
     ("standard mileage rate", "actual expenses")),  # as before: B has no article, A's phrase is the choice
    ("Storing secrets in Vault or AWS Secrets Manager?", ("Vault", "AWS Secrets Manager")),  # as before
])

# After the merge part 113's echoed preposition took the infinitive's "to" for B's ("whether | to press seams open or
# to the side" read A as "to press seams open", right before): "to" before a verb is no preposition.
test_echoed_to_is_no_infinitive = read_as_expected([
    ("Trying to figure out whether to press seams open or to the side", ("open", "to the side")),
    ("be reviewed by the full board annually or by the safeguarding lead every six months?",
     ("by the full board annually", "by the safeguarding lead every six months")),  # as before
])

# The last two silent misreads of part 117: a phrase B needs to stand against A. (The third left, part 115's "RO water
# or tap | with Prime", had a label without the convention's other reading: "with Prime" may be both's, as part 89's
# "coffee or tea | with Splenda" is read; its label now has both, and its reading is unchanged.)
test_lone_b_keeps_its_tail = read_as_expected([
    ("RO water or tap with Prime for shrimp?", ("RO water", "tap")),  # as before
    ("Looking for advice from people who've done both: Big 4 audit or in-house at a startup?",
     ("Big 4 audit", "in-house at a startup")),
    ("correct the W-2 with a W-2c or issue a corrected paystub and fix it next year",
     ("correct the W-2 with a W-2c", "issue a corrected paystub and fix it next year")),
    ("coffee or tea with milk?", ("coffee", "tea")),  # as before: no name added
    ("should I work in-house or freelance at a startup?", ("in-house", "freelance")),  # A a way too: the place both's
    ("Should I fix it now or replace it and sell the old one next year?",
     ("fix it now", "replace it and sell the old one next year")),  # as before: B's time against A's "now"
])

# Punctuation refusals of parts 114 and 115: a slashed pair before a dash and "which <kind>" closing the prompt, or
# "thoughts?"; a doubled slash as one.
test_slashed_pair_before_a_dash = read_as_expected([
    ("Seachem Prime / API Stress Coat — which dechlorinator", ("Seachem Prime", "API Stress Coat")),
    ("tap shoes: Bloch Jazz Tap // Capezio Fluid — thoughts?", ("Bloch Jazz Tap", "Capezio Fluid")),
    ("Seachem Prime or API Stress Coat — which dechlorinator", ("Seachem Prime", "API Stress Coat")),  # as before
    ("monologue choice -- Juliet (2.2) / Viola (2.2)... which one?!", ("Juliet (2.2)", "Viola (2.2)")),  # a heading
    # before a double dash, a short bracketed note after each side
    ("monologue choice -- Juliet / Viola... which one?!", ("Juliet", "Viola")),
])

test_slashed_pair_without_a_choice_stays_refused = still_refused([
    "burial / cremation — which did you choose and do you regret it",  # as before
])
