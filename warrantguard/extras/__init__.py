"""The optional dependencies: one module per third-party library an extra brings.

Each module here is the only place its library is imported, inside a ``try`` whose
``except ImportError`` names the extra to install (:func:`install_hint`). Nothing else in
warrantguard imports an optional library directly, and importing :mod:`warrantguard`
imports none of these modules: each is imported by the code that needs it, when it needs
it.

============================  ============================  ==========================
module                        library                       extra
============================  ============================  ==========================
``extras.aiohttp``            aiohttp                       ``server``
``extras.fastapi``            FastAPI                       ``server``
``extras.uvicorn``            uvicorn                       ``server`` / ``review``
``extras.starlette``          Starlette                     ``review`` / ``server``
``extras.psycopg``            psycopg 3                     ``postgres`` / ``queue``
``extras.redis``              redis-py (asyncio client)     ``redis``
``extras.procrastinate``      procrastinate                 ``queue``
``extras.langchain``          langchain-core, langchain     ``langchain`` / ``langgraph``
``extras.langgraph``          LangGraph                     ``langgraph``
``extras.mcp``                the MCP Python SDK            ``mcp``
``extras.openai_agents``      openai-agents                 ``agents``
``extras.pydantic_ai``        pydantic-ai-slim              ``pydantic-ai``
``extras.llama_cpp``          llama-cpp-python              ``local``
``extras.scientific``         NumPy, SciPy, scikit-learn,   ``audit``
                              matplotlib
============================  ============================  ==========================
"""

from __future__ import annotations

__all__ = ["install_hint"]


def install_hint(extra: str) -> str:
    """The command that installs ``extra``: ``pip install 'warrantguard[extra]'``."""
    return f"pip install 'warrantguard[{extra}]'"
