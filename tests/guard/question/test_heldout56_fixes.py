"""the fifty-sixth held-out part's 18 silent misreads (bench/results/questions_heldout56_first.txt): sixteen read
right by general rules, "Taking parental leave all at once or split over the first year?" refused (where A starts is
unclear), and "My manager says I can work from home or the office, it's up to me, which is nice." refused (a
statement)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An opening -ing word and a bare noun before "vs", against a bare compound: one compound noun ("a signing bonus").
test_gerund_compound_before_vs = read_as_expected([
    ("Signing bonus vs relocation package: which is easier to negotiate up?", ("Signing bonus", "relocation package")),
    ("Signing bonus versus equity refresh?", ("Signing bonus", "equity refresh")),
    ("Matching contribution vs profit sharing — which matters more?", ("Matching contribution", "profit sharing")),
])

test_gerund_and_object_before_or_still_shared = read_as_expected([
    ("Buying stock or real estate?", ("stock", "real estate")),  # as before
    ("Learning Python or SQL first?", ("Python", "SQL")),  # as before
])

# "at <Name>" after a post held at an employer (job, role, offer, internship) is where B's post is held.
test_post_held_at_an_employer = read_as_expected([
    ("counteroffer vs. the new job at Shopify — what did you all do?", ("counteroffer", "new job at Shopify")),
    ("Should I take the counteroffer or the new role at Stripe?", ("counteroffer", "new role at Stripe")),
    ("the retention bonus vs the internship at Meta?", ("retention bonus", "internship at Meta")),
])

test_place_of_both_still_cut = read_as_expected([
    ("a hotel or an Airbnb in Rome?", ("hotel", "Airbnb")),  # as before
    ("Tea or coffee at Starbucks?", ("Tea", "coffee")),  # as before
])

# A plural noun right before a copula or "make" is no verb ("the two new hires | is …").
test_plural_noun_before_the_verb = read_as_expected([
    ("I'm putting together my promo packet and want to know whether leading the migration or mentoring the two new "
     "hires is the stronger story", ("leading the migration", "mentoring the two new hires")),
    ("Does leading the migration or mentoring the two new hires make a stronger promo case?",
     ("leading the migration", "mentoring the two new hires")),
    ("Does owning the roadmap or coaching the junior devs make a better case for promotion?",
     ("owning the roadmap", "coaching the junior devs")),
    ("whether writing the docs or fixing the tests is the better use of my week",
     ("writing the docs", "fixing the tests")),
])

test_singular_object_before_the_verb_as_before = read_as_expected([
    ("Does leading the migration or mentoring the team make a stronger promo case?",
     ("leading the migration", "mentoring the team")),
])

# A with a time clause or gerund of its own ("quit before finding a new job"): B's own time clause is set against it.
test_time_clause_against_a_time_clause = read_as_expected([
    ("Is it better to quit before finding a new job or to stay until I have an offer?",
     ("quit before finding a new job", "stay until I have an offer")),
    ("Should I resign after I get my bonus or wait until they announce layoffs?",
     ("resign after I get my bonus", "wait until they announce layoffs")),
    ("Is it better to leave before signing the lease or to stay until we close?",
     ("leave before signing the lease", "stay until we close")),
])

test_time_clause_after_an_untimed_a_still_shared = read_as_expected([
    ("Should I quit or stay until I have an offer?", ("quit", "stay")),  # as before
    ("Should I quit my job or stay until I have an offer?", ("quit my job", "stay")),  # as before
])

# A gerund of a verb of asking or causing takes its object's to-infinitive ("asking my company to sponsor …").
test_gerund_of_asking_and_its_infinitive = read_as_expected([
    ("What would you recommend, going back for an MBA or asking my company to sponsor a part-time program?",
     ("going back for an MBA", "asking my company to sponsor a part-time program")),
    ("Is it smarter quitting outright or getting my manager to approve a transfer?",
     ("quitting outright", "getting my manager to approve a transfer")),
    ("Would you suggest going freelance or convincing my boss to let me go part-time?",
     ("going freelance", "convincing my boss to let me go part-time")),
])

test_purpose_after_another_gerund_still_cut = read_as_expected([
    ("Is hiring a contractor or training my staff to do it cheaper?", ("hiring a contractor", "training my staff")),
])

# A degree word after an amount is the amount's ("w/ 20% more"), not how much of a verb both options get.
test_degree_after_an_amount = read_as_expected([
    ("remote job w/ lower pay OR in-office job w/ 20% more -- which one?!",
     ("remote job w/ lower pay", "in-office job w/ 20% more")),
    ("Do you enjoy Disney or Universal more?", ("Disney", "Universal")),  # as before
    ("Do kids like pizza or pasta more?", ("pizza", "pasta")),  # as before
])

# An opening capital before a count tells no name ("Hybrid 3 days in office"): A is read as in lower case.
test_opening_capital_before_a_count = read_as_expected([
    ("Hybrid 3 days in office - or - fully remote at 10% less!!!",
     ("Hybrid 3 days in office", "fully remote at 10% less")),
    ("Hybrid 2 days in office or fully remote?", ("Hybrid 2 days in office", "fully remote")),
])

# Against a B of an -ly adverb and a preposition ("directly through …"), A keeps its own preposition ("via Deel").
test_own_preposition_against_an_adverbed_phrase = read_as_expected([
    ("Getting paid via Deel or directly through the client's payroll?",
     ("via Deel", "directly through the client's payroll")),
    ("Send the invoice by email or directly through the portal?", ("by email", "directly through the portal")),
    ("Should I pay via Venmo or Zelle?", ("Venmo", "Zelle")),  # as before
])

# "… all at once or split over …" after a verb cut as A's lead: a manner of A's verb, or a verb of its own? Refused.
test_participle_of_manner_after_a_cut_verb = still_refused([
    "Taking parental leave all at once or split over the first year?",
    "do i take the prednisone all at once or split over the day",  # as before
])

test_participle_free_pairs_as_before = read_as_expected([
    ("Taking parental leave now or later?", ("now", "later")),
])

# A spaced bar separates clauses as a spaced dash does ("subj: scheduling | Tuesday 2pm or …").
test_spaced_bar_separates = read_as_expected([
    ("from: recruiting@acme.io | subj: scheduling | Tuesday 2pm or Wednesday 10am EST for your panel?",
     ("Tuesday 2pm", "Wednesday 10am EST")),
    ("x | y | Tuesday 2pm or Wednesday 10am EST?", ("Tuesday 2pm", "Wednesday 10am EST")),
    ("Interview prep | Python or Java for the coding round?", ("Python", "Java")),
])

# A sentence adverb between a plural subject and a verb starts the predicate ("hiring managers | actually read …").
test_sentence_adverb_before_the_verb = read_as_expected([
    ("Do recruiters or hiring managers actually read cover letters?", ("recruiters", "hiring managers")),
    ("Do recruiters or managers actually read cover letters?", ("recruiters", "managers")),
    ("Do startups or big companies usually offer better equity?", ("startups", "big companies")),
    ("Do recruiters or hiring managers read cover letters?", ("recruiters", "hiring managers")),  # as before
])

# "lesser" is a comparative: "… the lesser evil" is the predicate after B, B keeps its phrase before it.
test_lesser_evil_predicate = read_as_expected([
    ("Is a 1.5-hour commute each way or a 20% pay cut for remote the lesser evil?",
     ("1.5-hour commute each way", "20% pay cut for remote")),
    ("Is layoffs or a pay cut the lesser evil?", ("layoffs", "pay cut")),
    ("Which is the lesser evil, a long commute or a pay cut?", ("long commute", "pay cut")),
])

# A deliberating lead ("Considering", "Debating") before a second -ing word leads in: the -ing word starts A.
test_deliberating_lead_before_a_gerund = read_as_expected([
    ("Any advice? Considering staying as a teacher or switching to instructional design",
     ("staying as a teacher", "switching to instructional design")),
    ("Debating hiring a nanny or using daycare", ("hiring a nanny", "using daycare")),
    ("Considering a teacher job or a design job", ("teacher job", "design job")),  # as before
])

# B repeating A's head noun keeps its own feature phrase against A's ("the $72k job at … or the $90k job with …").
test_same_head_with_its_own_phrase = read_as_expected([
    ("What would you pick in my shoes: the stable $72k job at the county or the $90k job with no benefits?",
     ("stable $72k job at the county", "$90k job with no benefits")),
    ("Should I take the $80k role at the bank or the $95k role without a pension?",
     ("$80k role at the bank", "$95k role without a pension")),
    ("the stable job or the remote job with no benefits?", ("stable job", "remote job")),  # as before
])

# A B closed by "on my own" / "by myself" is a verb phrase (an unlisted compound verb): A keeps its verb.
test_done_alone_is_a_verb_phrase = read_as_expected([
    ("What's your recommendation: use a recruiter or job hunt on my own for senior finance roles?",
     ("use a recruiter", "job hunt on my own")),
    ("Should we hire an agency or build it on our own?", ("hire an agency", "build it on our own")),
    ("Should I hire a tutor or self-study by myself?", ("hire a tutor", "self-study by myself")),
    ("Should I use a recruiter or a headhunter?", ("recruiter", "headhunter")),  # as before
])

# A verb's two adverbs of manner or place, each with its own phrase: the options, the verb shared.
test_two_adverbs_with_their_phrases = read_as_expected([
    ("Forwarding from recruiter:\n> We'd love to move you forward. Would you prefer to interview onsite in Boston or "
     "virtually over Zoom?\nWhich one gives me a better shot?", ("onsite in Boston", "virtually over Zoom")),
    ("Should I work onsite in Boston or remotely from Denver?", ("onsite in Boston", "remotely from Denver")),
    ("Should I pay monthly by card or annually by check?", ("monthly by card", "annually by check")),
    ("Should I interview onsite or virtually over Zoom?", ("onsite", "virtually")),  # as before
])

# A closing ", which is <plain adjective>." comments on a statement, it asks nothing.
test_commenting_which_asks_nothing = still_refused([
    "My manager says I can work from home or the office, it's up to me, which is nice.",
    "My manager says I can work from home or the office, which is nice.",
    "My boss lets me pick Mac or Windows, which is great!",
])

test_asking_which_still_asks = read_as_expected([
    ("Tea or coffee, which is healthier.", ("Tea", "coffee")),
    ("Tea or coffee, which is best.", ("Tea", "coffee")),
    ("netflix vs hulu, which is worth it.", ("netflix", "hulu")),
])
