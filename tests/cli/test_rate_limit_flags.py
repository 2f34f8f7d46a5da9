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


@pytest.mark.parametrize("bad", [["--rpm", "0"], ["--tpm", "-5"], ["--instances", "0"]])
def test_bad_values_are_usage_errors(bad):
    with pytest.raises(SystemExit):
        parse(*bad)
