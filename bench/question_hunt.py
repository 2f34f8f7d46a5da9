"""Bench: silent misreads of multiword option names, outside the question corpus (issue 22).

Templates ("{X} or {Y} — which one for …?", "Should I get {X} or {Y}?", …) crossed with option
names whose words may read as verbs, particles or modifiers ("React Native", "pour over", "vinyl
plank", "Run Club", …); each prompt is judged as ``bench/questions.py`` judges the corpus (a
shared plural or mass head cut off is accepted, as the corpus's labels accept it). It prints every
silently wrong reading and the counts; refusals are fine. Written during session 21 after the
rules it checks were begun (batches one and two tuned on, batch three written after the fixes).

    python bench/question_hunt.py [-v]   (-v also lists the refusals)
"""
import itertools
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from questions import judge

PAIRS = [
    ("React Native", "Flutter"), ("Google Sheets", "Excel"), ("Apple Watch", "Garmin"),
    ("Visual Studio Code", "Vim"), ("Google Cloud", "AWS"), ("Home Assistant", "SmartThings"),
    ("Notion AI", "ChatGPT"), ("Stable Diffusion", "Midjourney"), ("Flutter", "React Native"),
    ("Excel", "Google Sheets"), ("Garmin", "Apple Watch"), ("Vim", "Visual Studio Code"),
    ("AWS", "Google Cloud"), ("Midjourney", "Stable Diffusion"),
    ("Google Docs", "Microsoft Word"), ("Apple Music", "Spotify"), ("Amazon Prime", "Netflix"),
    ("tile", "vinyl plank"), ("vinyl plank", "tile"), ("quartz countertops", "granite"),
    ("granite", "quartz countertops"), ("heat pump", "gas furnace"), ("space heater", "electric blanket"),
    ("trail runners", "hiking boots"), ("cast iron", "stainless steel"), ("index funds", "individual stocks"),
    ("term life", "whole life"), ("whole life", "term life"), ("standing desk", "treadmill desk"),
    ("foam roller", "massage gun"), ("French press", "pour over"), ("pour over", "French press"),
    ("air fryer", "toaster oven"), ("toaster oven", "air fryer"), ("Tile", "vinyl plank"),
    ("a heat pump", "a mini split"), ("the French press", "the pour over"),
    ("oat milk", "almond milk"), ("hardwood", "engineered wood"), ("running shoes", "cross trainers"),
    ("spray foam", "fiberglass batts"), ("roth IRA", "traditional IRA"), ("day care", "a nanny"),
    ("Google Pixel", "iPhone"), ("Home Depot", "Lowe's"), ("Whole Foods", "Trader Joe's"),
    ("Trader Joe's", "Whole Foods"), ("Final Cut Pro", "DaVinci Resolve"), ("DaVinci Resolve", "Premiere Pro"),
    ("Microsoft Teams", "Slack"), ("Slack", "Microsoft Teams"), ("Zoom", "Google Meet"),
    ("Stable Diffusion", "DALL-E"), ("Amazon Echo", "Google Home"), ("Google Home", "Amazon Echo"),
    ("sheet pan dinners", "slow cooker meals"), ("slow cooker", "Instant Pot"), ("Instant Pot", "slow cooker"),
    ("meal prep", "eating out"), ("rice cooker", "stovetop"), ("kettle bells", "free weights"),
    ("pull up bar", "rowing machine"), ("rowing machine", "stationary bike"), ("road bike", "gravel bike"),
    ("and", "or"), ("Peloton", "Zwift"), ("Vue", "Svelte"), ("Next.js", "Remix"),
    # second batch: names opening or closing with a word that reads as a verb or a particle
    ("cast iron", "nonstick"), ("nonstick", "cast iron"), ("pressure cooker", "slow cooker"),
    ("jump rope", "stationary bike"), ("spin class", "yoga"), ("push mower", "riding mower"),
    ("carry on", "checked bag"), ("checked bag", "carry on"), ("walk in shower", "tub"),
    ("stand up desk", "desk converter"), ("plug in hybrid", "full EV"), ("full EV", "plug in hybrid"),
    ("Swift UI", "UIKit"), ("Render", "Fly.io"), ("Notion", "Obsidian"), ("Go", "Rust"),
    ("Pull request reviews", "pair programming"), ("Stand up paddle board", "kayak"),
    ("Run Club", "Strava"), ("Cold plunge", "sauna"), ("hot tub", "cold plunge"),
    ("Set top box", "smart TV"), ("drop shipping", "print on demand"), ("print on demand", "drop shipping"),
    ("Work boots", "sneakers"), ("Google Cloud Run", "AWS Lambda"), ("AWS Lambda", "Google Cloud Run"),
    ("Home Assistant", "Hubitat"), ("Hubitat", "Home Assistant"), ("Visual Studio Code", "JetBrains Rider"),
    ("Notion AI", "Obsidian"), ("Apple Watch Ultra", "Garmin Fenix"), ("Garmin Fenix", "Apple Watch Ultra"),
    ("Google Sheets", "Airtable"), ("Airtable", "Google Sheets"), ("Stable Diffusion XL", "Flux"),
    # third batch, written after the fixes (not tuned on)
    ("Google Drive", "Dropbox"), ("Dropbox", "Google Drive"), ("Mint Mobile", "Visible"), ("Visible", "Mint Mobile"),
    ("Fire TV Stick", "Roku"), ("Roku", "Fire TV Stick"), ("Ring doorbell", "Nest doorbell"),
    ("Nest doorbell", "Ring doorbell"), ("Lift chair", "recliner"), ("Brush cutter", "string trimmer"),
    ("pressure washer", "scrub brush"), ("scrub brush", "pressure washer"), ("cover letter", "cold email"),
    ("cold email", "cover letter"), ("Track lighting", "recessed lights"), ("Pull out couch", "air mattress"),
    ("air mattress", "pull out couch"), ("drip irrigation", "soaker hose"), ("soaker hose", "drip irrigation"),
    ("Mesh WiFi", "range extender"), ("range extender", "mesh WiFi"), ("Swim lessons", "soccer camp"),
    ("Cash back card", "travel card"), ("travel card", "cash back card"), ("Hold music", "callback"),
    ("Trade school", "community college"), ("community college", "trade school"),
    ("Build your own PC", "prebuilt"), ("prebuilt", "build your own PC"),
]
TEMPLATES = [
    "{X} or {Y} — which one for a small startup?",
    "{X} or {Y} for my apartment?",
    "Should I get {X} or {Y}?",
    "Is {X} or {Y} better for a beginner?",
    "{X} vs {Y} for a family of four",
    "Which is better, {X} or {Y}?",
    "{X} or {Y}?",
    "thinking about {X} or {Y} for my kitchen, thoughts?",
    "{x} or {y} for the long run?",
    "Would you pick {X} or {Y} for a first timer?",
    "{X} versus {Y}: which would you recommend?",
    "Do you recommend {X} or {Y} for a tight budget?",
    "Should we go with {X} or {Y} this year?",
    "{X} or {Y}, which is better for the money?",
    "I'm torn between {X} and {Y}. Which should I choose?",
    "Which should I buy: {X} or {Y}?",
    "{X} or {Y} - what would you do?",
    "What's better for a small team, {X} or {Y}?",
]
EXTRA = [  # one-off prompts from the brief and their neighbours: (prompt, expected pairs)
    ("React Native or Flutter — which one for a small startup MVP?", [("React Native", "Flutter")]),
    ("Tile or vinyl plank for the bathroom floor?", [("Tile", "vinyl plank")]),
    ("and/or for a legal contract?", []),
    ("and/or in a policy document?", []),
    ("either/or for the heading?", []),
]


def alternatives(x, y, prompt):
    """The pairs bench's corpus conventions accept: a shared plural or mass head cut ("quartz or granite | countertops";
    not "tile or vinyl | plank", which the brief counts as a misread)
    and a gerund B running on to its trailing context ("… or going to university | for my son")."""
    out = [(x, y)]
    xs, ys = x.split(), y.split()
    plural_or_mass = ys[-1].lower().endswith(("s", "ing"))  # the corpus's shared heads: "countertops", "flooring"
    if len(xs) == 1 and len(ys) == 2 and plural_or_mass:
        out.append((x, ys[0]))
    if ys[0].lower().endswith("ing"):
        i = prompt.lower().find(y.lower())
        rest = prompt[i + len(y):].split(",")[0].split("?")[0].split(":")[0]
        if rest.strip():
            out.append((x, y + rest.rstrip()))
    return out


def cases():
    for (x, y), t in itertools.product(PAIRS, TEMPLATES):
        p = t.format(X=x, Y=y, x=x.lower(), y=y.lower())
        yield p, alternatives(x, y, p)
    for p, exp in EXTRA:
        yield p, exp or None


def tally(prompts: Iterable[tuple[str, Any]], verbose: bool = False) -> None:
    """Judge every (prompt, expected pairs or ``None``) as ``bench/questions.py`` does, print each silent
    misread (and, ``verbose``, each refusal) and the counts; a prompt that must be refused and is counts
    as right, as in the corpus bench."""
    n = right = refused = wrong = 0
    for p, exp in prompts:
        v, q = judge(p, exp)
        n += 1
        if v == "right":
            right += 1
        elif v == "refused":
            refused += 1
            if verbose:
                print("REFUSED", repr(p))
        else:
            wrong += 1
            print("WRONG", repr(p), "->", q.options if q else None)
    print(f"prompts {n}, right {right}, refused {refused}, silently wrong {wrong}")


if __name__ == "__main__":
    tally(cases(), "-v" in sys.argv)
