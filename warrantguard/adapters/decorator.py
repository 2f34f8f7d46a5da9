"""``@recommendation``: certify what a function recommends (see :mod:`warrantguard.adapters._kernel._decorator`).

The decorator needs no adapter code: it certifies through :meth:`Guard.acertify` and raises
once, on a block, unless ``on_block="withhold"``. This module keeps its public import path.
"""

from __future__ import annotations

from warrantguard.adapters._kernel import (
           OnBlock,
           Recommendation,
           RecommendationDecorator,
           focal_guard,
           messages_to_prompt,
           recommendation,
)

__all__ = ["OnBlock", "Recommendation", "RecommendationDecorator", "focal_guard", "messages_to_prompt",
           "recommendation"]
