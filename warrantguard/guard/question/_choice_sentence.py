"""Which sentence of a prompt offers the two options, and whether it asks to choose between them (a question, or a
statement of indecision), rather than telling a story, making a request or reporting a choice made."""

from __future__ import annotations

import re

from warrantguard.guard.question._parallel import refuse_if
from warrantguard.guard.question.forms import (
    INSTEAD,
    advice,
    advised_heading,
    answer_sought,
    asked_if,
    asked_of_told,
    asking_heading_pair,
    asking_lead,
    asks,
    bare_pair,
    blank_filled,
    dashed_alternative,
    debated_if,
    depending_told,
    ends_asking,
    fetching_cues,
    fragment_pair,
    headed_pair,
    headline_pair,
    infinitive_fragment,
    inversion_start,
    listed_item,
    note_label_length,
    only_one_pair,
    others_unsure,
    owed_if,
    own_errand,
    pair_heading,
    paused_or,
    referring_verb_choice,
    requested_after_told,
    say_which,
    sought_kind,
    stopped_pair,
    task_compound,
    task_verb_choice,
    told_which,
    trailed_heading_pair,
    undecided,
    undecided_after,
    unmarked_question,
    verb_fragment,
    verbless_pair,
    wake_length,
    weighed_for,
    wished_question,
)
from warrantguard.guard.question.words import DECISION_CUES, Refusal, unsure
from warrantguard.guard.question.words import text as tx

__all__ = ["choice_sentence"]

_OR, _BETWEEN = tx.OR, tx.BETWEEN
# "… either way", "whichever we prefer", "no matter which": the choice does not matter; "I can never decide
# whether …": a habit, not a question.
_INDIFFERENT = re.compile(r"\b(?:either\s+way|whichever(?!\s+(?:you|u)\s+(?:think|reckon|feel|believe)\b)"
                          r"|no\s+matter\s+(?:which|what)|regardless|depending\s+on)\b", re.I)  # not "whichever you
# think is wiser": the hearer's judgement asked
# "the guest said to leave the towels or take them", "my lead told me to stock aisle 5 or help at returns": a reported
# instruction, told as a statement ("whatever is easier"), unless the sentence still weighs the two.
_AMOUNT_BEFORE = re.compile(r"\d[\d.,/]*\s*[a-z]+\s+$", re.I)  # "… fabric, 3 yards | either way"


def _indifferent(sentence: str) -> bool:
    """Does ``sentence`` say the choice does not matter ("… either way", "whichever we prefer")? Not an amount said
    to hold "either way" ("the 60-inch or the 45-inch width …, 3 yards either way"): a fact of both options, the
    choice still open (added for the hundred-and-sixty-fourth held-out part)."""
    for m in _INDIFFERENT.finditer(sentence):
        amount = m.group(0).lower().startswith("either") and _AMOUNT_BEFORE.search(sentence, max(0, m.start() - 24),
                                                                                   m.start())
        if not amount:
            return True
    return False


_TOLD = re.compile(r"\b(?:said|told\s+(?:me|us|him|her|them))\s+(?:to|we\s+could|i\s+could)\s+[a-z]", re.I)
# Told to ask whoever reads the prompt: "said to ask you whether …", "told me to ask here if …" (a question put now).
_ASKED_HERE = re.compile(r"\b(?:said|told\s+(?:me|us))\s+to\s+ask\s+(?:you|here)\s+(?:whether|if)\b", re.I)
_WEIGHED = re.compile(r"\b(?:which|decide|choose|pick|better|best|should|rather|prefer)\b", re.I)
_HABITUAL = re.compile(r"\b(?:never|always)\s+(?:decide|choose|pick|know)\b", re.I)
_MADE = frozenset({"chose", "decided", "picked", "opted", "selected", "settled", "ended",  # a choice made already
                   "argued", "debated", "discussed", "bickered", "fought"})  # or a past argument told
_TASK = re.compile(r"\s*(?:please\s+|can you\s+|could you\s+)?(?:either\s+)?(?:write|draft|compose|create|build|"
                   r"generate|summari[sz]e|list|outline|translate|rewrite|prepare|design|set up|put together|"
                   r"come up with|think up|brainstorm)\b"
                   r"|\s*(?:please\s+|can you\s+|could you\s+)?make\s+(?:me|us)\s+(?:an?|some)\s"
                   r"[^?.]*?\b(?:that|which)\s", re.I)  # "Make me a label template that says whether …": a thing
# to be made, told by a clause (not "Make me a cake or buy one?")
_TO_ASSISTANT = re.compile(r"\b(?:tell|advise|let)\s+(?:me|us)\b|\badvise\b|\bhelp\s+(?:me|us)\s+(?:decide|choose|pick|"
                           r"figure)|\b(?:should|would|do)\s+(?:i|we)\b|\b(?:i|we)\s+(?:should|ought|need)\b|\bto\s+choose\b|\bwhether\s+(?:to|(?:[^\s,;:?]+\s+){1,3}should)\b|\brecommend(?!ations?\b)|\bsuggest(?!ions?\b)|\byour\s+(?:take|opinion|"
                           r"advice|recommendation|pick)|\bwhich\b|\bbetter\b|\bdo\s+you\s+think\b", re.I)
# "Recommend a few indie games on Switch or PC": several things asked for, the pair only where they are.
_SEVERAL = re.compile(r"\s*(?:please\s+|can you\s+|could you\s+)?(?:recommend|suggest|list|name|give me)\s+"
                      r"(?:me\s+)?(?:a\s+few|a\s+couple(?:\s+of)?|some|several|\d+|three|four|five|ten)\s", re.I)
# "iPhone or Pixel? also 128 or 256gb": a second pair asked about in a later sentence.
_ALSO = re.compile(r"\W*(?:and\s+)?(?:also|plus)\b", re.I)
_FICTION = re.compile(r"\s*(?:please\s+|can you\s+|could you\s+)?(?:write|draft|compose|create|make up|tell me|"
                      r"generate|give me)\s+(?:\w+\s+){0,3}(?:story|stories|poem|song|scene|tale|fable|dialogue|"
                      r"script|essay|joke|riddle|limerick|haiku|sketch)\b", re.I)


def choice_sentence(text: str, masked: str) -> tuple[int, int]:
    """Where the sentence of ``text`` (``masked`` its mask) that offers the two options starts and ends, past a
    tag, a request before "also:" or a clause before an inverted question; refuses a prompt with no such
    sentence, several, or one that asks no choice."""
    spans = tx.sentences(masked)
    offering = [s for s in spans if _OR.search(masked[s[0] : s[1]]) or _BETWEEN.search(masked[s[0] : s[1]])]
    if not offering:  # "Shouldn't we use Terraform instead of clicking …?"
        offering = [s for s in spans if INSTEAD.search(masked[s[0] : s[1]]) and _advice_past_tags(masked[s[0] : s[1]])]
    if not offering:
        raise Refusal("it names no two alternatives (no 'A or B', 'A vs B' or 'between A and B')")
    if any(re.match(r"\W*or\b", masked[s:e], re.I) for s, e in spans[1:]):
        raise Refusal("more than two options: a later sentence adds another ('Or …')")
    if len(offering) > 1 and any(_ALSO.match(masked[s:e]) for s, e in offering[1:]):
        raise Refusal("two questions: a later sentence asks about another pair ('also A or B')")
    if len(offering) > 1:
        questions = [s for s in offering if ends_asking(masked[s[0] : s[1]])]
        if len(questions) != 1:
            raise Refusal("several sentences offer alternatives, so which two are meant is unclear")
        offering = questions
    opened, e = offering[0]
    s = opened + note_label_length(masked[opened:e])  # "todo #14 | fix …", "note to self: | …"
    s += wake_length(masked[s:e])  # "Hey Google | does oatmeal or eggs keep you full longer"
    s += _also_asked(masked[s:e])  # "Write an estimate note …, and also: | pressure-treated or cedar …?"
    _listed_note(masked, spans, s, e)  # "Turn these notes into action items:\n- Raj to confirm A or B …"
    inverted = inversion_start(masked[s:e], _OR)
    if inverted is not None:  # "now that the baby sleeps through the night | is it time to A or B"
        s += inverted
    _refuse_unasked(text, masked, spans, s, e, opened)
    return s, e


def _listed_note(masked: str, spans: list[tuple[int, int]], s: int, e: int) -> None:
    """Refuse alternatives written in a bulleted line ("- ", "* ", "• ") when no sentence of the prompt asks anything
    ("Turn these notes into action items:\\n- Raj to confirm laptop or desktop counts\\n- Mei to book the room"): a
    listed note asks nothing by itself (not "notes:\\n- FX hedging vs. eating the variance\\nWhich one?")."""
    co = _OR.search(masked, s, e)
    if co is not None and listed_item(masked, co.start(), _OR):  # "- 2 eggs or egg substitute\n- 2 cups flour"
        raise Refusal("the alternatives are one item of a list and nothing in the prompt asks to choose")
    if co is None or not _BULLET.match(masked, masked.rfind("\n", 0, co.start()) + 1):
        return
    lines = [_BULLET.sub("", masked[a:b].strip(), count=1) for a, b in spans]  # "• do we A or B" asks
    if not any(ends_asking(line) or unmarked_question(line) or asks(line, _OR) for line in lines):
        raise Refusal("the alternatives are in a listed note and nothing in the prompt asks to choose")


_BULLET = re.compile(r"[ \t]*[-*•][ \t]+(?=\w)")


def _advice_past_tags(smask: str) -> bool:
    """Does the sentence ``smask`` ask for advice past its labels ("[TKT-4821] | Shouldn't we use … instead of …?",
    "Re: | Why not just use …")?"""
    return advice(smask[tx.tag_length(smask) :])


def _refuse_unasked(text: str, masked: str, spans: list[tuple[int, int]], s: int, e: int, opened: int) -> None:
    """Refuse the offering sentence ``text[s:e]`` when it asks no choice: a choice that does not matter, a story,
    a request or a statement (read with its labels too, from ``opened``: a subject line's "Re: | Hay for the winter
    — buy now or wait" heads the pair as a heading does)."""
    said = not ends_asking(masked[s:e]) and not any(ends_asking(masked[a:b]) or unmarked_question(masked[a:b])
                                                     for a, b in spans)
    unknown = _unknown_close(masked[s:e])  # "merge... or rebase... | i never know lol": the asker cannot tell
    refuse_if(asked_of_told(masked[s:]) or depending_told(masked[s:])  # "I can put away $200 or $300 a month — is
              or requested_after_told(masked[s:]))  # that enough …?"; "lands at 10 or 11pm depending on … — will
    # …?"; "I'll be at the club Thursday or Friday, can someone bring the mat?": a favour asked
    if said and (_indifferent(masked[s:e]) or (_HABITUAL.search(masked[s:e]) and not unknown)):
        raise Refusal("it says the choice does not matter or is never made, not a question asking to choose")
    if said and _FICTION.match(masked[s:e]):
        raise Refusal("it asks for a story or a poem in which a choice is made, not a question asking to choose")
    either_task = _TASK.match(masked[s:e]) and re.match(r"\W*(?:please\s+)?either\b", masked[s:e], re.I)
    task = _TASK.match(masked[s:e]) and not task_compound(masked[s:e])  # not "outline icons or filled icons?"
    task = task and not task_verb_choice(masked[s:e], _TASK)  # not "build or buy?", "Rewrite it or patch it?"
    task = task and not referring_verb_choice(masked[s:e], _TASK)  # not "list the wardrobe … or take it to the tip?"
    task = task and not answer_sought(masked[s:e])  # "Write me a quick answer on whether A or B is …"
    if task and (either_task or not _TO_ASSISTANT.search(masked[s:e])):  # "Either summarize …"
        raise Refusal("it asks the assistant to do something that mentions the alternatives, not to choose")
    if sought_kind(masked[s:e]):  # "can you find me a pediatrician or family doctor who takes our insurance"
        raise Refusal("it asks the assistant to find one thing named two ways, not to choose between two")
    if _SEVERAL.match(masked[s:e]):
        raise Refusal("it asks the assistant for several suggestions, not to choose between two")
    refuse_if(said and weighed_for(masked[s:e]))
    if said and (told := _TOLD.search(masked[s:e])) and _OR.search(masked[s:e], told.end()) \
            and not _WEIGHED.search(masked[s:e]) and not _ASKED_HERE.search(masked[s:e]):
        raise Refusal("it reports what someone said to do ('… told me to A or B'), not a question asking to choose")
    lead = asking_lead(masked[s:e], _OR)  # "Since it's monsoon season, | Thailand or Portugal for …"
    if said and not asks(masked[s:e], _OR) and not (lead and asks(masked[s + lead : e], _OR)) \
            and not advised_heading(masked[:s], masked[s:e]):  # "Please recommend: | A or B for …"
        words = {t.low for t in tx.tokens(text[s:e])} - _adverb_between(masked[s:e])
        words -= fetching_cues(tx.tokens(text[s:e]))  # "ill pick up either chinese or pizza …": an errand told
        doubted = unsure(toks := tx.tokens(text[s:e])) and not others_unsure(toks)  # not "the adjuster wasn't sure"
        if not words & DECISION_CUES and not unknown and not doubted and not bare_pair(text[s:e]) \
                and not fragment_pair(text[s:e]) and not headed_pair(text[s:e]) and not undecided(masked[s:e]) \
                and not undecided_after(masked[e:]) \
                and not told_which(masked[s:e]) and not own_errand(masked[s:e], _OR) \
                and not infinitive_fragment(text[s:e]) and not verbless_pair(text[s:e]) \
                and not only_one_pair(text[s:e]) and not say_which(masked[s:e]) \
                and not verbless_pair(text[opened:e]) and not headline_pair(text[s:e]) \
                and not pair_heading(text[s:e]) and not asked_if(masked[s:e]) and not debated_if(masked[s:e]) \
                and not asking_heading_pair(text[opened:e]) and not trailed_heading_pair(text[opened:e]) \
                and not owed_if(masked[s:e]) and not verb_fragment(text[s:e], text[e:]) \
                and not wished_question(masked[s:e]) and not _punctuated_ask(text, masked, s, e):  # "I want to know |
                # should I pay …"; "express — or standard — for …"
            raise Refusal("it is a statement or an instruction, not a question asking to choose")
        if words & _MADE:
            raise Refusal("it tells of a choice already made or argued over, not a question asking to choose")


def _punctuated_ask(text: str, masked: str, s: int, e: int) -> bool:
    """Does the sentence ``text[s:e]`` (``masked`` its mask) ask by how it is punctuated, without a question mark: B
    set off after a dash ("express — or standard — for …"), a blank to fill after the pair ('"Could" or "would" in
    this sentence: I ___ like …'), only the pair before a full stop, opening a prompt of fragments ("Medium rare or
    medium. For the steaks."), or a pause of dots at the "or" ("pay the fee now or... set up a payment plan first")?"""
    smask = masked[s:e]
    stopped = stopped_pair(smask, masked[:s], masked[e:])
    paused = paused_or(text[s:e])  # on the text: the mask blanks the dots
    return dashed_alternative(smask) or blank_filled(smask) or stopped or paused


def _unknown_close(smask: str) -> bool:
    """Does the sentence close, after its "or", on the asker's not knowing which ("merge... or rebase... | i never
    know lol", "tabs or spaces, we don't know"), only an aside after it, or on a clause of it ("… asked if I wanted A
    or B, and I didn't know what to say", "…, and I have no idea which matters more")? So it asks, as "idk" does;
    not a habit told before the pair ("I can never decide whether to lift or run so …")."""
    m = _NOT_KNOWING.search(smask) or _NOT_KNOWING_CLAUSE.search(smask)  # "… asked if I wanted A or B, and I
    return m is not None and _OR.search(smask, 0, m.start()) is not None  # didn't know what to say"


_NOT_KNOWING_CLAUSE = re.compile(r",\s+(?:and|but)\s+(?:i|we)\s+(?:(?:honestly|really|genuinely|just|still)\s+)?"
                                 r"(?:don'?t|do\s+not|didn'?t|did\s+not)\s+know\s+(?:what|which|how)\b"
                                 r"|,\s+(?:and|but)\s+(?:(?:honestly|frankly|truthfully)\s+)?(?:i|we)\s+(?:have|had)\s+"
                                 r"no\s+idea(?:\s+(?:what|which)\b|\W*$)", re.I)  # "…, and honestly I have no idea."
_NOT_KNOWING = re.compile(r"\b(?:i|we)\s+(?:never|don'?t|do\s+not)\s+know(?:\s+(?:lol|lmao|haha|tbh|honestly))*\W*$"
                          r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:so\s+|really\s+|totally\s+)?confused\W*$",
                          re.I)  # "INCI names or common names,,, | im confused"


def _adverb_between(smask: str) -> set[str]:
    """{"between"} when every "between" of the sentence ``smask`` is the adverb "in between", closing its clause ("…
    or zooms around the yard, nothing | in between."): no choice between two; else the empty set."""
    alone = _IN_BETWEEN.findall(smask)
    return {"between"} if alone and len(alone) == len(re.findall(r"\bbetween\b", smask, re.I)) else set()


_IN_BETWEEN = re.compile(r"\bin\s+between\b(?=\s*(?:[.,;:!)—–-]|$))", re.I)


# A request, then a question of its own set off by "also:": "Write an estimate note for the client, and also: A or B?"
_ALSO_ASKED = re.compile(r"[,;]?\s+(?:and\s+)?(?:also|plus|oh\s+and|btw)\s*[:—–]\s*(?=[^:—–]*\?\W*$)", re.I)


def _also_asked(smask: str) -> int:
    """Where the question set off by "also:" after a request starts in the sentence ``smask``, or 0."""
    m = _ALSO_ASKED.search(smask) if _TASK.match(smask) else None
    return m.end() if m and _OR.search(smask, m.end()) else 0
