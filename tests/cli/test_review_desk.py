"""The reviewer's desk on the command line (issue 16, item 2): ``review show`` takes a
unique id prefix, ``--db`` refuses a path that does not exist unless ``--create``."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard.cli._review import register_cli, run
from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import ReviewNotFound, ReviewQueue, StakesPolicy
from warrantguard.policies.review._store import AmbiguousReviewId, ReviewItem


def cli(*argv: str) -> int:
    """Parse with a parser of our own, as the top-level command will."""
    parser = argparse.ArgumentParser(prog="warrantguard")
    register_cli(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(list(argv)))


def queue_with_ids(path: Path, ids: list[str]) -> ReviewQueue:
    """A queue whose items have exactly these ids."""
    queue = ReviewQueue(path)
    cert = make_cert(Warrant.CONDITIONAL)
    decision = StakesPolicy().decide(cert, CallPlan("high", "explicit"))
    for item_id in ids:
        fresh = queue._new_item(cert, decision, None)
        queue.store.add(ReviewItem.model_validate({**fresh.model_dump(), "id": item_id}))
    return queue


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A queue holding items whose ids share prefixes (and one with LIKE wildcards)."""
    path = tmp_path / "q.sqlite3"
    queue_with_ids(path, ["abc111", "abc222", "abd333", "a_z444", "f%f555"])
    return path


def test_show_accepts_a_unique_prefix(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli("review", "--db", str(db), "show", "abd") == 0
    assert "item            abd333  (pending)" in capsys.readouterr().out
    assert cli("review", "--db", str(db), "show", "abc2") == 0
    assert "abc222" in capsys.readouterr().out
    assert cli("review", "--db", str(db), "show", "abc111") == 0  # a full id still works
    assert "abc111" in capsys.readouterr().out


def test_show_refuses_an_ambiguous_prefix_naming_the_candidates(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli("review", "--db", str(db), "show", "ab") != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "'ab' is ambiguous" in captured.err
    assert "abc111, abc222, abd333" in captured.err and "give more of the id" in captured.err


def test_prefix_wildcards_are_literal(db: Path) -> None:
    queue = ReviewQueue(db)
    assert queue.find("a_").id == "a_z444"  # "_" is no LIKE wildcard here: abc..., abd... don't match
    assert queue.find("f%").id == "f%f555"
    with pytest.raises(ReviewNotFound):
        queue.find("%")
    with pytest.raises(AmbiguousReviewId) as err:
        queue.find("a")
    assert err.value.candidates == ["a_z444", "abc111", "abc222", "abd333"]


def test_ambiguity_names_at_most_ten_candidates(tmp_path: Path) -> None:
    queue = queue_with_ids(tmp_path / "q.sqlite3", [f"dd{i:02d}" for i in range(12)])
    with pytest.raises(AmbiguousReviewId) as err:
        queue.find("dd")
    assert len(err.value.candidates) == 10 and str(err.value).count("dd") == 11
    assert "..." in str(err.value)


def test_show_of_an_unknown_id_still_says_so(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli("review", "--db", str(db), "show", "zzz") != 0
    assert "no review item with id 'zzz'" in capsys.readouterr().err


def test_db_refuses_a_path_that_does_not_exist(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    typo = tmp_path / "q.sqlite"
    for argv in (("review", "--db", str(typo), "list"), ("review", "list", "--db", str(typo))):
        assert cli(*argv) == 2
        err = capsys.readouterr().err
        assert f"no review queue at {typo}" in err and "--create" in err
    assert not typo.exists()


def test_create_makes_the_queue(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new = tmp_path / "new.sqlite3"
    assert cli("review", "--db", str(new), "--create", "list") == 0
    assert new.exists() and "no pending review items" in capsys.readouterr().out
    other = tmp_path / "other.sqlite3"
    assert cli("review", "list", "--db", str(other), "--create") == 0
    assert other.exists()


def test_the_environment_path_is_checked_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WARRANTGUARD_REVIEW_DB", str(tmp_path / "missing.sqlite3"))
    assert cli("review", "list") == 2
    assert "no review queue at" in capsys.readouterr().err


def test_serve_reads_an_existing_record_store(db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("starlette")
    import warrantguard.policies.console as _console
    from warrantguard.audit import HistoryReader, SQLiteRecordStore, SQLRecordStore

    served: list[dict[str, object]] = []
    monkeypatch.setattr(_console, "serve", lambda queue, **kw: served.append(kw))
    missing = tmp_path / "records.sqlite"
    assert cli("review", "serve", "--db", str(db), "--token", "t", "--records", str(missing)) == 2
    assert f"no record store at {missing}: check --records" in capsys.readouterr().err
    assert not missing.exists() and served == []
    SQLiteRecordStore(tmp_path / "records.sqlite3").close()
    assert cli("review", "serve", "--db", str(db), "--token", "t",
               "--records", str(tmp_path / "records.sqlite3")) == 0
    assert isinstance(served[0]["records"], HistoryReader)
    assert isinstance(served[0]["records"].store, SQLRecordStore)
