#!/usr/bin/env bash
# tools/bench/compile_time.sh -- compile time and compiler peak memory of netmem's memory report
# for generated sequential networks of 10, 100, 1,000 and 2,000 layers, on g++ and clang++.
#
# Each generated translation unit declares one network and computes its FULL memory report:
# memory_report<Net>(adam) and total_bytes(...) in a static_assert, plus the parameter counts.
# - sequential: layers cycling through dense (16 units), activation_layer (relu) and
#   batch_normalization, on feed_forward(16) input;
# - graph: the same cycle as named vertices ("v00001", ...), where every fourth vertex is instead an
#   elementwise add of the previous vertex and the one four back (a residual connection). A baseline TU that only includes <netmem/netmem.hpp> is measured too, so the
# table shows the cost per layer above the cost of parsing the headers. Each measurement is the
# fastest of --repeat runs: CPU time (user + system seconds of the compiler, from GNU time; wall
# time is meaningless on a shared machine) and the compiler's peak resident set size in MiB.
#
# Not part of the test suite (no timed tests). Usage:
#   tools/bench/compile_time.sh                       # table on stdout
#   tools/bench/compile_time.sh --write docs/benchmarks.md   # also rewrite the generated section
#   options: --sizes "10 100 1000 2000"  --compilers "g++ clang++"  --repeat 3
#            --networks "sequential graph" (which generated networks to measure)
#            --include DIR (netmem headers to measure; default: this checkout's include/)
#            --scale (issue 10: instead of the table above, at --sizes: a chain of dense{16} layers
#                     as "floor" (the same arithmetic as netmem's report, plain constexpr loops over
#                     a std::array of structs, tools/bench/floor_report.hpp; includes the same
#                     headers), "report" (memory_report, total_bytes, parameter counts), "plan"
#                     (memory_plan_of, int8: on a chain TFLM's planner reaches the lower bound, so
#                     one planner runs) and "plan-all" (the plan and each of the nine planners);
#                     the benchmark graph as "graph" (its report) and, up to
#                     1,000 vertices, "graph-full" (report + plan), each also as a named network
#                     ("graph-named", "graph-full-named": struct net : graph<...> {}); the zoo's ImageNet networks as
#                     "full" jobs (report + int8 plan + assert_fits) and "report". --repeat runs
#                     (use 5), interleaved; median and minimum, cost above the headers and ratio
#                     to the floor from the minimums, growth exponents; --svg FILE draws the curves;
#                     --programs "floor report graph" keeps only those generated programs, --zoo
#                     "resnet50:174 mobilenet_v2:152" only those zoo networks (type:vertices), --zoo ""
#                     none)
#            --headroom (also bisect the smallest constexpr budget the 1,000-layer TU needs:
#                        clang -fconstexpr-steps, default 1,048,576; g++ -fconstexpr-ops-limit,
#                        default 33,554,432)
# Needs: bash, awk, the compilers, Boost.Hana, and GNU time (/usr/bin/time, Debian package `time`;
# installed with apt-get when missing and the script runs as root).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_dir="$(cd "$script_dir/../.." && pwd)"
sizes="10 100 1000 2000"
compilers="g++ clang++"
repeat=3
include_dir="$repo_dir/include"
write_file=""
headroom=0
networks="sequential graph"
scale=0
svg_file=""
programs_wanted="floor report plan plan-all graph graph-named graph-full graph-full-named"
zoo="resnet50:174 keras_resnet50:176 mobilenet_v2:152 keras_mobilenet_v2:155 vgg16:22"  # type:vertices (header = type)

while (($# > 0)); do
    case "$1" in
        --sizes) sizes="$2"; shift 2 ;;
        --compilers) compilers="$2"; shift 2 ;;
        --repeat) repeat="$2"; shift 2 ;;
        --include) include_dir="$(cd "$2" && pwd)"; shift 2 ;;
        --write) write_file="$2"; shift 2 ;;
        --headroom) headroom=1; shift ;;
        --scale) scale=1; shift ;;
        --svg) svg_file="$2"; shift 2 ;;
        --networks) networks="$2"; shift 2 ;;
        --programs) programs_wanted="$2"; shift 2 ;;
        --zoo) zoo="$2"; shift 2 ;;
        -h | --help) sed -n '2,37p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "compile_time.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

if [[ ! -x /usr/bin/time ]]; then
    if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
        echo "compile_time.sh: installing GNU time (/usr/bin/time)" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends time >/dev/null
    else
        echo "compile_time.sh: /usr/bin/time (Debian package 'time') is missing; install it as root" >&2
        exit 1
    fi
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/netmem-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# layer_value <i>: the i-th layer of the cycle.
layer_value() {
    case $(($1 % 3)) in
        0) echo "nm::dense{.units = 16}" ;;
        1) echo "nm::activation_layer{.activation = nm::activation::relu}" ;;
        2) echo "nm::batch_normalization{}" ;;
    esac
}

# vertex_name <i>: "v00000" for the input, "v00001" for the first vertex, ...
vertex_name() { printf '"v%05d"' "$1"; }

# generate_graph_tu <vertices> <file> [plan] [named]: the graph network and its full memory report
# (and, with "plan", its int8 plan by all planners: memory_plan_of). The network is an alias
# (`using net = nm::graph<...>;`), or with "named" a named network (`struct net : nm::graph<...> {};`,
# docs/guide/declare-a-network.md, "Name a large network": g++ then mangles short names).
generate_graph_tu() {
    local vertices="$1" file="$2" plan="${3:-}" named="${4:-}" i
    {
        echo "// Generated by tools/bench/compile_time.sh: a $vertices-vertex graph (dense, activation, batch_normalization; every 4th vertex adds a residual)."
        echo "#include <netmem/netmem.hpp>"
        echo "namespace nm = netmem;"
        if [[ "$named" == named ]]; then echo "struct net : nm::graph<nm::inputs<nm::graph_input<$(vertex_name 0), nm::input::feed_forward{.size = 16}>>"
        else echo "using net = nm::graph<nm::inputs<nm::graph_input<$(vertex_name 0), nm::input::feed_forward{.size = 16}>>"; fi
        for ((i = 1; i <= vertices; ++i)); do
            if ((i % 4 == 0)); then
                echo "    , nm::vertex<$(vertex_name "$i"), nm::elementwise{.op = nm::elementwise_op::add}, $(vertex_name $((i - 1))), $(vertex_name $((i - 4)))>"
            else
                echo "    , nm::vertex<$(vertex_name "$i"), $(layer_value $((i - 1))), $(vertex_name $((i - 1)))>"
            fi
        done
        if [[ "$named" == named ]]; then echo "    , nm::outputs<$(vertex_name "$vertices")>> {};"
        else echo "    , nm::outputs<$(vertex_name "$vertices")>>;"; fi
        echo "static_assert(net::vertex_count == $vertices);"
        echo "constexpr auto report = nm::memory_report<net>(nm::training_config{.updater = nm::updater::adam});"
        echo "static_assert(report.size() == $vertices);"
        echo "static_assert(report.total_bytes(32, nm::memory_use_mode::training, nm::cache_mode::none, nm::data_type::float32) > 0);"
        echo "static_assert(nm::parameter_count<net> > 0 && nm::trainable_parameter_count<net> > 0);"
        if [[ "$plan" == plan ]]; then echo "static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes > 0);"; fi
        echo "int main() { return static_cast<int>(report.total_bytes(1, nm::memory_use_mode::inference) % 2); }"
    } >"$file"
}

# generate_tu <layers> <file>: the sequential network and its full memory report.
generate_tu() {
    local layers="$1" file="$2" i
    {
        echo "// Generated by tools/bench/compile_time.sh: $layers layers (dense, activation, batch_normalization)."
        echo "#include <netmem/netmem.hpp>"
        if ((layers == 0)); then
            echo "int main() { return 0; }"
            return
        fi
        echo "namespace nm = netmem;"
        echo "using net = nm::sequential<nm::input::feed_forward{.size = 16}"
        for ((i = 0; i < layers; ++i)); do echo "    , $(layer_value "$i")"; done
        echo "    >;"
        echo "static_assert(net::layer_count == $layers);"
        echo "constexpr auto report = nm::memory_report<net>(nm::training_config{.updater = nm::updater::adam});"
        echo "static_assert(report.size() == $layers);"
        echo "static_assert(report.total_bytes(32, nm::memory_use_mode::training, nm::cache_mode::none, nm::data_type::float32) > 0);"
        echo "static_assert(nm::parameter_count<net> > 0 && nm::trainable_parameter_count<net> > 0);"
        echo "int main() { return static_cast<int>(report.total_bytes(1, nm::memory_use_mode::inference) % 2); }"
    } >"$file"
}

# measure <compiler> <file> [extra flags...]: prints "<CPU seconds> <KiB>" of the fastest of $repeat
# runs, or "fail" when the compilation fails (its messages stay in $work/compiler.err).
measure() {
    local compiler="$1" file="$2"
    shift 2
    local best_time="" best_kib="" run out
    for ((run = 0; run < repeat; ++run)); do
        out="$work/time.out"
        if ! /usr/bin/time -f "%U %S %M" -o "$out" "$compiler" -std=c++20 -I"$include_dir" "$@" -c "$file" \
            -o "$work/out.o" 2>"$work/compiler.err"; then
            echo "fail"
            return
        fi
        read -r user system kib < <(tail -n1 "$out")
        seconds="$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')"
        if [[ -z "$best_time" ]] || awk -v a="$seconds" -v b="$best_time" 'BEGIN { exit !(a < b) }'; then
            best_time="$seconds"
        fi
        if [[ -z "$best_kib" ]] || ((kib < best_kib)); then best_kib="$kib"; fi
    done
    echo "$best_time $best_kib"
}

# bisect_budget <compiler> <file>: the smallest constexpr budget that still compiles <file>.
bisect_budget() {
    local compiler="$1" file="$2" flag low=1000 high mid
    if [[ "$compiler" == *clang* ]]; then flag="-fconstexpr-steps"; high=1048576; else flag="-fconstexpr-ops-limit"; high=33554432; fi
    if ! "$compiler" -std=c++20 -I"$include_dir" "$flag=$high" -c "$file" -o "$work/out.o" 2>/dev/null; then
        echo "over-default"
        return
    fi
    while ((high - low > high / 100 + 1)); do
        mid=$(((low + high) / 2))
        if "$compiler" -std=c++20 -I"$include_dir" "$flag=$mid" -c "$file" -o "$work/out.o" 2>/dev/null; then high=$mid; else low=$mid; fi
    done
    echo "$high"
}

# --- --scale (issue 10) ---------------------------------------------------------------------------
# generate_floor_tu <layers> <file>: the floor. The same per-layer arithmetic as netmem's report of
# a chain of dense{16} layers (validation, output shape, parameter counts, the report's fields with
# Adam's updater state, and total_bytes: the nine memory types per layer with overflow checks and
# the working-memory arg-max), written as plain constexpr loops over a std::array of structs
# (tools/bench/floor_report.hpp), no netmem. It includes <netmem/netmem.hpp> like the report, so
# that both subtract the same headers.
generate_floor_tu() {
    local layers="$1" file="$2" i
    {
        echo "// Generated by tools/bench/compile_time.sh --scale: the plain-constexpr floor for $layers layers."
        echo "#include <netmem/netmem.hpp>"
        echo "#include \"$script_dir/floor_report.hpp\""
        echo "constexpr std::array<plain_floor::layer, $layers> layers{{"
        for ((i = 0; i < layers; ++i)); do echo "    {16, true},"; done
        echo "}};"
        echo "constexpr auto report = plain_floor::evaluate(layers, plain_floor::shape{.k = plain_floor::kind::feed_forward, .size = 16});"
        echo "static_assert(report.total_bytes(32, true, 2, 4) > 0);"
        echo "static_assert(report.parameters == $((layers * 272)) && report.trainable == $((layers * 272)));"
        echo "int main() { return 0; }"
    } >"$file"
}

# generate_chain_tu <layers> <program> <file>: a chain of dense{16}: report or plan alone.
generate_chain_tu() {
    local layers="$1" program="$2" file="$3" i
    {
        echo "// Generated by tools/bench/compile_time.sh --scale: $layers dense layers, $program."
        echo "#include <netmem/netmem.hpp>"
        echo "namespace nm = netmem;"
        echo "using net = nm::sequential<nm::input::feed_forward{.size = 16}"
        for ((i = 0; i < layers; ++i)); do echo "    , nm::dense{.units = 16}"; done
        echo "    >;"
        if [[ "$program" == report ]]; then
            echo "constexpr auto report = nm::memory_report<net>(nm::training_config{.updater = nm::updater::adam});"
            echo "static_assert(report.total_bytes(32, nm::memory_use_mode::training, nm::cache_mode::none, nm::data_type::float32) > 0);"
            echo "static_assert(nm::parameter_count<net> == $((layers * 272)) && nm::trainable_parameter_count<net> == $((layers * 272)));"
        elif [[ "$program" == plan ]]; then
            echo "static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes == 32);"
        else  # plan-all: the plan, and each of the nine planners (the plan stops at the first at the bound)
            echo "static_assert(nm::memory_plan_of<net, nm::deployment{}>.arena_bytes == 32);"
            echo "template <std::size_t... K> constexpr bool all_run(std::index_sequence<K...>) {"
            echo "    return ((nm::detail::placement_v<net, nm::deployment{}, nm::all_planners[K]>.arena_bytes == 32) && ...);"
            echo "}"
            echo "static_assert(all_run(std::make_index_sequence<nm::planner_count>{}));"
        fi
        echo "int main() { return 0; }"
    } >"$file"
}

# generate_zoo_tu <type> <header> <program> <file>: a zoo network's full job or report alone.
generate_zoo_tu() {
    local type="$1" header="$2" program="$3" file="$4"
    {
        echo "// Generated by tools/bench/compile_time.sh --scale: $type, $program."
        echo "#include <netmem/netmem.hpp>"
        echo "#include <netmem/zoo/$header.hpp>"
        echo "namespace nm = netmem;"
        echo "using net = nm::zoo::$type;"
        echo "constexpr auto report = nm::memory_report<net>(nm::training_config{.updater = nm::updater::adam});"
        echo "static_assert(report.total_bytes(32, nm::memory_use_mode::training, nm::cache_mode::none, nm::data_type::float32) > 0);"
        if [[ "$program" == full ]]; then
            echo "constexpr const auto& plan = nm::memory_plan_of<net, nm::deployment{}>;"
            echo "static_assert(plan.arena_bytes >= plan.lower_bound_bytes);"
            echo "static_assert(nm::assert_fits<net, nm::deployment{}, nm::budget{.ram = 64 * 1024 * 1024}>());"
        fi
        echo "int main() { return 0; }"
    } >"$file"
}

# run_once <compiler> <file>: the CPU seconds of one compilation, or "fail".
run_once() {
    local compiler="$1" file="$2" out="$work/time.out"
    if /usr/bin/time -f "%U %S" -o "$out" "$compiler" -std=c++20 -I"$include_dir" -c "$file" \
        -o "$work/out.o" 2>"$work/compiler.err"; then
        awk '{ printf "%.2f", $1 + $2 }' "$out"
    else
        echo fail
        head -n 5 "$work/compiler.err" | cut -c1-200 >&2
    fi
}

if ((scale)); then
    measurements="$work/scale.txt"
    : >"$measurements"
    generate_tu 0 "$work/headers.cpp"
    programs="headers:0"
    for n in $sizes; do
        generate_floor_tu "$n" "$work/floor_$n.cpp"
        generate_chain_tu "$n" report "$work/report_$n.cpp"
        generate_chain_tu "$n" plan "$work/plan_$n.cpp"
        generate_chain_tu "$n" plan-all "$work/plan-all_$n.cpp"
        generate_graph_tu "$n" "$work/graph_$n.cpp"
        generate_graph_tu "$n" "$work/graph-named_$n.cpp" "" named
        programs+=" floor:$n report:$n plan:$n plan-all:$n graph:$n graph-named:$n"
        if ((n <= 1000)); then
            generate_graph_tu "$n" "$work/graph-full_$n.cpp" plan
            generate_graph_tu "$n" "$work/graph-full-named_$n.cpp" plan named
            programs+=" graph-full:$n graph-full-named:$n"
        fi
    done
    wanted=" $programs_wanted "
    filtered="headers:0"
    for entry in $programs; do
        if [[ "$wanted" == *" ${entry%%:*} "* ]]; then filtered+=" $entry"; fi
    done
    programs="$filtered"
    for entry in $zoo; do
        for program in full report; do
            generate_zoo_tu "${entry%%:*}" "${entry%%:*}" "$program" "$work/${entry%%:*}-${program}_${entry##*:}.cpp"
            programs+=" ${entry%%:*}-$program:${entry##*:}"
        done
    done
    cp "$work/headers.cpp" "$work/headers_0.cpp"
    # The runs are interleaved (run 1 of every program, then run 2, ...), so that a change in the
    # machine's load affects every program alike.
    declare -A times
    for compiler in $compilers; do
        for ((run = 0; run < repeat; ++run)); do
            for entry in $programs; do
                times["$compiler ${entry%%:*} ${entry##*:}"]+=" $(run_once "$compiler" "$work/${entry%%:*}_${entry##*:}.cpp")"
            done
            echo "compile_time.sh: $compiler, run $((run + 1)) of $repeat done" >&2
        done
        for entry in $programs; do
            echo "$compiler ${entry%%:*} ${entry##*:}${times["$compiler ${entry%%:*} ${entry##*:}"]}" >>"$measurements"
        done
    done
    echo "Measured on $(date -u +%Y-%m-%d) with \`tools/bench/compile_time.sh --scale\` ($repeat runs each, interleaved; $(nproc) cores, shared: compare programs measured in the same run, not seconds across runs; -O0, -std=c++20, default limits). Zoo rows: n is the vertex (or layer) count."
    echo
    for compiler in $compilers; do echo "- $("$compiler" --version | head -n1)"; done
    echo
    if [[ -n "$svg_file" ]]; then python3 "$script_dir/scale_report.py" "$measurements" --svg "$svg_file"
    else python3 "$script_dir/scale_report.py" "$measurements"; fi
    cp "$measurements" "${TMPDIR:-/tmp}/netmem-scale-measurements.txt"
    exit 0
fi

generate_tu 0 "$work/layers_0.cpp"
for n in $sizes; do
    generate_tu "$n" "$work/sequential_$n.cpp"
    generate_graph_tu "$n" "$work/graph_$n.cpp"
done

table="| compiler | network | layers or vertices | CPU time (s) | above baseline (s) | ms per layer | peak memory (MiB) |
| --- | --- | ---: | ---: | ---: | ---: | ---: |"
versions=""
headroom_lines=""
for compiler in $compilers; do
    if ! command -v "$compiler" >/dev/null 2>&1; then
        echo "compile_time.sh: $compiler not found, skipped" >&2
        continue
    fi
    versions+="- $("$compiler" --version | head -n1)"$'\n'
    read -r base_time base_kib <<<"$(measure "$compiler" "$work/layers_0.cpp")"
    table+=$'\n'"| $compiler | headers only | 0 | $base_time | - | - | $(awk -v k="$base_kib" 'BEGIN { printf "%.0f", k / 1024 }') |"
    for network in $networks; do
        for n in $sizes; do
            result="$(measure "$compiler" "$work/${network}_$n.cpp")"
            if [[ "$result" == fail ]]; then
                echo "compile_time.sh: $compiler $network $n FAILED:" >&2
                head -n 20 "$work/compiler.err" | cut -c1-300 >&2
                reason="$(grep -m1 'error:' "$work/compiler.err" | sed 's|^.*/include/||' | cut -c1-90)"
                if grep -q 'maximum step limit\|constexpr-ops-limit\|constexpr loop iteration count' "$work/compiler.err"; then
                    reason+=" (constant-evaluation limit)"
                fi
                table+=$'\n'"| $compiler | $network | $n | fails: $reason | | | |"
                continue
            fi
            read -r seconds kib <<<"$result"
            table+=$'\n'"$(awk -v c="$compiler" -v w="$network" -v n="$n" -v t="$seconds" -v b="$base_time" -v k="$kib" 'BEGIN {
                above = t - b; if (above < 0) above = 0;
                printf "| %s | %s | %d | %.2f | %.2f | %.2f | %.0f |", c, w, n, t, above, 1000 * above / n, k / 1024 }')"
            echo "compile_time.sh: $compiler $network $n: $seconds s, $kib KiB" >&2
        done
        if ((headroom)) && [[ " $sizes " == *" 1000 "* ]]; then
            budget="$(bisect_budget "$compiler" "$work/${network}_1000.cpp" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')"
            headroom_lines+="- $compiler, $network of 1,000: needs a constexpr budget of about $budget"
            if [[ "$compiler" == *clang* ]]; then headroom_lines+=" steps (-fconstexpr-steps; default 1,048,576)"$'\n'
            else headroom_lines+=" operations (-fconstexpr-ops-limit; default 33,554,432)"$'\n'; fi
        fi
    done
done

section="Measured on $(date -u +%Y-%m-%d) with \`tools/bench/compile_time.sh\` ($repeat runs each, fastest kept; $(nproc) cores; compiling with default flags, -O0, -std=c++20):

$versions
$table"
if [[ -n "$headroom_lines" ]]; then section+=$'\n\n'"Constant-evaluation budget used (bisected to about 1%):"$'\n'"$headroom_lines"; fi

printf '%s\n' "$section"

if [[ -n "$write_file" ]]; then
    begin="<!-- compile_time.sh: begin -->"
    end="<!-- compile_time.sh: end -->"
    if [[ ! -f "$write_file" ]]; then
        printf '# Compile-time benchmarks\n\n%s\n%s\n' "$begin" "$end" >"$write_file"
    fi
    printf '%s\n' "$section" >"$work/section.md"
    awk -v begin="$begin" -v end="$end" -v section_file="$work/section.md" '
        $0 == begin { print; while ((getline line < section_file) > 0) print line; skipping = 1; next }
        $0 == end { skipping = 0 }
        !skipping { print }' "$write_file" >"$work/doc.md"
    cp "$work/doc.md" "$write_file"
    echo "compile_time.sh: wrote $write_file" >&2
fi
