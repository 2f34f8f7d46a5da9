"""the hundred-and-ninth held-out part's 10 silent misreads (bench/results/questions_heldout109_first.txt): nine read
right by general rules, the tenth ("Will kit for $39.99 or the $299 attorney-reviewed will?") refused, its opening
"Will" maybe the question's."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A compound subject's clause before A ("my sister and I keep going back and forth on | natural burial vs …").
test_compound_subject_clause = read_as_expected([
    ("my sister and I keep going back and forth on natural burial vs green cremation (aquamation) for mom",
     ("natural burial", "green cremation (aquamation)")),
    ("my wife and I keep going back and forth on natural burial vs cremation", ("natural burial", "cremation")),
    ("my husband and I are torn on a cruise vs a safari", ("cruise", "safari")),
])

test_lone_subject_unchanged = read_as_expected([
    ("I am torn on natural burial vs green cremation (aquamation) for mom",
     ("natural burial", "green cremation (aquamation)")),  # as before
])

# A perfect's participle before A ("she'd have wanted | burial or cremation"): the verb both options are objects of.
test_perfect_participle = read_as_expected([
    ("Mom's wishes were vague so we need to figure out whether she'd have wanted burial or cremation before Friday.",
     ("burial", "cremation")),
    ("whether he'd have preferred burial or cremation", ("burial", "cremation")),
    ("should I have picked the train or a plane?", ("train", "plane")),
])

test_participle_of_no_listed_verb_unchanged = read_as_expected([
    ("i need you to figure out whether the kids should have grilled cheese or chicken nuggets for lunch",
     ("grilled cheese", "chicken nuggets")),  # as before
    ("[LinkedIn poll] Would you rather have unlimited PTO or 25 fixed days?", ("unlimited PTO", "25 fixed days")),
])

# A possessive before a lone noun a verb takes, against B's "a" ("see my doctor or a grief counsellor"): whose.
test_possessed_object_of_verb = read_as_expected([
    ("Three months after losing my husband and still barely sleeping, should I see my doctor or a grief counsellor?",
     ("my doctor", "grief counsellor")),
    ("What's your advice: should I name my brother or a trust company as executor?", ("my brother", "trust company")),
    ("should I ask my brother or a lawyer?", ("my brother", "lawyer")),
])

test_possessive_of_subject_or_modified_head_unchanged = read_as_expected([
    ("Would my savings or a personal loan be better for the deposit?", ("savings", "personal loan")),  # as before
    ("Will my Indian licence or an international driving permit be accepted by the RTA in Dubai?",
     ("Indian licence", "international driving permit")),  # as before
])

# A place closing a bare verb B against a noun phrase A ("Keepsake urn or scatter | at his favourite golf course").
test_place_of_bare_verb_b = read_as_expected([
    ("We split dad's ashes three ways. My share is still in the temporary box. Keepsake urn or scatter at his "
     "favourite golf course?", ("Keepsake urn", "scatter at his favourite golf course")),
    ("urn or bury at our family plot?", ("urn", "bury at our family plot")),
])

test_place_after_bare_nouns_unchanged = read_as_expected([
    ("tea or coffee at my desk?", ("tea", "coffee")),  # as before
])

# "taxable as | income or tax-free …": B stands against A's adjective.
test_adjective_before_as = read_as_expected([
    ("Please could you let me know if the death benefit is taxable as income or tax-free to the beneficiary?",
     ("taxable as income", "tax-free")),
    ("Is the bonus taxable as salary or tax-free?", ("taxable as salary", "tax-free")),
])

# Two states of a copula's subject ("Is bereavement leave usually | paid or unpaid").
test_copular_states = read_as_expected([
    ("Is bereavement leave usually paid or unpaid in the UK?", ("paid", "unpaid")),
    ("Is the job paid or unpaid?", ("paid", "unpaid")),
    ("Are the flats usually furnished or unfurnished in Berlin?", ("furnished", "unfurnished")),
])

test_articled_state_unchanged = read_as_expected([
    ("Is it a paid job or unpaid?", ("paid job", "unpaid")),  # as before
])

# A "before" / "after" phrase of A's own against the opposite one closing B.
test_opposed_time_of_b = read_as_expected([
    ("Inheritance tax on the house: paid by the estate before distribution or by us after we inherit?",
     ("by the estate before distribution", "by us after we inherit")),
    ("Tax on the shares: paid by me before the sale or by the buyer after it closes?",
     ("by me before the sale", "by the buyer after it closes")),
])

test_time_without_own_time_of_a_unchanged = read_as_expected([
    ("by card or by cash after I arrive?", ("by card", "by cash")),  # as before
])

# A bare word and a closing particle as B ("… or shop around?"): a phrasal verb, so A is a verb phrase too.
test_closing_particle_b = read_as_expected([
    ("If you were me would you go with the funeral home the hospice recommended or shop around?",
     ("go with the funeral home the hospice recommended", "shop around")),
    ("should I go with the local firm or shop around?", ("go with the local firm", "shop around")),
])

test_articled_b_unchanged = read_as_expected([
    ("should I go with the local firm or the big one?", ("local firm", "big one")),  # as before
])

# A bare price after "for" against B's articled price with a head of its own: the item and its price against the thing.
test_articled_price_item = read_as_expected([
    ("Basic kit for $40 or the $90 deluxe kit?", ("Basic kit for $40", "$90 deluxe kit")),
    ("a laptop for $500 or the $900 gaming laptop?", ("laptop for $500", "$900 gaming laptop")),
])

test_articled_price_item_refused = still_refused([
    "Will kit for $39.99 or the $299 attorney-reviewed will?",  # "Will" may be the question's
    "We saw a really nice kit for $40 or the $90 deluxe kit?",  # the item opens no sentence: where does it start?
    "Basic kit for $40 or the $90 kit from the shop?",  # B's head runs on into a phrase
])

test_bare_prices_unchanged = read_as_expected([
    ("Get the kit for $40 or the $60?", ("$40", "$60")),  # as before
])

# Refusals of the part read right: the noun "will" after B's article ("a | joint will") and a lone "will" opening its
# clause before "or" ("…, | will or trust?", "[urgent] | will or trust").
test_noun_will = read_as_expected([
    ("Mirror wills vs. a joint will for a married couple in Ontario?", ("Mirror wills", "joint will")),
    ("mirror wills or a joint will?", ("mirror wills", "joint will")),
    ("Since we have no kids and own the house jointly, will or trust?", ("will", "trust")),
    ("[urgent] will or trust — signing next week", ("will", "trust")),
])

test_auxiliary_will_unchanged = read_as_expected([
    ("Do you think tea or a strong coffee will keep me up?", ("tea", "strong coffee")),  # as before
])

test_auxiliary_will_still_refused = still_refused([
    "If it rains, will or won't they cancel?",
])

# "with or without X": the two prepositions are the options, the object both's.
test_with_or_without = read_as_expected([
    ("Does probate in Florida take longer with or without a will?", ("with", "without")),
    ("Is coffee better with or without milk?", ("with", "without")),
])

test_with_against_other_still_refused = still_refused([
    "Is coffee better with or milk?",
])
