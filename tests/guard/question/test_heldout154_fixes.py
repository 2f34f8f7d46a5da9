"""Fixes for the hundred-and-fifty-fourth held-out part (coin, banknote and stamp collecting), written blind and scored
before any fix.

Silent misreads read right: a subject's plain verb and its degree before a gerund ("Would I learn more | buying one nice
coin … or a bunch of …"); a copula's subject with its own place phrase before a bare word ("is an ink signature on a
note | damage or provenance"); two one-word names before an unlisted "-s" verb and its object ("if PMG or PCGS | grades
Chinese notes more conservatively"); a participle's twin phrases ("a coin graded | MS65 by ANACS or MS64 by PCGS").

Silent misreads now refused: B's "if" clause the object of a verb of deciding, too long to lose ("… or wait until the
kids are old enough to decide if they want it": no clause before it can be cut either; a B of up to twelve words is
read whole); a pronoun's place against a plural that may be a verb phrase ("do you want them in sleeves or top
loaders?": a place, or "sell duplicates"?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_verbs_degree_before_a_gerund = read_as_expected([
    ("I'm 19 and just getting into coins. I've got maybe $50 a month to spend. Would I learn more buying one nice coin "
     "a month or a bunch of cheap circulated ones?", ("one nice coin a month", "bunch of cheap circulated ones")),
    ("Would we spend less buying a new car or leasing one?", ("buying a new car", "leasing one")),
    ("do you save less cooking at home or eating out?", ("cooking at home", "eating out")),
    ("Would I be happier buying one nice coin or a bunch of cheap ones?",
     ("one nice coin", "bunch of cheap ones")),  # as before: the degree after "be"
])

test_a_copulas_subject_with_its_place_phrase = read_as_expected([
    ("is an ink signature on a note damage or provenance,,, can't decide how to list it", ("damage", "provenance")),
    ("is that mark on the rim damage or wear?", ("damage", "wear")),
    ("is the stain on my shirt mold or rust?", ("mold", "rust")),
    ("is this a scratch or a die crack", ("scratch", "die crack")),  # as before: B's own article
])

test_one_word_names_before_a_verb_and_its_object = read_as_expected([
    ("Could you find out if PMG or PCGS grades Chinese notes more conservatively? Asking before I send 20 off",
     ("PMG", "PCGS")),
    ("whether PSA or BGS slabs Japanese prints more carefully", ("PSA", "BGS")),
    ("whether Reuters or Bloomberg vets Asian reports more closely", ("Reuters", "Bloomberg")),
    ("whether Sony or Nikon batteries last longer", ("Sony", "Nikon batteries")),  # as before: no object, a head
    # the names may share
])

test_a_participles_twin_phrases = read_as_expected([
    ("Could you kindly explain whether a coin graded MS65 by ANACS or MS64 by PCGS would sell for more?",
     ("MS65 by ANACS", "MS64 by PCGS")),
    ("is a card graded PSA 10 by a friend or BGS 9.5 by a shop worth more",
     ("PSA 10 by a friend", "BGS 9.5 by a shop")),
    ("is a car painted by hand or by machine better", ("by hand", "by machine")),  # as before: B's own preposition
])

test_an_asked_if_clause_is_no_clause_to_lose = still_refused([
    "Would it be better to sell the inherited collection now or to wait until the kids are old enough to decide if "
    "they want it?",
    "Should I go now or wait until the kids are old enough to decide if they want it?",
])

test_an_asked_if_clause_kept_in_a_long_b = read_as_expected([
    ("Should I sell it now or wait until both my kids can decide if they want it?",
     ("sell it now", "wait until both my kids can decide if they want it")),
    ("Should we book now or wait until the whole group can decide if they want to go?",
     ("book now", "wait until the whole group can decide if they want to go")),
    ("Should I sell it now or hold it until next year if prices go up?",
     ("sell it now", "hold it until next year")),  # as before: a condition, lost
])

test_a_pronouns_place_against_a_verb_or_a_plural = still_refused([
    "RE: your note collection - do you want them in sleeves or top loaders?",
    "should I keep them in boxes or sell duplicates?",
])

test_a_pronouns_place_near_misses_as_before = read_as_expected([
    ("should I keep them in tubs or glass jars?", ("tubs", "glass jars")),
    ("should I keep them in tubs or sell them?", ("keep them in tubs", "sell them")),  # B's own pronoun: a verb's
])
