"""The litellm drop-in: same arguments as litellm.completion (offline: mock_response).

Run: python examples/litellm_dropin.py
"""

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from warrantguard import Guard
from warrantguard.adapters.litellm_dropin import completion  # also warrantguard.completion
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

# In production leave out guard=: the probes then go to the same model string.
# Offline, a scripted model answers the probes and mock_response is the model's answer.
guard = Guard(ScriptedModel("train", reversals={"in bad weather": "motorcycle"}), generator="lexical",
              policy=StakesPolicy())

if __name__ == "__main__":
    response = completion(
        model="openai/gpt-4o-mini",
        messages=[{"role": "user", "content": "Which is safer to travel by, motorcycle or train?"}],
        mock_response="The train.",
        warrant={"stakes": "medium"},
        guard=guard,
    )
    print("content:", response.choices[0].message.content)
    print("warrant:", response.warrant["tier"], "/", response.warrant["decision"]["action"])
    print("status:", response.warrant["status"])
