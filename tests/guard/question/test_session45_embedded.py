"""Session 45's fixes of the "embedded" family (options inside a reported or embedded question): rules read by the
form, never keyed to a prompt's words."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "work out if/whether" leads a doubt as "figure out" does, and "she's / he's" before two determiner-led noun
# phrases is the copula of a person's kind, as "it's" of a thing's: A starts past the copula.
test_worked_out_copula_pair = read_as_expected([
    ("My top match shares 212 cM across 9 segments and I can't work out if she's a second cousin or a half second "
     "cousin on my mother's side", ("second cousin", "half second cousin")),
    ("trying to work out if it's a cold or the flu", ("cold", "flu")),
    ("not sure if he's a tenant or a lodger under the agreement", ("tenant", "lodger")),
    ("trying to work out if those are carpenter ants or termites", ("carpenter ants", "termites")),
])

test_worked_out_copula_near_misses = read_as_expected([
    ("I can't figure out if it's a cold or the flu", ("cold", "flu")),  # as before
    ("not sure if it's the router or the modem", ("router", "modem")),  # as before
])

test_copula_without_doubt_still_refused = still_refused([
    "I found out whether she's a nurse or a doctor",  # no doubt of the asker's leads in ("found out")
    "Does anyone know whether designers prefer Figma or Sketch these days?",  # as before
])
