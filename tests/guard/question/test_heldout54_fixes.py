"""the fifty-fourth held-out part's 14 silent misreads (bench/results/questions_heldout54_first.txt): twelve read
right by general rules; two refused ("The build fails whether I use node 18 or node 20, so …": a concessive clause,
no question; "Running postgres in Kubernetes with … or outside the cluster …": where A starts is unclear)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A hyphenated "-wise" adverb says in what respect the pair is compared: it closes B.
test_respect_adverb_closes_b = read_as_expected([
    ("gp3 vs io2 EBS volumes cost-wise for a 2TB postgres data dir?", ("gp3", "io2 EBS volumes")),
    ("gp3 vs io2 cost-wise?", ("gp3", "io2")),
    ("Aurora or plain RDS price-wise for a small app?", ("Aurora", "plain RDS")),
    ("should we go with Vercel or Netlify performance-wise?", ("Vercel", "Netlify")),
])

test_wise_words_without_hyphen_still_options = read_as_expected([
    # B A's last word with a prefix of opposition: the two words are the options (held-out 72's label; the whole
    # verb phrase was A before)
    ("should I turn the screw clockwise or counterclockwise?", ("clockwise", "counterclockwise")),
])

# "whether A or B" after the main clause's own finite verb, with no question mark: the same either way, no question.
test_concessive_whether_after_a_main_verb = still_refused([
    "The build fails whether I use node 18 or node 20, so it's not a version issue.",
    "It works whether you install it with pip or conda, so pick either.",
    "The job crashes whether we pin numpy 1.26 or numpy 2.0.",
    "The deploy hangs whether we use helm 3.12 or helm 3.14.",
])

test_whether_after_asking_or_with_a_question_mark_still_asks = read_as_expected([
    ("I need to decide whether I use node 18 or node 20.", ("node 18", "node 20")),
    ("The team asks whether we use node 18 or node 20.", ("node 18", "node 20")),
    ("Does the build fail whether I use node 18 or node 20?", ("node 18", "node 20")),
])

# A capitalized word B repeats before a number is a name and its versions, not a verb ("react") and its object.
test_name_and_its_versions = read_as_expected([
    ("React 18.3 or React 19 RC for a greenfield app shipping in March?", ("React 18.3", "React 19 RC")),
    ("React 18 or React 19?", ("React 18", "React 19")),
    ("Python 3.11 or Python 3.12 for the new service?", ("Python 3.11", "Python 3.12")),
])

test_verb_and_count_still_read = read_as_expected([
    ("Order 2 pizzas or 3 burgers?", ("2 pizzas", "3 burgers")),  # as before
])

# B opening with a preposition A has ("behind", "above", … too) starts A there, after a choice gerund too.
test_same_preposition_starts_a = read_as_expected([
    ("would you advise putting the admin panel behind a VPN or behind Cloudflare Access?",
     ("behind a VPN", "behind Cloudflare Access")),
    ("should we put the admin panel behind a VPN or behind Cloudflare Access?",
     ("behind a VPN", "behind Cloudflare Access")),
    ("is it better to put the db behind a bastion or behind a VPN?", ("behind a bastion", "behind a VPN")),
    ("is it worth storing the sessions in Redis or in Postgres?", ("in Redis", "in Postgres")),  # as before
])

# After "be" and a regular participle, a one-word complement against a like B is A ("be tagged | v2.0.0").
test_participle_names_its_complement = read_as_expected([
    ("should the release be tagged v2.0.0 or v1.10.0? it has exactly one breaking change", ("v2.0.0", "v1.10.0")),
    ("should the file be named foo.txt or bar.txt?", ("foo.txt", "bar.txt")),
    ("should the image be tagged latest or stable?", ("latest", "stable")),
    ("should the branch be named main or trunk?", ("main", "trunk")),
])

test_participle_against_a_participle_still_kept = read_as_expected([
    ("should the release be tagged v2.0.0 or held back?", ("tagged v2.0.0", "held back")),  # as before
    ("Are raised beds or in-ground beds better for heavy clay soil?", ("raised beds", "in-ground beds")),
    ("should my internship be classified as employment or training", ("employment", "training")),  # as before
])

# Verbs the lists lacked (spin, profile, benchmark, cache, …): B opening with one is a verb phrase; A keeps its verb.
test_listed_verbs_of_software_work = read_as_expected([
    ("should i rewrite the hot path in Rust or just profile and optimize the Python first",
     ("rewrite the hot path in Rust", "just profile and optimize the Python first")),
    ("Should I upgrade the EKS cluster in place from 1.27 to 1.29 or spin up a new cluster and migrate workloads "
     "over?", ("upgrade the EKS cluster in place from 1.27 to 1.29",
               "spin up a new cluster and migrate workloads over")),
    ("Should I upgrade the cluster to 1.29 or spin up a new cluster?",
     ("upgrade the cluster to 1.29", "spin up a new cluster")),
    ("should we port the service to Go or benchmark the current one first?",
     ("port the service to Go", "benchmark the current one first")),
    ("I need to figure out whether to cache node_modules or the ~/.npm directory in our pipeline, the docs are vague "
     "about it", ("node_modules", "~/.npm directory")),
    ("whether to cache build artifacts or the docker layers between runs", ("build artifacts", "docker layers")),
])

test_those_words_as_nouns_still_read = read_as_expected([
    ("Is a public profile or a private profile better for job hunting?", ("public profile", "private profile")),
    ("Redis cache or a CDN cache for the API?", ("Redis cache", "CDN cache")),
    ("should we cache the responses or recompute them?", ("cache the responses", "recompute them")),
])

# A comparative before A's head noun closing B is B's modifier, not a predicate.
test_comparative_before_a_repeated_head = read_as_expected([
    ("self-hosted runners / or GitHub-hosted larger runners?? 🤔",
     ("self-hosted runners", "GitHub-hosted larger runners")),
    ("spot instances or on-demand bigger instances for CI?", ("spot instances", "on-demand bigger instances")),
    ("on-prem runners or cloud-hosted faster runners?", ("on-prem runners", "cloud-hosted faster runners")),
])

test_comparative_predicate_still_cut = read_as_expected([
    ("shared runners or dedicated runners larger?", ("shared runners", "dedicated runners")),
    ("Are small dogs or big dogs better dogs for kids?", ("small dogs", "big dogs")),
])

# A gerund and its object's preposition opening A ("paying for") are both options', so is B's closing "for" phrase.
test_gerund_lead_and_closing_for = read_as_expected([
    ("paying for GitHub Copilot Business or Cursor for a 25-dev team", ("GitHub Copilot Business", "Cursor")),
    ("is it worth paying for ChatGPT Plus or Claude Pro for coding?", ("ChatGPT Plus", "Claude Pro")),
    ("opting for Docker Desktop or Podman for the whole team", ("Docker Desktop", "Podman")),
    ("voting for Alice or Bob for treasurer?", ("Alice", "Bob")),
])

test_noun_in_ing_or_a_place_still_kept = read_as_expected([
    ("I am torn between nursing in UK and caregiver job in Canada", ("nursing in UK", "caregiver job in Canada")),
    ("Which leases up faster: a listing with a 3D tour or a listing with professional photos only?",
     ("listing with a 3D tour", "listing with professional photos only")),
])

# B's feature phrase after a head of one or two words answers A's own modifier ("via", "through" too).
test_feature_of_b_against_a_means_of_a = read_as_expected([
    ("[RFC-112] Multi-account via AWS Organizations or a single account with strict IAM boundaries?",
     ("Multi-account via AWS Organizations", "single account with strict IAM boundaries")),
    ("a VPN via WireGuard or a bastion host with MFA?", ("VPN via WireGuard", "bastion host with MFA")),
    ("deploys via ArgoCD or a plain pipeline with manual gates?",
     ("deploys via ArgoCD", "plain pipeline with manual gates")),
    ("backups via Restic or a managed service with versioning?",
     ("backups via Restic", "managed service with versioning")),
])

test_purpose_after_b_still_shared = read_as_expected([
    ("Multi-account via AWS Organizations or a single account for the startup?",
     ("Multi-account via AWS Organizations", "single account")),
])

# B's "for" and a bare noun after B's verb and object answers A's own phrase after its object: B's own.
test_for_of_b_against_own_phrase_of_a = read_as_expected([
    ("Should I choose to build multi-arch images with buildx or to maintain separate Dockerfiles for arm64?",
     ("build multi-arch images with buildx", "maintain separate Dockerfiles for arm64")),
    ("Should I choose to build the app with Vite or to keep webpack for arm64?",
     ("build the app with Vite", "keep webpack for arm64")),
    ("should we deploy the API on Fly or keep a VPS for staging?", ("deploy the API on Fly", "keep a VPS for staging")),
])

test_for_without_own_phrase_of_a_still_cut = read_as_expected([
    ("Should I choose to build the images or to maintain separate Dockerfiles for arm64?",
     ("build the images", "maintain separate Dockerfiles")),  # as before
    ("Sorry to bother you, but could you please tell me if I should log in with Google or create a separate account "
     "for this shopping site?", ("log in with Google", "create a separate account")),  # as before
])

# A word restricted by "-only" is shaped as its head ("TOTP-only" as "TOTP"): B stands against A's object.
test_only_restricted_b = read_as_expected([
    ("2FA via SMS, or TOTP-only?!", ("SMS", "TOTP-only")),
    ("2FA via SMS or TOTP-only?", ("SMS", "TOTP-only")),
    ("2FA via SMS or TOTP?", ("SMS", "TOTP")),  # as before
])

test_only_compound_still_read = read_as_expected([
    ("a remote-first or an office-only team?", ("remote-first", "office-only")),  # session 37: the twins' head
])

# B opening with a place set against an earlier place phrase of A's clause: where A starts is unclear.
test_place_against_an_earlier_place = still_refused([
    "Running postgres in Kubernetes with the CloudNativePG operator or outside the cluster on managed RDS?",
    "Should we run Redis in the cluster with a Helm chart or outside it on ElastiCache?",
    "Should we run the DB inside the VPC with Patroni or outside it on Aurora?",
])

test_places_without_an_earlier_one_still_read = read_as_expected([
    ("Running postgres in Kubernetes or outside the cluster?", ("in Kubernetes", "outside the cluster")),
    ("store sessions in Redis or outside the app?", ("in Redis", "outside the app")),
    ("Should I take vitamin D with food in the morning or at night?", ("in the morning", "at night")),
])
