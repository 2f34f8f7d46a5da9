"""the hundred-and-eleventh held-out part's 6 silent misreads (bench/results/questions_heldout111_first.txt), read right
by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A plural noun in "-es" is no verb's "-s" form unless its stem ends as a verb's "-es" form does ("watches", "goes"):
# "natural wines" is no subject and its verb "win", so the predicate after B is cut.
test_plural_noun_is_no_verb = read_as_expected([
    ("Do natural wines from the Loire or from the Jura hold up better once opened?",
     ("from the Loire", "from the Jura")),
    ("Do red wines from Chile or from Argentina age better?", ("from Chile", "from Argentina")),
    ("Do sparkling wines from France or from Spain keep longer once opened?", ("from France", "from Spain")),
])

test_es_verbs_unchanged = read_as_expected([
    ("whether the new sofa matches the rug or the curtains", ("rug", "curtains")),  # as before
    ("Do cheap wines or expensive wines give worse hangovers?", ("cheap wines", "expensive wines")),  # as before
])

# "be built over | a big rock or served up": "built" is a participle, "over" a placing preposition, so A keeps them.
test_participle_over_place = read_as_expected([
    ("Need to know if a Negroni should be built over a big rock or served up before I print the menu cards.",
     ("built over a big rock", "served up")),
    ("should the deck be built over the joists or screwed to the frame?",
     ("built over the joists", "screwed to the frame")),
    ("should the shed be built on a gravel base or raised on blocks?", ("built on a gravel base", "raised on blocks")),
])

test_participle_place_unchanged = read_as_expected([
    ("should the sauce be poured over the pasta or served on the side?",
     ("poured over the pasta", "served on the side")),  # as before
])

# "be dry-shaken first or | reverse dry-shaken": B's word qualifies the participle closing B, so "be" is both's.
test_qualified_participle_b = read_as_expected([
    ("Kindly let me know whether the Clover Club should be dry-shaken first or reverse dry-shaken.",
     ("dry-shaken first", "reverse dry-shaken")),
    ("should the steak be seared first or reverse seared?", ("seared first", "reverse seared")),
    ("whether the bed should be dry-aged first or reverse seared", ("dry-aged first", "reverse seared")),
])

test_be_of_a_own_unchanged = read_as_expected([
    ("Should the kids be driven or take the bus?", ("be driven", "take the bus")),  # as before
    ("should I be fired or get promoted?", ("be fired", "get promoted")),  # as before
])

# "feature" is a verb after a modal ("should feature | well spritzes or $6 drafts").
test_feature_as_verb = read_as_expected([
    ("The owner wants a recommendation on whether the happy hour should feature well spritzes or $6 drafts, and I'm "
     "the one writing it up.", ("well spritzes", "$6 drafts")),
    ("should the menu feature well spritzes or $6 drafts?", ("well spritzes", "$6 drafts")),
    ("should the bar feature local beers or imported wines?", ("local beers", "imported wines")),
])

test_feature_noun_unchanged = read_as_expected([
    ("is the feature flag or the config file better?", ("feature flag", "config file")),  # as before
])

# "… or stir | each one": a verb and its object; a closing "to order" is how B is made, B's own, against A's place.
test_made_to_order_b = read_as_expected([
    ("When making batched Manhattans for a wedding, do you dilute in the bottle or stir each one to order?",
     ("dilute in the bottle", "stir each one to order")),
    ("do you batch them in a jug or mix each one to order?", ("batch them in a jug", "mix each one to order")),
    ("should I order the cake from a bakery or bake one to order?", ("order the cake from a bakery",
                                                                    "bake one to order")),
    ("should I label the jars or date each one?", ("label the jars", "date each one")),
])

test_made_to_order_unchanged = read_as_expected([
    ("should I batch it or stir it to order?", ("batch it", "stir it to order")),  # as before
    ("As someone who's never cooked, should I start with pasta or stir fry", ("pasta", "stir fry")),  # as before
])

# A particle closing a verb phrase B after its object ("leave the mint flecks | in?") is the verb's, B's own.
test_object_particle_b = read_as_expected([
    ("Bartender Q: fine strain the Southside or leave the mint flecks in?",
     ("fine strain the Southside", "leave the mint flecks in")),
    ("fine strain the gimlet or leave the ice chips in?", ("fine strain the gimlet", "leave the ice chips in")),
])

test_particle_with_object_unchanged = read_as_expected([
    ("Should I strain the stock or leave the bits in the pot?", ("strain the stock", "leave the bits in the pot")),
    # as before
    ("fine chop the parsley or leave the stems on?", ("fine chop the parsley", "leave the stems on")),  # as before
])

test_built_over_unclear_still_refused = still_refused([
    "should the gazebo be built over the pond or placed on the lawn?",
])

# Refusals of the part now read right.

# "infuse", "macerate", "aerate", "decant", "eyeball" are verbs: "to infuse or to macerate | the gin".
test_listed_verbs = read_as_expected([
    ("to infuse or to macerate the gin with citrus peel", ("infuse", "macerate")),
    ("to steep or to infuse the tea overnight", ("steep", "infuse")),
])

# "just eyeball | pours": the focused verb's object, no verb at B's edge.
test_focused_verb_object = read_as_expected([
    ("Do I buy a proper jigger or just eyeball pours with a shot glass?",
     ("buy a proper jigger", "just eyeball pours with a shot glass")),
    ("should I buy a scale or just eyeball portions by hand?", ("buy a scale", "just eyeball portions by hand")),
])

# Crystal, porcelain and stoneware are materials: "crystal or glass | decanters" share the head.
test_materials_share_head = read_as_expected([
    ("Do crystal or glass decanters aerate wine faster?", ("crystal", "glass")),
    ("Do porcelain or stoneware mugs keep coffee hot longer?", ("porcelain", "stoneware")),
])

# One capitalised "-ing" name written twice is no gerund: "Riesling (Mosel) or Riesling (Clare Valley)".
test_repeated_ing_name = read_as_expected([
    ("Riesling (Mosel) or Riesling (Clare Valley) with pork belly?", ("Riesling (Mosel)", "Riesling (Clare Valley)")),
    ("Riesling from Mosel or Riesling from Clare Valley with pork belly?",
     ("Riesling from Mosel", "Riesling from Clare Valley")),
])

test_repeated_gerund_unchanged = read_as_expected([
    ("Paying off the card or Paying into my ISA first?", ("Paying off the card", "Paying into my ISA first")),
    # as before
])

# Notes with no clause before a stopped pair, and a word calling for the answer after it, ask.
test_prompted_stopped_pair = read_as_expected([
    ("ok so. party at mine saturday. want one big batch drink. punch or sangria. go", ("punch", "sangria")),
    ("party at mine saturday. punch or sangria. go", ("punch", "sangria")),
])

test_told_before_stopped_pair_still_refused = still_refused([
    "The shop takes two kinds of payment. Cash or card. go",  # as before
    "I'm hosting saturday. punch or sangria. go",  # as before
    "party at mine saturday. punch or sangria.",  # as before
])

# An argument under way over which asks: "arguing over which is smoother neat, A or B".
test_arguing_over_which = read_as_expected([
    ("My buddy and I are arguing over which is smoother neat, Don Julio Blanco or Casamigos Blanco, loser buys the "
     "next round.", ("Don Julio Blanco", "Casamigos Blanco")),
    ("my wife and I are arguing over which is better, Paris or Rome", ("Paris", "Rome")),
])

test_argued_still_refused = still_refused([
    "we argued over which is better, Paris or Rome",  # as before
])

# "for pizza night": a noun and its bare time word are one event both options are for, not a name's "for".
test_for_event = read_as_expected([
    ("CHIANTI CLASSICO OR MONTEPULCIANO for pizza night", ("CHIANTI CLASSICO", "MONTEPULCIANO")),
    ("Chianti Classico or Montepulciano for pizza night", ("Chianti Classico", "Montepulciano")),
])

test_for_name_still_refused = still_refused([
    "soup kitchen or habitat for humanity this weekend?!",  # as before
    "soup kitchen or habitat for humanity tomorrow",  # as before
])
