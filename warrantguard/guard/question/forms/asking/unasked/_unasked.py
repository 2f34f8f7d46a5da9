"""Sentences that name two alternatives but ask no choice between them (see ``_options``).

- A yes/no question about a fixed subject: "Will my travel insurance cover a cancelled flight or a
  missed connection?", "Does the lease allow cats or dogs?" asks whether either holds, not which to take
  (:func:`settled_subject`); a comparative or a choosing word keeps it a choice ("Does my dog prefer …").
  So does a yes/no question whose "or" joins who might have done it, inside an indefinite subject: "Has
  anyone from legal or compliance reviewed the SOW?" asks whether someone did, not which to take.
- A statement telling how long a choice has been weighed: "I've been going back and forth between
  renting and buying for months." (:func:`weighed_for`).
- A statement that is only the pair after a condition asks all the same ("if I'm feeding a crowd,
  chili or lasagna"): :func:`bare_pair`; so does a sentence that opens with the pair and goes on with
  what it is for ("heat pump or gas furnace for a new build in ohio"): :func:`fragment_pair`; and a topic
  heading before either form ("chimney liner: stainless or clay", "Title: Epsom salt or bone meal for
  peppers"): :func:`headed_pair`.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked._asked_when import asked_when
from warrantguard.guard.question.forms.asking.unasked._compared_before import compared_before
from warrantguard.guard.question.forms.asking.unasked._told_if import told_if
from warrantguard.guard.question.words import (
    AUX,
    COMPARATIVES,
    COPULAS,
    DECISION_CUES,
    DEGREE,
    DETERMINERS,
    POSSESSIVES,
    PREDICATE_HEADS,
    PREPS,
    PRONOUNS,
    VERBS,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["HEADING", "SETTLED", "asking_heading_pair", "bare_pair", "fragment_pair", "headed_pair",
           "settled_subject", "unfit", "weighed_for"]

# Auxiliaries of a yes/no question about what happens or holds ("will it …", "does it …", "did it …").
_YES_NO = frozenset({"will", "won't", "won’t", "does", "doesn't", "doesn’t", "did", "didn't", "didn’t", "do"})
_SUBJECT_START = POSSESSIVES | frozenset({"the", "this", "that", "these", "those"})
# Words that make a sentence ask which: a comparison, a preference, an explicit choice.
_CHOOSING = COMPARATIVES | DEGREE | PREDICATE_HEADS | frozenset(
    {"which", "whether", "rather", "prefer", "choose", "pick", "recommend", "suggest", "instead", "over", "than"})


def settled_subject(sentence: list[tx.Token], a: list[tx.Token]) -> str | None:
    """Why "Will my insurance cover A or B?" / "Does the lease allow A or B?" is no choice, or ``None``:
    the sentence opens with a yes/no auxiliary and a subject of its own (a possessive or a definite
    article), and option ``a`` comes after that subject's verb, not in the subject ("Does the Pixel or
    the iPhone take …" names the options as its subject); a comparison or a choosing word anywhere
    keeps it a choice ("Does my dog prefer A or B?", "Will my son do better in A or B?")."""
    words = [t.low for t in sentence]
    if indefinite := _indefinite_subject(sentence, a):
        return indefinite
    if len(words) < 5 or words[0] not in _YES_NO or words[1] not in _SUBJECT_START or _CHOOSING & set(words) \
            or asked_when(sentence, a) or compared_before(sentence, a):  # "Will the city be repairing them | this
        return None  # year or next year?": when; "run hotter | with …": which
    if sum(t.start < a[0].start for t in sentence) < _SUBJECT_VERB:
        return None
    return (f"a yes/no question about {sentence[1].text} {sentence[2].text} … ('{sentence[0].text} … A or B'), "
            "not a choice between two options")


_SUBJECT_VERB = 4  # words before an object option at the least: "Will | my | lease | allow | A or B"


def _indefinite_subject(sentence: list[tx.Token], a: list[tx.Token]) -> str | None:
    """Why "Has anyone from legal or compliance reviewed …?" / "Can someone in IT or facilities look at …?" is no
    choice, or ``None``: a yes/no auxiliary opens it, an indefinite pronoun is its subject and option ``a`` starts
    at the pronoun or in the phrase after it (the "or" joins who might do it); a choosing word keeps it a choice."""
    words = [t.low for t in sentence]
    if len(words) < 5 or words[0] not in _ASKING_AUX or words[1] not in _SOMEONE \
            or _CHOOSING & set(_unmodifying(words)):  # not "… or know | a good | translator": a thing asked for
        return None
    if not a or a[0].start < sentence[1].start or a[0].start > sentence[min(4, len(sentence) - 1)].start \
            or told_if(sentence, a):  # "Can someone explain if | A or B …": an indirect question asks
        return None
    return (f"a yes/no question about whether {sentence[1].text} did or does it ('{sentence[0].text} "
            f"{sentence[1].text} … A or B …'), not a choice between two options")


def _unmodifying(words: list[str]) -> list[str]:
    """``words`` without a plain evaluative adjective modifying a noun after "a" / "an" ("know | a good | translator"):
    it describes a thing asked for, it asks no choice (a comparative, "a better way", still does)."""
    return [w for k, w in enumerate(words) if not (k and words[k - 1] in ("a", "an") and w in _PLAIN_GOOD)]


_PLAIN_GOOD = PREDICATE_HEADS - COMPARATIVES
_ASKING_AUX = _YES_NO | frozenset({"has", "have", "hasn't", "haven't", "is", "was", "can", "could", "would", "should"})
_SOMEONE = frozenset({"anyone", "anybody", "someone", "somebody", "everyone", "everybody", "nobody", "no-one"})


# "I've been …" / "we have been …" / "she has been …": a state told from the past up to now.
_PERFECT = re.compile(r"\b(?:(?:i|we|they|you)['’]ve|have|has|(?:he|she)['’]s)\s+been\b", re.I)
# "for months", "for two weeks now", "for a while", "for ages", "since March"
_LASTING = re.compile(r"\bfor\s+(?:(?:a\s+few|a\s+couple\s+of|several|many|two|three|four|some)\s+)?"
                      r"(?:days|weeks|months|years|ages|a\s+while|a\s+long\s+time|(?:a|one)\s+(?:week|month|year))\b"
                      r"|\bsince\s+\w+", re.I)
_ASKED_INSIDE = re.compile(r"\b(?:whether|which|if|should)\b", re.I)


def weighed_for(smask: str) -> str | None:
    """Why a statement (no question in the prompt) such as "I've been going back and forth between
    renting and buying for months." is no choice, or ``None``: in the perfect, with how long it has
    lasted, it tells a story; an indirect question in it ("… wondering whether to …") still asks."""
    if not _PERFECT.search(smask) or not _LASTING.search(smask) or _ASKED_INSIDE.search(smask):
        return None
    return "it tells how long a choice has been weighed, not a question asking to choose"


def bare_pair(sentence: str) -> bool:
    """Does the sentence open with a condition or a purpose and end in a clause that is only "A or
    B", no verb in it ("if I'm feeding a crowd on a tight budget, | chili or lasagna")? Such a clause
    asks, question mark or not."""
    m = _BARE_PAIR.search(sentence)
    led = sentence.lstrip().lower().startswith(("if ", "for ", "when ", "with ", "given ", "since "))
    return m is not None and led and "," in sentence[: m.start() + 1] and not any(
        t.low in VERBS or t.low in AUX or t.low in COPULAS or t.low in PRONOUNS for t in tx.tokens(m.group(0)))


_BARE_PAIR = re.compile(r"(?:^|,)\s*((?:[\w'-]+\s+){0,2}[\w'-]+\s+or\s+(?:[\w'-]+\s+){0,2}[\w'-]+)\s*$", re.I)


# A topic heading of one to four words, then a colon or a spaced dash: "chimney liner: ", "Mortgage - ".
HEADING = re.compile(r"\s*((?:[A-Za-z][\w'’-]*\s+){0,3}[A-Za-z][\w'’-]*)\s*(?::|\s[-–—]|\s--)\s+")
_ONLY_PAIR = re.compile(r"((?:[\w'-]+\s+){0,2}[\w'-]+\s+or\s+(?:[\w'-]+\s+){0,2}[\w'-]+)[\s?!]*$", re.I)


def headed_pair(sentence: str) -> bool:
    """Does a topic heading (no pronoun, auxiliary or copula in it) open the sentence, and the rest is only
    "A or B" with no verb ("chimney liner: stainless or clay") or a fragment naming what the pair is for
    ("Title: Epsom salt or bone meal for peppers")? A forum title or a note's heading asks, question mark or
    not; not a sentence that ends in a full stop ("Lunch: tacos or pizza."), nor one with a verb."""
    m = HEADING.match(sentence)
    heading = tx.tokens(m.group(1)) if m is not None else []
    if m is None or sentence.rstrip().endswith(".") or unfit(heading):
        return False  # not "Noting for my records: …" (but "Pitching lessons -- …", "Curbside composting pilot -- …")
    rest = sentence[m.end() :]
    only = _ONLY_PAIR.match(rest)
    if only is not None and not unfit(tx.tokens(only.group(1)), verbs=True):
        return True
    return fragment_pair(rest)


def asking_heading_pair(sentence: str) -> bool:
    """Does a heading that asks open the sentence ("Please recommend: | SDRplay RSPduo or Airspy R2 for monitoring
    …."), the rest a pair alone or a fragment naming what it is for (:func:`headed_pair`)? The heading's request
    asks, so a full stop closes it as a question mark would (not "Lunch: tacos or pizza.": no request)."""
    m = HEADING.match(sentence)
    heading = tx.tokens(m.group(1)) if m is not None else []
    if m is None or unfit(heading) or not any(t.low in DECISION_CUES for t in heading):
        return False
    rest = sentence[m.end() :].rstrip().removesuffix(".")
    return headed_pair(sentence[: m.end()] + rest)


def unfit(toks: list[tx.Token], verbs: bool = False) -> bool:
    """Does a pronoun, possessive, auxiliary, copula or preposition make the words a clause or more than a
    heading ("Noting for my records: …")? With ``verbs``, a verb or a past participle too ("quoted tile",
    "approved or rejected")."""
    def clause_word(w: str) -> bool:
        clause = w in PRONOUNS or w in POSSESSIVES or w in AUX or w in COPULAS or w in PREPS
        clause = clause or (verbs and tx.ing_word(w))
        return clause or (verbs and (w in VERBS or (len(w) > 4 and w.endswith("ed"))))
    return any(clause_word(t.low) for t in toks)


_WORD = r"[\w'$%+./&-]+"
_PAUSE = r"(?:\.{3,}|…)\s*"  # "ortho...or podiatrist...for a heel spur": a pause, unspaced, sets the pair off
# "heat pump or gas furnace | for a new build", "steam deck OR switch oled | for long flights": the pair
# opens the sentence (1-6 words a side) and a preposition follows it.
_FRAGMENT = re.compile(rf"\s*((?:{_WORD}\s+){{0,5}}{_WORD})(?:\s*,\s*|\s+|{_PAUSE})(?:or|vs\.?|versus)\s+"
                       rf"((?:{_WORD}\s+){{0,5}}?{_WORD})"
                       rf"(?:\s*[—–,]\s*|\s+-{{1,2}}\s+|\s+|{_PAUSE})(?:(?:for|in|on|at|to|with|under|during|after|before|as)"
                       r"\s+\w|(?:when|while)\s+\w+ing\b|here\s*(?:,|$))", re.I)  # "nylon-string or steel-string | —
# for a kid …": a dash may set the phrase off; "UNION or UNION ALL | when combining …": the occasion of both;
# "mann-whitney or t-test | here, groups of 14": the case at hand


# Words telling that both hold or how things stand, not asking: "…, I always have both", "Visa or Mastercard
# accepted at all locations", "Printer or scanner offline in room 4".
SETTLED = frozenset({"both", "either", "whichever", "whatever", "accepted", "included", "served", "provided",
                      "available", "allowed", "welcome", "offline", "down", "broken", "missing", "closed",
                      "unavailable", "gone", "fixed", "done", "ready", "sold"})


def fragment_pair(sentence: str) -> bool:
    """Does the sentence open with the pair and go on with what it is for or where ("heat pump or gas
    furnace | for a new build in ohio", "wet food or dry food | for my senior cat, she's 15")? Such a
    fragment asks, question mark or not. Not a statement with a subject or verb in the pair ("I drink tea
    or coffee in the morning", "Kids under 12 or over 65 get in free"), nor one without the phrase
    ("Tea or coffee, I drink both")."""
    m = _FRAGMENT.match(sentence)
    said = sentence.rstrip().endswith(".") and not sentence.rstrip().endswith("..")  # "Soup or salad with … entree."
    if m is None or said:
        return False
    clause_rest = re.split(r"[,;:—–(]|\s-\s", sentence[m.end(2) :], maxsplit=1)[0]  # "… | for orders under £15
    # (most are one bar of soap)": a bracketed aside says its own clause
    rest = {t.low for t in tx.tokens(sentence[m.end(2) :])}
    if rest & SETTLED or _main_verb(tx.tokens(clause_rest)):
        return False  # "Tea or coffee in the morning, I always have both", "Cash or card at the register is fine"
    sides = [tx.tokens(m.group(1)), tx.tokens(m.group(2))]
    words = [t.low for side in sides for k, t in enumerate(side)
             if not (k and t.capitalized and side[k - 1].capitalized)]  # "Capture One": a name's word, no pronoun
    subject = PRONOUNS - POSSESSIVES  # "I drink tea or coffee …", not "a vet near | our house"
    b_on = tx.tokens(sentence[m.start(2) :])
    if any(w in AUX or w in COPULAS or w in subject or w in SETTLED for w in words) \
            or (any(t.low in PREPS for t in sides[0]) and not _repeated_head(sides[0], b_on)):
        return False  # "Login fails on Safari or Firefox after the update.": a statement
    if any(t.low in DETERMINERS and side[k].low not in PREPS for side in sides for k, t in enumerate(side[1:])):
        return False  # "tylenol or advil a fever …": no noun phrase
    a, b = sides
    if _plain_here(a, b, m):
        return False  # "Click or tap | here": two verbs of one instruction
    named = len(a) == 1 and a[0].capitalized and b[0].capitalized and b[0].low not in VERBS  # "React vs Svelte …"
    told = a[0].low in VERBS and (len(a) == 1 or a[1].capitalized or a[1].low in DETERMINERS)  # "Call or text …"
    return named or not told


# Words opening a clause of its own inside what the pair is for: "for a room | where the couch is …", "for a
# dashboard | a solo dev has to maintain", "storage unit | while we renovate".
_CLAUSE_OPENERS = frozenset({"where", "that", "which", "who", "whom", "whose", "when", "while", "since", "because",
                             "until", "if", "so"})


def _plain_here(a: list[tx.Token], b: list[tx.Token], m: re.Match[str]) -> bool:
    """Does "here" follow a pair of two plain words, B in lower case ("Click or tap | here"): verbs of an instruction
    as likely as two things ("mann-whitney or t-test | here", "Tableau or Looker | here" are things)?"""
    here = m.group(0).rstrip().lower().endswith(("here", "here,"))
    plain = len(a) == len(b) == 1 and a[0].text.isalpha() and b[0].text.isalpha() and not b[0].capitalized
    return here and plain


def _main_verb(rest: list[tx.Token]) -> bool:
    """Does what follows the pair have an auxiliary or copula of its own ("at the register | is fine"), not
    one inside a clause that describes the purpose ("for a room where the couch is …", "for a dashboard a
    solo dev has to maintain": a subject of its own before it)?"""
    for k, tok in enumerate(rest):
        if tok.low in ("was", "were"):
            return True  # "Tile or carpet for a room that floods | was a bad idea": told, not asked
        if tok.low in AUX or tok.low in COPULAS:
            return not any(t.low in _CLAUSE_OPENERS or t.low in PRONOUNS or (j > 1 and t.low in DETERMINERS)
                           for j, t in enumerate(rest[:k]))
    return False


def _repeated_head(a: list[tx.Token], b: list[tx.Token]) -> bool:
    """Do both options repeat their head noun ("a vet near our house | a vet near my work", "an aide for
    mornings | an aide for evenings")? Then a preposition in A belongs to the option, not a statement's verb."""
    skip_a = int(a[0].low in DETERMINERS)
    skip_b = int(b[0].low in DETERMINERS)
    return len(a) > skip_a + 1 and len(b) > skip_b + 1 and a[skip_a].low == b[skip_b].low \
        and a[skip_a + 1].low in PREPS and a[skip_a + 1].low == b[skip_b + 1].low


# Two infinitives each with its "to", opening the sentence or after a colon ("to apply for the grant or to focus on
# donors", "… it's up to me: to start statins now or to try diet first"), or "better to …" opening it.
_INFINITIVES = re.compile(r"^\W*(?:[^:?]{0,80}:\s*)?to\s+[a-z][\w'-]*\b[^:?]{0,120}?\bor\s+(?:just\s+)?to\s+[a-z]",
                          re.I)
_BETTER_TO = re.compile(r"^\W*(?:is\s+it\s+|would\s+it\s+be\s+)?(?:better|smarter|wiser|safer|cheaper)\s+to\s+[a-z]",
                        re.I)


def infinitive_fragment(sentence: str) -> bool:
    """Does the sentence set two infinitives against each other with nothing said of them: "to sharpen the blade or
    to replace it", "better to major in CS or in data science if …"? It asks, question mark or not; not when a
    subject and its verb come before the first "to" ("I want to …", "We plan to …": no colon, no fragment)."""
    return bool(_INFINITIVES.match(sentence) or _BETTER_TO.match(sentence))
