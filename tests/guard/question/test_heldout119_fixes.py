"""the hundred-and-nineteenth held-out part's silent misreads (bench/results/questions_heldout119_first.txt), each
read right or refused by a general rule for its form."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A colon between a name's letters and one or two digits ("Elgato Wave:3") is the model's, no clause's end.
test_colon_inside_model_name = read_as_expected([
    ("What's your recommendation for a streaming mic, Shure MV7+ or Elgato Wave:3?", ("Shure MV7+", "Elgato Wave:3")),
    ("HyperX QuadCast or Elgato Wave:3 for podcasts?", ("HyperX QuadCast", "Elgato Wave:3")),
])

test_colon_before_words_unchanged = read_as_expected([
    ("Q: Pathfinder or D&D 5e?", ("Pathfinder", "D&D 5e")),  # as before: a heading's colon
])

# A purpose after "just" and an articled noun B against an articled noun A: B's own, or both's? Refused.
test_purpose_after_just_noun_refused = still_refused([
    "Would anyone be so kind as to tell me whether I need a new motherboard or just a BIOS update to run a 5700X3D "
    "on my B450?",
    "do I need a new router or just a repeater to cover the garage?",
])

test_just_noun_without_purpose_unchanged = read_as_expected([
    ("do I need a new router or just a repeater?", ("new router", "repeater")),  # as before
])

# "a day" after an object pronoun ("call it a day") is the verb's complement, no rate both options share.
test_pronoun_complement_no_rate = read_as_expected([
    ("Manually tune the timings or just load the EXPO profile and call it a day?",
     ("Manually tune the timings", "just load the EXPO profile and call it a day")),
    ("should I finish the wall or leave it and call it a day?", ("finish the wall", "leave it and call it a day")),
])

test_rate_after_amount_unchanged = read_as_expected([
    ("2 cups or 3 cups a day?", ("2 cups", "3 cups")),  # as before
])

# An initialism after "just" before "the" is used as a verb ("just DDU the drivers"): A keeps its own verb.
test_initialism_verb_after_just = read_as_expected([
    ("Should I reinstall Windows or just DDU the drivers after swapping from Nvidia to AMD?",
     ("reinstall Windows", "just DDU the drivers")),
    ("should I reformat the drive or just SSH the files over?", ("reformat the drive", "just SSH the files over")),
])

test_just_the_noun_unchanged = read_as_expected([
    ("should I buy a car or just the TV?", ("car", "TV")),  # as before
])

# "it's between A or B": the choice, as "the choice is between A or B".
test_its_between_or = read_as_expected([
    ("EDIT 2: ok so now it's between the Asus ProArt 4070 Ti or the Gigabyte Aero, thoughts?",
     ("Asus ProArt 4070 Ti", "Gigabyte Aero")),
    ("it's between Asus or Gigabyte", ("Asus", "Gigabyte")),
])

test_between_inside_option_still_refused = still_refused([
    "the gap is between 3 or 4 inches?",  # as before
])

# A time phrase with no comma before the asker ("This time | I'm leaning toward …") names no option.
test_opening_time_before_asker = read_as_expected([
    ("Second build here. First one was an Intel system in 2018. This time I'm leaning toward a Ryzen 9 7900 or an "
     "i7-14700. Which has the better upgrade path?", ("Ryzen 9 7900", "i7-14700")),
    ("This time I'm leaning toward Ryzen or i7-14700?", ("Ryzen", "i7-14700")),
])

test_time_with_comma_unchanged = read_as_expected([
    ("This time, I'm leaning toward a Ryzen or an i7-14700?", ("Ryzen", "i7-14700")),  # as before
])

# A model's suffix after B's number ("6700 XT", "4070 Ti") is B's own name, no unit both numbers share.
test_model_suffix_after_number = read_as_expected([
    ("4060 or 6700 XT!!! budget is tight, send help 😭", ("4060", "6700 XT")),
    ("4060 or 4070 Ti?", ("4060", "4070 Ti")),
])

test_shared_unit_unchanged = read_as_expected([
    ("8 or 16 GB of RAM?", ("8", "16")),  # as before
    ("2016 or 2019 Barolo?", ("2016", "2019")),  # as before
    ("tip 15 or 20 percent?", ("15", "20")),  # as before
])

# After "Do", an "-s" word before a bare verb and a comparative is B's plural head, no verb.
test_done_plural_head = read_as_expected([
    ("Do Samsung or SK Hynix RAM chips overclock better on Intel?", ("Samsung", "SK Hynix RAM chips")),
    ("Do Samsung or SK Hynix chips overclock better on Intel?", ("Samsung", "SK Hynix chips")),
])

# "used for" after B: the purpose both options are weighed for, no word of B's.
test_used_for_purpose = read_as_expected([
    ("an 11th-gen i7 or a 3rd-gen Ryzen 7 used for a second PC?", ("11th-gen i7", "3rd-gen Ryzen 7")),
    ("a Dell or a ThinkPad used for school?", ("Dell", "ThinkPad")),
])

test_used_for_price_unchanged = read_as_expected([
    ("a new GPU or a 3080 used for $400?", ("new GPU", "3080 used")),  # as before: second-hand, B's own
])

# A comparative-looking word before "the" and a comparative closes B's noun ("… air cooler | the better choice").
test_noun_before_headed_predicate = read_as_expected([
    ("For a small ITX build in an NR200P, is a 280mm AIO or a low-profile air cooler the better choice?",
     ("280mm AIO", "low-profile air cooler")),
    ("is a heater or a cooler the best option?", ("heater", "cooler")),
])

# A verb, its given object and "as" before a bare role, B as many bare words: the roles are the options.
test_role_against_verb_like_b = read_as_expected([
    ("Should I mount the radiator as front intake or top exhaust?", ("front intake", "top exhaust")),
    ("should I set the fans as front intake or rear exhaust?", ("front intake", "rear exhaust")),
])

test_verb_phrase_b_unchanged = read_as_expected([
    ("should I keep the old PC as backup or sell it?", ("keep the old PC as backup", "sell it")),  # as before
    ("should I list the house as is or wait?", ("list the house as is", "wait")),  # as before
])

# A lone infinitive A against B's verb, object and "-ly" adverb: the object B's own, or both's? Refused.
test_adverbed_object_refused = still_refused([
    "to repaste or to replace the cooler entirely on a 5 year old laptop?",
])

test_bare_object_infinitives_unchanged = read_as_expected([
    ("to lease or to buy a car outright?", ("lease", "buy")),  # as before
    ("Is it better to ice or to heat a pulled hamstring?", ("ice", "heat")),  # as before
])

# A lower-case possessor and one name after "the" against B's articled name and head: refused.
test_possessed_name_refused = still_refused([
    "Use the motherboard's Realtek or the Intel 2.5G LAN port for online gaming?",
    "should I use the router's WPS or the Netgear EX6120 extender app?",
])

test_possessed_name_with_head_unchanged = read_as_expected([
    ("use the journal's BibTeX export or the Crossref BibTeX export?",
     ("journal's BibTeX export", "Crossref BibTeX export")),  # as before
    ("should I use the hotel's Wi-Fi or my phone's hotspot?", ("hotel's Wi-Fi", "my phone's hotspot")),  # as before
])

# A "!" closing "the" and a short lower-case phrase after an asking word, the next sentence on a capital: a name's.
test_bang_inside_articled_name_refused = still_refused([
    "May I ask whether the be quiet! Dark Rock Pro 5 or the Noctua NH-U12A fits under a 40mm tall RAM kit?",
    "Is the be quiet! Pure Rock 2 or the Peerless Assassin quieter?",
])

test_told_sentence_bang_unchanged = read_as_expected([
    ("I love the new setup! Should I get red or blue?", ("red", "blue")),  # as before
])


# Refusals of the part read right.

# A model's code counts as a name, and a listed verb before a named object is the verb both subjects share.
test_coded_subjects_before_verb = read_as_expected([
    ("Would a 4060 or a B580 handle Indiana Jones at 1080p high?", ("4060", "B580")),
    ("Would a 3060 or an A770 handle Starfield at 1440p?", ("3060", "A770")),
])

test_articled_name_and_noun_still_refused = still_refused([
    "Would a Tesla or a Ford truck tow more?",  # as before: "truck" is B's noun
])

# A hyphenated word on a short "-ing" word ("o-ring") is no gerund: a verb phrase against a verb phrase.
test_hyphened_ring_no_gerund = read_as_expected([
    ("Having just moved to a flat with thin walls, do I go with silent linear switches or o-ring my current browns?",
     ("go with silent linear switches", "o-ring my current browns")),
    ("should I go with new switches or o-ring my browns?", ("go with new switches", "o-ring my browns")),
])

test_gerund_against_noun_unchanged = read_as_expected([
    ("a gap year or going straight to uni?", ("gap year", "going straight to uni")),  # as before
])

# A frequency adverb and a verb's "-s" form after B open the predicate of the subject both options sit in.
test_adverbed_finite_predicate_after_b = read_as_expected([
    ("Buying the GPU on Black Friday or on Prime Day usually gets you the better deal?",
     ("on Black Friday", "on Prime Day")),
    ("Shopping at Costco or at Aldi usually saves more?", ("at Costco", "at Aldi")),
])

test_relative_clause_b_unchanged = read_as_expected([
    ("Is it a store or a shop that usually gets stock?", ("store", "shop")),  # as before
])

# An unlisted comparative before A's preposition makes the yes/no question ask which ("run hotter | with …"), and
# "on" / "off" closing the sentence after a "with" phrase is its object's state, B's own.
test_unlisted_comparative_before_phrases = read_as_expected([
    ("Does the 14900K run hotter with the stock Intel profile or with the ASUS multicore enhancement on?",
     ("with the stock Intel profile", "with the ASUS multicore enhancement on")),
    ("Does the GPU run hotter in the Fractal or in the Lian Li?", ("in the Fractal", "in the Lian Li")),
])

test_yes_no_about_subject_still_refused = still_refused([
    "Does the lease allow cats or dogs?",  # as before
    "Does the owner live in the flat or in the house?",  # as before: "owner" before no preposition
])

# "on" and a platform after two codes of one line differing in figures is where both are weighed.
test_platform_after_twin_codes = read_as_expected([
    ("DDR5-6000 CL30 vs DDR5-6400 CL32 on AM5: is there any real difference?", ("DDR5-6000 CL30", "DDR5-6400 CL32")),
    ("DDR5-6000 vs DDR5-6400 on AM5?", ("DDR5-6000", "DDR5-6400")),
])

test_platform_after_unlike_options_still_refused = still_refused([
    "Pixel vs iPhone on Verizon?",  # as before
    "DDR4-3200 or a DDR5 kit on AM5?",  # as before
])
