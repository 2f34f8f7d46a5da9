"""The official MCP conformance scenarios that apply to ``warrantguard mcp`` (npm
``@modelcontextprotocol/conformance`` 0.1.13: initialize, ping, tools-list, DNS-rebinding
protection), against the server over streamable HTTP on loopback.

Tests never download: the scenarios run when ``scripts/setup.sh test`` installed the package
(under ``$WARRANTGUARD_MCP_CONFORMANCE`` or ``~/.cache/warrantguard/mcp-conformance``) and
``node`` is there; otherwise this skips, and ``test_server.py`` checks the same things with the
SDK's own client (initialize in both eras, ping, the tool listing, Host/Origin refusals).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

SCENARIOS = ("server-initialize", "ping", "tools-list", "dns-rebinding-protection")
HOME = Path(os.environ.get("WARRANTGUARD_MCP_CONFORMANCE",
                           Path.home() / ".cache" / "warrantguard" / "mcp-conformance"))
CLI = HOME / "node_modules" / "@modelcontextprotocol" / "conformance" / "dist" / "index.js"


def _runner() -> list[str]:
    node = shutil.which("node")
    if node is None or not CLI.is_file():
        pytest.skip("the official MCP conformance scenarios are not installed (scripts/setup.sh test installs "
                    "them with npm); test_server.py covers the same checks with the SDK's client")
    return [node, str(CLI)]


def test_the_official_scenarios_pass(http_server: str) -> None:
    runner = _runner()
    procs = {name: subprocess.Popen([*runner, "server", "--url", http_server, "--scenario", name],
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                    env={**os.environ, "NO_COLOR": "1"})
             for name in SCENARIOS}
    failures = []
    for name, proc in procs.items():
        out, _ = proc.communicate(timeout=120)
        passed = re.search(r"Passed: (\d+)/(\d+), 0 failed", out)
        if proc.returncode != 0 or passed is None or passed.group(1) != passed.group(2):
            failures.append(f"{name}:\n{out[-2000:]}")
    assert failures == []
