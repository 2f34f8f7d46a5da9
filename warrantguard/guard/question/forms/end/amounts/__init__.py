"""Amounts, prices, rates and times after noun B: B's own (each option with its price, rate or time) or what
both options are measured in ("1 litre or 2 litres | of water a day", "$40 | an hour").

This ``__init__`` is the room's interface: ``tails`` and the rest of ``forms`` import these names from here,
never from its underscore modules. It imports no other room of ``end``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._amount_terms_of import amount_terms_of
from warrantguard.guard.question.forms.end.amounts._betting_line import betting_line
from warrantguard.guard.question.forms.end.amounts._capped import capped_b
from warrantguard.guard.question.forms.end.amounts._clause_time import frequency_against_clause, frequency_clause
from warrantguard.guard.question.forms.end.amounts._count_of import count_of_pair
from warrantguard.guard.question.forms.end.amounts._dated_against_now import dated_against_now
from warrantguard.guard.question.forms.end.amounts._dated_month import dated_month_b
from warrantguard.guard.question.forms.end.amounts._distributed import distributed_rate
from warrantguard.guard.question.forms.end.amounts._fee_against_rate import fee_against_rate_b
from warrantguard.guard.question.forms.end.amounts._frequency_twins import frequency_twins
from warrantguard.guard.question.forms.end.amounts._head_rate import head_rate, rated_a
from warrantguard.guard.question.forms.end.amounts._labelled_numbers import labelled_numbers
from warrantguard.guard.question.forms.end.amounts._later_against_clause import later_against_clause
from warrantguard.guard.question.forms.end.amounts._measure_kind_b import measure_kind_b
from warrantguard.guard.question.forms.end.amounts._measured import measured_amounts, measured_of
from warrantguard.guard.question.forms.end.amounts._measured_purpose import measured_purpose
from warrantguard.guard.question.forms.end.amounts._now_against_phrase import now_against_phrase
from warrantguard.guard.question.forms.end.amounts._one_off import one_off_rated
from warrantguard.guard.question.forms.end.amounts._one_off_against_rate import one_off_against_rate
from warrantguard.guard.question.forms.end.amounts._per_unit_against_price import per_unit_against_price
from warrantguard.guard.question.forms.end.amounts._per_unit_twin import per_unit_twin
from warrantguard.guard.question.forms.end.amounts._percent_of import percent_of_b
from warrantguard.guard.question.forms.end.amounts._placed_times import placed_times
from warrantguard.guard.question.forms.end.amounts._priced import priced_alike, priced_purpose, priced_setting
from warrantguard.guard.question.forms.end.amounts._priced_channel import priced_channel_b
from warrantguard.guard.question.forms.end.amounts._priced_wholes import priced_wholes
from warrantguard.guard.question.forms.end.amounts._rates import CURRENCY, RATE_UNITS, own_price, unrated
from warrantguard.guard.question.forms.end.amounts._rough_count import rough_count_problem
from warrantguard.guard.question.forms.end.amounts._sourced_price import sourced_price
from warrantguard.guard.question.forms.end.amounts._spent_span import spent_span_b
from warrantguard.guard.question.forms.end.amounts._split_ratio import ratio_start, split_ratio
from warrantguard.guard.question.forms.end.amounts._timed import timed_pair
from warrantguard.guard.question.forms.end.amounts._timed_amount import timed_amount_b
from warrantguard.guard.question.forms.end.amounts._twin_amount import twin_amount_b
from warrantguard.guard.question.forms.end.amounts._unit_twin import unit_twin_b

__all__ = [
    "CURRENCY",
    "RATE_UNITS",
    "amount_terms_of",
    "betting_line",
    "capped_b",
    "count_of_pair",
    "dated_against_now",
    "dated_month_b",
    "distributed_rate",
    "fee_against_rate_b",
    "frequency_against_clause",
    "frequency_clause",
    "frequency_twins",
    "head_rate",
    "labelled_numbers",
    "later_against_clause",
    "measure_kind_b",
    "measured_amounts",
    "measured_of",
    "measured_purpose",
    "now_against_phrase",
    "one_off_against_rate",
    "one_off_rated",
    "own_price",
    "per_unit_against_price",
    "per_unit_twin",
    "percent_of_b",
    "placed_times",
    "priced_alike",
    "priced_channel_b",
    "priced_purpose",
    "priced_setting",
    "priced_wholes",
    "rated_a",
    "ratio_start",
    "rough_count_problem",
    "sourced_price",
    "spent_span_b",
    "split_ratio",
    "timed_amount_b",
    "timed_pair",
    "twin_amount_b",
    "unit_twin_b",
    "unrated",
]
