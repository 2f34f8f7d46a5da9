#!/usr/bin/env bash
# Installs warrantguard with the embedded local model and prints a certificate.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh local
export LITELLM_LOCAL_MODEL_COST_MAP=True
warrantguard check "Which is safer to travel by, motorcycle or train?" "$@"
