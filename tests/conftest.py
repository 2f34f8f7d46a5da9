import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import pytest

QUESTION = "Which is safer to travel by, motorcycle or train?"


@pytest.fixture
def question() -> str:
    return QUESTION
