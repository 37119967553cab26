#!/usr/bin/env bash
# tools/test.sh -- runs every netmem test (README "Quick start": every test).
#   1. installs the dependencies (tools/install-dependencies.sh);
#   2. for each compiler preset, gcc (g++ 12) and clang (clang++ 14): configure, build, ctest.
#      The ctest suite holds the doctest suites, static tests, header self-containment, compile-fail
#      tests and their twins, consumer projects (find_package, add_subdirectory), examples, and
#      the Cortex-M checks (arm.core_headers, arm.cortex_m_firmware), which are required here:
#      a missing arm-none-eabi-g++ fails instead of skipping.
#   3. for each Release preset, gcc-release and clang-release: configure and build the importer,
#      the random-model generator (tflite-gen) and the examples (g++ also netmem-cli) with -Werror (a Release build of the programs users
#      run; each preset counts as one test);
#   4. prints the failed tests and, as the last line, "N passed, M failed" (ctest tests over both
#      compilers; a configure or build step that fails counts as one failed test).
# Exits non-zero on any failure. Works from any directory. Environment: NETMEM_JOBS (parallel
# jobs; default: the number of processors), NETMEM_PRESETS (default: "gcc clang"),
# NETMEM_RELEASE_PRESETS (default: "gcc-release clang-release"; empty: skip step 3).
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
repo_root="$(pwd)"

if ! bash tools/install-dependencies.sh; then
    echo "test.sh: installing the dependencies failed" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

jobs="${NETMEM_JOBS:-$(nproc 2>/dev/null || echo 2)}"
presets="${NETMEM_PRESETS:-gcc clang}"
passed=0
failed=0
failures=()

# junit_count <file> <attribute>: the number in the <testsuite> header (tests, failures, ...).
junit_count() {
    local value
    value="$(sed -n "s/^[[:space:]]*$2=\"\([0-9]*\)\".*/\1/p" "$1" | head -n1)"
    echo "${value:-0}"
}

for preset in $presets; do
    echo "=== [$preset] configure"
    if ! cmake --preset "$preset" -DNETMEM_REQUIRE_ARM_CHECK=ON; then
        failed=$((failed + 1)); failures+=("$preset: configure"); continue
    fi
    echo "=== [$preset] build (-j$jobs)"
    build_ok=1
    # -k: keep going, so that one broken file does not hide the others' test results.
    if ! cmake --build --preset "$preset" -j "$jobs" -- -k; then
        build_ok=0; failed=$((failed + 1)); failures+=("$preset: build")
    fi
    echo "=== [$preset] ctest"
    junit="$repo_root/build/$preset/ctest-results.xml"
    rm -f "$junit"
    ctest --preset "$preset" -j "$jobs" --output-on-failure --output-junit "$junit"
    if [[ ! -f "$junit" ]]; then
        failed=$((failed + 1)); failures+=("$preset: ctest did not run")
        continue
    fi
    total="$(junit_count "$junit" tests)"
    failed_here="$(junit_count "$junit" failures)"
    skipped_here=$(( $(junit_count "$junit" skipped) + $(junit_count "$junit" disabled) ))
    passed=$((passed + total - failed_here - skipped_here))
    failed=$((failed + failed_here))
    while IFS= read -r name; do
        [[ -n "$name" ]] && failures+=("$preset: $name")
    done < <(grep -o '<testcase name="[^"]*"[^>]*status="fail"' "$junit" | sed 's/<testcase name="\([^"]*\)".*/\1/')
    while IFS= read -r name; do
        [[ -n "$name" ]] && echo "test.sh: [$preset] not run: $name"
    done < <(grep -o '<testcase name="[^"]*"[^>]*status="\(notrun\|disabled\)"' "$junit" | sed 's/<testcase name="\([^"]*\)".*/\1/')
    ((build_ok)) || echo "test.sh: [$preset] the build failed; see the compiler errors above"
done

release_presets="${NETMEM_RELEASE_PRESETS-gcc-release clang-release}"
for preset in $release_presets; do
    echo "=== [$preset] configure + build (-j$jobs)"
    # netmem-cli (every zoo network planned at compile time) costs minutes: g++ builds it, clang++
    # builds the importer and the examples (the Release-only warnings were g++'s -Wrestrict).
    targets=(netmem-import tflite-gen netmem_examples)
    [[ "$preset" == gcc-release ]] && targets+=(netmem_cli)
    if cmake --preset "$preset" >/dev/null &&
        cmake --build --preset "$preset" -j "$jobs" --target "${targets[@]}"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); failures+=("$preset: configure or build")
    fi
done

echo
if ((${#failures[@]} > 0)); then
    echo "Failed:"
    printf '  %s\n' "${failures[@]}"
fi
echo "$passed passed, $failed failed"
((failed == 0))
