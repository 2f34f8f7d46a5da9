"""the ninety-second held-out part's 5 silent misreads (bench/results/questions_heldout92_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "Is <Name> or <Name> <-ing> <comparative> …": the -ing word is the predicate's verb, not B's.
test_named_progressive_predicate = read_as_expected([
    ("Is Vinted or Depop taking bigger fees from buyers now?", ("Vinted", "Depop")),
    ("Is Uber or Lyft charging higher fees?", ("Uber", "Lyft")),
])

test_named_progressive_unchanged = read_as_expected([
    ("Is a cash ISA or a premium bonds account paying better right now?",
     ("cash ISA", "premium bonds account")),  # as before
    ("Is Vinted or Depop better?", ("Vinted", "Depop")),  # as before
])

# A closing "these days" / "nowadays" after B: the question's time, not B's own.
test_present_time_tail = read_as_expected([
    ("Is it easier to sell furniture on Facebook Marketplace or on Gumtree these days?",
     ("on Facebook Marketplace", "on Gumtree")),
    ("is it cheaper to ship by Royal Mail or by courier nowadays?", ("by Royal Mail", "by courier")),
])

# "<Head> with a <noun> or a <longer phrase>" opening the sentence: B set against the noun, or the whole phrase?
test_opening_head_with_refused = still_refused([
    "Man with a van versus a full removals company: what's the real difference in cost?",
    "Coffee with a croissant or a blueberry muffin?",
])

test_opening_head_with_unchanged = read_as_expected([
    ("Coffee with a croissant or a bagel?", ("croissant", "bagel")),  # as before
    ("Powering the layout with a Digitrax booster or an NCE Power Cab", ("Digitrax booster", "NCE Power Cab")),
    # as before
])

# "<item> for <price> <terms> or <price> <terms>": the item is what both prices are for, the options the offers.
test_priced_item = read_as_expected([
    ("iPhone 12 for £220 on eBay or £190 trade-in at Apple?", ("£220 on eBay", "£190 trade-in at Apple")),
    ("PS5 for £300 cash or £350 store credit?", ("£300 cash", "£350 store credit")),
])

test_priced_item_unchanged = read_as_expected([
    ("pay £20 for the app or £5 a month?", ("£20 for the app", "£5 a month")),  # as before: the price opens A
    ("iPhone 12 for £220 on eBay or a trade-in at Apple?", ("iPhone 12 for £220 on eBay", "trade-in at Apple")),
    # as before: B no price
])

# A noun A, then B a verb and "it" and its own time word: the time word is B's, as after a verb A.
test_it_time_b = read_as_expected([
    ("ebay auction or buy it now for a used dyson", ("ebay auction", "buy it now")),
    ("auction or buy it now?", ("auction", "buy it now")),
])

test_it_time_b_unchanged = read_as_expected([
    ("Should I wait for a sale or buy it now?", ("wait for a sale", "buy it now")),  # as before
    ("Should I finish the Cerenia or stop it now that she's eating?", ("finish the Cerenia", "stop it")),  # as before
])

# A state after its own "-ly" adverb against B's "-ly" adverb and state: A keeps its adverb.
test_adverbed_state = read_as_expected([
    ("Does IKEA furniture survive a move better fully assembled or partly assembled?",
     ("fully assembled", "partly assembled")),
    ("is it better to ship the bed fully assembled or partly assembled?", ("fully assembled", "partly assembled")),
])

test_adverbed_state_unchanged = read_as_expected([
    ("should I put the baby down drowsy or fully asleep?", ("drowsy", "fully asleep")),  # as before
])

# A task verb and an articled object, then "or" and another verb taking "it" back: two things to do with the object.
test_referring_verb_choice = read_as_expected([
    ("list the wardrobe on Marketplace or take it to the tip?",
     ("list the wardrobe on Marketplace", "take it to the tip")),
    ("list the sofa on eBay or give it away?", ("list the sofa on eBay", "give it away")),
])

test_task_still_refused = still_refused([
    "list the pros or cons?",  # as before
    "summarize the report or translate it?",  # as before: two tasks
])
