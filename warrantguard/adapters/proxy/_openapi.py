"""The OpenAPI description of the proxy's routes (request bodies, headers, responses)."""

from __future__ import annotations

from typing import Any

from warrantguard.adapters._kernel import CHAT_COMPLETION_FIELDS
from warrantguard.adapters.proxy._validate import FIELD_TYPES, MAX_CHOICES

__all__ = ["CHAT_OPENAPI", "ERROR_RESPONSES", "MODELS_RESPONSES"]

_ERROR = {
    "type": "object", "required": ["error"],
    "properties": {"error": {"type": "object", "required": ["message", "type"], "properties": {
        "message": {"type": "string"}, "type": {"type": "string"},
        "param": {"type": ["string", "null"]}, "code": {"type": ["string", "null"]}}}},
}
_MESSAGE = {
    "type": "object", "required": ["role", "content"],
    "properties": {"role": {"type": "string", "enum": ["system", "developer", "user", "assistant"]},
                   "content": {"type": "string"}},
}
_WARRANT_REQUEST = {
    "type": "object",
    "description": "Opt in to certification: the two options, context and stakes level (all optional).",
    "properties": {"options": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2},
                   "context": {"type": "string"}, "stakes": {"type": "string"}},
}
_REVERSAL = {
    "type": "object", "description": "A probe on which the preference changed: `answer` is the option the model "
    "named, `mapped_answer` what it means in the focal framing, `description` the line to show.",
    "properties": {"tier": {"type": "integer"}, "kind": {"type": "string"}, "prompt": {"type": "string"},
                   "context": {"type": ["string", "null"]}, "answer": {"type": "string"},
                   "inverted": {"type": "boolean"}, "mapped_answer": {"type": ["string", "null"]},
                   "description": {"type": "string"}},
}
_WARRANT = {
    "type": "object", "description": "The reliance certificate of a certified answer.",
    "properties": {"status": {"type": "string", "enum": ["success", "guardrail_intervened",
                                                          "guardrail_failed_to_respond", "not_run"]},
                   "tier": {"type": "string"}, "warrant": {"type": "integer"}, "tiers": {"type": "array"},
                   "reversals": {"type": "array", "items": _REVERSAL}, "confidence": {}, "belief": {},
                   "decision": {}, "review_id": {}, "reason": {}},
}
_JSON_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string", dict: "object", list: "array"}


def _field_schema(name: str) -> dict[str, Any]:
    """The JSON schema of one accepted OpenAI parameter (its type, or null)."""
    types = [_JSON_TYPES[t] for t in FIELD_TYPES.get(name, ()) if not (t is int and float in FIELD_TYPES[name])]
    return {"type": [*types, "null"]} if types else {}


_CHAT_REQUEST = {
    "type": "object", "required": ["model", "messages"], "additionalProperties": False,
    "description": "Only these fields are accepted; any other (api_base, base_url, api_key, ...) is a 400.",
    "properties": {
        **{name: _field_schema(name) for name in sorted(CHAT_COMPLETION_FIELDS)},
        "model": {"type": "string"}, "messages": {"type": "array", "minItems": 1, "items": _MESSAGE},
        "stream": {"type": "boolean"}, "temperature": {"type": "number", "minimum": 0, "maximum": 2},
        "max_tokens": {"type": "integer", "minimum": 1}, "n": {"type": "integer", "minimum": 1,
                                                             "maximum": MAX_CHOICES},
        "stop": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}, {"type": "null"}]},
        "warrant": _WARRANT_REQUEST,
    },
}
_CHAT_RESPONSE = {
    "type": "object", "description": "An OpenAI chat completion (or, with stream=true, server-sent events).",
    "properties": {"id": {"type": "string"}, "object": {"type": "string"}, "choices": {"type": "array"},
                   "warrant": _WARRANT},
}


def _error(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": _ERROR}}}


ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: _error("Malformed JSON or an invalid request"),
    401: _error("Missing or unknown API key"),
    408: _error("The request body was not received in time"),
    413: _error("Request body too large"),
    502: _error("The upstream failed after retries"),
    503: _error("The review queue is unavailable: an answer that needed review is withheld (retry later)"),
    504: _error("The request was not answered in time"),
}

CHAT_OPENAPI: dict[str, Any] = {
    "parameters": [{"name": "x-warrant-stakes", "in": "header", "required": False, "schema": {"type": "string"},
                    "description": "Opt in to certification at this stakes level."}],
    "requestBody": {"required": True, "content": {"application/json": {"schema": _CHAT_REQUEST}}},
    "responses": {"200": {"description": "A chat completion; certified ones carry `warrant` and x-warrant-* headers",
                          "content": {"application/json": {"schema": _CHAT_RESPONSE},
                                      "text/event-stream": {"schema": {"type": "string"}}}}},
}

MODELS_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"description": "The models the upstream serves", "content": {"application/json": {"schema": {
        "type": "object", "properties": {"object": {"type": "string"}, "data": {"type": "array"}}}}}},
    401: ERROR_RESPONSES[401], 502: ERROR_RESPONSES[502],
}
