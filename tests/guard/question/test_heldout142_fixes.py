"""Fixes for the hundred-and-forty-second held-out part (watches and everyday carry), written blind and scored
before any fix.

Silent misreads read right: a courtesy frame of "be" before the verb asked ("would you be so kind as to | recommend
…"); a singular subject pair's "-s" verb after B's name ("if a … or an Apple Watch SE | tracks sleep more
accurately"); B's "for" phrase naming a time against A's frequency ("wear it daily or save it | for weekends"); what
B's verb of exchange replaces its object with ("replace the movement | with an NH36"); B's "for" phrase naming a
thing already had ("keep buying batteries | for my old F-91W"); two named items each with its own price ("Casio
A168WA-1 for 25 quid or the A700W | at 30").

Silent misreads now refused: a bare B repeating the head noun of A's place after a verb phrase ("carrying my wallet
in the front pocket or back pocket on long drives": B against the place, where B ends untold); a name before A's
amount against B's amount of the same unit, a capitalised word after it ("Victorinox 91mm or 84mm Swiss Army knife":
the name then both's, "Swiss" B's or both's, as before without the name); a request to come up with something
("Come up with a caption …, funny or clever").

Refusals read: "recommend" misspelt before a colon ("Kindly recomend: A or B for …"); a numbered question's mark
opening the sentence ("3) Bellroy or Ridge for …"); a second subject said to suffice ("… or is | 8Cr13MoV | fine?",
"… or will | a 100m diver | do for …?"); the hearer's judgement asked ("…, whichever you think is wiser"); "between A
and B" told in a clause of context before the question's own "or" ("As someone who travels between Germany and
France for work, | is a … or a … less likely …?")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.guard.question._blind import read_as_expected
from warrantguard.guard import NotPairwiseError
from warrantguard.guard.question import PairwiseQuestion

test_a_courtesy_frame_of_be_before_the_verb_asked = read_as_expected([
    ("Good morning, would you be so kind as to recommend the Streamlight ProTac or the Surefire Stiletto for a "
     "patrol officer?", ("Streamlight ProTac", "Surefire Stiletto")),
    ("Would you be kind enough to recommend the Kindle or the Kobo for my mum?", ("Kindle", "Kobo")),
    ("Would you be able to recommend a Kindle or a Kobo for my mum?", ("Kindle", "Kobo")),
    ("Would you be happier in London or Paris?", ("London", "Paris")),  # as before: no frame
])

test_a_singular_subject_pairs_s_verb_after_bs_name = read_as_expected([
    ("Could someone explain to me if a Garmin Forerunner 265 or an Apple Watch SE tracks sleep more accurately? My "
     "doctor suggested I start keeping an eye on it", ("Garmin Forerunner 265", "Apple Watch SE")),
    ("Does anyone know if a Kindle Paperwhite or a Kobo Clara renders PDFs more cleanly?",
     ("Kindle Paperwhite", "Kobo Clara")),
    ("I wonder if a Garmin Forerunner 265 or an Apple Watch SE tracks sleep more accurately?",
     ("Garmin Forerunner 265", "Apple Watch SE")),
    ("I wonder if a Canon lens or a Sony lens focuses faster?", ("Canon lens", "Sony lens")),  # a singular in "-s"
])

test_bs_time_against_as_frequency = read_as_expected([
    ("Should I wear my vintage Speedy daily or save it for weekends", ("wear my vintage Speedy daily",
                                                                       "save it for weekends")),
    ("Should I drive the Miata daily or keep it for the summer?", ("drive the Miata daily", "keep it for the summer")),
    ("Should I eat it now or save it for later?", ("eat it now", "save it for later")),  # as before
])

test_what_bs_verb_of_exchange_replaces_with = read_as_expected([
    ("If my SKX is losing 40 seconds a day, should I get it regulated or replace the movement with an NH36?",
     ("get it regulated", "replace the movement with an NH36")),
    ("Should I paint the fence or replace the boards with cedar?",
     ("paint the fence", "replace the boards with cedar")),
    ("Should I repair the roof or replace it?", ("repair the roof", "replace it")),  # as before: no "with"
])

test_a_thing_already_had_after_bs_for = read_as_expected([
    ("Is it cheaper in the long run to buy a solar G-Shock or to keep buying batteries for my old F-91W?",
     ("buy a solar G-Shock", "keep buying batteries for my old F-91W")),
    ("Should I buy a new laptop or upgrade the RAM for my current one?",
     ("buy a new laptop", "upgrade the RAM for my current one")),
    ("Should I buy a new laptop or upgrade the RAM for my work?", ("buy a new laptop", "upgrade the RAM")),  # as
    # before: no thing already had
])

test_two_named_items_each_with_its_price = read_as_expected([
    ("Casio A168WA-1 for 25 quid or the A700W at 30?", ("Casio A168WA-1 for 25 quid", "A700W at 30")),
    ("the Kindle for 90 dollars or the Kobo at 120?", ("Kindle for 90 dollars", "Kobo at 120")),
    ("a Kindle for $90 or a Kobo for $120?", ("Kindle for $90", "Kobo for $120")),  # as before
])

test_a_misspelt_recommend_before_the_pair = read_as_expected([
    ("Kindly recomend: Hamilton Khaki Field Quartz or Seiko 5 SNK809 for my nephew's graduation.",
     ("Hamilton Khaki Field Quartz", "Seiko 5 SNK809")),
    ("Please reccomend: a Kindle or a Kobo for my mum.", ("Kindle", "Kobo")),
])

test_a_numbered_questions_mark = read_as_expected([
    ("3) Bellroy or Ridge for the groomsmen gifts? (need 6)", ("Bellroy", "Ridge")),
    ("1) tea or coffee for the morning?", ("tea", "coffee")),
    ("a) rent or b) buy?", ("rent", "buy")),  # as before: the options' marks
])

test_a_second_subject_said_to_suffice = read_as_expected([
    ("If I'm only opening boxes and cutting zip ties, do I need D2 or is 8Cr13MoV fine?", ("D2", "8Cr13MoV")),
    ("do I need a 300m diver or will a 100m diver do?", ("300m diver", "100m diver")),
    ("Should we get a van or would a big car do?", ("van", "big car")),
    ("Do I need winter tyres or are all-seasons fine?", ("winter tyres", "all-seasons")),
    ("Do I need a wallet or is a phone case enough?", ("wallet", "phone case")),  # as before
])

test_whichever_the_hearer_thinks = read_as_expected([
    ("Please recommend either a battery replacement kit or a local shop for my Skagen, whichever you think is wiser.",
     ("a battery replacement kit", "local shop")),
    ("Please recommend either Kindle or Kobo for my mum, whichever you think is better.", ("Kindle", "Kobo")),
])

test_between_told_in_a_clause_of_context = read_as_expected([
    ("As someone who travels between Germany and France for work, is a one-handed opener or a two-handed folder "
     "less likely to get me in trouble?", ("one-handed opener", "two-handed folder")),
    ("Since I split my time between London and Leeds, should I get a railcard or a car?", ("railcard", "car")),
    ("Choosing between the Kindle and the Kobo, which is better?", ("Kindle", "Kobo")),  # as before
])

test_a_name_before_as_amount_against_bs = read_as_expected([
    ("Victorinox 91mm or 84mm knife for a keychain", ("91mm", "84mm")),
    ("Sigma 35mm or 50mm lens for street photography?", ("35mm", "50mm")),
    ("Nikon D750 or 85mm lens?", ("Nikon D750", "85mm lens")),  # as before: no amount closing A
])



def read_or_refused(cases: list[tuple[str, tuple[str, str] | None]]) -> Callable[[str, tuple[str, str] | None], None]:
    """A test reading each prompt as expected, a refused form (``None``) beside its near misses read as before."""

    @pytest.mark.parametrize(("prompt", "expected"), cases)
    def test(prompt: str, expected: tuple[str, str] | None) -> None:
        if expected is None:
            _refused(prompt)
        else:
            q = PairwiseQuestion.parse(prompt)
            assert (q.option_a, q.option_b) == expected

    return test


def _refused(prompt: str) -> None:
    """Assert that ``prompt`` is refused."""
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)


test_a_bare_b_repeating_the_head_of_as_place = read_or_refused([
    ("carrying my wallet in the front pocket or back pocket on long drives?", None),  # B against the place: where
    # does B end?
    ("Should I park the car in the front yard or back yard tonight?", None),
    ("Should I park the car in the front yard or the back yard?", ("front yard", "back yard")),  # as before
    ("Should I keep it in the top drawer or the bottom drawer at night?", ("top drawer", "bottom drawer")),  # B's
    # own article: as before
    ("Should I keep it in the front pocket or put it in my bag?", ("keep it in the front pocket", "put it in my bag")),
])

test_a_name_and_amount_against_an_amount_and_a_capitalised_word = read_or_refused([
    ("Victorinox 91mm or 84mm Swiss Army knife for a keychain", None),  # "Swiss": B's name, or both's?
    ("a 91mm or 84mm Swiss Army knife for a keychain", None),  # as before
])

test_a_judgement_not_asked_of_the_hearer = read_or_refused([
    ("Book the 7am or the 9am flight, whichever is cheaper.", None),  # as before: said not to matter
    ("Please recommend either a battery replacement kit or a local shop for my Skagen, whichever you think is wiser.",
     ("a battery replacement kit", "local shop")),
])

test_a_request_to_come_up_with_something = read_or_refused([
    ("Come up with an Instagram caption for our new titanium keychain, funny or clever, your call", None),
    ("Come up with a name for our dog, funny or cute?", None),
    ("Should I come up with my own design or buy a template?", ("come up with my own design", "buy a template")),
])


test_a_second_subject_fine_only_against_a_need = read_or_refused([
    ("Do I need winter tyres or are all-seasons fine?", ("winter tyres", "all-seasons")),
    ("Should I be worried if my dog ate chocolate or is a small amount fine?", None),  # as before: no need asked
    ("Do I need to worry if my dog ate chocolate or is a small amount fine?", None),
])
