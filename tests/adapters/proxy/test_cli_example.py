"""``warrantguard serve`` flags and process, and the example script."""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from warrantguard.cli._serve import config_from_args, register_cli

ROOT = Path(__file__).resolve().parents[3]


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers(dest="command"))
    return parser.parse_args(["serve", *argv])


def test_flags_build_the_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("default: high\n")
    monkeypatch.setenv("WARRANTGUARD_PROXY_KEYS", "a, b")
    monkeypatch.setenv("MY_UPSTREAM_KEY", "sk-up")
    args = parse("--base-url", "http://127.0.0.1:9/v1", "--detect", "--policy", str(policy),
                 "--review-db", str(tmp_path / "q.db"), "--upstream-key-env", "MY_UPSTREAM_KEY")
    config = config_from_args(args)
    assert config.client_keys() == ["a", "b"] and config.detect and config.upstream_key == "sk-up"
    assert config.policy.default == "high" and config.review_queue is not None
    assert config_from_args(parse("--model", "openai/x", "--api-key", "k")).client_keys() == ["k"]
    assert "sk-up" not in repr(config)


def test_generator_flags_configure_the_paper_procedure(tmp_path: Path) -> None:
    from warrantguard.guard import LexicalGenerator, LLMGenerator

    glove = tmp_path / "glove.txt"
    glove.write_text("travel 1 0\njourney 0.9 0.1\n", encoding="utf-8")
    flags = ("--model", "openai/x", "--per-probe", "--glove", str(glove), "--max-distance", "20")
    config = config_from_args(parse(*flags))
    generator = config.guard_options["generator"]
    assert isinstance(generator, LLMGenerator) and not generator.batch and generator.model is None
    assert generator.paraphrase_filter.max_distance == 20  # type: ignore[union-attr]
    lexical = config_from_args(parse("--model", "openai/x", "--generator", "lexical", "--glove", str(glove)))
    assert isinstance(lexical.guard_options["generator"], LexicalGenerator)
    assert config_from_args(parse("--model", "openai/x")).guard_options == {}


def test_flags_need_an_upstream() -> None:
    with pytest.raises(ValueError, match="upstream"):
        config_from_args(parse())


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_serve_runs_the_proxy_process() -> None:
    port = _port()
    code = ("import sys; from warrantguard.cli._serve import register_cli; import argparse; "
            "p = argparse.ArgumentParser(); register_cli(p.add_subparsers()); a = p.parse_args(sys.argv[1:]); "
            "sys.exit(a.func(a))")
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True",
           "WARRANTGUARD_PROXY_KEYS": "k1-0123456789abcdef"}
    proc = subprocess.Popen([sys.executable, "-c", code, "serve", "--model", "openai/gpt-4o-mini", "--port",
                             str(port), "--log-level", "warning"], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for _ in range(300):
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        models = httpx.get(f"http://127.0.0.1:{port}/v1/models",
                           headers={"authorization": "Bearer k1-0123456789abcdef"})
        assert models.json()["data"][0]["id"] == "openai/gpt-4o-mini"
        assert httpx.get(f"http://127.0.0.1:{port}/v1/models").status_code == 401
    finally:
        proc.terminate()
        proc.wait(20)


def test_example_runs() -> None:
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "proxy_client.py")], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "answer: I recommend train." in out.stdout and '"tier": "Strong Warrant"' in out.stdout
