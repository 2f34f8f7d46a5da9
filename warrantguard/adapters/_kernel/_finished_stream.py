"""A finished, certified answer replayed as a stream: the frames every adapter translates.

The rules, once for every framework (:func:`answer_replay`):

* the content comes first, in rounds (:class:`ContentFrame`: the next piece of each choice
  that has one); every choice has at least one piece, its first piece opens it and its last
  carries its tool calls;
* then one :class:`FinishFrame`: each choice's finish reason (``"stop"`` when it has none)
  and the ``warrant``, so the warrant never comes before any content;
* then, when the caller asked for it, one :class:`UsageFrame`, last.

An adapter translates each frame to its framework's chunk type (the proxy: OpenAI
server-sent events, one per frame); a framework whose stream has no finishing chunk of its
own (LangChain) folds the finish and usage frames into its last content chunk.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "AnswerReplay",
    "ContentFrame",
    "FinishFrame",
    "Frame",
    "Piece",
    "ReplayChoice",
    "UsageFrame",
    "answer_replay",
    "whole",
    "words",
]

_WORDS = re.compile(r"\S+\s*|\s+")


@dataclass(frozen=True)
class ReplayChoice:
    """One choice of a finished answer: its content (the withheld notice if withheld), tool calls
    and finish reason."""

    content: Any
    tool_calls: Sequence[Any] = ()
    finish_reason: str | None = None


@dataclass(frozen=True)
class Piece:
    """A piece of one choice's content (``first``: it opens the choice; ``last``: it ends its
    content, and carries its ``tool_calls``)."""

    choice: int
    content: Any
    first: bool
    last: bool
    tool_calls: tuple[Any, ...] = ()


@dataclass(frozen=True)
class ContentFrame:
    """One round of content: the next piece of each choice that has one."""

    pieces: tuple[Piece, ...]


@dataclass(frozen=True)
class FinishFrame:
    """The end of the answer: ``(choice, finish reason)`` for each choice, and the ``warrant``."""

    reasons: tuple[tuple[int, str], ...]
    warrant: Any


@dataclass(frozen=True)
class UsageFrame:
    """The answer's token usage, after everything else."""

    usage: Any


Frame = ContentFrame | FinishFrame | UsageFrame


@dataclass(frozen=True)
class AnswerReplay:
    """The plan of a replayed answer: its content frames, its finish, its usage (if asked for)."""

    content: tuple[ContentFrame, ...]
    finish: FinishFrame
    usage: UsageFrame | None = None

    def frames(self) -> list[Frame]:
        """Every frame in stream order: content, finish, usage."""
        return [*self.content, self.finish, *([self.usage] if self.usage is not None else [])]


def whole(content: Any) -> list[Any]:
    """A choice's content as one piece."""
    return [content]


def words(content: Any) -> list[Any]:
    """A text content word by word (each word with the space after it); other content as one piece."""
    return _WORDS.findall(content) if isinstance(content, str) else [content]


def answer_replay(choices: Sequence[ReplayChoice], warrant: Any = None, *, usage: Any = None,
                  with_usage: bool = False, split: Callable[[Any], Sequence[Any]] = whole) -> AnswerReplay:
    """The frames replaying ``choices`` (the n-th is choice ``n``), each choice's content cut
    by ``split`` (:func:`whole` or :func:`words`); the usage frame only ``with_usage``."""
    pieces = [list(split(choice.content)) or [choice.content] for choice in choices]
    rounds = max((len(p) for p in pieces), default=1)  # an answer without choices: one empty frame
    content = tuple(ContentFrame(tuple(_piece(i, choices[i], p, k) for i, p in enumerate(pieces) if k < len(p)))
                    for k in range(rounds))
    finish = FinishFrame(tuple((i, c.finish_reason or "stop") for i, c in enumerate(choices)), warrant)
    return AnswerReplay(content, finish, UsageFrame(usage) if with_usage else None)


def _piece(index: int, choice: ReplayChoice, pieces: Sequence[Any], k: int) -> Piece:
    last = k == len(pieces) - 1
    return Piece(index, pieces[k], k == 0, last, tuple(choice.tool_calls) if last else ())
