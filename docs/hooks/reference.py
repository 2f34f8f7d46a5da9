"""mkdocs hook: reference tables generated from the code at build time, so they cannot drift.

A page asks for one by a marker on a line of its own:

* ``<!-- warrantguard:cli -->``: every ``warrantguard`` subcommand and flag, walked from the
  argparse parser that ``warrantguard.cli.build_parser()`` builds;
* ``<!-- warrantguard:builtin-levels -->``: the built-in stakes levels of ``StakesPolicy()``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # the build never fetches litellm's price map

_WIDTH = 72
# what an argument without a help string of its own means, by its dest
_FALLBACK = {
    "prompt": "the pairwise question",
    "options": "the two options, when the prompt does not say them",
    "context": "the context of the question (for the narrower and broader probes)",
    "questions": "a JSONL file, one question a line",
    "out": "the JSONL file the rows are appended to (the same file resumes the batch)",
}


def on_config(config: Any) -> Any:
    """Document the checkout being built: its ``warrantguard`` comes first on ``sys.path``."""
    root = str(Path(config.config_file_path).resolve().parent)
    if root not in sys.path:
        sys.path.insert(0, root)
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Replace each marker in ``markdown`` with its generated Markdown."""
    for marker, render in _MARKERS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, render())
    return markdown


# ---- the command line ---------------------------------------------------------------------------
def cli_reference() -> str:
    """Markdown for the whole ``warrantguard`` command: the program, then each subcommand."""
    from warrantguard.cli import build_parser

    parser = build_parser()
    out = ["## warrantguard", "", _escape(parser.description or ""), "", _code(_usage(parser)), ""]
    for name, sub, helptext, depth in _subcommands(parser, "warrantguard", 2):
        out += _command(name, sub, helptext, depth)
    return "\n".join(out)


def _subcommands(parser: argparse.ArgumentParser, prefix: str, depth: int
                 ) -> Iterator[tuple[str, argparse.ArgumentParser, str, int]]:
    """Each subcommand below ``parser``, depth first, with its full name and help line."""
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        helps = {a.dest: a.help or "" for a in action._choices_actions}
        for name, sub in action.choices.items():
            full = f"{prefix} {name}"
            yield full, sub, helps.get(name, ""), depth
            yield from _subcommands(sub, full, depth + 1)


def _command(name: str, parser: argparse.ArgumentParser, helptext: str, depth: int) -> list[str]:
    out = ["#" * depth + f" {name}", ""]
    lead = parser.description or (helptext[:1].upper() + helptext[1:] + "." if helptext else "")
    if lead:
        out += [_escape(lead), ""]
    out += [_code(_usage(parser)), ""]
    rows = [_row(parser, a) for a in parser._actions if _shown(a)]
    if rows:
        out += ["| argument | default | meaning |", "|---|---|---|", *rows, ""]
    return out


def _shown(action: argparse.Action) -> bool:
    hidden = isinstance(action, argparse._HelpAction | argparse._SubParsersAction)
    return not hidden and action.help != argparse.SUPPRESS


def _row(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    if action.option_strings:
        value = "" if action.nargs == 0 else f" `{_metavar(action)}`"
        names = ", ".join(f"`{flag}`{value}" for flag in action.option_strings)
    else:
        names = f"`{_metavar(action)}`"
    meaning = parser._get_formatter()._expand_help(action) if action.help else _FALLBACK.get(action.dest, "")
    meaning = _escape(meaning)
    if isinstance(action, argparse._AppendAction) and "repeatable" not in meaning.lower():
        meaning += ("; " if meaning else "") + "repeatable"
    if action.required and action.option_strings:
        meaning = "**required**" + ("; " if meaning else "") + meaning
    return f"| {names} | {_default(action)} | {meaning or '—'} |"


def _metavar(action: argparse.Action) -> str:
    if isinstance(action.metavar, tuple):
        return " ".join(action.metavar)
    if action.metavar:
        return str(action.metavar)
    if action.choices is not None and not isinstance(action.choices, dict):
        return "{" + ",".join(str(c) for c in action.choices) + "}"
    if action.option_strings:
        return action.dest.upper()
    return str(action.dest)


def _default(action: argparse.Action) -> str:
    default = action.default
    if (default is None or default is False or default == argparse.SUPPRESS or action.nargs == 0
            or isinstance(action, argparse._StoreConstAction)):
        return ""
    if isinstance(default, list | tuple) and not default:
        return ""
    if action.dest == "cache":  # the per-user cache directory: not this machine's path
        return "per user"
    return f"`{default}`"


def _usage(parser: argparse.ArgumentParser) -> str:
    formatter = argparse.HelpFormatter(parser.prog, width=_WIDTH)
    formatter.add_usage(parser.usage, parser._actions, parser._mutually_exclusive_groups)
    return formatter.format_help().strip()


def _code(text: str) -> str:
    return f"```text\n{text}\n```"


def _escape(text: str) -> str:
    """One table cell or paragraph: no pipes or newlines, and literal ``<``, ``*``, ``_`` and ``$``."""
    text = " ".join(str(text).split())
    for char, safe in (("\\", "\\\\"), ("|", "\\|"), ("<", "&lt;"), ("*", "\\*"), ("_", "\\_")):
        text = text.replace(char, safe)
    return text


# ---- the policy file ----------------------------------------------------------------------------
def builtin_levels() -> str:
    """A table of ``StakesPolicy()``'s levels, one column per level: what each decides and buys."""
    from warrantguard.policies import StakesPolicy

    ordered = sorted(StakesPolicy().levels.items(), key=lambda item: item[1].rank)
    names, levels = [name for name, _ in ordered], [level for _, level in ordered]
    rows: list[tuple[str, list[str]]] = [
        ("`rank`", [str(lv.rank) for lv in levels]),
        ("`min_warrant`", [lv.min_warrant.name.lower() for lv in levels]),
        ("`below`", [lv.below for lv in levels]),
        ("`incomplete`", [lv.incomplete + (f" ({lv.fail_closed_action})" if lv.incomplete == "fail_closed" else "")
                          for lv in levels]),
        ("`mismatch_forces_review`", [_yes(lv.mismatch_forces_review) for lv in levels]),
        ("`overconfidence_forces_review`",
         [f"from {lv.overconfidence_threshold}" if lv.overconfidence_forces_review else "no" for lv in levels]),
        ("`review_timeout`", [lv.review_timeout or "as incomplete" for lv in levels]),
    ]
    budgets = [lv.certificate.model_dump(exclude_none=True) for lv in levels]
    for key in dict.fromkeys(k for budget in budgets for k in budget):
        rows.append((f"`certificate.{key}`", [_number(budget.get(key, "—")) for budget in budgets]))
    table = ["| | " + " | ".join(f"`{name}`" for name in names) + " |", "|---" * (len(names) + 1) + "|"]
    table += [f"| {label} | " + " | ".join(values) + " |" for label, values in rows]
    described = [f"* `{name}`: {_escape(lv.description)}" for name, lv in zip(names, levels, strict=True)
                 if lv.description]
    note = "(—: the level leaves it to the Guard's own setting.)"
    return "\n".join([*table, "", note, "", *described])


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _number(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


_MARKERS: dict[str, Callable[[], str]] = {
    "<!-- warrantguard:cli -->": cli_reference,
    "<!-- warrantguard:builtin-levels -->": builtin_levels,
}
