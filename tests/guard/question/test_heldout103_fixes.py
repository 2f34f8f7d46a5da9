"""the hundred-and-third held-out part's 11 silent misreads (bench/results/questions_heldout103_first.txt): ten read
right by general rules, the eleventh ("…, the STM32 Nucleo or an AVR on a breadboard": B's own host, or both's
setting?) refused; and three of its refusals read right."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A call for opinions after a lower-case model code ("… or weller we1010 | thoughts?"): no head noun of B.
test_opinions_after_model_code = read_as_expected([
    ("hakko fx-888d vs weller we1010 thoughts?", ("hakko fx-888d", "weller we1010")),
    ("sony a7iv vs canon r6 thoughts?", ("sony a7iv", "canon r6")),
    ("Sony a7iv vs Canon r6 thoughts?", ("Sony a7iv", "Canon r6")),
])

test_thoughts_as_head_unchanged = read_as_expected([
    ("should I read more or share my thoughts?", ("read more", "share my thoughts")),  # as before
    ("iphone 15 or pixel 8 thoughts", ("iphone 15", "pixel 8")),  # as before
])

# A bare "the one" before its "with" phrase: the phrase tells which one, B's own.
test_bare_one_with_phrase = read_as_expected([
    ("Would it be smarter to buy a new Uno or fix the one with the blown regulator?",
     ("buy a new Uno", "fix the one with the blown regulator")),
    ("is it better to buy a new kettle or fix the one with the broken lid?",
     ("buy a new kettle", "fix the one with the broken lid")),
])

test_modified_one_with_phrase_unchanged = read_as_expected([
    ("should I buy a new one or fix the old one with some glue?", ("buy a new one", "fix the old one")),  # as before
])

test_modified_one_with_means_still_refused = still_refused([
    "should I buy a new one or renovate the old one with public money?",  # as before
])

# "with its own …" / "with their own …" closing the sentence after B: the possessive points to B.
test_own_fitting_of_b = read_as_expected([
    ("Running 12 LEDs off a 9V battery in a costume prop: series strings or each LED with its own resistor?",
     ("series strings", "each LED with its own resistor")),
    ("one big tank or two small tanks with their own filters?", ("one big tank", "two small tanks with their own "
                                                                 "filters")),
])

test_with_phrase_without_own_unchanged = read_as_expected([
    ("a single router or two mesh nodes with a switch?", ("single router", "two mesh nodes")),  # as before
    ("should I wire them in series or each LED with a resistor?", ("series", "each LED")),  # as before
])

# "…, the <Name> or a/an <Name> | on a …" after an asked clause: B's own host, or both's setting? Refused.
test_apposed_host_refused = still_refused([
    "which do u recommend for learning embedded C, the STM32 Nucleo or an AVR on a breadboard",
    "which would you pick for a beginner, the Prusa Mini or an Ender 3 on a budget?",
    "which board would you use, the Arduino Uno or an ESP32 on a breadboard?",
])

test_apposition_without_named_a_unchanged = read_as_expected([
    ("which is better, a Kindle or a Kobo on a flight", ("Kindle", "Kobo")),  # as before
    ("which should I get, the iPad Air or a Galaxy Tab?", ("iPad Air", "Galaxy Tab")),  # as before
])

# "Is this one | X or Y?": "this one" is the subject asked about, the options its two predicates.
test_demonstrative_one_subject = read_as_expected([
    ("Got a bag of mixed resistors from AliExpress. The color bands are really hard to read. Is this one "
     "brown-black-red or brown-black-orange?", ("brown-black-red", "brown-black-orange")),
    ("Is that one ripe or rotten?", ("ripe", "rotten")),
])

test_demonstrative_one_against_another_unchanged = read_as_expected([
    ("Is this one red or the other one?", ("this one red", "other one")),  # as before
])

test_demonstrative_one_alone_still_refused = still_refused([
    "is this one or that one better?",  # as before
])

# A possessed part against "the whole" / "the entire" thing: the possessor is both's.
test_part_against_whole = read_as_expected([
    ("TICKET-4471: replace the Bambu X1C's hotend or the whole extruder assembly?",
     ("hotend", "whole extruder assembly")),
    ("should I fix my car's gearbox or the entire drivetrain?", ("gearbox", "entire drivetrain")),
])

test_possessed_without_whole_unchanged = read_as_expected([
    ("borrow Dad's drill or the neighbour's drill?", ("Dad's drill", "neighbour's drill")),  # as before
    ("Mum's laptop or a whole new one?", ("Mum's laptop", "whole new one")),  # as before
])

# A bare verb right after B's plural noun, after "do" / "would": the predicate opens there.
test_plural_bare_verb_predicate = read_as_expected([
    ("Do ESP32s or Pi Picos handle deep sleep better for a battery sensor?", ("ESP32s", "Pi Picos")),
    ("Do Teensys or Pi Zeros handle deep sleep better?", ("Teensys", "Pi Zeros")),
    ("Do ESP8266s or Wemos boards handle deep sleep better?", ("ESP8266s", "Wemos boards")),
    ("would Zigbee or Thread bulbs stay connected better when the wall switch gets flipped", ("Zigbee",
                                                                                            "Thread bulbs")),
])

test_verbs_found_first_unchanged = read_as_expected([
    ("Does gas or induction boil water faster?", ("gas", "induction")),  # as before
    ("Do pickers or packers get hurt more often?", ("pickers", "packers")),  # as before
])

# A "with" phrase closing a gerund B against a noun A after "between": the means B's verb uses.
test_gerund_means_after_between = read_as_expected([
    ("Torn between a 5V 3A wall wart or powering everything from a 12V supply with a buck",
     ("5V 3A wall wart", "powering everything from a 12V supply with a buck")),
    ("torn between a rowing machine or running the trails with a weighted vest",
     ("rowing machine", "running the trails with a weighted vest")),
])

test_gerund_with_more_after_unchanged = read_as_expected([
    ("torn between a gym membership or running outside with a friend for fun", ("gym membership",
                                                                                "running outside")),  # as before
])

# A gerund and its object before A's participle of posture: the postures are the options.
test_posture_after_gerund_object = read_as_expected([
    ("printing the bracket standing up or lying flat on the bed for strength?", ("standing up",
                                                                                 "lying flat on the bed")),
    ("riding the bike standing or sitting down?", ("standing", "sitting down")),
    ("shooting the product standing up or lying flat?", ("standing up", "lying flat")),
])

test_gerund_phrase_with_object_unchanged = read_as_expected([
    ("keeping the dog sleeping inside or letting it out?", ("keeping the dog sleeping inside",
                                                             "letting it out")),  # as before
])

# "re-" before a listed verb ("re-slice"): a verb, so B is a verb phrase and A keeps its verb.
test_re_hyphen_verb = read_as_expected([
    ("Printing a vase mode lamp shade. Layers look fine in the preview. Should I trust Cura's preview or re-slice in "
     "PrusaSlicer to double check?", ("trust Cura's preview", "re-slice in PrusaSlicer")),
    ("should I trust Bob's reading or re-measure in the lab?", ("trust Bob's reading", "re-measure in the lab")),
])

test_re_verb_already_read_unchanged = read_as_expected([
    ("should I trust the datasheet or re-measure the resistor myself?",
     ("trust the datasheet", "re-measure the resistor myself")),  # as before
])

# Three of the part's refusals read right.

# "I was thinking" / "we were debating": a past progressive lead-in, as "I'm thinking" is.
test_past_progressive_lead = read_as_expected([
    ("The dashboard I'm making for the kitchen needs a screen, so I was thinking a 7 inch official Pi touchscreen or a "
     "Waveshare 10.1 inch HDMI panel, any idea which works better with Chromium kiosk mode?",
     ("7 inch official Pi touchscreen", "Waveshare 10.1 inch HDMI panel")),
    ("I was thinking a Kindle or a Kobo?", ("Kindle", "Kobo")),
    ("we were debating Rust or Go for the backend, which?", ("Rust", "Go")),
])

test_present_progressive_lead_unchanged = read_as_expected([
    ("I'm thinking a Kindle or a Kobo?", ("Kindle", "Kobo")),  # as before
])

# A participle after the comparative before two phrases on one preposition: the phrases are the options.
test_participle_after_comparative = read_as_expected([
    ("is the Pico W better programmed in MicroPython or in C with the SDK", ("in MicroPython", "in C")),
    ("Is the ESP32 better programmed in Arduino or in ESP-IDF?", ("in Arduino", "in ESP-IDF")),
    ("is the Pi better used as a server or as a desktop?", ("as a server", "as a desktop")),
])

test_comparative_against_subject_still_refused = still_refused([
    "Is tea better with honey or sugar?",  # as before
    "Is tea better brewed with milk or water?",  # as before: B no phrase, it may stand against "tea"
])

# Two "to" phrases each on a figure: the targets, not an infinitive's "to".
test_to_figures = read_as_expected([
    ("pull-up to 3.3V or to 5V on the reset line of the Nano?", ("to 3.3V", "to 5V")),
    ("pull-down to 0V or to 3.3V on the enable pin?", ("to 0V", "to 3.3V")),
    ("tie it to 5V or to 12V?", ("to 5V", "to 12V")),
])

test_to_phrases_unchanged = read_as_expected([
    ("should I charge it to 80% or to 100%?", ("to 80%", "to 100%")),  # as before
    ("should I learn to code or to draw?", ("code", "draw")),  # as before
])
