"""the seventy-fourth held-out part's 9 silent misreads (bench/results/questions_heldout74_first.txt): eight read right
by general rules, the ninth ("… try to evict or to offer cash for keys": B's own object, or both verbs'?) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A subject pair's predicate opening on an adverb ("usually go", "typically cost"): the adverb is the predicate's.
test_adverb_before_a_subject_pairs_verb = read_as_expected([
    ("Do Somerville or Cambridge apartments usually go faster in August?", ("Somerville", "Cambridge apartments")),
    ("Would the bus or the train really get me there sooner?", ("bus", "train")),
    ("Do Honda or Toyota trucks generally hold their value better?", ("Honda", "Toyota trucks")),
])

test_subject_pair_without_adverb_as_before = read_as_expected([
    ("Do Somerville or Cambridge apartments go faster in August?", ("Somerville", "Cambridge apartments")),
])

# B closing on the head noun A's phrase follows ("tenants on 12-month leases or month-to-month tenants"): A keeps it.
test_head_before_a_phrase_repeated_by_b = read_as_expected([
    ("Do tenants on 12-month leases or month-to-month tenants cause fewer headaches in your experience?",
     ("tenants on 12-month leases", "month-to-month tenants")),
    ("Should I book rooms with a view or quiet rooms?", ("rooms with a view", "quiet rooms")),
    ("Are bikes with disc brakes or rim-brake bikes easier to maintain?",
     ("bikes with disc brakes", "rim-brake bikes")),
])

test_no_head_repeated_as_before = read_as_expected([
    ("Are apartments in Brooklyn or Queens cheaper?", ("Brooklyn", "Queens")),
    ("is it better to grind ranked or to play casual till my aim gets better",
     ("grind ranked", "play casual till my aim gets better")),
])

# A bare object and its phrase after a repeated "to" against a lone verb: B's own object, or both's? Refused.
test_bare_object_after_repeated_to_refused = still_refused([
    "should i try to evict or to offer cash for keys",
    "is it better to repaint or to sell furniture on Craigslist?",
    "should we try to negotiate or to trade equity for salary",
])

test_articled_object_after_repeated_to_still_shared = read_as_expected([
    ("is it better to lease or to buy a car", ("lease", "buy")),
    ("is it better to rent or to buy furniture?", ("rent", "buy")),
])

# A phrase pointing with "the one" and telling it apart closes a verb-phrase B: which thing B takes.
test_phrase_pointing_with_the_one = read_as_expected([
    ("Should I move my boxes to the cheaper unit across town or keep paying $40 more for the one around the corner?",
     ("move my boxes to the cheaper unit across town", "keep paying $40 more for the one around the corner")),
    ("Should we buy the bigger house in the suburbs or stay in the one we have now?",
     ("buy the bigger house in the suburbs", "stay in the one we have now")),
    ("Do I sign the lease for the downtown loft or hold out for the one with a yard?",
     ("sign the lease for the downtown loft", "hold out for the one with a yard")),
])

test_the_one_alone_as_before = read_as_expected([
    ("Should I take the job offer from Google or wait for the one?", ("take the job offer from Google",
                                                                      "wait for the one")),
    ("Should I fix my old laptop or buy a new one for school?", ("fix my old laptop", "buy a new one")),
])

# A subject pair, A with a phrase of its own: B's phrase up to the predicate's verb is B's.
test_phrase_of_b_when_a_has_one = read_as_expected([
    ("as someone with a cat and a big dog, would apartment 2A with the yard or 5C near the dog park work better",
     ("apartment 2A with the yard", "5C near the dog park")),
    ("Would the room with a desk or the one by the window get more light?", ("room with a desk", "one by the window")),
    ("would the house with the pool or the cabin near the lake cost more to insure?",
     ("house with the pool", "cabin near the lake")),
])

test_phrase_of_b_when_a_has_none_as_before = read_as_expected([
    ("would apartment 2A or 5C near the dog park work better", ("apartment 2A", "5C")),
])

# A time adverb closing B against A's time clause ("before we move in, or skim coat later"): B's own time.
test_time_adverb_against_a_time_clause = read_as_expected([
    ("Closing is on the 14th. The house has popcorn ceilings everywhere. They tested negative for asbestos. Scrape "
     "them before we move in, or skim coat later?", ("Scrape them before we move in", "skim coat later")),
    ("Should we paint the deck before it rains or stain it tomorrow?",
     ("paint the deck before it rains", "stain it tomorrow")),
])

test_time_adverb_without_a_time_as_before = read_as_expected([
    ("Scrape the ceilings, or skim coat later?", ("Scrape the ceilings", "skim coat")),
])

# A figure B named by "one" against A's head phrase: A keeps its head, B its "one" and telling clause.
test_figure_one_against_a_head_phrase = read_as_expected([
    ("the electricity-included listing at $1,450 or the $1,300 one where I pay my own. thoughts?",
     ("electricity-included listing at $1,450", "$1,300 one where I pay my own")),
    ("Should I rent the studio at $900 or the $1,100 one with parking?", ("studio at $900", "$1,100 one with parking")),
    ("the furnished room for $700 or the $600 one?", ("furnished room for $700", "$600 one")),
])

test_figures_without_one_as_before = read_as_expected([
    ("the studio for $900 or $1,100?", ("$900", "$1,100")),
])

# A phrase of the asker's own ("with my new tenants") after a B repeating A's head: the context, cut.
test_asker_phrase_after_repeated_head = read_as_expected([
    ("Should I do a one-year lease or a two-year lease with my new tenants?", ("one-year lease", "two-year lease")),
    ("Should we take the 8am flight or the noon flight with our kids?", ("8am flight", "noon flight")),
    ("Should I rent a small van or a big van with my brother?", ("small van", "big van")),
])

test_articled_feature_after_repeated_head_kept = read_as_expected([
    ("Should I do a one-year lease or a two-year lease with a break clause?",
     ("one-year lease", "two-year lease with a break clause")),
])

# A's "my" against B's own article; a phrase and a "who" clause closing B are B's.
test_possessive_a_and_who_clause_b = read_as_expected([
    ("Help me pick between living with my college friend and a stranger from Facebook Marketplace who seems nice",
     ("my college friend", "stranger from Facebook Marketplace who seems nice")),
    ("Help me pick between living with my college friend and a stranger from Facebook Marketplace",
     ("my college friend", "stranger")),
    ("Should we go with our old plumber or a new one?", ("our old plumber", "new one")),
])

test_possessive_on_both_as_before = read_as_expected([
    ("Should I bring my car or my bike?", ("my car", "my bike")),
])

# "no" after a verb of saying closes an option as an answer, no determiner cut short (of the part's refused prompts).
test_said_no_closes_an_option = read_as_expected([
    ("roomate wants to get a dog. say yes or say no?? its a no-pets building btw", ("say yes", "say no")),
    ("my boss asked me to cover the weekend. say yes or say no?", ("say yes", "say no")),
])

test_determiner_no_still_refused = still_refused([
    "Should I get a dog or have no",
])
