"""Session 47's fixes of the "embedded" family (options inside an indirect question), read by the form, never by a
prompt's words.

Refusals read right: a pronoun's "'ll" after an "if" that opens the writer's own not knowing or an answer owed ("I
still don't know if | I'll | sit FR or AA", "need to tell the editor by tomorrow if | I'll | take …"), read as after
"whether" (not after "not sure if I'll …": a state told, as before); "can't remember / recall if" opening the writer's
own doubt, as "don't know if" does, and an irregular past of saying as the clause's verb before the pair ("if my
derm said | Cetaphil or CeraVe"); a number closing both names before a degree word ("liked Glenfarclas 15 or
Glendronach 15 | more"): part of B's name, as of A's, not an amount the degree word measures; a choosing verb's base
form after a plural subject, an adverb at most between ("whether customers actually prefer | mineral oil or board
butter …"): the pair is its object when no verb follows B and A is a short noun phrase; a passive's irregular
participle before "by" and an article ("were shot by | a staffer or a freelancer").

Silent misreads read right: the present time closing B ("Python or Rust | these days", "… | nowadays", "… | lately"):
said of both, cut as "this year" is (read "Rust these days" before); "… Talisker 10 or Lagavulin 16 more" (read
"Lagavulin 16 more")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_will_after_a_doubting_if = read_as_expected([
    ("I'm writing up my study plan and still don't know if I'll sit FR or AA in the June session", ("FR", "AA")),
    ("I need to tell the editor by tomorrow if I'll take the $600 kill fee or push to run it elsewhere",
     ("take the $600 kill fee", "push to run it elsewhere")),
    ("I don't know if we'll take the train or the bus to Leeds", ("train", "bus")),
    ("I need to tell my landlord by Friday if I'll renew the lease or move out", ("renew the lease", "move out")),
    ("can't tell if I'll need the 64GB model or the 128GB one", ("64GB model", "128GB one")),
])

test_will_after_a_state_told_stays_refused = still_refused([
    "i'm not sure if i'll major in chemistry or biology yet, but I'm excited for college.",  # as before
    "She asked if I'll take the train or the bus",  # another's question, told
])

test_what_the_writer_cannot_remember_was_said = read_as_expected([
    ("I'm writing a shopping list and can't remember if my derm said Cetaphil or CeraVe for the eczema patches",
     ("Cetaphil", "CeraVe")),
    ("can't remember if the vet said wet food or dry food", ("wet food", "dry food")),
    ("I can't remember whether the recipe said baking soda or baking powder", ("baking soda", "baking powder")),
])

test_anothers_memory_or_no_doubt_stays_refused = still_refused([
    "she can't remember if her boss said Monday or Friday",  # another's memory, told
    "I remember if the recipe said baking soda or baking powder",  # no doubt
])

test_a_number_closing_both_names_before_more = read_as_expected([
    ("Writing a gift card for my dad and can't remember if he said he liked Glenfarclas 15 or Glendronach 15 more.",
     ("Glenfarclas 15", "Glendronach 15")),
    ("I don't know if he liked Talisker 10 or Lagavulin 16 more", ("Talisker 10", "Lagavulin 16")),
])

test_a_number_before_more_as_before = read_as_expected([
    ("should I add 5 or 15 more?", ("5", "15")),
    ("not sure whether she likes the Series 9 or the Series 10 more", ("Series 9", "Series 10")),
])

test_a_choosing_verb_after_a_plural_subject = read_as_expected([
    ("For the cutting board orders I'm curious whether customers actually prefer mineral oil or board butter on end "
     "grain boards.", ("mineral oil", "board butter")),
    ("Would love to know whether visitors prefer printed gallery guides or QR codes on the labels",
     ("printed gallery guides", "QR codes")),
    ("not sure whether teams use Jira or Linear for sprint planning", ("Jira", "Linear")),
    ("I wonder if kids prefer apples or bananas", ("apples", "bananas")),
])

test_a_choosing_verb_near_misses = read_as_expected([
    ("I wonder whether visitors prefer printed maps or digital maps", ("printed maps", "digital maps")),  # as before
    ("whether cats or dogs shed more", ("cats", "dogs")),  # as before: the pair is the subject
])

test_the_present_time_closing_b = read_as_expected([
    ("Should I learn Python or Rust these days?", ("Python", "Rust")),  # was read "Rust these days"
    ("Does anyone know whether designers prefer Figma or Sketch these days?", ("Figma", "Sketch")),
    ("is it better to buy a Mac or a PC nowadays", ("Mac", "PC")),
    ("Is Zoom or Teams more popular lately?", ("Zoom", "Teams")),
])

test_the_present_time_inside_a_phrase_as_before = read_as_expected([
    ("Should I read Dune or Hyperion in these days of turmoil?", ("Dune", "Hyperion")),
])

test_a_passives_irregular_participle_before_by = read_as_expected([
    ("Legal wants to know whether the protest photos were shot by a staffer or a freelancer before we syndicate "
     "them.", ("staffer", "freelancer")),
    ("whether the photos were shot by a staffer or a freelancer?", ("staffer", "freelancer")),
])

test_no_passive_near_miss = still_refused([
    "whether the kitten or the puppy before we adopt them",  # as before: no verb, B runs into a clause
])
