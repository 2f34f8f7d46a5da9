"""the ninety-ninth held-out part's 9 silent misreads (bench/results/questions_heldout99_first.txt): read right by
general rules, or refused where the form alone cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A count and an amount opening each side ("One 200mg coffee at 8am or two 100mg cups"): A from its own count.
test_counted_amounts = read_as_expected([
    ("One 200mg coffee at 8am or two 100mg cups spread out?", ("One 200mg coffee at 8am", "two 100mg cups spread out")),
    ("one coffee at 8am or two cups spread out?", ("one coffee at 8am", "two cups spread out")),
])

test_counted_amounts_already_read_unchanged = read_as_expected([
    ("Should I take two 400mg pills with breakfast or one 800mg pill at night?",
     ("two 400mg pills with breakfast", "one 800mg pill at night")),  # as before
    ("a coffee at 8am or two cups spread out?", ("8am", "two cups spread out")),  # as before: no count opening A
])

# Words before A's span of time when B is a bare span ("take melatonin | 30 min or 2 hours"): the spans.
test_labelled_spans = read_as_expected([
    ("could u pls tell me if i should take melatonin 30 min or 2 hours before bed", ("30 min", "2 hours")),
    ("should i take magnesium 45 min or 2 hours before bed?", ("45 min", "2 hours")),
])

test_named_amounts_unchanged = read_as_expected([
    ("Rimadyl 75 mg or 100 mg for a 34kg dog", ("Rimadyl 75 mg", "100 mg")),  # as before: a name before A's amount
    ("should I steep the tea 3 minutes or 5 minutes?", ("3 minutes", "5 minutes")),  # as before
])

# "on a/an" and a modified noun after an articled B, against a bare A opening the sentence: B's own.
test_articled_host = read_as_expected([
    ("We have a newborn. Sleep is chaos. White noise machine or an app on an old phone? Trying not to spend much.",
     ("White noise machine", "app on an old phone")),
    ("Paper planner or an app on a new tablet?", ("Paper planner", "app on a new tablet")),
    ("Bluetooth speaker or a radio on a cheap stand?", ("Bluetooth speaker", "radio on a cheap stand")),
])

test_host_of_both_unchanged = read_as_expected([
    ("a window seat or an aisle seat on a long flight?", ("window seat", "aisle seat")),  # as before: articled A
    ("White noise machine or an app on my phone?", ("White noise machine", "app")),  # as before: the asker's phone
    ("Treadmill or a run on a rainy day?", ("Treadmill", "run")),  # as before: a time
])

# "advise <someone> to | <verb> …": the one advised is no word of A.
test_advised_to = read_as_expected([
    ("Would you advise my dad to rent a flat or buy a house?", ("rent a flat", "buy a house")),
    ("Would you advise them to sell the shares or hold them?", ("sell the shares", "hold them")),  # as before
])

test_advised_to_noun_or_verb_refused = still_refused([
    "Would you advise our employees to use sit-stand desks or take walking breaks every hour?",
])

# "right"/"just" and the time it points at, one phrase after B: B's own against A's own phrase, else both's.
test_pointed_time = read_as_expected([
    ("should I take magnesium with dinner or take it right before bed",
     ("take magnesium with dinner", "take it right before bed")),
    ("should I drink the shake with breakfast or have it just after my workout?",
     ("drink the shake with breakfast", "have it just after my workout")),
    ("should I eat a snack or take a nap right after lunch?", ("eat a snack", "take a nap")),
    ("should I nap or go to the gym right after work?", ("nap", "go to the gym")),
])

test_pointed_time_already_read_unchanged = read_as_expected([
    ("should I walk after lunch or go right after dinner", ("walk after lunch", "go right after dinner")),  # as before
    ("should I stretch or walk right after dinner", ("stretch", "walk")),  # as before
])

# A subject's verb and two participles of posture ("you meditate | lying down or sitting up | before sleep").
test_manner_participles = read_as_expected([
    ("Do you meditate lying down or sitting up before sleep?", ("lying down", "sitting up")),
    ("Should I meditate sitting up or lying down?", ("sitting up", "lying down")),
    ("Do you journal sitting up or lying down before bed?", ("sitting up", "lying down")),
])

test_no_subject_before_participles_unchanged = read_as_expected([
    ("Is weight lifting or running better before bed?", ("weight lifting", "running")),  # as before
    ("Do you go running or swimming before work?", ("running", "swimming")),  # as before
])

# A noun-or-verb word after B, then an unlisted verb, its particle and an object: B's head, the predicate after it.
test_head_before_phrasal_predicate = read_as_expected([
    ("Will a 2pm coffee or a 4pm energy drink mess up my sleep more?", ("2pm coffee", "4pm energy drink")),
    ("Will a late coffee or an energy drink mess up my sleep more?", ("late coffee", "energy drink")),
])

test_pronoun_after_verb_unchanged = read_as_expected([
    ("Since my dad isn't in the picture, should my mom or my stepdad walk me down the aisle?",
     ("my mom", "my stepdad")),  # as before: "me" is no verb
    ("Will tea or a sports drink wear you out faster?", ("tea", "sports drink")),  # as before
])

# A single ">" after a short label opening the sentence: a breadcrumb, set off as a colon would.
test_breadcrumb = read_as_expected([
    ("HR-Benefits > Calm for Business or Headspace for Work?", ("Calm for Business", "Headspace for Work")),
    ("Wellness > Calm or Headspace for the team?", ("Calm", "Headspace")),
    ("Settings > Privacy or Security?", ("Privacy", "Security")),
])

test_two_prep_names = read_as_expected([
    ("Calm for Business or Headspace for Work?", ("Calm for Business", "Headspace for Work")),
    ("Notion for Teams or Slack for Education?", ("Notion for Teams", "Slack for Education")),  # as before
    ("Tickets for Coldplay or Adele?", ("Tickets for Coldplay", "Adele")),  # as before: B no name of that form
])

test_comparison_mark_still_refused = still_refused([
    "is 8GB > 4GB or not really?",  # as before
])

# A topic set off by a dash, after a label closing on a colon, its last word a noun the lists know for a verb too
# ("request"): "electric or manual crank" may be kinds of the topic or of B's head, so the pair is refused.
test_topic_kind_after_label_refused = still_refused([
    "WELL-482: standing desk request — electric or manual crank?",
    "standing desk request — electric or manual crank?",
])

test_topic_kind_without_head_unchanged = read_as_expected([
    ("WELL-482: standing desk request — electric or manual?", ("electric", "manual")),  # as before
    ("Re: dinner tonight — salmon or chicken thighs?", ("salmon", "chicken thighs")),  # as before
])

# Refusals of the part read right.
# "shd" is chat shorthand for "should".
test_should_shorthand = read_as_expected([
    ("shd I flip the mattress or rotate it", ("flip the mattress", "rotate it")),
    ("shd we rent or buy?", ("rent", "buy")),
])

# A subject's comparative before a phrase, B opening on the phrase's preposition: the two phrases.
test_compared_phrase = read_as_expected([
    ("Is the Eight Sleep better on the cooling setting or on the neutral setting for summer?",
     ("on the cooling setting", "on the neutral setting")),
    ("Is coffee better in the morning or in the afternoon?", ("in the morning", "in the afternoon")),
])

test_compared_subject_or_phrase_still_refused = still_refused([
    "Is tea better with honey or sugar?",  # as before: B may stand against "tea"
])

# "across"/"around" and an article opening B: a place phrase, parallel to A's last phrase.
test_place_adverb_phrase_b = read_as_expected([
    ("Put the white noise machine next to the crib or across the room?", ("next to the crib", "across the room")),
])

test_place_phrases_already_read_unchanged = read_as_expected([
    ("Put the lamp by the bed or across the room?", ("by the bed", "across the room")),  # as before
    ("should I hang the mirror near the door or across the hall?", ("near the door", "across the hall")),  # as before
])

# "Do <plural noun> <verb> … <prep> A or <prep> B": the subject's verb, the two phrases the options.
test_plural_subject_verb_before_phrases = read_as_expected([
    ("Do sleep trackers measure REM better from the wrist or from the finger?", ("from the wrist", "from the finger")),
    ("Do sleep trackers measure sleep better from the wrist or from the finger?",
     ("from the wrist", "from the finger")),
    ("Do cats sleep better on the bed or on the floor?", ("on the bed", "on the floor")),  # as before
])

# B "no" and A's words again: what follows B is said of both.
test_negated_repeat_place = read_as_expected([
    ("(poll) nap or no nap on Sundays", ("nap", "no nap")),
    ("nap or no nap on Sundays?", ("nap", "no nap")),
])

test_other_b_before_named_place_still_refused = still_refused([
    "nap or a walk on Sundays",  # as before
])

# After "does", a plural noun before a bare verb and its object: B's noun, the predicate after it.
test_plural_head_before_object_verb = read_as_expected([
    ("does brown noise or rain sounds help you fall asleep faster", ("brown noise", "rain sounds")),
    ("do ear plugs or ocean sounds help you sleep?", ("ear plugs", "ocean sounds")),  # as before
])

test_verb_with_noun_object_still_refused = still_refused([
    "Does a gas dryer or an electric dryer dry clothes faster?",  # as before
])

# An unlisted verb after the subject pronoun of an "if"/"whether" clause, B no verb: A the verb's object.
test_unlisted_clause_verb = read_as_expected([
    ("I'm writing up a wellness stipend policy and need to decide if we reimburse Oura rings or Fitbits.",
     ("Oura rings", "Fitbits")),
    ("not sure whether we prorate the deposit or the rent.", ("deposit", "rent")),
])

test_unlisted_clause_verb_before_verb_b_unchanged = read_as_expected([
    ("not sure if we reimburse the gym or pay it directly", ("reimburse the gym", "pay it directly")),  # as before
])

# A noun in "-er" closing an articled B before "enough": B's head, not an adjective (no comparative takes "enough").
test_er_noun_before_enough = read_as_expected([
    ("Is a 2-inch or a 3-inch memory foam topper enough?", ("2-inch", "3-inch")),
    ("Is a 2-inch or a 3-inch topper enough?", ("2-inch", "3-inch")),
])

test_other_words_before_enough_still_refused = still_refused([
    "Is a treadmill or an exercise bike enough?",  # as before
    "Is a basic plan or a premium tier clever enough?",  # as before: an adjective in "-er"
])
