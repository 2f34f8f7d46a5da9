"""The drop-in behind a server: a client's request body as ``untrusted=`` (see :func:`merge_untrusted`).

A server that forwards its clients' JSON to ``warrantguard.completion(**body)`` lets any
client choose where the call and its probes go (``api_base``, ``base_url``, ``api_key``,
``extra_headers``...: litellm honours them all) and which provider a model string picks.
With ``completion(model=..., api_key=..., untrusted=body)`` the server's own arguments
stay trusted and the body is held to the proxy allowlist
(:data:`~warrantguard.adapters._kernel._allowlist.ALLOWED_FIELDS`): any other field is a
:class:`~warrantguard.ConfigurationError` naming it, before anything is sent.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import disallowed_field
from warrantguard.guard import ConfigurationError

__all__ = ["merge_untrusted"]


def merge_untrusted(kwargs: Mapping[str, Any], warrant: Any, untrusted: Any) -> tuple[dict[str, Any], Any]:
    """The call's arguments and opt-in once the client's ``untrusted`` body is merged in.

    Every field of the body must be allowlisted; its ``model`` is replaced by the server's
    (as the proxy maps it to its configured upstream) and its ``warrant`` is the opt-in
    unless the server passed ``warrant=``; the server's arguments win over the body's."""
    if untrusted is None:
        return dict(kwargs), warrant
    if not isinstance(untrusted, Mapping):
        raise ConfigurationError(f"untrusted must be the request body (a mapping), got {type(untrusted).__name__}")
    field = disallowed_field(untrusted)
    if field is not None:
        raise ConfigurationError(f"the request may not set {field!r}: only OpenAI chat-completion fields and "
                                 "'warrant' are accepted from a client")
    body = {str(k): v for k, v in untrusted.items() if k not in ("model", "warrant")}
    return {**body, **kwargs}, untrusted.get("warrant") if warrant is None else warrant
