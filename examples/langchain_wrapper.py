"""Guard a LangChain chat model in an LCEL chain (offline: a fake chat model).

Run: python examples/langchain_wrapper.py   (needs pip install 'warrantguard[langchain]')
"""

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.prompts import ChatPromptTemplate

from warrantguard import Guard
from warrantguard.adapters.langchain import WarrantChatModel
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

# In production: WarrantChatModel(inner=ChatOpenAI(...), policy=StakesPolicy()) and the
# probes go to the inner model. Offline, a scripted guard answers them.
inner = GenericFakeChatModel(messages=iter([AIMessage(content="train")]))
guard = Guard(ScriptedModel("train", reversals={"in bad weather": "motorcycle"}), generator="lexical",
              policy=StakesPolicy())
model = WarrantChatModel(inner=inner, guard=guard, warrant={"stakes": "medium"})
chain = ChatPromptTemplate.from_messages([("human", "{question}")]) | model

if __name__ == "__main__":
    message = chain.invoke({"question": "Which is safer to travel by, motorcycle or train?"})
    warrant = message.response_metadata["warrant"]
    print("content:", message.text)
    print("warrant:", warrant["tier"], "/", warrant["decision"]["action"])
