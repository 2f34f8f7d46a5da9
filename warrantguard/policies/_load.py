"""Loading stakes policies from YAML, TOML or JSON files, with precise errors.

Whatever the file holds, loading raises nothing but :class:`PolicyError` (a
:class:`~warrantguard.guard.ConfigurationError`) naming the file and, where known, the
line: unreadable, too large (:data:`MAX_BYTES`) or non-UTF-8 files, syntax errors,
nesting or alias expansion beyond the limits of :mod:`._bounded`, duplicate or unknown
keys (with the closest known one suggested), and values of the wrong type.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies._bounded import LimitError, check_shape, load_yaml
from warrantguard.policies._levels import CertificateBudget, StakesLevel
from warrantguard.policies._policy import StakesPolicy, StakesRule

__all__ = ["MAX_BYTES", "PolicyError", "load_policy", "parse_policy"]

MAX_BYTES = 256 * 1024
"""The largest policy file read (a real one is a few kilobytes)."""

_FIELD_PREFIX = re.compile(r"^([A-Za-z_][\w.\[\]-]*): ")
_FORMATS = {".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".json": "json"}
_TOML_LINE = re.compile(r"\bline (\d+)")
_MAX_SHOWN = 60
_MAX_PROBLEMS = 20
# the model whose fields a key at a location may name ("*": any level name or rule index)
_MODELS: dict[tuple[str, ...], type[BaseModel]] = {
    (): StakesPolicy, ("levels", "*"): StakesLevel, ("levels", "*", "certificate"): CertificateBudget,
    ("rules", "*"): StakesRule,
}


class PolicyError(ConfigurationError):
    """A policy file or mapping is invalid: names the source, the field and the problem.

    ``problems`` holds ``(field, message)`` pairs, the field as a dotted path such as
    ``levels.high.min_warrant``, the message ending in ``(line N)`` where the line is
    known; ``line`` is the first problem's line (``None`` if unknown). The message shows
    the first 20 problems.
    """

    def __init__(self, source: str, problems: list[tuple[str, str]], line: int | None = None) -> None:
        self.source = source
        self.problems = problems
        self.line = line
        lines = [f"{field}: {msg}" if field else msg for field, msg in problems[:_MAX_PROBLEMS]]
        more = len(problems) - _MAX_PROBLEMS
        tail = f"; and {more} more problems" if more > 0 else ""
        super().__init__(f"invalid stakes policy {source}: " + "; ".join(lines) + tail)


def load_policy(source: str | os.PathLike[str] | Mapping[str, Any] | StakesPolicy) -> StakesPolicy:
    """A :class:`StakesPolicy` from a file path (``.yaml``, ``.yml``, ``.toml`` or
    ``.json``), a mapping, or a policy (returned as is).

    Raises :class:`PolicyError` naming the file, the field, the line and what is wrong.
    A YAML policy (levels merge field by field onto the built-in
    ``low``/``medium``/``high``/``critical``; ``examples/policy.yaml`` explains every field)::

        default: medium
        levels:
          high: {min_warrant: strong, certificate: {t2_probes: 8, max_cost: 0.5}}
          regulated: {rank: 50, min_warrant: strong, below: block, incomplete: fail_closed,
                      fail_closed_action: block, mismatch_forces_review: true,
                      overconfidence_forces_review: true, overconfidence_threshold: 60}
        rules:
          - {name: payments, stakes: regulated, routes: ["payments.*"]}
          - {name: medical, stakes: high, tags: {domain: medical}, keywords: [dosage]}
    """
    if isinstance(source, StakesPolicy):
        return source
    if isinstance(source, Mapping):
        return _validate(source, "<mapping>", {})
    if not isinstance(source, str | os.PathLike):
        problem = f"expected a file path, a mapping or a StakesPolicy, not {type(source).__name__}"
        raise PolicyError("<policy>", [("", problem)])
    path = Path(source)
    fmt = _FORMATS.get(path.suffix.lower())
    if fmt is None:
        raise PolicyError(str(path), [("", "unknown file type (use .yaml, .yml, .toml or .json)")])
    return parse_policy(_read(path), fmt, source=str(path))


def _read(path: Path) -> bytes:
    """At most :data:`MAX_BYTES` of the file (refusing a larger one)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except (OSError, ValueError) as exc:
        problem = f"cannot read the file: {getattr(exc, 'strerror', None) or exc}"
        raise PolicyError(str(path), [("", problem)]) from exc
    if len(data) > MAX_BYTES:
        raise PolicyError(str(path), [("", f"the file is larger than {MAX_BYTES} bytes")])
    return data


def parse_policy(text: str | bytes, fmt: str = "yaml", *, source: str = "<string>") -> StakesPolicy:
    """A :class:`StakesPolicy` from the text (or UTF-8 bytes) of a ``yaml``, ``toml`` or
    ``json`` document."""
    text = _text(text, source)
    data, lines = _parse(text, str(fmt).lower() if isinstance(fmt, str) else "", source)
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        problem = f"the top level must be a mapping, not {type(data).__name__}"
        raise PolicyError(source, [("", problem)], 1)
    try:
        check_shape(data)
    except LimitError as exc:
        raise PolicyError(source, [("", f"refusing the document: {exc}")]) from None
    return _validate(data, source, lines)


def _text(text: Any, source: str) -> str:
    if isinstance(text, bytes | bytearray):
        if len(text) > MAX_BYTES:
            raise PolicyError(source, [("", f"the document is larger than {MAX_BYTES} bytes")])
        try:
            return bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = text[: exc.start].count(b"\n") + 1
            problem = f"not UTF-8 text: byte {text[exc.start]:#04x} at line {line}"
            raise PolicyError(source, [("", problem)], line) from None
    if not isinstance(text, str):
        raise PolicyError(source, [("", f"expected text, not {type(text).__name__}")])
    if len(text) > MAX_BYTES:
        raise PolicyError(source, [("", f"the document is larger than {MAX_BYTES} characters")])
    return text.removeprefix("\ufeff")


def _parse(text: str, fmt: str, source: str) -> tuple[Any, dict[tuple[str, ...], int]]:
    """The parsed document and the line of each key path (YAML only)."""
    try:
        if fmt == "yaml":
            return load_yaml(text)
        if fmt == "toml":
            return tomllib.loads(text), {}
        if fmt == "json":
            return json.loads(text), {}
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, source) from None
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        line = getattr(exc, "lineno", None) or _toml_line(str(exc))
        raise PolicyError(source, [("", f"not valid {fmt.upper()}: {exc}")], line) from None
    except RecursionError:
        raise PolicyError(source, [("", f"not valid {fmt.upper()}: nested too deeply")]) from None
    except Exception as exc:  # a third-party parser failing on bad input: a syntax error
        raise PolicyError(source, [("", f"not valid {fmt.upper()}: {_short(exc)}")]) from None
    raise PolicyError(source, [("", f"unknown format {fmt!r} (use yaml, toml or json)")])


def _yaml_error(exc: yaml.YAMLError, source: str) -> PolicyError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    where = f" at line {line}, column {mark.column + 1}" if mark is not None else ""
    what = getattr(exc, "problem", None) or _short(exc)
    return PolicyError(source, [("", f"not valid YAML{where}: {what}")], line)


def _toml_line(message: str) -> int | None:
    found = _TOML_LINE.search(message)
    return int(found.group(1)) if found else None


def _short(value: Any) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= 200 else text[:199] + "…"


def _validate(data: Mapping[str, Any], source: str, lines: Mapping[tuple[str, ...], int]) -> StakesPolicy:
    try:
        return StakesPolicy.model_validate(dict(data))
    except ValidationError as exc:
        problems = [_problem(e) for e in exc.errors(include_url=False)]
        located = [_with_line(field, msg, lines) for field, msg in problems]
        first = next((n for _f, _m, n in located if n is not None), None)
        raise PolicyError(source, [(f, m) for f, m, _n in located], first) from None
    except (TypeError, RecursionError) as exc:  # pydantic passes these through from odd input
        raise PolicyError(source, [("", f"cannot read the policy: {_short(exc)}")]) from None


def _problem(error: Mapping[str, Any]) -> tuple[str, str]:
    loc = ".".join(str(p) for p in error.get("loc", ()))
    msg = str(error.get("msg", "invalid")).removeprefix("Value error, ")
    if error.get("type") == "extra_forbidden":
        msg = _unknown_field(tuple(str(p) for p in error.get("loc", ())))
    elif "input" in error and error.get("type") != "missing" and not isinstance(error["input"], dict | list):
        shown = repr(error["input"])
        msg = f"{msg} (got {shown if len(shown) <= _MAX_SHOWN else shown[:_MAX_SHOWN - 1] + '…'})"
    head = _FIELD_PREFIX.match(msg)
    if not loc and head:
        loc, msg = head.group(1), msg[head.end():]
    return loc, msg


def _unknown_field(loc: tuple[str, ...]) -> str:
    """``unknown field 'x'``, with the closest known field of that place suggested."""
    key = loc[-1] if loc else ""
    model = next((m for shape, m in _MODELS.items() if _fits(loc[:-1], shape)), None)
    if model is None:
        return f"unknown field {key!r}"
    known = sorted({*model.model_fields, *(f.alias for f in model.model_fields.values() if f.alias)})
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    if close:
        return f"unknown field {key!r}; did you mean {close[0]!r}?"
    return f"unknown field {key!r} (known fields: {', '.join(known)})"


def _fits(parent: tuple[str, ...], shape: tuple[str, ...]) -> bool:
    return len(parent) == len(shape) and all(s in ("*", p) for p, s in zip(parent, shape, strict=True))


def _with_line(field: str, msg: str, lines: Mapping[tuple[str, ...], int]) -> tuple[str, str, int | None]:
    """The problem with the line of its field (or of the nearest enclosing key) appended."""
    path = tuple(p for p in re.split(r"[.\[\]]+", field) if p)
    for end in range(len(path), 0, -1):
        line = lines.get(path[:end])
        if line is not None:
            return field, f"{msg} (line {line})", line
    return field, msg, None
