"""the twenty-sixth held-out part's 14 silent misreads (bench/results/questions_heldout26_first.txt: 226/256, 16
refused, 14 silently wrong)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "gonna" after B opens the predicate, as "going to" does ("… or a Tele | gonna sound better").
test_gonna_opens_the_predicate = read_as_expected([
    ("Is a Les Paul or an SG gonna be heavier", ("Les Paul", "SG")),
    ("would a Miata or a GTI gonna be more fun", ("Miata", "GTI")),
    ("are AirPods or Beats gonna last longer", ("AirPods", "Beats")),
    ("is Python or Java going to be easier", ("Python", "Java")),  # as before
])

# A later sentence opening with "also" / "plus" asks about a second pair: two questions in one.
test_also_a_second_pair_is_refused = still_refused([
    "Xbox or PS5? also disc or digital",
    "Nike or Adidas? plus black or white",
    "Mac or PC? Also 16 or 32GB of RAM?",  # as before
])

# "Either <task> or <task>" asks the assistant to do one of two things, not to choose.
test_either_task_is_refused = still_refused([
    "Either summarize this post or give me the key ideas: https://example.com/post",
    "Either translate this paragraph or give me the gist",
    "either rewrite this email or give me 2 better openers",  # "better" here asks nothing of the choice
    "either translate this or explain it to me",  # as before
])

# "Recommend some / a few / 3 …" asks for several suggestions, the pair only saying where to look.
test_several_suggestions_are_refused = still_refused([
    "Recommend some cheap protein snacks for bulking or cutting.",
    "can you recommend 3 laptops for gaming or editing",
    "Suggest a few podcasts about history or science",  # as before
])


# A verb bound to its "for" ("look for", "search for") shares no object with A: the phrase is B's own.
test_bound_for_stays_in_b = read_as_expected([
    ("should i re-sign or look for a cheaper apartment", ("re-sign", "look for a cheaper apartment")),
    ("should we stay or search for a bigger house near the school",
     ("stay", "search for a bigger house near the school")),
    ("do I renew my contract or look for another job", ("renew my contract", "look for another job")),  # as before
])

# "deal with" / "cope with": the "with" phrase completes B's verb, no context of both.
test_deal_with_stays_in_b = read_as_expected([
    ("do i fix the bike or keep it and deal with the squeak", ("fix the bike", "keep it and deal with the squeak")),
    ("should i send the phone back or keep it and cope with the cracked screen",
     ("send the phone back", "keep it and cope with the cracked screen")),
    ("should I confront him or just deal with it", ("confront him", "just deal with it")),
])

# "on <Name>" is a place of A's own, as "in <Name>" is: B, an unlisted verb and its own place, is a verb phrase.
test_on_a_named_place_is_a_verb_phrase = read_as_expected([
    ("should I post on Insta or upload to TikTok", ("post on Insta", "upload to TikTok")),
    ("should I stream on Kick or upload to YouTube later", ("stream on Kick", "upload to YouTube later")),
    ("do I live in Boston or commute from Providence", ("live in Boston", "commute from Providence")),  # as before
    ("should I stream on Twitch or upload to my channel", ("stream on Twitch", "upload to my channel")),
    ("should I post on Reddit or blog to my followers", ("post on Reddit", "blog to my followers")),
])

# "with the boys" / "with my friends" after B's verb is whom B is done with, and "split / shared with …" what B's
# participle is done with: B's own phrase, not a context of both.
test_company_and_participle_with_stay_in_b = read_as_expected([
    ("do i solo queue or play unranked with the squad", ("solo queue", "play unranked with the squad")),
    ("should i study alone or just review with my friends", ("study alone", "just review with my friends")),
    ("a single room or a double split with my cousin", ("single room", "double split with my cousin")),
    ("a studio downtown or a 2 bed shared with a coworker", ("studio downtown", "2 bed shared with a coworker")),
    ("a hotel or an Airbnb with friends", ("hotel", "Airbnb")),  # as before: the company of both
])

# "try to" / "want to" / "plan to" before A's verb is the lead both options share, as when B repeats the "to".
test_catenative_lead_is_shared = read_as_expected([
    ("should we try to negotiate or walk away", ("negotiate", "walk away")),
    ("do i want to cook tonight or order pizza", ("cook tonight", "order pizza")),
    ("should I plan to drive or take the train", ("drive", "take the train")),
    ("should i try to study or try to sleep", ("try to study", "try to sleep")),  # as before: B repeats it
])

# A phrasal verb and its preposition ("sign up for") before A, and B no verb: B is the preposition's object too.
test_phrasal_verb_preposition_object = read_as_expected([
    ("should i sign up for pottery or salsa", ("pottery", "salsa")),
    ("do i sign up for spin class or hot yoga", ("spin class", "hot yoga")),
    ("should we roll back or hotfix the release", ("roll back", "hotfix the release")),  # as before
    ("should i sign up for the gym or run outside", ("sign up for the gym", "run outside")),  # as before
])

# An unlisted verb, its bare object and a phrase of means ("record | podcasts through | a mixer") before A, B opening
# with an article: A is the phrase's object.
test_means_object_after_unlisted_verb = read_as_expected([
    ("should I record podcasts through a mixer or an interface", ("mixer", "interface")),
    ("should i stream games through an elgato or a cheap capture card", ("elgato", "cheap capture card")),
    ("should i edit vlogs through an app or a laptop", ("app", "laptop")),
    ("should i practice drums on a pad or a real kit", ("pad", "real kit")),  # as before
])

# A gerund and its place against one place adverb: the activity is shared, the places are the options.
test_place_against_place_adverb = read_as_expected([
    ("is walking on a track or outside easier on the joints", ("on a track", "outside")),
    ("Is lifting at a gym or at home better", ("at a gym", "at home")),  # as before
    ("Is a gym on campus or outside cheaper", ("gym on campus", "outside")),  # as before: no gerund
])

# A verb that needs a place ("put", "place") with one bare object, and B closing on a place: B's place is the
# verb's, so the options are the two objects.
test_placing_verb_objects = read_as_expected([
    ("should i put awards or volunteer experience on the first page",  # the place shared since session 31 (the
     ("awards", "volunteer experience")),  # corpus's "put gpa or volunteer hours at the top" allows both readings)
    ("should i place plants or study lamps by the window", ("plants", "study lamps by the window")),
    ("should I move furniture or paint walls in the bedroom",
     ("move furniture", "paint walls in the bedroom")),  # as before: "move" needs no place
])

# A lone place adverb as B takes no object: a degree word after it opens the predicate (a silent misread outside the
# corpus, found while fixing "running on a treadmill or outside").
test_degree_after_place_adverb_is_the_predicate = read_as_expected([
    ("is studying in the library or outside more productive", ("in the library", "outside")),
    ("is running on a track or outside more fun", ("on a track", "outside")),
    ("is eating inside or outside more fun", ("inside", "outside")),  # as before
])
