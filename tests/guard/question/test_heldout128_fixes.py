"""Fixes for the hundred-and-twenty-eighth held-out part (laboratory bench work), written blind and scored before any
fix.

Silent misreads read right: "than" before an amount after a comparative inside a verb-phrase B ("… or throw out
anything older | than 10 years": B's own measure, no clause of comparison); a participle of keeping opening B after a
participle A ("be snap frozen or kept | in formalin until pickup": what B keeps needs its phrase); a listed verb right
after a gerund closing B's subject ("Does RNAlater or snap freezing | preserve RNA integrity better": the verb, not
the later unlisted "integrity"); a span and a phrase against A's time and phrase of the same preposition ("incubate
primary | overnight at 4C or 1h at RT": the verb and object both's); a second phrase of B against A's phrase closed by
its own time ("at 4C overnight or at 37C | in the water bath": B's own); A's opening phrase of an amount before its
place, against B's place ("cells at -80 | in the door or at the back of the freezer": the amount is both's).

Refusals read right: an infinitive opening the question, its "to" said again ("to filter or to autoclave the PBS?");
B on another preposition than the phrase after A's comparative ("Is the Qiagen kit faster | with the QIAcube or by
hand?": B stands against the phrase, no subject opens on a preposition); a passive's participle and a phrase of
source or means before the pair ("whether the primers were ordered from | IDT or Eurofins": the phrase's objects,
not subjects of a verb after B); a verb with a hyphened prefix after the lead's subject ("Do people here | pre-wet
the tips for viscous samples or for everything?": the subject ends before it)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_measure_after_than_is_bs_own = read_as_expected([
    ("Our -80 is 90% full. Facilities says no new freezer until next year. Should we move old samples to the biobank "
     "or throw out anything older than 10 years?",
     ("move old samples to the biobank", "throw out anything older than 10 years")),
    ("should we keep the old tubes or toss anything older than 5 years?",
     ("keep the old tubes", "toss anything older than 5 years")),
    ("should I keep the fish or throw out the ones longer than 30 cm?",
     ("keep the fish", "throw out the ones longer than 30 cm")),
    ("should I rent or buy rather than wait?", ("rent", "buy")),  # as before: no amount
])

test_a_kept_participle_keeps_its_phrase = read_as_expected([
    ("Could you please advise whether the biopsies should be snap frozen or kept in formalin until pickup?",
     ("snap frozen", "kept in formalin until pickup")),
    ("should the leftovers be frozen or kept in the fridge?", ("frozen", "kept in the fridge")),
    ("should the samples be flash frozen or stored at 4C overnight?", ("flash frozen", "stored at 4C overnight")),
    ("should the chicken be roasted or steamed for the party?", ("roasted", "steamed")),  # as before
])

test_a_verb_after_a_gerund_subject = read_as_expected([
    ("Does RNAlater or snap freezing preserve RNA integrity better for biopsies shipped overseas?",
     ("RNAlater", "snap freezing")),
    ("Does ice or flash freezing preserve DNA quality better?", ("ice", "flash freezing")),
    ("Does smoking or vacuum packing preserve Omega-3 content longer?", ("smoking", "vacuum packing")),
    ("Does a paper planner or a shopping list help more?", ("paper planner", "shopping list")),  # as before
])

test_a_time_and_setting_against_bs_span = read_as_expected([
    ("incubate primary overnight at 4C or 1h at RT?", ("overnight at 4C", "1h at RT")),
    ("spin the tubes 10 min at 4C or overnight at RT?", ("10 min at 4C", "overnight at RT")),
    ("fix the cells 15min at RT or overnight at 4C?", ("15min at RT", "overnight at 4C")),
    ("should I buy a house in Ohio or rent in Texas?", ("buy a house in Ohio", "rent in Texas")),  # as before
])

test_bs_second_phrase_against_as_own_time = read_as_expected([
    ("Thaw the FBS at 4C overnight or at 37C in the water bath before aliquoting?",
     ("at 4C overnight", "at 37C in the water bath")),
    ("store the gel at RT overnight or at 4C in the cold room?", ("at RT overnight", "at 4C in the cold room")),
    ("in Polish or in English in Poland?", ("in Polish", "in English")),  # as before: A has no time of its own
])

test_an_amount_before_as_place_is_both_settings = read_as_expected([
    ("Any tips? Storing competent cells at -80 in the door or at the back of the freezer?",
     ("in the door", "at the back of the freezer")),
    ("keep the vials at 4C in the door or at the back of the fridge?", ("in the door", "at the back of the fridge")),
])

test_an_amount_against_an_amount_still_refused = still_refused([
    "keep the vials at 4C in the door or at -20?",  # as before: B's amount may stand against A's
])

test_an_opening_infinitive_said_twice = read_as_expected([
    ("to filter or to autoclave the PBS?", ("filter", "autoclave")),
    ("to sonicate or to vortex the lysate?", ("sonicate", "vortex")),
    ("To sell or to rent out the flat?", ("sell", "rent out the flat")),  # as before
])

test_a_phrase_of_another_preposition_after_a_comparative = read_as_expected([
    ("Is the Qiagen kit faster with the QIAcube or by hand?", ("with the QIAcube", "by hand")),
    ("Is the bread better with butter or by itself?", ("with butter", "by itself")),
    ("Is the car faster on the highway or in town?", ("on the highway", "in town")),
    ("Is tea better with honey or with sugar?", ("with honey", "with sugar")),  # as before
])

test_a_bare_b_after_a_comparative_phrase_still_refused = still_refused([
    "Is tea better with honey or sugar?",  # as before: B may stand against "tea"
])

test_the_objects_of_a_passives_phrase = read_as_expected([
    ("let me know whether the primers were ordered from IDT or Eurofins so I can reorder", ("IDT", "Eurofins")),
    ("I need to know whether the samples were shipped from Boston or Denver", ("Boston", "Denver")),
    ("do you know if the photos were taken with the Canon or the Sony?", ("Canon", "Sony")),
    ("whether DBS checks are done by the church office or by the council",
     ("by the church office", "by the council")),  # as before
])

test_a_prefixed_verb_ends_the_leads_subject = read_as_expected([
    ("Do people here pre-wet the tips for viscous samples or for everything?",
     ("for viscous samples", "for everything")),
    ("Do people here pre-chill the rotor for minipreps or for everything?", ("for minipreps", "for everything")),
    ("Do you pre-warm the media or use it cold?", ("pre-warm the media", "use it cold")),  # as before
])
