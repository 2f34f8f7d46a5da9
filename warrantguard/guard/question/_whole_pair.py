"""Pairs whose whole form fixes both options before any lead is trimmed (see ``_options``): a label before each
("Offer A (…) or Offer B (…)"), a name's variants ("Soft Pinch in | Hope or Joy"), two times, a verb of necessity
("… or has to be in …"), counted spans, one head with a feature each ("low bun or high bun | with …"), a head
written again ("time to … or time to …"), a gerund compound, places by manner, steps ("step by step or all at
once"), an amount moved ("keep … at 25% or ramp to 100%"), two times before a place ("this fall or next spring | on
the east field") and opposed particles ("my hair | up or down")."""

from __future__ import annotations

from warrantguard.guard.question._parallel import time_pair
from warrantguard.guard.question.forms import (
    adverbed_places,
    amount_move,
    asided_labels,
    bare_counterpart,
    counted_span_pair,
    featured_pair,
    gerund_compound_pair,
    necessity_pair,
    now_against_phrase,
    opposed_particles,
    paired_forms,
    placed_times,
    repeated_head,
    stepwise_pair,
    variant_pair,
)
from warrantguard.guard.question.words import Token, label_pair

__all__ = ["whole_form_pair"]


def whole_form_pair(left: list[Token], right: list[Token], coordinator: str) -> tuple[list[Token], list[Token]] | None:
    """The two options when the words on the two sides of ``coordinator`` take one of this module's whole forms, in
    this order of trying, else ``None``."""
    return asided_labels(left, right, label_pair(left, right)) \
        or paired_forms(left, right) or bare_counterpart(left, right) \
        or time_pair(left, right) or necessity_pair(left, right) or variant_pair(left, right) \
        or counted_span_pair(left, right) or featured_pair(left, right) or repeated_head(left, right) \
        or gerund_compound_pair(left, right, coordinator) or adverbed_places(left, right) \
        or stepwise_pair(left, right) or amount_move(left, right) or placed_times(left, right) \
        or opposed_particles(left, right) or now_against_phrase(left, right)  # "… | now or at the scheduled window"
