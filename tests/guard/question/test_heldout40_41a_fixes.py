"""Eight silent misreads of the fortieth and forty-first held-out parts (bench/results/questions_heldout40_first.txt,
questions_heldout41_first.txt): six read right by general rules, two ("better to intubate or to go BIAD on a burn
pt with stridor?", "… do we lay in from Maple or shuttle with the tenders?") refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A possessive before a lone noun A against "the" before B ("call my bank or the police"): two particular ones, the
# possessive telling which bank, so A keeps it; against "a" ("my savings or a personal loan") or before a modified head
# ("my Indian licence") A still starts after it.
test_possessive_before_a_lone_noun_kept = read_as_expected([
    ("I'd really appreciate it if you could tell me whether I should call my bank or the police first about the gift "
     "card scam", ("my bank", "police")),
    ("should I call my doctor or the pharmacy first?", ("my doctor", "pharmacy")),
    ("should I tell my manager or the HR team first?", ("my manager", "HR team")),
])

test_possessive_before_a_modified_head_still_dropped = read_as_expected([
    ("Will my Indian licence or an international driving permit be accepted by the RTA in Dubai?",
     ("Indian licence", "international driving permit")),  # as before
    ("should we fund it with our savings or a loan?", ("our savings", "loan")),  # as before
    ("Would my savings or a personal loan be better for the deposit?", ("savings", "personal loan")),  # as before
])

# Two names as the subjects of "does" and a bare verb before a degree word or a comparative ("Bark | catch more stuff
# like …"): that verb is the one asked about, not a later "like".
test_bare_verb_after_names_before_more = read_as_expected([
    ("Does Google Family Link or Bark catch more stuff like bullying messages?", ("Google Family Link", "Bark")),
    ("Does Norton or McAfee catch more threats like ransomware?", ("Norton", "McAfee")),
    ("Do Netflix or Hulu carry more shows like Seinfeld?", ("Netflix", "Hulu")),
])

test_names_with_a_third_person_still_read = read_as_expected([
    ("Whether Grammarly or ProWritingAid catches more errors is what I want to know", ("Grammarly", "ProWritingAid")),
    ("Does Google Family Link or Bark work better for teens like mine?", ("Google Family Link", "Bark")),
])

# A street address closing B when A stands after a place preposition ("at the county tower or the acquired structure
# | on elm st"): the address places B, a building.
test_street_address_of_b = read_as_expected([
    ("wondering whether the new hires should do their live burn at the county tower or the acquired structure on "
     "elm st", ("county tower", "acquired structure on elm st")),
    ("should we hold the drill at the county tower or the old school on elm street",
     ("county tower", "old school on elm street")),
    ("should we stage at the firehouse or the church at 15 pine st", ("firehouse", "church at 15 pine st")),
])

test_no_address_still_cut = read_as_expected([
    ("should we meet at the cafe or the library on monday", ("cafe", "library")),  # as before
    ("should we buy the duplex or the condo on elm st", ("duplex", "condo")),  # as before: A not placed
])

# B opening with "has to" / "needs to" / "must" against A's predicate from its modal: the phrases of one preposition
# closing both predicates are the options; with none, or no modal in A's clause, refused.
test_predicates_of_necessity = read_as_expected([
    ("does anyone know whether the flight review can be done in a sim or has to be in the actual airplane?",
     ("in a sim", "in the actual airplane")),
    ("whether the checkride can be done in a sim or must be in the airplane?", ("in a sim", "in the airplane")),
    ("whether the test can be taken at home or has to be taken at the center?", ("at home", "at the center")),
    ("whether the IPC can be done in a sim or needs to be in the plane?", ("in a sim", "in the plane")),
])

test_predicates_of_necessity_without_a_phrase_refused = still_refused([
    "whether the report can wait or has to go out today",
    "whether I can pay later or have to pay now",
    "whether the review is done online or has to be in person?",
])

test_second_question_with_must_still_read = read_as_expected([
    ("Should I stay or must I go?", ("stay", "go")),  # as before
])

# A bare noun with its place phrase against a bare noun and a place adverb ("days at the North precinct or nights
# downtown"): each noun has its own place, so both are the options.
test_nouns_each_with_a_place = read_as_expected([
    ("once the shift bid posts, should i pick days at the North precinct or nights downtown?",
     ("days at the North precinct", "nights downtown")),
    ("should i take mornings at the main office or evenings downtown?",
     ("mornings at the main office", "evenings downtown")),
    ("should i work weekends at the mall or weekdays downtown?", ("weekends at the mall", "weekdays downtown")),
])

test_places_alone_still_read = read_as_expected([
    ("should i pick days at the North precinct or the South precinct?", ("North precinct", "South precinct")),
    ("should we sell tickets at the door or online?", ("at the door", "online")),  # as before
])

# A verb's particle before A's preposition ("clear in | at the customs dock") against B's prepositional phrase: the
# particle is the verb's, shared, and A is the phrase.
test_particle_before_a_place_phrase = read_as_expected([
    ("If it's not too much trouble, could you tell me whether the yacht should clear in at the customs dock or via "
     "the CBP ROAM app?", ("at the customs dock", "via the CBP ROAM app")),
    ("should we check in at the front desk or via the app?", ("at the front desk", "via the app")),
    ("should I put the couch near the window or against the wall?", ("near the window", "against the wall")),
])

# A lone verb A against B's verb, object and a preposition's articled object followed by "with" ("go BIAD on a burn
# pt | with stridor"): the "with" tells of that object, and the phrase may be B's or both options': refused.
test_with_after_a_prepositions_object_refused = still_refused([
    "better to intubate or to go BIAD on a burn pt with stridor?",
    "better to intubate or go BIAD on a burn pt with stridor?",
    "better to splint or to use a traction device on a femur with a deformity?",
])

test_with_after_b_object_still_read = read_as_expected([
    ("should we drive or take the train with the kids?", ("drive", "take the train with the kids")),  # as before
])

# An unlisted word and its own articled phrase as B after a verb with a preposition and a name ("lay in from Maple or
# shuttle with the tenders"): a verb phrase, or the object of "from"? Refused.
test_unlisted_word_with_a_phrase_refused = still_refused([
    "Because the hydrant on Oak is OOS, do we lay in from Maple or shuttle with the tenders?",
    "do we pump from Maple or shuttle with the tenders?",
    "do we lay in from Hydrant 12 or relay with the engines?",
])

test_listed_verb_or_role_still_read = read_as_expected([
    ("do we lay in from Maple or draft from the pond?", ("lay in from Maple", "draft from the pond")),  # as before
    ("Any advice on whether to go with Caddy or nginx as a reverse proxy for a homelab?", ("Caddy", "nginx")),
    ("do we stage at Station 4 or muster at the depot?", ("stage at Station 4", "muster at the depot")),
])
