"""B the simpler course, opened by "just", or a verb phrase closing on its particle, keeps the phrase after it to
the end of its clause (issue 22, session 29). Five of the thirty-third and thirty-fifth parts' first-scoring
misreads were of this form ("… or just get out there | with an experienced mate", "… or to take the train in | from
Reading every day"): B lost its own phrase, silently wrong. In the corpus, every "just" B before such a phrase was
labelled with it (as main label or alternative) but one before "for now"."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_just_b_keeps_its_phrase = read_as_expected([
    ("better to upgrade the whole block to club rooms or to just comp breakfast for the VIPs?",
     ("upgrade the whole block to club rooms", "just comp breakfast for the VIPs")),
    ("Bought my first sailboat last month. 26 ft, tiller steer. Should I take an RYA course or just get out there "
     "with an experienced mate?", ("take an RYA course", "just get out there with an experienced mate")),
    ("Shoud I re-indicate the vise or just touch off again on the part",
     ("re-indicate the vise", "just touch off again on the part")),
    ("I commute Brighton to Victoria three days a week. Flexi season ticket or just tap in with contactless each "
     "day?", ("Flexi season ticket", "just tap in with contactless each day")),
    ("Should I write it down or just keep it in my head for the exam?",
     ("write it down", "just keep it in my head for the exam")),
    ("do we rebuild the index or simply reload it from the nightly snapshot?",
     ("rebuild the index", "simply reload it from the nightly snapshot")),
])

test_a_particle_closing_b_keeps_its_phrase = read_as_expected([
    ("is it cheaper to drive and pay the congestion charge or to take the train in from Reading every day",
     ("drive and pay the congestion charge", "take the train in from Reading every day")),
    ("Should I cook dinner myself or get takeout in from the Thai place?",
     ("cook dinner myself", "get takeout in from the Thai place")),
])

test_phrases_both_options_share_stay_out = read_as_expected([
    ("Should we drive or just fly to Denver for the wedding?", ("drive", "just fly")),  # a lone verb A
    ("Should I replace the roof or just patch it before winter?", ("replace the roof", "just patch it")),  # a time
    ("Should I see a doctor or just rest for now?", ("see a doctor", "just rest for now")),  # as before
    ("what do you advise, a living trust or just a will for someone with one house and two kids",
     ("living trust", "just a will")),  # a coordinator inside the phrase: as before
    ("Approve the marketing budget as proposed, or send it back for revisions?",
     ("Approve the marketing budget as proposed", "send it back")),  # "back" is no closing particle here
])
