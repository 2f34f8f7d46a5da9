"""The rules added after the third held-out part's first scoring (issue 22,
bench/results/questions_heldout3_first.txt), each on prompts that are not in the corpus.

Every prompt here was silently wrong or refused by the parser the held-out part was scored with
(commit 36b6a2a); the fixed held-out prompts themselves moved to questions_dev.yaml.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion

CASES = [
    # a word before "the" / a possessive is a verb taking its object (option B, then option A)
    ("Should we shard the table or mock the cache?", ("shard the table", "mock the cache")),
    ("Resit the exam or focus on coursework?", ("Resit the exam", "focus on coursework")),
    ("Should we merge the pull request the bot opened or revert it?",
     ("merge the pull request the bot opened", "revert it")),
    # B keeps its "with" / "for" phrase after a particle, or when A has a phrase of its own
    ("Should I repeat the course or move on with the next module?",
     ("repeat the course", "move on with the next module")),
    ("Should we pay off the card with the bonus or keep the bonus for emergencies?",
     ("pay off the card with the bonus", "keep the bonus for emergencies")),
    # an -er comparative the word lists lack, after "Is A or B"
    ("Is oat milk or soy milk gentler on digestion?", ("oat milk", "soy milk")),
    ("Is naproxen or aspirin milder on the gut?", ("naproxen", "aspirin")),
    # two capitalized words before "vs" are one name, not a verb and its object
    ("React Query vs SWR?", ("React Query", "SWR")),
    # a verb and a name against a word, a preposition and a name: two verb phrases
    ("Should we adopt Jenkins or stick with CircleCI for deploys?", ("adopt Jenkins", "stick with CircleCI")),
    ("Should we pair with Acme or partner with Globex?", ("pair with Acme", "partner with Globex")),
    # "The retired teacher": a modifier after a determiner, not a reported verb
    ("The retired teacher or the younger tutor?", ("retired teacher", "younger tutor")),
    # "w/" is "with"
    ("Should we go w/ a metal roof or a shingle one", ("metal roof", "shingle one")),
    # a compound subject before a B that is no verb; "raise more revenue" is the predicate
    ("Would a congestion charge or tolls reduce traffic more?", ("congestion charge", "tolls")),
    ("Would a flat tax or a sales levy raise more revenue?", ("flat tax", "sales levy")),
    ("Would remote work or a raise keep her longer?", ("remote work", "raise")),  # a compound with no determiner
    # the word after option B is never looked for in the next sentence
    ("Should we patch the roof or budget for repairs? The house is old.", ("patch the roof", "budget for repairs")),
    # a capitalized word inside a name is not a sentence adverb ("Really", "Simply")
    ("Is a tutor or a course like Really Learn Spanish better?", ("tutor", "course like Really Learn Spanish")),
    # an adverb after "or" opens B's own verb phrase ("or just pay …"), not a shared object
    ("Should we appeal or just pay the fine?", ("appeal", "just pay the fine")),
    # "whether my son should | join …" leads in like "whether we should"
    ("I'm unsure whether my son should join Scouts or Cadets.", ("Scouts", "Cadets")),
    # two options "to <place>": each prepositional phrase is the option
    ("Is moving our servers to Hetzner or to a local colo cheaper?", ("to Hetzner", "to a local colo")),
    # "… to warn her": an infinitive's object, not a determiner ending the option
    ("Should I call my sister to warn her or let her find out herself?",
     ("call my sister to warn her", "let her find out herself")),
    # a kind against its hyphenated sub-kind, the kind first
    ("Mattress vs. memory-foam mattress for back pain?", ("Mattress", "memory-foam mattress")),
    ("Is a trial or a 30-day trial better for a new gym?", ("trial", "30-day trial")),
    # "not sure if" is a decision cue ("I'm sure …" is not)
    ("Not sure if a gas grill or a pellet smoker is going to suit us better.", ("gas grill", "pellet smoker")),
    # a gerund and an -ly adverb against a prepositional phrase: the gerund is shared
    ("Is studying locally or in another state cheaper?", ("locally", "in another state")),
    # the two options and what they are for, with a relative clause of one verb on the purpose
    ("Redis vs Memcached for a cache that serves 10k users a second", ("Redis", "Memcached")),
]


@pytest.mark.parametrize(("prompt", "expected"), CASES, ids=[c[0][:50] for c in CASES])
def test_heldout3_rule_variants(prompt: str, expected: tuple[str, str]) -> None:
    q = PairwiseQuestion.parse(prompt)
    assert q.options == expected and q.found_by == "rules"


def test_relative_clause_without_that_ends_option_b() -> None:
    q = PairwiseQuestion.parse("Should I complain or just write off the $300 the landlord owes me?")
    assert q.options == ("complain", "just write off the $300")


@pytest.mark.parametrize("prompt", [  # statements; "her" at an option's end unless an infinitive's object
    "I'm sure tea or coffee is fine.",
    "Kafka vs RabbitMQ for the bus that we built was the topic of my talk",  # a statement
    "Should we drive her or fly her to Boston?",  # "her" at an option's end stays unclear
    "Should I call my mom to tell her or text her?",
])
def test_still_refused(prompt: str) -> None:
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Is a Roomba or a Shark vacuum cleaner on hardwood?", ("Roomba", "Shark vacuum cleaner")),  # B longer than A
    ("Deploy Django vs Rails?", ("Django", "Rails")),  # a choice verb before the name
    ("Should I book Paris the first week or Rome the second?", ("Paris the first week", "Rome the second")),
    ("Would the team help or hurt morale?", ("help", "hurt")),  # no compound subject; a shared object
    ("Should we put the kids in daycare or hire a nanny for the summer?",  # a context of both stays out of B
     ("put the kids in daycare", "hire a nanny")),
])
def test_the_new_rules_keep_to_their_shapes(prompt: str, expected: tuple[str, str]) -> None:
    assert PairwiseQuestion.parse(prompt).options == expected
