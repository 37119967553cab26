#!/usr/bin/env bash
# tools/install-dependencies.sh -- installs what netmem's build, tests and demo need on Debian
# bookworm (or a later Debian/Ubuntu): Boost headers (Hana), doctest, nlohmann_json and {fmt} (the
# host printers in netmem/io/), python3 (the SVG test parses XML), CMake >= 3.25, g++ 12,
# clang++ 14 with its sanitizer runtimes, make, and the Arm bare-metal toolchain with newlib's libstdc++ (Cortex-M checks).
# flatbuffers (headers and flatc) for tools/netmem-import.
# Idempotent: installs nothing when every package is already present. Runs apt-get as root, or
# through sudo when available.
set -euo pipefail

# libclang-rt-dev: clang's sanitizer runtimes (the reference-executor test runs under ASan and UBSan);
# clang only recommends it, and recommendations are not installed here.
# libflatbuffers-dev: tests read .tflite models; qemu-user: qemu-i386 runs the 32-bit TFLM oracles
# (../shared/oracles/bin/*-m32, i386 executables) on kernels built without IA32 emulation.
# flatbuffers-compiler: tools/netmem-import reads .tflite files (flatc compiles its schema subset).
# qemu-system-arm: runs the Arm TFLM oracle (../shared/oracles/arm, TFLM built for Cortex-M4/M55).
packages=(libboost-dev doctest-dev cmake g++ clang libclang-rt-dev gcc-arm-none-eabi libstdc++-arm-none-eabi-newlib make
          libflatbuffers-dev flatbuffers-compiler qemu-user qemu-system-arm nlohmann-json3-dev libfmt-dev python3)

package_installed() {
    [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-dependencies: dpkg-query not found; this script supports Debian/Ubuntu only." >&2
    echo "install-dependencies: needed: ${packages[*]}" >&2
    exit 1
fi

missing=()
for package in "${packages[@]}"; do
    package_installed "$package" || missing+=("$package")
done

if ((${#missing[@]} > 0)); then
    echo "install-dependencies: installing ${missing[*]}"
    if [[ "$(id -u)" -eq 0 ]]; then
        as_root=()
    elif command -v sudo >/dev/null 2>&1; then
        as_root=(sudo)
    else
        echo "install-dependencies: missing ${missing[*]}; run as root or install sudo" >&2
        exit 1
    fi
    "${as_root[@]}" apt-get update
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${packages[@]}"
fi

# The tools the build calls by name.
for tool in cmake make g++ clang++ arm-none-eabi-g++; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "install-dependencies: '$tool' is still missing after installing ${packages[*]}" >&2
        exit 1
    fi
done
cmake_version="$(cmake --version | sed -n 's/^cmake version \([0-9.]*\).*/\1/p')"
if [[ "$(printf '%s\n%s\n' 3.25 "$cmake_version" | sort -V | head -n1)" != "3.25" ]]; then
    echo "install-dependencies: cmake $cmake_version found, netmem needs 3.25 or later" >&2
    exit 1
fi
echo "install-dependencies: ok (cmake $cmake_version, $(g++ -dumpfullversion 2>/dev/null || g++ -dumpversion)," \
     "clang $(clang++ -dumpversion), arm-none-eabi-g++ $(arm-none-eabi-g++ -dumpversion))"
