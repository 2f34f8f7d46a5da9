"""What comes before a question (bench/question_wraps.py: re, hi_team, tag, paren_tag, quick, context, context_nl,
embedded): an email's reply prefix, a greeting, labels stacked after them and sentences of context name no option and
leave the question readable; statements, requests, lists of three and yes/no questions after them stay refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A reply or forward prefix ("Re:", "RE:", "Fwd:", "Re[2]:") opens the message; the labels stacked after it are
# labels still, not part of option A.
test_reply_prefix_before_labels = read_as_expected([
    ("Re: [poll] Beach wedding or mountain wedding?", ("Beach wedding", "mountain wedding")),
    ("RE: [budget] Postgres or MySQL for the analytics service?", ("Postgres", "MySQL")),
    ("Fwd: (urgent) Ice or heat for a sprained ankle?", ("Ice", "heat")),
    ("Re: @legal-team [CTR-107] accept the uncapped indemnity or walk away from the deal?",
     ("accept the uncapped indemnity", "walk away from the deal")),
    ("Re[2]: Fwd: [q] tea or coffee for a long drive?", ("tea", "coffee")),
])

test_reply_prefix_near_misses_still_refused = still_refused([
    "Re: the meeting, we chose tea or coffee already.",  # a choice told
    "Re: Write a story about a cat or a dog.",  # a request
    "Re: Tea, coffee or juice?",  # three options
    "Re: should I go?",  # a yes/no question
])

# A greeting ("Hi team,", "Hey all -", "Hello everyone —", "Good afternoon,", "Dear team,"): up to three words of
# address, set off by a comma, a colon or a dash; the labels after it are labels.
test_greeting_before_labels = read_as_expected([
    ("Hi team, [JIRA-2290][backend] Should the billing service use gRPC or REST?", ("gRPC", "REST")),
    ("Hello everyone — [HOA] asphalt or concrete for the driveway?", ("asphalt", "concrete")),
    ("Hey all - #travel Amtrak or Greyhound from Boston to New York?", ("Amtrak", "Greyhound")),
    ("Hi Sarah, (quick q) Lyon or Marseille for a food weekend?", ("Lyon", "Marseille")),
    ("Dear team, {legal} sign the NDA as-is or push back on the non-compete clause?",
     ("sign the NDA as-is", "push back on the non-compete clause")),
    ("Good afternoon, [Q] iPad Air or Galaxy Tab S9 for note-taking?", ("iPad Air", "Galaxy Tab S9")),
])

test_greeting_near_misses_still_refused = still_refused([
    "Hi team, we went with Postgres or MySQL last time, I forget.",  # a statement
    "Hello, write a poem about cats or dogs.",  # a request
    "Hi all, tea, coffee or juice?",  # three options
    "Hey there - is it going to rain?",  # a yes/no question
    "Hi team, should we pick A or B or C?",
])

test_greeting_words_that_are_options_still_read = read_as_expected([
    ("Morning or evening, which is better for a run?", ("Morning", "evening")),  # as before
    ("Hello Kitty or Pusheen for my daughter's birthday?", ("Hello Kitty", "Pusheen")),  # as before
])

# The word after a label, a greeting or a sentence of context opens its clause, as the prompt's first word does: a
# kind against its sub-kind ("Marathon vs half marathon"), an auxiliary opening the question ("Will a … or a … fix
# …"), an imperative ("capture in | Adobe RGB or sRGB").
test_first_word_after_a_lead = read_as_expected([
    ("Re: Marathon vs half marathon as my first race?", ("Marathon", "half marathon")),
    ("We talked yesterday. Marathon vs half marathon as my first race?", ("Marathon", "half marathon")),
    ("Re: Will a French drain or a sump pump fix water in my basement?", ("French drain", "sump pump")),
    ("Hi team, will a French drain or a sump pump fix water in my basement?", ("French drain", "sump pump")),
    ("Hi team, capture in Adobe RGB or sRGB, which makes sense if I only post online?", ("Adobe RGB", "sRGB")),
])

# A verb before a label's colon governs no option: "Quick question: | to rototill or …", "Quick question: | A $600
# flight with one stop or …".
test_verb_before_a_label_colon = read_as_expected([
    ("Quick question: to rototill or to use a no-dig method on new garden ground?",
     ("rototill", "use a no-dig method on new garden ground")),
    ("Quick question: A $600 flight with one stop or an $850 nonstop?", ("$600 flight with one stop", "$850 nonstop")),
    ("If you had to choose, a $600 flight with one stop or an $850 nonstop?",
     ("$600 flight with one stop", "$850 nonstop")),
])

test_verb_before_a_preposition_still_kept = read_as_expected([
    ("Should I move to Denver or rent a place in Boulder?", ("move to Denver", "rent a place in Boulder")),  # as before
])

# A bare pair and "which" with no comma ("TK vs AOK krankenkasse which better …") after labels or a sentence of
# context: the space before "which" sets the clause off there too.
test_bare_which_after_labels_or_context = read_as_expected([
    ("[TKT-4821] TK vs AOK krankenkasse which better for student", ("TK", "AOK krankenkasse")),
    ("We talked about this at the meeting yesterday. TK vs AOK krankenkasse which better for student",
     ("TK", "AOK krankenkasse")),
    ("Quick question: IIT vs NIT which is better for CSE", ("IIT", "NIT")),
    ("(urgent) motorcycle or train which is safer", ("motorcycle", "train")),
    ("Re: IIT vs NIT which is better for CSE", ("IIT", "NIT")),
])

test_bare_which_near_misses_still_refused = still_refused([
    "I bought a Volvo or a car which is safer.",
])

# Advice with "instead of" / "rather than" after labels, or embedded in a request to be told.
test_instead_after_labels = read_as_expected([
    ("[TKT-4821] Should we use Terraform rather than CloudFormation for a multi-cloud setup?",
     ("Terraform", "CloudFormation")),
    ("Re: Why not just use SQLite instead of Postgres for a single-user desktop app?", ("SQLite", "Postgres")),
    ("Hi team, why not just use SQLite instead of Postgres for a single-user desktop app?", ("SQLite", "Postgres")),
    ("Can you tell me whether we should use Terraform rather than CloudFormation for a multi-cloud setup?",
     ("Terraform", "CloudFormation")),
    ("Could you tell me if I should pick the Pixel rather than the iPhone?", ("Pixel", "iPhone")),
])

test_instead_near_misses_still_refused = still_refused([
    "(urgent) We use Terraform instead of CloudFormation.",
    "Re: I prefer tea rather than coffee.",
    "Can you tell me why we use Terraform instead of CloudFormation?",
    "Can you tell me whether we use Terraform instead of CloudFormation?",
])

# Enumerated items each on a line of their own, the first after the prompt's labels.
test_lined_items_after_labels = read_as_expected([
    ("[TKT-4821] Option 1: $250 deductible, $142/month\nOption 2: $1,000 deductible, $98/month\nwhich one??",
     ("$250 deductible, $142/month", "$1,000 deductible, $98/month")),
    ("Re: Option 1: $250 deductible, $142/month\nOption 2: $1,000 deductible, $98/month\nwhich one??",
     ("$250 deductible, $142/month", "$1,000 deductible, $98/month")),
    ("Hi team, option 1: $250 deductible, $142/month\nOption 2: $1,000 deductible, $98/month\nwhich one??",
     ("$250 deductible, $142/month", "$1,000 deductible, $98/month")),
])

test_items_after_context_still_refused = still_refused([
    "We talked. Option 1: $250 deductible, $142/month\nOption 2: $1,000 deductible, $98/month\nwhich one??",
])

# A choice sentence written in capitals after lower-case labels or context is read in lower case.
test_shouted_question_after_labels = read_as_expected([
    ("(urgent) SHOULD I TELL MY BOSS ABOUT MY SIDE HUSTLE OR KEEP QUIET",
     ("TELL MY BOSS ABOUT MY SIDE HUSTLE", "KEEP QUIET")),
    ("We talked about this at the meeting yesterday. GO TO THE PARTY OR STAY IN AND STUDY",
     ("GO TO THE PARTY", "STAY IN AND STUDY")),
    ("Quick question: GO TO THE PARTY OR STAY IN AND STUDY", ("GO TO THE PARTY", "STAY IN AND STUDY")),
])

test_shouted_near_misses_still_refused = still_refused([
    "(urgent) WE WENT TO THE PARTY OR STAYED IN, I FORGET.",
    "Quick question: TEA, COFFEE OR JUICE?",
])

# Slashed pairs and "A? Or B?" open a sentence after statements of context, not after a question of its own.
test_pairs_after_context = read_as_expected([
    ("We talked about this at the meeting yesterday. Apple Watch / Garmin for marathon training?",
     ("Apple Watch", "Garmin")),
    ("We talked about this at the meeting yesterday. React Native / Flutter — which one for a small startup MVP?",
     ("React Native", "Flutter")),
    ("Some background: the deadline is Friday.\n\nTile / vinyl plank for the bathroom floor?", ("Tile", "vinyl plank")),
    ("Some background: the deadline is Friday.\n\nDado stack?! Or router + straight bit? For bookshelf dados",
     ("Dado stack", "router + straight bit")),
    ("Some background: the deadline is Friday.\n\nPaint color for the nursery: sage green? or warm beige?",
     ("sage green", "warm beige")),
])

test_pairs_after_context_near_misses_still_refused = still_refused([
    "Tea? Coffee / juice for breakfast?",  # a third option asked before
    "I use TCP/IP at work. Is that fine?",
    "He said yes/no. Which?",
])

# A subject line's reply prefix heads a verbless pair as a heading does, the pair read after its lead ("Re: Hay for
# the winter — | buy now … or wait …"), with or without a question mark.
test_subject_line_heads_a_verbless_pair = read_as_expected([
    ("Re: Hay for the winter — buy now at $6 a bale or wait for second cutting",
     ("buy now at $6 a bale", "wait for second cutting")),  # as before
    ("FW: FW: quick one — Gusto or ADP for payroll", ("Gusto", "ADP")),  # as before
    ("Fwd: Hay for the winter — buy now at $6 a bale or wait for second cutting?",
     ("buy now at $6 a bale", "wait for second cutting")),
])

test_subject_line_statements_still_refused = still_refused([
    "Re: we picked tea or coffee",
    "FW: quick one — we went with Gusto or ADP last year.",
])
