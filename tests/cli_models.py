"""Models the CLI tests load with ``--model py:cli_models:NAME`` (PYTHONPATH=tests)."""

from warrantguard.testing import ScriptedModel

train = ScriptedModel("train", name="scripted-train")
conditional = ScriptedModel("train", reversals={"in bad weather": "motorcycle"}, name="scripted-conditional")


class AuthenticationError(Exception):
    """Looks like a provider's auth failure (never retried)."""


def broken(messages, *, temperature):
    raise AuthenticationError("invalid api key")

# real latency (50 ms a call): the tests using it run the CLI in a subprocess that must stay busy in real
# time (a batch interrupted midway, a progress bar that refreshes); they assert behaviour, never time
slow = ScriptedModel("train", name="scripted-slow", latency=0.05)


class _Chatty(ScriptedModel):
    """Prints a provider-style banner to stdout on every call (as litellm does on errors)."""

    def reply(self, messages, temperature):
        print("\x1b[1;31mGive Feedback / Get Help: https://github.com/BerriAI/litellm/issues/new\x1b[0m")
        return super().reply(messages, temperature)


chatty = _Chatty("train", name="scripted-chatty")


def flaky(messages, *, temperature):
    raise RuntimeError("the upstream refused the request")
