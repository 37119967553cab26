#!/usr/bin/env bash
# tools/demo.sh -- the "main job": builds and runs every example.
#   1. installs the dependencies (tools/install-dependencies.sh);
#   2. configures the gcc preset, builds the target netmem_examples (every examples/*.cpp) and runs
#      each example executable in turn (the host examples print their memory reports);
#   3. when examples/cortex_m/CMakeLists.txt exists, configures and builds the arm-cortex-m4
#      preset (arm-none-eabi-g++, Cortex-M4F) and prints the flash/RAM size of each firmware image.
# Exits non-zero when a step or an example fails. Works from any directory.
# Environment: NETMEM_JOBS (parallel jobs; default: the number of processors).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash tools/install-dependencies.sh
jobs="${NETMEM_JOBS:-$(nproc 2>/dev/null || echo 2)}"

shopt -s nullglob
status=0

# Examples in reading order: the reports first; examples that write files (export_json) last.
ordered=()
[[ -f examples/print_reports.cpp ]] && ordered+=(examples/print_reports.cpp)
for source in examples/*.cpp; do
    [[ "$source" == examples/print_reports.cpp ]] || ordered+=("$source")
done

if ((${#ordered[@]} > 0)); then
    echo "=== host examples (g++): configure and build"
    cmake --preset gcc -DNETMEM_BUILD_EXAMPLES=ON >/dev/null
    cmake --build --preset gcc -j "$jobs" --target netmem_examples
    for source in "${ordered[@]}"; do
        name="$(basename "$source" .cpp)"
        executable="build/gcc/examples/$name"
        echo
        echo "=================================================================================="
        echo "=== example: $name ($source)"
        echo "=================================================================================="
        if [[ "$name" == export_json ]]; then
            # JSON is for machines: keep it in a file and show its beginning.
            output="build/gcc/examples/lenet_memory_report.json"
            if "$executable" > "$output"; then
                head -n 12 "$output"
                echo "... ($(wc -l < "$output") lines in $output)"
            else
                echo "demo.sh: example $name failed" >&2
                status=1
            fi
        elif ! "$executable"; then
            echo "demo.sh: example $name failed" >&2
            status=1
        fi
    done
else
    echo "demo.sh: no examples/*.cpp yet"
fi

# group <n>: n with thousands separators.
group() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<< "$1"; }

if [[ -f examples/cortex_m/CMakeLists.txt ]]; then
    echo
    echo "=================================================================================="
    echo "=== Cortex-M4 firmware: MLPerf Tiny VWW + DS-CNN on an STM32F446RE (examples/cortex_m)"
    echo "=================================================================================="
    echo "Building with arm-none-eabi-g++ (preset arm-cortex-m4). The build itself is the budget check:"
    echo "netmem::assert_fits<model, int8 CMSIS-NN DSP, targets::stm32f446re>() is a static_assert, so a"
    echo "network that did not fit 128 KiB SRAM / 512 KiB flash would stop here with the numbers."
    cmake --preset arm-cortex-m4 >/dev/null
    cmake --build --preset arm-cortex-m4 -j "$jobs"
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
                printf "  %-12s %s bytes in .%s (the planned arena_bytes)\n" "$symbol" "$(group $((16#$size)))" "$section"
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
fi

if [[ -d examples/cortex_m && ! -f examples/cortex_m/CMakeLists.txt ]]; then
    echo "demo.sh: examples/cortex_m/ has no CMakeLists.txt; no firmware image built" >&2
fi

exit "$status"
