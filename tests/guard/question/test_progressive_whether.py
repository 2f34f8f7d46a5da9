"""Two forms of an embedded question read this session (issue 22, session 28):

* "whether I'm | doing X or coming Y": a progressive after "whether" opens the options (refused before, "the verb
  after the two options could not be told apart");
* "trying to work out if …" says the choice is not made yet, as "can't decide if …" does (refused before as a
  statement).

Every prompt is new (none is in the corpus); each was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_progressive_after_whether = read_as_expected([
    ("The coach needs to know whether we're taking the bus or driving ourselves.",
     ("taking the bus", "driving ourselves")),
    ("HR asked whether I'm working from home or coming into the office.",
     ("working from home", "coming into the office")),
])

test_trying_to_work_out_if = read_as_expected([
    ("I'm trying to work out if my cat needs a dental clean or just softer food, he's off his biscuits",
     ("dental clean", "just softer food")),
])
