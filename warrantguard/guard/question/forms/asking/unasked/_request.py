"""Things the assistant is asked to do, not options to choose from: "Can you explain … or point me to …", "Could
you either email me the report or post it in my channel" (see ``_options``)."""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Token

__all__ = ["assistant_request"]

# "Can you explain … or point me to …": requests to the assistant, not options to choose from.
_TELL_VERBS = frozenset({"explain", "describe", "tell", "show", "point", "summarize", "summarise", "list",
                         "teach", "walk", "write", "give", "send", "draft", "translate", "define"})


def assistant_request(core: list[Token], lead: list[Token]) -> bool:
    """"Can you explain … or point me to …": things the assistant is asked to do (not "… if we should | send …"); so
    is one of two things done for the asker ("Could you either | email me the report or post it …")."""
    asked = [k for k, t in enumerate(lead) if t.low == "you" and k and lead[k - 1].low in ("can", "could")]
    said = {t.low for t in lead[asked[0] + 1 :]} if asked else set()
    for_asker = "either" in said and len(core) > 1 and core[1].low in ("me", "us")
    return bool(asked) and (core[0].low in _TELL_VERBS or for_asker) and not (PRONOUNS | {"if", "whether"}) & said
