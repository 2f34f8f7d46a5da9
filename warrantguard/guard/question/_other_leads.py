"""Lead-ins of other shapes before option A (split from ``_trim``): "Let me …" and "why not …" before a verb phrase,
"Has … done" before the options as its subject, "(I'm) thinking about …" and "We're (currently) evaluating …" before
option A."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    COMPARATIVES,
    PARTICLES,
    PRONOUNS,
    Refusal,
    Token,
    ing_word,
    manner_adverb,
)

__all__ = ["SUBJECT_BE", "other_lead"]

_LOOK = 6  # the words of the left side a lead-in of these shapes spans at most
_PERFECT = frozenset({"has", "have", "had", "hasn't", "haven't", "hadn't", "hasn\u2019t", "haven\u2019t"})
_ADJECTIVE_ENDS = ("ble", "al", "ful", "ive", "ent", "ant", "ous", "ic", "ish")

SUBJECT_BE = frozenset({"i'm", "we're", "you're", "they're"})
_PROGRESSIVE = SUBJECT_BE | frozenset({"i've", "we've", "they've"})
_PAST_SUBJECTS = frozenset({"i", "we"})  # "I was thinking | …": the past progressive's subject
# "(I'm) thinking about | Flutter or …": a progressive lead-in with its subject dropped.
_DELIBERATING = frozenset({"thinking", "considering", "debating", "weighing", "eyeing", "leaning", "looking"})


def other_lead(toks: list[Token], i: int, gerund_b: bool) -> tuple[str, bool, int] | None:
    """Lead-ins of other shapes: "Why not (just) …", "Let me …" (a verb phrase follows), "Has … done"
    (the options are its subject), "We're (currently) evaluating …" (its object follows)."""
    low = [t.low.replace("\u2019", "'") for t in toks[i : i + _LOOK]] + ["", ""]
    if low[0] == "let" and low[1] in ("me", "us"):  # "Let me pick …": a verb phrase follows
        return "", True, i + 2
    if low[0] == "let's":
        return "", True, i + 1
    if low[0] in COMPARATIVES and low[1] == "to":  # "better to | lease or finance a car"
        return "", True, i + 2
    if low[0] in ("more", "less") and low[1].endswith(_ADJECTIVE_ENDS) and low[2] == "to":
        return "", True, i + 3  # "(is it) more sensible to | fix the old one or …", "less stressful to"
    if low[0] == "why" and low[1] == "not":
        k = 2 + (low[2] in ADVERBS)
        return "", True, i + k
    if low[0] in _PERFECT and low[1] in PRONOUNS:
        raise Refusal(f"it asks whether something was done ('{low[0]} {low[1]} …'), not which to choose")
    if low[0] in _PERFECT and low[1]:  # "Has rent control or … done more"
        return "verb", False, i + 1
    if low[0] in _DELIBERATING and low[1]:  # "thinking about | Flutter or …", "debating | Flutter or …"
        return _deliberating(low, i, gerund_b)
    past = low[0] in _PAST_SUBJECTS and low[1] in ("was", "were")  # "I was thinking | a 7 inch … or …"
    if low[0] in _PROGRESSIVE or past:
        k = 2 if past else 1 + (low[1] == "been")
        k += low[k] in ADVERBS or manner_adverb(low[k])
        if len(low[k]) > 5 and low[k].endswith("ing") and low[k].isalpha() and low[k + 1] not in PRONOUNS:
            return "", False, i + k + 1 + (low[k + 1] in PARTICLES or low[k + 1] == "of")  # "We're thinking of |"
    return None


def _deliberating(low: list[str], i: int, gerund_b: bool) -> tuple[str, bool, int] | None:
    """After "thinking about" (no subject) option A begins; but before a B opening with an -ing word
    the -ing word may be A's own ("looking at screens or | reading …"): refused after a particle
    ("thinking about the past or | planning …"), except after "looking", whose A it stays, or before a gerund ("Thinking
    of | pulling …"); a second -ing word right
    after the lead is A's ("Considering | staying as a teacher or switching …")."""
    particle = low[1] in PARTICLES or low[1] == "of"
    if not gerund_b:
        return "", False, i + 1 + particle
    if particle and len(low) > 2 and ing_word(low[2]):
        return "", False, i + 2  # "Thinking of | pulling … or switching …": the gerunds are set against each other
    if particle and low[0] != "looking":
        raise Refusal(f"unclear whether '{low[0]} {low[1]}' leads in or starts the first option")
    return ("", False, i + 1) if ing_word(low[1]) else None  # "Considering | staying … or switching …": A's gerund
