"""Generalization of the question parser (issue 22): prompts in no corpus file, one or more per
general cause of the held-out parts' first-scoring misreads (bench/results/questions_*first*.txt).

Written before the parser was run on them and kept as written. The product rule: a misread (a
wrong pair returned silently) is much worse than a refusal. So each prompt either must give its
pair (``EXACT``), may give its pair or refuse but never another pair (``PAIR_OR_REFUSE``), or must
be refused (``REFUSE``).
"""

from __future__ import annotations

import re

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion


def _canon(option: str) -> str:
    """As bench/questions.py compares options: case-folded, no quotes, end punctuation or article."""
    text = re.sub(r"[\"“”‘’]", "", option).strip().lower().strip(" .,;:!?")
    return re.sub(r"^(?:the|a|an)\s+", "", re.sub(r"\s+", " ", text))


def _pair(prompt: str) -> tuple[str, str] | None:
    try:
        q = PairwiseQuestion.parse(prompt)
    except NotPairwiseError:
        return None
    return (_canon(q.option_a), _canon(q.option_b))


def _want(*pairs: tuple[str, str]) -> set[tuple[str, str]]:
    return {(_canon(a), _canon(b)) for a, b in pairs}


EXACT = [
    # the brief's known-wrong prompts
    ("Should I walk the dog this morning or this evening?", [("this morning", "this evening")]),
    ("Should I sue or write off the $2,000?", [("sue", "write off the $2,000")]),
    ("Should we buy the house the realtor showed us or the condo?", [("house the realtor showed us", "condo")]),
    # a shared lead verb or preposition: the options are the parallel parts
    ("Is it better to study before dinner or after dinner?", [("before dinner", "after dinner")]),
    ("Should we water the lawn this afternoon or tomorrow morning?", [("this afternoon", "tomorrow morning")]),
    # a bracketed aside before the question
    ("(for my sister) Is Invisalign or braces better for an adult?", [("Invisalign", "braces")]),
    # a modifier of option A is part of it
    ("Vue Router vs React Router: which is easier for beginners?", [("Vue Router", "React Router")]),
    ("Should we hire the senior candidate or the junior one?", [("senior candidate", "junior one")]),
    # a verb phrase with its object on both sides
    ("Should we roll back the release or ship a hotfix?", [("roll back the release", "ship a hotfix")]),
]

PAIR_OR_REFUSE = [
    ("Take the job now or later?", [("now", "later")]),
    # a tag or header before the question
    ("FWD: Q3 offsite -- Denver or Boise for the team retreat?", [("Denver", "Boise")]),
    ("#garden-plans raised beds or in-ground beds?", [("raised beds", "in-ground beds")]),
    ("[Ticket 4411] Should we roll back the release or ship a hotfix?",
     [("roll back the release", "ship a hotfix")]),
    ("Re: vacation plans - Lisbon or Porto for five days?", [("Lisbon", "Porto")]),
    # a trailing follow-up or predicate after option B
    ("MongoDB or DynamoDB -- which one scales cheaper for a chat app?", [("MongoDB", "DynamoDB")]),
    ("Is 200 mg or 400 mg of magnesium too high for sleep? which one is safer", [("200 mg", "400 mg")]),
    ("Should I buy 1 kg or 2.5 kg of rice for the month?", [("1 kg", "2.5 kg")]),
    ("Do I need 8 GB or 16 GB of RAM for video editing?", [("8 GB", "16 GB")]),
    ("Would a heat pump or a pellet stove heat a cabin more cheaply?", [("heat pump", "pellet stove")]),
    ("Do you think trams or buses move commuters more efficiently?", [("trams", "buses")]),
    ("Would Nginx or Caddy hold up better under heavy traffic?", [("Nginx", "Caddy")]),
    ("Is walking or swimming easier on bad knees?", [("walking", "swimming")]),
    ("Would a sugar tax or a soda ban reduce obesity faster?", [("sugar tax", "soda ban")]),
    # a shared preposition or time phrase on one side only
    ("Is it cheaper to fly on a Tuesday or on the weekend?",
     [("on a Tuesday", "on the weekend"), ("Tuesday", "weekend")]),
    ("Should I buy snow tires in October or after the first snowfall?",
     [("in October", "after the first snowfall")]),
    ("Is it smarter to sell the stock in December or in the new year?",
     [("in December", "in the new year"), ("December", "new year")]),
    # polite preambles
    ("Sorry to bother you, but I was wondering if I should lease the car or buy it outright.",
     [("lease the car", "buy it outright")]),
    ("hey! just wondering if you think Vienna or Prague is nicer for a weekend in December? thx",
     [("Vienna", "Prague")]),
    ("I hope this isn't a dumb question, but should I take the ferry or the bridge to the island?",
     [("ferry", "bridge")]),
    # torn / deciding between two named things
    ("torn between two laptops: the ThinkPad (lighter) and the MacBook (better screen)",
     [("ThinkPad", "MacBook")]),
    ("The committee is deciding between a hiring freeze and a pay cut. Which hurts morale less?",
     [("hiring freeze", "pay cut")]),
    # an ellipsis and doubled question marks
    ("Pixel 8... or Galaxy S23??", [("Pixel 8", "Galaxy S23")]),
    # B's verb phrase goes on past its object
    ("Should we renovate the kitchen now or save the money for a new roof?",
     [("renovate the kitchen now", "save the money for a new roof")]),
    # B resumes A's object ("trade it in"): its "for" phrase is B's own, but not a bare plural
    # ("send it back | for revisions" in questions.yaml); test_heldout5_fixes.py
    ("Should my mom keep the old car or trade it in for a hybrid?", [("keep the old car", "trade it in for a hybrid")]),
    ("Should I quit or just ride out the last six months of the contract?",
     [("quit", "just ride out the last six months of the contract"),
      ("quit", "ride out the last six months of the contract")]),
    ("Should we patch the server tonight or wait until the maintenance window on Sunday?",
     [("patch the server tonight", "wait until the maintenance window on Sunday")]),
    # A's modifier must not be lost, nor a lead verb kept on A only
    ("Would a flat tax or a wealth tax raise more revenue?", [("flat tax", "wealth tax")]),
    ("Could you recommend whether we should migrate to Kotlin or stay with Java for the app?",
     [("migrate to Kotlin", "stay with Java"), ("Kotlin", "Java")]),
    ("Our CI takes an hour. Should we cache the dependencies or split the test suite? Ideas welcome.",
     [("cache the dependencies", "split the test suite")]),
    # an instruction around the choice
    ("Summarize the pros and cons of renting or buying in Denver, then tell me which you'd choose.",
     [("renting", "buying")]),
    ("Compare the risks of surgery or physical therapy for a torn meniscus, then recommend one.",
     [("surgery", "physical therapy")]),
    # a request word before option A
    ("Could you kindly suggest either Django or Flask for a small API?", [("Django", "Flask")]),
    ("Should I go w/ a fixed-rate or an adjustable-rate mortgage", [("fixed-rate", "adjustable-rate")]),
    # a relative or reduced clause inside an option
    ("Is a lawyer who handles wills or a notary enough for a simple estate?", [("lawyer who handles wills", "notary")]),
]

REFUSE = [
    # yes/no questions with an 'or' inside: not a choice between two options
    "Is it OK to take ibuprofen or should I wait?",
    "Is it normal for my knee to click when I squat or should I see a doctor?",
    "Can I freeze cooked rice or does it go bad?",
    "Do I need a visa for Japan or not?",
]


# Later probe batches, also written before the parser was run on them: the prompts that showed a
# general cause the first batch missed, with the pair or refusal the fixed parser gives.
PROBES = [
    ("Should I paint the bedroom this weekend or next weekend?", [("this weekend", "next weekend")]),
    ("hello!! wondering whether to get a Kindle or a Kobo lol", [("Kindle", "Kobo")]),
    ("Is a gap year or going straight to college better for a restless teen?",
     [("gap year", "going straight to college")]),
    ("Is Spanish or French spoken more widely in Africa?", [("Spanish", "French")]),
    ("Should I plant tomatoes in April or wait until May?", [("plant tomatoes in April", "wait until May")]),
    ("Is it better to pay with a credit card or with cash abroad?", [("with a credit card", "with cash")]),
    ("Lasik or contacts long term - too risky?", [("Lasik", "contacts")]),
    ("hey so um i was thinking, should i get a cat or a dog for my small apartment", [("cat", "dog")]),
    ("Should we buy the red car or the one with lower mileage?", [("red car", "one with lower mileage")]),
    ("Should we have the wedding indoors or outdoors?", [("indoors", "outdoors")]),
    ("Should I pick up or drop off the kids today?", [("pick up", "drop off")]),
    ("Before I sign anything: is a fixed or variable rate better right now?", [("fixed", "variable")]),
    ("Would moving to Austin or staying in Chicago be better for my career?",
     [("moving to Austin", "staying in Chicago")]),
    ("I was wondering if you could help me figure out whether to take the GMAT or the GRE.", [("GMAT", "GRE")]),
    ("Should I forgive my brother's loan or ask him to repay it?",
     [("forgive my brother's loan", "ask him to repay it")]),
    ("My manager offered me either a 5% raise or an extra week of vacation. Which should I take?",
     [("5% raise", "extra week of vacation")]),
    ("Should we unionize or negotiate individually?", [("unionize", "negotiate individually")]),
    # a shared head noun written once belongs to neither option
    ("Should I buy a new or a used piano for my daughter?", [("new", "used")]),
    ("Should I hire a local or a remote accountant?", [("local", "remote")]),
    ("Should I buy the TV at Best Buy or order it online?", [("buy the TV at Best Buy", "order it online")]),
    ("Should I choose a cardiologist in Boston or one closer to home?",
     [("cardiologist in Boston", "one closer to home")]),
    # a bare verb after "Does A or B", its next word no verb (session 19: was refused)
    ("Does creatine or beta-alanine boost sprint performance more?", [("creatine", "beta-alanine")]),
    # two names as the subjects: the lower-case word after B's name is the verb (session 25: was refused)
    ("Do Labradors or Golden Retrievers shed less?", [("Labradors", "Golden Retrievers")]),
    ("honestly idk if i should go back to school or just keep working",
     [("go back to school", "just keep working"), ("go back to school", "keep working")]),
]

PROBES_REFUSED = [
    # the verb after "Would / Do A or B" is one the word lists lack: refused, not swallowed into B
    "Would tolls or congestion pricing ease downtown traffic sooner?",
    "Would a Roth IRA or a brokerage account shelter more of my gains?",
    "Does walking after meals or fasting in the morning lower blood sugar more?",
    # B's 'with' phrase may be its own or the context of both
    "Should the city build a new stadium or renovate the old one with public money?",
    # yes/no questions and fixed phrases
    "Can dogs eat grapes or raisins?",
    "Should I buy a house sooner or later?",
    "I'll be there in an hour or so. Should I bring wine?",
    "Should I buy 2 or 3 bags of mulch for a 10-foot bed?",
    # after "Does", the verb is a bare form: "clothes" is no verb there; "Is A or B" needs a predicate
    "Does a gas dryer or an electric dryer dry clothes faster?",
    "Is a Vitamix or a Blendtec blender louder?",
    "Is a bank that charges no fees or a credit union that pays higher interest better for savings?",
]


@pytest.mark.parametrize(("prompt", "pairs"), PROBES)
def test_probes(prompt: str, pairs: list[tuple[str, str]]) -> None:
    assert _pair(prompt) in _want(*pairs)


@pytest.mark.parametrize("prompt", PROBES_REFUSED)
def test_probes_refused(prompt: str) -> None:
    assert _pair(prompt) is None


@pytest.mark.parametrize(("prompt", "pairs"), EXACT)
def test_exact(prompt: str, pairs: list[tuple[str, str]]) -> None:
    assert _pair(prompt) in _want(*pairs)


@pytest.mark.parametrize(("prompt", "pairs"), PAIR_OR_REFUSE)
def test_pair_or_refuse(prompt: str, pairs: list[tuple[str, str]]) -> None:
    got = _pair(prompt)
    assert got is None or got in _want(*pairs), f"misread: {got}"


@pytest.mark.parametrize("prompt", REFUSE)
def test_refused(prompt: str) -> None:
    assert _pair(prompt) is None
