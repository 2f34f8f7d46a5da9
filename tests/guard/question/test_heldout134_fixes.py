"""Fixes for the hundred-and-thirty-fourth held-out part (museums, libraries and archives), written blind and scored
before any fix.

Silent misreads read right: a request put as the condition of the asker's thanks ("I'd be grateful if you could
recommend either TMS or Axiell | for a national museum …"): it asks, so the purpose after B is both options', as after
"could you recommend either …"; a preposition and a name closing B's verb phrase against a name in A's ("go with
Click Netherfield or pay the extra | for Glasbau Hahn"): the name is what B chooses, B's own.

Silent misreads now refused: a phrase of several words set against B's "as a …" role ("offer audio description live
or as a recorded track": "live" against the role, or the whole phrase?); a word inside B and the word after it that
may each be the clause's third-person verb ("… or the Arts Council funds | staff posts more readily"); a participle
after a plural subject's verb taken for the clause's verb ("whether visitors prefer printed | gallery guides …": the
participle modifies A, and where B ends is then unclear).

Refusals read right: a heading asking to recommend before a verbless pair ("Please recommend: | Gallery Systems
eMuseum or a custom WordPress site for our online collection.")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_request_put_as_the_condition_of_thanks = read_as_expected([
    ("I'd be grateful if you could recommend either TMS or Axiell for a national museum with 400,000 objects.",
     ("TMS", "Axiell")),
    ("We would appreciate it if you could recommend either Celery or RQ for a small Django app.", ("Celery", "RQ")),
    ("I'd be grateful if you could suggest either Figma or Sketch for a two-person design team.",
     ("Figma", "Sketch")),
])

test_a_name_closing_bs_verb_phrase_against_as = read_as_expected([
    ("we got 2 quotes back for the new showcases. Click Netherfield came in at £48k and Glasbau Hahn at £61k. go "
     "with Click Netherfield or pay the extra for Glasbau Hahn??", ("go with Click Netherfield",
                                                                  "pay the extra for Glasbau Hahn")),
    ("Should I stay with Octopus or pay more for British Gas?", ("stay with Octopus", "pay more for British Gas")),
    ("should we go with Acme or pay a bit more for Zenith Labs", ("go with Acme", "pay a bit more for Zenith Labs")),
    ("Should I fly with BA or book a cheaper seat for Christmas?", ("fly with BA", "book a cheaper seat")),  # as
    # before: a feast, the occasion of both
    ("Should I stay with Octopus or switch to British Gas?", ("stay with Octopus", "switch to British Gas")),  # as
    # before
])

test_a_phrase_against_bs_as_role = still_refused([
    "Could I ask your opinion on whether to offer audio description live or as a recorded track on the app?",
    "Should we offer sign language interpretation live or as a recorded video?",
])

test_one_word_against_bs_as_role_as_before = read_as_expected([
    ("Should I sell the car privately or as a trade-in?", ("privately", "as a trade-in")),
    ("Should I send the file by post or as an email attachment?", ("by post", "as an email attachment")),
    ("Should I register as a sole trader or as a limited company?", ("as a sole trader", "as a limited company")),
])

test_two_words_that_may_be_bs_verb = still_refused([
    "whether the Heritage Fund or the Arts Council funds staff posts more readily",
    "whether the council or the Lottery Fund funds roof repairs more readily",
])

test_one_verb_after_b_as_before = read_as_expected([
    ("whether the Red Cross or the Salvation Army helps families more quickly", ("Red Cross", "Salvation Army")),
    ("whether cats or dogs shed more", ("cats", "dogs")),
    ("need to know if OneNote or SharePoint pages works better as the hub", ("OneNote", "SharePoint pages")),
    ("whether a 1031 exchange or just paying the capital gains makes more sense",
     ("1031 exchange", "just paying the capital gains")),
])

# Read since session 47: "prefer" after the plural subject is the clause's verb, so the participle opens A; the
# refusal guarded against taking "printed" for the verb (the old pins were needless refusals).
test_a_participle_after_a_plurals_verb = read_as_expected([
    ("Would love to know whether visitors prefer printed gallery guides or QR codes on the labels",
     ("printed gallery guides", "QR codes")),
    ("whether visitors prefer printed guides or QR codes", ("printed guides", "QR codes")),
])

test_a_past_verb_after_a_subject_as_before = read_as_expected([
    ("whether the soil test showed lead or arsenic", ("lead", "arsenic")),
    ("I wonder whether visitors prefer printed maps or digital maps", ("printed maps", "digital maps")),
])

test_a_heading_asking_to_recommend = read_as_expected([
    ("Please recommend: Gallery Systems eMuseum or a custom WordPress site for our online collection.",
     ("Gallery Systems eMuseum", "custom WordPress site")),
    ("Please advise: Xero or QuickBooks for a two-person studio.", ("Xero", "QuickBooks")),
])

test_news_under_a_heading_stays_refused = still_refused([
    "Please advise: we will be closed Monday or Tuesday.",  # a subject and an auxiliary: news, no pair to pick
    "I'd be grateful if my manager would approve either leave or overtime for the holidays.",  # not asked of you
])
