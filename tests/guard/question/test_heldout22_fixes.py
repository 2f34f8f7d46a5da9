"""The twenty-second held-out part's misreads, fixed by general rules (tested here on other prompts too) or refused
where no rule can tell. Its first scoring is bench/results/questions_heldout22_first.txt (237/256, 7 refused, 12
silently wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A path's '::' joins its names ("tokio::spawn vs std::thread::spawn"): no clause ends at the colons.
test_double_colon_path_is_one_name = read_as_expected([
    ("tokio::spawn vs std::thread::spawn for a CPU-heavy task?", ("tokio::spawn", "std::thread::spawn")),
    ("std::vector or std::deque for a queue of jobs?", ("std::vector", "std::deque")),
    ("Arc::clone or Rc::clone in single-threaded code?", ("Arc::clone", "Rc::clone")),
])

# Two code spans on either side of the coordinator are the options whole ("`SERIAL` vs `GENERATED ALWAYS AS
# IDENTITY` in postgres"), as two quoted names are.
test_code_spans_are_options_whole = read_as_expected([
    ("`SERIAL` vs `GENERATED ALWAYS AS IDENTITY` in postgres?", ("SERIAL", "GENERATED ALWAYS AS IDENTITY")),
    ("`git merge` or `git rebase --onto main` for a long-lived branch?", ("git merge", "git rebase --onto main")),
    ("should I use `npm ci` or `npm install --legacy-peer-deps` in CI?",
     ("npm ci", "npm install --legacy-peer-deps")),
    ("`SELECT * FROM t` or `SELECT id FROM t AS x` for the export job?", ("SELECT * FROM t", "SELECT id FROM t AS x")),
])

# The same rule (test_heldout21_fixes.py): a closing adverb is A when B is another ("price the pro plan | monthly or
# annually only").
test_closing_adverb_before_adverb_is_a = read_as_expected([
    ("Kind regards in advance — would you price the pro plan monthly or annually only?", ("monthly", "annually only")),
    ("Is it better to pay my car insurance monthly or annually?", ("monthly", "annually")),
])

# "<noun> of | <amount> or <amount>": B a bare amount, A the amount after the preposition ("batch size of | 32 or
# 128"); a counted noun after A's number leaves the pair unparallel, and refused.
test_amount_after_of_is_a = read_as_expected([
    ("batch size of 32 or 128 on a single 24 GB GPU?", ("32", "128")),
    ("a budget of $500 or $800 for a first guitar?", ("$500", "$800")),
    ("a tip of 15% or 20% at a sit-down restaurant?", ("15%", "20%")),
])
test_counted_amount_still_refused = still_refused([
    "a team of 4 engineers or 6?",
])

# "is … more or less <adjective>" after a copula tells a degree ("more or less dead": almost) or compares without
# saying with what: no two options.
test_more_or_less_after_copula_is_refused = still_refused([
    "Is pandas more or less dead now that Polars exists?",
    "Are we more or less done with the migration?",
    "is jQuery more or less obsolete these days?",
    "Was the launch more or less a success?",
])

# Option B opening with a verb the lists lack, told by what follows it: a hyphenated verb before its object ("… or
# fine-tune | the existing checkpoint"), a verb before an indefinite pronoun ("… or grandfather | everyone in"), a verb
# before the preposition A's verb has ("shard by tenant_id or partition | by month"). Both options are verb phrases.
test_unlisted_b_verb = read_as_expected([
    ("Is it better to shard by tenant_id or partition by month?", ("shard by tenant_id", "partition by month")),
    ("Should I retrain the model from scratch or fine-tune the existing checkpoint on the new data?",
     ("retrain the model from scratch", "fine-tune the existing checkpoint on the new data")),
    ("Should we raise prices for new customers or grandfather everyone in?",
     ("raise prices for new customers", "grandfather everyone in")),
    ("should we re-run the migration or hand-patch the table?", ("re-run the migration", "hand-patch the table")),
    ("Should we email the list or text everyone?", ("email the list", "text everyone")),
    ("Should I sort by date or group by sender?", ("sort by date", "group by sender")),
])

# A verb or gerund opening the sentence before a preposition is a shared lead, its capital only the sentence's
# ("Soldering with | leaded or lead-free", "Capture in | Adobe RGB or sRGB": an imperative before a name); a
# lower-case object after a particle stays a compound ("walk in shower or tub": not cut).
test_sentence_opening_verb_lead = read_as_expected([
    ("Soldering with leaded or lead-free solder for hobby boards?", ("leaded", "lead-free solder")),
    ("Capture in Adobe RGB or sRGB, which makes sense if I only post online?", ("Adobe RGB", "sRGB")),
    ("Painting with Sherwin-Williams or Behr for a bathroom?", ("Sherwin-Williams", "Behr")),
    ("Print in PLA or PETG for outdoor parts?", ("PLA", "PETG")),
    ("walk in shower or tub?", ("walk in shower", "tub")),
])

# "whether <subject>'d be better off (with) | …": the conditional "be" and "better off" lead in, as after "whether I'm
# better off with".
test_conditional_better_off_leads_in = read_as_expected([
    ("my lead asked me whether we'd be better off with server components or a separate SPA",
     ("server components", "separate SPA")),
    ("I wonder whether we'd be better off with a van or a truck", ("van", "truck")),
    ("not sure if I'd be better off renting or buying in Austin", ("renting", "buying")),
])

# A "with" phrase whose noun is compared ("… or just use RAG | with a bigger model") after a full verb-phrase pair
# may be B's manner or the means of both, as "with shorter hours" is: refused.
test_compared_with_phrase_is_refused = still_refused([
    "pick between fine-tuning Llama 3.1 8B and just using RAG with a bigger model for our support bot",
    "should I fine-tune Llama or just use RAG with a bigger model for our support bot?",
    "should we hire a junior dev or pay the contractor with a larger budget?",
])

# "Is it | the <noun> or the <noun>?": an articled noun phrase after "is it" names what "it" is (a cause to identify);
# the options are the two noun phrases. "is it <adjective> to …" still leads in to verb phrases.
test_is_it_the_noun = read_as_expected([
    ("Layer lines on the Z axis look wavy. Belts are tight. Is it the lead screw or the eccentric nuts?",
     ("lead screw", "eccentric nuts")),
    ("Car will not start. Is it the battery or the alternator?", ("battery", "alternator")),
    ("Is it a cold or the flu?", ("cold", "flu")),
    ("Is it better to rent or buy?", ("rent", "buy")),
])
