"""Fixes for the hundred-and-fifty-first held-out part (perfume and fragrance), written blind and scored before any
fix.

Silent misreads read right: a verb and the preposition it takes before A's object against "just" and a verb ("learn
about notes … or just sniff loads of stuff"); a recipient and a capitalised name after an unlisted verb of giving
("gift my husband | Dior Homme Parfum or …"); two verbs joined by "and" opening B, whose phrase is B's own ("… or
wait and test it in store first"); "which", a verb's "-s" form and a bare comparative after B asking a question of
its own ("Mojave Ghost vs Gypsy Water | which lasts longer on skin").

Silent misreads now refused: B's noun before "for" and a capitalised "The" name ("… or a gift card | for The Perfume
Shop": B's own, or what both are for?).

Refusals read right: "something" named by an example, "like" and a capitalised name ("or something totally
different like Mugler Alien"), and a pronoun recipient before a named gift ("gift her | Le Labo Rose 31"); "u" for
"you" in a wh-question before the pair ("honestly what would u do, …"); a plural noun a relative clause is said of
("the big designer names | that actually sell"); a contracted pronoun, an adverb and a verb closing B's clause ("where
it's always been"). The near misses of every rule are listed beside its prompts; those still refused are listed
together."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_verbs_preposition_against_just_and_a_verb = read_as_expected([
    ("learn about notes and accords properly first or just sniff loads of stuff at the counter?",
     ("learn about notes and accords properly first", "just sniff loads of stuff at the counter")),
    ("do I learn about the rules first or just play lots of hands online?",
     ("learn about the rules first", "just play lots of hands online")),
    ("should I read about grinders properly or just taste lots of coffee at the shop?",
     ("read about grinders properly", "just taste lots of coffee at the shop")),
    ("try out the bike or just rent one?", ("try out the bike", "just rent one")),  # as before: a particle
    ("drink soda or just water?", ("drink soda", "just water")),  # as before: a noun after "just"
])

test_a_recipient_and_a_named_gift = read_as_expected([
    ("Could I ask your opinion on something? I'm stuck on whether to gift my husband Dior Homme Parfum or Chanel "
     "Allure Homme Édition Blanche.", ("Dior Homme Parfum", "Chanel Allure Homme Édition Blanche")),
    ("should I gift my aunt Chanel No 5 or Miss Dior?", ("Chanel No 5", "Miss Dior")),
    ("should I gift her Dior Homme or Chanel Allure?", ("Dior Homme", "Chanel Allure")),
    ("should I gift him Lego Technic or something simpler like Duplo?",
     ("Lego Technic", "something simpler like Duplo")),
    ("should I get my husband a watch or a wallet?", ("watch", "wallet")),  # as before
    ("should I buy my niece Lego or Playmobil?", ("Lego", "Playmobil")),  # as before: a listed verb
    ("Do I get her a scarf or a voucher for the shop?", ("scarf", "voucher")),  # as before: no "The" name after "for"
])

test_two_joined_verbs_keep_bs_phrase = read_as_expected([
    ("blind buy Khamrah or wait and test it in store first", ("blind buy Khamrah", "wait and test it in store first")),
    ("blind buy the jacket or wait and try it in store first",
     ("blind buy the jacket", "wait and try it in store first")),
    ("should I book now or wait and see the prices in January?",
     ("book now", "wait and see the prices in January")),
    ("order online or go and try them on in the shop?", ("order online", "go and try them on in the shop")),
    ("a burger or fish and chips at the pub?", ("burger", "fish and chips")),  # as before: nouns
])

test_which_and_a_comparative_after_b = read_as_expected([
    ("Mojave Ghost vs Gypsy Water which lasts longer on skin", ("Mojave Ghost", "Gypsy Water")),
    ("iPhone 15 vs Pixel 8 which lasts longer on battery", ("iPhone 15", "Pixel 8")),
    ("Mojave Ghost or Gypsy Water which lasts longer?", ("Mojave Ghost", "Gypsy Water")),
    ("a hybrid vs a car which runs on diesel?", ("hybrid", "car which runs on diesel")),  # as before: no comparative
])

test_a_the_name_after_bs_for_and_near_misses_refused = still_refused([
    "We're doing a Secret Santa with a £40 limit. The person I got loves perfume but I don't know what she owns. Do I "
    "get her a mini discovery set or a gift card for The Perfume Shop?",
    "a candle or a voucher for The Body Shop?",
    "what u do or what I do",  # as before: "u" with no wh-question of its own
    "should I get a Kindle or something like that?",  # as before: the vague "or something like that"
    "should I get a Kindle or something like a Kobo?",  # as before: no name right after "like"
    "Should I sell the car or keep it where it's always been parked?",  # as before: B's clause runs on past "been"
])

test_something_named_by_an_example = read_as_expected([
    ("If she mostly wears Santal 33 already, should I gift her Le Labo Rose 31 or something totally different like "
     "Mugler Alien?", ("Le Labo Rose 31", "something totally different like Mugler Alien")),
    ("Should I buy the Canon or something similar like Nikon?", ("Canon", "something similar like Nikon")),
])

test_u_for_you_in_a_wh_question = read_as_expected([
    ("honestly what would u do, sell the Creed or keep it for special occasions",
     ("sell the Creed", "keep it for special occasions")),
    ("honestly what would u do, repaint the fence or replace it", ("repaint the fence", "replace it")),
    ("so what would u do, sell the car or keep it for weekends", ("sell the car", "keep it")),
])

test_a_plural_before_a_relative_clause = read_as_expected([
    ("Should we stock more niche lines in the shop or stick to the big designer names that actually sell?",
     ("stock more niche lines in the shop", "stick to the big designer names that actually sell")),
    ("should we drop the cheap lines or stick to the brand names that still sell?",
     ("drop the cheap lines", "stick to the brand names that still sell")),
    ("should I leave or stay with the team that says no?", ("leave", "stay with the team that says no")),  # as before
])

test_a_contracted_pronouns_clause_closing_b = read_as_expected([
    ("I can't decide — wear my grandmother's old Chanel No. 5 to her memorial or leave it on her dresser where it's "
     "always been.", ("wear my grandmother's old Chanel No. 5 to her memorial",
                      "leave it on her dresser where it's always been")),
    ("Should I move the piano or leave it where it's always been?",
     ("move the piano", "leave it where it's always been")),
    ("should I keep it in the box or leave it where it is?",
     ("keep it in the box", "leave it where it is")),  # as before
])
