"""the hundred-and-fifth held-out part's 7 silent misreads (bench/results/questions_heldout105_first.txt), read right by
general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A plea for help closing the message ("… | pls help"): no words of B.
test_closing_plea_for_help = read_as_expected([
    ("Blink Outdoor 4 VS Wyze Cam v4 pls help", ("Blink Outdoor 4", "Wyze Cam v4")),
    ("Arlo Pro 5 vs Eufy S330 plz help", ("Arlo Pro 5", "Eufy S330")),
    ("Yale Conexis L2 or Nuki Smart Lock please help me", ("Yale Conexis L2", "Nuki Smart Lock")),
])

test_plea_inside_b_kept = read_as_expected([
    ("should I fix it myself or ask my neighbour to please help", ("fix it myself",
                                                                  "ask my neighbour to please help")),  # as before
])

# A past participle closing B after B's noun keeps its particle or its phrase ("bolted | into concrete").
test_participle_keeps_its_phrase = read_as_expected([
    ("Safe question. I have about 10k in gold coins. Bank safety deposit box or a home safe bolted into concrete? "
     "Worried about both honestly.", ("Bank safety deposit box", "home safe bolted into concrete")),
    ("For the kids walking to school, smartwatch with GPS or phone with Life360 and location sharing turned on?",
     ("smartwatch with GPS", "phone with Life360 and location sharing turned on")),
    ("Wall safe or a floor safe bolted to the joists?", ("Wall safe", "floor safe bolted to the joists")),
    ("PIR sensor or a door contact wired in?", ("PIR sensor", "door contact wired in")),
])

test_relative_clause_verb_or_purpose_unchanged = read_as_expected([
    ("I've been going back and forth on whether to keep my Part D plan or switch to the one my pharmacist recommended "
     "during open enrollment", ("keep my Part D plan", "switch to the one my pharmacist recommended")),  # as before
])

# The lead's "with" takes both things: a "with" phrase closing B is B's own ("a smartwatch | with fall detection").
test_with_phrase_after_lead_with = read_as_expected([
    ("My mum lives alone and I'm trying to work out if she'd be better with a personal alarm pendant or a smartwatch "
     "with fall detection", ("personal alarm pendant", "smartwatch with fall detection")),
    ("would my dad manage better with a flip phone or a smartphone with big buttons",
     ("flip phone", "smartphone with big buttons")),
])

test_with_phrase_holding_a_purpose_still_refused = still_refused([
    "Would I be better off with an electric car or a hybrid with a tow bar for the caravan?",  # as before
])

# A verb and its phrase against an -ly adverb before the same preposition: the verb is both's.
test_verb_shared_against_adverbed_phrase = read_as_expected([
    ("Travel insurance that covers theft: buy through the airline or separately through a broker?",
     ("through the airline", "separately through a broker")),
    ("book through Expedia or directly through the hotel?", ("through Expedia", "directly through the hotel")),
])

test_b_with_own_verb_unchanged = read_as_expected([
    ("buy through the airline or book it through a broker?", ("buy through the airline",
                                                              "book it through a broker")),  # as before
])

# A phrasal verb that takes no object as A: the object after B's phrasal verb is B's own.
test_object_of_b_against_intransitive_phrasal = read_as_expected([
    ("Would you fight back or hand over the phone if mugged?", ("fight back", "hand over the phone")),
    ("should I back down or call out the manager?", ("back down", "call out the manager")),
])

test_shared_object_of_two_phrasals_unchanged = read_as_expected([
    ("Should I pick up or drop off the kids today?", ("pick up", "drop off")),  # as before
])

# "between" a bare head at "the" place and a B with "a": A is the head with its place.
test_between_head_with_place_against_articled_b = read_as_expected([
    ("Help me decide between self-defence classes at the local dojo and a personal safety workshop run by the council",
     ("self-defence classes at the local dojo", "personal safety workshop run by the council")),
    ("deciding between lunch at the pub and a picnic", ("lunch at the pub", "picnic")),
])

test_between_gerund_head_still_refused = still_refused([
    "torn between staying at the hotel and an Airbnb",  # as before
])

# The refusals read right.

# "and", a modal and a verb after B: the asker's own second predicate, no part of B.
test_asker_clause_after_b = read_as_expected([
    ("We've been going back and forth on whether to put the alarm on a landline or a 4G SIM communicator and would "
     "love some input.", ("landline", "4G SIM communicator")),
    ("I'm deciding whether to get a wired doorbell or a battery doorbell and would like your view.",
     ("wired doorbell", "battery doorbell")),
])

test_second_step_of_b_without_modal_unchanged = read_as_expected([
    ("keep the old alarm or rip it out and go Ring?", ("keep the old alarm", "rip it out and go Ring")),  # as before
])

# "if the <noun> <verb>s <-ly adverb> or only <phrase>": the two ways the clause's verb is done.
test_adverbed_clause_verb = read_as_expected([
    ("Could you kindly confirm if the camera records continuously or only on motion?",
     ("continuously", "only on motion")),
    ("does anyone know if the fridge runs constantly or only at night?", ("constantly", "only at night")),
])

test_clause_verb_against_verb_phrase_still_refused = still_refused([
    "can you tell me whether the camera records continuously or saves clips?",  # as before
])

# A's closing preposition phrase against a focus adverb and its phrase; "the two | ends": a count's noun.
test_own_phrase_against_focused_phrase = read_as_expected([
    ("Neighbourhood watch signs on every lamppost or just at the two ends of the street?",
     ("on every lamppost", "just at the two ends of the street")),
    ("Stickers on every window or just at the two doors of the house?",
     ("on every window", "just at the two doors of the house")),
])

test_focused_phrase_forms_unchanged = read_as_expected([
    ("should I water the lawn daily or just on weekends?", ("daily", "just on weekends")),  # as before
])

test_adverb_against_focused_phrase_still_refused = still_refused([
    "start seeds indoors or directly in the ground?",  # as before
])

# A focus adverb opening B before an articled noun ("… or just | a good alarm"): B's own noun, no predicate.
test_focus_adverb_before_articled_b = read_as_expected([
    ("Moving to Johannesburg for work next month. Armed response company or just a good alarm and electric fence? Any "
     "locals here?", ("Armed response company", "just a good alarm and electric fence")),
    ("Dog walker or just a good lock?", ("Dog walker", "just a good lock")),
])

test_focused_b_before_predicate_still_refused = still_refused([
    "Is a doorbell cam or just a good light the better option?",  # as before
])

# "tell <hearer> if … a … or a …": an indirect question of which of two articled things.
test_told_hearer_if_articled_pair = read_as_expected([
    ("I have to tell my insurer if the house has a 5-lever mortice lock or a multipoint locking system, how do I even "
     "check?", ("5-lever mortice lock", "multipoint locking system")),
    ("Do I have to tell my insurer if I fit a smart lock or a keypad?", ("smart lock", "keypad")),
])

test_told_hearer_if_condition_unchanged = read_as_expected([
    ("Should I tell my landlord if the boiler breaks or fix it myself?",
     ("tell my landlord if the boiler breaks", "fix it myself")),  # as before: a condition
])

# "Do the <Name> or <Name> <modifier> <plural> <verb> <plural> <comparative>": the plural is B's head, not the verb;
# the article, the modifier and the head are both names' own.
test_names_before_modified_plural_head = read_as_expected([
    ("Do the Schlage or Kwikset smart locks drain batteries faster in winter?", ("Schlage", "Kwikset")),
    ("Do the Yale or Ring smart doorbells use more power?", ("Yale", "Ring")),
    ("Should I get the Arlo or Eufy solar cameras for the garden?", ("Arlo", "Eufy")),
])

test_names_with_own_article_unchanged = read_as_expected([
    ("Should I buy the Lego Botanicals or the Lego Technic cars?", ("Lego Botanicals", "Lego Technic cars")),  # as
    # before: B's own article, its own head
])

# "the <Name> or <ACRONYM> …": a maker's acronym is no word of a title holding the "or".
test_acronym_after_or_is_no_title = read_as_expected([
    ("Would you be able to tell me whether the Chubb or ERA multipoint lock fits a 35mm backset?",
     ("Chubb", "ERA multipoint lock")),
    ("Does the Yale or ERA keypad work offline?", ("Yale", "ERA")),
])

test_title_holding_or_still_refused = still_refused([
    "Is the Trick or Treat Trail happening this year?",  # as before
])
