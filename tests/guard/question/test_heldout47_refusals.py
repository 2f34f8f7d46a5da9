"""the forty-seventh held-out part's refusals (bench/results/questions_heldout47_first.txt): those read right by
general rules, a verb inside an option's own clause, "her" as a preposition's object, and options a word or two
over the length limit that stand whole."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A verb inside a clause the option holds after a noun or preposition of its own: a wh-word or "that", then a
# subject ("lie about why I can't | make it", "stay in Austin where all our friends | are"), or a subject contracted
# with its auxiliary after a noun ("take the trip I've | been planning"): no verb swallowed at the option's edge.
test_verb_inside_an_options_own_clause = read_as_expected([
    ("Is it worse to lie about why I can't make it or to just skip it?",
     ("lie about why I can't make it", "just skip it")),
    ("Should I stay in Denver where all my friends are or move to Ohio?",
     ("stay in Denver where all my friends are", "move to Ohio")),
    ("Should I take the trip I've been planning or save the money?",
     ("take the trip I've been planning", "save the money")),
    ("Should I tell him or keep the secret that I can't stand?", ("tell him", "keep the secret that I can't stand")),
])

test_clause_after_a_bare_verb_or_a_time_clause_still_shared = read_as_expected([
    ("Should we rent or buy when we move?", ("rent", "buy")),  # as before
    ("Should I rent or buy I can't decide?", ("rent", "buy")),  # as before
    ("Should I quit the job that I hate or stay until March?",
     ("quit the job that I hate", "stay until March")),  # as before
])

# "her" after a preposition ending a verb phrase A against a verb phrase B is the preposition's object, not a
# determiner whose noun is missing.
test_her_after_a_preposition_before_a_verb_phrase = read_as_expected([
    ("Since we both work remotely now and my mother-in-law is getting frailer (and refuses to admit it), should we "
     "move closer to her or stay in Austin where all our friends are?",
     ("move closer to her", "stay in Austin where all our friends are")),
    ("Should I move in with her or keep my place in Chicago?", ("move in with her", "keep my place in Chicago")),
    ("Should I talk to her or talk to him?", ("talk to her", "talk to him")),
    ("should we move closer to her or stay in Austin?", ("move closer to her", "stay in Austin")),
])

test_her_before_a_noun_option_still_refused = still_refused([
    "Should I talk to her or his mom?",
    "Should I stay with her or her sister?",
])

# An option one or two words over the limit stands whole when no bracketed aside is in it and B holds no "for"
# or "like" phrase (other than a time: "for years") that may be both options'.
test_options_a_word_or_two_over_the_limit = read_as_expected([
    ("could you weigh in on whether I should tell my date about my bipolar diagnosis on the first date or wait a few "
     "months? I've been burned before and I don't want to waste anyone's time, including mine",
     ("tell my date about my bipolar diagnosis on the first date", "wait a few months")),
    ("Is it worse to lie about why I can't make it or to tell her the truth that I just don't like her new "
     "boyfriend?", ("lie about why I can't make it", "tell her the truth that I just don't like her new boyfriend")),
    ("Should I tell my therapist I've been lying to her about my drinking or just stop going?",
     ("tell my therapist I've been lying to her about my drinking", "just stop going")),
    ("We've met with the principal twice and nothing changes, she cries every Sunday night. Should we pull our "
     "daughter out of the school where she's being bullied or fight the administration to fix it?",
     ("pull our daughter out of the school where she's being bullied", "fight the administration")),
    ("I'd love your advice: should I spend my last week of leave with my parents or finally take the solo trip "
     "I've been putting off for years?",
     ("spend my last week of leave with my parents", "finally take the solo trip I've been putting off for years")),
    ("Should we keep the car or sell it to the neighbor who offered us cash last month?",
     ("keep the car", "sell it to the neighbor who offered us cash last month")),
])

test_long_options_with_an_aside_or_a_shared_for_phrase_still_refused = still_refused([
    "should we put him down now or try another round of chemo for our 14 year old lab",
    "should the lump be aspirated now or just measured again in a month like the one on her leg?",
    "Should I call her or send her a long letter explaining everything I feel right now today?",
])
