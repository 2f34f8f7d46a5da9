"""Issue 22: the families the third development batch (questions_dev3.yaml) found wanting.

Each pair test fails on the parser before its change (commit dcce6ea); each refusal test keeps a
new rule from reading more than it should (a statement, a yes/no question, a list). The prompts
are not in the corpus (which measures the families at scale: test_corpus.py, bench/questions.py).
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion


def _options(prompt: str) -> tuple[str, str]:
    q = PairwiseQuestion.parse(prompt)
    assert q.found_by == "rules" and q.option_a in prompt and q.option_b in prompt
    return q.options


def _refused(prompt: str) -> str:
    with pytest.raises(NotPairwiseError) as info:
        PairwiseQuestion.parse(prompt)
    return str(info.value)


@pytest.mark.parametrize(
    ("prompt", "options"),
    [("netflix or hulu", ("netflix", "hulu")),  # only the two options
     ("Postgres vs MySQL for a multi-tenant SaaS with heavy JSON usage", ("Postgres", "MySQL")),
     ("Hardwood or carpet — bedroom, two cats, renting.", ("Hardwood", "carpet")),
     ("ps5 or xbox - which has better exclusives", ("ps5", "xbox")),  # a clause asking which
     ("Rent or buy...which makes sense in Denver?!", ("Rent", "buy")),
     ("is react or vue easier to learn", ("react", "vue")),  # a question's word order
     ("med school or nursing school?!?! pls help", ("med school", "nursing school")),
     ("pls help, Switch or Steam Deck for long flights? ty", ("Switch", "Steam Deck")),
     ("Kindle or Kobo (just curious)", ("Kindle", "Kobo")),  # an aside in brackets
     ("lol tabs or spaces", ("tabs", "spaces")),  # an interjection
     ("um, tea or coffee?", ("tea", "coffee")),
     ],
)
def test_a_question_without_a_question_mark_is_read(prompt, options):
    assert _options(prompt) == options


@pytest.mark.parametrize(
    "prompt",
    ["Rain or shine, the market opens at 8.", "Cash or card accepted at the front desk.",
     "Two or three eggs per person.", "Monday or Tuesday works for me.", "More or less done with the report.",
     "Printer or scanner offline in room 4.", "Do not use tabs or spaces inconsistently.",
     "Could be the battery or the alternator.", "Which reminds me, tea or coffee later"],
)
def test_a_statement_with_or_is_not_a_question(prompt):
    _refused(prompt)


@pytest.mark.parametrize(
    ("prompt", "options"),
    [("Shouldn't I use Rust rather than C++ for a new browser engine?", ("Rust", "C++")),
     ("Why not just use a spreadsheet instead of a database?", ("spreadsheet", "database")),
     ("Wouldn't it be better to walk instead of driving?", ("walk", "driving")),
     ("Should we hire instead of outsourcing?", ("hire", "outsourcing")),
     ("To refinance or not to refinance at 6%?", ("refinance", "not to refinance")),
     ("Which is healthier, not snacking or snacking on fruit?", ("not snacking", "snacking on fruit")),
     ],
)
def test_negated_and_instead_of_options(prompt, options):
    assert _options(prompt) == options


@pytest.mark.parametrize(
    "prompt",
    ["Should I be worried that my dog eats grass instead of his food?",
     "Would it be rude to text instead of calling?",
     "Would honey work instead of sugar in this bread?",
     "Shouldn't the city build housing instead of parking garages?",
     "Would it be smarter to buy a used car instead of leasing?",
     "Why not rent instead of buying a house in this market?",
     "Should I go or not?"],
)
def test_instead_of_outside_its_two_shapes_is_refused(prompt):
    _refused(prompt)


@pytest.mark.parametrize(
    ("prompt", "options"),
    [("Is swimming in the morning or swimming at night better for sleep?",
      ("swimming in the morning", "swimming at night")),  # a gerund-looking head, then the predicate
     ("Has remote work or hybrid work led to better retention?", ("remote work", "hybrid work")),
     ("Will a heat pump or a boiler cost less to run over ten years?", ("heat pump", "boiler")),
     ("Should we provision 3 replicas or 5 replicas?", ("3 replicas", "5 replicas")),  # a verb not listed
     ("Should I give him more time or a raise?", ("more time", "raise")),  # an indirect object
     ("Could you help me choose a Roth or a traditional IRA?", ("Roth", "traditional IRA")),
     ("Should I pay off my car or my student loans first?", ("my car", "my student loans")),
     ("Should I put the money in a savings account or an index fund?", ("savings account", "index fund")),
     ("Does it hurt to get a tattoo on the ribs or the wrist?", ("ribs", "wrist")),
     ("Should we roll back or hotfix the release?", ("roll back", "hotfix the release")),
     ("Do I sell the car as is or fix it?", ("sell the car as is", "fix it")),
     ("Let's go to Rome or Paris?", ("Rome", "Paris")),
     ("Should I buy a Kindle or a Kobo, and my budget is tight?", ("Kindle", "Kobo")),  # a clause, not a list
     ("Should I main Reinhardt or Winston in Overwatch?", ("Reinhardt", "Winston")),  # a place after bare options
     ("Hotel or hostel in Tokyo?", ("Hotel", "hostel")),
     ("Is running on a treadmill or running outside easier on the knees?",
      ("running on a treadmill", "running outside")),  # a comparative after an adverb-like preposition
     ("Is it better to study with music or in silence?", ("with music", "in silence")),
     ("Would you mind recommending either Notion or Obsidian for note-taking?", ("Notion", "Obsidian")),
     ("We're considering Vanguard or Fidelity. Which is cheaper?", ("Vanguard", "Fidelity")),
     ("My boss offered me a raise or a promotion. Which should I take?", ("raise", "promotion")),
     ("The dealer quoted $500 or $700 for the repair. Which is fair?", ("$500", "$700")),
     ],
)
def test_lead_ins_objects_and_predicates(prompt, options):
    assert _options(prompt) == options


@pytest.mark.parametrize(
    ("prompt", "options"),
    [('Should I choose the "Standard" or the "Express" shipping option?', ("Standard", "Express")),
     ('Is "alot" correct or incorrect?', ("correct", "incorrect")),
     ("Are tomatoes a fruit or a vegetable?", ("fruit", "vegetable")),  # the subject both describe
     ("Is it better to be feared or loved?", ("feared", "loved")),  # a shared copula
     ("I need a gift for my dad, maybe a watch or a wallet. Which one?", ("watch", "wallet")),
     ("@helper tea or coffee before a morning exam?", ("tea", "coffee")),
     ("SUPPORT >> Lisbon or Porto for the offsite?", ("Lisbon", "Porto")),
     ("What's the difference between a Roth and a traditional IRA, and which one has lower fees?",
      ("Roth", "traditional IRA")),
     ("Compare the iPhone 15 with the Pixel 8 — which has the better camera?", ("iPhone 15", "Pixel 8")),
     ("Could you compare Notion and Obsidian and tell me which syncs better?", ("Notion", "Obsidian")),
     ('My mom says "save it" and my dad says "spend it". Which is right?', ("save it", "spend it")),
     ],
)
def test_quotes_tags_and_comparisons_that_ask_which(prompt, options):
    assert _options(prompt) == options


@pytest.mark.parametrize(
    "prompt",
    ["Can you explain how mortgages work, or recommend a book?",  # a request to the assistant
     "What should I cook with salmon, rice or quinoa, and a side salad?",  # the list goes on
     "What goes well with pasta, pesto or marinara, and what wine?",  # a second question
     "My wife and I chose between Rome or Paris last year and loved it.",  # a choice made already
     "Have you tried Notion or Obsidian?",
     "Should I live in Brooklyn or a suburb in New Jersey?",  # the place may be B's own
     "Is it normal for a puppy to sleep 18 hours or more?",  # an open range
     "Explain the difference between stocks and bonds, which is fine for beginners.",
     "Compare Python and Java in a table.",
     "Please compare Rome, Paris and London and tell me which is cheapest.",
     "Compare React and Vue and Angular and tell me which is best.",
     'Should the title say "Senior", "Staff" or "Principal"?'],
)
def test_not_a_choice_between_two_options(prompt):
    _refused(prompt)
