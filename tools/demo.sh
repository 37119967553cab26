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
sources=(examples/*.cpp)
status=0

if ((${#sources[@]} > 0)); then
    echo "=== host examples (g++): configure and build"
    cmake --preset gcc -DNETMEM_BUILD_EXAMPLES=ON >/dev/null
    cmake --build --preset gcc -j "$jobs" --target netmem_examples
    for source in "${sources[@]}"; do
        name="$(basename "$source" .cpp)"
        executable="build/gcc/examples/$name"
        echo
        echo "=================================================================================="
        echo "=== example: $name ($source)"
        echo "=================================================================================="
        if ! "$executable"; then
            echo "demo.sh: example $name failed" >&2
            status=1
        fi
    done
else
    echo "demo.sh: no examples/*.cpp yet"
fi

if [[ -f examples/cortex_m/CMakeLists.txt ]]; then
    echo
    echo "=== Cortex-M4 examples (arm-none-eabi-g++, preset arm-cortex-m4)"
    cmake --preset arm-cortex-m4 >/dev/null
    cmake --build --preset arm-cortex-m4 -j "$jobs"
    images=(build/arm-cortex-m4/examples/cortex_m/*.elf build/arm-cortex-m4/examples/cortex_m/*/*.elf)
    if ((${#images[@]} > 0)); then
        echo "Firmware images (text+data = flash bytes, data+bss = static RAM bytes):"
        arm-none-eabi-size "${images[@]}"
    fi
fi

if [[ -d examples/cortex_m && ! -f examples/cortex_m/CMakeLists.txt ]]; then
    echo "demo.sh: examples/cortex_m/ has no CMakeLists.txt; no firmware image built" >&2
fi

exit "$status"
