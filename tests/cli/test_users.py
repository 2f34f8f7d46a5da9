"""The command line as its users meet it (issue 16, item 1): each finding as a test."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from warrantguard.cli import main

Q = "Which is safer to travel by, motorcycle or train?"
TESTS = Path(__file__).parents[1]
REPO = TESTS.parent
CMD = [sys.executable, "-m", "warrantguard.cli"]  # this checkout, whatever is installed
PYPATH = f"{REPO}{os.pathsep}{TESTS}"
SCRIPTED = ("--model", "py:cli_models:train", "--generator", "lexical")
CONDITIONAL = ("--model", "py:cli_models:conditional", "--generator", "lexical")


def run(*args: str, env: dict | None = None, cwd: Path | None = None, **kw) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "PYTHONPATH": PYPATH, "WARRANTGUARD_CACHE": "", **(env or {})}
    return subprocess.run([*CMD, *args], capture_output=True, text=True, env=full_env, cwd=cwd, timeout=120, **kw)


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WARRANTGUARD_CACHE", "")
    monkeypatch.delenv("WARRANTGUARD_REVIEW_DB", raising=False)
    monkeypatch.syspath_prepend(str(TESTS))


def questions_file(tmp_path: Path, items: list[dict]) -> Path:
    path = tmp_path / "q.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in items), encoding="utf-8")
    return path


# ---- stakes workflow ---------------------------------------------------------------------------
def test_check_with_stakes_queues_a_review_item_and_says_how_to_decide_it(tmp_path, capsys):
    db = tmp_path / "review.sqlite3"
    code = main(["check", Q, *CONDITIONAL, "--stakes", "high", "--review-db", str(db)])
    out = capsys.readouterr().out
    assert code == 5  # withheld: queued for review
    item = re.search(r"review item (\S+)", out)
    assert item, out
    assert f"warrantguard review --db {db} approve {item.group(1)}" in out
    assert main(["review", "--db", str(db), "list", "--json"]) == 0
    listed = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["id"] for x in listed] == [item.group(1)]


def test_check_with_policy_file_rule_by_keyword(tmp_path, capsys):
    policy = tmp_path / "policy.yaml"
    policy.write_text("rules:\n  - name: travel\n    stakes: critical\n    keywords: [travel]\n")
    code = main(["check", Q, *CONDITIONAL, "--policy", str(policy), "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 5
    assert result["decision"]["action"] == "block" and result["decision"]["rule"] == "travel"


def test_allowed_recommendation_exits_0_and_prints_the_decision(capsys):
    assert main(["check", Q, *SCRIPTED, "--stakes", "low"]) == 0
    out = capsys.readouterr().out
    assert "Decision: allow" in out and "stakes low" in out


def test_unknown_stakes_level_is_refused_before_any_call(capsys):
    assert main(["check", Q, "--model", "py:cli_models:broken", "--stakes", "enormous"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("warrantguard: error: ") and "enormous" in err and "low" in err


def test_batch_with_stakes_records_decisions_and_review_ids(tmp_path, capsys):
    q = questions_file(tmp_path, [{"id": "a", "prompt": Q}])
    out = tmp_path / "out.jsonl"
    db = tmp_path / "r.sqlite3"
    assert main(["batch", str(q), "--out", str(out), *CONDITIONAL, "--stakes", "high", "--review-db", str(db)]) == 0
    record = json.loads(out.read_text().splitlines()[0])
    assert record["decision"]["action"] == "review" and record["decision"]["review_id"]
    assert record["decision"]["review_id"] in capsys.readouterr().out


# ---- progress and usage ------------------------------------------------------------------------
class _Bar:
    def __init__(self):
        self.tasks: dict[int, dict] = {}

    def add_task(self, description, total=None, **fields):
        self.tasks[len(self.tasks)] = {"description": description, "total": total, "completed": 0, **fields}
        return len(self.tasks) - 1

    def update(self, task, *, total=None, advance=0, description=None, completed=None, **fields):
        t = self.tasks[task]
        t["total"] = t["total"] if total is None else total
        t["completed"] = (t["completed"] if completed is None else completed) + advance
        t["description"] = description or t["description"]
        t.update(fields)

    def advance(self, task, advance=1):
        self.update(task, advance=advance)


def test_progress_total_follows_the_plan_and_ends_full():
    from warrantguard.cli._render import ProgressHook
    from warrantguard.guard import ProbeResult

    hook = ProgressHook()
    bar = _Bar()
    hook.attach(bar)
    assert bar.tasks[0]["total"] is None  # the clock runs before the plan is known
    hook.certificate_started("r", None, "m", {0: 10, 1: 7, 2: 8, 3: 8})
    assert bar.tasks[0]["total"] == 33
    hook.tier_planned("r", 1, 5)
    assert bar.tasks[0]["total"] == 31
    for _ in range(12):
        hook.probe_finished("r", ProbeResult(tier=0, kind="resample", prompt=Q, answer="train", valid=True))
    assert bar.tasks[0]["completed"] == 12 and "T0" in bar.tasks[0]["description"]
    hook.certificate_finished("r", None, 0.0, 1.0)
    assert bar.tasks[0]["completed"] == bar.tasks[0]["total"] == 12  # frugal skipped the rest


@pytest.mark.skipif(shutil.which("script") is None, reason="util-linux 'script' gives the CLI a terminal")
def test_progress_bar_on_a_terminal_counts_cached_probes_and_completes(tmp_path):
    exe = " ".join(CMD)
    cache = tmp_path / "cache"
    cmd = f"{exe} check '{Q}' --model py:cli_models:conditional --generator lexical --strategy frugal --cache {cache}"
    env = {**os.environ, "PYTHONPATH": PYPATH}
    frames = []
    for _ in range(2):  # the second run is answered from the cache
        tty = subprocess.run(["script", "-qec", cmd, "/dev/null"], capture_output=True, text=True, env=env,
                             cwd=tmp_path, timeout=120)
        assert tty.returncode == 0, tty.stdout
        screen = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", tty.stdout)
        frames.append([(int(a), int(b)) for a, b in re.findall(r"(\d+)/(\d+) probes", screen)])
    for counts in frames:
        assert counts and counts[-1][0] == counts[-1][1] == 24, counts  # 10 + 6 + 8; T3 skipped
        assert all(done <= total for done, total in counts)
    assert "from the cache" in tty.stdout


def test_usage_reports_calls_cache_hits_tokens_cost_seconds(tmp_path, capsys):
    args = ["check", Q, *SCRIPTED, "--cache", str(tmp_path / "c")]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    second = capsys.readouterr().out
    usage = re.search(r"Usage: (\d+) calls? sent, (\d+) answered from the cache, \d+ tokens, \$[\d.]+, [\d.]+ s",
                      second)
    assert usage, second
    assert int(usage.group(1)) < int(usage.group(2))
    assert "Usage:" in first


# ---- estimate ----------------------------------------------------------------------------------
def test_estimate_is_a_table_and_json_with_json(capsys):
    assert main(["check", Q, *SCRIPTED, "--estimate", "--strategy", "frugal"]) == 0
    text = capsys.readouterr().out
    assert "stops at T0" in text and "runs every tier" in text and "calls" in text
    with pytest.raises(ValueError):
        json.loads(text)
    assert main(["check", Q, *SCRIPTED, "--estimate", "--strategy", "frugal", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    calls = [row["calls"] for row in plan["plans"]]
    assert calls == sorted(calls) and calls[0] < calls[-1]
    assert plan["strategy"] == "frugal"


def test_estimate_depends_on_exhaustive_and_strategy(capsys):
    plans = {}
    for flags in (("--strategy", "frugal"), ("--strategy", "fast"), ("--exhaustive",)):
        assert main(["check", Q, *SCRIPTED, "--estimate", "--json", *flags]) == 0
        plans[flags] = json.loads(capsys.readouterr().out)
    assert len(plans[("--exhaustive",)]["plans"]) == 1 and plans[("--exhaustive",)]["exhaustive"] is True
    assert len(plans[("--strategy", "frugal")]["plans"]) == 4
    assert plans[("--strategy", "fast")]["plans"] != plans[("--strategy", "frugal")]["plans"]


def test_estimate_time_from_the_last_run_recorded_in_the_cache(tmp_path, capsys):
    cache = str(tmp_path / "c")
    assert main(["check", Q, *SCRIPTED, "--estimate", "--json", "--cache", cache]) == 0
    assert json.loads(capsys.readouterr().out)["seconds_per_call"] is None
    assert main(["check", Q, *SCRIPTED, "--cache", cache]) == 0  # records its seconds per call
    capsys.readouterr()
    assert main(["check", Q, *SCRIPTED, "--estimate", "--cache", cache]) == 0
    text = capsys.readouterr().out
    assert "recorded from the last run" in text and "speed.json" in text
    assert re.search(r"\d+(\.\d+)? s per call", text)


def test_estimate_measure_times_one_call(capsys):
    assert main(["check", Q, *SCRIPTED, "--estimate", "--measure", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    # the measured time of one scripted call may round to 0.0: the source says it was measured, not assumed
    assert plan["seconds_per_call"] >= 0 and plan["speed_source"].startswith("measured on one call")
    assert all(row["seconds"] is not None for row in plan["plans"])


# ---- output hygiene ----------------------------------------------------------------------------
def test_json_has_warrant_number_and_label(capsys):
    assert main(["check", Q, *SCRIPTED, "--json"]) == 0
    cert = json.loads(capsys.readouterr().out)
    assert cert["warrant"] == 3 and cert["warrant_label"] == "Strong Warrant"


def test_stdout_holds_only_the_result_when_the_model_prints():
    out = run("check", Q, "--model", "py:cli_models:chatty", "--generator", "lexical", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["warrant"] == 3
    assert "Give Feedback" in out.stderr  # the banner went to stderr


def test_litellm_banners_are_silenced():
    import litellm

    litellm.suppress_debug_info = False
    assert main(["check", Q, "--model", "openai/gpt-4o-mini", "--generator", "lexical", "--estimate"]) == 0
    assert litellm.suppress_debug_info is True


def test_closed_pipe_is_quiet(tmp_path):
    exe = " ".join(CMD)
    env = {**os.environ, "PYTHONPATH": PYPATH, "WARRANTGUARD_CACHE": ""}
    proc = subprocess.run(["bash", "-c", f"set -o pipefail; {exe} check '{Q}' --model py:cli_models:train "
                          "--generator lexical --json | head -1"], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=120)
    assert proc.stdout.strip() == "{"
    assert proc.stderr == "", proc.stderr


@pytest.mark.parametrize(
    ("argv", "code", "message"),
    [
        (["check", "What is the capital of France?", *SCRIPTED], 3, "pass --options A B"),
        (["check", Q, *SCRIPTED, "--generator", "bogus"], 2, "--generator 'bogus'"),
        (["check", Q, *SCRIPTED, "--model", "bogus"], 2, "--model 'bogus'"),
        (["check", Q, *SCRIPTED, "--max-distance", "-5"], 2, "--max-distance"),
        (["check", Q, *SCRIPTED, "--max-distance", "500"], 2, "--max-distance"),
        (["batch", "q.jsonl", "--out", "o.jsonl", *SCRIPTED, "--concurrency", "0"], 2, "--concurrency"),
        (["batch", "q.jsonl", "--out", "o.jsonl", *SCRIPTED, "--rpm", "-1"], 2, "--rpm"),
        (["check", Q, *SCRIPTED, "--policy", "missing.yaml"], 2, "missing.yaml"),
        (["check", Q, *SCRIPTED, "--glove", "missing.txt"], 2, "missing.txt"),
        (["review", "--db", "x.sqlite3", "--create", "show", "nope"], 6, "nope"),
        (["review"], 2, "choose a command"),
        (["check", Q, "--model", "py:cli_models:broken", "--generator", "lexical"], 4, "provider failed"),
    ],
)
def test_one_error_prefix_flag_hints_and_documented_codes(argv, code, message, capsys):
    assert main(argv) == code
    err = capsys.readouterr().err
    errors = [line for line in err.splitlines() if "error" in line]
    assert errors and all(line.startswith("warrantguard: error: ") for line in errors), err
    assert message in err and "Traceback" not in err
    assert "options=(" not in err


def test_every_exit_code_is_documented():
    from warrantguard import cli

    guide = (TESTS.parent / "docs" / "guides" / "cli.md").read_text(encoding="utf-8")
    table = guide[guide.index("## Exit codes"):]
    for code in cli.EXIT_CODES:
        assert re.search(rf"^\| {code} \|", table, re.M), code


def test_docs_document_the_policy_format_and_rule_matching():
    page = (TESTS.parent / "docs" / "reference" / "policy-file.md").read_text(encoding="utf-8")
    assert "examples/policy.yaml" in page
    section = page[page.index("## How rules match"):]
    section = section[: section.index("\n## ")]
    assert "every matcher" in section and "any entry" in section  # tags AND keywords, OR within one
    assert (TESTS.parent / "examples" / "policy.yaml").exists()


def test_policy_rule_with_tag_and_keyword_needs_both():
    """What the policy file reference says about matching, checked against the code."""
    from warrantguard.guard._oversight import CallInfo
    from warrantguard.guard.question._question import PairwiseQuestion
    from warrantguard.policies import StakesRule

    rule = StakesRule(name="m", stakes="high", tags={"domain": "medic*"}, keywords=["dosage", "interaction"])
    q = PairwiseQuestion.parse("Which dosage is safer, 5mg or 10mg?", None, None)
    call = CallInfo(question=q, model="m", stakes=None, route=None, tags={"domain": "medicine"}, request_id=None)
    assert rule.matches(call)
    assert not rule.matches(CallInfo(question=q, model="m", stakes=None, route=None, tags={}, request_id=None))
    other = PairwiseQuestion.parse("Which is safer, tea or coffee?", None, None)
    assert not rule.matches(CallInfo(question=other, model="m", stakes=None, route=None,
                                     tags={"domain": "medicine"}, request_id=None))


# ---- batch -------------------------------------------------------------------------------------
def test_batch_retries_error_rows_on_resume(tmp_path, capsys):
    q = questions_file(tmp_path, [{"id": "a", "prompt": Q}, {"id": "b", "prompt": "Tea or coffee, which is better?"}])
    out = tmp_path / "out.jsonl"
    out.write_text(json.dumps({"id": "a", "error": "provider failed: timeout", "retry": True}) + "\n"
                   + json.dumps({"id": "b", "error": "not pairwise: no"}) + "\n")
    assert main(["batch", str(q), "--out", str(out), *SCRIPTED]) == 0
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["a", "b", "a"] and rows[-1]["certificate"]["warrant"] == 3
    assert "1 to do" in capsys.readouterr().err


def test_batch_provider_errors_become_retryable_rows_and_exit_4(tmp_path, capsys):
    q = questions_file(tmp_path, [{"id": "a", "prompt": Q}, {"id": "b", "prompt": Q}])
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(q), "--out", str(out), "--model", "py:cli_models:flaky", "--generator",
                 "lexical"]) == 4
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["a", "b"] and all(r.get("retry") for r in rows)
    err = capsys.readouterr().err
    assert "2 questions failed" in err and "run the same command again" in err


def test_batch_summary_per_question_and_tier_tables(tmp_path, capsys):
    q = questions_file(tmp_path, [{"id": "a", "prompt": Q}, {"id": "c", "prompt": "What is the capital of France?"}])
    assert main(["batch", str(q), "--out", str(tmp_path / "o.jsonl"), *CONDITIONAL]) == 0
    out = capsys.readouterr().out
    per_question = re.search(r"^.*\ba\b.*train.*Conditional Warrant.*$", out, re.M)
    assert per_question, out
    assert re.search(r"^.*\bc\b.*not pairwise.*$", out, re.M)
    tier_row = re.search(r"^.*T2.*scope refinement.*\b1\b.*$", out, re.M)  # one certificate failed T2
    assert tier_row and "passed" in out and "failed" in out


def test_batch_interrupt_prints_progress_and_the_resume_command(tmp_path):
    items = [{"id": str(i), "prompt": f"Which is safer for trip {i}, motorcycle or train?"} for i in range(40)]
    q = questions_file(tmp_path, items)
    out = tmp_path / "out.jsonl"
    cmd = CMD
    argv = ["batch", str(q), "--out", str(out), "--model", "py:cli_models:slow", "--generator", "lexical"]
    env = {**os.environ, "PYTHONPATH": PYPATH, "WARRANTGUARD_CACHE": ""}
    proc = subprocess.Popen([*cmd, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        for _ in range(600):  # wait (bounded, 60 s) for the first certificate
            if out.exists() and out.read_text().count("\n") >= 1:
                break
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        _stdout, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130, stderr
    done = len(out.read_text().splitlines())
    assert f"interrupted: {done} of 40 questions done" in stderr
    assert "resume with: warrantguard batch" in stderr and "--out" in stderr
    assert "Traceback" not in stderr


def test_batch_concurrency_with_rate_limits_certifies_everything(tmp_path):
    items = [{"id": str(i), "prompt": f"Which is safer for trip {i}, motorcycle or train?"} for i in range(6)]
    q = questions_file(tmp_path, items)
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(q), "--out", str(out), *SCRIPTED, "--concurrency", "3", "--rpm", "100000",
                 "--tpm", "10000000"]) == 0
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert sorted(r["id"] for r in rows) == [str(i) for i in range(6)]
    assert all(r["certificate"]["warrant"] == 3 for r in rows)
