"""The caller's W3C trace context is current while the proxy certifies."""

from __future__ import annotations

import pytest

from warrantguard.adapters.proxy._certify import trace_context

pytest.importorskip("warrantguard.telemetry")


def test_traceparent_becomes_the_current_context() -> None:
    from opentelemetry import trace

    trace_id = "4bf92f3577b34da6a3ce929d0e0e4736"
    headers = {"traceparent": f"00-{trace_id}-00f067aa0ba902b7-01"}
    with trace_context(headers):
        inner = trace.get_current_span().get_span_context().trace_id
    assert format(inner, "032x") == trace_id
    assert trace.get_current_span().get_span_context().trace_id == 0
