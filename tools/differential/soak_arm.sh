#!/usr/bin/env bash
# tools/differential/soak_arm.sh -- the long differential run against the Arm oracle (not CI): N
# generated models against TFLM cross-compiled for Cortex-M4 (reference kernels, CMSIS-NN DSP) and
# Cortex-M55 (CMSIS-NN MVE), run under qemu-system-arm; summary as markdown.
#   tools/differential/soak_arm.sh [N] [FIRST_SEED] [BUILD_DIR]
# Defaults: N=10000, FIRST_SEED=200000 (apart from the CI seeds 1..120 of differential.arm_ci and the
# host soak's 100000...), BUILD_DIR=build/gcc.
# Environment: NETMEM_JOBS (parallel model x build pairs, default 2), NETMEM_SOAK_FEATURES (default:
# the CI list of differential.arm_ci), NETMEM_SOAK_MIN_ARENA (probe, the default: two QEMU runs per
# pair; search: the oracle's own --min-arena search, about 76 runs per pair, which also compares the
# planning need), NETMEM_SOAK_WORK (folder for the models, summary.md and details.txt; default
# build/soak-arm).
# About 1.2 s of CPU per model x build pair with probe: 10,000 models (30,000 pairs) take about 5 hours
# on 2 cores (two chains of NETMEM_JOBS=1, about 12 minutes per 200 models each).
# TFLM_ARENA_ARM_PROBE_TIMEOUT defaults to 20 s here (the oracle's default is 60): a model whose
# smallest arena is below 1,040 B is searched the oracle's way, and below its smallest arena many
# probes crash or hang (38 of 76 for seed 200044 on the Cortex-M55), each timed out and retried.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
count="${1:-10000}"
seed="${2:-200000}"
build="${3:-build/gcc}"
work="${NETMEM_SOAK_WORK:-build/soak-arm}"
features="${NETMEM_SOAK_FEATURES:-int8,int16,float32,conv,dwconv,fc,fc_4d,avgpool,maxpool,tconv,dilation,softmax,logistic,tanh,svdf,dag,add,concat,reshape,pad,mean,relu,relu6,act_n1,float_io,offline_valid,shared_const}"
mkdir -p "$work"
export TFLM_ARENA_ARM_PROBE_TIMEOUT="${TFLM_ARENA_ARM_PROBE_TIMEOUT:-20}"
python3 tools/differential/differential.py \
    --importer "$build/tools/netmem-import/netmem-import" --generator "$build/tools/tflite-gen/tflite-gen" \
    --shared ../shared --builds arm-m4-reference,arm-m4-cmsis-nn,arm-m55-cmsis-nn \
    --arm-min-arena "${NETMEM_SOAK_MIN_ARENA:-probe}" --seed "$seed" --count "$count" \
    --features "$features" --work "$work/models" \
    --summary "$work/summary.md" --details "$work/details.txt" -j "${NETMEM_JOBS:-2}"
echo "soak_arm.sh: summary in $work/summary.md, one line per pair that is not equal in $work/details.txt"
