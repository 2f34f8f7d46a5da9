"""The diskcache certificate store and ``warrantguard cache clear`` (issue 23, item 1)."""

from __future__ import annotations

from warrantguard.cli import main
from warrantguard.guard import Guard
from warrantguard.models import DiskCertificateStore
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


async def test_reuse_through_the_disk_store_and_cache_clear(tmp_path, capsys):
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"reuse": "7d"}}})
    store = DiskCertificateStore(tmp_path / "certs")
    guard = Guard(ScriptedModel("train"), generator="lexical", policy=policy, certificates=store)
    first = await guard.acertify(Q, answer="train")
    # another process (a fresh store on the same directory) reuses it
    other = Guard(ScriptedModel("train"), generator="lexical", policy=policy,
                  certificates=DiskCertificateStore(tmp_path / "certs"))
    again = await other.acertify(Q, answer="train")
    assert again.reused and again.certificate.id == first.certificate.id
    assert main(["cache", "clear", "--dir", str(tmp_path / "certs")]) == 0
    assert "cleared 1 stored certificate" in capsys.readouterr().out
    assert not (await other.acertify(Q, answer="train")).reused
