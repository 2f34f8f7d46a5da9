"""Loading stakes policies from YAML, TOML or JSON files, with precise errors."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from ..guard._errors import ConfigurationError
from ._policy import StakesPolicy

__all__ = ["PolicyError", "load_policy", "parse_policy"]

_FIELD_PREFIX = re.compile(r"^([A-Za-z_][\w.\[\]-]*): ")
_FORMATS = {".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".json": "json"}


class PolicyError(ConfigurationError):
    """A policy file or mapping is invalid: names the source, the field and the problem.

    ``problems`` holds ``(field, message)`` pairs, the field as a dotted path such as
    ``levels.high.min_warrant``.
    """

    def __init__(self, source: str, problems: list[tuple[str, str]]) -> None:
        self.source = source
        self.problems = problems
        lines = [f"{field}: {msg}" if field else msg for field, msg in problems]
        super().__init__(f"invalid stakes policy {source}: " + "; ".join(lines))


def load_policy(source: str | Path | Mapping[str, Any] | StakesPolicy) -> StakesPolicy:
    """A :class:`StakesPolicy` from a file path (``.yaml``, ``.yml``, ``.toml`` or
    ``.json``), a mapping, or a policy (returned as is).

    Raises :class:`PolicyError` naming the file, the field and what is wrong. A YAML
    policy (levels merge onto the built-in ``low``/``medium``/``high``/``critical``)::

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
        return _validate(source, "<mapping>")
    path = Path(source)
    fmt = _FORMATS.get(path.suffix.lower())
    if fmt is None:
        raise PolicyError(str(path), [("", "unknown file type (use .yaml, .yml, .toml or .json)")])
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        problem = f"cannot read the file: {exc.strerror or exc}"
        raise PolicyError(str(path), [("", problem)]) from exc
    return parse_policy(text, fmt, source=str(path))


def parse_policy(text: str, fmt: str = "yaml", *, source: str = "<string>") -> StakesPolicy:
    """A :class:`StakesPolicy` from the text of a ``yaml``, ``toml`` or ``json`` document."""
    data = _parse(text, fmt, source)
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        problem = f"the top level must be a mapping, not {type(data).__name__}"
        raise PolicyError(source, [("", problem)])
    return _validate(data, source)


def _parse(text: str, fmt: str, source: str) -> Any:
    try:
        if fmt == "yaml":
            return yaml.safe_load(text)
        if fmt == "toml":
            return tomllib.loads(text)
        if fmt == "json":
            return json.loads(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = f"not valid YAML{where}: {getattr(exc, 'problem', exc)}"
        raise PolicyError(source, [("", problem)]) from exc
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        raise PolicyError(source, [("", f"not valid {fmt.upper()}: {exc}")]) from exc
    raise PolicyError(source, [("", f"unknown format {fmt!r} (use yaml, toml or json)")])


def _validate(data: Mapping[str, Any], source: str) -> StakesPolicy:
    try:
        return StakesPolicy.model_validate(dict(data))
    except ValidationError as exc:
        raise PolicyError(source, [_problem(e) for e in exc.errors()]) from exc


def _problem(error: Any) -> tuple[str, str]:
    loc = ".".join(str(p) for p in error.get("loc", ()))
    msg = str(error.get("msg", "invalid"))
    msg = msg.removeprefix("Value error, ")
    if error.get("type") == "extra_forbidden":
        msg = "unknown field"
    elif "input" in error and error.get("type") not in ("missing",) and not isinstance(
        error["input"], dict | list
    ):
        msg = f"{msg} (got {error['input']!r})"
    head = _FIELD_PREFIX.match(msg)
    if not loc and head:
        loc, msg = head.group(1), msg[head.end():]
    return loc, msg
