"""Lead words typed without their apostrophe or with a letter swapped ("wheter we should …", "whether its safe to …",
"whats better, …", "deciding btwn …", "recomend: …"): :func:`corrected` writes them as the rules know them, for a
second reading of a prompt the first reading refused. Only words of the question's lead are corrected, never an
option's own words: the reading is kept only when both options it finds stand in the prompt as written."""

from __future__ import annotations

import re

__all__ = ["corrected"]

# Misspellings of "whether" seen in prompts typed in a hurry.
_WHETHER = re.compile(r"\b(?:wheter|wether|whther|whehter|whetehr|wheather)\b", re.I)
# "between" shortened or misspelt in a hurry ("deciding btwn the train and the car").
_BETWEEN = re.compile(r"\b(?:btwn|betwen|bewteen|beetween|betweem)\b", re.I)
# "recommend" misspelt, an asking lead ("Kindly recomend: A or B for …").
_RECOMMEND = re.compile(r"\b(?:recomend|reccomend|reccommend|recommnd|recomment)\b", re.I)
# "its" before a word judging an act ("whether its safe to …"): only "it's" reads so.
_ITS = re.compile(r"\bits(?=\s+(?:safe|better|best|worth|ok|okay|fine|smarter|wiser|wise|cheaper|healthier|easier|"
                  r"faster|safer|worse|possible|normal|legal|allowed|bad|good|smart|reasonable|too late|"
                  r"a good idea|a bad idea)\b)", re.I)
# Contractions typed without their apostrophe, lower case, at the opening of a question.
_CONTRACTED = {"whats": "what's", "whos": "who's", "hows": "how's", "dont": "don't", "doesnt": "doesn't",
               "isnt": "isn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't"}
_CONTRACTION = re.compile(r"\b(" + "|".join(_CONTRACTED) + r")\b")


def corrected(text: str) -> str:
    """``text`` with the lead words of this module's docstring written as the rules know them ("wheter" ->
    "whether", "btwn" -> "between", "its safe" -> "it's safe", "whats" -> "what's"); ``text`` itself when it has
    none."""
    text = _WHETHER.sub(lambda m: "Whether" if m.group(0)[0].isupper() else "whether", text)
    text = _BETWEEN.sub(lambda m: "Between" if m.group(0)[0].isupper() else "between", text)
    text = _RECOMMEND.sub(lambda m: "Recommend" if m.group(0)[0].isupper() else "recommend", text)
    text = _ITS.sub(lambda m: m.group(0)[:2] + "'s", text)
    return _CONTRACTION.sub(lambda m: _CONTRACTED[m.group(1)], text)
