""""her" before a prepositional option is the object, not an owner (issue 22, session 28): "… should I bring her
in the carrier or in a towel?" was refused as a noun phrase against a prepositional phrase.

Every prompt is new (none is in the corpus); each read-test prompt was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_her_then_a_prepositional_option = read_as_expected([
    ("Should I bring her in the carrier or in a towel?", ("in the carrier", "in a towel")),
    ("Should I bathe her in the sink or in the tub?", ("in the sink", "in the tub")),
])
