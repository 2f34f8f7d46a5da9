"""Session 35's own rules, found outside the corpus while merging the parts' fixes (each failed on the old code)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# An unlisted "-s" verb between a one-word B and a comparative is the predicate both options share, as a listed one
# already was ("melatonin or magnesium | works better"): "Rust or Go | compiles faster?" is Rust against Go.
test_unlisted_verb_before_a_comparative = read_as_expected([
    ("Rust or Go compiles faster for command-line tools?", ("Rust", "Go")),
    ("Postgres or MySQL replicates faster?", ("Postgres", "MySQL")),
    ("Python or Julia vectorizes better for this?", ("Python", "Julia")),
    ("melatonin or magnesium works better?", ("melatonin", "magnesium")),  # as before
])
