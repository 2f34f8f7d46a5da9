"""The command line's edge: exit codes, one error prefix, flag-syntax hints, a clean stdout.

Everything the engine says in Python terms (``pass options=(A, B)``) is rewritten here
into the flags a command-line user types; the engine's messages stay as they are.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import sys
from collections.abc import Iterator

__all__ = [
    "EXIT_CODES", "EXIT_INTERRUPTED", "EXIT_NOT_FOUND", "EXIT_NOT_PAIRWISE", "EXIT_OK", "EXIT_PROVIDER",
    "EXIT_USAGE", "EXIT_WITHHELD", "PREFIX", "closed_pipe", "error", "one_line", "quiet_stdout",
    "silence_providers",
]

EXIT_OK, EXIT_USAGE, EXIT_NOT_PAIRWISE, EXIT_PROVIDER = 0, 2, 3, 4
EXIT_WITHHELD, EXIT_NOT_FOUND, EXIT_INTERRUPTED = 5, 6, 130

EXIT_CODES: dict[int, str] = {
    EXIT_OK: "success (check: the recommendation may be acted on; batch: every question has its row)",
    EXIT_USAGE: "usage error: a bad flag, file or input; nothing was certified",
    EXIT_NOT_PAIRWISE: "check: not a pairwise question",
    EXIT_PROVIDER: "provider failure after retries (batch: some questions failed; run it again to retry them)",
    EXIT_WITHHELD: "check: the stakes policy withheld the recommendation (queued for review, or blocked)",
    EXIT_NOT_FOUND: "review: no such item or reviewer, or the item was already decided",
    EXIT_INTERRUPTED: "interrupted (Ctrl-C); batch prints the command that resumes it",
}

PREFIX = "warrantguard: error: "

# the engine's Python-syntax hints, as command-line flags
_HINTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"pass options=\(A, B\)"), "pass --options A B"),
    (re.compile(r"\(or allow_anonymous=True\)"), "(or --allow-anonymous)"),
    (re.compile(r"pass model=\.\.\."), "pass --model"),
    (re.compile(r" \(max_prompt_chars\)"), ""),
    (re.compile(r"pass subcontexts="), "give subcontexts"),
)


def one_line(exc: BaseException | str, limit: int = 500) -> str:
    """The message on one line, at most ``limit`` characters, hints in flag syntax."""
    text = " ".join(str(exc).split())
    for pattern, flag in _HINTS:
        text = pattern.sub(flag, text)
    return text[:limit]


def error(message: BaseException | str) -> None:
    """Print ``warrantguard: error: <message>`` on stderr."""
    text = one_line(message)
    for prefix in ("warrantguard: error: ", "warrantguard: ", "error: "):
        text = text.removeprefix(prefix)
    print(PREFIX + text, file=sys.stderr)


def silence_providers(load: bool = False) -> None:
    """litellm's banners off and its loggers on stderr (stdout holds only the result);
    ``load`` imports litellm first (when a model string will use it)."""
    with contextlib.suppress(Exception):
        if load and "litellm" not in sys.modules:
            import litellm  # noqa: F401
        litellm_module = sys.modules.get("litellm")
        if litellm_module is not None:
            setattr(litellm_module, "suppress_debug_info", True)  # noqa: B010 (untyped module attribute)
    for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "httpx"):
        logger = logging.getLogger(name)
        for handler in list(logger.handlers):
            if isinstance(handler, logging.StreamHandler) and not isinstance(handler, logging.FileHandler):
                logger.removeHandler(handler)
                plain = logging.StreamHandler(sys.stderr)
                plain.setLevel(handler.level)
                plain.setFormatter(handler.formatter)
                for f in handler.filters:
                    plain.addFilter(f)
                logger.addHandler(plain)


@contextlib.contextmanager
def quiet_stdout() -> Iterator[None]:
    """While certifying, anything printed to stdout (a provider's banner, a model's print) goes
    to stderr; the result is printed after."""
    with contextlib.redirect_stdout(sys.stderr):
        yield
    silence_providers()  # litellm may have been imported meanwhile


def closed_pipe() -> int:
    """The reader went away (``| head``): stop quietly, success."""
    with contextlib.suppress(Exception):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # no second error when Python flushes at exit
    return EXIT_OK
