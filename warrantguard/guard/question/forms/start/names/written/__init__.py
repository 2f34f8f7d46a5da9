"""A name told by how it is written: a capitalised word before a number or a version, a name with a preposition inside
it, a title's run of capitals, a quoted form of address, labels with their asides, an acronym after its topic, a
heading in capitals, a sentence's opening capital, "in." after a number, a lone "will".

This ``__init__`` is the room's interface: the other rooms of ``names`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``names``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names.written._acronym_topic import acronym_topic
from warrantguard.guard.question.forms.start.names.written._asided_labels import asided_labels
from warrantguard.guard.question.forms.start.names.written._capital_heading import capital_heading_a
from warrantguard.guard.question.forms.start.names.written._inch_mark import inch_mark
from warrantguard.guard.question.forms.start.names.written._lone_will import lone_will
from warrantguard.guard.question.forms.start.names.written._numbered_name import numbered_name
from warrantguard.guard.question.forms.start.names.written._opening_capital import opening_capital_core
from warrantguard.guard.question.forms.start.names.written._possessed_name import possessed_name_problem
from warrantguard.guard.question.forms.start.names.written._prepositional_name import prepositional_name_a
from warrantguard.guard.question.forms.start.names.written._said_name import said_name_a
from warrantguard.guard.question.forms.start.names.written._titled_run import titled_run_a
from warrantguard.guard.question.forms.start.names.written._twin_label import twin_label
from warrantguard.guard.question.forms.start.names.written._twin_prep_names import twin_prep_names
from warrantguard.guard.question.forms.start.names.written._twin_two_word_prep import twin_two_word_prep
from warrantguard.guard.question.forms.start.names.written._version_code import version_code_pair
from warrantguard.guard.question.forms.start.names.written._versioned import versioned_name

__all__ = [
    "acronym_topic",
    "asided_labels",
    "capital_heading_a",
    "inch_mark",
    "lone_will",
    "numbered_name",
    "opening_capital_core",
    "possessed_name_problem",
    "prepositional_name_a",
    "said_name_a",
    "titled_run_a",
    "twin_label",
    "twin_prep_names",
    "twin_two_word_prep",
    "version_code_pair",
    "versioned_name",
]
