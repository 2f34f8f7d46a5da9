"""@guard.recommendation: certify what a function recommends (offline, scripted model).

Run: python examples/decorator.py
"""

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from warrantguard import Guard
from warrantguard.adapters.decorator import recommendation
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

# A stand-in for your LLM call: prefers the train, except "in bad weather".
llm = ScriptedModel("train", reversals={"in bad weather": "motorcycle"})
guard = Guard(generator="lexical", policy=StakesPolicy())


@recommendation(guard, stakes="medium")
def advise(prompt: str, *, temperature: float = 0.0) -> str:
    """Ask the model; the decorator sends its probes through this function too."""
    if "Answer with exactly" not in prompt:  # the user's own question
        return "train"
    return llm([{"role": "user", "content": prompt}], temperature=temperature)


if __name__ == "__main__":
    result = advise("Which is safer to travel by, motorcycle or train?")
    print("answer:", result)
    print("warrant:", result.certificate.warrant.label if result.certificate else None)
    print("action:", result.decision.action if result.decision else None)
