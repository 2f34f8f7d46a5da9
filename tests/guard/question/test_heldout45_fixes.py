"""the forty-fifth held-out part's 14 silent misreads (bench/results/questions_heldout45_first.txt: 234/256, 8
refused, 14 silently wrong): read right by general rules, each with variants and near-misses that keep their
reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A texting aside ("ngl", "tbh", "idk", "lol"; "and honestly" before it) opening after B's first word ends B, with
# whatever follows it: it comments on the question, it is no part of an option.
test_texting_aside_ends_b = read_as_expected([
    ("lab grown vs natural diamond ngl I can't decide", ("lab grown", "natural diamond")),
    ("my sister keeps asking me whether the bridesmaids should wear sage green or dusty blue and honestly idk, what "
     "do you think?", ("sage green", "dusty blue")),
    ("should we wear sage green or dusty blue and honestly idk", ("sage green", "dusty blue")),
    ("should we do Vegas or Austin tbh we can't agree", ("Vegas", "Austin")),
    ("gold hoops or pearl studs lol help", ("gold hoops", "pearl studs")),
])

test_texting_aside_at_the_end_still_dropped = read_as_expected([
    ("tea or coffee idk", ("tea", "coffee")),  # as before
    ("Osaka or Kyoto thx", ("Osaka", "Kyoto")),  # as before
])

# A time told against an event ("the week before", "the night before", "the morning of") closing B after words of
# its own is both options' time, not B's; after a verb phrase on the left, two such times are the options.
test_time_told_against_an_event = read_as_expected([
    ("exfoliating with a chemical peel or a physical scrub the week before?", ("chemical peel", "physical scrub")),
    ("cleaning with a chemical wash or a physical scrub the week before?", ("chemical wash", "physical scrub")),
    ("washing my hair the night before or the morning of the wedding?",
     ("the night before", "the morning of the wedding")),
    ("washing my hair the night before or the day after the wedding?", ("the night before", "the day after")),
    ("should I get a facial the week before or the day before?", ("the week before", "the day before")),
    ("book the venue or the band the week before?", ("venue", "band")),  # read "band the week before" before
])

test_times_without_an_event_still_read = read_as_expected([
    ("washing my hair at night or in the morning?", ("at night", "in the morning")),  # as before
])

# A template tag of a few words in braces opening the prompt is a label, as "{legal}" was.
test_braced_tag_of_words = read_as_expected([
    ("{gift guide} candle set or a nice bottle of champagne for the host?", ("candle set", "nice bottle of champagne")),
    ("{holiday gift ideas} scarf or gloves for my dad?", ("scarf", "gloves")),
    ("{gift guide for hosts} wine or flowers?", ("wine", "flowers")),
    ("{legal} LLC or S-corp?", ("LLC", "S-corp")),  # as before
])

test_braced_slots_as_options_still_read = read_as_expected([
    ("should I use {name} or {title} in the template?", ("{name}", "{title}")),  # as before
])

# "would you mind helping me | pick …" is a lead-in, as "can you help me pick …" is.
test_mind_helping_me = read_as_expected([
    ("Sorry to bug you, but would you mind helping me pick a pear or an oval cut for my ring?", ("pear", "oval cut")),
    ("would you mind helping me choose Paris or Rome?", ("Paris", "Rome")),
    ("would you mind helping me paint the fence or mow the lawn?", ("paint the fence", "mow the lawn")),
])

# A thing, "in" and one variant against a bare second variant of the same kind (two capitalised names, or metals and
# materials): the variants are the options.
test_variants_after_in = read_as_expected([
    ("Rare Beauty Soft Pinch in Hope or Joy??", ("Hope", "Joy")),
    ("Soft Pinch in Hope or Joy??", ("Hope", "Joy")),
    ("Client note #882: engagement ring in platinum or 18k yellow gold, budget $6,500",
     ("platinum", "18k yellow gold")),
    ("a ring in platinum or white gold", ("platinum", "white gold")),
])

test_not_variants_after_in_keep_their_reading = read_as_expected([
    ("dinner in Paris or pizza?", ("dinner in Paris", "pizza")),  # as before: B is no variant of Paris's kind
    ("the ring in platinum or the necklace?", ("ring in platinum", "necklace")),  # as before: B has its article
])

test_material_then_head_still_refused = still_refused([
    "sleeping in cotton or silk pajamas",
])

# A count and a unit of time on each side of the 'or' after a verb phrase: the two spans are the options.
test_counted_spans = read_as_expected([
    ("Wondering whether I should book the facial one week or two weeks before the big day — what do estheticians "
     "usually say?", ("one week", "two weeks")),
    ("I need help figuring out if we should send save the dates 8 months or 6 months ahead", ("8 months", "6 months")),
    ("should we send invites 8 weeks or 10 weeks ahead?", ("8 weeks", "10 weeks")),
])

test_counted_spans_near_misses = read_as_expected([
    ("should I take one week or two weeks of leave?", ("one week", "two weeks of leave")),  # as before
    ("finish it in one week or two weeks?", ("one week", "two weeks")),  # as before
])

# A gerund opening the prompt before its object's possessive, which B opens with too: the gerund is both options'.
test_gerund_opening_the_prompt = read_as_expected([
    ("engraving our initials or our wedding date inside the band?",
     ("our initials", "our wedding date inside the band")),
    ("engraving our initials or our wedding date?", ("our initials", "our wedding date")),
    ("etching our names or our date on the glass?", ("our names", "our date")),
])

test_gerund_with_its_own_object_in_b = read_as_expected([
    ("engraving our initials or embossing them?", ("engraving our initials", "embossing them")),  # as before
    ("wearing my veil or my tiara?", ("my veil", "my tiara")),  # as before
])

# A compound modifier written open ("made to measure", "made to order", "ready to wear") as B: its "to" opens no
# purpose clause, B keeps it.
test_open_compound_modifier = read_as_expected([
    ("off the rack vs made to measure for my wedding suit... thoughts", ("off the rack", "made to measure")),
    ("off the rack or made to order?", ("off the rack", "made to order")),
    ("a custom suit or ready to wear?", ("custom suit", "ready to wear")),
])

test_purpose_after_made_still_cut = read_as_expected([
    ("a bookshelf or one made to fit the alcove?", ("bookshelf", "one made to fit the alcove")),  # as before
])

# "Do I still … or is X enough?": "still" weighs doing A at all against B being enough, two questions whose options
# the words do not set off: refused (read as A's object against B's subject before).
test_still_doing_a_or_b_enough_refused = still_refused([
    "My best friend is getting married in Italy. I'm already spending $2k to attend. Do I still give a gift or is my "
    "presence enough?",
    "Do I still send a card or is a text enough?",
])

test_b_enough_without_still_keeps_its_reading = read_as_expected([
    ("do I need winter tires or are all-seasons enough?", ("winter tires", "all-seasons")),  # as before
    ("Do I send a card or is a text enough?", ("card", "text")),  # as before
])

# "first" after a gerund's object in a preposition phrase B ("by calling family first") is the gerund's adverb.
test_first_after_a_gerund_in_b = read_as_expected([
    ("announcing our engagement on Instagram or by calling family first", ("on Instagram", "by calling family first")),
    ("pay by card or by calling the bank first?", ("by card", "by calling the bank first")),
])

test_first_after_a_verb_phrase_as_before = read_as_expected([
    ("should I take in the waist or let out the hips first?", ("take in the waist", "let out the hips first")),
])

# One head on both sides with its own modifier, then a "with" phrase with a determiner: what both are weighed with.
test_with_phrase_after_a_repeated_head = read_as_expected([
    ("low bun or high bun with a sweetheart neckline?", ("low bun", "high bun")),
    ("a low bun or a high bun with this dress?", ("low bun", "high bun")),
    ("should I do a low bun or a high bun with my veil?", ("low bun", "high bun")),
    ("sleek ponytail or messy ponytail with a strapless dress", ("sleek ponytail", "messy ponytail")),
])

test_with_phrase_without_determiner_stays_b = read_as_expected([
    ("a low bun or a high bun with braids?", ("low bun", "high bun with braids")),  # as before
    ("coffee with milk or coffee with cream?", ("coffee with milk", "coffee with cream")),  # as before
])
