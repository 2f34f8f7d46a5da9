"""Session 42's fixes outside the blind parts' own test files.

For refusals of the embedded family: a subject pronoun and its modal before A's verb, after a lead that read a
subject awaiting a verb ("whether this email … is something I should click or delete", refused: "the verb after
the two options could not be told"), and a noun with a clause of its own and no relative word before A's verb
("whether this is a stain I can bleach or just wash out" read A as "stain I can bleach"). The second also read a
development prompt's B cut after "she's" ("… or hold off until she's | worse"), now refused by the run-on check: an
option never closes on a subject and its contracted verb. And a clause whose own verb stands before the pair, read
as a subject pair awaiting a verb after B when none follows ("whether staff would prefer a transit subsidy or a
cycle-to-work scheme next year", "whether she sleeps better with the door open or closed": four embedded refusals
now read right).

Then a batch of everyday prompts written this session before any was read: B cut inside its bound ("charge my phone
overnight or only up | to 80%" read "my phone overnight" / "only up"), now refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_pronoun_and_modal_before_a = read_as_expected([
    ('Can you tell me whether this email from "Amazon Security" is something I should click or delete?',
     ("click", "delete")),
    ("is this something i should fix myself or call a plumber for?", ("fix myself", "call a plumber")),
    ("I told my mom we might let him have a phone at 11 or make him wait till 13, what do you think?",
     ("let him have a phone at 11", "make him wait till 13")),
    ("Tell me whether the mole is something I should watch or get removed", ("watch", "get removed")),
    ("Can you tell me whether this is a bug we should fix or ignore?", ("fix", "ignore")),  # as before
])

test_noun_and_its_clause_before_a = read_as_expected([
    ("I'm not sure whether this is a stain I can bleach or just wash out", ("bleach", "just wash out")),
    ("it's a rug we could steam clean or send out, which?", ("steam clean", "send out")),
    ("Should we crate the puppy or let him roam?", ("crate the puppy", "let him roam")),  # as before
])

test_no_clause_head_or_no_verb_stays_refused = still_refused([
    "buy what I can afford or lease?",
    "Is it a plant I can prune hard or should I leave it?",
])

test_b_closing_on_a_contracted_verb_is_refused = still_refused([
    "Vet suggested sub-q fluids at home. Is that something we should start now or hold off until she's worse?",
    "Is this something we should fix now or leave until it's bigger?",
])

test_b_cut_inside_its_bound_is_refused = still_refused([
    "Should I charge my phone overnight or only up to 80%?",
    "Do I fill the tank all the way or only up to the line?",
])

test_clause_verb_before_the_pair = read_as_expected([
    ("Our HR team is surveying whether staff would prefer a transit subsidy or a cycle-to-work scheme next year.",
     ("transit subsidy", "cycle-to-work scheme")),
    ("My kid's pediatrician asked whether she sleeps better with the door open or closed, and I honestly don't know.",
     ("open", "closed")),
    ("Need to know whether the caller's address should be geocoded to the parcel centroid or the driveway point.",
     ("parcel centroid", "driveway point")),
    ("Can you check whether the landlord would accept a cat or a small dog?", ("cat", "small dog")),
    ("We need to decide by Friday if the anthology goes out under a CC BY license or standard all-rights-reserved "
     "copyright.",
     ("CC BY license", "standard all-rights-reserved copyright")),  # as before: the particle is the verb's
])

test_verb_after_b_or_b_a_verb_stays_refused = still_refused([
    "Do you know whether the kids or the parents decide?",
    "My daughter's teacher wants us to decide whether she switches to a full-size violin or stays on the 3/4 for now",
])

# After the merge an earlier cut gave A its head and B its noun ("kit for | $40 or the $90 | kit"): the price-item rule
# of part 109 reads them whole again, and refuses when B's noun runs on into a phrase.
test_price_item_after_an_earlier_cut = read_as_expected([
    ("Basic kit for $40 or the $90 kit?", ("Basic kit for $40", "$90 kit")),
])

# "Is there any way to know if / you can tell me whether A or B …": a question of knowing inside the existential asks
# which, not whether something exists; and a preposition before a name A against a bare name B is both's ("better off
# on | Metacam or Galliprant", which read "on Metacam" once the sentence asked).
test_existential_way_to_know_asks = read_as_expected([
    ("Is there any way you can tell me whether assigned seating or open seating works better for a 75-person brunch?",
     ("assigned seating", "open seating")),
    ("Is there any way to know if she's better off on Metacam or Galliprant long term?", ("Metacam", "Galliprant")),
    ("I want to know if she's better off on Metacam or Galliprant long term?", ("Metacam", "Galliprant")),
    ("Should we fly into Heathrow or Gatwick?", ("Heathrow", "Gatwick")),  # as before
])

test_existential_without_knowing_stays_refused = still_refused([
    "Are there any rebates or tax credits for heat pumps?",
    "Is there any reason to buy the Pro or is the base model enough?",
])
