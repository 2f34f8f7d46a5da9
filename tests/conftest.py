import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
# llama.cpp's OpenMP threads spin while they wait for each other; on a loaded 2-core machine the
# spinning takes the CPU the other thread needs: one local-model certificate took 40-86 s of wall
# time for what takes 8 s with waiting threads asleep (libgomp reads this when llama_cpp loads)
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

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


@pytest.fixture(autouse=True)
def _readings_forgotten() -> None:
    """Each test starts with no remembered readings of prompts (a test may change the rules)."""
    from warrantguard.guard.question import forget_readings

    forget_readings()
