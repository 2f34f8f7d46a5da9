"""Terminal rendering for the command line (rich): certificates, progress, summaries."""

from __future__ import annotations

import contextlib
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from .guard import Certificate, Hook, ProbeResult, Reversal, TierStatus, Warrant

__all__ = [
    "ProgressHook", "batch_progress", "print_batch_summary", "print_certificate", "progress", "reversal_lines",
]

_COLOURS = {Warrant.NONE: "red", Warrant.CONDITIONAL: "yellow", Warrant.BASIC: "cyan", Warrant.STRONG: "green"}


def print_certificate(cert: Certificate, console: Console | None = None) -> None:
    """The human view: recommendation, warrant and rule, tiers, reversals, findings, usage."""
    out = console or _console()
    if not cert.formed:
        out.print(f"[bold red]No certificate formed[/]: {cert.rule}")
        return
    colour = _COLOURS[cert.warrant]
    out.print(f"[bold]Recommendation:[/] {cert.recommendation}   ([dim]{cert.option_a} vs {cert.option_b}"
              f"{'; context: ' + cert.context if cert.context else ''}[/])", highlight=False)
    out.print(f"[bold]Warrant:[/] [bold {colour}]{cert.warrant.label}[/] — {cert.rule}"
              + ("" if cert.complete else "  [red](incomplete)[/]"), highlight=False)
    out.print(_tier_table(cert))
    graded = graded_line(cert)
    if graded:
        out.print(f"[dim]{escape(graded)}[/]", highlight=False)
    if cert.reversals:
        out.print("[bold]Reversal contexts[/] (where the preference changed):")
        for line in reversal_lines(cert):
            out.print(f"  {escape(line)}", highlight=False)
    out.print(_findings(cert), highlight=False)
    u = cert.usage
    calls = f"{u.calls} call{'s' if u.calls != 1 else ''}"
    out.print(f"[dim]Usage: {calls}, {u.tokens} tokens, ${u.cost:.4f}, {u.seconds:.1f} s; "
              f"model {cert.model}, strategy {cert.strategy}[/]", highlight=False)


def graded_line(cert: Certificate) -> str | None:
    """With option probabilities: how T0 was drawn, and how likely a re-run is to pass or to differ."""
    if cert.t0_method != "distribution" or cert.t0_pass_probability is None:
        return None
    change = cert.warrant_change_probability
    differs = "unknown (T1–T3 not run)" if change is None else f"{change:.2f}"
    return (f"T0 drawn from the option probabilities: P(a fresh T0 run passes) = {cert.t0_pass_probability:.2f}; "
            f"P(the warrant differs if T0 is re-run) = {differs}")


def reversal_lines(cert: Certificate) -> list[str]:
    """One line per distinct reversal (identical ones counted), described against the focal prompt."""
    return [r.describe(cert.prompt, n) for r, n in Reversal.grouped(cert.reversals)]


def _tier_table(cert: Certificate) -> Table:
    table = Table(title=None, show_header=True, header_style="bold")
    for col in ("tier", "test", "probes", "violations", "invalid", "status", "95% bound on rate"):
        table.add_column(col)
    for t in cert.tiers:
        bound = f"≤ {t.upper_bound_95:.0%}" if t.upper_bound_95 is not None else "-"
        status = t.status.value + (f" ({t.note})" if t.note and t.status is TierStatus.UNASSESSED else "")
        table.add_row(f"T{t.tier}", t.name, str(t.probes), str(t.violations), str(t.invalid), status, bound)
    return table


def _findings(cert: Certificate) -> str:
    conf = "-" if cert.confidence is None else str(cert.confidence)
    bel = "-" if cert.belief is None else f"{cert.belief:g}"
    follows = {True: "yes", False: "[red]no[/]", None: "-"}[cert.belief_action_consistent]
    line = (f"[bold]Confidence:[/] {conf}/100{'  [red]overconfident for its warrant[/]' if cert.overconfident else ''}"
            f"   [bold]Belief[/] P({cert.option_a} better) = {bel}/100; action follows belief: {follows}")
    return line


class ProgressHook(Hook):
    """Feeds a rich progress bar from probe events."""

    def __init__(self) -> None:
        self.bar: Progress | None = None
        self.task: Any = None
        self.total = 0

    def certificate_started(self, run_id: str, question: Any, model: str, planned: dict[int, int]) -> None:
        """Size the bar from the plan."""
        self.total = sum(planned.values())
        if self.bar is not None:
            self.task = self.bar.add_task("probes", total=self.total)

    def probe_finished(self, run_id: str, result: ProbeResult) -> None:
        """Advance by one probe."""
        if self.bar is not None and self.task is not None:
            self.bar.advance(self.task)


def _bar() -> Progress:
    return Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    transient=True, console=Console(file=sys.stderr))


@contextlib.contextmanager
def progress(hooks: Sequence[Hook]) -> Iterator[None]:
    """Show the probe progress bar while certifying (only with a ProgressHook)."""
    hook = next((h for h in hooks if isinstance(h, ProgressHook)), None)
    if hook is None:
        yield
        return
    with _bar() as bar:
        hook.bar = bar
        yield


@contextlib.contextmanager
def batch_progress(total: int) -> Iterator[Callable[[], None]]:
    """A bar over questions on a terminal; a no-op advance otherwise."""
    if not sys.stderr.isatty():
        yield lambda: None
        return
    with _bar() as bar:
        task = bar.add_task("questions", total=total)
        yield lambda: bar.advance(task)


def print_batch_summary(path: Path, console: Console | None = None) -> None:
    """A table of tiers over every certificate in a batch output file."""
    counts: Counter[str] = Counter()
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        cert = record.get("certificate")
        counts["error" if cert is None else Warrant(cert["warrant"]).label if cert["formed"] else "not formed"] += 1
    table = Table(show_header=True, header_style="bold")
    table.add_column("warrant")
    table.add_column("certificates", justify="right")
    for label in [w.label for w in Warrant] + ["not formed", "error"]:
        if counts[label]:
            table.add_row(label, str(counts[label]))
    table.add_row("total", str(sum(counts.values())))
    (console or _console()).print(table)


def _console() -> Console:
    # on a terminal rich sizes itself; piped output gets wide lines instead of hard wraps
    return Console() if sys.stdout.isatty() else Console(width=200, soft_wrap=True)
