"""Options written in quotes or code spans on both sides of the coordinator: 'Approve "vendor A" or "vendor B"?',
"`SERIAL` vs `GENERATED ALWAYS AS IDENTITY`" (see ``_options``)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Refusal

__all__ = ["quoted_pair"]

# A quote in double marks may hold an apostrophe ('"We're sorry for the delay"'); one in single marks only inside a
# word ("'Don't Allow'"), between two letters.
_QUOTE = r"(?:[\"“]([^\"“”]+)[\"”]|[‘']((?:[^\"“”‘’']|(?<=[A-Za-z])[’'](?=[A-Za-z]))+)[’'])"
_QUOTE_L = re.compile(_QUOTE + r"\s*$")
_CODE_L, _CODE_R = re.compile(r"(?<![\w`])`([^`]+)`\s*$"), re.compile(r"^\s*`([^`]+)`(?![\w`])")
# Code spans joined by "+" are one option, marks and all ("`DELETE` + `INSERT`": two statements run together).
_JOINED_L = re.compile(r"(?<![\w`])(`[^`]+`(?:\s*\+\s*`[^`]+`)+)\s*$")
_JOINED_R = re.compile(r"^\s*(`[^`]+`(?:\s*\+\s*`[^`]+`)+)(?![\w`])")
# A limiting adverb before B's quote is no part of it ('"Save changes" or just "Save"').
_QUOTE_R = re.compile(r"^\s*(?:(?:just|simply|only)\s+)?(?:(?:the|a|an)\s+)?" + _QUOTE, re.I)


def quoted_pair(sentence: str, stop: int, begin: int) -> tuple[str, str] | None:
    """Options written in quotes on both sides ('Approve "vendor A" or "vendor B"?')."""
    left, right = _QUOTE_L.search(sentence[:stop]), _QUOTE_R.match(sentence[begin:])
    if not left or not right:
        left, right = _joined(sentence[:stop], sentence[begin:])
    if not left or not right:  # "`SERIAL` vs `GENERATED ALWAYS AS IDENTITY` in postgres": two code spans
        left, right = _CODE_L.search(sentence[:stop]), _CODE_R.match(sentence[begin:])
    if not left or not right:
        return None
    if re.search(r"[\"”’']\s*,\s*$", sentence[: left.start()]):
        raise Refusal("more than two options (a list of quoted names)")  # '"A", "B" or "C"'
    return (left.group(1) or left.group(2) or "").strip(), (right.group(1) or right.group(2) or "").strip()


def _joined(before: str, after: str) -> tuple[re.Match[str] | None, re.Match[str] | None]:
    """Code spans on both sides, one side or both a "+" chain of them ("`MERGE` or | `DELETE` + `INSERT`")."""
    left = _JOINED_L.search(before) or _CODE_L.search(before)
    right = _JOINED_R.match(after) or _CODE_R.match(after)
    if right and not _JOINED_R.match(after) and re.match(r"\s*\+", after[right.end() :]):
        raise Refusal("the second code span is joined by '+' to words after it: where it ends is unclear")
    return (left, right) if _JOINED_L.search(before) or _JOINED_R.match(after) else (None, None)
