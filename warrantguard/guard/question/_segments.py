"""The two sides of the choice sentence's coordinator (split from ``_options``): the words before and
after its 'or' / 'vs', with list marks, dashes, asides and interjections dropped; refused when a side
is missing, a list goes on, another question follows or the second side is an open range."""


from __future__ import annotations

import re

from warrantguard.guard.question._a_start import but_question
from warrantguard.guard.question._asides import without_interjections
from warrantguard.guard.question.forms import (
    ENUMERATOR,
    articled_list,
    asked_who,
    both_headed,
    breadcrumb_marks,
    channel_aside,
    closing_object_list,
    copular_b,
    described_something,
    echoed_something,
    greeting,
    list_item,
    mark_rules,
    named_by_indefinite,
    named_list,
    negated_option,
    not_to,
    nothing_at_all,
    object_list,
    prepositional_list,
    setting_lead,
    topic_heading,
    vocative,
    when_clause,
)
from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    DETERMINERS,
    FREQUENCIES,
    INTRO_ENDS,
    LEAD_MARKERS,
    NON_OPTIONS,
    OPEN_WH,
    WH,
    Refusal,
    is_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["sides"]


_OPEN_END = frozenset({"more", "less", "fewer", "so", "longer", "later", "earlier", "over", "above", "below", "under"})


def _first_mark(mark: str) -> bool:
    """Is the item mark opening B the first of its series ("a)", "A.", "(1)")? B is no first item: "… or A. arvensis"
    writes a genus short, an initial, no item's mark."""
    return mark.strip("()[]").rstrip(".")[:1] in ("a", "A", "1")


def sides(sentence: str, smask: str, offset: int,
           co: re.Match[str]) -> tuple[list[tx.Token], bool, list[tx.Token], bool]:
    """The words before and after ``co`` (list marks and dashes dropped), whether a separator precedes A's side and
    whether the options are enumerated ("a) …, or b) …"); refuses a missing side or an open range."""
    after = tx.tokens(sentence[co.end() :], offset + co.end())
    negated = after and (not_to(after) or negated_option(after[0], after[1] if len(after) > 1 else None))
    if after and after[0].low in NON_OPTIONS and not (after[0].low == "not" and negated) \
            and not described_something(after) and not named_by_indefinite(tx.tokens(sentence[: co.start()]), after) \
            and not echoed_something(tx.tokens(sentence[: co.start()]), after) and not nothing_at_all(after) \
            and not both_headed(after) and not _title_cased(after):  # "… or | both sets of parents' names"; "… or
        # | What Do You Meme": a title's first word
        raise Refusal(f"the second alternative is not an option ('or {after[0].low}')")
    left, lead_sep = _left_segment(sentence, smask, co.start(), offset)
    right = copular_b(tx.emphasized(left, without_interjections(_right_segment(sentence, smask, co.end(), offset),
                                                                left)), left)
    enumerated = len(right) > 1 and bool(ENUMERATOR.fullmatch(right[0].text)) and not _first_mark(right[0].text)
    if len(right) > 1 and (enumerated or not right[0].text.strip("-–—")):
        right = right[1:]  # "a) lawyer up now, or | b) wait …", "… Super -or- | RX 7900 GRE"
    if len(left) > 1 and (not left[-1].text.strip("-–—/") or tx.pictograph(left[-1])):
        left = left[:-1]  # "cedar shakes / or …", "meal kit 🥡 or …": a mark left before the 'or'
    marks = [j for j, t in enumerate(left[:-1]) if ENUMERATOR.fullmatch(t.text)] if enumerated else []
    if marks:  # "| a) | lawyer up now, or b) …": A's mark too
        left = left[: marks[-1]] + left[marks[-1] + 1 :]
    if not enumerated and len(left) > 1 and left[0].start == offset and _NUMBERED.fullmatch(left[0].text):
        left = left[1:]  # "| 3) | Bellroy or Ridge for …": the question's number in a list, no option's mark
    if not left or not right:
        raise Refusal("an option is missing on one side of the 'or' / 'vs'")
    if len(right) > 2 and right[0].low in COMPARATIVES and right[1].low == "to" and any(t.low == "to" for t in left):
        right = right[2:]  # "… to re-roof now, or | better to | patch it": the comparative opens B's side
    if right[0].low == "to" and _two_tos(left):
        raise Refusal("unclear which 'to' the second option repeats ('try to get Mom to A or to B')")
    if len(right) == 1 and right[0].low in _OPEN_END and any(t.low.lstrip("$€£")[:1].isdigit() for t in left[-3:]):
        raise Refusal(f"it gives an open range ('or {right[0].low}'), not a second option")
    return left, lead_sep, right, enumerated


def _title_cased(after: list[tx.Token]) -> bool:
    """Do B's first word and the two or more after it, to B's end, all open with a capital letter ("… or | What Do
    You Meme?"): a title, its first word no question word or "not" ("… or What do you think?": asked)?"""
    words = after[: next((k + 1 for k, t in enumerate(after) if t.text[-1:] in ",;:?!."), len(after))]
    return len(words) > 2 and all(t.text[:1].isupper() and t.text[:1].isalpha() for t in words)


_OBJECTS = frozenset({"me", "us", "him", "her", "them", "it"})
_NUMBERED = re.compile(r"\d{1,2}\)")  # a numbered question's mark opening the sentence ("3) …")


def _two_tos(left: list[tx.Token]) -> bool:
    """Does A's side hold a "to" after an object ("get Mom | to", "convince him | to") with another "to" before it
    ("try to get Mom to move in"), each before a verb? B's "to" may then repeat either."""
    tos = [k for k, t in enumerate(left[:-1]) if t.low == "to" and k > 1 and is_verb(left[k + 1])]
    if len(tos) < 2:
        return False
    prev = left[tos[-1] - 1]
    return prev.low in _OBJECTS or prev.capitalized or left[tos[-1] - 2].low in DETERMINERS


def _left_segment(sentence: str, smask: str, stop: int, offset: int) -> tuple[list[tx.Token], bool]:
    """Tokens of the clause just before the coordinator; whether a separator precedes it."""
    left_mask = smask[:stop].rstrip()
    oxford = left_mask.endswith((",", "\u2014", "\u2013"))  # "A, or B"; "funny—or sentimental": a pause
    if oxford:
        left_mask = left_mask[:-1]
        if courtesy := _COURTESY_ASIDE.search(left_mask):  # "Tea, please, | or coffee?": the courtesy is no option
            left_mask = left_mask[: courtesy.start()]
    seps = [s for s in tx.separators(left_mask) if s[1] < len(left_mask) and not _NAME_COMMA.match(left_mask, s[0])]
    seps = sorted(seps + _topic_arrow(sentence, left_mask, seps))  # "Soil vapor intrusion -> | A or B"
    seps = sorted(seps + mark_rules(left_mask) + breadcrumb_marks(sentence, left_mask))  # "*** … *** |", "HR > |"
    begin = seps[-1][1] if seps else 0
    if (line := _which_line(sentence, begin, len(left_mask))) is not None:
        return tx.tokens(sentence[line : len(left_mask)], offset + line), True  # "> which Catan expansion\n| …"
    toks = tx.tokens(sentence[begin : len(left_mask)], offset + begin)
    if asked := but_question(toks):  # "Sorry if this is silly but | do I use …"
        return toks[asked:], True
    if not seps and when_clause(toks, sentence[stop:]):
        return toks[1:], False  # "When | I export … as CSV or XLSX …, which …?": a time clause, the question after it
    if not seps:
        if toks and toks[0].low in OPEN_WH and not (len(toks) > 1 and toks[0].low + toks[1].low == "whynot"):
            raise Refusal(f"it is an open question ('{toks[0].low} …'), not a choice between two options")
        return toks, False
    prev_begin = seps[-2][1] if len(seps) > 1 else 0
    prev = tx.tokens(sentence[prev_begin : seps[-1][0]], offset + prev_begin)
    listed = _is_list(prev, toks) or (oxford and prepositional_list(prev, toks))  # "…, with A, or at B"
    listed = listed or object_list(prev, toks) or articled_list(prev, toks)  # "I wear suit, | shirt only or …"
    listed = listed or (len(seps) > 1 and named_list(prev, toks))  # "Bloch, Capezio, | So Danca or …": names
    listed = listed and not setting_lead(prev) and not topic_heading(prev)  # "Since I wear glasses, | A or B?", "This
    # year, | A or B?"; "Turkey gun debate, | A vs B?": a heading naming the question
    if "," in left_mask[seps[-1][0] : seps[-1][1]] and listed:
        raise Refusal("more than two options (a list such as 'A, B or C')")
    return toks, True


_COURTESY_ASIDE = re.compile(r"\s*,\s*(?:please|pls|plz|thanks|thank you|thx|ta)\s*$", re.IGNORECASE)


def _which_line(sentence: str, begin: int, stop: int) -> int | None:
    """Where the line after a short "which …" / "what …" heading line starts, the options on it ("> which Catan
    expansion\n| Seafarers or Cities & Knights??": the line break sets them off as a colon would), else ``None``."""
    cut = sentence.rfind("\n", begin, stop)
    if cut < 0:
        return None
    heading = tx.tokens(sentence[begin:cut].lstrip("> \t"))
    if not heading or heading[0].low not in ("which", "what") or len(heading) > 5 or heading[-1].text.endswith("?"):
        return None
    return cut + 1


_ARROW = re.compile(r"\s(?:-+>|=+>|[\u2192\u21d2\u00bb]|>>)\s")


def _topic_arrow(sentence: str, left_mask: str, seps: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """An arrow leading from a topic to the question ("Soil vapor intrusion -> | sub-slab depressurization or …",
    "drainage problem => | french drain or …"): a separator when the words before it (from the clause's start) are a
    noun phrase, none an auxiliary, pronoun or question word nor an opening verb ("upgrade Python 3.8 -> 3.12 or …":
    "to"), and the words either side of it are not two values of one shape ("MySQL -> Postgres", "3.8 -> 3.12")."""
    arrow = _ARROW.search(left_mask)
    if arrow is None or arrow.end() >= len(left_mask):
        return []
    begin = max((e for s, e in seps if e <= arrow.start()), default=0)
    topic, after = tx.tokens(sentence[begin : arrow.start()]), tx.tokens(sentence[arrow.end() :])
    if not topic or not after or is_verb(topic[0], initial=True) or any(t.low in _NOT_TOPIC for t in topic):
        return []
    last, first = topic[-1].text, after[0].text
    if (last[:1].isdigit() and first[:1].isdigit()) or (topic[-1].capitalized and after[0].capitalized):
        return []
    return [(arrow.start(), arrow.end())]


_NOT_TOPIC = AUX | WH | frozenset({"i", "we", "you", "they", "he", "she", "it"})


def _is_list(prev: list[tx.Token], seg: list[tx.Token]) -> bool:
    """Is the comma-separated piece ``prev`` another item of a list that ``seg`` continues?"""
    if not prev or not seg or greeting(prev) or vocative(prev, seg):  # "Good morning, | I was wondering whether …"
        return False
    first = seg[0].low
    if first in AUX or first in COPULA_LEADS or first in WH or first in LEAD_MARKERS or first == "whether":
        return False
    head = prev[0].low
    if len(prev) == 1 and head in FREQUENCIES:
        return True  # "Monthly, | quarterly or annual billing": a time word, no sentence adverb ("Honestly, …")
    adverb = head.endswith("ly") and not all(t.capitalized for t in prev[:2])  # not "…, Simply Business, …": a name
    if head in WH or head in LEAD_MARKERS or adverb or any(t.low == "which" for t in prev[1:-2]) or asked_who(prev):
        return False  # "May I ask which you'd pick …, | A or B": the question naming them; "… who to start at QB,"
    if head in AUX or head in COPULA_LEADS:  # not "Could you recommend a breed for us, | A or B": for whom it is
        return prev[-1].low not in INTRO_ENDS and [t.low for t in prev[-2:]] not in (["for", "us"], ["for", "me"])
    return len(prev) <= 4 and not _topic(prev, seg)


def _topic(prev: list[tx.Token], seg: list[tx.Token]) -> bool:
    """Is the piece ``prev`` before the comma a noun phrase that the pronoun after A's verb refers to ("hen with
    impacted crop, | massage it or …"): a topic, no item (not "Paint the deck, | stain it, or …": a verb phrase)?"""
    return len(seg) > 1 and seg[1].low in ("it", "them") and seg[0].text.isalpha() and seg[0].text.islower() \
        and not is_verb(prev[0], initial=True)


# "Washington, D.C. or …": a comma between a name and a dotted abbreviation ending the left side is inside the name.
_NAME_COMMA = re.compile(r"(?<=[a-z]),\s*[A-Z]\u00b7[A-Z]\u00b7?$")
_LIST_GOES_ON = re.compile(r"(?:and|or)\s+(\S+)", re.I)


def _right_segment(sentence: str, smask: str, begin: int, offset: int) -> list[tx.Token]:
    """Tokens of the clause just after the coordinator; raises when a list goes on after it
    ("rice or potatoes, and some spinach") or another question follows (", and what wine")."""
    seps = [s for s in tx.separators(smask) if s[0] >= begin]
    seps = sorted(seps + [(m.start(), m.end()) for m in _ARROW.finditer(smask, begin)  # "… or B -> which one …"
                          if smask[m.end() :].split()[:1] and smask[m.end() :].split()[0].lower() in WH | AUX])
    more = _LIST_GOES_ON.match(smask, seps[0][1]) if seps and "," in smask[seps[0][0] : seps[0][1]] else None
    if more and more.group(1).lower() in OPEN_WH | {"what", "who"}:
        raise Refusal("two questions in one (another follows the second option)")
    if more and more.group(1).lower() in DETERMINERS and list_item(smask, more.start(1)):
        raise Refusal("more than two options (the list goes on after the second)")
    close = len(smask.rstrip().rstrip("?!."))
    end = seps[0][0] if seps else close
    if len(seps) == 1 and "," in smask[end : seps[0][1]] \
            and closing_object_list(tx.tokens(sentence[begin:end]), tx.tokens(sentence[seps[0][1] : close])):
        end = close  # "… or to just carry the beacon, | shovel and probe?": B's list runs to the end
    aside = _ASIDE.search(sentence, begin, end) or _END_ASIDE.search(sentence[:end], begin) \
        or channel_aside(sentence[:end], begin)  # "… or the flea market | (family chat)"; "Vim or Emacs | (asking
    # for a friend)", "Lyft or Uber | (airport, 5am, 3 bags)": an aside about the question, not "(GCP)"
    if aside and smask[begin : aside.start()].strip():
        end = aside.start()
    end = min(end, len(smask[:end].rstrip().rstrip("?!")))
    trailing = re.match(r"(?:\.{3,}|\u2026)\s+(?=\w)", sentence[begin:end].lstrip())  # "… or... | FX30?"
    begin += len(sentence[begin:end]) - len(sentence[begin:end].lstrip()) + (trailing.end() if trailing else 0)
    return tx.tokens(sentence[begin:end], offset + begin)


# A task for the assistant ("Summarize …", "Draft an email asking … whether A or B") whose alternatives
# belong to the task, unless the sentence also asks the assistant to choose ("… and tell me whether …").
_END_ASIDE = re.compile(r"\s[(\[][^()\[\]]*,\s[^()\[\]]*[)\]]$")  # a bracketed list closing the sentence
_ASIDE = re.compile(r"\s[(\[](?=[a-z]+ing\b|(?:for|in|on|at|with|as|if|since|because|asking|just)\b"
                    r"|(?:I|we|my|our|it's|we're|I'm)\s)")


