"""The one module that imports LangGraph (the ``[langgraph]`` extra: langgraph, with LangChain's agents).

The review-as-interrupt middleware (:class:`warrantguard.adapters.langchain.WarrantReview`)
pauses a run with ``interrupt()`` and resumes it with ``Command(resume=...)``; it takes those
names from here, so a missing extra fails in one place, with one install hint.
"""

from __future__ import annotations

INSTALL_HINT = "the LangGraph review needs LangGraph: pip install 'warrantguard[langgraph]'"

try:
    from langgraph.config import get_config
    from langgraph.types import Command, Interrupt, interrupt
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

__all__ = ["INSTALL_HINT", "Command", "Interrupt", "get_config", "interrupt"]
