"""A griffe extension for the API reference: docstrings written with Sphinx roles read as Markdown.

The package's docstrings use reST's ``:class:`~warrantguard.Guard``` roles and ``::`` literal
blocks. mkdocstrings renders Markdown, so each role becomes inline code of the name it shows
(``Guard``), and a paragraph ending in ``::`` ends in ``:`` (the indented block after it is
already a Markdown code block). Pydantic's ``model_config`` is left out of the members.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?(?:class|func|meth|attr|data|mod|obj|exc|const|ref):`([^`]+)`")
_LITERAL = re.compile(r"(\S)::[ \t]*$", re.M)
_LITERAL_ALONE = re.compile(r"^[ \t]*::[ \t]*$", re.M)


def _shown(target: str) -> str:
    """What a role displays: its explicit title, else the target (the last part after ``~``)."""
    titled = re.fullmatch(r"(.+?)\s*<[^>]+>", target)
    if titled:
        return titled.group(1)
    if target.startswith("~"):
        return target[1:].rsplit(".", 1)[-1]
    return target.lstrip(".!")


def markdown(text: str) -> str:
    """``text`` with roles as inline code and ``::`` literal markers as plain colons."""
    text = _ROLE.sub(lambda m: f"`{_shown(m.group(1))}`", text)
    text = _LITERAL_ALONE.sub("", text)
    return _LITERAL.sub(r"\1:", text)


class RolesToMarkdown(griffe.Extension):
    """Rewrites each docstring once, when its object is created; drops pydantic's ``model_config``
    (configuration, not an attribute a user reads)."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        """Rewrite ``obj``'s docstring in place."""
        if obj.docstring is not None:
            obj.docstring.value = markdown(obj.docstring.value)

    def on_class_members(self, *, cls: griffe.Class, **kwargs: Any) -> None:
        """Leave ``model_config`` out of a class's members."""
        if "model_config" in cls.members:
            del cls.members["model_config"]
