"""The ``warrantguard`` command through its real entry point (subprocess)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

Q = "Which is safer to travel by, motorcycle or train?"
TESTS = Path(__file__).parents[1]
REPO = TESTS.parent
CMD = [sys.executable, "-m", "warrantguard.cli"]  # this checkout, whatever is installed


def run(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "PYTHONPATH": f"{REPO}{os.pathsep}{TESTS}", "WARRANTGUARD_CACHE": "", **(env or {})}
    return subprocess.run([*CMD, *args], capture_output=True, text=True, env=full_env, cwd=cwd, timeout=120)


def test_check_human_output():
    out = run("check", Q, "--model", "py:cli_models:conditional", "--generator", "lexical")
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "Recommendation: train" in text
    assert "Conditional Warrant" in text and "failed T2" in text
    assert "in bad weather" in text  # the reversal context
    assert "Confidence: 80/100" in text and "action follows belief: yes" in text
    assert "calls" in text and "Traceback" not in out.stderr


def test_check_json_output():
    out = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical", "--json")
    assert out.returncode == 0, out.stderr
    cert = json.loads(out.stdout)
    assert cert["warrant"] == 3 and cert["recommendation"] == "train" and len(cert["tiers"]) == 4


def test_check_options_context_and_strategy_flags():
    out = run("check", "Pick one for my trip: motorcycle, train", "--options", "motorcycle", "train",
              "--context", "trip", "--model", "py:cli_models:train", "--generator", "lexical",
              "--strategy", "frugal", "--json")
    assert out.returncode == 0, out.stderr
    cert = json.loads(out.stdout)
    assert cert["strategy"] == "frugal" and cert["context"] == "trip"


def test_estimate():
    out = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical", "--estimate", "--json",
              "--exhaustive")
    assert out.returncode == 0 and json.loads(out.stdout)["plans"][0]["calls"] > 20


def test_model_from_environment():
    out = run("check", Q, "--json", env={"WARRANTGUARD_MODEL": "py:cli_models:train",
                                         "WARRANTGUARD_GENERATOR": "lexical"})
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["model"] == "scripted-train"


def test_batch_is_resumable(tmp_path):
    questions = tmp_path / "q.jsonl"
    lines = [{"id": "a", "prompt": Q}, {"id": "b", "prompt": "Which is better for children: milk or juice?"},
             {"id": "c", "prompt": "What is the capital of France?"}]
    questions.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    out_file = tmp_path / "out.jsonl"
    first = run("batch", str(questions), "--out", str(out_file), "--model", "py:cli_models:train",
                "--generator", "lexical")
    assert first.returncode == 0, first.stderr
    records = [json.loads(x) for x in out_file.read_text().splitlines()]
    assert [r["id"] for r in records] == ["a", "b", "c"]
    assert records[0]["certificate"]["warrant"] == 3 and "not pairwise" in records[2]["error"]
    assert "Strong Warrant" in first.stdout and "total" in first.stdout
    before = out_file.read_text()
    with questions.open("a") as f:
        f.write(json.dumps({"id": "d", "prompt": "Which is cheaper, tea or coffee?"}) + "\n")
    second = run("batch", str(questions), "--out", str(out_file), "--model", "py:cli_models:train",
                 "--generator", "lexical")
    assert second.returncode == 0, second.stderr
    after = out_file.read_text()
    assert after.startswith(before)  # earlier certificates kept, not recomputed
    assert [json.loads(x)["id"] for x in after.splitlines()] == ["a", "b", "c", "d"]


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (("check",), 2, "error"),
        (("check", Q, "--strategy", "slow"), 2, "invalid choice"),
        (("check", Q, "--model", "py:nope"), 2, "expected py:package.module:name"),
        (("batch", "/does/not/exist.jsonl", "--out", "x.jsonl"), 2, "no such file"),
        (("check", "What is the capital of France?", "--model", "py:cli_models:train", "--generator", "lexical"),
         3, "not a pairwise question"),
        (("check", Q, "--model", "py:cli_models:broken", "--generator", "lexical"), 4, "AuthenticationError"),
    ],
)
def test_exit_codes(args, code, message, tmp_path):
    out = run(*args, cwd=tmp_path)
    assert out.returncode == code, (out.stdout, out.stderr)
    assert message in out.stderr
    assert "Traceback" not in out.stderr


def test_bad_batch_line_is_a_usage_error(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"prompt": "ok or not?"}\nnot json\n')
    out = run("batch", str(bad), "--out", str(tmp_path / "o.jsonl"), "--model", "py:cli_models:train")
    assert out.returncode == 2 and "bad.jsonl:2: not JSON" in out.stderr


def test_local_model_that_cannot_load_exits_4(tmp_path):
    out = run("check", Q, "--model", "local/" + str(tmp_path / "missing.gguf"), cwd=tmp_path)
    assert out.returncode == 4, out.stderr
    assert "missing.gguf" in out.stderr and "Traceback" not in out.stderr


def test_missing_local_extra_names_the_install_command(tmp_path):
    shadow = tmp_path / "shadow"
    shadow.mkdir()
    (shadow / "llama_cpp.py").write_text("raise ImportError('simulated: llama_cpp not installed')\n")
    out = run("check", Q, "--model", "local/smollm2", cwd=tmp_path,
              env={"PYTHONPATH": os.pathsep.join(map(str, (shadow, REPO, TESTS)))})
    assert out.returncode == 4, out.stderr
    assert "pip install 'warrantguard[local]'" in out.stderr


def test_review_subcommand_is_wired(tmp_path):
    out = run("review", "list", "--db", str(tmp_path / "q.sqlite3"), "--create")
    assert out.returncode == 0, out.stderr


@pytest.mark.skipif(shutil.which("script") is None, reason="util-linux 'script' is needed to give the CLI a terminal")
def test_progress_bar_only_on_a_terminal(tmp_path):
    # the slow model (50 ms a call) keeps the bar on screen for several of its refreshes
    cmd = f"{' '.join(CMD)} check '{Q}' --model py:cli_models:slow --generator lexical --strategy frugal"
    env = {**os.environ, "PYTHONPATH": f"{REPO}{os.pathsep}{TESTS}", "WARRANTGUARD_CACHE": ""}
    tty = subprocess.run(["script", "-qec", cmd, "/dev/null"], capture_output=True, text=True, env=env,
                         cwd=tmp_path, timeout=120)
    bar = re.compile(r"[━╸╺\-]+\s*\d+/\d+ probes")  # the bar's track followed by its count
    screen = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", tty.stdout)  # drop terminal escape codes
    assert tty.returncode == 0 and bar.search(screen)
    piped = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical")
    assert piped.returncode == 0 and not bar.search(piped.stdout + piped.stderr)


def test_glove_filter_and_per_probe_flags(tmp_path):
    glove = tmp_path / "glove.txt"
    glove.write_text("travel 1 0 0\njourney 0.95 0.1 0\nwhich 0 1 0\nwhat 0 0 1\n", encoding="utf-8")
    out = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical", "--glove", str(glove), "--json")
    assert out.returncode == 0, out.stderr
    swaps = [r["prompt"] for r in json.loads(out.stdout)["tiers"][1]["results"] if r["kind"] == "paraphrase"]
    assert swaps == ["Which is safer to journey by, motorcycle or train?"]  # the only swap within 35
    loose = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical", "--glove", str(glove),
                "--max-distance", "150", "--json")
    kept = [r["prompt"] for r in json.loads(loose.stdout)["tiers"][1]["results"] if r["kind"] == "paraphrase"]
    assert "What is safer to travel by, motorcycle or train?" in kept and len(kept) == 2
    bad = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical", "--per-probe")
    assert bad.returncode == 2 and "--per-probe needs a generator model" in bad.stderr
    broken = tmp_path / "broken.txt"
    broken.write_text("travel 1 0\njourney x 0\n", encoding="utf-8")
    out = run("check", Q, "--model", "py:cli_models:train", "--generator", "lexical", "--glove", str(broken))
    assert out.returncode == 2 and "broken.txt:2: not a number" in out.stderr and "Traceback" not in out.stderr
