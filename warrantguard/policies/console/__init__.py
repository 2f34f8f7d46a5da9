"""The web review console: :func:`create_app` (an ASGI app over a review queue) and :func:`serve`.

Importing this package loads nothing heavy; Starlette and Jinja2 load with the first name used.
"""

from __future__ import annotations

from warrantguard._lazy import lazy_exports

__all__ = ["MAX_PASSWORD", "ReviewConsole", "UserFile", "create_app", "serve"]

__getattr__, __dir__ = lazy_exports(__name__, {"ReviewConsole": "_app", "create_app": "_server", "serve": "_server",
                                     "MAX_PASSWORD": "_accounts", "UserFile": "_accounts"},
                                    __all__)
