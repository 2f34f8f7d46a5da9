"""``serve --rpm/--tpm/--instances`` (and ``--redis``): which limiter the proxy's upstream gets (issue 24)."""

from __future__ import annotations

import argparse

import pytest

from warrantguard.cli._limits import limit_name
from warrantguard.cli._serve import config_from_args, register_cli
from warrantguard.models import RedisTokenBucket, TokenBucket

UPSTREAM = "http://127.0.0.1:9/v1"


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers(dest="command"))
    return parser.parse_args(["serve", "--base-url", UPSTREAM, *argv])


@pytest.fixture(autouse=True)
def no_redis_env(monkeypatch):
    monkeypatch.delenv("WARRANTGUARD_REDIS_URL", raising=False)


def test_no_limit_flags_no_limiter():
    assert config_from_args(parse()).rate_limiter is None


def test_without_redis_each_instance_counts_its_share_in_process():
    limiter = config_from_args(parse("--rpm", "60", "--tpm", "9000", "--instances", "3")).rate_limiter
    assert isinstance(limiter.requests, TokenBucket) and limiter.requests.capacity == 20
    assert isinstance(limiter.tokens, TokenBucket) and limiter.tokens.capacity == 3000


def test_with_redis_every_instance_shares_one_bucket_per_upstream(monkeypatch):
    monkeypatch.setenv("WARRANTGUARD_REDIS_URL", "redis://:pw-in-env@127.0.0.1:1/0")
    limiter = config_from_args(parse("--rpm", "60", "--instances", "3")).rate_limiter
    bucket = limiter.requests
    assert isinstance(bucket, RedisTokenBucket) and limiter.tokens is None
    assert bucket.capacity == 60 and bucket.instances == 3 and bucket.fallback.capacity == 20
    assert bucket.key == f"wg:ratelimit:{limit_name(UPSTREAM)}:rpm" and "127.0.0.1" not in bucket.key
    flag = config_from_args(parse("--rpm", "60", "--redis", "redis://127.0.0.1:2/0")).rate_limiter
    assert flag.requests.link.where == "redis://127.0.0.1:2/0"  # the flag wins over the environment


def test_burst_bounds_what_is_banked_shared_or_in_process(monkeypatch):
    alone = config_from_args(parse("--rpm", "600", "--burst", "30", "--instances", "3")).rate_limiter
    assert alone.requests.capacity == 10 and alone.requests.rate == pytest.approx(600 / 3 / 60)
    monkeypatch.setenv("WARRANTGUARD_REDIS_URL", "redis://127.0.0.1:1/0")
    shared = config_from_args(parse("--rpm", "600", "--burst", "30", "--instances", "3")).rate_limiter
    assert shared.requests.capacity == 30 and shared.requests.fallback.capacity == 10


@pytest.mark.parametrize("bad", [["--burst", "0"], ["--rpm", "0"], ["--tpm", "-5"], ["--instances", "0"]])
def test_bad_values_are_usage_errors(bad):
    with pytest.raises(SystemExit):
        parse(*bad)


def test_batch_with_redis_draws_from_the_shared_bucket_of_its_model(tmp_path, redis_url, monkeypatch):
    import asyncio
    import json

    from warrantguard.cli import main
    from warrantguard.models import RedisLink

    model = "py:cli_models:train"
    q = tmp_path / "q.jsonl"
    q.write_text("".join(json.dumps({"id": str(i), "prompt": f"Which is safer for trip {i}, motorcycle or train?"})
                         + "\n" for i in range(3)))
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(q), "--out", str(out), "--model", model, "--generator", "lexical", "--cache", "",
                 "--rpm", "300", "--redis", redis_url]) == 0
    key = f"wg:ratelimit:{limit_name(model)}:rpm"

    async def bucket():
        link = RedisLink(redis_url)
        try:
            return await link.client().hgetall(key)
        finally:
            await link.aclose()

    found = asyncio.run(bucket())  # the script alone writes it: the batch's calls went through Redis
    assert found and float(found[b"level"]) < 300 and len(out.read_text().splitlines()) == 3


def test_batch_counts_its_share_without_redis():
    from warrantguard.cli import build_parser
    from warrantguard.cli._limits import rate_limiter_from_args

    args = build_parser().parse_args(["batch", "q.jsonl", "--out", "o.jsonl", "--rpm", "90", "--instances", "3"])
    assert rate_limiter_from_args(args, "m").requests.capacity == 30
