"""Questions typed or dictated without their question mark (issue 22: the twenty-third part's refusals).

Every prompt here is new (none is in the corpus); each was refused as "a statement or an instruction" before
the rules of ``forms/asking/_unmarked.py`` and the widened ``fragment_pair``. The statements below them
must stay refused.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion

READ = [
    # a wh-question of its own, in the sentence or the next one
    ("protein bars vs shakes which one should i buy", ("protein bars", "shakes")),
    ("the groomer said we could shave him or just trim him. what would you do", ("shave him", "just trim him")),
    ("wool socks versus cotton socks, honestly which one", ("wool socks", "cotton socks")),
    # a request to be told which, or a question set out after "asks:"
    ("then say which is cheaper for a family of four: Costco or Sams Club", ("Costco", "Sams Club")),
    ("kindly tell which is better for my daughter, arts or commerce stream", ("arts", "commerce stream")),
    ("ticket 88 - customer asks: refund the order or resend it", ("refund the order", "resend it")),
    # a choice not made yet, negation typed without its apostrophe
    ("i cant tell if the router or the modem is dropping the connection", ("router", "modem")),
    ("curious whether a standing desk or a treadmill desk helps more", ("standing desk", "treadmill desk")),
    # a fragment: the pair and what it is for, longer names, a clause of its own in the purpose
    ("Dell XPS 15 or Lenovo ThinkPad P1 Gen 6 for data science", ("Dell XPS 15", "Lenovo ThinkPad P1 Gen 6")),
    ("a 55 inch or a 65 inch TV for a room where the sofa is 9 feet away", ("55 inch", "65 inch TV")),
    ("Django vs Rails for an app a small team has to maintain", ("Django", "Rails")),
    ("laptop,or tablet for note taking", ("laptop", "tablet")),
    ("a dentist near the office or a dentist near home for the kids checkups",
     ("dentist near the office", "dentist near home")),
    # a clause opening "do you think" after a request
    ("draft a birthday card for grandma, and btw do you think we should visit in June or in July",
     ("in June", "in July")),
    # "decide" and a short time phrase before "if"
    ("We need to decide this week if our son joins scouts or karate.", ("scouts", "karate")),
    ("I have to decide by Monday if we take the train or the bus to Leeds", ("train", "bus")),
    # "every" tells two frequencies with one noun apart ("this" / "next" do too)
    ("Should I water the tomatoes every day or every other day?", ("every day", "every other day")),
    # a gerund heading: "just" before B's preposition; a bare word or two after the gerund's articled object
    ("storing the wine in the cellar or just in the garage", ("in the cellar", "just in the garage")),
    ("painting the bedroom walls grey or beige", ("grey", "beige")),
    # the asker's question after "and" / "so" ends a request or a statement
    ("Help me pack for Iceland and should I bring a carry-on or check a bag?", ("bring a carry-on", "check a bag")),
    ("I have 2 kids and 3 dogs so do we get a minivan or an SUV?", ("minivan", "SUV")),
    # a possessive after the opening verb: a verb and its object, no name ("Pay my …")
    ("Renew my passport online or in person?", ("online", "in person")),
    # the "of" phrase of a noun naming the choice holds the options
    ("Give me your recommendation of Costco or Sams Club for a family of five.", ("Costco", "Sams Club")),
    ("The report should end with a firm recommendation of Kubota or Mahindra for the farm.", ("Kubota", "Mahindra")),
    # two verb phrases about the asker's own things, no task for the assistant
    ("repaint my bike myself or pay a shop to do it", ("repaint my bike myself", "pay a shop to do it")),
    ("sell my old guitar online or trade it in at the music store",
     ("sell my old guitar online", "trade it in at the music store")),
    # a sentence opening "and" before its question; a sentence that is only two names
    ("proofread my essay pls. and is it better to submit it in word or pdf", ("word", "pdf")),
    ("Ugh. Lisbon or Porto. Help.", ("Lisbon", "Porto")),
    # an inversion after a time phrase
    ("the lawn is patchy again. this spring do I overseed or just put down sod", ("overseed", "just put down sod")),
]

REFUSED = [
    "My boss said we can either work from home or come in, it is up to us.",
    "Cash or card at the register is fine",
    "Call or text 555-1234 to book",
    "Login fails on Safari or Firefox after the update.",
    "We can meet Monday or Tuesday for lunch, I am free both days.",
    "Tea or coffee in the morning is what I need.",
    "Call or text us to book your table",
    "Printer or scanner offline.",
    "Email me the report or post it in my channel",
    "I asked which one we should bring, the red or the blue.",
    # a gerund and its articled object against a bare word: whose object the bare word is, the form does not tell
    "cutting the grass short or long",
    "serving the guests wine or beer",
]


@pytest.mark.parametrize(("prompt", "options"), READ)
def test_question_without_its_mark_reads(prompt: str, options: tuple[str, str]) -> None:
    q = PairwiseQuestion.parse(prompt)
    assert (q.option_a, q.option_b) == options


@pytest.mark.parametrize("prompt", REFUSED)
def test_statement_stays_refused(prompt: str) -> None:
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)


def test_both_options_repeating_head_and_preposition_end_alike() -> None:
    """"an aide for mornings or an aide for evenings | for grandpa": B ends where A's shape ends."""
    q = PairwiseQuestion.parse("should we hire an aide for mornings or an aide for evenings for grandpa?")
    assert (q.option_a, q.option_b) == ("aide for mornings", "aide for evenings")
