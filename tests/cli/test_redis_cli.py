"""``--redis`` / ``$WARRANTGUARD_REDIS_URL``, ``--certificate-dir`` and ``cache clear --redis`` (issue 24, item 1)."""

from __future__ import annotations

import argparse
import asyncio
import logging
from pathlib import Path

import httpx
import pytest

from warrantguard.adapters.proxy import FakeUpstream, ProxyServer, create_app
from warrantguard.cli import main
from warrantguard.cli._serve import config_from_args, register_cli
from warrantguard.cli._shared import redis_url
from warrantguard.guard import ConfigurationError, Guard, StoredCertificate
from warrantguard.models import DiskCertificateStore, RedisCache, RedisCertificateStore
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"
KEY = "client-key-0123456789abcdef"


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers(dest="command"))
    return parser.parse_args(["serve", *argv])


def test_the_flag_wins_over_the_environment(monkeypatch):
    monkeypatch.delenv("WARRANTGUARD_REDIS_URL", raising=False)
    assert redis_url(argparse.Namespace(redis=None)) is None
    monkeypatch.setenv("WARRANTGUARD_REDIS_URL", "redis://env:6379/0")
    assert redis_url(argparse.Namespace()) == "redis://env:6379/0"
    assert redis_url(argparse.Namespace(redis="redis://flag:6379/1")) == "redis://flag:6379/1"
    with pytest.raises(ConfigurationError):
        redis_url(argparse.Namespace(redis="http://flag:6379"))


def test_serve_flags_choose_where_reuse_lives(tmp_path, monkeypatch):
    monkeypatch.delenv("WARRANTGUARD_REDIS_URL", raising=False)
    base = ("--model", "openai/x")
    assert config_from_args(parse(*base)).guard_options == {}  # the embedded defaults, unchanged
    on_disk = config_from_args(parse(*base, "--certificate-dir", str(tmp_path / "certs"))).guard_options
    assert isinstance(on_disk["certificates"], DiskCertificateStore) and "cache" not in on_disk
    monkeypatch.setenv("WARRANTGUARD_REDIS_URL", "redis://127.0.0.1:1/0")
    shared = config_from_args(parse(*base, "--certificate-dir", str(tmp_path / "certs"))).guard_options
    assert isinstance(shared["certificates"], RedisCertificateStore) and isinstance(shared["cache"], RedisCache)
    assert shared["cache"].link is shared["certificates"].link  # one connection pool


def test_cache_clear_redis(redis_url, redis_prefix, capsys):
    store = RedisCertificateStore(redis_url, prefix=redis_prefix)
    guard = Guard(ScriptedModel("train"), generator="lexical")
    certificate = asyncio.run(guard.acertify(Q, answer="train")).certificate
    for key in ("a", "b"):
        asyncio.run(store.put(key, StoredCertificate(certificate, 1.0), 60))
    assert main(["cache", "clear", "--redis", redis_url, "--prefix", redis_prefix]) == 0
    assert "cleared 2 stored certificates from Redis at redis://127.0.0.1" in capsys.readouterr().out
    assert asyncio.run(store.get("a")) is None


def test_cache_clear_on_an_unreachable_redis_fails_without_showing_the_password(capsys, caplog):
    with caplog.at_level(logging.WARNING):
        code = main(["cache", "clear", "--redis", "redis://admin:hunter2-secret@127.0.0.1:1/0"])
    out = capsys.readouterr()
    assert code == 1 and "could not clear" in out.err
    assert "hunter2" not in out.out + out.err + caplog.text and "admin" not in out.out + out.err + caplog.text


@pytest.fixture
def policy(tmp_path: Path) -> str:
    path = tmp_path / "policy.yaml"
    path.write_text("default: low\nlevels:\n  low:\n    reuse: 1h\n")
    return str(path)


def _ask(url: str) -> httpx.Response:
    body = {"model": "m", "messages": [{"role": "user", "content": Q}], "warrant": {"stakes": "low"}}
    return httpx.post(url + "/chat/completions", json=body, headers={"authorization": f"Bearer {KEY}"}, timeout=30)


def test_two_proxies_share_certificates_through_redis_and_survive_its_loss(redis_server, redis_url, policy,
                                                                         monkeypatch):
    monkeypatch.delenv("WARRANTGUARD_REDIS_URL", raising=False)
    asyncio.run(RedisCertificateStore(redis_url).clear())  # the default prefix: no certificate from another test
    fake = FakeUpstream(ScriptedModel("train"))
    with ProxyServer(fake) as upstream:
        flags = ("--base-url", upstream.url + "/v1", "--api-key", KEY, "--generator", "lexical", "--policy", policy,
                 "--redis", redis_url)
        with ProxyServer(create_app(config_from_args(parse(*flags)))) as a, \
                ProxyServer(create_app(config_from_args(parse(*flags)))) as b:
            first, second = _ask(a.url + "/v1"), _ask(b.url + "/v1")
            assert first.status_code == second.status_code == 200
            assert first.headers["x-warrant-certification"] == "certified"
            assert second.headers["x-warrant-certification"] == "reused"  # certified once, on the other replica
            shared = RedisCertificateStore(redis_url)
            assert asyncio.run(_keys(shared, "wg:cert:*")) == 1  # kept in Redis (the default prefix)
            redis_server.stop()
            try:
                down = _ask(b.url + "/v1")
                assert down.status_code == 200 and down.headers["x-warrant-certification"] == "certified"
                metrics = httpx.get(b.url + "/metrics", timeout=10).text
                assert 'warrantguard_shared_backend_errors_total{backend="redis",part="certificates"}' in metrics
            finally:
                redis_server.start()


async def _keys(store: RedisCertificateStore, pattern: str) -> int:
    return len(await store.link.client().keys(pattern))


def test_three_proxies_certify_a_repeated_question_once(redis_url, policy, monkeypatch):
    monkeypatch.delenv("WARRANTGUARD_REDIS_URL", raising=False)
    fake = FakeUpstream(ScriptedModel("train", latency=0.02))
    prefix_free = RedisCertificateStore(redis_url)
    asyncio.run(prefix_free.clear())
    with ProxyServer(fake) as upstream:
        flags = ("--base-url", upstream.url + "/v1", "--api-key", KEY, "--generator", "lexical", "--policy", policy,
                 "--redis", redis_url)
        servers = [ProxyServer(create_app(config_from_args(parse(*flags)))).start() for _ in range(3)]
        try:
            async def burst() -> list[httpx.Response]:
                body = {"model": "m", "messages": [{"role": "user", "content": Q}], "warrant": {"stakes": "low"}}
                async with httpx.AsyncClient(timeout=60, headers={"authorization": f"Bearer {KEY}"}) as client:
                    return await asyncio.gather(*(client.post(servers[i % 3].url + "/v1/chat/completions", json=body)
                                                  for i in range(60)))

            replies = asyncio.run(burst())
        finally:
            for server in servers:
                server.stop()
    kinds = sorted(r.headers.get("x-warrant-certification", str(r.status_code)) for r in replies)
    assert kinds == ["certified"] + ["reused"] * 59
    assert len({r.headers["x-warrant-original-id"] for r in replies if "x-warrant-original-id" in r.headers}) == 1
    asyncio.run(prefix_free.clear())


def _cli(*args: str) -> str:
    import os
    import subprocess
    import sys

    tests = Path(__file__).parents[1]
    env = {**os.environ, "PYTHONPATH": f"{tests.parent}{os.pathsep}{tests}", "WARRANTGUARD_CACHE": "",
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    done = subprocess.run([sys.executable, "-m", "warrantguard.cli", *args], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_check_and_batch_reuse_through_redis_across_processes(redis_url, tmp_path):
    import json

    policy = tmp_path / "policy.yaml"
    policy.write_text("default: low\nlevels:\n  low: {reuse: 1h}\n")
    flags = ("--model", "py:cli_models:train", "--generator", "lexical", "--policy", str(policy),
             "--redis", redis_url)
    first = json.loads(_cli("check", Q, *flags, "--json"))
    second = json.loads(_cli("check", Q, *flags, "--json"))  # another process: the stored certificate
    assert first["formed"] and second["id"] == first["id"]
    questions = tmp_path / "q.jsonl"
    questions.write_text(json.dumps({"id": "q1", "prompt": Q}) + "\n")
    _cli("batch", str(questions), "--out", str(tmp_path / "out.jsonl"), *flags)
    row = json.loads((tmp_path / "out.jsonl").read_text().splitlines()[0])
    assert json.dumps(row).count(first["id"]) >= 1, row  # the batch reused it too
    alone = json.loads(_cli("check", Q, *flags[:-2], "--json"))  # without --redis: its own
    assert alone["id"] != first["id"]
