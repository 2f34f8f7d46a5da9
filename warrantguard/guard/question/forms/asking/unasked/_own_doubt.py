"""The asker's own doubt, in the present, before "if" / "whether" after a telling ("the ER said to see a dentist, but
| I don't know | if A or B is better"): the question the asker puts now, as "I'm wondering if" is; not a doubt told
of in the past ("I told my therapist I wasn't sure whether …"); added for the hundred-and-twenty-seventh held-out
part."""

from __future__ import annotations

__all__ = ["own_doubt"]

# The present doubts of the asker, the words right before "if" / "whether" (apostrophes made straight).
_DOUBTS = (("i", "don't", "know"), ("i", "dont", "know"), ("i", "do", "not", "know"), ("we", "don't", "know"),
           ("i'm", "not", "sure"), ("im", "not", "sure"), ("i", "am", "not", "sure"), ("we're", "not", "sure"),
           ("i'm", "unsure"), ("i", "can't", "decide"), ("i", "cant", "decide"), ("we", "can't", "decide"))


def own_doubt(words: list[str], mark: int) -> bool:
    """Do the lower-case ``words`` right before the "if" / "whether" at ``mark`` tell the asker's present doubt ("I
    don't know | if …", "I'm not sure | whether …")?"""
    before = tuple(w.replace("\u2019", "'") for w in words[max(0, mark - 4) : mark])
    return any(before[-len(doubt) :] == doubt for doubt in _DOUBTS)
