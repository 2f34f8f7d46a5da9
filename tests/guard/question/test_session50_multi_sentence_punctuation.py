"""Fixes for the multi_sentence and punctuation families (session 50), read from the refusals of the older parts.

Needless refusals now read right: a B that only a verb phrase can be after a choice verb's two-word object (a
reflexive object, "… or build wooden benches | myself"; a particle running into a preposition, "… or stock up | on
prescription refills"; a second verb with its own article, "… and download | the receipts"); a listed verb closing a
gerund subject pair's sentence after B's noun ("Would switching to all-purpose or adding more whole wheat | help?"); a
verbless fragment telling the occasion after a stopped pair ("espresso martini or negroni. | nightcap, going out at
9"), and a size bracketed onto a word in such a pair ("varchar(255) or text."); a model's number after three words in
a slashed pair ("Marker Duke PT 16 / Salomon Shift MNC 13 – which one …"); a quoted word or a word before a mirrored
"of" phrase opening A, a noun's and no verb's ('"Clean" beauty sunscreen or …', "back of the room, or side of the
stage"); a quoted question as an option ("'Can you help Jake?' or 'Jake needs you this winter'"); a demonstrative
subject before two prepositional phrases ("Is that | from the milk … or from the fragrance oil?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_b_only_a_verb_phrase_can_be = read_as_expected([
    ("Moving to a house with a 6x8 greenhouse. It has no staging. Buy aluminium staging or build wooden benches "
     "myself? I'm fairly handy.", ("Buy aluminium staging", "build wooden benches myself")),
    ("My FSA has $640 left and the deadline is Dec 31. There's no carryover on our plan. Should I buy new glasses or "
     "stock up on prescription refills?", ("buy new glasses", "stock up on prescription refills")),
    ("My company needs VAT invoices for everything. Right now I pay by card. Should I switch to invoice billing or "
     "keep card payments and download the receipts each month?",
     ("switch to invoice billing", "keep card payments and download the receipts each month")),
    ("Should we hire outside cleaners or tidy the office ourselves?", ("hire outside cleaners", "tidy the office "
                                                                       "ourselves")),
    ("Should I buy new glasses or back up on contacts?", ("buy new glasses", "back up on contacts")),
])

test_a_verb_phrase_or_a_noun_phrase_still_refused = still_refused([
    "Should I get running shoes or cross trainers?",  # B a noun phrase like A's object, or a verb and its object
    "go with French press or pour over?",
    "Do we hire licensed artists or train apprentices in-house?",  # as before (session 47)
])

test_a_listed_verb_closing_a_subject_pair = read_as_expected([
    ("My sourdough keeps coming out flat. I've been using King Arthur bread flour. Would switching to all-purpose or "
     "adding more whole wheat help?", ("switching to all-purpose", "adding more whole wheat")),
    ("Would cutting back on sugar or adding more fibre help?", ("cutting back on sugar", "adding more fibre")),
])

test_no_verb_closing_a_gerund_pair_still_refused = still_refused([
    "Would a fence or a hedge?",  # no verb at all: nothing to cut B from
    "Would a fence or a hedge help?",  # a noun's B: the verb, or a compound's noun ("a website form")?
])

test_an_occasion_after_a_stopped_pair = read_as_expected([
    ("espresso martini or negroni. nightcap, going out at 9", ("espresso martini", "negroni")),
    ("varchar(255) or text.  for emails.  postgres 16", ("varchar(255)", "text")),
    ("red or white. dinner at 8", ("red", "white")),
    ("varchar(255) or text.", ("varchar(255)", "text")),
])

test_a_statement_after_a_stopped_pair_still_refused = still_refused([
    "Swings or a climbing dome. The parents' survey closes Friday.",  # a clause of its own: told, not asked
    "Tea or coffee. Card preferred.",  # a participle: how things stand
    "cash or card. helpful",
    "chrome or edge.  edge keeps nagging me to switch lol",
])

test_a_models_number_after_three_words_in_a_slashed_pair = read_as_expected([
    ("Marker Duke PT 16 / Salomon Shift MNC 13 – which one for 50/50 resort and touring?",
     ("Marker Duke PT 16", "Salomon Shift MNC 13")),
    ("Atomic Bent 100 / Blizzard Rustler 10 - which one", ("Atomic Bent 100", "Blizzard Rustler 10")),
    ("Audient EVO 4 / MOTU M2 — which one?", ("Audient EVO 4", "MOTU M2")),  # as before
])

test_four_words_before_a_slash_still_refused = still_refused([
    "Fender Player Jazz Bass / Squier Classic Vibe 70s - which one?",  # four words and no number: left to others
])

test_a_quoted_word_or_an_of_phrase_opening_a = read_as_expected([
    ('"Clean" beauty sunscreen or "regular" chemical SPF?!', ('"Clean" beauty sunscreen', '"regular" chemical SPF')),
    ("'Organic' cotton sheets or regular percale?", ("'Organic' cotton sheets", "regular percale")),
    ("FOH position — back of the room, or side of the stage? 🤔", ("back of the room", "side of the stage")),
    ("front of the house or back of the house?", ("front of the house", "back of the house")),
])

test_a_verb_or_a_name_opening_a_still_refused = still_refused([
    "Set top box or smart TV app?",  # a verb before lower-case words, or a name's first word
    "clay soil -> add sharp sand or grit??",
])

test_a_quoted_question_as_an_option = read_as_expected([
    ("Subject line A/B test: 'Can you help Jake?' or 'Jake needs you this winter' – which one wins usually?",
     ("Can you help Jake?", "Jake needs you this winter")),
    ('Which opener: "Got a minute?" or "Quick question"?', ("Got a minute?", "Quick question")),
    ("Is it 'Can I?' or 'May I?' in a formal letter?", ("Can I?", "May I?")),
])

test_a_question_mark_inside_an_unquoted_option_still_refused = still_refused([
    "Can you help? Or should I ask Jake?",  # two questions, no quoted option
])

test_a_demonstrative_subject_before_two_phrases = read_as_expected([
    ("Made my first batch of goat milk soap last night. It went orange in the middle. Is that from the milk sugars "
     "overheating or from the fragrance oil?", ("from the milk sugars overheating", "from the fragrance oil")),
    ("Is that from the milk or from the fragrance oil?", ("from the milk", "from the fragrance oil")),
    ("Is this for the kids or for the adults?", ("for the kids", "for the adults")),
    ("Is that within the budget or over it?", ("within the budget", "over it")),
])

test_a_phrase_against_a_noun_after_a_demonstrative_now_refused = still_refused([
    "Is that outside the budget or a new hire?",  # a phrase against a noun phrase (read as two noun phrases before)
])
