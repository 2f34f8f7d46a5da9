"""Bench: a third hunt for silent misreads outside the question corpus, around three verb-phrase shapes.

(a) Two verb phrases, each with its own object or complement, and a prepositional phrase closing B
    only ("move to Denver or keep renting in Austin", "quit my job or stay at my company"): the
    phrase is B's own, since A has its own complement; and, as controls, pairs whose trailing phrase
    really is shared ("fly or drive to Chicago", "rent or buy in Denver": bare verbs, read fly / drive).
(b) A verb and an adjective or adverb complement on both sides ("buy used or lease new", "go big or
    stay small", "eat out or cook at home").
(c) A gerund or bare noun A against a gerund with its object B ("Walking or playing golf for stress?",
    "Reading or watching TV before bed?"): B keeps its object; a trailing purpose phrase is shared,
    though, as in ``bench/question_hunt2.py``, a gerund B may run on to it ("taking a bath before bed").

Templates are crossed with option pairs; each prompt carries its expected reading as a careful human
would write it (``None``: it must be refused). Judged and counted by ``bench/question_hunt.py``'s
``tally`` (a prompt that must be refused and is counts as right). Written before the rules it checks
(``warrantguard/guard/question/forms/_own_complements.py``).

First scoring (before any rule): prompts 217, right 146, refused 20, silently wrong 51
After the rules: prompts 217, right 158, refused 59, silently wrong 0 (the gerund pairs of (c) and
"fly direct or save money with a layover" refused: the form does not tell whose the phrase is)

    python bench/question_hunt3.py [-v]   (-v also lists the refusals)
"""
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from question_hunt import tally

OWN_PP = [  # (a): B's trailing phrase is its own, A has its own complement
    ("move to Denver", "keep renting in Austin"), ("quit my job", "stay at my company"),
    ("sell the house", "rent it out to students"), ("take the offer", "stay on at my firm"),
    ("buy a condo", "keep living with roommates in Brooklyn"), ("go back to school", "keep working at the bank"),
    ("fix the roof", "put the money into savings"), ("move in with her", "keep my place in Chicago"),
    ("hire a nanny", "send the kids to daycare"),
    ("retire now", "keep working at the hospital"), ("learn piano", "keep taking lessons on guitar"),
    ("pay off the loan", "invest the cash in index funds"),
]
SHARED_PP = [  # (a) controls: bare verbs, the trailing phrase is shared
    ("fly", "drive", "to Chicago"), ("rent", "buy", "in Denver"), ("walk", "bike", "to work"),
    ("stay", "leave", "after graduation"), ("cook", "order", "for the party"), ("sell", "hold", "in this market"),
    ("study", "rest", "before the exam"),
]
VERB_ADJ = [  # (b)
    ("buy used", "lease new"), ("go big", "stay small"), ("eat out", "cook at home"),
    ("work late", "come in early"), ("sleep in", "get up early"), ("stay home", "go out"),
    ("play it safe", "go all in"), ("go public", "stay private"), ("stay local", "go abroad"),
    ("speak up", "keep quiet"), ("fly direct", "save money with a layover"), ("buy now", "wait until spring"),
]
VERB_TEMPLATES = [
    "Should I {X} or {Y}?",
    "Is it better to {X} or {Y}?",
    "Would you {X} or {Y}?",
    "Do I {X} or {Y}?",
    "Honestly, should we {X} or {Y}?",
]
SHARED_TEMPLATES = [
    "Should I {X} or {Y} {P}?",
    "Is it better to {X} or {Y} {P}?",
    "Would you {X} or {Y} {P}?",
]
GERUND_PAIRS = [  # (c): gerund or bare noun A, gerund with object B
    ("walking", "playing golf"), ("reading", "watching TV"), ("swimming", "lifting weights"),
    ("yoga", "playing tennis"), ("meditation", "taking a bath"), ("running", "riding a bike"),
    ("journaling", "talking to a friend"), ("cycling", "playing soccer"), ("napping", "drinking coffee"),
    ("stretching", "doing pushups"), ("hiking", "going to the gym"),
]
GERUND_TEMPLATES = [
    "{X} or {Y} for stress?",
    "{X} or {Y} before bed?",
    "Is {X} or {Y} better for sleep?",
    "What's better for my back, {X} or {Y}?",
    "Which helps more with anxiety: {X} or {Y}?",
    "{X} or {Y}?",
]
EXTRA = [  # one-off prompts: (prompt, expected pairs or [] for a refusal)
    ("Should I move to Denver or keep renting in Austin?", [("move to Denver", "keep renting in Austin")]),
    ("Should I buy used or lease new?", [("buy used", "lease new")]),
    ("Walking or playing golf for stress?", [("Walking", "playing golf")]),
    ("Reading or watching TV before bed?", [("Reading", "watching TV")]),
    ("Should I fly or drive to Chicago?", [("fly", "drive")]),
    ("Should I rent or buy in Denver?", [("rent", "buy")]),
    ("Should I sell the house or rent it out to students?", [("sell the house", "rent it out to students")]),
    ("Should I eat out or cook at home tonight?", [("eat out", "cook at home")]),
    ("Should I switch teams or stay with my manager for another year?",  # a duration: B's or both options'
     [("switch teams", "stay with my manager"), ("switch teams", "stay with my manager for another year")]),
    ("Should I take the bus or ride my bike to work?",  # "to work": both options' way, or B's alone
     [("take the bus", "ride my bike"), ("take the bus", "ride my bike to work")]),
]


def cap(p):
    """The prompt with its first letter in capitals."""
    return p[0].upper() + p[1:]


def run_on(prompt, x, y):
    """The pair with B run on to a trailing time or purpose phrase closing the prompt, when B is a gerund
    or a verb phrase with its own complement (accepted, as in ``bench/question_hunt2.py``)."""
    rest = prompt[prompt.find(y, prompt.find(x) + len(x)) + len(y):].rstrip("?").strip()
    return [(x, y + " " + rest)] if rest and " " in y and rest.split()[0] in TRAILING else []


TRAILING = ("for", "before", "tonight", "after")


def cases():
    """Every (prompt, expected pairs or None)."""
    for (x, y), t in itertools.product(OWN_PP + VERB_ADJ, VERB_TEMPLATES):
        yield cap(t.format(X=x, Y=y)), [(x, y)]
    for (x, y, pp), t in itertools.product(SHARED_PP, SHARED_TEMPLATES):
        yield cap(t.format(X=x, Y=y, P=pp)), [(x, y)]
    for (x, y), t in itertools.product(GERUND_PAIRS, GERUND_TEMPLATES):
        first = t.startswith("{X}")
        xs = cap(x) if first else x
        p = cap(t.format(X=xs, Y=y))
        yield p, [(xs, y), *run_on(p, xs, y)]
    for p, exp in EXTRA:
        yield p, [*exp, *run_on(p, *exp[0])] if exp else None


if __name__ == "__main__":
    tally(cases(), "-v" in sys.argv)
