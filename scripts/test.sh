#!/usr/bin/env bash
# Installs the test dependencies and runs the whole test suite (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export LITELLM_LOCAL_MODEL_COST_MAP=True
python -m pytest -q -p no:cacheprovider -n 2 --durations=15 "$@"  # two workers: the suite stays well under 10 minutes on 2 cores
