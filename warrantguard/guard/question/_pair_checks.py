"""The checks that refuse a choice sentence or a located pair, in order: each a plain callable that gives the
problem it names, or None; the first problem found refuses. ``_options`` asks :func:`sentence_problem` once the
choice sentence is found, :func:`placement_problem` once B is whole, and :func:`pair_form_problem` once the pair's
edges are cut (:mod:`._edge_cuts`); a new refusal is one more step in one of them."""

from __future__ import annotations

from warrantguard.guard.question._formcheck import form_problem
from warrantguard.guard.question._loose_ends import loose_problem
from warrantguard.guard.question._parallel import edge_problem
from warrantguard.guard.question._uncased import clock_inside, uncased_problem
from warrantguard.guard.question.forms import (
    acronym_topic,
    adjective_compound_problem,
    agent_by_problem,
    any_pair,
    apposed_host_problem,
    apposed_in_tail_problem,
    as_role_against_phrase,
    as_role_to_b,
    asked_before,
    bang_in_name,
    bang_name_before,
    bare_against_placed_problem,
    bare_fitting_problem,
    bare_place_problem,
    between_gerund_problem,
    between_phrase_problem,
    called_anyone,
    called_people,
    called_subject_problem,
    causative_object_problem,
    choice_object_verb_problem,
    clause_against_object_problem,
    clause_in_a_problem,
    comma_bang_title,
    companion_problem,
    concessive,
    conditioned_open,
    counted_bound,
    counted_tail_problem,
    cut_quantity_problem,
    cut_relative_b,
    done_ing_after_b,
    drafted_question,
    for_name,
    fronted_pair_told,
    gerund_tail_problem,
    given_object_problem,
    habit_told,
    headed_twin_place_problem,
    inch_mark,
    indifferent_whether,
    infinitive_object_problem,
    infinitive_tail_problem,
    inner_article_problem,
    inner_comparative_problem,
    inner_subtitle,
    listed_after_b,
    manner_problem,
    negated_open,
    never_both,
    no_choice,
    noun_like_verb_b_problem,
    noun_participle_a_problem,
    object_before_manner_problem,
    one_phrase_problem,
    open_alternative_b,
    opening_with_problem,
    opposed_place,
    ordered_manner_problem,
    ordered_place,
    outer_preposition_problem,
    own_adverb_cut_problem,
    participle_b,
    past_choice_told,
    past_told,
    past_undecided,
    permission_question,
    phrase_before_purpose_problem,
    place_against_adverb_b,
    placed_b_tail_problem,
    possessed_name_problem,
    possessed_object_problem,
    pronoun_particle_b_problem,
    recipient_tail_problem,
    relative_object_problem,
    relative_options_problem,
    reported_choice,
    rough_count_problem,
    run_on_b,
    run_on_cut,
    said_in_a,
    settled_subject,
    stated_object_problem,
    stated_policy,
    stepped_time_tail_problem,
    stranded_problem,
    tagged_statement,
    task_pair,
    time_against_place_problem,
    two_verbs_b_problem,
    unclear_feature,
    unclear_headed_b,
    unlisted_predicate,
    verb_against_participle_problem,
    verb_led_b_problem,
    verb_like_b_problem,
    worth_gerund_problem,
)
from warrantguard.guard.question.words import Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["pair_form_problem", "placement_problem", "sentence_problem"]


def sentence_problem(text: str, masked: str, start: int, end: int) -> str | bool | None:
    """Why the choice sentence ``text[start:end]`` asks no choice of two options, or None."""
    said, smask = tx.tokens(text[start:end]), masked[start:end]
    return (asked_before(text, masked, start) or bang_in_name(text, end)  # "Tea? | Coffee?"; "… or Clank! Legacy?"
            or bang_name_before(text, start)  # "whether the be quiet! | Dark Rock Pro 5 or …": a name's "!"
            or comma_bang_title(text[start:end])  # "whether No Thank You, Evil! or …": a title's comma and "!"
            or no_choice(said) or permission_question(said) or concessive(smask) or called_people(said)
            or tagged_statement(said) or reported_choice(text, said) or stated_policy(text, said)
            or habit_told(text, said)  # "… happen every Monday or Tuesday morning …": a schedule told
            or past_undecided(text) or past_told(text, said)  # "surfed with a 4/3 or 5/4 … and never …"
            or fronted_pair_told(text, smask) or past_choice_told(text, said)  # "Kids or adults, everybody …"; "the
            # party had to choose between …, and they split": told, not asked
            or indifferent_whether(said, "?" in text[start:end])
            or drafted_question(smask) or never_both(smask)  # "Draft a post asking whether …"; "…, never both"
            or inner_subtitle(text[start:end])  # "… know if Brass: Birmingham or …": a title's colon
            or task_pair(said, "?" in text[start:end])  # "List …, whether I apply online or by mail."
            or called_anyone(said))  # "Anybody fishing … today or tomorrow who wants …": a call for people


def placement_problem(sentence: list[Token], a: list[Token], b: list[Token], around: Around) -> str | bool | None:
    """Why the pair cannot be told from its place in the ``sentence`` (its tokens, at their offsets in the
    prompt) once B is whole, or None."""
    return (any_pair(a, around, b) or unclear_headed_b(a, b)  # "Do you know | any cheap gym or …"
            or settled_subject(sentence, a) or participle_b(a, b, around)  # "… or split | over …"
            or unclear_feature(a, b, around) or opposed_place(a, b, around)  # "… | with momentum | for …"
            or ordered_place(a, b, around) or bare_place_problem(a, b, around)  # "studio vs room | in shared flat"
            or infinitive_object_problem(a, b, around)  # "to evict or to offer | cash for keys"
            or given_object_problem(a, b, around)  # "feed | my leopard gecko crickets or …"
            or done_ing_after_b(a, b, around)  # "Does the PS5 Pro or a … PC run … with path | tracing better?"
            or conditioned_open(sentence, b)  # "If I travel to Paris or Rome, | what should I pack?"
            or negated_open(sentence, b))  # "I can't afford a cleaner or a robot vacuum right now, | any tips …?"


def pair_form_problem(text: str, a: list[Token], b: list[Token], around: Around) -> str | None:
    """The refusal of a pair whose edges are cut and whose form still fails a check, naming the pair; or None."""
    problem = loose_problem(a, b, around) or form_problem(a, b, around) or edge_problem(text, a, b) \
        or uncased_problem(a, b, around) or clock_inside(a, b, around) or run_on_b(b) or for_name(a, b, around) \
        or manner_problem(a, b, around) or acronym_topic(a, b, around) or inch_mark(a, b, around)  # "Crop
    # insurance RP | or YP"; "1.5 in. | …"
    problem = problem or counted_bound(a, b, around) or run_on_cut(a, b, around)  # "one hour or more"; "… or
    # assume | they're not coming", "… or 30% now | + 20% …"
    problem = problem or adjective_compound_problem(a, b, around) or unlisted_predicate(a, b, around)  # "… or thin
    # | film panels degrade faster": "thin" or "thin film"?; "Does A or B filter | …": B's head or the verb?
    problem = problem or cut_relative_b(a, b, around) or place_against_adverb_b(a, b, around)  # "… who has an opening |
    # next week"; "… at | the desk or … policy online"
    problem = problem or headed_twin_place_problem(a, b)  # "garden view or a lake view room | at the Contemporary"
    problem = problem or as_role_to_b(a, b, around)  # "as a standalone policy or as an add-on | to our BOP"
    problem = problem or as_role_against_phrase(a, b, around)  # "offer audio description live or | as a … track"
    problem = problem or listed_after_b(b, around)  # "… or Crosby, | Stills and Nash?": a name, or more options?
    problem = problem or verb_led_b_problem(a, b, around)  # "rent a | suite or work commission | at a spa": which?
    problem = problem or relative_options_problem(a, b, around)  # "Do clients who book | online or by phone no-show …"
    problem = problem or verb_like_b_problem(a, b, around)  # "rebook with the | same carrier or tender | to a …"
    problem = problem or phrase_before_purpose_problem(a, b, around)  # "… or putaway | into reserve | for …"
    problem = problem or own_adverb_cut_problem(a, b, around)  # "… immediately or to a quarantine location | first"
    problem = problem or noun_participle_a_problem(a, b, around)  # "cartons shipped on pallets or floor-loaded"
    problem = problem or verb_against_participle_problem(a, b, around)  # "should I | dry the morels whole or sliced"
    problem = problem or inner_article_problem(a, b, around) or between_phrase_problem(a, b, around)  # "the firmware
    # on | the doorbell or the hub", "between GrapheneOS on a | Pixel 8a and a stock iPhone": which?
    problem = problem or open_alternative_b(b) or relative_object_problem(a, b, around)  # "in Leeds or anywhere
    # nearby"; "kids who learn | Mandarin or Spanish early": the clause's object, or a second subject?
    problem = problem or opening_with_problem(a, b, around)  # "Man with a | van versus a full removals company"
    problem = problem or recipient_tail_problem(a, b, around)  # "gift my in-laws a … or a donation | in their name"
    problem = problem or companion_problem(a, b, around)  # "take the train with | the kids or by car"
    problem = problem or noun_like_verb_b_problem(a, b)  # "cover the pipes with foam lagging or heat | tape"
    problem = problem or rough_count_problem(a, b, around)  # "a book club of 8 or 9 people": a rough size
    problem = problem or apposed_host_problem(a, b, around)  # "…, the STM32 Nucleo or an AVR | on a breadboard"
    problem = problem or called_subject_problem(a, b, around)  # "anyone running | Sim-Lab or Trak Racer profile?"
    problem = problem or said_in_a(a, b, around)  # "camera shop said a | Nikon P1000 or …": another's report
    problem = problem or inner_comparative_problem(a, b, around)  # "Does the | choir sound better standing …"
    problem = problem or possessed_name_problem(a, b, around)  # "the motherboard's Realtek or the Intel … port"
    problem = problem or clause_against_object_problem(a, b, around)  # "all day on | low or only when …"
    problem = problem or bare_fitting_problem(a, b, around)  # "Drysuit course or a thick wetsuit | with a hood?"
    problem = problem or two_verbs_b_problem(a, b, around)  # "… or the Arts Council funds staff | posts …"
    problem = problem or stated_object_problem(a, b, around)  # "displaying the flag flat … or hanging vertically"
    problem = problem or pronoun_particle_b_problem(a, b, around)  # "… or speed it up | at the opponent's hip"
    problem = problem or placed_b_tail_problem(a, b, around)  # "at the club or at Sweatband's shop | in town"
    problem = problem or apposed_in_tail_problem(a, b, around)  # "…, the club Lasers or a share | in a Flying …"
    problem = problem or stepped_time_tail_problem(a, b, around)  # "… or go out and reef | once you're clear"
    problem = problem or ordered_manner_problem(a, b, around)  # "into the | berth bow first or stern first"
    problem = problem or bare_against_placed_problem(a, b, around)  # "ashore at the | yard or afloat | in the …"
    problem = problem or gerund_tail_problem(a, b, around)  # "by cutting water or by dieting down | over a month"
    problem = problem or object_before_manner_problem(a, b, around)  # "send the | parcel first class or second …"
    problem = problem or stranded_problem(a, b, around)  # "… route at | around $75k", "Rent at $169/hr … or $129/hr"
    problem = problem or time_against_place_problem(a, b, around)  # "at the station | at 6 or at the restaurant"
    problem = problem or causative_object_problem(a, b, around)  # "let | my 7yo win or always play properly"
    problem = problem or one_phrase_problem(a, b, around) or cut_quantity_problem(a, b, around)  # "a $5,200 one |
    # from …", "… for a 1.3ct" after B set like A's "on a 1ct"
    problem = problem or worth_gerund_problem(a, b, around) or agent_by_problem(a, b, around)  # "worth sending
    # stones to | GIA", "the ring resized by the original jeweller or a local goldsmith"
    problem = problem or choice_object_verb_problem(a, b, around)  # "prioritise carat or cut?"
    problem = problem or clause_in_a_problem(a, b, around)  # "read somewhere that you should stand … or slightly …"
    problem = problem or outer_preposition_problem(a, b, around)  # "against Stockfish at | level 5 or against …"
    problem = problem or possessed_object_problem(a, b, around) or infinitive_tail_problem(a, b, around)  # "tenuki
    # or answer | his approach move"; "to go to a club or to have online lessons | with a coach"
    problem = problem or counted_tail_problem(a, b, around)  # "a 5-round Swiss or an all-play-all | in two groups"
    problem = problem or between_gerund_problem(a, b, around)  # "between learning full PLL and 4LLL"
    if not problem:
        return None
    return (f"the options found ({tx.span_text(text, a)!r} / {tx.span_text(text, b)!r}) "
            f"fail a form check: {problem}")
