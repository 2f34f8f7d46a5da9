"""the ninety-third held-out part's silent misreads (bench/results/questions_heldout93_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An articled B, then "with" and an articled noun up to the sentence's end or a purpose, A with no "with" of its own:
# the fitting of B's one thing, B's own.
test_articled_fitting_b = read_as_expected([
    ("What setup would you recommend for a tiny YouTube studio, softboxes or a key light with a big diffuser?",
     ("softboxes", "key light with a big diffuser")),
    ("Should I upgrade from an M1 to an M3 MacBook Pro or to a Windows PC with an RTX 4070 for editing?",
     ("to an M3 MacBook Pro", "to a Windows PC with an RTX 4070")),
    ("Would you pick a desk mic or a boom arm with a shock mount?", ("desk mic", "boom arm with a shock mount")),
])

test_fitting_not_b_own_unchanged = read_as_expected([
    ("Should I buy a tripod or a gimbal with my bonus?", ("tripod", "gimbal")),  # as before
    ("Should I get a tripod with a bag or a gimbal with a case?", ("tripod with a bag", "gimbal with a case")),
    ("a trainer or a gym membership with an app?", ("trainer", "gym membership")),  # as before: a bare noun
])

# B a verb after its focus adverb ("just"), then "the" and a predicate head: the verb's object, not a predicate.
test_object_after_adverbed_verb = read_as_expected([
    ("should i reply to every comment or just pin the best ones",
     ("reply to every comment", "just pin the best ones")),
    ("should i answer every email or just star the best ones", ("answer every email", "just star the best ones")),
])

test_predicate_after_object_unchanged = read_as_expected([
    ("Is paying off the loan or keeping the cash the smarter move?",
     ("paying off the loan", "keeping the cash")),  # as before
])

# A copula opening the sentence before A, B a name and a lower-case "-er" word whose stem is no verb closing the
# sentence: the comparative said of both, not B's last word.
test_closing_comparative_after_name = read_as_expected([
    ("I do ASMR. I need something with low self-noise. Is the Rode NT1 5th gen or the Audio-Technica AT2020 quieter?",
     ("Rode NT1 5th gen", "Audio-Technica AT2020")),
    ("Is the Rode NT1 5th gen or the Shure MV7 quieter?", ("Rode NT1 5th gen", "Shure MV7")),
    ("Is the Canon R6 2nd gen or the Sony A7 IV noisier?", ("Canon R6 2nd gen", "Sony A7 IV")),
])

test_doer_noun_after_name_unchanged = read_as_expected([
    ("Is the JBL Flip 5th gen or the Sony XB33 speaker?", ("JBL Flip 5th gen", "Sony XB33 speaker")),  # as before
])

# After "between", a colon inside a word, between a letter and a digit: a model's name, no clause's end.
test_colon_inside_name_after_between = read_as_expected([
    ("Choose between a Blue Yeti and an Elgato Wave:3 for streaming?", ("Blue Yeti", "Elgato Wave:3")),
    ("Choose between a Shure MV7 and a Rode NT:5 for podcasting?", ("Shure MV7", "Rode NT:5")),
])

test_colon_closing_clause_unchanged = read_as_expected([
    ("Choose between Zoom and Teams: which is cheaper?", ("Zoom", "Teams")),  # as before
])

# Capitalised words, a lower-case "for" and a capitalised A opening the sentence before "vs": one name, no lead.
test_name_with_inner_for_before_vs = read_as_expected([
    ("Spotify for Podcasters vs Buzzsprout – which host?", ("Spotify for Podcasters", "Buzzsprout")),
    ("Spotify for Artists vs Bandcamp for indie releases?", ("Spotify for Artists", "Bandcamp")),
])

test_name_with_inner_for_unchanged = read_as_expected([
    ("YouTube for Podcasters vs Apple Podcasts?", ("YouTube for Podcasters", "Apple Podcasts")),  # as before
])

test_lead_before_for_still_refused = still_refused([
    "Which is better for Podcasters vs Buzzsprout?",
])

# The first refusals read right.

# A gerund opening the option, then an "-s" word before a preposition or a reflexive: the gerund's plural object, no
# finite verb swallowed into the option.
test_gerund_plural_object = read_as_expected([
    ("I manage two creators in the fitness space. Both get constant DM offers. Do you recommend routing brand deals "
     "through an agency or handling them in-house? Curious what other managers do.",
     ("routing brand deals through an agency", "handling them in-house")),
    ("Which do you advise for a creator with 50k subs, hiring a manager or doing deals myself?",
     ("hiring a manager", "doing deals myself")),
    ("Do you recommend signing deals through an agency or going direct?",
     ("signing deals through an agency", "going direct")),
])

test_gerund_subject_verb_still_refused = still_refused([
    "Is running or swimming burns more?",
])

# "could/would you (be so kind as to) compare <Name> and <Name> for …?": a comparison of two names asked of the
# assistant for a purpose, the names the options weighed.
test_asked_comparison_of_names = read_as_expected([
    ("Would you be so kind as to compare Buzzsprout and Transistor for a company podcast?",
     ("Buzzsprout", "Transistor")),
    ("If it's not too much trouble, could you compare Superhuman and Spark for managing three inboxes?",
     ("Superhuman", "Spark")),
    ("Could you compare Riverside and Zencastr for remote interviews?", ("Riverside", "Zencastr")),
])

test_comparison_not_asked_still_refused = still_refused([
    "Compare Python and JavaScript for beginners in a table.",
    "Could you compare the pros and cons for me?",
])

# A pictograph setting A off as a sentence's start would, B a bare "straight" before a closing preposition phrase:
# the phrase is B's own, as when A opens the sentence.
test_straight_after_pictograph = read_as_expected([
    ("Poll for my Discord 👉 long intros or straight into the content?", ("long intros", "straight into the content")),
    ("Quick poll 🎬 cold opens or straight to the topic?", ("cold opens", "straight to the topic")),
])

test_straight_phrase_running_on_still_refused = still_refused([
    "Quick poll 🎬 cold opens or straight to the topic at the start of each video?",
])
