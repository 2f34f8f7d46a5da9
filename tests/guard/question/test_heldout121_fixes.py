"""the hundred-and-twenty-first held-out part's 12 silent misreads (bench/results/questions_heldout121_first.txt):
eleven read right (or, for the three that ask no choice, refused) by general rules, the twelfth ("should they be
stored flat or rolled?": "stored" both's, or A's?) refused; and three of its refusals read right (counts after "of",
a gerund's plural object)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "once" before a past participle after B's noun ("first cousin | once removed"): B's own words, no clause.
test_once_participle_of_b = read_as_expected([
    ("Help me decide between half aunt and first cousin once removed for a 900 cM match",
     ("half aunt", "first cousin once removed")),
    ("should I keep the ring or the brooch once owned by my gran?", ("ring", "brooch once owned by my gran")),
])

test_once_opening_a_clause_still_cut = read_as_expected([
    ("should I sell the car or the van once I retire?", ("car", "van")),  # as before
])

# "first" as an ordinal inside B's articled noun phrase ("a half | first | cousin"): a word of B, no time.
test_ordinal_first_inside_b = read_as_expected([
    ("I have a new match on 23andMe. We share 410 cM on 16 segments. Could she be a great aunt or a half first cousin? "
     "She won't reply to messages.", ("great aunt", "half first cousin")),
    ("was it a first edition or a signed first edition?", ("first edition", "signed first edition")),
])

# A closing "according to …": the source asked, both options', no part of B.
test_according_to_closing_b = read_as_expected([
    ("Was grandpa's unit at Arnhem or at Nijmegen according to the war diary?", ("at Arnhem", "at Nijmegen")),
    ("was she born in Cork or Kerry according to the census?", ("Cork", "Kerry")),
])

# "or so" after a noun that follows a figure and its unit ("a 20 cM match | or so"): an approximation.
test_or_so_after_figured_noun_refused = still_refused([
    "Is a 20 cM match or so worth following up?",
    "Is a 5 mm gap or so enough for expansion?",
])

test_figured_nouns_paired_unchanged = read_as_expected([
    ("Is a 20 cM match or a 30 cM match worth following up?", ("20 cM match", "30 cM match")),  # as before
])

# "Does anyone <verb> … or <verb> …?" with "a good <noun>" in it: a plain adjective asks no choice, so it is a yes/no
# question of readers, as it was without the adjective.
test_anyone_with_plain_good_refused = still_refused([
    "Does anyone have tips for finding Polish records, or know a good translator?",
    "Does anyone know a good genealogist or have a good book on it?",
])

test_anyone_choosing_still_read = read_as_expected([
    ("Does anyone know whether FreeBMD or FamilySearch is better for marriages?", ("FreeBMD", "FamilySearch")),  # as
    # before
    ("Does anyone prefer a good Ancestry subscription or MyHeritage?", ("good Ancestry subscription", "MyHeritage")),
    # as before
])

# A misspelt choice verb after a contracted subject ("you'd recomend"): the lead's, as after "you".
test_misspelt_choice_verb_after_contraction = read_as_expected([
    ("May I ask whether you'd recomend learning Kurrent or just using a transcription service?",
     ("learning Kurrent", "just using a transcription service")),
    ("do you think we'd perfer the lake or the beach?", ("lake", "beach")),
])

# "is this" after a clause, a number A against a number B ("…, is this | 1880s or 1890s?"): the predicates.
test_demonstrative_before_numbers_after_clause = read_as_expected([
    ("If the photographer's stamp says Bradford and the mount has gilt edges, is this 1880s or 1890s?",
     ("1880s", "1890s")),
    ("is that 2019 or 2021?", ("2019", "2021")),
])

test_demonstrative_with_own_noun_unchanged = read_as_expected([
    ("Is this 2019 model or the 2021 one?", ("this 2019 model", "2021 one")),  # as before
])

# A participle and one state word after "be" against a lone participle B ("be stored flat or rolled?"): refused.
test_participle_state_against_participle_refused = still_refused([
    "When my aunt passes the quilts on to me, should they be stored flat or rolled?",
    "should the shed be painted white or varnished?",
])

test_participle_against_state_still_read = read_as_expected([
    ("should they be laid flat or upright?", ("flat", "upright")),  # as before
])

# A repeated "to" and verb ("to test with A or to test with B | first?"): the order is both's.
test_order_after_twin_verbs = read_as_expected([
    ("to test with Ancestry or to test with 23andMe first?", ("test with Ancestry", "test with 23andMe")),
    ("should I try to call the office or to call the archive first?", ("call the office", "call the archive")),
])

test_order_after_two_verbs_unchanged = read_as_expected([
    ("is it better to sell or to rent it out first?", ("sell", "rent it out first")),  # as before
    ("Would it make more sense to adopt or to foster first, since we rent?", ("adopt", "foster first")),  # as before
])

# Counted heads, A's with a phrase of its own ("an 8-hour day at the LMA or two 4-hour visits"); B "for free"
# against A's price: each option whole.
test_counted_heads_keep_their_phrases = read_as_expected([
    ("an 8-hour day at the LMA or two 4-hour visits?", ("8-hour day at the LMA", "two 4-hour visits")),
    ("1921 census at £2.50 per image or the 1939 Register for free?",
     ("1921 census at £2.50 per image", "1939 Register for free")),
    ("a 2-night stay at the Hilton or three nights?", ("2-night stay at the Hilton", "three nights")),
])

test_shared_unit_still_cut = read_as_expected([
    ("bake 20 minutes at 400 degrees or 450 degrees?", ("400 degrees", "450 degrees")),  # as before
])

# A closing ", which is <adverb> <word>." comments on what was said: a statement, no question.
test_commenting_which_with_adverb_refused = still_refused([
    "Grandad always said we were related to either the Churchills or the Spencers, which is probably nonsense.",
    "I can work from home or the office, which is really nice.",
])

test_asking_which_with_adverb_still_read = read_as_expected([
    ("coffee or tea, which is probably better.", ("coffee", "tea")),  # as before
])


# Refusals of the part read right.

# A count after "of" closing A against a count and its plural noun ("a one-name study of | 300 or 3,000 | entries").
test_counts_after_of = read_as_expected([
    ("a one-name study of 300 or 3,000 entries — which is realistic for a hobbyist?", ("300", "3,000")),
    ("a tree of 2,000 or 20,000 people — which is manageable?", ("2,000", "20,000")),  # as before
])

test_counts_not_after_of_unchanged = read_as_expected([
    ("should I buy a pack of 12 or 24 eggs?", ("12", "24")),  # as before
])

test_count_against_noun_still_refused = still_refused([
    "a box of 12 or a crate?",  # as before
    "a class of 20 or 30 students?",  # as before: a rough count
])

# A gerund's plural object before a way adverb, or after a focus adverb ("ordering | copies online", "just printing |
# copies at …"): the object, no verb at the option's edge.
test_gerund_plural_object_before_way = read_as_expected([
    ("visiting Kew in person vs. ordering copies online", ("visiting Kew in person", "ordering copies online")),
    ("We need to decide between self-publishing through Lulu and just printing copies at a local print shop.",
     ("self-publishing through Lulu", "just printing copies at a local print shop")),
])

test_gerund_objects_already_read_unchanged = read_as_expected([
    ("ordering prints online or visiting the shop?", ("ordering prints online", "visiting the shop")),  # as before
])

test_finite_verb_after_gerund_still_refused = still_refused([
    "swimming burns more or running?",  # as before
])
