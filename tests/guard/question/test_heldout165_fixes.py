"""Fixes for the hundred-and-sixty-fifth held-out part (public speaking and debating), written blind and scored before
any fix.

Silent misreads read right: an adverb before the third person of the predicate after a subject pair ("… or the
father of the bride | traditionally speaks first"); the object of a three-word preposition ("in front of | a mirror
or a camera"); a head noun B names again after A's "of" phrase ("the easy side of the motion or the side I actually
believe in"); a name modifying the subject's head noun that is a verb too ("Should the Table Topics master | pick
…"); "ask to" before a bare verb, a lead both share ("should I ask to | stand or sit?"); the phrase of a gerund clause
with its own subject pronoun ("… or me walking out with a mic").

Refusals read right: a preposition's object taken for the predicate's verb ("Does a best man or a maid of honour |
usually speak longer?"); the role of B's object pronoun taken for both options' ("a poem or a story about her | as a
kid")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_adverb_before_the_predicates_third_person = read_as_expected([
    ("I'd be grateful if you could tell me whether the best man or the father of the bride traditionally speaks "
     "first.", ("best man", "father of the bride")),
    ("Could you tell me whether the host or the father of the groom traditionally speaks last?",
     ("host", "father of the groom")),
    ("I'd like to know whether a taxi or booking the shuttle separately works out cheaper.",
     ("taxi", "booking the shuttle separately")),  # as before: a gerund's own manner
])

test_a_prepositions_object_is_no_verb = read_as_expected([
    ("Does a best man or a maid of honour usually speak longer?", ("best man", "maid of honour")),
    ("Does a cup of tea or a glass of water usually help more?", ("cup of tea", "glass of water")),
    ("Will a French drain or a sump pump fix water in the basement?", ("French drain", "sump pump")),  # as before
])

test_the_object_of_a_three_word_preposition = read_as_expected([
    ("practising the speech in front of a mirror or a camera", ("a mirror", "camera")),
    ("practise in front of friends or strangers?", ("friends", "strangers")),
    ("Should we practise in front of a mirror or a webcam?", ("a mirror", "webcam")),
    ("Should I sit in front of the stage or in the back?", ("in front of the stage", "in the back")),  # as before
])

test_a_head_b_names_again_after_as_of_phrase = read_as_expected([
    ("Your advice: take the easy side of the motion or the side I actually believe in?",
     ("easy side of the motion", "side I actually believe in")),
    ("Should I keep the safe side of the argument or the side my team picked?",
     ("safe side of the argument", "side my team picked")),
    ("Should we take the short end of the deal or the end that pays later?",
     ("short end of the deal", "end that pays later")),
])

test_a_head_b_names_alone_still_refused = still_refused([
    "Should I take the top half of the cake or the half with the cherries?",  # B one option's word alone?
    "the risks of surgery or physical therapy?",  # as before: B the whole, or the "of" phrase's noun?
])

test_a_name_modifying_a_subjects_verb_like_head = read_as_expected([
    ("Q: Should the Table Topics master pick the speakers or ask for volunteers?",
     ("pick the speakers", "ask for volunteers")),
    ("Should the Book Club host pick the novels or let members vote?", ("pick the novels", "let members vote")),
    ("Should the Smiths plan a trip or stay home?", ("plan a trip", "stay home")),  # as before
])

test_ask_to_before_a_bare_verb = read_as_expected([
    ("I stutter when I'm nervous. It gets worse under bright lights. For my thesis defence, should I ask to stand or "
     "sit?", ("stand", "sit")),
    ("should I decide to stay or go?", ("stay", "go")),
    ("Should I learn to code or draw?", ("code", "draw")),
    ("Should I ask to leave early or just go?", ("ask to leave early", "just go")),  # as before: phrases
    ("Do I ask to be excused or postpone until summer?", ("ask to be excused", "postpone until summer")),  # as before
    ("Should I stop to rest or continue?", ("stop to rest", "continue")),  # as before: no verb of asking
])

test_the_phrase_of_a_gerund_clause_with_its_subject = read_as_expected([
    ("What would you suggest for a sales kickoff opener: a video montage or me walking out with a mic?",
     ("video montage", "me walking out with a mic")),
    ("a band or us singing with a karaoke machine?", ("band", "us singing with a karaoke machine")),
    ("a DJ or them playing their own playlist from a phone?", ("DJ", "them playing their own playlist from a phone")),
    ("a slideshow or me reading a poem for the toast?", ("slideshow", "me reading a poem")),  # as before: a purpose
])

test_the_role_of_bs_object_pronoun = read_as_expected([
    ("Which would you go for as a father of the bride: a poem or a story about her as a kid?",
     ("poem", "story about her as a kid")),
    ("a poem or a story about him as a teenager?", ("poem", "story about him as a teenager")),
    ("Should I sell the chairs or keep them as spares?", ("sell the chairs", "keep them as spares")),  # as before
])
