"""Fixes for the hundred-and-fifty-eighth held-out part (theme parks and amusement parks), written blind and scored
before any fix.

Silent misreads read right: a name whose last word drops its "g" keeps its apostrophe ("Soarin' | or Test Track");
a lone verb opening B against a noun-phrase A keeps its place or manner phrase ("… or wait | in the standby queue",
"… or pay | as we go", a purpose still cut); A's closing place phrase after its object against a place adverb and
its own phrase ("Legoland tickets | at the gate or online in advance"); A's articled phrase after a preposition
against a B of the same shape ("… on a | weekday in June or a weekend in July").

Silent misreads now refused: a subtitled name after "whether" / "if" / "between" ("whether Guardians of the Galaxy:
Cosmic Rewind or …"), a subtitled name the question's verb takes with lower-case words after it ("should I try
Mission: SPACE green or …"), a subtitled B before a bracketed aside and a clause asking which ("… or Guardians of the
Galaxy Mission: Breakout (California)... which is scarier") and a spaced dash before a title closing the sentence
after B ("… and Hotel New York – The Art of Marvel"): the colon or dash may be the name's own, and the parser splits
clauses there."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_dropped_g_keeps_its_apostrophe = read_as_expected([
    ("Would you mind telling me if Soarin' or Test Track has the longer wait usually?", ("Soarin'", "Test Track")),
    ("Which is louder, Test Track or Soarin'?", ("Test Track", "Soarin'")),
    ("Should we pick Jumpin' Jack Flash or Paint It Black for karaoke?", ("Jumpin' Jack Flash", "Paint It Black")),
    ("Should I see 'Berlin' or 'Paris'?", ("Berlin", "Paris")),  # as before: quoted names lose their quotes
])

test_a_lone_verbs_phrase_is_bs_own = read_as_expected([
    ("Kindly advise: Premier Access for Crush's Coaster or wait in the standby queue?",
     ("Premier Access for Crush's Coaster", "wait in the standby queue")),
    ("ok so meals... dining plan or pay as we go for 2 adults & 1 kid", ("dining plan", "pay as we go")),
    ("Express Pass for the coasters or wait in line like everyone else?",
     ("Express Pass for the coasters", "wait in line like everyone else")),
    ("Uber or walk for a short trip?", ("Uber", "walk")),  # as before: a purpose is both's
])

test_a_lone_verbs_named_place_still_refused = still_refused([
    "Marriott housing or stay in Lisbon?",  # as before: a named place may be both's
    "a season pass or pay at the gate?",  # a noun phrase against a verb phrase: now told apart, refused
])

test_a_place_phrase_against_a_place_adverb_and_its_phrase = read_as_expected([
    ("Do you know if it's cheaper to buy Legoland tickets at the gate or online in advance?",
     ("at the gate", "online in advance")),
    ("Is it cheaper to buy concert tickets at the box office or online in advance?",
     ("at the box office", "online in advance")),
    ("Should I buy my tickets at the gate or online?", ("at the gate", "online")),  # as before
    ("Should members renew in person at the office or online through the portal?",
     ("in person at the office", "online through the portal")),  # as before: a manner's noun, no object
])

test_an_articled_phrase_against_a_twin_b = read_as_expected([
    ("visiting Universal Studios Japan on a weekday in June or a weekend in July",
     ("weekday in June", "weekend in July")),
    ("go to the beach on a weekday in June or a weekend in July?", ("weekday in June", "weekend in July")),
    ("Is it better to hike the trail on a weekday in spring or a weekend in fall?",
     ("weekday in spring", "weekend in fall")),
])

test_a_colon_or_dash_inside_a_name_is_refused = still_refused([
    "our group chat is arguing about whether Guardians of the Galaxy: Cosmic Rewind or TRON Lightcycle Run is the "
    "better ride, settle it please",
    "Can you tell me whether Final Fantasy: Crisis Core or Persona 4 has the better story?",
    "Although I get motion sick easily, should I try Mission: SPACE green or skip it entirely?",
    "Should we watch Star Trek: Picard tonight or skip it?",
    "Tower of Terror (Paris) or Guardians of the Galaxy Mission: Breakout (California)... which is scarier",
    "Space Mountain or Mission: Breakout, which is scarier?",
    "Help me pick between Disneyland Hotel and Hotel New York – The Art of Marvel",
    "Should I read Dune or The Hobbit – There and Back Again?",
])

test_near_misses_as_before = read_as_expected([
    ("Honda or Toyota: thoughts?", ("Honda", "Toyota")),
    ("Choose between Honda and Toyota - Any thoughts?", ("Honda", "Toyota")),
    ("Torn between Python and Go - which is better?", ("Python", "Go")),
    ("Ask the Mentor Teacher: Should I call parents or email them first?", ("call parents", "email them first")),
    ("Should I buy the books at the store or online?", ("at the store", "online")),
])
