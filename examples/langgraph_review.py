"""A LangGraph agent whose low-warrant answers pause for human review (offline: a scripted chat model).

Run: python examples/langgraph_review.py   (needs pip install 'warrantguard[langgraph]' and,
for the SQLite checkpointer used here, langgraph-checkpoint-sqlite)

The run pauses with interrupt(); a reviewer decides in the console or on the command line
(``warrantguard review approve ID``); the app resumes the run once with resume_review (or a
worker calling resume_decided), on its own checkpointer.
"""

import os
import tempfile
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.sqlite import SqliteSaver

from warrantguard import Guard
from warrantguard.adapters.langchain import LangChainModel, WarrantReview, resume_review
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.testing import ScriptedModel
from warrantguard.testing._langchain import ScriptedChatModel

QUESTION = "Which is safer to travel by, motorcycle or train?"


class Advisor(ScriptedModel):
    """Answers the question in a sentence; a paraphrase flips it (No Warrant: review at high stakes)."""

    def __call__(self, messages, *, temperature=0.0):
        if messages[-1]["content"] == QUESTION:
            return "Take the train: it is far safer."
        return super().__call__(messages, temperature=temperature)


def main(folder: Path) -> None:
    chat = ScriptedChatModel(responder=Advisor("train", reversals={"journey": "motorcycle"}))
    queue = ReviewQueue(folder / "review.sqlite3")  # the console and `warrantguard review` use this database
    # In production: the agent's own model; here the probes go to the same scripted chat model.
    guard = Guard(LangChainModel(chat), generator="lexical", policy=StakesPolicy(), review_queue=queue)
    with SqliteSaver.from_conn_string(str(folder / "checkpoints.sqlite3")) as checkpointer:
        agent = create_agent(chat, [], middleware=[WarrantReview(guard, stakes="high")], checkpointer=checkpointer)
        config = {"configurable": {"thread_id": "conversation-1"}}
        out = agent.invoke({"messages": [HumanMessage(QUESTION)]}, config)
        pause = out["__interrupt__"][0].value
        print("paused:", pause["warrant"]["tier"], "/", pause["warrant"]["decision"]["action"],
              "- the user sees:", out["messages"][-1].content)
        calls = len(chat.calls)
        queue.approve(pause["review_id"], reviewer="ada")  # what `warrantguard review approve ID` does
        done = resume_review(agent, queue, pause["review_id"])
        print("resumed:", done["messages"][-1].content)
        print("again:", resume_review(agent, queue, pause["review_id"]), "- model calls while resuming:",
              len(chat.calls) - calls)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        main(Path(tmp))
