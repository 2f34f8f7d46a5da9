"""Questions asking who is "better off" with which option (see ``_trim.strip_lead``).

"Am I better off | renting or buying …", "Are we better off with | a Roth or …", "Would I be better off
| leasing or …", "whether I'm better off with | a $500 or …": the asker and "better off" lead in, and
option A starts after them ("with" included, as after "go with"). A statement ("I'm better off renting
or buying, I think.") or a comparison with someone ("Are you better off than your parents …") is left
to the other rules.
"""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, POSSESSIVES, PRONOUNS, Token

__all__ = ["asked_better_off", "better_off"]

_ARE = frozenset({"we", "you", "they"})
_NOUN_OPENERS = POSSESSIVES | {"the", "a", "an", "this", "that"}


def better_off(toks: list[Token], k: int) -> int | None:
    """Where option A starts after "better off" at ``toks[k]`` ("better off | leasing or …"; "better off
    with | a Roth or …"), or ``None`` when no comparative and "off" stand there."""
    if k + 1 >= len(toks) or toks[k].low not in COMPARATIVES or toks[k + 1].low != "off":
        return None
    return k + 2 + (k + 2 < len(toks) and toks[k + 2].low == "with")


def asked_better_off(toks: list[Token], i: int) -> int | None:
    """"Am I / Are we | better off …", "Would I be | better off …" opening at ``toks[i]``: where option A
    starts, or ``None``."""
    low = [t.low for t in toks[i : i + 3]] + ["", "", ""]
    if (low[0] == "am" and low[1] == "i") or (low[0] == "are" and low[1] in _ARE):
        return better_off(toks, i + 2)
    if low[0] in ("would", "will") and low[1] in PRONOUNS and low[2] == "be":
        return better_off(toks, i + 3)
    return _noun_subject_better_off(toks, i)


def _noun_subject_better_off(toks: list[Token], i: int) -> int | None:
    """"Would my dog be | better off …", "Is my cat | better off …": a subject of a determiner and one or two
    lower-case words after "would" / "will" (then "be") or "is" / "are"; where option A starts, or ``None``."""
    if i + 3 >= len(toks) or toks[i].low not in ("would", "will", "is", "are") or toks[i + 1].low not in _NOUN_OPENERS:
        return None
    for k in (i + 3, i + 4):  # the subject's last word before "be" or "better"
        be = k < len(toks) and toks[k].low == "be" and toks[i].low in ("would", "will")
        words = toks[i + 2 : k]
        if not all(t.low.isalpha() and t.text.islower() for t in words):
            return None
        if (off := better_off(toks, k + 1 if be else k)) is not None and (be or toks[i].low in ("is", "are")):
            return off
    return None
