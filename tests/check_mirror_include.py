#!/usr/bin/env python3
"""Tests mirror include/: from a header you find its test by name (ctest tests.mirror_include).

The scheme (docs/developing.md, "Tests"): the test of include/netmem/<folder>/<header>.hpp is
tests/<folder>_<header>[_<aspect>].cpp (doctest) and/or static_tests/<folder>_<header>[_<aspect>].cpp
(static_asserts), the folder path written with `_` for `/` (layers/conv2d.hpp -> layers_conv2d*.cpp,
kernels/cmsis_nn/scratch.hpp -> kernels_cmsis_nn_scratch*.cpp, netmem.hpp -> netmem*.cpp). A file
belongs to the header whose stem is the LONGEST one its name starts with (at a `_`), so
layers_conv2d_transpose.cpp tests layers/conv2d_transpose.hpp, not conv2d.hpp.

A file that legitimately tests several headers is named after the main one and lists the others
in a comment line of its own:
    // Also tests: netmem/layers/gru.hpp netmem/layers/simple_rnn.hpp
(several such lines may follow one another).

Fails, naming each one:
- a public header (include/netmem/**/*.hpp outside detail/) that no test file is named after or
  lists, unless UNTESTED below names it with a reason;
- a test file that is named after no header (a typo, or a header that was renamed);
- an `Also tests:` entry or an UNTESTED entry that names no header, and an UNTESTED entry whose
  header has a test after all (the table must stay honest).
Usage: check_mirror_include.py SOURCE_DIR            check
       check_mirror_include.py SOURCE_DIR HEADER...  print the test files of each header
                                                     (e.g. layers/gru.hpp)
"""
import pathlib
import re
import sys

# Public headers without a test file of their own, each with the reason. Keep it short and honest.
UNTESTED = {
    # Aggregates: they only include other headers, each of which has its test.
    "layers/all.hpp": "aggregate: includes every layer header (tested through those, and netmem.hpp's tests)",
    "vertices/all.hpp": "aggregate: includes every vertex header (tested through those)",
    "deploy/all.hpp": "aggregate: includes the deploy/ headers (tested through those)",
    "training/all.hpp": "aggregate: includes the training/ headers (tested through those)",
    "io/all.hpp": "aggregate: includes the io/ headers (tested through those)",
    # Tested outside tests/ and static_tests/.
    "runtime/tflm/tflm_run_time_graph.hpp": "TFLM's arena at run time, netmem-import's API: tested through ctest "
                                            "netmem_import.tflm_oracle and .models (the run-time arena of every "
                                            "shared model against the TFLM oracle)",
    "runtime/tflm/tflm_stored_plan.hpp": "tested by ctest netmem_import.stored_plan and .stored_plan.overlap "
                                         "(tools/netmem-import/tests/stored_plan.cpp: plans stored in ResNet-8 "
                                         "and VWW, figures of the TFLM oracle), and compile_fail.tflm_stored_plan_*",
}

# Files in tests/ that are not a test of a header.
NOT_TESTS = {"tests/doctest_main.cpp"}

ALSO = re.compile(r"^\s*//\s*Also tests:(.*)$", re.M)


def stem(header):
    return header[: -len(".hpp")].replace("/", "_")


def public_headers(root):
    base = root / "include/netmem"
    return sorted(str(p.relative_to(base)) for p in base.rglob("*.hpp") if "detail" not in p.relative_to(base).parts)


def test_files(root):
    files = sorted(root.glob("tests/*.cpp")) + sorted(root.glob("static_tests/*.cpp"))
    return [f for f in files if str(f.relative_to(root)) not in NOT_TESTS]


def owner(name, stems):
    """The header whose stem is the longest prefix of `name` at a `_` boundary, or None."""
    best = None
    for s, header in stems.items():
        if (name == s or name.startswith(s + "_")) and (best is None or len(s) > len(stem(best))):
            best = header
    return best


def coverage(root):
    headers = public_headers(root)
    stems = {stem(h): h for h in headers}
    tests = {h: [] for h in headers}
    errors = []
    for f in test_files(root):
        rel = str(f.relative_to(root))
        h = owner(f.stem, stems)
        if h is None:
            errors.append(f"{rel}: named after no public header (tests/<folder>_<header>[_<aspect>].cpp)")
        else:
            tests[h].append(rel)
        for m in ALSO.finditer(f.read_text()):
            for entry in m.group(1).split():
                entry = entry.strip(",")
                header = entry[len("netmem/"):] if entry.startswith("netmem/") else entry
                if header not in tests:
                    errors.append(f"{rel}: 'Also tests: {entry}' names no public header")
                else:
                    tests[header].append(rel + " (also)")
    return headers, tests, errors


def main():
    root = pathlib.Path(sys.argv[1])
    headers, tests, errors = coverage(root)
    if len(sys.argv) > 2:
        for header in sys.argv[2:]:
            header = header.removeprefix("include/").removeprefix("netmem/")
            found = tests.get(header)
            if found is None:
                print(f"{header}: not a public header")
            elif found:
                print(f"{header}: " + " ".join(found))
            else:
                print(f"{header}: none ({UNTESTED.get(header, 'no test: add ' + stem(header) + '.cpp')})")
        return 0
    for header, reason in UNTESTED.items():
        if header not in tests:
            errors.append(f"UNTESTED names {header}, which is not a public header")
        elif tests[header]:
            errors.append(f"UNTESTED names {header} ({reason}), but {' '.join(tests[header])} tests it: "
                          "remove it from the table")
    missing = [h for h in headers if not tests[h] and h not in UNTESTED]
    for h in missing:
        errors.append(f"include/netmem/{h}: no test named after it (tests/ or static_tests/{stem(h)}[_<aspect>].cpp)")
    for e in errors:
        print(e)
    named = sum(1 for h in headers if any(not t.endswith("(also)") for t in tests[h]))
    print(f"{len(headers)} public headers: {named} with a test named after them, "
          f"{sum(1 for h in headers if tests[h]) - named} listed by one ('Also tests:'), "
          f"{sum(1 for h in headers if h in UNTESTED)} in UNTESTED; {len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
