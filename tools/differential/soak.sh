#!/usr/bin/env bash
# tools/differential/soak.sh -- the long differential run (not CI): N generated models (default
# 10,000; every feature of tflite-gen) against every host TFLM oracle build, summary as markdown.
#   tools/differential/soak.sh [N] [FIRST_SEED] [BUILD_DIR]
# Defaults: N=10000, FIRST_SEED=100000 (apart from the CI seeds 1..300), BUILD_DIR=build/gcc.
# Environment: NETMEM_JOBS (parallel oracle runs, default 2), NETMEM_SOAK_FEATURES (default all),
# NETMEM_SOAK_WORK (folder for the models, summary.md and details.txt; default build/soak).
# About 0.3 s of CPU per model x build pair: 10,000 models take about 2.5 hours on 2 cores.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
count="${1:-10000}"
seed="${2:-100000}"
build="${3:-build/gcc}"
work="${NETMEM_SOAK_WORK:-build/soak}"
mkdir -p "$work"
qemu="$(command -v qemu-i386 || true)"
python3 tools/differential/differential.py \
    --importer "$build/tools/netmem-import/netmem-import" --generator "$build/tools/tflite-gen/tflite-gen" \
    --shared ../shared --qemu "$qemu" --seed "$seed" --count "$count" \
    --features "${NETMEM_SOAK_FEATURES:-all}" --work "$work/models" \
    --summary "$work/summary.md" --details "$work/details.txt" -j "${NETMEM_JOBS:-2}"
echo "soak.sh: summary in $work/summary.md, one line per pair that is not equal in $work/details.txt"
