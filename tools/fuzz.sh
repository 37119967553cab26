#!/usr/bin/env bash
# tools/fuzz.sh -- fuzzes netmem-import for a given time and reports the coverage reached (not
# part of CI: docs/guide/fuzzing.md).
#   bash tools/fuzz.sh [SECONDS]          default 600; environment: NETMEM_JOBS (default 2),
#                                         NETMEM_FUZZ_WORKERS (parallel fuzzing processes, default 1)
# 1. builds netmem-import-fuzz with clang++ (libFuzzer, ASan+UBSan, source-based coverage) in
#    build/fuzz, and the seed inputs in build/fuzz: make_bad_models (the corrupted files and one
#    input per earlier finding), the typed, Prepare-temporaries and stored-plan test models;
# 2. seeds build/fuzz/corpus with ../shared/models/*.tflite and those inputs, fuzzes for SECONDS
#    (byte-level mutations, with a dictionary of the TFLite identifier and common field values);
#    crashes go to build/fuzz/findings/;
# 3. replays the final corpus once and prints llvm-cov's line and branch coverage of
#    tools/netmem-import/*.cpp.
# Exits 1 when the fuzzer found a crash (the input is in build/fuzz/findings/), 0 otherwise.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds="${1:-600}"
jobs="${NETMEM_JOBS:-2}"
workers="${NETMEM_FUZZ_WORKERS:-1}"
build=build/fuzz
models=../shared/models

cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DNETMEM_BUILD_TESTS=ON -DNETMEM_BUILD_EXAMPLES=OFF -DNETMEM_BUILD_IMPORTER=ON \
      -DNETMEM_FUZZ=ON -DNETMEM_FUZZ_COVERAGE=ON >/dev/null
cmake --build "$build" -j "$jobs" --target netmem-import-fuzz netmem_import_bad_models netmem_import_typed_models \
      netmem_import_prepare_models netmem_import_stored_plan_models

tests="$build/tools/netmem-import/tests"
mkdir -p "$build/corpus" "$build/findings" "$build/profiles"
cp -n "$models"/*.tflite "$tests"/bad_models/*.tflite "$tests"/bad_models/fuzz_findings/*.tflite \
      "$tests"/typed_models/*.tflite "$tests"/prepare_models/*.tflite "$tests"/stored_plan_models/*.tflite \
      "$build/corpus/" 2>/dev/null || true
cat > "$build/tflite.dict" <<'DICT'
"TFL3"
"OfflineMemoryAllocation"
"\x03\x00\x00\x00"
"\xff\xff\xff\xff"
"\x00\x00\x00\x80"
"\xff\xff\xff\x7f"
DICT

echo "fuzz.sh: fuzzing for ${seconds} s with ${workers} worker(s); corpus $build/corpus"
status=0
parallel=()  # libFuzzer's -jobs writes each worker's log to fuzz-<n>.log in the working directory
if ((workers > 1)); then parallel=(-jobs="$workers" -workers="$workers"); fi
root="$(pwd)"
(cd "$build" && LLVM_PROFILE_FILE="$root/$build/profiles/fuzz-%p.profraw" \
    "$root/$build/tools/netmem-import/netmem-import-fuzz" "$root/$build/corpus" -dict="$root/$build/tflite.dict" \
    -max_total_time="$seconds" -max_len=262144 -timeout=20 -rss_limit_mb=4096 "${parallel[@]}" \
    -artifact_prefix="$root/$build/findings/" -print_final_stats=1) || status=$?

echo "fuzz.sh: coverage of the final corpus ($(ls "$build/corpus" | wc -l) inputs)"
rm -f "$build/profiles"/*.profraw
LLVM_PROFILE_FILE="$build/profiles/replay.profraw" \
    "$build/tools/netmem-import/netmem-import-fuzz" -runs=0 "$build/corpus" >/dev/null 2>&1 || true
llvm-profdata-14 merge -sparse "$build"/profiles/*.profraw -o "$build/fuzz.profdata"
llvm-cov-14 report "$build/tools/netmem-import/netmem-import-fuzz" -instr-profile="$build/fuzz.profdata" \
    tools/netmem-import/*.cpp
if ((status != 0)); then
    echo "fuzz.sh: the fuzzer stopped with status $status; inputs in $build/findings/:"
    ls -1 "$build/findings/"
    exit 1
fi
echo "fuzz.sh: no crash in ${seconds} s"
