"""Fixes for the hundred-and-twenty-sixth held-out part (drones and RC models), written blind and scored before any
fix.

Silent misreads read right: a time phrase closing the sentence after B when A ends on a time of its own ("TRUST now
or Part 107 | from the start", "… every time or just storage charge | after flying": B's own); "with" and a feature
word that sets B apart ("… or a charger | with more ports", "… or new drone | with built-in RID": B's own); a listed
verb ending in "-er" after an articled name's noun ("the TRUST certificate | cover flying": B's noun, then the
verb, not a comparative); two amounts in one unit after A's head and preposition, B's "per …" closing both
("storage charging at | 3.8V or 3.85V | per cell": the amounts); a place adverb and a phrase B mirrors of A's place
and phrase ("charge my 6S packs | at the field off the car battery or back home off the wall": A from its place).

Silent misreads refused: a word both a verb and a modifier before a model number that counts nothing ("stock 380
brushed or a cheap brushless combo": the verb and its object, or a stock motor?); one articled name after A's
preposition against an articled B headed by a common noun ("DC charger with a PSU or an AC/DC combo unit": B against
the name, or against the whole of A?).

Refusals read right: "can" after a container's word before a preposition ("ammo can | for storing …": the noun);
"plenty" as a judging predicate after "Is A or B" ("… or a Mini 4 Pro | plenty?"); a listed verb before a coded
object and a closing comparative after articled names ("the ToolkitRC M8S | charge 6S faster"); "wanna know if"
asks, as "want to know if" does; a two-word place adverb closing A against B's place phrase ("put the battery | up
front or in the back": the places)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A time of A's own against a closing time phrase: B's own time.
test_time_against_time = read_as_expected([
    ("What's your advice for a hobbyist who might do a paid gig someday — TRUST now or Part 107 from the start?",
     ("TRUST now", "Part 107 from the start")),
    ("should i balance charge every time or just storage charge after flying",
     ("balance charge every time", "just storage charge after flying")),
    ("should I learn guitar now or piano from the start?", ("guitar now", "piano from the start")),
    ("should I wipe the lens every time or just clean it after shooting?",
     ("wipe the lens every time", "just clean it after shooting")),
])

test_time_without_own_time_unchanged = read_as_expected([
    ("should I charge now or later from the start?", ("now", "later")),  # as before: B a time itself
])

# "with more …", "with built-in …" after a noun B, A without "with": B's own feature.
test_featured_fitting = read_as_expected([
    ("Picking between a dedicated parallel board and a charger with more ports",
     ("dedicated parallel board", "charger with more ports")),
    ("remote id module OR new drone with built-in RID -- cheapest legal option??",
     ("remote id module", "new drone with built-in RID")),
    ("a laptop or a tablet with more storage?", ("laptop", "tablet with more storage")),
])

test_featured_fitting_near_misses = read_as_expected([
    ("a plain drone or a drone with built-in GPS?", ("plain drone", "drone with built-in GPS")),  # as before
    ("a laptop with a case or a tablet with more storage?", ("laptop with a case", "tablet with more storage")),
])

test_featured_fitting_still_refused = still_refused([
    "hire a tutor or join a class with more students?",  # as before: B a verb phrase
    "a dock or a monitor with more ports for my laptop?",  # as before
])

# A listed "-er" verb after an articled name's noun: the verb, not a comparative.
test_er_verb_after_named_noun = read_as_expected([
    ("Does Part 107 or the TRUST certificate cover flying at a paid event as a volunteer?",
     ("Part 107", "TRUST certificate")),
    ("Does Part 107 or the TRUST card cover flying at a paid event?", ("Part 107", "TRUST card")),
])

test_named_subjects_unchanged = read_as_expected([
    ("Does the Kindle or the Kobo work better?", ("Kindle", "Kobo")),  # as before
    ("Does Part 107 or the TRUST card cover it?", ("Part 107", "TRUST card")),  # as before
])

# An ambiguous verb-or-modifier before a model number counting nothing, against an articled B: refused.
test_model_number_refused = still_refused([
    "What do you suggest for a Tamiya Grasshopper rebuild, stock 380 brushed or a cheap brushless combo?",
    "stock 380 brushed or a cheap brushless combo?",
])

test_counts_unchanged = read_as_expected([
    ("order 2 pizzas or a family box?", ("2 pizzas", "family box")),  # as before: a count of a plural noun
])

# One articled name after A's preposition, against an articled B headed by a common noun: refused.
test_named_tail_refused = still_refused([
    "Because my garage has no outlet near the bench, DC charger with a PSU or an AC/DC combo unit?",
    "For travel, USB charger with a GaN or an AC/DC power brick?",
])

test_named_tail_near_misses = read_as_expected([
    ("Coffee with a croissant or a bagel?", ("croissant", "bagel")),  # as before: no name
    ("NIE appointment in Madrid or Barcelona?", ("Madrid", "Barcelona")),  # as before: B a name
    ("Do veterans with a Secret or a TS/SCI clearance get more offers?", ("Secret", "TS/SCI clearance")),  # as before
    ("a laptop with an RTX or a desktop gaming rig?", ("laptop with an RTX", "desktop gaming rig")),  # as before
])

# Two amounts in one unit after A's head and preposition, "per …" after B: the amounts, the rest both's.
test_per_unit_twin = read_as_expected([
    ("Need to know if storage charging at 3.8V or 3.85V per cell is right for LiHV packs sitting over winter",
     ("3.8V", "3.85V")),
    ("Need to know if balance charging at 1C or 2C per pack is fine for old packs", ("1C", "2C")),
    ("wondering if storing at 3.8V or 3.85V per cell is better for LiHV packs", ("3.8V", "3.85V")),
])

test_per_unit_near_misses = read_as_expected([
    ("is discharging to 3.5V or 3.3V per cell okay for these packs", ("3.5V", "3.3V")),  # as before
])

# A place adverb and a phrase in B mirroring A's place and phrase: A from its place.
test_mirrored_place = read_as_expected([
    ("charge my 6S packs at the field off the car battery or back home off the wall?",
     ("at the field off the car battery", "back home off the wall")),
    ("should I wash the car at the car wash with the foam gun or back home with a bucket?",
     ("at the car wash with the foam gun", "back home with a bucket")),
])

test_mirrored_place_near_misses = read_as_expected([
    ("wash the car at the car wash or at home with a bucket?", ("at the car wash", "at home with a bucket")),  # as
    # before: B opens on a preposition
    ("store the packs in the garage in a metal box or inside in a LiPo bag?",
     ("in a metal box", "inside in a LiPo bag")),  # as before
])

# "can" after a container's word: the noun, not the modal.
test_container_can = read_as_expected([
    ("SAFETY: LiPo bag or ammo can for storing 30 packs?", ("LiPo bag", "ammo can")),
    ("metal can or plastic tub for the spare bolts?", ("metal can", "plastic tub")),
])

# "plenty" judging the options after "Is A or B".
test_plenty_predicate = read_as_expected([
    ("For a small roofing company that wants to measure roofs, is a Mavic 3 Pro or a Mini 4 Pro plenty?",
     ("Mavic 3 Pro", "Mini 4 Pro")),
    ("is the Pixel 8 or the iPhone 15 plenty for travel photos?", ("Pixel 8", "iPhone 15")),
])

# A listed verb, a coded object and a closing comparative after articled names: the shared verb.
test_verb_before_coded_object = read_as_expected([
    ("does the ISDT 608AC or the ToolkitRC M8S charge 6S faster", ("ISDT 608AC", "ToolkitRC M8S")),
    ("does the ISDT Q6 or the SkyRC B6 charge 4S quicker", ("ISDT Q6", "SkyRC B6")),
])

test_verb_before_plain_object_still_refused = still_refused([
    "Would a Tesla or a Ford truck tow more?",  # as before
])

# "wanna know if": the asker's wish to know, a question.
test_wanna_know_if = read_as_expected([
    ("so basically I wanna know if the Hobbywing Fusion or the Holmes Hobbies Revolver is smoother on steep crawls",
     ("Hobbywing Fusion", "Holmes Hobbies Revolver")),
    ("I wanna know if the Kindle or the Kobo is better", ("Kindle", "Kobo")),
])

# A two-word place adverb closing A against B's place phrase: the places.
test_two_word_place = read_as_expected([
    ("put the battery up front or in the back on an SCX10 III for better climbing?", ("up front", "in the back")),
    ("put the battery up front or in the back?", ("up front", "in the back")),
])
