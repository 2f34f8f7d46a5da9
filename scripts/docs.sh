#!/usr/bin/env bash
# Serves the documentation site on http://127.0.0.1:8000 (live reload), building it from docs/
# and mkdocs.yml; extra arguments go to `mkdocs serve` (e.g. -a 127.0.0.1:8001).
# `bash scripts/docs.sh build` builds it into site/ instead, as CI does (--strict).
set -euo pipefail
cd "$(dirname "$0")/.."
export LITELLM_LOCAL_MODEL_COST_MAP=True
if ! python -c "import mkdocs, material, mkdocstrings_handlers.python" >/dev/null 2>&1; then
  pip install -q -e '.[docs]'
fi
if [ "${1:-}" = "build" ]; then
  shift
  exec mkdocs build --strict "$@"
fi
exec mkdocs serve "$@"
