"""Session 49's fixes for the multi_sentence family: two things told in earlier sentences, then chosen between by a
later question asking which.

Refusals read right: two names told as the objects of an earlier sentence, before a bare "which" ("I've got the D&D
Starter Set and Hero Kids on the shelf. Which one …?"), a setting both share after B ("… | both on the shelf") and
one sentence between allowed, or two figures of one unit ("in 4-ply and 8-ply"); two things counted off, "The first
is A. The second is B." ("One is A, the other B", "Option one is A, option two is B"), each phrase with its own
prepositional phrases up to a comma, a conjunction or a relative pronoun, then "which"; a named pair told after "two
<plural noun>" and a place of the speaker's ("two academies near me, Checkmat and Alliance"), then "Any idea which
…?".

Near misses still refused: names that are no objects ("My sons Tom and Jack share a room"), a name followed by more
than a setting ("… Honda Civic and Toyota Corolla last weekend"), a count with a bare predicate ("The first is
cheaper"), a third counted."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_two_names_told_as_objects_then_which = read_as_expected([
    ("My 8 year old is obsessed with dragons and has never played an RPG. I've got the D&D Starter Set and Hero Kids "
     "on the shelf. Which one should I start her on?", ("D&D Starter Set", "Hero Kids")),
    ("My FLGS has the Stormcast Spearhead and the Sylvaneth Spearhead both on the shelf. I've only got £95. Which "
     "should I grab?", ("Stormcast Spearhead", "Sylvaneth Spearhead")),
    ("Quick one. The framer has quoted for conservation mount board in 4-ply and 8-ply. Which should I go for on a "
     "small etching?", ("4-ply", "8-ply")),
    ("Got two samples in my Sephora order: Valentino Uomo Intense and YSL Y EDP. Wore both this week. Which one "
     "should I buy a full bottle of?", ("Valentino Uomo Intense", "YSL Y EDP")),
    ("My laptop is old. I've got Linux Mint and Pop OS on a stick. Which should I install?", ("Linux Mint", "Pop OS")),
    ("I can get the Kindle Paperwhite and the Kobo Clara both in white. Which one is easier on the eyes?",
     ("Kindle Paperwhite", "Kobo Clara")),
    ("The lumber yard has plywood in 12mm and 18mm. Which should I use for the shelves?", ("12mm", "18mm")),
])

test_names_no_told_pair = still_refused([
    "My sons Tom and Jack share a room. Which should get the bigger bed?",
    "We looked at Honda Civic and Toyota Corolla last weekend. Which one holds value better?",
    "I have a meeting with Sarah and John tomorrow. Which should I prepare for first?",
    "The lumber yard has plywood in 12mm and Baltic birch. Which should I use for the shelves?",
])

test_two_things_counted_off_then_which = read_as_expected([
    ("I have two offers. The first is a Piper Archer II with 800 SMOH for $95,000. The second is a Cessna 172N with a "
     "fresh overhaul for $110,000. Which one would you buy?",
     ("Piper Archer II with 800 SMOH for $95,000", "Cessna 172N with a fresh overhaul for $110,000")),
    ("Took a discovery flight at two places this weekend. The first was a 141 school with new Tecnams, nice but very "
     "structured. The second was a guy with a 1974 Cherokee at a grass strip who was super patient. Which way would "
     "you go?", ("141 school with new Tecnams", "guy with a 1974 Cherokee at a grass strip")),
    ("I've narrowed it down to two stones. One is a 1.01ct G VS1 natural, the other a 1.52ct E VVS2 lab. Similar "
     "price. Which would you take?", ("1.01ct G VS1 natural", "1.52ct E VVS2 lab")),
    ("Two options from the exhibition designer came back today. Option one is freestanding walls, option two is "
     "hanging the works on the existing panels. Which one works better for a show with lots of small prints?",
     ("freestanding walls", "hanging the works on the existing panels")),
    ("We viewed two flats. The first was a studio in Leith with a view of the docks. The second was a one-bed near "
     "the Meadows. Which would you rent?", ("studio in Leith with a view of the docks", "one-bed near the Meadows")),
    ("Two job offers. One is a startup in Berlin, the other a bank in Frankfurt. Which should I take?",
     ("startup in Berlin", "bank in Frankfurt")),
])

test_counted_off_no_pair = still_refused([
    "Two flats came up. The first is cheaper. The second is closer to work. Which should I take?",
    "Three quotes came in. The first is a local firm. The second is a national chain. The third is a freelancer. "
    "Which one?",
    "Two quotes came in. The first is a local firm. The second is a national chain. I like them both.",
])

test_two_names_told_near_the_speaker_then_any_idea_which = read_as_expected([
    ("Just moved to Lisbon for work. There are two academies near me, Checkmat and Alliance. Never trained at either. "
     "Any idea which is more beginner friendly?", ("Checkmat", "Alliance")),
    ("There are two gyms near me, PureGym and The Gym Group. Any idea which is cheaper?", ("PureGym", "Gym Group")),
    ("There are two cafes in town, Rosie's and the Bean. Any idea which one opens earlier?", ("Rosie's", "Bean")),
])

test_told_near_the_speaker_no_pair = still_refused([
    "I have two kids near me, ages 5 and 7. Any idea which is better?",
    "There are two cafes in town, Rosie's and the Bean. Any idea which cake to order?",
])
