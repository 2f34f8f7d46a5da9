"""``@recommendation``: certify what a function recommends before its caller sees it.

The wrapped function ``fn(prompt: str, **kwargs) -> str`` (sync or async) is the focal
model: it is called once with the caller's arguments (its answer is the reference,
check-only), then every probe is sent through it with the same keyword arguments
(and ``temperature=`` when it accepts one). A multi-turn probe (the confidence
follow-up) reaches it as one prompt rendered by :func:`messages_to_prompt`.

The result is a :class:`Recommendation`: a ``str`` (the function's own text, or the
withheld notice when the policy sends it to review) carrying ``certificate``,
``decision``, ``status`` and ``payload``. A ``block`` decision raises
:class:`~warrantguard.WarrantBlocked` unless ``on_block="withhold"`` (useful for agent
tools: the agent then reads the notice instead of crashing). Signatures, names and
docstrings are preserved, so framework decorators such as LangChain's ``@tool`` can
be stacked on top.
"""

from __future__ import annotations

import asyncio
import copy
import functools
import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, ParamSpec, overload

from warrantguard.adapters._kernel._outcome import Outcome, answer_outcome
from warrantguard.guard import as_model
from warrantguard.guard.spi import Certificate, ChatRequest, ChatResponse, DecisionLike, run_sync

if TYPE_CHECKING:
    from warrantguard.guard.spi import Guard

__all__ = ["OnBlock", "Recommendation", "RecommendationDecorator", "focal_guard", "messages_to_prompt",
           "recommendation"]

P = ParamSpec("P")
OnBlock = Literal["raise", "withhold"]
"""What an adapter does with a blocked answer: raise in its framework's idiom, or return the notice."""


class Recommendation(str):
    """A certified recommendation: ``str(self)`` is what the caller may read.

    ``answer`` is the function's own text; ``certificate`` and ``decision`` are ``None``
    when certification did not run (``status`` says why: ``not_run`` or
    ``guardrail_failed_to_respond``).
    """

    outcome: Outcome

    def __new__(cls, outcome: Outcome) -> Recommendation:
        """Wrap an :class:`Outcome` (its ``content`` becomes the string value)."""
        self = super().__new__(cls, outcome.content)
        self.outcome = outcome
        return self

    @property
    def answer(self) -> str:
        """The function's own answer, as written (also when withheld)."""
        return self.outcome.answer

    @property
    def certificate(self) -> Certificate | None:
        """The reliance certificate, when one was formed."""
        return self.outcome.certificate

    @property
    def decision(self) -> DecisionLike | None:
        """The stakes policy's decision (``None`` without a policy)."""
        return self.outcome.decision

    @property
    def status(self) -> str:
        """``success``, ``guardrail_intervened``, ``guardrail_failed_to_respond`` or ``not_run``."""
        return self.outcome.status

    @property
    def withheld(self) -> bool:
        """True when the answer is withheld (review) and ``str(self)`` is the notice."""
        return self.outcome.withheld

    @property
    def payload(self) -> dict[str, Any]:
        """The ``warrant`` JSON object every adapter attaches."""
        return self.outcome.payload


def messages_to_prompt(messages: Sequence[Mapping[str, Any]]) -> str:
    """One prompt from a probe conversation: a single message is sent as it is; turns
    after the first are appended as ``Assistant: ...`` / ``User: ...`` paragraphs."""
    parts = [str(messages[0].get("content") or "")] if messages else []
    for m in list(messages)[1:]:
        role = "Assistant" if m.get("role") == "assistant" else "User"
        parts.append(f"{role}: {m.get('content') or ''}")
    return "\n\n".join(parts)


class _FunctionFocal:
    """The wrapped function as the engine's focal :class:`~warrantguard.guard.ChatModel`."""

    def __init__(self, fn: Callable[..., Any], kwargs: Mapping[str, Any]) -> None:
        self.fn, self.kwargs = fn, dict(kwargs)
        self.name = f"{getattr(fn, '__module__', '')}.{getattr(fn, '__qualname__', type(fn).__name__)}"
        self.takes_temperature = _accepts(fn, "temperature")

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Send the probe through the function once per sample."""
        prompt = messages_to_prompt(request.messages)
        kwargs = dict(self.kwargs)
        if self.takes_temperature:
            kwargs["temperature"] = request.temperature
        texts = [str(await _invoke(self.fn, prompt, kwargs) or "") for _ in range(request.samples)]
        return ChatResponse(texts=texts)


def _accepts(fn: Callable[..., Any], name: str) -> bool:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == name or p.kind is inspect.Parameter.VAR_KEYWORD for p in params)


async def _invoke(fn: Callable[..., Any], prompt: str, kwargs: Mapping[str, Any]) -> Any:
    if inspect.iscoroutinefunction(fn):
        return await fn(prompt, **kwargs)
    return await asyncio.to_thread(fn, prompt, **kwargs)


def focal_guard(guard: Guard, focal: Any) -> Guard:
    """A shallow copy of ``guard`` whose focal model is ``focal`` (policy, queue, hooks,
    cache and settings shared). When the guard's generator was its own focal model,
    the new focal model writes the probes too."""
    derived = copy.copy(guard)
    derived.focal = focal = as_model(focal)
    if guard.generator_model is guard.focal:
        derived.generator_model = focal
    return derived


def _split_call(sig: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    bound = sig.bind(*args, **kwargs)
    first = next(iter(sig.parameters))
    prompt = bound.arguments.pop(first)
    rest = {k: v for k, v in bound.arguments.items() if sig.parameters[k].kind is not inspect.Parameter.VAR_KEYWORD}
    extra: dict[str, Any] = next((v for k, v in bound.arguments.items()
                  if sig.parameters[k].kind is inspect.Parameter.VAR_KEYWORD), {})
    if not isinstance(prompt, str):
        raise TypeError(f"the first argument of a @recommendation function must be the prompt (str), got {prompt!r}")
    return prompt, {**rest, **extra}


async def _certified(guard: Guard, fn: Callable[..., Any], prompt: str, kwargs: dict[str, Any],
                     request: Mapping[str, Any], on_block: OnBlock) -> Recommendation:
    answer = await _invoke(fn, prompt, kwargs)
    outcome = await answer_outcome(focal_guard(guard, _FunctionFocal(fn, kwargs)), prompt, str(answer or ""),
                                   route=getattr(fn, "__qualname__", None), **request)
    if on_block == "raise":
        outcome.raise_for_block()
    return Recommendation(outcome)


class RecommendationDecorator:
    """What ``Guard.recommendation(...)`` returns: apply it to ``fn(prompt, **kwargs) -> str``."""

    def __init__(self, guard: Guard, *, options: Sequence[str] | None = None, context: str | None = None,
                 stakes: str | None = None, on_block: OnBlock = "raise") -> None:
        if options is not None and (isinstance(options, str) or len(options) != 2):
            raise ValueError("options must be exactly two strings")
        if on_block not in ("raise", "withhold"):
            raise ValueError("on_block must be 'raise' or 'withhold'")
        self.guard, self.on_block = guard, on_block
        self.request = {"options": (options[0], options[1]) if options else None, "context": context,
                        "stakes": stakes}

    @overload
    def __call__(self, fn: Callable[P, Awaitable[str]]) -> Callable[P, Awaitable[Recommendation]]: ...
    @overload
    def __call__(self, fn: Callable[P, str]) -> Callable[P, Recommendation]: ...
    def __call__(self, fn: Callable[P, Any]) -> Callable[P, Any]:
        """Wrap ``fn`` so every call returns a certified :class:`Recommendation`."""
        sig = inspect.signature(fn)
        if not sig.parameters:
            raise TypeError("a @recommendation function takes the prompt as its first argument")
        guard, request, on_block = self.guard, self.request, self.on_block
        if inspect.iscoroutinefunction(fn):
            @functools.wraps(fn)
            async def async_wrapper(*args: P.args, **kwargs: P.kwargs) -> Recommendation:
                prompt, rest = _split_call(sig, args, kwargs)
                return await _certified(guard, fn, prompt, rest, request, on_block)

            return async_wrapper

        @functools.wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> Recommendation:
            prompt, rest = _split_call(sig, args, kwargs)
            return run_sync(_certified(guard, fn, prompt, rest, request, on_block))

        return wrapper


def recommendation(guard: Guard, *, options: Sequence[str] | None = None, context: str | None = None,
                   stakes: str | None = None, on_block: OnBlock = "raise") -> RecommendationDecorator:
    """The decorator ``Guard.recommendation(options=, context=, stakes=)`` returns.

    ``options`` names the two options when the prompt does not; ``stakes`` picks the
    policy's level; ``on_block="withhold"`` returns the notice instead of raising.
    """
    return RecommendationDecorator(guard, options=options, context=context, stakes=stakes, on_block=on_block)
