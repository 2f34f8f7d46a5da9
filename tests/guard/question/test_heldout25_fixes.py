"""the twenty-fifth held-out part's 11 silent misreads (bench/results/questions_heldout25_first.txt: 220/256, 25
refused, 11 silently wrong)

Each fix is a general rule, tested here on new prompts (not the corpus text), with prompts near it that must stay as
they were."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A bare pair and "which <comparative>" with the copula dropped ("TK vs AOK | which better for student"): the clause
# asks which, as "which is better" does, and is not part of B.
test_which_without_copula_ends_b = read_as_expected([
    ("Barmer vs Techniker which cheaper for freelancers", ("Barmer", "Techniker")),
    ("IELTS vs PTE exam which easier for nurses", ("IELTS", "PTE exam")),
    ("Revolut or N26 which better?", ("Revolut", "N26")),
    ("Lidl or Aldi which one better for student budget", ("Lidl", "Aldi")),
])
test_which_with_copula_and_relative_clause_stay = read_as_expected([
    ("Netflix vs Hulu which is cheaper", ("Netflix", "Hulu")),
    ("should I buy the Volvo or the car which better suits us", ("Volvo", "car which better suits us")),
])
test_which_with_another_verb_still_refused = still_refused([
    "Vodafone or O2 which has better coverage",
])

# A preposition of means ("by", "via", "through") after the verb's object: the options are its objects when B has no
# preposition of its own ("pay (the) deposit by | bank transfer or cash", "apply for the Schengen visa through | France
# or Italy"), also after an object written without its article.
test_object_before_means_is_not_a = read_as_expected([
    ("should we pay rent by card or cash?", ("card", "cash")),
    ("Kindly advise whether I should apply for the Schengen visa through Spain or Portugal.", ("Spain", "Portugal")),
    ("should I order the parts through Amazon or eBay?", ("Amazon", "eBay")),
])
test_means_with_b_preposition_stay = read_as_expected([
    ("Should I negotiate the salary by phone or over email?", ("by phone", "over email")),
    ("should I apply for the visa through an agent or by myself?", ("through an agent", "by myself")),
    ("Should I book the flat through Airbnb or through a local agent?", ("through Airbnb", "through a local agent")),
])

# B joining a second verb with "and" ("take unfurnished and buy | from IKEA"): a place phrase after that verb is its
# own (where to buy), not a place both options share; without a second verb in B it is still shared.
test_place_after_b_second_verb_is_b_own = read_as_expected([
    ("Is it better to rent a furnished room or to take an empty one and buy furniture from Facebook Marketplace?",
     ("rent a furnished room", "take an empty one and buy furniture from Facebook Marketplace")),
    ("Should I keep my old phone or sell it and buy used from Amazon?",
     ("keep my old phone", "sell it and buy used from Amazon")),
])
test_shared_place_after_b_stays_shared = read_as_expected([
    ("Fly or take the train from Paris to Amsterdam?", ("Fly", "take the train")),
    ("Is it better to study online or to take classes in Berlin?", ("study online", "take classes")),
])

# A verb and its articled object as A ("take a course") and B a word that can be a noun, then "with" and a determiner
# or pronoun ("practice with a tutor"): B is a verb and whom it is done with, so both options are verb phrases; a B
# that is no verb ("hostel with a pool") stays a noun set against A's.
test_verb_with_company_is_verb_phrase = read_as_expected([
    ("Should I join a gym or train with a friend at home?", ("join a gym", "train with a friend at home")),
    ("Should I buy a bike or walk with my kids to school?", ("buy a bike", "walk with my kids to school")),
    ("Should I take a class or study with an app?", ("take a class", "study with an app")),
])
test_noun_with_phrase_stays_noun = read_as_expected([
    ("should I book a hotel or hostel with a pool?", ("hotel", "hostel")),
    ("Should I rent a house or flat with a garden?", ("house", "flat")),
])

# A head opening with a name or abbreviation but ending on a common noun ("NIE appointment in | Madrid or
# Barcelona"): the names after its preposition are parallel to B's name, so they are the options, as after a head
# with no name ("visa appointment in | …"); a head all of names ("Apple Watch in …") is still not cut.
test_names_after_named_common_noun = read_as_expected([
    ("VFS appointment in Chennai or Mumbai?", ("Chennai", "Mumbai")),
    ("TIE renewal in Valencia or Sevilla, which is quicker?", ("Valencia", "Sevilla")),
    ("Audi dealer in Munich or Stuttgart?", ("Munich", "Stuttgart")),
])
test_other_heads_stay = read_as_expected([
    ("visa appointment in Lagos or Abuja, which is faster?", ("Lagos", "Abuja")),
    ("Should I take the 0% APR for 36 months or the $4,000 cash rebate?",
     ("0% APR for 36 months", "$4,000 cash rebate")),
    ("one PR per feature or a single big PR for the migration?", ("one PR per feature", "single big PR")),
])

# B opening with "until" / "till" that A has too ("keep the shop open | until 9 pm or until 11 pm"): A starts at it,
# as at a repeated preposition ("in the morning or in the evening").
test_repeated_until_starts_a = read_as_expected([
    ("Is it better to leave the car parked until Monday or until Friday?", ("until Monday", "until Friday")),
    ("should we stay open till midnight or till 10?", ("till midnight", "till 10")),
    ("Should I work on the thesis until June or until September?", ("until June", "until September")),
])
test_repeated_preposition_stays = read_as_expected([
    ("Should I keep the shop open in the morning or in the evening?", ("in the morning", "in the evening")),
])

# Both options opening with the same preposition, once in A, and B's side repeating it ("in Polish or in English | in
# Poland"): the second phrase matches nothing in A, so it is the place or time of both, not B's.
test_second_phrase_of_lead_preposition_is_shared = read_as_expected([
    ("Should I pay in euros or in dollars in Croatia?", ("in euros", "in dollars")),
    ("should I do the exam in German or in English in Austria?", ("in German", "in English")),
    ("should I take the test in the morning or in the afternoon in summer?", ("in the morning", "in the afternoon")),
])
test_phrase_of_another_preposition_stays = read_as_expected([
    ("Should I live in Spain or in the south of France?", ("in Spain", "in the south of France")),
    ("should I travel by car or by train with my dog?", ("by car", "by train")),
])

# A label in CJK lenticular brackets opening the question ("【Question】 …") is a tag, as "[Question]" is.
test_lenticular_bracket_label_is_a_tag = read_as_expected([
    ("【Help】 JLPT N2 or N1 first?", ("JLPT N2", "N1")),
    ("【visa】 student visa or working holiday visa for Japan?", ("student visa", "working holiday visa")),
])
test_other_labels_stay = read_as_expected([
    ("[Question] Japanese language school or university directly?",
     ("Japanese language school", "university directly")),
    ("【Question】 should I rent in Osaka or Kyoto?", ("Osaka", "Kyoto")),
])

# "here" / "there" before the named place both options share ("… an ETF | here in Germany") is part of that place
# phrase, not B's last word.
test_here_before_shared_place_is_cut_with_it = read_as_expected([
    ("Should I send money to my parents or buy a flat here in Dubai?", ("send money to my parents", "buy a flat")),
    ("Should I go back home or look for a job there in Canada?", ("go back home", "look for a job")),
])
test_shared_place_without_here_stays = read_as_expected([
    ("Should I rent a car or use public transport in Iceland?", ("rent a car", "use public transport")),
])

# "every <time unit>" after B when A has its own "every" ("$500 every month or $1500 | every quarter"): each amount has
# its own period, so B keeps it; without one in A it is the period of both and cut.
test_own_period_after_b_is_kept = read_as_expected([
    ("pay 100 euros every week or 400 euros every month?", ("100 euros every week", "400 euros every month")),
    ("should I water 1 litre every day or 3 litres every week?", ("1 litre every day", "3 litres every week")),
])
test_shared_period_after_b_is_cut = read_as_expected([
    ("send $500 or $1500 every quarter?", ("$500", "$1500")),
    ("a gym membership or a personal trainer every week?", ("gym membership", "personal trainer")),
])
