"""The rules' recent readings, remembered: a prompt asked again is not read again.

Reading a prompt by rules costs about 0.75 ms of CPU (the bench's questions), and a guarded
request may read the same prompt twice (detection, then certification). Traffic repeats its
questions (that is what certificate reuse pays off on), so the readings of recent prompts are
kept: the question found or the refusal's reason, keyed by the prompt and the context given.

The memory is bounded in entries and in characters; a prompt over :data:`MAX_PROMPT_CHARS`
is never kept. A reading depends only on the text (the rules are pure functions of it), so a
remembered one is the one reading it again would give. Thread-safe: prompts are read in worker
threads as well as on the event loop.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

__all__ = ["MAX_PROMPT_CHARS", "Readings"]

MAX_PROMPT_CHARS = 4096
T = TypeVar("T")
Key = tuple[str, "str | None"]


class Readings(Generic[T]):
    """A least-recently-used memo of readings: at most ``max_entries`` of them and ``max_chars``
    characters of prompt in all; each value is what the rules gave (a question or a refusal)."""

    def __init__(self, max_entries: int = 2048, max_chars: int = 1_000_000) -> None:
        self.max_entries, self.max_chars = max_entries, max_chars
        self._items: OrderedDict[Key, T] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()

    def get(self, prompt: str, context: str | None) -> T | None:
        """The remembered reading of ``prompt`` with ``context`` given (``None``: not remembered)."""
        key = (prompt, context)
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, prompt: str, context: str | None, reading: T) -> None:
        """Remember ``reading`` (a prompt over :data:`MAX_PROMPT_CHARS` is not kept); the least
        recently used go first when a bound is passed."""
        if len(prompt) > MAX_PROMPT_CHARS:
            return
        key = (prompt, context)
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return
            self._items[key] = reading
            self._chars += _size(key)
            while len(self._items) > self.max_entries or self._chars > self.max_chars:
                old, _ = self._items.popitem(last=False)
                self._chars -= _size(old)

    def clear(self) -> None:
        """Forget every reading."""
        with self._lock:
            self._items.clear()
            self._chars = 0

    def __len__(self) -> int:
        return len(self._items)

    @property
    def chars(self) -> int:
        """Characters of prompt and context held."""
        return self._chars


def _size(key: Key) -> int:
    return len(key[0]) + len(key[1] or "")
