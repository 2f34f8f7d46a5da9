"""Hooks see the certificate life cycle; a failing hook never breaks a call."""

from __future__ import annotations

from warrantguard import Guard, Hook
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Recorder(Hook):
    def __init__(self):
        self.events = []

    def certificate_started(self, run_id, question, model, planned):
        self.events.append(("started", planned[0]))

    def probe_finished(self, run_id, result):
        self.events.append(("probe", result.tier))

    def llm_call(self, run_id, model, request, response, start, end, error):
        self.events.append(("call", request.purpose, request.tier))

    def certificate_finished(self, run_id, certificate, start, end):
        self.events.append(("finished", int(certificate.warrant)))


class Broken(Hook):
    def probe_finished(self, run_id, result):
        raise RuntimeError("sink down")


def test_hooks_observe_and_a_broken_hook_is_contained():
    recorder = Recorder()
    guard = Guard(ScriptedModel("train"), generator="lexical", hooks=[Broken(), recorder])
    cert = guard.check(Q).certificate
    assert recorder.events[0] == ("started", 10) and recorder.events[-1] == ("finished", 3)
    probes = [e for e in recorder.events if e[0] == "probe"]
    assert len(probes) == sum(len(t.results) for t in cert.tiers)
    calls = [e for e in recorder.events if e[0] == "call"]
    assert len(calls) == cert.usage.calls
    assert ("call", "answer", 0) in calls and ("call", "answer", 2) in calls and ("call", "elicit", None) in calls
