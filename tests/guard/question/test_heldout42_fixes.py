"""the forty-second held-out part's 11 silent misreads (bench/results/questions_heldout42_first.txt: 237/256, 8
refused, 11 silently wrong): nine read right by general rules, a tenth ("… frozen/thawed or live rats") refused, and
the eleventh ("My dog either sleeps all day or zooms around the yard, nothing in between.", no question) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A call for opinions closing the prompt with a question mark, or in lower case without it (session 30: it read
# 'Oase Biomaster 600 thoughts' without the mark), after a name or a number: no part of B.
test_call_for_opinions_after_b = read_as_expected([
    ("Fluval FX4 vs Oase Biomaster 600 thoughts?", ("Fluval FX4", "Oase Biomaster 600")),
    ("Fluval FX4 vs Oase Biomaster 600 thoughts", ("Fluval FX4", "Oase Biomaster 600")),
    ("Fluval FX4 vs Oase Biomaster 600 any opinions", ("Fluval FX4", "Oase Biomaster 600")),
    ("iPhone 15 vs Pixel 8 thoughts??", ("iPhone 15", "Pixel 8")),
    ("Rhode Island Red or Buff Orpington opinions?", ("Rhode Island Red", "Buff Orpington")),
])

test_thoughts_after_a_common_word_kept = read_as_expected([
    ("Should I journal or share my thoughts?", ("journal", "share")),  # as before
    ("should I read Pascal or Deep Thoughts", ("Pascal", "Deep Thoughts")),  # a name's capital: kept
])

# A verb phrase A closing on a participle against an adjective-verb and a bare plural ("live rats"): a verb and its
# object, or a kind of what A's verb gives? Refused.
test_adjective_verb_and_plural_b_refused = still_refused([
    "Is it better to feed my ball python frozen/thawed or live rats",
    "Is it better to feed my boa thawed or live rats",
    "should I feed my monitor frozen or live roaches",
    "is it better to feed my gecko dried or live crickets",
])

test_adjective_verb_b_with_more_or_an_article_still_read = read_as_expected([
    ("Should I feed the cat or clean the cages?", ("feed the cat", "clean the cages")),  # as before
    ("Should I move to Ohio or live abroad?", ("move to Ohio", "live abroad")),  # as before
    ("Should I merge the repos or separate concerns?", ("merge the repos", "separate concerns")),  # as before
])

# A "for" span closing verb phrase B is B's own when A names a time of its own.
test_span_of_b_against_a_time_of_a = read_as_expected([
    ("Although the shelter says she's fine with dogs, should I introduce her to my terrier on day one or keep them "
     "apart for a week?", ("introduce her to my terrier on day one", "keep them apart for a week")),
    ("should we put the new hen in with the flock this weekend or keep her in quarantine for a month?",
     ("put the new hen in with the flock this weekend", "keep her in quarantine for a month")),
    ("Do I start the puppy on kibble at 8 weeks or keep him on milk for another week?",
     ("start the puppy on kibble at 8 weeks", "keep him on milk for another week")),
])

test_span_without_a_time_of_a_still_shared = read_as_expected([
    ("Should I bring him home or leave him at the clinic for a week?", ("bring him home", "leave him at the clinic")),
    ("should I quit or take unpaid leave for 3 months", ("quit", "take unpaid leave")),  # as before
])

# A closing "please" is a courtesy, cut as "thanks" is (not after a verb of saying).
test_closing_please = read_as_expected([
    ("Would you be able to tell me if I should vaccinate the goats with CD&T in spring or fall please",
     ("spring", "fall")),
    ("should I deworm the horses in spring or fall please", ("spring", "fall")),
    ("Apoquel or Cytopoint please?", ("Apoquel", "Cytopoint")),
])

test_said_please_kept = read_as_expected([
    ("Should I call the vet or just say please", ("call the vet", "just say please")),  # as before
])

# B opening with a focus adverb and an article against an articled noun A cut from its verb: the noun phrase, as A is.
test_focus_adverb_and_article_of_noun_b = read_as_expected([
    ("Could you please weigh in: should our rescue require a home visit or just a video call before approving "
     "adopters?", ("home visit", "video call")),
    ("should the shelter require a home check or just a reference call?", ("home check", "reference call")),
    ("do we need a full panel or only a quick titer test?", ("full panel", "quick titer test")),
])

test_focus_adverb_before_a_verb_or_without_a_cut_verb_kept = read_as_expected([
    ("what do you advise, a living trust or just a will for someone with one house and two kids",
     ("living trust", "just a will")),  # as before
    ("the blue one or just the one with the hood?", ("blue one", "just the one with the hood")),  # as before
    ("should our rescue require a home visit or just call the adopters?",
     ("require a home visit", "just call the adopters")),  # as before
])

# A bare noun phrase holding a preposition and an article, B opening with that article: the preposition's objects.
test_objects_of_a_shared_preposition = read_as_expected([
    ("swarm trap on the oak (15 ft up) or the fence post (5 ft)?", ("oak (15 ft up)", "fence post (5 ft)")),
    ("swarm trap on the oak or the fence post?", ("oak", "fence post")),
    ("bird feeder by the window or the garden fence?", ("window", "garden fence")),
    ("nest box in the barn (by the door) or the shed?", ("barn (by the door)", "shed")),
])

test_articled_thing_with_its_phrase_kept = read_as_expected([
    ("Should I buy the house on the hill or the condo?", ("house on the hill", "condo")),  # as before
    ("swarm trap on the oak (15 ft up) or on the fence post (5 ft)?",
     ("on the oak (15 ft up)", "on the fence post (5 ft)")),  # as before
])

# B's closing phrase weighed against A's own words from the preposition B opens with, not the lead's.
test_lead_preposition_no_word_of_a = read_as_expected([
    ("Paying for hay by the bale or by the ton for 3 horses over winter — which works out cheaper?",
     ("by the bale", "by the ton")),
    ("paying for shavings by the bag or by the truckload for a 4 stall barn?", ("by the bag", "by the truckload")),
    ("Paying for feed by the bag or by the pallet for 20 hens", ("by the bag", "by the pallet")),
])

test_own_preposition_of_a_still_kept = read_as_expected([
    ("paying for hay by the bale or for the whole field?", ("for hay by the bale", "for the whole field")),  # as before
])

# B opening with a participle A holds, or a compound preposition ending on A's preposition: the manner phrases.
test_manner_phrase_repeated = read_as_expected([
    ("Is deworming the goats on a schedule or based on FAMACHA scores the better approach?",
     ("on a schedule", "based on FAMACHA scores")),
    ("is vaccinating the flock on a fixed date or based on the vet's advice better?",
     ("on a fixed date", "based on the vet's advice")),
    ("training her to step up using a target stick or using millet as a reward?",
     ("using a target stick", "using millet as a reward")),
    ("should I train her to recall using a whistle or using her name", ("using a whistle", "using her name")),
])

test_same_preposition_still_read = read_as_expected([
    ("Is deworming the goats on a schedule or on a rotation the better approach?", ("on a schedule", "on a rotation")),
])

# An age and the one it describes at A's start, B with A's head: whom both options are for.
test_aged_recipient_before_a = read_as_expected([
    ("alexa what do you recommend for a ten month old lab puppy food or adult food", ("puppy food", "adult food")),
    ("should I feed a ten month old lab puppy food or adult food", ("puppy food", "adult food")),
    ("should I buy my 8 week old kitten kitten chow or adult chow", ("kitten chow", "adult chow")),
    ("should we give a 12 year old cat senior food or regular food", ("senior food", "regular food")),
])

test_aged_options_kept = read_as_expected([
    ("is a ten month old lab or a two year old lab better with kids", ("ten month old lab", "two year old lab")),
    ("should I get organic puppy food or adult food", ("organic puppy food", "adult food")),  # as before
])

# "in between" closing a clause is an adverb, no decision cue: a statement of habits is refused.
test_nothing_in_between_statement = still_refused([
    "My dog either sleeps all day or zooms around the yard, nothing in between.",
    "My cat either hides under the bed or sits on my lap, nothing in between.",
    "Our mare is either lazy or explosive under saddle, no in between.",
])

test_between_as_a_cue_kept = read_as_expected([
    ("I can't decide between kibble or raw.", ("kibble", "raw")),  # as before
])

# A report of advice closing B's restored phrase ("… | like the first vet said") is the asker's, no option's.
test_reported_advice_after_just_b = read_as_expected([
    ("any idea whether the lump on her side should be aspirated now or just measured again in a month like the first "
     "vet said?", ("aspirated now", "just measured again in a month")),
    ("should the mass be removed now or just watched for another month like my vet suggested?",
     ("removed now", "just watched for another month")),
    ("should the wound be stitched now or just cleaned again in a day like the nurse said?",
     ("stitched now", "just cleaned again in a day")),
])

test_like_without_a_report_still_refused = still_refused([
    "should the lump be aspirated now or just measured again in a month like the one on her leg?",
])

# A "with" phrase closing B opened by "just" against a whole verb phrase A: B's own, the simpler course's manner.
test_with_phrase_of_a_simpler_b = read_as_expected([
    ("Since she's already 11 and has a heart murmur, should we do the dental under anesthesia or just manage it with "
     "chews?", ("do the dental under anesthesia", "just manage it with chews")),
    ("Should I tear down the whole tank and bleach everything or just treat the fish with ich meds?",
     ("tear down the whole tank and bleach everything", "just treat the fish with ich meds")),
    ("should we pull the tooth or just treat it with antibiotics?",
     ("pull the tooth", "just treat it with antibiotics")),
])

test_with_phrase_without_just_unchanged = read_as_expected([
    ("Should I repaint the fence or replace it with vinyl?", ("repaint the fence", "replace it with vinyl")),
])

# A preposition stranded by a relative clause after the option's noun ("the one kitten I came in for") ends no phrase
# mid-way.
test_stranded_preposition_of_a_relative_clause = read_as_expected([
    ("I'd love your advice: adopt the bonded pair or just the one kitten I came in for?",
     ("bonded pair", "just the one kitten I came in for")),
    ("adopt the bonded pair or just the kitten we came in for?", ("bonded pair", "kitten we came in for")),
    ("keep the old saddle or just the new one I paid for?", ("old saddle", "new one I paid for")),
])

test_preposition_after_a_subordinator_still_refused = still_refused([
    "should I call the vet or wait until I get to",
])

# A verb phrase closing on its own time ("now", "today") against B's time phrase: the times are the options.
test_own_time_against_a_time_phrase = read_as_expected([
    ("[Hive Journal 6/14] Add the queen excluder now or after the first super fills?",
     ("now", "after the first super fills")),
    ("Add the queen excluder now or after the first super fills?", ("now", "after the first super fills")),
])

test_place_phrase_after_an_own_time_still_refused = still_refused([
    "should I spay her now or in the spring?",
])

# A closing on an adverb of frequency against B's "every …" / "twice …": the two frequencies are the options.
test_adverb_of_frequency_against_every = read_as_expected([
    ("FVRCP yearly or every three years for an indoor only cat? — Q7", ("yearly", "every three years")),
    ("Rabies booster yearly or every three years?", ("yearly", "every three years")),
    ("Hoof trims monthly or every six weeks?", ("monthly", "every six weeks")),
])

test_frequency_against_a_verb_phrase_unchanged = read_as_expected([
    ("pay rent monthly or pay it yearly", ("pay rent monthly", "pay it yearly")),  # as before
])

test_frequency_after_a_verb_and_its_object_still_refused = still_refused([
    "should I water the tomatoes daily or when the soil is dry",
])
