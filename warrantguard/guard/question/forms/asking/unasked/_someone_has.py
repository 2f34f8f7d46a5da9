""""Anybody got 20 or 30 bred heifers for sale in the area?", "Does anyone have 3 or 4 folding tables I could
borrow?": whether someone has the things asked for, the "or" inside their object, is a request to readers, not a
choice between two options (added for the sixty-third held-out part). "anyone have a sense of whether A or B …",
"anyone know if A or B …" still ask which."""

from __future__ import annotations

from warrantguard.guard.question.words import DECISION_CUES, Token

__all__ = ["someone_has"]

_SOMEONE = frozenset({"anyone", "anybody", "someone", "somebody"})
_HAVING = frozenset({"got", "have", "has", "selling", "sell"})
_ASKED = frozenset({"whether", "if", "which", "between", "better", "best", "or"})


def someone_has(sentence: list[Token]) -> str | None:
    """Why ``sentence`` asks whether someone has things ("(Does) anybody | got | 20 or 30 bred heifers …"), the object
    after the verb holding the "or", or ``None`` ("anyone have a sense of whether A or B …": an indirect question)."""
    words = [t.low for t in sentence]
    k = int(bool(words) and words[0] in ("does", "do", "has", "is"))
    if len(words) < k + 5 or words[k] not in _SOMEONE or words[k + 1] not in _HAVING:
        return None
    if "or" not in words[k + 3 :]:
        return None
    held = sentence[k + 2 : words.index("or", k + 3)]  # not "anybody got a preference, | A or B?": the pair set off
    if any(t.low in _ASKED or t.text[-1:] in ",:;—-" for t in held):
        return None
    if any(w in DECISION_CUES for w in words):
        return None
    return f"'{sentence[k].text} {sentence[k + 1].text} …' asks whether someone has them, not which to choose"
