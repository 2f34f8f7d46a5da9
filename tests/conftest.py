import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import pytest

QUESTION = "Which is safer to travel by, motorcycle or train?"


@pytest.fixture
def question() -> str:
    return QUESTION


def pytest_configure(config: pytest.Config) -> None:
    """langchain-tests brings pytest-benchmark: its timing benchmarks are not assertions, so they run
    once (``--benchmark-disable``) rather than thousands of rounds."""
    if config.pluginmanager.hasplugin("benchmark") and hasattr(config.option, "benchmark_disable"):
        config.option.benchmark_disable = True
