"""The writer's own doubt before a choice (:func:`unsure`): "Not sure if …", "I can't tell if …", "I can't remember
if …", "I'd love to know which …", "I have no idea which …"; another's doubt, told, is none."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token

__all__ = ["unsure"]

_NEGATIONS = frozenset({"not", "n't", "never"})
_KNOWING = frozenset({"know", "understand", "learn"})  # "I'd like to understand if A or B …": a wish to know


def unsure(toks: list[Token]) -> bool:
    """Does the sentence say a choice is not made yet: "Not sure if …", "I'm not sure whether …",
    "can't be sure …", "… tell me if I should …", "I can't tell if …", "I don't know if …", "I'd love to know if /
    which …" (a decision cue; "I'm sure …" is not one)?"""
    for k, tok in enumerate(toks[1:], 1):
        prev = toks[k - 1].low.replace("\u2019", "'")
        if tok.low in ("sure", "certain") and (prev in _NEGATIONS or prev.endswith("n't")):
            return True
        after = toks[k + 1].low if k + 1 < len(toks) else ""
        if tok.low in ("tell", "know") and after in ("if", "whether") and (prev in _NEGATIONS or prev.endswith("n't")) \
                and not (prev == "doesn't" or (prev == "not" and toks[k - 2].low == "does")):
            return True  # "I can't tell if A or B …", "so now I don't know if A or B is right"; not "my sister
            # doesn't know if …": another's doubt, told
        if _own_recall(toks, k):
            return True  # "I can't remember | if A or B": the writer's own memory fails, the choice is asked
        if tok.low in _KNOWING and after in ("if", "whether", "which") and prev == "to":
            return True  # "I'd love to know if A or B …", "I'd like to know which is …, A or B": a wish to know asks
        if prev == "if" and tok.low in ("i", "we") and k + 1 < len(toks) and toks[k + 1].low == "should":
            return True  # "… could tell me if I should accept A or B."
        if _own_no_idea(toks, k):
            return True
    return False


def _own_recall(toks: list[Token], k: int) -> bool:
    """Does ``toks[k]`` say the writer cannot remember which ("I can't remember | if …", "… and can't recall | whether
    …"; not "she can't remember if …": another's memory, told)?"""
    if toks[k].low not in ("remember", "recall") or k + 1 >= len(toks) or toks[k + 1].low not in ("if", "whether"):
        return False
    prev = toks[k - 1].low.replace("\u2019", "'")
    if not (prev in _NEGATIONS or prev.endswith("n't") or prev == "cannot"):
        return False
    return k < 2 or toks[k - 2].low in _OWN_SUBJECTS


_OWN_SUBJECTS = frozenset({"i", "we", "and", "but", "still", "just", "honestly", "really", "so"})


def _own_no_idea(toks: list[Token], k: int) -> bool:
    """Does ``toks[k]`` say the writer has no idea which ("I honestly have no idea | which makes more sense"; not
    "he has no idea which") or does not know what to tell ("… and I don't know | what to tell him")?"""
    low = [t.low.replace("\u2019", "'") for t in toks[max(0, k - 3) : k + 3]]
    at = k - max(0, k - 3)
    if toks[k].low == "idea" and low[at - 1 : at] == ["no"] and (low[at + 1 : at + 2] in (["which"], ["whether"])
                                                               or k + 1 == len(toks)):  # "… and I have no idea."
        return at >= 2 and (low[at - 2] in ("have", "honestly", "really", "genuinely") or low[at - 2].endswith("'ve"))
    return toks[k].low == "know" and low[at + 1 : at + 3] == ["what", "to"] and at >= 2 \
        and low[at - 1] in ("don't", "dont") and low[at - 2] in ("i", "we")
