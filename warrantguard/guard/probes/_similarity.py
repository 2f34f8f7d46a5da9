"""The paper's filter for T1 word swaps: keep a paraphrase only when the words it
swapped lie close in a word-vector space (GloVe cosine distance <= 35 on a 0-200 scale).

No dependency: vectors are compact ``array('f')`` rows (4 bytes a number), read from the
GloVe text format (``word v1 v2 ...`` per line) or passed in as a mapping. Distances are
``100 * (1 - cosine)``, so 0 is the same direction, 100 orthogonal, 200 opposite.
"""

from __future__ import annotations

import math
import re
from array import array
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Literal

from warrantguard.guard._errors import ConfigurationError

__all__ = ["PAPER_MAX_DISTANCE", "SubstitutionFilter", "WordVectors", "swapped_words"]

PAPER_MAX_DISTANCE = 35.0
_TOKEN = re.compile(r"\w+(?:['’-]\w+)*|[^\w\s]")
_MAX_SWAP = 3  # words on either side of a swap: longer differences are rewrites, not swaps


class WordVectors:
    """Lower-cased word -> vector. A phrase's vector is the mean of its words' vectors."""

    def __init__(self, vectors: Mapping[str, Sequence[float]]) -> None:
        if not vectors:
            raise ConfigurationError("WordVectors needs at least one vector")
        dims = {len(v) for v in vectors.values()}
        if len(dims) != 1 or 0 in dims:
            raise ConfigurationError(f"WordVectors: every vector needs the same, non-zero length (got {sorted(dims)})")
        self.dimensions = dims.pop()
        self._vectors = {w.lower(): v if isinstance(v, array) and v.typecode == "f" else array("f", v)
                         for w, v in vectors.items()}

    def __len__(self) -> int:
        return len(self._vectors)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._vectors

    @classmethod
    def from_glove(cls, path: str | Path, *, limit: int | None = None,
                   vocabulary: Iterable[str] | None = None) -> WordVectors:
        """Read a GloVe text file (``glove.6B.300d.txt`` and the like).

        Measured here: 50,000 words x 300 dimensions load in 2.7 s into 72 MB, so the
        400,000-word ``glove.6B.300d`` takes about 20 s and 0.6 GB. ``limit`` keeps the
        first N lines (GloVe files are sorted by frequency); ``vocabulary`` keeps only
        those words. A malformed line raises :class:`ConfigurationError` naming the file
        and line.
        """
        wanted = {w.lower() for w in vocabulary} if vocabulary is not None else None
        vectors: dict[str, array[float]] = {}
        dims = 0  # fixed by the first line; later lines may hold words with spaces
        try:
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if limit is not None and number > limit:
                        break
                    parts = line.split()
                    if not parts:
                        continue
                    dims = dims or len(parts) - 1
                    if len(parts) <= dims or dims == 0:
                        raise ConfigurationError(f"{path}:{number}: expected a word and {dims or 'some'} numbers")
                    word = " ".join(parts[:-dims]).lower()
                    if wanted is None or word in wanted:
                        vectors[word] = _numbers(parts[-dims:], path, number)
        except OSError as exc:
            raise ConfigurationError(f"cannot read word vectors from {path}: {exc}") from exc
        if not vectors:
            raise ConfigurationError(f"{path}: no word vectors read")
        return cls(vectors)

    def vector(self, phrase: str) -> list[float] | None:
        """The mean vector of the phrase's words; ``None`` when a word is unknown."""
        words = [t.lower() for t in _TOKEN.findall(phrase) if t[0].isalnum() or t[0] == "_"]
        found = [self._vectors.get(w) for w in words]
        if not found or any(v is None for v in found):
            return None
        return [sum(col) / len(found) for col in zip(*found, strict=True)]  # type: ignore[arg-type]

    def distance(self, a: str, b: str) -> float | None:
        """``100 * (1 - cosine)`` between two words or phrases (0-200); ``None`` when unknown."""
        u, v = self.vector(a), self.vector(b)
        if u is None or v is None:
            return None
        norms = math.sqrt(sum(x * x for x in u)) * math.sqrt(sum(y * y for y in v))
        if norms == 0:
            return None
        return 100.0 * (1.0 - sum(x * y for x, y in zip(u, v, strict=True)) / norms)


def _numbers(fields: list[str], path: str | Path, number: int) -> array[float]:
    try:
        return array("f", map(float, fields))
    except ValueError:
        raise ConfigurationError(f"{path}:{number}: not a number in the vector") from None


def swapped_words(original: str, paraphrase: str) -> tuple[str, str] | None:
    """``(replaced, replacement)`` when ``paraphrase`` swaps one run of at most three words
    of ``original`` (case and spacing aside); ``None`` for anything else."""
    a, b = _TOKEN.findall(original), _TOKEN.findall(paraphrase)
    la, lb = [t.lower() for t in a], [t.lower() for t in b]
    head = 0
    while head < min(len(la), len(lb)) and la[head] == lb[head]:
        head += 1
    tail = 0
    while tail < min(len(la), len(lb)) - head and la[-1 - tail] == lb[-1 - tail]:
        tail += 1
    old, new = a[head:len(a) - tail], b[head:len(b) - tail]
    if not old or not new or len(old) > _MAX_SWAP or len(new) > _MAX_SWAP:
        return None
    return " ".join(old), " ".join(new)


class SubstitutionFilter:
    """Admits a T1 paraphrase when the words it swapped are within ``max_distance``
    (``100 * (1 - cosine)``; the paper keeps swaps at 35 or less).

    A paraphrase that is not a swap of a few words (a full rewrite), or whose words
    have no vectors, cannot be validated: it is dropped (``unvalidated="drop"``, the
    paper's procedure, which then asks for another swap) or kept (``"keep"``).
    Pass it as ``LLMGenerator(paraphrase_filter=...)`` or
    ``LexicalGenerator(paraphrase_filter=...)``.
    """

    def __init__(self, vectors: WordVectors, max_distance: float = PAPER_MAX_DISTANCE, *,
                 unvalidated: Literal["drop", "keep"] = "drop") -> None:
        if not 0 <= max_distance <= 200:
            raise ConfigurationError(f"max_distance is on a 0-200 scale, got {max_distance}")
        if unvalidated not in ("drop", "keep"):
            raise ConfigurationError(f"unvalidated must be 'drop' or 'keep', got {unvalidated!r}")
        self.vectors, self.max_distance, self.unvalidated = vectors, max_distance, unvalidated

    def distance(self, original: str, paraphrase: str) -> float | None:
        """The swap's distance, or ``None`` when it cannot be validated."""
        swap = swapped_words(original, paraphrase)
        return None if swap is None else self.vectors.distance(*swap)

    def __call__(self, original: str, paraphrase: str) -> bool:
        """True when the paraphrase may serve as a T1 probe."""
        d = self.distance(original, paraphrase)
        if d is None:
            return self.unvalidated == "keep"
        return d <= self.max_distance
