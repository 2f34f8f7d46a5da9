"""The twenty-second held-out part's misreads, fixed by general rules (tested here on other prompts too) or refused
where no rule can tell. Its first scoring is bench/results/questions_heldout22_first.txt (237/256, 7 refused, 12
silently wrong)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# A path's '::' joins its names ("tokio::spawn vs std::thread::spawn"): no clause ends at the colons.
test_double_colon_path_is_one_name = read_as_expected([
    ("tokio::spawn vs std::thread::spawn for a CPU-heavy task?", ("tokio::spawn", "std::thread::spawn")),
    ("std::vector or std::deque for a queue of jobs?", ("std::vector", "std::deque")),
    ("Arc::clone or Rc::clone in single-threaded code?", ("Arc::clone", "Rc::clone")),
])

# Two code spans on either side of the coordinator are the options whole ("`SERIAL` vs `GENERATED ALWAYS AS
# IDENTITY` in postgres"), as two quoted names are.
test_code_spans_are_options_whole = read_as_expected([
    ("`SERIAL` vs `GENERATED ALWAYS AS IDENTITY` in postgres?", ("SERIAL", "GENERATED ALWAYS AS IDENTITY")),
    ("`git merge` or `git rebase --onto main` for a long-lived branch?", ("git merge", "git rebase --onto main")),
    ("should I use `npm ci` or `npm install --legacy-peer-deps` in CI?",
     ("npm ci", "npm install --legacy-peer-deps")),
    ("`SELECT * FROM t` or `SELECT id FROM t AS x` for the export job?", ("SELECT * FROM t", "SELECT id FROM t AS x")),
])
