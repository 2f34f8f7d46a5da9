"""A self-contained HTML audit report: matplotlib figures embedded as base64 PNG.

Nothing is fetched when the page opens (no scripts, styles or images from elsewhere),
and every piece of text that came from data — model names, verdicts — is HTML-escaped.

Every table row comes from one function, :func:`result_cells`, which prints the same
result record whose numbers the verdict sentence was rendered from (with the same
:func:`~warrantguard.audit.stats._results.fmt_num` formatting), so a row and its sentence
cannot disagree. A test that was not run shows its "not enough data" row instead of a
figure; a degenerate figure (a one-point monotonicity curve) is left out with a note;
a figure that fails to draw becomes a note, and the report is still written.
"""

from __future__ import annotations

import base64
import html
import io
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from warrantguard.audit._analysis import ModelAudit
from warrantguard.audit.stats import AuditResult, IncrementResult, KnownGroupsResult, MonotonicityResult, fmt_num
from warrantguard.extras.scientific import np, pyplot

__all__ = ["build_report", "result_cells", "write_report"]

_WARRANT_LABELS = ("No", "Conditional", "Basic", "Strong")
_COLORS = ("#c0392b", "#e67e22", "#2e86c1", "#1e8449")
_CSS = """
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#222}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ccc}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
td,th{border:1px solid #ddd;padding:.35rem .5rem;vertical-align:top;font-size:.9rem}
th{background:#f4f4f4;text-align:left}figure{margin:1rem 0}img{max-width:100%}
.note{color:#666;font-size:.85rem}
"""


def _png(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
    pyplot().close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _fig_tier_mix(audits: Sequence[ModelAudit]) -> str:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(7, 0.6 * len(audits) + 1.5))
    left = np.zeros(len(audits))
    names = [a.model for a in audits]
    for k in range(4):
        share = np.array([a.tier_mix.get(k, 0) / max(a.n, 1) for a in audits])
        ax.barh(names, share, left=left, color=_COLORS[k], label=f"{_WARRANT_LABELS[k]} Warrant")
        left += share
    ax.set_xlim(0, 1)
    ax.set_xlabel("share of certificates")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.25), ncol=4, fontsize=8)
    ax.set_title("Warrant mix per model")
    return _png(fig)


def _fig_consensus(audits: Sequence[ModelAudit]) -> str | None:
    with_data = [a for a in audits if a.consensus_by_warrant]
    if not with_data:
        return None
    plt = pyplot()
    fig, axes = plt.subplots(1, len(with_data), figsize=(4 * len(with_data), 3.2), squeeze=False)
    for ax, a in zip(axes[0], with_data, strict=True):
        for k in range(4):
            vals = a.consensus_by_warrant.get(k, ())
            if vals:
                jitter = np.linspace(-0.15, 0.15, len(vals))
                ax.scatter(k + jitter, vals, s=12, color=_COLORS[k], alpha=0.7)
                ax.plot([k - 0.25, k + 0.25], [np.median(vals)] * 2, color="black")
        ax.set_xticks(range(4), _WARRANT_LABELS)
        ax.set_ylim(-0.05, 1.05)
        ax.set_title(a.model, fontsize=9)
    axes[0][0].set_ylabel("human consensus c")
    fig.suptitle("Human consensus by warrant (bar = median)")
    return _png(fig)


def _plottable_curve(m: MonotonicityResult | None) -> bool:
    """A monotonicity curve worth drawing: informative, with at least two belief bins."""
    return m is not None and m.status == "ok" and len(m.bin_centers) >= 2


def _monotone_notes(audits: Sequence[ModelAudit]) -> list[str]:
    return [f"Monotonicity curve of {a.model} not drawn: {a.monotonicity.verdict}"
            for a in audits if a.monotonicity is not None and not _plottable_curve(a.monotonicity)]


def _fig_monotone(audits: Sequence[ModelAudit]) -> str | None:
    with_data = [a for a in audits if _plottable_curve(a.monotonicity)]
    if not with_data:
        return None
    plt = pyplot()
    fig, axes = plt.subplots(1, len(with_data), figsize=(4 * len(with_data), 3.2), squeeze=False)
    for ax, a in zip(axes[0], with_data, strict=True):
        m = a.monotonicity
        assert m is not None
        col = m.actions.index("1") if "1" in m.actions else len(m.actions) - 1
        ax.plot(m.bin_centers, [row[col] for row in m.bin_shares], marker="o")
        ci = "" if m.ci is None else f" [{fmt_num(m.ci[0])}, {fmt_num(m.ci[1])}]"
        ax.set_title(f"{a.model}\nγ̂ = {fmt_num(m.estimate)}{ci}", fontsize=9)
        ax.set_xlabel("stated belief P(A better), bin mean")
        ax.set_ylim(-0.05, 1.05)
    axes[0][0].set_ylabel("share recommending A")
    return _png(fig)


def _errorbars(ax: Any, results: Sequence[tuple[str, AuditResult]], label: str) -> None:
    """Point estimates with interval whiskers; never negative whiskers, NaN rows left out."""
    shown = [(n, r) for n, r in results if r is not None and np.isfinite(r.estimate)]
    names = [n for n, _ in shown]
    est = np.array([r.estimate for _, r in shown], dtype=float)
    lo = np.array([_finite_or(r.ci_low, r.estimate) for _, r in shown], dtype=float)
    hi = np.array([_finite_or(r.ci_high, r.estimate) for _, r in shown], dtype=float)
    if len(shown):
        xerr = [np.maximum(est - lo, 0.0), np.maximum(hi - est, 0.0)]
        ax.errorbar(est, range(len(names)), xerr=xerr, fmt="o", capsize=4)
    else:
        ax.text(0.5, 0.5, "no estimate", ha="center", va="center", transform=ax.transAxes)
    ax.axvline(0, color="grey", lw=1, ls="--")
    ax.set_yticks(range(len(names)), names)
    ax.set_xlabel(label)


def _finite_or(value: float | None, default: float) -> float:
    return default if value is None or not np.isfinite(value) else float(value)


def _fig_sufficiency(audits: Sequence[ModelAudit]) -> str | None:
    cmi = [(a.model, a.cmi) for a in audits if a.cmi is not None and a.cmi.status == "ok"]
    rf = [(a.model, a.forest) for a in audits if a.forest is not None and a.forest.status == "ok"]
    if not cmi and not rf:
        return None
    plt = pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(10, 0.5 * max(len(cmi), len(rf)) + 2))
    _errorbars(axes[0], cmi, "I(action; outcome | belief), nats")  # type: ignore[arg-type]
    axes[0].set_title("kNN CMI with 95% intervals (clipped at 0)")
    _errorbars(axes[1], rf, "% lower out-of-sample MSE with action")  # type: ignore[arg-type]
    axes[1].set_title("Random-forest gain with 95% intervals")
    return _png(fig)


def _fig_coherence(audits: Sequence[ModelAudit]) -> str | None:
    kinds = sorted({r.name for a in audits for r in a.coherence})
    if not kinds:
        return None
    plt = pyplot()
    fig, axes = plt.subplots(1, len(kinds), figsize=(5 * len(kinds), 0.5 * len(audits) + 2),
                             squeeze=False)
    for ax, kind in zip(axes[0], kinds, strict=True):
        found = [(a.model, r) for a in audits for r in a.coherence if r.name == kind]
        _errorbars(ax, found, "normalised LIE error" if "iterated" in kind else "RMSE (probability)")
        ax.set_title(kind.replace("coherence ", "").strip("()"), fontsize=9)
    return _png(fig)


def _figure(draw: Callable[[], str | None], caption: str) -> str:
    """The ``<figure>`` for ``draw()``; a note instead when drawing fails on odd values."""
    try:
        b64 = draw()
    except (ValueError, TypeError, ArithmeticError, RuntimeError, IndexError) as exc:
        pyplot().close("all")
        return _note(f"Figure “{caption}” could not be drawn: {exc or type(exc).__name__}")
    if b64 is None:
        return ""
    return (f'<figure><img alt="{html.escape(caption)}" src="data:image/png;base64,{b64}">'
            f"<figcaption>{html.escape(caption)}</figcaption></figure>")


def _note(text: str) -> str:
    return f'<p class="note">{html.escape(text)}</p>'


def _fmt(v: float | None, digits: int = 3) -> str:
    return fmt_num(v, digits)


def _fmt_p(p: float | None) -> str:
    return "< 0.001" if p is not None and p < 0.001 else _fmt(p)


def result_cells(r: AuditResult | IncrementResult) -> list[str]:
    """The table row of one result: test, estimate, 95% CI, p, verdict (plain text).

    The numbers are printed from the same record, with the same formatting, as the
    verdict sentence beside them.
    """
    if isinstance(r, IncrementResult):
        delta = "–" if r.p_value is None else f"ΔR² {_fmt(r.delta_r2)}"  # None: not estimable
        return [r.name, delta, "–", _fmt_p(r.p_value), r.verdict]
    ci = "–" if r.ci is None else f"[{_fmt(r.ci[0], r.digits)}, {_fmt(r.ci[1], r.digits)}]"
    return [r.name, _fmt(r.estimate, r.digits), ci, _fmt_p(r.p_value), r.verdict]


def _result_row(r: AuditResult | IncrementResult) -> str:
    cells = result_cells(r)
    return "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>"


def _model_results(a: ModelAudit) -> list[AuditResult | IncrementResult]:
    rows: list[AuditResult | IncrementResult] = [
        r for r in (a.cmi, a.forest, a.monotonicity) if r is not None]
    rows += a.coherence
    if a.discriminant is not None:
        rows.append(a.discriminant.spearman)
        if a.discriminant.increment is not None:
            rows.append(a.discriminant.increment)
    if a.nomological is not None:
        rows += [a.nomological.warrant_consensus, *a.nomological.tier_correlations,
                 *a.nomological.increments]
    return sorted(rows + list(a.skipped), key=_row_order)  # stable: a skipped test keeps its place


_ORDER = ("belief sufficiency (kNN", "belief sufficiency (random", "cyclic monotonicity",
          "coherence", "discriminant", "warrant beyond", "nomological", "T")


def _row_order(r: AuditResult | IncrementResult) -> int:
    return next((i for i, prefix in enumerate(_ORDER) if r.name.startswith(prefix)), len(_ORDER))


def _model_section(a: ModelAudit) -> str:
    head = "<tr><th>test</th><th>estimate</th><th>95% CI</th><th>p</th><th>verdict</th></tr>"
    body = "".join(_result_row(r) for r in _model_results(a))
    notes = "".join(_note(n) for n in a.notes)
    return (f"<h3>{html.escape(a.model)}</h3><p>{a.n} certificates, {a.n_outcomes} with a known "
            f"outcome.</p><table>{head}{body}</table>{notes}")


def _known_groups_section(known: Mapping[str, KnownGroupsResult]) -> str:
    head = ("<tr><th>model</th><th>group means</th><th>Page's L</th><th>p (exact, ties)</th>"
            "<th>p (ties ignored, as in the paper)</th>"
            "<th>J–T p</th><th>MAE (p)</th><th>exact match</th><th>verdict</th></tr>")
    rows = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in (
            m, ", ".join(f"{v:.2f}" for v in k.group_means), _fmt(k.page.estimate, 1),
            _fmt_p(k.page.p_value), _fmt_p(k.scipy_page_p), _fmt_p(k.jonckheere.p_value),
            f"{_fmt(k.mae.estimate)} ({_fmt_p(k.mae.p_value)})", f"{100 * k.exact_match:.1f}%",
            k.verdict)) + "</tr>"
        for m, k in known.items())
    return f"<h2>Known-groups validity</h2><table>{head}{rows}</table>"


def build_report(
    audits: Sequence[ModelAudit],
    *,
    title: str = "warrantguard audit",
    known_groups: Mapping[str, KnownGroupsResult] | None = None,
) -> str:
    """The complete HTML document for the given per-model audits."""
    figures = "".join([
        _figure(lambda: _fig_tier_mix(audits), "Warrant mix per model") if audits else "",
        _figure(lambda: _fig_consensus(audits), "Human consensus by warrant"),
        _figure(lambda: _fig_monotone(audits),
                "Belief-action monotonicity: choice share by belief bin"),
        *(_note(n) for n in _monotone_notes(audits)),
        _figure(lambda: _fig_sufficiency(audits), "Belief sufficiency: CMI and random-forest gain"),
        _figure(lambda: _fig_coherence(audits),
                "Coherence of stated beliefs (0 is perfectly coherent)"),
    ])
    sections = "".join(_model_section(a) for a in audits)
    known = _known_groups_section(known_groups) if known_groups else ""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title><style>{_CSS}</style></head><body>"
            f"<h1>{html.escape(title)}</h1><p class=\"note\">Generated {stamp}.</p>"
            f"<h2>Figures</h2>{figures}{known}<h2>Tests per model</h2>{sections}</body></html>")


def write_report(path: str | Path, audits: Sequence[ModelAudit], **kwargs: Any) -> Path:
    """Write :func:`build_report` output to ``path`` (UTF-8) and return the path."""
    target = Path(path)
    target.write_text(build_report(audits, **kwargs), encoding="utf-8")
    return target
