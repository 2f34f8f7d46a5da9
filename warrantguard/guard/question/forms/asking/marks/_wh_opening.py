"""Questions opening with their wh-word or an inverted auxiliary, typed without their question mark (see ``_asking``
and ``_unmarked``).

- The sentence offering the pair opens with a wh-question's head, a wh-word (and its noun) then a finite verb:
  "Which CRM should a five-person sales team use, HubSpot or Salesforce", "Who should lead the project, Priya or
  Marcus", "Which wins for a B2B startup, inbound vs outbound sales" (:func:`wh_opening`). Not a relative clause
  told as a sentence ("Which is why …", "Which means …", "Who knows, …"), nor "What I want is …" (no finite verb
  after the wh-word).
- The pair, then a clause set off by a colon, a dash or a comma that opens as a question: "Congestion pricing v.
  more bus lanes: which cuts downtown traffic faster", "Norton vs Windows Defender - do I really need to pay …",
  "generic atorvastatin v. Lipitor, is there any real difference", "Lasik vs contact lenses — worth it at 45"
  (:func:`pair_then_question`).
- Another sentence of the prompt is a wh-question weighing the pair: "We can either renovate or move. Which makes
  more sense", "… Which way would you go" (:func:`wh_sentence`): a modal and its subject after the head, or an
  evaluative word ("more", "better", "right"), and no closing period; or "What you would suggest" alone.
- Advice asked by an inverted "should" / "would" and its subject, or "why not", in one clause: "Should we use
  Terraform rather than CloudFormation for a multi-cloud setup", "Why not just use SQLite instead of Postgres"
  (:func:`unmarked_advice`); not "Should you need more time, call us instead of emailing" (a condition first).
- A clause opening "am I" or "has" and its subject: "am I better off with A or B", "Has rent control or zoning
  reform done more …" (:func:`inverted_first`); not a statement without its subject ("Has to be A or B", "Has
  gotten worse since …", "Am going with A or B").
- A lead set off before the pair: a condition ("Since it's going to be monsoon season, | Thailand or Portugal for
  our honeymoon") or a heading announcing a question ("Q for the group: | Squarespace or Shopify for …", "Sorry if
  this is a dumb question, but | Cloudflare or Fastly …") (:func:`asking_lead`): what follows it is then judged as a
  sentence of its own (a bare pair of nouns asks; "When you arrive, | call or text us" still tells).
- Two bare verbs and nothing else but the place they are weighed in: "repair or replace", "Accept or counter", "Rent
  or buy in Denver right now" (:func:`bare_verbs`). Not an instruction, which names what to act on, whom, when or
  what for ("Call or text us before 5pm", "Print or download the form", "Call or text now").
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._do_subjects import do_subject_pair
from warrantguard.guard.question.words import (
    ASKING_HEADS,
    AUX,
    COMPARATIVES,
    COPULA_LEADS,
    DEGREE,
    DETERMINERS,
    PREDICATE_HEADS,
    PREDICATE_NOUNS,
    PREPOSITIONS,
    PRONOUNS,
    WH,
    finite_verb,
    is_verb,
    stance_words,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["asking_lead", "bare_verbs", "inverted_first", "unmarked_advice", "unmarked_opening", "wh_sentence"]

_HEADS = frozenset({"which", "what", "who", "where"})
_NOUN_HEADS = frozenset({"which", "what"})  # "Which CRM should …", "What tool is …": a noun may follow
_MAX_NOUNS = 2
# Verbs after a relative "which" / "who" told as a sentence of its own: "Which means …", "Who knows, …".
_LINKING = frozenset({"means", "meant", "explains", "leaves", "reminds", "brings", "knows", "cares", "says", "said"})
# "Which is why …", "which is because …": a relative clause, not a question.
_NOT_AFTER_COPULA = WH | frozenset({"because", "also", "exactly", "probably", "just", "fine", "great", "ok", "okay"})
_NOT_NOUNS = PRONOUNS | AUX | COPULA_LEADS | DETERMINERS | PREPOSITIONS | WH | frozenset({"that", "there", "if"})
_SUBJECTS = PRONOUNS - {"it", "one"}
_EVALUATIVE = COMPARATIVES | DEGREE | PREDICATE_HEADS | PREDICATE_NOUNS | frozenset({"sense", "usual", "typical"})
# A question's inverted auxiliary and its subject: "is the …", "do I …", "is there …".
_AUX_SUBJECT = PRONOUNS | DETERMINERS | frozenset({"there"})
# "What you would suggest", "which one u would pick": a question asked in a statement's order, alone in its sentence.
_YOU_WOULD = re.compile(r"\W*(?:what|which(?:\s+one)?)\s+(?:you|u)\s+(?:would|will)\s+(?:suggest|recommend|pick|"
                        r"choose|do|prefer|go\s+for)\W*", re.I)
_POLITE = frozenset({"please", "pls", "plz", "kindly"})
_QUESTION_SEPARATOR = re.compile(r"\s*(?:[:;,]|\s[-–—]{1,2}|[–—])\s*")


def _head_end(toks: list[tx.Token]) -> int | None:
    """Where the finite verb after a wh-question's head stands ("Which CRM | should …", "Who | gets …", "Which of
    these | should …"), or ``None``: no wh-word first, or no finite verb after it and its noun."""
    if len(toks) < 2 or toks[0].low not in _HEADS:
        return None
    k = 2 if toks[1].low == "one" and len(toks) > 2 else 1  # "Which one | is …"
    if toks[0].low in _NOUN_HEADS and k == 1:
        if toks[1].low == "of" and len(toks) > 3 and toks[2].low != "course":  # "Which of these | should …"
            k = next((j for j in range(2, min(len(toks), 6)) if toks[j].low in AUX | COPULA_LEADS), 0)
            return k or None
        while k < min(len(toks), _MAX_NOUNS + 1) and toks[k].low.isalpha() and toks[k].low not in _NOT_NOUNS \
                and not finite_verb(toks, k):
            k += 1  # "Which | airline | is …"
    if k >= len(toks) or not finite_verb(toks, k) or toks[k].low in _LINKING:
        return None
    after = toks[k + 1].low if k + 1 < len(toks) else ""
    if toks[0].low in ("what", "where") and toks[k].low not in AUX | COPULA_LEADS and (
            toks[0].low == "where" or after in PRONOUNS | COPULA_LEADS):
        return None  # "What matters is …", "What worries me …": a clause as subject; "where is …", "what makes …"
    if toks[k].low in COPULA_LEADS and after in _NOT_AFTER_COPULA:
        return None  # "Which is why …"
    return k


def wh_opening(smask: str) -> bool:
    """Does the sentence open with a wh-question's head ("Which airline is more comfortable …, A or B", "Where
    should we go for spring break, A or B"), not ending in a period?"""
    return not smask.rstrip().endswith(".") and _head_end(tx.tokens(smask)) is not None


def _question_clause(toks: list[tx.Token]) -> bool:
    """Does a clause open as a question: a wh-head ("which cuts …") or an inverted auxiliary and its subject
    ("is the extra $10 …", "do I really need …", "is there any …")?"""
    if _head_end(toks) is not None or (len(toks) > 1 and toks[0].low == "worth" and toks[1].low in ("it", "the")):
        return True  # "A vs B — | worth it for a single person": "(is it) worth it"
    return len(toks) > 3 and toks[0].low in AUX | COPULA_LEADS and toks[1].low in _AUX_SUBJECT \
        and toks[2].low not in _POLITE and not finite_verb(toks, 2)  # not "…, would you please …", "is that is …"


def pair_then_question(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Is the sentence the pair, then a clause set off after it that opens as a question ("Mint Mobile vs Visible
    — who has better coverage in rural Ohio", "ILR vs British citizenship - is it worth paying …")?"""
    co = coordinator.search(smask)
    if co is None or smask.rstrip().endswith("."):
        return False
    sep = _QUESTION_SEPARATOR.search(smask, co.end())  # the first separator after the pair
    return sep is not None and _question_clause(tx.tokens(smask[sep.end() :]))


def wh_sentence(smask: str) -> bool:
    """Is the sentence a wh-question weighing the pair another sentence offers ("Which makes more sense", "Which
    one is right for me right now", "Which way would you go"), with no closing period?"""
    if _YOU_WOULD.fullmatch(smask.strip()):
        return True  # "What you would suggest": the question's subject before its modal
    toks = tx.tokens(smask)
    k = _head_end(toks)
    if k is None or smask.rstrip().endswith("."):
        return False
    asked = toks[k].low in AUX and k + 1 < len(toks) and toks[k + 1].low in _SUBJECTS  # "… would you go"
    return asked or any(t.low in _EVALUATIVE for t in toks[k:])


# "Should we …", "Wouldn't it …", "Why not …": one clause, no closing period.
_ADVICE = re.compile(r"\W*(?:(?:should|would)(?:n['\u2019]t)?\s+(?:i|we|it)\b|why\s+not\b)[^,;:.?!]*", re.I)


def unmarked_advice(smask: str) -> bool:
    """Does the sentence ask for advice without its question mark ("Shouldn't I pick the Pixel rather than the iPhone
    if I care about call screening", "Why not just use SQLite instead of Postgres for a desktop app")?"""
    return bool(_ADVICE.fullmatch(smask.rstrip()))


def unmarked_opening(smask: str, coordinator: re.Pattern[str]) -> bool:
    """Does the sentence open as a question whose mark was dropped: a wh-head ("Who should lead the project, A or
    B"), the pair then a question ("A vs B — is it worth it"), advice asked ("Why not just use A instead of B"), or
    is it only two bare verbs ("repair or replace")?"""
    return wh_opening(smask) or pair_then_question(smask, coordinator) or unmarked_advice(smask) or bare_verbs(smask) \
        or do_subject_pair(smask, coordinator)  # "do mail ballots or in-person votes | get counted first …"


# "Has to be …", "Has been …", "Has gotten …": a statement that dropped its subject.
_NOT_PERFECT_SUBJECTS = frozenset({"to", "got", "gotten", "been", "gone", "become", "done", "made", "had", "not",
                                   "never", "just", "already", "always", "also", "really", "finally"})


def inverted_first(toks: list[tx.Token]) -> bool:
    """Does the clause open with "am I" or with "has" and a subject ("am I better off with …", "Has rent control or
    zoning reform done more …"), not a statement that dropped its subject ("Has to be …", "Has gotten worse …")?"""
    if len(toks) < 3:
        return False
    first, second = toks[0].low, toks[1].low
    if first == "am":
        return second == "i"
    participle = second.endswith(("ed", "en")) and len(second) > 4
    return first == "has" and second not in _NOT_PERFECT_SUBJECTS and not participle and second.isalpha()


# A condition clause before the pair: "Since it's …, A or B", "Now that …, A or B", "Assuming we stay on AWS, A or B".
_CONDITION = re.compile(r"\W*(?:if|since|because|as|given|assuming|once|considering|now\s+that|before|when)\b", re.I)
# A heading that says a question follows: "Q for the group:", "Your honest opinion:", "Mom question 🙋 —".
_ASKING_HEAD = re.compile(rf"\b(?:{'|'.join(sorted(ASKING_HEADS))})\b", re.I)
_LEAD_END = re.compile(r"\s*(?:,(?:\s+but\b)?|:|\s[-–—]{1,2}|[–—])\s*")


def asking_lead(smask: str, coordinator: re.Pattern[str]) -> int:
    """Where the sentence goes on past conditions or headings announcing a question, set off before the pair ("If the
    API is mostly I/O bound, | FastAPI or Django REST Framework", "If you don't mind, I'd love your opinion: | yoga or
    pilates …"), or 0."""
    toks = tx.tokens(smask)
    stance = stance_words(toks)  # "in your opinion | is A or B the better way": no comma after the stance
    start = toks[stance].start if stance else 0
    while (past := _lead_past(smask[start:], coordinator)) > 0:
        start += past
    return start


def _lead_past(smask: str, coordinator: re.Pattern[str]) -> int:
    """Where the sentence goes on past one condition or heading announcing a question ("Your honest opinion: | …"),
    or 0."""
    co = coordinator.search(smask)
    end = _LEAD_END.search(smask, 0, co.start()) if co else None
    if end is None or "," in smask[: end.start()]:
        return 0
    lead = smask[: end.start()]
    condition = bool(_CONDITION.match(lead)) and not end.group(0).strip().startswith(":")
    return end.end() if condition or _ASKING_HEAD.search(lead) else 0


_NOW = frozenset({"now", "right", "this", "year"})  # "… in Denver | right now", "… in Lisbon | this year"


def bare_verbs(smask: str) -> bool:
    """Is the sentence two bare verbs, alone or with the place they are weighed in ("repair or replace", "Rent or buy
    in Denver right now"), not an instruction naming what to act on, whom or when ("Call or text us", "Call or text
    now")?"""
    toks = tx.tokens(smask)
    if len(toks) < 3 or toks[1].low != "or" or smask.rstrip().endswith((".", "!")):
        return False
    if not is_verb(toks[0], initial=True) or not is_verb(toks[2]) or toks[0].low == toks[2].low:
        return False
    rest = toks[3:]
    if not rest:
        return True
    named = 1
    while named < len(rest) and rest[named].capitalized:
        named += 1  # "in | New York"
    return rest[0].low == "in" and named > 1 and all(t.low in _NOW for t in rest[named:])
