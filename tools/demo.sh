#!/usr/bin/env bash
# tools/demo.sh -- the "main job": what netmem computes at compile time, for real networks.
#   1. installs the dependencies (tools/install-dependencies.sh; its apt output goes to a log);
#   2. builds the host programs with g++ (preset gcc; build output to a log);
#   3. runs examples/print_reports (DL4J LeNet and an MLP: summaries, DL4J memory reports, totals);
#   4. runs tools/netmem-cli for the four MLPerf Tiny networks on an STM32F446RE (TFLM runtime,
#      CMSIS-NN DSP kernels, as the Cortex-M4 firmware below): configuration, plan, verdict; the
#      full Keras-style summary for VWW only;
#   5. writes every machine-readable file into ONE folder, build/demo-output/ (plan JSON and SVG
#      memory timeline per network, the LeNet memory report JSON), and prints its path;
#   6. when examples/cortex_m/CMakeLists.txt exists, cross-compiles the firmware (preset
#      arm-cortex-m4; the build is the budget check) and prints its flash/RAM.
# Each step prints one line while it works; logs are in build/demo-logs/. Exits non-zero when a
# step fails (and prints the end of that step's log). Works from any directory.
# Environment: NETMEM_JOBS (parallel jobs; default: the number of processors).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
logs="$root/build/demo-logs"
output="$root/build/demo-output"
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
        echo "ok (log: ${log#"$root"/})"
    else
        echo "FAILED; the end of ${log#"$root"/}:"
        tail -n 30 "$log" | sed 's/^/    /'
        exit 1
    fi
}

step "installing dependencies" "$logs/install.log" bash tools/install-dependencies.sh
sed -n 's/^install-dependencies: ok (\(.*\))$/       dependencies present: \1/p' "$logs/install.log"
step "configuring the host build (g++, preset gcc)" "$logs/configure.log" cmake --preset gcc -DNETMEM_BUILD_EXAMPLES=ON
step "building the examples and netmem-cli" "$logs/build.log" \
    cmake --build --preset gcc -j "$jobs" --target netmem_examples netmem_cli

cli=build/gcc/tools/netmem-cli/netmem-cli
status=0

# DL4J memory reports.
if ! build/gcc/examples/print_reports; then
    echo "demo.sh: examples/print_reports failed" >&2
    status=1
fi

# Microcontroller deployments: one configuration for the four networks.
echo
echo "=================================================================================="
echo "=== MLPerf Tiny on an STM32F446RE: tools/netmem-cli --target stm32f446re --runtime tflm"
echo "===                                 --kernels cmsis_nn_dsp --output-dir build/demo-output"
echo "=================================================================================="
for network in mlperf_vww_mobilenet_v1 mlperf_ds_cnn mlperf_resnet8 mlperf_anomaly_detection; do
    summary=(--no-summary)
    [[ "$network" == mlperf_vww_mobilenet_v1 ]] && summary=()
    if ! "$cli" --network "$network" --target stm32f446re --runtime tflm --kernels cmsis_nn_dsp \
            --output-dir "$output" "${summary[@]}"; then
        echo "demo.sh: netmem-cli --network $network failed" >&2
        status=1
    fi
done

# The LeNet DL4J memory report as JSON (training, minibatch 32, Adam, float32).
if ! build/gcc/examples/export_json >"$output/dl4j_lenet.memory_report.json"; then
    echo "demo.sh: examples/export_json failed" >&2
    status=1
fi

# group <n>: n with thousands separators.
group() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<< "$1"; }

if [[ -f examples/cortex_m/CMakeLists.txt ]]; then
    echo
    echo "=================================================================================="
    echo "=== Cortex-M4 firmware: MLPerf Tiny VWW + DS-CNN on an STM32F446RE (examples/cortex_m)"
    echo "=================================================================================="
    echo "netmem::assert_fits<model, int8 CMSIS-NN DSP, targets::stm32f446re>() is a static_assert: a network"
    echo "that did not fit 128 KiB SRAM / 512 KiB flash would stop this build with the numbers."
    step "configuring the firmware build (arm-none-eabi-g++, preset arm-cortex-m4)" "$logs/arm-configure.log" \
        cmake --preset arm-cortex-m4
    step "building the firmware" "$logs/arm-build.log" cmake --build --preset arm-cortex-m4 -j "$jobs"
    shopt -s nullglob
    images=(build/arm-cortex-m4/examples/cortex_m/*.elf)
    if ((${#images[@]} > 0)); then
        echo
        echo "Firmware images (text+data = flash bytes, data+bss = static RAM bytes):"
        arm-none-eabi-size "${images[@]}"
        netmem_image=build/arm-cortex-m4/examples/cortex_m/firmware_netmem.elf
        if [[ -f "$netmem_image" ]]; then
            read -r text data bss _ < <(arm-none-eabi-size "$netmem_image" | tail -n 1)
            echo
            echo "Arenas placed by netmem (arm-none-eabi-nm -S: symbol, bytes):"
            while read -r _ size kind symbol; do
                [[ "$symbol" == *_arena ]] || continue
                section="$kind"; [[ "$kind" == [Bb] ]] && section="bss"
                printf "  %-12s %s bytes in .%s (the planned arena_bytes, runtime static_arena)\n" \
                    "$symbol" "$(group $((16#$size)))" "$section"
            done < <(arm-none-eabi-nm -S -C "$netmem_image")
            echo
            echo "Verdict: fits the STM32F446RE."
            echo "  SRAM  (data+bss): $(group $((data + bss))) of 131,072 B"
            echo "  flash (text+data): $(group $((text + data))) of 524,288 B in this image; the model weights are not"
            echo "  linked into this example (no kernels), and netmem's flash plan for them is in the VWW and DS-CNN"
            echo "  sections above. .text is the same with and without netmem: the library adds no code"
            echo "  (ctest arm.cortex_m_firmware checks it byte for byte)."
        fi
    fi
elif [[ -d examples/cortex_m ]]; then
    echo "demo.sh: examples/cortex_m/ has no CMakeLists.txt; no firmware image built" >&2
fi

echo
echo "=================================================================================="
echo "Files written (plan JSON: docs/plan-json.md; open the .svg files in a browser, hover for details):"
echo "  $output"
for file in "$output"/*; do
    echo "    $(basename "$file")"
done
exit "$status"
