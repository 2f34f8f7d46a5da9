"""Bench: a second hunt for silent misreads outside the question corpus, in other shapes (issue 22).

Templates in shapes the first hunt (``bench/question_hunt.py``) does not cover ("Is {X} or {Y}
better for …?", "Is it worth {Xing} or just {Ying}?", "Would you rather {x} or {y}?", "Am I better
off {Xing} or {Ying}?", "Is {X} or {Y} enough …?", …) crossed with simple option pairs: single and
two-word nouns, gerund phrases ("walking the dog" / "playing fetch") and verb phrases ("rent" /
"move in with my parents"). Noun templates take the noun and gerund pairs, gerund templates the
gerund pairs, verb templates the verb pairs. Each prompt is judged as ``bench/questions.py`` judges
the corpus; the expected pair is the two options as written (an adverb "just" that the template puts
before B may be kept or left out; a gerund or verb B may run on to a trailing prepositional or time
phrase). Templates whose form cannot tell B's rival ("Is {X} better for weight loss or {Y}?": B may
stand against X or against "weight loss") must be refused. It prints every silently wrong reading
and the counts (counted as ``bench/question_hunt.py`` counts, whose ``tally`` it uses: a
prompt that must be refused and is counts as right); refusals are fine. Written in session 21,
before the rules it checks were written.

    python bench/question_hunt2.py [-v]   (-v also lists the refusals)
"""
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from question_hunt import tally

NOUNS = [
    ("tea", "coffee"), ("yoga", "pilates"), ("a treadmill", "an exercise bike"), ("oat milk", "almond milk"),
    ("rice", "quinoa"), ("a tablet", "a laptop"), ("Python", "R"), ("brown rice", "sweet potatoes"),
    ("a dog", "a cat"), ("green tea", "black coffee"), ("flash cards", "practice tests"), ("ice", "heat"),
    ("melatonin", "magnesium"), ("a bike", "a scooter"), ("index funds", "bonds"),
]
GERUNDS = [
    ("walking the dog", "playing fetch"), ("running", "cycling"), ("renting", "buying"),
    ("cooking at home", "eating out"), ("lifting weights", "doing cardio"), ("paying off debt", "investing"),
    ("taking the bus", "driving"), ("reading books", "watching lectures"), ("swimming laps", "jogging"),
    ("working from home", "going to the office"), ("stretching", "foam rolling"),
    ("hiring a tutor", "studying alone"), ("meal prepping", "ordering takeout"),
]
VERBS = [
    ("rent", "move in with my parents"), ("buy a house", "keep renting"), ("quit", "stay"),
    ("learn Spanish", "learn French"), ("sell the car", "keep it"), ("go to college", "get a job"),
    ("lease", "buy"), ("refinance", "pay extra"), ("get a dog", "adopt a cat"), ("travel", "save the money"),
    ("take the job", "stay put"), ("move to Denver", "stay in Ohio"), ("fix the old car", "buy a new one"),
]
NOUN_TEMPLATES = [
    "Is it better for weight loss: {X} or {Y}?",
    "Is {X} or {Y} better for a beginner?",
    "Is {X} or {Y} enough for a week?",
    "What's better for sleep, {X} or {Y}?",
    "{X} or {Y}: which helps more with focus?",
    "Do you prefer {X} or {Y} for breakfast?",
    "Which would you pick for a small apartment, {X} or {Y}?",
]
GERUND_TEMPLATES = [
    "Is it worth {X} or just {Y}?",
    "Am I better off {X} or {Y}?",
    "Is {X} or just {Y} enough exercise?",
    "Is {X} or {Y} better for my budget?",
]
VERB_TEMPLATES = [
    "Would you rather {X} or {Y}?",
    "Should I {X} or {Y} this year?",
    "Is it smarter to {X} or {Y} right now?",
    "Do I {X} or {Y} after graduation?",
]
REFUSE_TEMPLATES = [  # B may stand against X or against the purpose: must be refused
    "Is {X} better for weight loss or {Y}?",
    "Is {X} better with friends or {Y}?",
]
EXTRA = [  # one-off prompts from the brief: (prompt, expected pairs or [] for a refusal)
    ("Is walking the dog or just playing fetch enough exercise?",
     [("walking the dog", "just playing fetch"), ("walking the dog", "playing fetch")]),
    ("Is running better for weight loss or cycling?", []),
]
TRAILING = ("in ", "for ", "at ", "on ", "with ", "to ", "this ", "right now", "after ")


def alternatives(x, y, prompt):
    """The pairs accepted: the options as written, B with or without a "just" the template put before it,
    and a gerund or verb B running on to a trailing prepositional or time phrase."""
    ys = [y, "just " + y] if "just " + y in prompt else [y]
    out = [(x, b) for b in ys]
    i = prompt.find(y)
    rest = prompt[i + len(y):].split(",")[0].split("?")[0].split(":")[0].strip()
    if rest.startswith(TRAILING) and (y.split()[0].endswith("ing") or (x, y) in VERBS):
        out += [(x, b + " " + rest) for b in ys]
    return out


def cases():
    for pairs, templates in ((NOUNS + GERUNDS, NOUN_TEMPLATES), (GERUNDS, GERUND_TEMPLATES), (VERBS, VERB_TEMPLATES)):
        for (x, y), t in itertools.product(pairs, templates):
            p = t.format(X=x, Y=y)
            p = p[0].upper() + p[1:]
            yield p, alternatives(x, y, p)
    for (x, y), t in itertools.product(NOUNS + GERUNDS, REFUSE_TEMPLATES):
        p = t.format(X=x, Y=y)
        yield p, None
    for p, exp in EXTRA:
        yield p, exp or None


if __name__ == "__main__":
    tally(cases(), "-v" in sys.argv)
