"""Bounded reading of policy documents: YAML without surprises, and limits on any parsed data.

PyYAML's safe loader still recurses once per nesting level (``RecursionError`` on deep
input), expands aliases without limit when the result is walked (a "billion laughs"
file), turns date-like scalars into ``datetime`` objects (and raises ``AttributeError``
or ``ValueError`` on invalid ones), and keeps the last of duplicate keys silently. The
loader here limits nesting while composing, refuses recursive aliases and documents
whose alias expansion exceeds :data:`MAX_NODES` before anything is constructed, reads
timestamps as plain strings, refuses duplicate keys, and records the line of every key.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

__all__ = ["MAX_DEPTH", "MAX_NODES", "LimitError", "check_shape", "load_yaml"]

MAX_DEPTH = 32
"""Deepest nesting of mappings and lists a policy document may have (a real one needs 5)."""
MAX_NODES = 20_000
"""Most values (scalars, mappings, lists) a document may expand to, aliases expanded."""

_TIMESTAMP = "tag:yaml.org,2002:timestamp"

Path = tuple[str, ...]


class LimitError(ValueError):
    """Parsed data is nested too deeply or has too many values."""


class _Loader(yaml.SafeLoader):
    """The safe loader with bounded nesting and timestamps read as strings."""

    yaml_implicit_resolvers = {  # noqa: RUF012 - PyYAML's own class attribute, replaced whole
        first: [(tag, regexp) for tag, regexp in resolvers if tag != _TIMESTAMP]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:  # type: ignore[override]
        """Compose one node, refusing nesting deeper than :data:`MAX_DEPTH`."""
        if self.depth >= MAX_DEPTH:
            mark = self.peek_event().start_mark
            raise ComposerError(None, None, f"nested more than {MAX_DEPTH} levels deep", mark)
        self.depth += 1
        try:
            return super().compose_node(parent, index)  # type: ignore[no-any-return]
        finally:
            self.depth -= 1


def _as_string(loader: yaml.SafeLoader, node: ScalarNode) -> str:
    return str(loader.construct_scalar(node))


_Loader.add_constructor(_TIMESTAMP, _as_string)


def load_yaml(text: str) -> tuple[Any, dict[Path, int]]:
    """The data of one YAML document and the 1-based line of each key path (``("levels",
    "high", "below")``; list items by index). Raises :class:`yaml.YAMLError` (with a mark
    where known) for syntax errors and exceeded limits."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}
        _check_expansion(node)
        lines: dict[Path, int] = {}
        _record_lines(node, (), lines)
        return loader.construct_document(node), lines
    finally:
        loader.dispose()


def _children(node: Node) -> Iterator[Node]:
    if isinstance(node, MappingNode):
        for key, value in node.value:
            yield key
            yield value
    elif isinstance(node, SequenceNode):
        yield from node.value


def _check_expansion(root: Node) -> None:
    """Refuse recursive aliases and documents expanding to more than :data:`MAX_NODES` values."""
    sizes: dict[int, int] = {}
    active: set[int] = set()  # the ancestors of the node being walked
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, finished = stack.pop()
        key = id(node)
        if finished:
            active.discard(key)
            sizes[key] = 1 + sum(sizes[id(child)] for child in _children(node))
            if sizes[key] > MAX_NODES:
                raise ComposerError(None, None, f"expands to more than {MAX_NODES} values (aliases "
                                    "expanded); refusing it", node.start_mark)
            continue
        if key in sizes:
            continue
        active.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) in active:
                raise ComposerError(None, None, "an alias refers to a node that contains it (recursive "
                                    "alias)", child.start_mark)
            if id(child) not in sizes:
                stack.append((child, False))


def _record_lines(node: Node, path: Path, lines: dict[Path, int]) -> None:
    """Record each key's line; refuse duplicate keys (``<<`` merges keep their own lines)."""
    if isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            lines.setdefault((*path, str(i)), item.start_mark.line + 1)
            _record_lines(item, (*path, str(i)), lines)
        return
    if not isinstance(node, MappingNode):
        return
    seen: set[str] = set()
    for key, value in node.value:
        if not isinstance(key, ScalarNode):
            continue
        if key.value == "<<" and key.tag == "tag:yaml.org,2002:merge":
            for merged in value.value if isinstance(value, SequenceNode) else [value]:
                _record_lines(merged, path, lines)
            continue
        if key.value in seen:
            raise ComposerError(None, None, f"duplicate key {key.value!r}", key.start_mark)
        seen.add(key.value)
        lines.setdefault((*path, key.value), key.start_mark.line + 1)
        _record_lines(value, (*path, key.value), lines)


def check_shape(data: Any) -> None:
    """Raise :class:`LimitError` when ``data`` nests deeper than :data:`MAX_DEPTH` or holds
    more than :data:`MAX_NODES` values (shared values counted each time they appear)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    count = 0
    while stack:
        value, depth = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise LimitError(f"it holds more than {MAX_NODES} values")
        if depth > MAX_DEPTH:
            raise LimitError(f"it is nested more than {MAX_DEPTH} levels deep")
        if isinstance(value, Mapping):
            stack.extend((v, depth + 1) for pair in value.items() for v in pair)
        elif isinstance(value, list | tuple):
            stack.extend((v, depth + 1) for v in value)
