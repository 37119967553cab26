#!/usr/bin/env bash
# tools/bench/include_cost.sh -- what including a netmem header costs a translation unit, as a ratio
# to `#include <boost/hana.hpp>` alone measured in the same run (issue 24, deliverable 8: a firmware
# pays it in every translation unit that includes netmem).
#
# For each compiler, one translation unit per header that holds nothing but `#include <HEADER>`,
# compiled with -std=c++20 -fsyntax-only; the runs are interleaved (hana, header 1, header 2, ...,
# then again) and the fastest of --repeat is kept: CPU time (user + system of the compiler, GNU
# time) and peak resident set size (the smallest of the runs). Ratios divide by hana's figures of
# the same compiler and run, so a loaded machine shifts seconds more than ratios. Also printed: the
# preprocessed lines (-E -P, non-blank) of each translation unit, netmem's own among them.
#
# Usage:
#   tools/bench/include_cost.sh                      # table on stdout
#   tools/bench/include_cost.sh --write docs/benchmarks.md   # also rewrite its generated section
#   options: --compilers "g++ clang++"  --repeat 5
#            --headers "netmem/netmem.hpp netmem/firmware.hpp string_view span"   (default: also
#              layers/all.hpp, deploy/fits.hpp, training/all.hpp, runtime/tflm/tflm.hpp, array)
#            --include DIR (netmem headers; default: this checkout's include/)
# Needs: bash, awk, the compilers, Boost.Hana, GNU time (/usr/bin/time).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_dir="$(cd "$script_dir/../.." && pwd)"
compilers="g++ clang++"
repeat=5
headers="netmem/netmem.hpp netmem/firmware.hpp netmem/layers/all.hpp netmem/deploy/fits.hpp netmem/training/all.hpp netmem/runtime/tflm/tflm.hpp string_view span array"
include_dir="$repo_dir/include"
write_file=""

while (($# > 0)); do
    case "$1" in
        --compilers) compilers="$2"; shift 2 ;;
        --repeat) repeat="$2"; shift 2 ;;
        --headers) headers="$2"; shift 2 ;;
        --include) include_dir="$(cd "$2" && pwd)"; shift 2 ;;
        --write) write_file="$2"; shift 2 ;;
        -h | --help) sed -n '2,20p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "include_cost.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [[ ! -x /usr/bin/time ]]; then
    echo "include_cost.sh: /usr/bin/time (Debian package 'time') is missing" >&2
    exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
all_headers="boost/hana.hpp $headers"
index=0
for h in $all_headers; do
    printf '#include <%s>\n' "$h" >"$work/tu$index.cpp"
    index=$((index + 1))
done
count=$index

# One run: "cpu_seconds peak_kib" of compiler $1 on translation unit $2.
measure() {
    /usr/bin/time -f '%U %S %M' -o "$work/time.txt" "$1" -std=c++20 -fsyntax-only -I"$include_dir" "$2" \
        >/dev/null 2>"$work/err.txt" || { cat "$work/err.txt" >&2; echo "include_cost.sh: $1 failed on $2" >&2; exit 1; }
    awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$work/time.txt"
}

table="| header | compiler | CPU s | × hana | peak MiB | × hana | preprocessed lines (netmem's) |
| --- | --- | ---: | ---: | ---: | ---: | ---: |"
versions=""
for cxx in $compilers; do
    versions+="- $cxx: $("$cxx" --version | head -1)"$'\n'
    declare -a best_cpu=() best_mem=()
    for ((r = 0; r < repeat; r++)); do
        for ((i = 0; i < count; i++)); do
            read -r cpu mem < <(measure "$cxx" "$work/tu$i.cpp")
            if [[ -z "${best_cpu[$i]:-}" ]] || awk -v a="$cpu" -v b="${best_cpu[$i]}" 'BEGIN { exit !(a < b) }'; then
                best_cpu[$i]=$cpu
            fi
            if [[ -z "${best_mem[$i]:-}" || "$mem" -lt "${best_mem[$i]}" ]]; then best_mem[$i]=$mem; fi
        done
    done
    i=0
    for h in $all_headers; do
        "$cxx" -std=c++20 -E -I"$include_dir" "$work/tu$i.cpp" >"$work/pp.txt"
        lines=$(awk '/^# [0-9]+ "/ { own = ($3 ~ /netmem\//); next } NF { all++; if (own) mine++ } END { printf "%d (%d)", all, mine }' "$work/pp.txt")
        row=$(awk -v h="$h" -v c="$cxx" -v cpu="${best_cpu[$i]}" -v mem="${best_mem[$i]}" \
                  -v hcpu="${best_cpu[0]}" -v hmem="${best_mem[0]}" -v lines="$lines" \
                  'BEGIN { printf "| `<%s>` | %s | %.2f | %.2f | %.0f | %.2f | %s |", h, c, cpu, cpu / hcpu, mem / 1024, mem / hmem, lines }')
        table+=$'\n'"$row"
        i=$((i + 1))
    done
    unset best_cpu best_mem
done

section="Measured on $(date -u +%Y-%m-%d) with \`tools/bench/include_cost.sh\` (fastest of $repeat interleaved runs; $(nproc) cores, load average $(cut -d" " -f1 /proc/loadavg) when written; \`-std=c++20 -fsyntax-only\`; \"× hana\" divides by \`#include <boost/hana.hpp>\` alone on the same compiler in the same run):

$versions
$table"
printf '%s\n' "$section"

if [[ -n "$write_file" ]]; then
    begin="<!-- include_cost.sh: begin -->"
    end="<!-- include_cost.sh: end -->"
    grep -qF "$begin" "$write_file" || printf '\n%s\n%s\n' "$begin" "$end" >>"$write_file"
    printf '%s\n' "$section" >"$work/section.md"
    awk -v begin="$begin" -v end="$end" -v section_file="$work/section.md" '
        $0 == begin { print; while ((getline line < section_file) > 0) print line; skipping = 1; next }
        $0 == end { skipping = 0 }
        !skipping { print }' "$write_file" >"$work/doc.md"
    cp "$work/doc.md" "$write_file"
    echo "include_cost.sh: wrote $write_file" >&2
fi
