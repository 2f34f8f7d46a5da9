"""Models the CLI tests load with ``--model py:cli_models:NAME`` (PYTHONPATH=tests)."""

from warrantguard.testing import ScriptedModel

train = ScriptedModel("train", name="scripted-train")
conditional = ScriptedModel("train", reversals={"in bad weather": "motorcycle"}, name="scripted-conditional")


class AuthenticationError(Exception):
    """Looks like a provider's auth failure (never retried)."""


def broken(messages, *, temperature):
    raise AuthenticationError("invalid api key")
