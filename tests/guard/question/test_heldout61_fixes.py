"""the sixty-first held-out part's speech disfluencies (bench/results/questions_heldout61_first.txt): a wake phrase
("hey assistant"), fillers ("um", "uh", a spoken "like", "you know") and a self-correction ("no wait") are no words
of an option: read out of the prompt, one concept (``forms/asking/_disfluency``). Seven silent misreads now read
right, the eighth ("paint the bathroom white or like a light sage green") refused; seven refusals now read right.
(The eighth, and the shades of three words, read since the embedded refusals of parts 61-73: a lone colour against a
shade closing the sentence names B whole, ``test_embedded_refusals``.)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "hey assistant": a voice assistant's wake phrase, as "hey google" is.
test_wake_phrase_of_an_assistant = read_as_expected([
    ("hey assistant whole milk or two percent", ("whole milk", "two percent")),
    ("hey assistant route one vs route nine which is faster right now", ("route one", "route nine")),
    ("hey assistant is saturday or sunday gonna be warmer", ("saturday", "sunday")),
    ("hey assistant oat milk or almond milk", ("oat milk", "almond milk")),
])

test_assistant_as_a_word_still_read = read_as_expected([
    ("should i hire an assistant or a contractor", ("assistant", "contractor")),  # as before
    ("assistant manager or team lead", ("assistant manager", "team lead")),  # as before
])

# A filler after the coordinator or a determiner is blanked: B starts past it.
test_filler_opening_b = read_as_expected([
    ("do we repaint the kitchen cabinets or uh replace them", ("repaint the kitchen cabinets", "replace them")),
    ("chicken... or uh... fish tonight???", ("chicken", "fish")),
    ("do we sand the deck or uh stain it first", ("sand the deck", "stain it first")),
    ("should i call the plumber or um fix it myself", ("call the plumber", "fix it myself")),
    ("pasta or uh... rice for dinner", ("pasta", "rice")),
    ("should i get the blue jacket or the um green one", ("blue jacket", "green one")),
])

# A filler between a phrase and a new one ("storm uh | the radar", "pick um | the red stroller") is a comma.
test_filler_between_phrases = read_as_expected([
    ("is it better to leave now or wait out the storm uh the radar looks bad", ("leave now", "wait out the storm")),
    ("could you kindly help me pick um the red stroller or the black one", ("red stroller", "black one")),
    ("camping vs hotel this weekend uh what do you think", ("camping", "hotel")),
    ("what would you get uh the kitchenaid mixer or the cheaper hamilton beach one",
     ("kitchenaid mixer", "cheaper hamilton beach one")),
    ("is it better to go now or wait out the rain uh the roads look slick", ("go now", "wait out the rain")),
    ("should i buy the red one or the blue one um what do you think", ("red one", "blue one")),
    ("could you help me choose uh the oak table or the pine one", ("oak table", "pine one")),
])

# A filler inside an option: no cut of it is sure.
test_filler_inside_an_option_refused = still_refused([
    "should i get the red uh stroller or the black one",
])

test_filler_before_a_shade = read_as_expected([
    ("i want to know if i should paint the bathroom white or like a light sage green", ("white", "light sage green")),
])

# A spoken "like" opening the words or after a coordinator before an article; "you know" set in.
test_spoken_like_and_you_know = read_as_expected([
    ("like butter or olive oil for the salmon", ("butter", "olive oil")),
    ("like tea or coffee with breakfast", ("tea", "coffee")),
    ("choosing between like a space heater and just turning the furnace up",
     ("space heater", "just turning the furnace up")),
    ("choosing between like a gas grill and a charcoal one", ("gas grill", "charcoal one")),
    ("dyson versus shark vacuum you know for pet hair", ("dyson", "shark vacuum")),
    ("honda versus toyota you know for reliability", ("honda", "toyota")),
    ("so i was wondering um if you know weather baking soda or baking powder goes in these pancakes",
     ("baking soda", "baking powder")),
])

test_like_and_you_know_as_verbs_still_read = read_as_expected([
    ("should i hate it or like it", ("hate it", "like it")),  # as before
    ("would you like tea or coffee", ("tea", "coffee")),  # as before
    ("do you like cats or dogs", ("cats", "dogs")),  # as before
    ("do you know whether tea or coffee has more caffeine", ("tea", "coffee")),  # as before
])

# A self-correction ("no wait", "no sorry"): the words taken back, back to a pause or the coordinator, are blanked.
test_self_corrected_option = read_as_expected([
    ("the green one... no wait the teal one, or the navy? for the sweater 👕", ("teal one", "navy")),
    ("the blue one... no wait the gray one, or the black?", ("gray one", "black")),
    ("tea or coffee no wait juice", ("tea", "juice")),
    ("the red mug no wait the blue mug or the green one", ("blue mug", "green one")),
])

test_self_correction_with_the_lead_refused = still_refused([
    "should i take route 6 no wait route 44 or i 84",  # the lead's words, or an option's?
])

# A colour B of a shade ("a light green", "a gray") against A's lone colour after the object.
test_shade_after_an_article = read_as_expected([
    ("should i paint the walls white or a gray", ("white", "gray")),
    ("should i get the white or an orange", ("white", "orange")),
])

test_shades_still_read_or_refused = read_as_expected([
    ("should i paint the bathroom white or sage green", ("white", "sage green")),  # as before
    ("should we go dark moody green or bright white", ("dark moody green", "bright white")),  # as before
    ("Walls are north-facing. Warm white or a soft gray?", ("Warm white", "soft gray")),  # as before
])

test_shade_of_three_words = read_as_expected([  # refused before ('bathroom white' before that)
    ("should i paint the bathroom white or a light green", ("white", "light green")),
    ("should i paint the fence red or a dark blue", ("red", "dark blue")),
])
