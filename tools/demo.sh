#!/usr/bin/env bash
# tools/demo.sh -- the main job on real models, .tflite first (README "Quick start"):
#   1. installs the dependencies and builds netmem-import and the examples with g++ (logs only);
#   2. imports ../shared/models/vww_96_int8.tflite (MLPerf Tiny visual wake words, int8) and prints
#      its verdict for an STM32F446RE under TFLM: kTensorArenaSize, flash, fits, assumptions;
#      then the same model in netmem's static arena;
#   3. writes netmem's plan into a copy of the file as TFLM's offline plan and shows the saving,
#      measured by TFLM's own allocator (../shared/oracles, tflm-arena) on both files;
#   4. cross-compiles the Cortex-M4 firmware of examples/cortex_m, which imports person_detect.tflite
#      and static_asserts that it fits (a model that did not fit would stop the build);
#   5. prints DL4J's memory report of LeNet (examples/print_reports, training memory).
# Every file it writes (report text, plan JSON, SVG timeline, offline-plan model, LeNet JSON) goes
# into build/demo-output/; logs into build/demo-logs/. Exits non-zero when a step fails (printing
# the end of its log). Works from any directory. Environment: NETMEM_JOBS (default: processors).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
logs="$root/build/demo-logs"
output="$root/build/demo-output"
models="$root/../shared/models"
oracle="$root/../shared/oracles/bin/tflm-arena-m64"
mkdir -p "$logs"
rm -rf "$output"
mkdir -p "$output"
jobs="${NETMEM_JOBS:-$(nproc 2>/dev/null || echo 2)}"

# step <title> <log> <command...>: one line "[demo] title ... ok", the command's output in <log>.
step() {
    local title="$1" log="$2"
    shift 2
    printf '[demo] %s ... ' "$title"
    if "$@" >"$log" 2>&1; then
        echo "ok"
    else
        echo "FAILED; the end of ${log#"$root"/}:"
        tail -n 30 "$log" | sed 's/^/    /'
        exit 1
    fi
}
section() { printf '\n=== %s\n' "$1"; }
# group <n>: n with thousands separators.
group() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<< "$1"; }
# figure <key> <file>: the value of key=value in file.
figure() { sed -n "s/^$1=\([0-9]*\).*/\1/p" "$2" | head -n 1; }

step "installing dependencies" "$logs/install.log" bash tools/install-dependencies.sh
step "configuring the host build (g++, preset gcc)" "$logs/configure.log" cmake --preset gcc
step "building netmem-import and the examples" "$logs/build.log" \
    cmake --build --preset gcc -j "$jobs" --target netmem-import netmem_examples
importer="$root/build/gcc/tools/netmem-import/netmem-import"
model="$models/vww_96_int8.tflite"
if [[ ! -f "$model" ]]; then
    echo "demo.sh: $model is missing (the shared models live in ../shared beside the repository)" >&2
    exit 1
fi

section "1. A .tflite on an STM32F446RE under TFLM: netmem-import vww_96_int8.tflite --report --runtime tflm --target stm32f446re"
"$importer" "$model" --report --runtime tflm --target stm32f446re --output-dir "$output" \
    >"$output/vww_96_int8.report.txt"
sed -n '1,4p' "$output/vww_96_int8.report.txt"
echo "(the full report: build/demo-output/vww_96_int8.report.txt; beside it the plan JSON and an SVG of TFLM's arena)"

section "2. The same model in netmem's own static arena: --runtime static_arena"
"$importer" "$model" --report --runtime static_arena --target stm32f446re >"$logs/static_arena.txt"
sed -n '1,3p' "$logs/static_arena.txt"

section "3. netmem's plan as TFLM's offline plan: --write-offline-plan, then TFLM's own allocator on both files"
offline="$output/vww_96_int8.offline.tflite"
"$importer" "$model" --write-offline-plan "$offline"
if [[ -x "$oracle" ]]; then
    "$oracle" "$model" >"$logs/oracle_online.txt"
    "$oracle" "$offline" >"$logs/oracle_offline.txt"
    online_head="$(figure head_bytes "$logs/oracle_online.txt")"
    offline_head="$(figure head_bytes "$logs/oracle_offline.txt")"
    echo "TFLM's head (activations), its own online planner: $(group "$online_head") B"
    echo "TFLM's head with netmem's offline plan:            $(group "$offline_head") B"
    echo "saving: $(group $((online_head - offline_head))) B of SRAM ($(( (online_head - offline_head) * 100 / online_head )) % of the head)"
else
    echo "(no TFLM oracle at $oracle: the saving is not measured)"
fi

section "4. Cortex-M4 firmware: examples/cortex_m imports person_detect.tflite and static_asserts it fits"
echo "static_assert(netmem::assert_fits<person_detect, tflm profile, targets::stm32f446re>()) and"
echo "tflm::arena_size<person_detect> == 82,304 B are checked by arm-none-eabi-g++ while it builds."
step "configuring the firmware build (arm-none-eabi-g++, preset arm-cortex-m4)" "$logs/arm-configure.log" \
    cmake --preset arm-cortex-m4 "-DNETMEM_IMPORTER=$importer"
step "building the firmware" "$logs/arm-build.log" cmake --build --preset arm-cortex-m4 -j "$jobs"
if grep -q "includes person_detect.tflite" "$logs/arm-configure.log"; then
    echo "person_detect.tflite: imported and asserted to fit (TFLM runtime, reference kernels, 32-bit)"
fi
image=build/arm-cortex-m4/examples/cortex_m/firmware_netmem.elf
read -r text data bss _ < <(arm-none-eabi-size "$image" | tail -n 1)
echo "firmware_netmem.elf: SRAM (data+bss) $(group $((data + bss))) of 131,072 B; flash (text+data) $(group $((text + data))) of 524,288 B"

section "5. Training memory: DL4J's memory report of LeNet, minibatch 32 (examples/print_reports)"
# awk reads to the end (no exit): an early exit would end print_reports with SIGPIPE, which
# pipefail turns into the demo's exit status 141.
build/gcc/examples/print_reports |
    awk '!done && /^DL4J NetworkMemoryReport/ {on = 1} on && /^==========/ {on = 0; done = 1} on'
build/gcc/examples/export_json >"$output/dl4j_lenet.memory_report.json"
echo "(the MLP and the Keras-style summaries: build/gcc/examples/print_reports; PyTorch's training"
echo " peak: docs/guide/training-memory.md)"

section "Files written: build/demo-output/ (plan JSON: docs/plan-json.md; open the .svg in a browser)"
for file in "$output"/*; do
    echo "    $(basename "$file")"
done
