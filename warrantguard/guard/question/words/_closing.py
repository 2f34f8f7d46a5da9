"""A closing courtesy after the question is no part of it: "… or Y Thanks!", "… or Y thanks in advance 🙏", "… or
Y? TIA", "… or Y any help appreciated", "… or Y please", "… or Y? 🙏", "… or Y\\n\\n-- Sent from my phone", "… or
Y\\nCheers,\\nDana".

:func:`without_closing` gives the prompt back without such a tail (a prefix of it, so that the options stay verbatim
spans). A courtesy is cut only where it cannot be an option's own words: after punctuation, an emoji or a line
break; or right after a word that is no article, determiner, coordinator or verb of saying ("… or just say |
thanks", "… or a | thank you card", "sorry or | thanks"), nor, before a lone "thanks" / "thank you" / "cheers", a
preposition or a noun of saying ("… or meet at | Cheers", "… or a text | thanks"). A lone one after a determiner and
an adjective is a head noun as well ("… or a big | thanks"): refused. A signature is a line of its own opening with
the signature dash ("-- Sent from my phone") or a phone's "Sent from my …", never a line of a dashed list; emoji and
smileys ending the prompt close it too ("…? | 🙏", "… or Y | 😊").
"""

from __future__ import annotations

import re

from warrantguard.guard.question.words._form import PREPOSITIONS
from warrantguard.guard.question.words._text import _SYMBOL, Refusal
from warrantguard.guard.question.words._wordlists import DETERMINERS, NUMBER_WORDS, PLAIN_ADJECTIVES, POSSESSIVES

__all__ = ["SAYING", "without_closing"]

_HELP = r"(?:help|advice|input|thoughts|suggestions|tips|insights?|feedback|opinions|recommendations|ideas|guidance)"
_THANK = r"(?:thanks|thank\s+(?:you|u)|thankyou|thx|thanx|thnx|tks|cheers)"
_AFTER = (r"(?:\s+(?:so|very|soo+)\s+much|\s+a\s+(?:lot|ton|bunch|million)|\s+(?:heaps|loads))?"
          r"(?:\s+(?:all|everyone|everybody|guys|folks|y'?all|team|mate|again))?(?:\s+in\s+advance)?"
          rf"(?:\s+for\s+(?:(?:any|your|the|all(?:\s+(?:the|your))?)\s+)?(?:{_HELP}|time|answers?|replies|reading))?"
          r"(?:\s+in\s+advance)?")
_APPRECIATED = (rf"(?:(?:any|all)\s+{_HELP}\s+(?:is\s+|would\s+be\s+|will\s+be\s+)?"
                r"(?:(?:much|greatly|really|very|hugely|truly)\s+)?appreciated"
                r"|(?:much|greatly|really|hugely)\s+appreciated"
                rf"|(?:i\s+|i'd\s+|i\s+would\s+|would\s+)(?:really\s+|greatly\s+|truly\s+)?appreciate\s+"
                rf"(?:it|(?:any|your|the|all)\s+{_HELP}))")
# A name signing a courtesy off after a comma, a dash or a line break ("Thanks, Dana", "Cheers,\nDana"): one or two
# capitalised words.
_SIGNED = r"(?-i:[A-Z][a-z]+\.?(?:[ \t]+[A-Z][a-z]*\.?)?)"  # "Dana", "Priya Shah", "Tom B."
_NAME = rf"(?:[ \t]*(?:[,!.]+[ \t]*\n?|\n|[-–—~])[ \t]*\n?[ \t]*[-–—~]?[ \t]*{_SIGNED})?"
# A request to hear back closing the message ("… or scope 3 | and let me know", "…? Please let us know"): the asker's
# own words to the assistant, never an option's.
_KNOW = r"(?:and\s+)?(?:please\s+)?let\s+(?:me|us)\s+know"
# A plea for help closing the message ("Blink Outdoor 4 VS Wyze Cam v4 | pls help"), never after words that make it a
# verb phrase of the option ("… or ask them to | please help"): see :data:`_PLEADED`.
_PLEASE_HELP = r"(?:please|pls|plz)\s+help(?:\s+me)?(?:\s+out)?"
_COURTESY = re.compile(rf"(?<![\w'’-])(?:(?:many|big|huge)\s+)?"
                       rf"(?:{_THANK}{_AFTER}|(?-i:tia|TIA|ty|TY)|{_APPRECIATED}|{_KNOW}|{_PLEASE_HELP}|please|pls|plz)"
                       rf"{_NAME}$", re.I)
# The courtesies that are also a noun or a name ("a simple thanks", "a thank you", "aunt tia"): alone, they are
# checked further ("Tia", "Ty": names, never a courtesy).
_BARE = re.compile(r"(?:(?:many|big|huge)\s+)?(?:thanks|thank\s+(?:you|u)|cheers|ty|tia)", re.I)
# Emoji, smileys and end punctuation around the courtesy.
_GLUE = re.compile(rf"(?:[\s.!?,;:~…]|[-–—]|[{_SYMBOL}\ufe0f\u200d]|[:;]-?[)D(P]|<3|\^\^)+$")
# Emoji or smileys closing the prompt, after its end mark or a space ("…? 🙏", "… or Y 😊", "…! :)").
_SMILES = re.compile(rf"(?<=[?!.\s])(?:\s|[{_SYMBOL}\ufe0f\u200d]|[:;]-?[)D(P]|<3)+$")
# What separated the courtesy from the question: white space, a comma, a dash standing alone (not "a C-").
_TRAILING = re.compile(r"(?:\s+|[,;:~]+|(?<!\S)[-–—]+)+$")
# Sign-off lines ("Best regards,\nPriya Shah", "Kind regards, Priya"), a signature dash ("-- Sent from my phone", "~
# Priya") and a phone's signature.
_SIGN_OFFS = (r"(?:(?:best|kind|warm|warmest|many)\s+(?:regards|wishes|thanks)|best|regards|sincerely|yours\s+truly"
              r"|all\s+the\s+best|cheers|thanks|thank\s+you|warmly|respectfully|rgds)")
_SIGNATURE = re.compile(rf"\n[ \t]*(?:--+|[—–])[ \t]*[^\n]{{1,60}}$|\n[ \t]*sent\s+from\s+my\b[^\n]{{0,40}}$"
                        rf"|\n[ \t]*{_SIGN_OFFS}[ \t]*[,.!]?(?:[ \t]*\n?[ \t]*{_SIGNED})?[ \t]*$"
                        rf"|\n[ \t]*[-~][ \t]*{_SIGNED}[ \t]*$", re.I)
_LIST_LINE = re.compile(r"^[ \t]*[-–—*•]", re.M)
# A courtesy right after these is their object or an option ("… or say | thanks", "sorry or | thank you"); a lone
# "thanks" / "thank you" / "cheers" after the nouns of saying or a preposition too ("… or a text | thanks", "… or
# meet at | Cheers").
SAYING = frozenset({"say", "says", "said", "saying", "give", "gives", "gave", "giving", "express", "expressing",
                     "send", "sending", "sent", "write", "writing", "wrote", "yell", "shout", "whisper", "mouth"})
_COORDINATORS = frozenset({"or", "and", "nor", "vs", "vs.", "versus", "between", "either", "than", "&"})
_WINDOW, _PIECES = 200, 4  # how far back from the end a closing is looked for, and in how many pieces
_HELD = DETERMINERS | POSSESSIVES | SAYING | _COORDINATORS
_PLEADED = frozenset({"to", "and", "will", "would", "can", "could", "should", "might", "must", "they", "we", "you",
                      "he", "she", "i", "it", "who", "that"})  # "… or have them | please help": a verb's subject
_HELD_LONE = _HELD | PREPOSITIONS | frozenset({"offer", "owe", "text", "email", "reply", "toast", "note", "card"})


def without_closing(text: str) -> str:
    """``text`` without the courtesies and signature closing it ("Should I X or Y Thanks!" → "Should I X or Y"),
    or ``text`` itself when it has none or when they are all it says. Only the last few pieces of its end are read
    (bounded work on any text)."""
    end = len(text)
    for _ in range(_PIECES):
        from_ = max(0, end - _WINDOW)
        glue = _GLUE.search(text, from_, end)
        bare = glue.start() if glue else end
        piece = _signature(text, from_, bare) or _courtesy(text, from_, bare) or _emoji(text, from_, end) \
            or _opinions(text, from_, bare, end)
        if piece is None:
            break
        rest = text[max(0, piece - _WINDOW) : piece].split()
        if not rest or rest[-1].lower() in _COORDINATORS:  # "… or\nCheers": B itself
            break
        end = piece
    if end == len(text):
        return text
    trail = _TRAILING.search(text, max(0, end - _WINDOW), end)  # "…?, cheers": the comma goes too
    return text[: trail.start() if trail else end]


def _signature(text: str, from_: int, end: int) -> int | None:
    """Where a signature line ending at ``end`` starts ("…?\\n\\n-- Sent from my phone"), when it is no line of
    a list ("Which one?\\n- the red one\\n- the blue one") and offers nothing ("-- or should we wait")."""
    m = _SIGNATURE.search(text, from_, end)
    if m is None or re.search(r"\b(?:or|vs|versus)\b", m.group(0), re.I):
        return None
    before = text[: m.start()]
    if m.group(0).lstrip().startswith(("-", "—", "–")) and _LIST_LINE.search(before):
        return None
    return m.start()


def _courtesy(text: str, from_: int, end: int) -> int | None:
    """Where a courtesy ending at ``end`` starts ("… or Y | Thanks!", "… or Y | thanks in advance 🙏"), when it
    cannot be an option's own words (see the module's docstring)."""
    m = _COURTESY.search(text, from_, end)
    if m is None:
        return None
    before = text[: m.start()]
    stripped = before.rstrip()
    if not stripped:
        return None
    if not (stripped[-1].isalnum() or stripped[-1] in "'’") or "\n" in before[len(stripped) :]:
        return m.start()  # after punctuation, an emoji or a line break: "…? thanks", "… 🙂 thanks"
    words = [w.lower() for w in stripped.split()]
    said = m.group(0).strip(" \t.,!")
    if not _BARE.fullmatch(said):
        held = words[-1] in _HELD and not _counted_each(words)  # "… of 1000 rows each | thanks in advance"
        held = held or (said.lower().endswith(("help", "me", "out")) and words[-1] in _PLEADED)  # "… to | please help"
        return None if held else m.start()  # "… or stretch after | thanks in advance"
    if _headed(words, said.split()[0].lower()):
        raise Refusal(f"'{said}' may close the message or be option B's head ('a big thanks')")
    return None if words[-1] in _HELD_LONE else m.start()


def _counted_each(words: list[str]) -> bool:
    """Does "each" close an amount or a counted plural ("… of 1000 rows each", "$40 each"), no determiner left open
    before the courtesy?"""
    if len(words) < 2 or words[-1] != "each":
        return False
    counted = len(words) > 2 and (words[-3][:1].isdigit() or words[-3] in NUMBER_WORDS) and words[-2].endswith("s")
    return counted or words[-2][:1] in "$€£0123456789"


# A call for opinions asked after B ("A vs B thoughts?", "… or Y any opinions??"): a question mark ends it, or it is
# written in lower case.
_OPINIONS = re.compile(r"(?<![\w'’-])(?:any\s+)?(?:thoughts|opinions)$", re.I)


def _opinions(text: str, from_: int, bare: int, end: int) -> int | None:
    """Where a call for opinions closing the prompt with a question mark, or in lower case without it, starts ("Fluval
    FX4 vs Oase Biomaster 600 | thoughts?", "… 600 | thoughts"; not "… | Deep Thoughts"), after a name or a number,
    or a model code ("we1010"), which cannot take it as a head noun ("… or negative thoughts?", "… or share my
    thoughts?" keep it)."""
    m = _OPINIONS.search(text, from_, bare)
    if m is None or ("?" not in text[bare:end] and not m.group(0).islower()):  # "… 600 thoughts", its mark dropped
        return None
    words = text[: m.start()].split()
    if words and re.search(r"(?<![.…])[.](?=[\"'’”)]*$)", words[-1]):  # "… or APM at Google. | thoughts?": a
        return None  # question of its own after the pair's full stop, which it leaves asked
    named = bool(words) and (words[-1][0].isupper() or any(c.isdigit() for c in words[-1])) \
        and words[-1].lower() not in _HELD  # "… or weller we1010 | thoughts?": a model code, lower case or not
    return m.start() if named else None


def _headed(words: list[str], first: str) -> bool:
    """Is a lone courtesy the head of a noun phrase, after a determiner and an adjective ("… or a | big thanks",
    "… or a quick | thanks")?"""
    if first in PLAIN_ADJECTIVES:
        return words[-1] in DETERMINERS
    return len(words) > 1 and words[-1] in PLAIN_ADJECTIVES and words[-2] in DETERMINERS


def _emoji(text: str, from_: int, end: int) -> int | None:
    """Where emoji or smileys ending at ``end`` start, after the question's end mark or a space ("…? | 🙏", "… or
    Y | 😊"); an emoji option ("🍕 or | 🍔") is left with no B, so refused, as it was."""
    m = _SMILES.search(text, from_, end)
    return m.start() if m and text[m.start() : end].strip() else None
