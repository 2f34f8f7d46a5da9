"""Sentences with an 'or' that ask no choice: an existential yes/no question ("Are there any rebates or tax
credits for …?": whether either exists) and an instruction to the assistant whose second half asks it to report
back ("Use the EPA factor or tell me if you need more info": a fallback, not an option)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._someone_has import someone_has
from warrantguard.guard.question.words import AUX, COPULA_LEADS, DECISION_CUES, PRONOUNS, Token

__all__ = ["no_choice"]

_BE = frozenset({"is", "are", "was", "were"})
# Verbs asking the assistant to report back to the asker ("tell me", "let me know", "ask me"; not "give me a new
# router": a thing asked for may be an option).
_REQUESTS = frozenset({"tell", "ask", "let", "remind", "warn"})


def no_choice(sentence: list[Token]) -> str | None:
    """Why ``sentence`` asks no choice, or ``None``: "Are there any A or B …" (B found by no comma or colon after
    "there"), or an "or" before a request to the assistant ("… or tell me if …", "… or let me know"), or a question
    whether others share the asker's lot (:func:`_others_too`), or "no A or B" (:func:`_denied_both`), or "nothing
    A-ed or B-ed" (:func:`_denied_subject`)."""
    words = [t.low for t in sentence]
    if others := _others_too(words) or _denied_both(sentence) or someone_has(sentence) or _denied_subject(words):
        return others
    ors = [k for k, w in enumerate(words) if w == "or"]
    if len(words) > 3 and words[0] in _BE and words[1] == "there" and ors \
            and not any(t.text[-1:] in ",:;" for t in sentence[2 : ors[0]]) and not _asked_within(words, ors[0]):
        return f"an existential yes/no question ('{sentence[0].text} there …'), not a choice between two options"
    for k in ors:
        asked = words[k + 1 : k + 4]
        known = asked[:1] != ["let"] or asked[2:] == ["know"]  # "let me know", not "let me go"
        if len(asked) > 1 and asked[0] in _REQUESTS and asked[1] in ("me", "us") and known:
            return f"'or {asked[0]} {asked[1]} …' asks the assistant to report back, not to choose"
    return None


_KNOWING = frozenset({"know", "tell", "say", "check", "find", "figure", "work", "decide"})


def _asked_within(words: list[str], end: int) -> bool:
    """Does a question of knowing stand between "there" and the first "or" ("Is there any way to know if | A or B",
    "… you can tell me whether | A or B"): the sentence asks which, not whether something exists?"""
    return any(words[j] in ("if", "whether") and _KNOWING & set(words[2:j]) for j in range(3, end))


_OTHERS = frozenset({"anyone", "anybody"})
_NOT_NOUN = AUX | COPULA_LEADS | PRONOUNS | frozenset({"if", "whether", "to"})


def _others_too(words: list[str]) -> str | None:
    """Why a sentence opening with "(does) anyone else('s)" asks whether others share the asker's lot ("anyone else's
    toddler wake up at 5 or 5:30 every single day??"): a yes/no question, not a choice; ``None`` otherwise, or when it
    names a decision ("anyone else torn between A or B?")."""
    k = int(bool(words) and (words[0] in AUX or words[0] in COPULA_LEADS or words[0] in ("has", "have")))
    if len(words) < k + 3 or words[k] not in _OTHERS or words[k + 1] not in ("else", "else's", "else’s"):
        return None
    if any(w in DECISION_CUES for w in words):
        return None
    return f"'{words[k]} {words[k + 1]} …' asks whether others share the asker's lot, not which option to choose"


def _denied_both(sentence: list[Token]) -> str | None:
    """Why "no A or B" opening a clause ("No nipple confusion or refusal, drank 3 oz like a champ.") offers no choice:
    "no" denies both; ``None`` otherwise, or when B has its own "no" ("no dairy or no gluten?": two options), or in
    brackets ("fellowship (2 years, no teaching) or TA-ship")."""
    ors = [k for k, tok in enumerate(sentence[1:-1], 1) if tok.low == "or"]
    if len(ors) != 1 or sentence[ors[0] + 1].low == "no":
        return None  # one "or" only: not "no crib yet, should we get a … or a …?"
    k = ors[0]
    start = max((j + 1 for j in range(k) if sentence[j].text[-1:] in ",;:.!?"), default=0)
    aside = any(c in t.text for t in sentence[start : k + 2] for c in "()[]")  # "(2 years, no teaching) or …"
    denied = sentence[start + 1 : k]  # a short noun phrase: not "No idea if I should refinance or wait"
    if sentence[start].low != "no" or not 0 < len(denied) <= 3 or aside or any(t.low in _NOT_NOUN for t in denied):
        return None
    return f"'{sentence[start].text} … or …' denies both, not a choice between them"


_NEGATIVE_SUBJECTS = frozenset({"nothing", "nobody", "none", "neither"})


def _denied_subject(words: list[str]) -> str | None:
    """Why "nothing cracked or crawled" offers no choice: a negative pronoun the subject of two past-tense verbs (one
    of them regular) denies both happened; ``None`` otherwise (not "say nothing or apologise": an object, no verb)."""
    for k in range(2, len(words) - 1):
        verbs = [w.rstrip("!.,") for w in (words[k - 1], words[k + 1])]
        if words[k] == "or" and words[k - 2] in _NEGATIVE_SUBJECTS and all(w.isalpha() for w in verbs) \
                and any(w.endswith("ed") for w in verbs):
            return f"'{words[k - 2]} … or …' denies both happened, not a choice between them"
    return None
