"""Fixes for the hundred-and-forty-third held-out part (jewellery and engagement rings), written blind and scored
before any fix.

Silent misreads read right: a named place after B's verb phrase when A has its own place adverb ("buy here or cross
the border to a jeweller | in Buffalo": B's own place, not both's); a passive participle phrase against a participle
of leaving and its state ("be | welded to the engagement ring or kept separate"); a side word standing for A's noun
("on | the right hand or the left"); a place preposition's bare noun against a place adverb ("in store | or online");
B's plural noun after its article before a bare verb and a comparative ("the pearl drops | go better"); B's closing
"with" phrase against A's own phrase after its head ("a solitaire on a plain band, or a trilogy | with side
sapphires")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_named_place_after_a_place_adverb_is_bs_own = read_as_expected([
    ("We're in Toronto. Budget is around CAD 8k. Does it make more sense to buy here or cross the border to a "
     "jeweller in Buffalo?", ("buy here", "cross the border to a jeweller in Buffalo")),
    ("[ticket 5521] Customer asking: resize in-house or send to the workshop in Birmingham?",
     ("resize in-house", "send to the workshop in Birmingham")),
    ("Should we eat here or go to a pub in Camden?", ("eat here", "go to a pub in Camden")),
    ("Do we host it in-house or hire a firm in Manchester?", ("host it in-house", "hire a firm in Manchester")),
    ("Should I train here or fly to a camp in Spain?", ("train here", "fly to a camp in Spain")),
    ("Should I rent a car or take the train in Scotland?", ("rent a car", "take the train")),  # as before: no place
    # of A's own, the place is both's
])

test_a_participle_phrase_against_a_participle_of_leaving = read_as_expected([
    ("3) Should the wedding band be welded to the engagement ring or kept separate?",
     ("welded to the engagement ring", "kept separate")),
    ("Should the fence be nailed to the posts or kept loose?", ("nailed to the posts", "kept loose")),
    ("Should the cabinet be screwed to the wall or left free-standing?", ("screwed to the wall", "left free-standing")),
    ("Should the door be painted or left bare?", ("painted", "left bare")),  # as before
    ("Should the sign be mounted on the right or left side?", ("right", "left side")),  # as before: "left" a side
])

test_a_side_word_standing_for_as_noun = read_as_expected([
    ("Wearing the engagement ring on the right hand or the left after the wedding?", ("right hand", "left")),
    ("Should the baby sleep in the cot by the left wall or the right?", ("left wall", "right")),
    ("Should I wear it on the right hand or the left hand?", ("right hand", "left hand")),  # as before: B's own noun
])

test_a_place_prepositions_bare_noun_against_a_place_adverb = read_as_expected([
    ("Buying the wedding bands in store or online this year?", ("in store", "online")),
    ("Do you sell in store or online?", ("in store", "online")),
    ("Should we meet in person or remotely?", ("in person", "remotely")),  # as before
    ("Is running on a treadmill or outside better?", ("on a treadmill", "outside")),  # as before: an article's noun
])

test_bs_plural_noun_after_its_article_before_a_bare_verb = read_as_expected([
    ("Quick one for my wife: she'd like to know if the diamond studs or the pearl drops go better with a navy dress",
     ("diamond studs", "pearl drops")),
    ("I wonder if the gold studs or the silver drops go better with a black dress", ("gold studs", "silver drops")),
    ("whether the wool rugs or the jute runs go better in a hallway", ("wool rugs", "jute runs")),
    ("Do black shoes or brown boots go better with navy?", ("black shoes", "brown boots")),  # as before
])

test_bs_with_phrase_against_as_own_phrase = read_as_expected([
    ("Which would you go for — a solitaire on a plain band, or a trilogy with side sapphires?",
     ("solitaire on a plain band", "trilogy with side sapphires")),
    ("Should I buy a desk by the window or a table with drawers?", ("desk by the window", "table with drawers")),
    ("Should I get a bed on legs or a divan with storage?", ("bed on legs", "divan with storage")),
    ("Should we get a house with a garden or a flat with a balcony?", ("house with a garden", "flat with a balcony")),
    # as before
])
