"""Questions typed without their question mark (bench/question_wraps.py --wrap no_qmark: 5300/5536 kept, 228
refused, 8 silently wrong before): each form below reads as it does with its mark, by general rules
(``forms/asking/_wh_opening.py``); statements, instructions and plans near them stay refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "either" after a question's own opening ("could you recommend either A or B for …"): the purpose is shared, as
# with the mark; only a statement reporting two choices ("My lawyer says I can either …") writes B whole.
test_either_in_a_request_question = read_as_expected([
    ("Could you recommend either Vite or Webpack for a new React project", ("Vite", "Webpack")),
    ("Would you mind recommending either the Pixel 9 or the iPhone 16 for my dad", ("the Pixel 9", "iPhone 16")),
    ("If it's not too much trouble, could you suggest either Notion or Obsidian for my lab notes",
     ("Notion", "Obsidian")),
    ("Hello, could you possibly recommend either a rabbit or a ferret for a small flat", ("a rabbit", "ferret")),
])

test_either_told_in_a_statement_still_refused = still_refused([
    "My lawyer says I can either plead no contest or go to trial.",
    "You can either pay online or mail a check to the office",
])

# A wh-question's head opening the sentence: the wh-word (and its noun) and a finite verb.
test_wh_head_first = read_as_expected([
    ("Which CRM should a five-person agency use, HubSpot or Pipedrive", ("HubSpot", "Pipedrive")),
    ("Where should we go for our anniversary, Lisbon or Porto", ("Lisbon", "Porto")),
    ("Who should chair the committee, Dana or Luis", ("Dana", "Luis")),
    ("Which wins for a small bakery, Square or Toast", ("Square", "Toast")),
    ("Which of these should I watch first: Severance or Andor", ("Severance", "Andor")),
    ("Which airline is better for long flights, Emirates or Qatar Airways", ("Emirates", "Qatar Airways")),
])

test_relative_or_subject_clauses_still_refused = still_refused([
    "Which is why we picked Cancun or Miami",
    "Which means we should go with HubSpot or Salesforce",
    "Who knows, maybe Cancun or Miami",
    "What I want is a Kindle or a Kobo",
    "Where we go, Cancun or Miami, is up to you",
    "Where should we go for spring break, Cancun, Miami or Tulum",  # three options
    "Who should lead the project",  # no pair
])

# The pair, then a clause set off after it that opens as a question (a wh-head, an auxiliary and its subject, or
# "worth it").
test_pair_then_a_question_clause = read_as_expected([
    ("Mint Mobile vs Visible — who has better coverage in rural Maine", ("Mint Mobile", "Visible")),
    ("Norton vs Windows Defender - do I really need to pay for antivirus", ("Norton", "Windows Defender")),
    ("Lasik vs contact lenses — worth it at 45", ("Lasik", "contact lenses")),
    ("Costco vs Sam's — worth it for a single person", ("Costco", "Sam's")),
])

test_pair_then_a_statement_still_refused = still_refused([
    "Email me the report or post it in my channel, would you please",
    "Call or text us, we are open every day",
    "Costco vs Sam's — worth it.",
])

# Another sentence is a wh-question weighing the pair: a modal and its subject, or an evaluative word.
test_wh_sentence_after_the_pair = read_as_expected([
    ("We can either repaint the kitchen or redo the floors this year. Which makes more sense",
     ("repaint the kitchen", "redo the floors this year")),
    ("He quoted $9,000 for a new roof or $3,000 for repairs. Which way would you go",
     ("$9,000 for a new roof", "$3,000 for repairs")),
    ("Our HOA is voting next week. The proposal is to either repave the parking lot or replace the pool heater. "
     "Which is the better use of reserve funds", ("repave the parking lot", "replace the pool heater")),
])

test_relative_sentence_after_the_pair_still_refused = still_refused([
    "We can either renovate or move. Which is fine by me",
    "The proposal is to either repave the lot or replace the heater. Which is why the vote matters",
])

# Advice asked by an inverted "should" / "would" and its subject, or "why not", in one clause ("instead of").
test_advice_without_its_mark = read_as_expected([
    ("Should we use Terraform rather than Pulumi for a small team", ("Terraform", "Pulumi")),
    ("Why not just use SQLite instead of Postgres for a desktop app", ("SQLite", "Postgres")),
    ("Shouldn't I take the train instead of driving to Chicago", ("take the train", "driving to Chicago")),
])

test_instead_in_a_statement_still_refused = still_refused([
    "Should you need more time, call us instead of emailing",
    "We should use Terraform instead of clicking around in the console",
])

# "am I" and "has" with a subject open a question; "Has to be …", "Has gotten …" dropped their subject.
test_am_i_and_has_first = read_as_expected([
    ("Has remote work or hybrid work hurt team morale more", ("remote work", "hybrid work")),
    ("Be honest: am I better off with a Subaru or a Toyota for snowy roads", ("Subaru", "Toyota")),
    ("As a new runner, am I better off with a treadmill or a gym membership", ("treadmill", "gym membership")),
])

test_subjectless_has_still_refused = still_refused([
    "Has to be Cancun or Miami this year",
    "Has gotten worse since we moved to Cancun or Miami",
    "Has anyone from legal or compliance reviewed the SOW",  # a yes/no question, as with its mark
])

# A condition or a heading announcing a question, then a bare pair of nouns.
test_bare_pair_after_a_condition_or_question_heading = read_as_expected([
    ("Since it's monsoon season, Thailand or Portugal for our honeymoon", ("Thailand", "Portugal")),
    ("Assuming we stay on GCP, Firestore or Cloud SQL for a chat app", ("Firestore", "Cloud SQL")),
    ("Q for the group: Squarespace or Shopify for selling candles", ("Squarespace", "Shopify")),
    ("Sorry if this is a dumb question, but Cloudflare or Fastly for the CDN", ("Cloudflare", "Fastly")),
    ("If you don't mind, I'd love your opinion: yoga or pilates for back pain", ("yoga", "pilates")),
    ("After reading a bunch of reviews, I still can't tell: Bose or Sony", ("Bose", "Sony")),
])

test_instruction_or_statement_after_a_condition_still_refused = still_refused([
    "When you arrive, call or text us",
    "If you need help, Priya or Marcus can assist",
    "Since it's raining, pizza or burgers for lunch.",
    "As discussed, Priya or Marcus will lead the project",
    "If you have questions, email or call the front desk",
    "Q for the group: email me the report or post it in my channel",
    "When you arrive, the gym or the library will be open",
])

# Two bare verbs, alone or with the place they are weighed in.
test_bare_verbs = read_as_expected([
    ("Rent or buy in Denver right now", ("Rent", "buy")),
    ("rent or buy in Melbourne right now", ("rent", "buy")),
    ("The fridge is 15 years old and it's leaking again. repair or replace", ("repair", "replace")),
    ("Opposing counsel offered $400k. Our expert values the claim at $650k. Accept or counter",
     ("Accept", "counter")),
    ("Our lease is up in June. Rent is going up $300. Renew or buy", ("Renew", "buy")),
])

test_instructions_still_refused = still_refused([
    "Call or text us before 5pm",
    "Call or text now",
    "Call or text in an emergency",
    "Email me the report or post it in my channel",
    "Call or text me when you get to the campground",
    "Email or message the coach to say Liam will miss Saturday's game",
    "Text or call Marco if the walk-in temperature goes above 41°F",
    "Sink or swim",
])

# Two quoted phrases, then "Which one is right …" weighing them; a later sentence only asking for opinions or "What
# you would suggest".
test_later_sentence_asking = read_as_expected([
    ('My advisor says "buy the dip" but my gut says "stay in cash." Which one is right for me right now',
     ("buy the dip", "stay in cash")),
    ('My mom says "take the job" but my dad says "stay in school." Which one is right',
     ("take the job", "stay in school")),
    ("Road bike: carbon frame vs aluminum frame. Opinions from people who ride daily",
     ("carbon frame", "aluminum frame")),
    ("Baby carrier: Ergobaby Omni 360 vs Tula Explore. Opinions from anyone with a newborn",
     ("Ergobaby Omni 360", "Tula Explore")),
    ("Thermal imaging camera: FLIR K55 vs MSA G1. Opinions from anyone who's used both", ("FLIR K55", "MSA G1")),
    ("My friend suggested Lisbon or Porto. What you would recommend", ("Lisbon", "Porto")),
])

test_later_sentence_telling_still_refused = still_refused([
    'He wrote "see you soon" and she wrote "goodbye forever." Which is why I laughed',
    'He wrote "see you soon" and she wrote "goodbye forever." Which one she meant I do not know',
    "My friend suggested Lisbon or Porto. What you would suggest is fine.",
    "We picked Lisbon or Porto. Opinions from anyone are irrelevant",
])
