"""JSON-schema grammars for the local model: which schema a ``response_format`` asks for,
and GBNF with bounded integers written compactly (no llama.cpp import here: the caller
passes the module in)."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["bounded_ints", "int_range_gbnf", "schema_gbnf", "schema_of"]

_MAX_INT_ENUM = 1001


def schema_of(response_format: Any) -> dict[str, Any] | None:
    """The JSON schema a ``response_format`` asks for; ``{}`` means any JSON object."""
    if not isinstance(response_format, dict):
        return None
    kind = response_format.get("type")
    if kind == "json_schema":
        spec = response_format.get("json_schema") or {}
        return dict(spec.get("schema") or {})
    if kind == "json_object":
        return dict(response_format.get("schema") or {})
    return None


def bounded_ints(schema: Any, ranges: list[tuple[int, int]]) -> Any:
    """Bounded integers as enums, noted in ``ranges`` (llama-cpp ignores minimum/maximum)."""
    if isinstance(schema, list):
        return [bounded_ints(item, ranges) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: bounded_ints(value, ranges) for key, value in schema.items()}
    low, high = out.get("minimum"), out.get("maximum")
    if out.get("type") == "integer" and "enum" not in out and type(low) is int \
            and type(high) is int and 0 <= high - low < _MAX_INT_ENUM:
        out["enum"] = list(range(low, high + 1))
        ranges.append((low, high))
    return out


def _digit_range(low: str, high: str) -> str:
    """GBNF for the digit strings from ``low`` to ``high`` (same length, low <= high)."""
    if low == high:
        return f'"{low}"'
    if len(low) == 1:
        return f"[{low}-{high}]"
    rest = len(low) - 1
    if low[0] == high[0]:
        return f'"{low[0]}" ({_digit_range(low[1:], high[1:])})'
    parts = [f'"{low[0]}" ({_digit_range(low[1:], "9" * rest)})']
    if int(high[0]) - int(low[0]) > 1:
        parts.append(f"[{int(low[0]) + 1}-{int(high[0]) - 1}] [0-9]{{{rest}}}")
    parts.append(f'"{high[0]}" ({_digit_range("0" * rest, high[1:])})')
    return " | ".join(parts)


def int_range_gbnf(low: int, high: int) -> str:
    """A compact GBNF group for the integers ``low..high`` (0 <= low <= high)."""
    parts = []
    for width in range(len(str(low)), len(str(high)) + 1):
        start = max(low, 10 ** (width - 1) if width > 1 else 0)
        parts.append(f"({_digit_range(str(start), str(min(high, 10**width - 1)))})")
    return "(" + " | ".join(parts) + ")"


def schema_gbnf(llama_cpp: Any, schema: dict[str, Any]) -> str:
    """GBNF for a JSON schema, with bounded integer enums made compact (far faster to sample)."""
    ranges: list[tuple[int, int]] = []
    enums = json.dumps(bounded_ints(schema, ranges))
    gbnf = str(llama_cpp.llama_grammar.json_schema_to_gbnf(enums))
    for low, high in sorted(ranges, key=lambda r: r[0] - r[1]):  # widest first
        if low >= 0:
            enum = " | ".join(f'"{value}"' for value in range(low, high + 1))
            gbnf = gbnf.replace(enum, int_range_gbnf(low, high))
    return gbnf
