"""Terminal rendering for the command line (rich): certificates, progress, summaries."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from warrantguard.guard import Certificate, Hook, ProbeResult, Reversal, TierStatus, Warrant

__all__ = [
    "ProgressHook", "batch_progress", "make_console", "print_certificate", "progress", "reversal_lines", "usage_line",
]

_COLOURS = {Warrant.NONE: "red", Warrant.CONDITIONAL: "yellow", Warrant.BASIC: "cyan", Warrant.STRONG: "green"}


def print_certificate(cert: Certificate, console: Console | None = None) -> None:
    """The human view: recommendation, warrant and rule, tiers, reversals, findings, usage."""
    out = console or make_console()
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
    out.print(f"[dim]{escape(usage_line(cert))}[/]", highlight=False)


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
    """Feeds a rich progress bar from the engine's events: probes answered (cached or not) out of
    those planned (the total follows generation and ends at what ran), calls sent, a running clock."""

    def __init__(self) -> None:
        self.bar: Any = None
        self.task: Any = None
        self.planned: dict[int, int] = {}
        self.done = 0
        self.calls = 0

    def attach(self, bar: Any) -> None:
        """Start the task now, before the plan is known, so that the clock runs from the start."""
        self.bar = bar
        self.task = bar.add_task("starting", total=None, calls=0)

    def _update(self, **kw: Any) -> None:
        if self.bar is not None and self.task is not None:
            self.bar.update(self.task, **kw)

    def certificate_started(self, run_id: str, question: Any, model: str, planned: dict[int, int]) -> None:
        """Size the bar from the plan."""
        self.planned = dict(planned)
        self._update(total=sum(self.planned.values()), description="T0")

    def tier_planned(self, run_id: str, tier: int, count: int) -> None:
        """A tier's probes were written: its true count replaces the planned one."""
        self.planned[tier] = count
        self._update(total=max(self.done, sum(self.planned.values())))

    def probe_finished(self, run_id: str, result: ProbeResult) -> None:
        """Advance by one probe."""
        self.done += 1
        self._update(advance=1, description=f"T{result.tier}")

    def llm_call(self, run_id: str, model: str, request: Any, response: Any, start: float, end: float,
                 error: BaseException | None) -> None:
        """Count a call sent (cached answers send none)."""
        self.calls += 1
        self._update(calls=self.calls)

    def certificate_finished(self, run_id: str, certificate: Any, start: float, end: float) -> None:
        """The tiers not run (a frugal stop) leave the total: the bar ends full."""
        self._update(total=self.done, completed=self.done, description="done")


def _bar(unit: str = "probes", calls: bool = True) -> Progress:
    columns: list[Any] = [SpinnerColumn(), TextColumn("[bold]{task.description}"), BarColumn(),
                          MofNCompleteColumn(), TextColumn(unit)]
    if calls:
        columns.append(TextColumn("[dim]{task.fields[calls]} calls sent"))
    columns.append(TimeElapsedColumn())
    return Progress(*columns, transient=True, console=Console(file=sys.stderr), refresh_per_second=8)


@contextlib.contextmanager
def progress(hooks: Sequence[Hook]) -> Iterator[None]:
    """Show the probe progress bar while certifying (only with a ProgressHook)."""
    hook = next((h for h in hooks if isinstance(h, ProgressHook)), None)
    if hook is None:
        yield
        return
    with _bar() as bar:
        hook.attach(bar)
        yield


@contextlib.contextmanager
def batch_progress(total: int) -> Iterator[Callable[[], None]]:
    """A bar over questions on a terminal; a no-op advance otherwise."""
    if not sys.stderr.isatty():
        yield lambda: None
        return
    with _bar("questions", calls=False) as bar:
        task = bar.add_task("batch", total=total)
        yield lambda: bar.advance(task)


def usage_line(cert: Certificate) -> str:
    """Calls sent, answers from the cache, tokens, cost and wall seconds."""
    u = cert.usage
    cost = f"${u.cost:.4f}"
    return (f"Usage: {u.calls} call{'s' if u.calls != 1 else ''} sent, {u.cache_hits} answered from the cache, "
            f"{u.tokens} tokens, {cost}, {u.seconds:.1f} s; model {cert.model}, strategy {cert.strategy}")


def make_console() -> Console:
    # on a terminal rich sizes itself; piped output gets wide lines instead of hard wraps
    return Console() if sys.stdout.isatty() else Console(width=200, soft_wrap=True)
