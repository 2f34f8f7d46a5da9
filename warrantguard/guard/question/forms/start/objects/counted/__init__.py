"""Counts, spans, ordinals and ages on each side of the pair: an amount, a span or an ordinal on both sides, a figure
named by "one", twin phrases word for word but one, an age phrase.

This ``__init__`` is the room's interface: the other rooms of ``objects`` and the rest of ``forms``
import these names from here, never from its underscore modules. It imports no other room of ``objects``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.counted._adverbed_time import adverbed_time_a
from warrantguard.guard.question.forms.start.objects.counted._aged import aged_recipient
from warrantguard.guard.question.forms.start.objects.counted._amount_one import amount_one_a
from warrantguard.guard.question.forms.start.objects.counted._amount_setting import amount_setting_a
from warrantguard.guard.question.forms.start.objects.counted._approximated_amount import approximated_amount_a
from warrantguard.guard.question.forms.start.objects.counted._articled_price_item import articled_price_item
from warrantguard.guard.question.forms.start.objects.counted._bare_twin_tail import bare_twin_tail
from warrantguard.guard.question.forms.start.objects.counted._coded_object import coded_object_a
from warrantguard.guard.question.forms.start.objects.counted._counted_amounts import counted_amount_start
from warrantguard.guard.question.forms.start.objects.counted._counted_phrase import counted_phrase_a
from warrantguard.guard.question.forms.start.objects.counted._counted_start import counted_start
from warrantguard.guard.question.forms.start.objects.counted._formed_object import formed_object
from warrantguard.guard.question.forms.start.objects.counted._labelled_amount import labelled_amount_a
from warrantguard.guard.question.forms.start.objects.counted._labelled_figure import labelled_figure_a
from warrantguard.guard.question.forms.start.objects.counted._labelled_ratio import labelled_ratio_a
from warrantguard.guard.question.forms.start.objects.counted._labelled_span import labelled_span_a
from warrantguard.guard.question.forms.start.objects.counted._led_figure import gerund_sum_a, labelled_code_a
from warrantguard.guard.question.forms.start.objects.counted._one_against_phrase import one_against_phrase
from warrantguard.guard.question.forms.start.objects.counted._one_articled import one_articled_a
from warrantguard.guard.question.forms.start.objects.counted._one_headed import one_headed
from warrantguard.guard.question.forms.start.objects.counted._ordinal_slot import ordinal_slot
from warrantguard.guard.question.forms.start.objects.counted._priced_item import priced_item_a
from warrantguard.guard.question.forms.start.objects.counted._span_count import counted_span_pair
from warrantguard.guard.question.forms.start.objects.counted._spanned_time import spanned_time_a
from warrantguard.guard.question.forms.start.objects.counted._timed_setting import timed_setting_a
from warrantguard.guard.question.forms.start.objects.counted._twin_frame import twin_frame_a
from warrantguard.guard.question.forms.start.objects.counted._twin_tail import twin_tail

__all__ = [
    "adverbed_time_a",
    "aged_recipient",
    "amount_one_a",
    "amount_setting_a",
    "approximated_amount_a",
    "articled_price_item",
    "bare_twin_tail",
    "coded_object_a",
    "counted_amount_start",
    "counted_phrase_a",
    "counted_span_pair",
    "counted_start",
    "formed_object",
    "gerund_sum_a",
    "labelled_amount_a",
    "labelled_code_a",
    "labelled_figure_a",
    "labelled_ratio_a",
    "labelled_span_a",
    "one_against_phrase",
    "one_articled_a",
    "one_headed",
    "ordinal_slot",
    "priced_item_a",
    "spanned_time_a",
    "timed_setting_a",
    "twin_frame_a",
    "twin_tail",
]
