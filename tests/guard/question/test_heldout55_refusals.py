"""the fifty-fifth held-out part's refused pairwise prompts after its first seven (bench/results/
questions_heldout55_first.txt): read right by general rules, or still refused with a clear reason."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Two counts either side of "or" that cannot be a rough range: falling ("3 sets of 10 or 2 sets of 15") or exact
# uneven figures far apart ("24 or 48 hours", "12 or 24 months"): two settings, not "2 or 3 bags".
test_two_counts_that_are_settings = read_as_expected([
    ("Hello, would you be able to tell me if I should keep the Holter monitor on for 24 or 48 hours?", ("24", "48")),
    ("Should I keep the monitor on for 24 or 48 hours?", ("24", "48")),
    ("Do I fast for 12 or 16 hours before the test?", ("12", "16")),
    ("3 sets of 10 or 2 sets of 15 for the quad strengthening exercises?", ("3 sets of 10", "2 sets of 15")),
    ("3 sets of 12 or 2 sets of 20 for squats?", ("3 sets of 12", "2 sets of 20")),
])

test_rough_counts_still_refused = still_refused([
    "Should I buy 2 or 3 bags of mulch for a 10-foot bed?",
    "Will my makeup last 8 or 9 hours without touch ups?",
    "Should I wait 20 or 30 minutes?",
    "Should I wait 10 or 15 minutes?",
])

# "or something" and a comparative ("something worse", "something more serious") names a second option.
test_something_told_by_a_comparative = read_as_expected([
    ("headache behind left eye for 3 days... migraine or something worse??", ("migraine", "something worse")),
    ("Should I stick with Zoom or something better?", ("Zoom", "something better")),
    ("is it a sprain or something more serious?", ("sprain", "something more serious")),
])

test_bare_or_something_still_refused = still_refused([
    "is it a migraine or something?",
    "Should I switch to Linux or something else?",
    "Do I need to report crypto losses or something on my taxes?",
])

# "Do A or B VERB": A and B opening with the same -ing modifier, B as long as A ("whitening strips or whitening
# toothpaste | damage"): the verb stands where B's mirror of A ends, as for "wool socks or cotton socks | wick".
test_mirrored_ing_modifier_before_the_verb = read_as_expected([
    ("do whitening strips or whitening toothpaste damage enamel more", ("whitening strips", "whitening toothpaste")),
    ("Do whitening strips or whitening toothpaste work?", ("whitening strips", "whitening toothpaste")),
    ("Does walking dogs or walking cats take longer?", ("walking dogs", "walking cats")),  # as before
])

test_b_longer_than_its_mirror_still_refused = still_refused([
    "do whitening strips or whitening toothpaste kits damage enamel more",
])

# A plural-looking word, an adverb and a bare listed verb ("simethicone drops | actually work"): the -s word is B's
# head, the verb past the adverb.
test_plural_head_before_an_adverb_and_its_verb = read_as_expected([
    ("Does gripe water or simethicone drops actually work for colic?", ("gripe water", "simethicone drops")),
    ("Do saline sprays or nasal drops really help with congestion?", ("saline sprays", "nasal drops")),
    ("Do heat packs or ice packs usually work better for back pain?", ("heat packs", "ice packs")),  # as before
])

test_plural_head_with_no_adverb_still_refused = still_refused([
    "Does gripe water or simethicone drops work for colic?",
    "Do sprays or drops actually works?",
])

# A gerund heading whose options share a preposition of means before A ("managing mom's pills by | weekly organizer or
# automatic dispenser"): it asks without its question mark, B a bare phrase as long as A's, give or take a word.
test_gerund_heading_with_a_shared_means = read_as_expected([
    ("managing mom's pills by weekly organizer or automatic dispenser", ("weekly organizer", "automatic dispenser")),
    ("sorting the mail by date or sender", ("date", "sender")),
    ("washing the car with a sponge or a mitt", ("sponge", "mitt")),
    ("paying rent by check or online transfer", ("check", "online transfer")),
])

# Not a heading (a verb, a time both may share, B's own pronoun), or B an -ing word and a noun ("freezing spray": a
# noun, or a gerund phrase of its own?).
test_means_heading_near_misses_still_refused = still_refused([
    "treating my son's warts with duct tape or freezing spray",
    "treating my son's warts with duct tape or freezing spray works well",
    "managing mom's pills by weekly organizer or automatic dispenser tonight",
    "treating my son's warts with duct tape or freezing them off",
])

# An option wholly in double quote marks ('"watchful waiting" or surgery?') loses both marks, not only the closing one.
test_option_wholly_in_quote_marks = read_as_expected([
    ('gallbladder: "watchful waiting" or surgery? (2 attacks in a month)', ("watchful waiting", "surgery")),
    ('Should I do "watchful waiting" or surgery?', ("watchful waiting", "surgery")),
    ("prostate: \u201cactive surveillance\u201d or surgery?", ("active surveillance", "surgery")),
    ('surgery or "watchful waiting"?', ("surgery", "watchful waiting")),
    ('Should I get the "smart" thermostat or the basic one?', ('"smart" thermostat', "basic one")),  # as before
])

# One option quoted, quote marks on the other's side setting off words that option lacks: no sure cut.
test_stray_quotes_on_the_other_side_refused = still_refused([
    "\"LGTM\" with nits -- or \"request changes\"?? (first time reviewing a senior's PR)",
    '"LGTM" with nits or "request changes"?',
])

# A closing on a bracketed aside and B's own aside holding a cut word ("($3,200 | per eye)"): each keeps its aside,
# as "a 2019 RAV4 (62,000 miles) or a 2021 CX-5 (38,000 miles)" does; B never ends inside it.
test_cut_word_inside_b_aside_against_a_aside = read_as_expected([
    ("Cataract surgery is scheduled for March. They offered a standard lens (covered) or a multifocal lens ($3,200 "
     "per eye). Which one would you go with?", ("standard lens (covered)", "multifocal lens ($3,200 per eye)")),
    ("Should I get a standard lens (covered) or a multifocal lens ($3,200 per eye)?",
     ("standard lens (covered)", "multifocal lens ($3,200 per eye)")),
    ("a standard lens (covered) or a multifocal lens ($3200 per eye)?",
     ("standard lens (covered)", "multifocal lens ($3200 per eye)")),
    ("a standard lens or a multifocal lens ($3,200 per eye)?", ("standard lens", "multifocal lens")),  # as before
])

# B restating A's head with a modifier of its own, against A's own phrase after the head: B's "closer to …" / "next
# to …" is B's own place, as A's "at Children's" is A's.
test_restated_head_against_a_own_phrase = read_as_expected([
    ("a pediatric dermatologist at Children's or a regular dermatologist closer to home?",
     ("pediatric dermatologist at Children's", "regular dermatologist closer to home")),
    ("Should I see a pediatric dermatologist at Children's or a regular dermatologist closer to home?",
     ("pediatric dermatologist at Children's", "regular dermatologist closer to home")),
    ("a private school in town or a public school closer to home?",
     ("private school in town", "public school closer to home")),
])

test_place_after_b_with_no_phrase_on_a_still_refused = still_refused([
    "a pediatric dermatologist or a regular dermatologist closer to home?",
    "a storage tank or a pump next to the plant?",
    "a dermatologist at Children's or a regular dermatologist closer to home?",
])

# A fragment pair set off by unspaced pauses ("ortho...or podiatrist...for a heel spur") asks as the spaced one does.
test_fragment_pair_with_unspaced_pauses = read_as_expected([
    ("ortho...or podiatrist...for a heel spur", ("ortho", "podiatrist")),
    ("ice...or heat...for a pulled hamstring", ("ice", "heat")),
    ("tylenol\u2026or advil\u2026for a fever", ("tylenol", "advil")),
    ("ortho... or podiatrist... for a heel spur", ("ortho", "podiatrist")),  # as before
])

test_unspaced_pause_statements_still_refused = still_refused([
    "tea...or coffee...in the morning, I always have both",
    "I drink tea...or coffee...in the morning",
    "call...or text...for a ride",
])
