"""A plain LangGraph StateGraph whose low-warrant answers pause for review, resumed by the resume worker.

Run: python examples/langgraph_node.py   (offline: scripted models; needs pip install
'warrantguard[langgraph]' and langgraph-checkpoint-sqlite for the checkpointer used here)

The graph is model -> review (``warrant_review_node``). A low warrant pauses the run with
interrupt(); a reviewer decides on the command line (or in the console); the resume worker
(``warrantguard review resume --app myapp:resumers --watch`` in production; ``run_resumes``
here) resumes the run once, and the review node does not certify the answer again.
"""

import os
import tempfile
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.graph import END, START, MessagesState, StateGraph

from warrantguard import Guard
from warrantguard.adapters.langchain import resume_worker, warrant_review_node
from warrantguard.cli import main as warrantguard_cli
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.policies.review import run_resumes
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
ANSWER = "Take the train: it is far safer."


def call_model(state: MessagesState) -> dict:
    """The app's model node (here a fixed answer)."""
    return {"messages": [AIMessage(ANSWER)]}


def main(folder: Path) -> None:
    db = folder / "review.sqlite3"
    queue = ReviewQueue(db)  # the console and `warrantguard review` use this database
    # the probes' model: prefers the train, but a paraphrase flips it (No Warrant: review at high stakes)
    probes = ScriptedModel("train", reversals={"journey": "motorcycle"})
    guard = Guard(probes, generator="lexical", policy=StakesPolicy(), review_queue=queue)
    graph = StateGraph(MessagesState)
    graph.add_node("model", call_model)
    graph.add_node("review", warrant_review_node(guard, stakes="high"))
    graph.add_edge(START, "model")
    graph.add_edge("model", "review")
    graph.add_edge("review", END)
    with SqliteSaver.from_conn_string(str(folder / "checkpoints.sqlite3")) as checkpointer:
        app = graph.compile(checkpointer=checkpointer)
        out = app.invoke({"messages": [HumanMessage(QUESTION)]}, {"configurable": {"thread_id": "conversation-1"}})
        pause = out["__interrupt__"][0].value
        print("paused:", pause["warrant"]["tier"], "/", pause["warrant"]["decision"]["action"],
              "- the user sees:", pause["notice"])
        calls = probes.calls
        warrantguard_cli(["review", "--db", str(db), "approve", pause["review_id"], "--reviewer", "ada"])
        resumers = [resume_worker(app, queue)]  # what `--app myapp:resumers` names
        report = run_resumes(queue, resumers)
        print("resumed:", [r["messages"][-1].content for r in report.resumed.values()])
        print("again:", list(run_resumes(queue, resumers).resumed), "- probe calls while resuming:",
              probes.calls - calls)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        main(Path(tmp))
