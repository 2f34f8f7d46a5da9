"""The cuts of a located pair's edges, in order: each a plain callable that moves where A starts or B ends by
one form ("… or first thing | in the morning", "Climbing | seated or …", "… or magnesium | works better").
``_options`` calls :func:`cut_edges` once the coordinator has split the sentence and the unclear pairs are refused;
a new edge rule is one more step here."""

from __future__ import annotations

from warrantguard.guard.question._loose_ends import loose_ends
from warrantguard.guard.question.forms import (
    adverb_against,
    as_against_manner,
    aside_end,
    betting_line,
    by_means,
    closing_aside,
    complement_after_object,
    degree_before_prep,
    first_against,
    focus_tail,
    frequency_against_clause,
    gerund_manner,
    just_b,
    negated_against,
    no_at_all,
    one_headed,
    opening_gerund,
    ordinal_slot,
    paired_adverb,
    particle_end,
    prefixed_twin,
    prep_against_adverb,
    rated_a,
    ratio_start,
    respect_cut,
    said_after_b,
    shared_plural_head,
    sub_kind_head,
    sufficing_b,
    timed_pair,
    wh_run_on,
)
from warrantguard.guard.question.words import Around, Token

__all__ = ["cut_edges"]


def cut_edges(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """Options A and B after every edge cut, in order (the comments give each cut's form)."""
    a, b = by_means(*loose_ends(a, b, around), around)  # "… or first thing | in the morning", "keep it |
    # (non-refundable)"; "offer letter by | email or DocuSign": the two means
    a = gerund_manner(opening_gerund(one_headed(complement_after_object(a, b, around), b, around), b, around), b,
                      around)  # "serve the | soup hot or cold": the states; "engraving | our initials or …": the
    # gerund is both's; "MSc with | 90 ECTS or …"; "Climbing | seated or out of the saddle"
    a = prefixed_twin(a, b, around)  # "driving the Ring Road | clockwise or counterclockwise"
    a, b = just_b(*timed_pair(a, b, around), around)  # "$200 now or $250 | in six months", "… or just rest it"
    a = degree_before_prep(ordinal_slot(as_against_manner(paired_adverb(a, b, around), b), b), b, around)
    # "should we | still go or just reschedule": each keeps its adverb; "bat our best hitter | 1st or 3rd"; "protein |
    # right after training or …"; "run the Turkey Trot | as a workout or all out"
    a, b = frequency_against_clause(rated_a(a, b), b), sub_kind_head(a, shared_plural_head(a, b, around))
    # "between the Gloom Stalker and Assassin | builds", "k-fold or stratified k-fold | cross-validation", "by | total
    # sales or sales per capita", "retrain the model | weekly or only when drift is detected"
    a = prep_against_adverb(ratio_start(a, b), b, around)  # "split groceries | by item or evenly": two adverbials;
    # "split rent | 60/40 or evenly"
    a, b = adverb_against(a, b), particle_end(a, closing_aside(a, aside_end(a, b), around), around)  # "YouTube |
    # entirely or just during …"; "… (3 credits) | for a non-STEM major", "put A or B | down as"; "… or Copilot |
    # (ex-Mint user)": an aside closing the sentence
    a, b = first_against(a, b, around)  # "pay off | my klarna first or my credit card": the order asked
    a, b = negated_against(a, b), respect_cut(no_at_all(sufficing_b(a, b, around), around))  # "no contest or not
    # guilty"; "… at all"; "-wise"; "… or will a filling do?"
    b = wh_run_on(betting_line(a, said_after_b(a, focus_tail(b, around), around), around))  # "replying just | to
    # HR": the phrase the focus adverb points at; "… or magnesium | works better"; "Ravens -6 or Ravens team total |
    # over 27.5"; "… or walmart+ | whats cheaper": a question
    return a, b
