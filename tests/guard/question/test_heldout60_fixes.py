"""the sixtieth held-out part's 9 silent misreads (bench/results/questions_heldout60_first.txt): seven read right by
general rules, two ("I can put away $200 or $300 a month — is that enough …?", "… pay the card a day or two late
once") refused, as they ask no choice."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A bracketed aside closing the sentence after B when A has none: a note on the asker or the pair, not B's name.
test_aside_closing_the_sentence = read_as_expected([
    ("Monarch Money vs Copilot (ex-Mint user)", ("Monarch Money", "Copilot")),
    ("Retire at 62 with $1,850/mo or at 67 with $2,640/mo (Social Security)?",
     ("at 62 with $1,850/mo", "at 67 with $2,640/mo")),
    ("YNAB vs Monarch (longtime Quicken user)", ("YNAB", "Monarch")),
    ("Lyft or Uber (airport)?", ("Lyft", "Uber")),
])

test_asides_inside_the_pair_still_kept = read_as_expected([
    ("Should I buy the Pixel or the iPhone (the 15 Pro) for my mom?", ("Pixel", "iPhone (the 15 Pro)")),  # as before
    ("should I get a SEP IRA or a Solo 401(k)?", ("SEP IRA", "Solo 401(k)")),  # as before
])

# A lone rate after "at" and an articled head ("a 12-month CD at | 4.6%"): the rate is A's own, A starts at the head.
test_rate_of_an_articled_head = read_as_expected([
    ("Choosing between a 12-month CD at 4.6% and T-bills", ("12-month CD at 4.6%", "T-bills")),
    ("Choosing between a 6-month CD at 5% and a money market fund", ("6-month CD at 5%", "money market fund")),
    ("torn between a savings account at 4% or I bonds", ("savings account at 4%", "I bonds")),
    ("should I get the room at $140 or two doubles?", ("room at $140", "two doubles")),
])

test_two_rates_still_read = read_as_expected([
    ("Choosing between a CD at 4.6% and 5%", ("4.6%", "5%")),  # as before
    ("should I lock a mortgage at 6% or float?", ("lock a mortgage at 6%", "float")),  # as before
])

# B "be" and a participle: a passive verb phrase, so A keeps its verb.
test_passive_b_keeps_a_verb = read_as_expected([
    ("Hi, can you check whether my side income should go on a Schedule C or be treated as hobby income? It was about "
     "$4,200 last year.", ("go on a Schedule C", "be treated as hobby income")),
    ("should the payment go in escrow or be returned to the buyer?", ("go in escrow", "be returned to the buyer")),
    ("whether the bonus should go into my 401k or be paid out in cash", ("go into my 401k", "be paid out in cash")),
    ("should the dog stay with me or be rehomed?", ("stay with me", "be rehomed")),
])

test_nouns_after_a_verb_still_read = read_as_expected([
    ("should it go on a Schedule C or a Schedule E?", ("Schedule C", "Schedule E")),  # as before
    ("should the car be sold or be donated?", ("be sold", "be donated")),  # as before
])

# A gerund's "in" before A and "in" with a possessive after B: the phrase is both options' account, place or time.
test_possessed_in_phrase_of_both = read_as_expected([
    ("investing in VTI or VT in my taxable account", ("VTI", "VT")),
    ("investing in index funds or bonds in my IRA", ("index funds", "bonds")),
    ("living in Austin or Denver in my 30s", ("Austin", "Denver")),
    ("working in finance or tech in my 20s", ("finance", "tech")),
])

test_own_places_after_in_still_read = read_as_expected([
    ("I am torn between nursing in UK and caregiver job in Canada", ("nursing in UK", "caregiver job in Canada")),
    ("investing in VTI or VT", ("VTI", "VT")),  # as before
])

# B an unlisted word and a closing particle ("average down") against a verb and its object: a verb phrase.
test_phrasal_b_against_a_verb_and_object = read_as_expected([
    ("Do I sell my losing Rivian shares or average down?", ("sell my losing Rivian shares", "average down")),
    ("Do I sell my Rivian shares or average down?", ("sell my Rivian shares", "average down")),
    ("Should I hold my Tesla stock or cash out?", ("hold my Tesla stock", "cash out")),
])

test_articled_b_still_a_noun = read_as_expected([
    ("Should I buy the house or the condo?", ("house", "condo")),  # as before
    ("Should I keep the old car or trade up?", ("keep the old car", "trade up")),  # as before
])

# "once" before a preposition is B's adverb, not a clause's "once"; "DCA" is a verb.
test_once_as_an_adverb = read_as_expected([
    ("Need advice: DCA $200/week into BTC or buy once with the full $10k?",
     ("DCA $200/week into BTC", "buy once with the full $10k")),
    ("invest $200/week into BTC or buy once with the full $10k?",
     ("invest $200/week into BTC", "buy once with the full $10k")),
    ("Should I DCA into VTI or buy it all now?", ("DCA into VTI", "buy it all now")),
])

test_once_of_a_clause_still_cut = read_as_expected([
    ("Should I DCA into VTI or wait once the market dips?", ("DCA into VTI", "wait")),
    ("Should I DCA or lump sum?", ("DCA", "lump sum")),  # as before
])

# A rough count before a word of lateness ("a day or two late"); two figures told, then only "is that enough?".
test_no_choice_refused = still_refused([
    "does it hurt my score if I pay the card a day or two late once",
    "is it bad to pay rent a day or two late",
    "I can put away $200 or $300 a month — is that enough to retire by 60?",
    "I can put away $200 or $300 a month. Is that enough to retire by 60?",
    "I drink 2 or 3 coffees a day — is that too much?",
])

test_counts_and_figures_asked_still_read = read_as_expected([
    ("should I pay a day late or two days early?", ("day late", "two days early")),  # as before
    ("I can put away $200 or $300 a month — which is better?", ("$200", "$300")),  # as before
    ("Should I put away $200 or $300 a month?", ("$200", "$300")),  # as before
    ("I take it once or twice a day, is that ok?", ("once", "twice a day")),  # as before
])
