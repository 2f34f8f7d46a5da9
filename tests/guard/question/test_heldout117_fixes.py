"""the hundred-and-seventeenth held-out part's silent misreads (bench/results/questions_heldout117_first.txt), each
read right or refused by a general rule for its form."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An amount in a copula's subject before an articled predicate ("Is the $1.2M difference | a … or a …"): the subject.
test_amount_in_copular_subject = read_as_expected([
    ("Is the $1.2M difference a JUDGMENTAL misstatement or a FACTUAL one?", ("JUDGMENTAL misstatement", "FACTUAL one")),
    ("is the $14,999.99 invoice a 1500-series asset or a 6000-series expense under our threshold?",
     ("1500-series asset", "6000-series expense")),
    ("Is the 2.5M gap a timing difference or a permanent one?", ("timing difference", "permanent one")),
])

test_copular_subject_without_amount_unchanged = read_as_expected([
    ("Is the big difference a judgmental misstatement or a factual one?",
     ("judgmental misstatement", "factual one")),  # as before
    ("Is the fee $500 or $600?", ("$500", "$600")),  # as before
])

# "that" / "this" after an opening "is" before an article or a number B answers: the pronoun subject, not A's.
test_demonstrative_pronoun_subject = read_as_expected([
    ("The owner takes $8k a month. Nothing runs through payroll. Is that a draw or wages?", ("draw", "wages")),
    ("Bank charged us a $35 wire fee. It hit the operating account. Is that 6810 Bank Fees or 7100 Interest Expense?",
     ("6810 Bank Fees", "7100 Interest Expense")),
    ("Is that the right call or overkill?", ("right call", "overkill")),
    ("Was this an accrual or cash?", ("accrual", "cash")),
])

test_demonstrative_determiner_unchanged = read_as_expected([
    ("Was this a scam or a genuine mistake?", ("scam", "genuine mistake")),  # as before
    ("Is this 2019 model or the 2021 one?", ("this 2019 model", "2021 one")),  # as before: B's own "the"
])

test_demonstrative_against_one_still_refused = still_refused([
    "Is that phone or this one better?",
])

# "observe" is a verb: "attend in person or observe over video" two verb phrases, not "person" against "observe".
test_observe_as_verb = read_as_expected([
    ("If the client's inventory count is on a Sunday, do we attend in person or observe over video?",
     ("attend in person", "observe over video")),
    ("should we attend the meeting or observe from the gallery?", ("attend the meeting", "observe from the gallery")),
])

# A participle of searching with its "for" object after a lone participle A ("amortized or tested for impairment"):
# what is searched for is B's own; a "for" phrase with a determiner, or after another verb, stays both's.
test_searched_for_object_of_b = read_as_expected([
    ("Could you please tell me whether goodwill is amortized or tested for impairment under private company GAAP?",
     ("amortized", "tested for impairment")),
    ("should the pipes be flushed or tested for leaks?", ("flushed", "tested for leaks")),
])

test_purpose_of_participles_unchanged = read_as_expected([
    ("vegetables roasted or steamed for the party?", ("roasted", "steamed")),  # as before
    ("Is the car leased or financed for business use?", ("leased", "financed")),  # as before
])

# A participle closing B with its "as" phrase before a "for" purpose ("LLC taxed | as partnership | for …"): the "as"
# phrase is the participle's own, so B's; the purpose after it both's.
test_participle_as_phrase_before_purpose = read_as_expected([
    ("S corp or LLC taxed as partnership for a two-member consultancy?", ("S corp", "LLC taxed as partnership")),
    ("Is it a sole prop or a company registered as a charity for tax purposes?",
     ("sole prop", "company registered as a charity")),
])

test_participle_purpose_alone_unchanged = read_as_expected([
    ("Should I buy a used car or a new car financed for my daughter?", ("used car", "new car financed")),  # as before
    ("S corp or LLC taxed?", ("S corp", "LLC taxed")),  # as before: nothing after the participle
])

# "a <noun> of N or N+1 …": a rough measure of one thing, not two options.
test_rough_measure_of_one_thing_refused = still_refused([
    "Is a variance of 2 or 3 percent normal for a bank rec?",
    "Is a markup of 10 or 11 percent fair?",
])

test_counts_without_measured_noun_unchanged = read_as_expected([
    ("Should I contribute 3 or 4 percent to my 401k?", ("3", "4")),  # as before: no "a <noun> of"
])

# A verb's definite object of up to three words after its article before "as" ("record the Stripe processing fees as
# | cost of sales or operating expenses"): the role is the choice, the verb and object both's.
test_role_after_longer_object = read_as_expected([
    ("record the Stripe processing fees as cost of sales or operating expenses?",
     ("cost of sales", "operating expenses")),
    ("should I book the Zoom annual subscription as a prepaid or an expense?", ("prepaid", "expense")),
])

test_role_against_verb_b_unchanged = read_as_expected([
    ("should we record the grant as revenue or treat the grant as a liability?",
     ("record the grant as revenue", "treat the grant as a liability")),  # as before: B has its own "as"
    ("Should I record the fees as an expense or net them against revenue?",
     ("record the fees as an expense", "net them against revenue")),  # as before: B a verb phrase
])
