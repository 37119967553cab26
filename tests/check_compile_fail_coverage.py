#!/usr/bin/env python3
"""Every rule that rejects input has its compile-fail file (ctest compile_fail.coverage).

Lists, from the headers under include/netmem, every diagnostic a user can meet:
- every rule (`inline constexpr rule X{"X"}`) with the error:: class template its
  `violation<&rules::X, ...>` specialization derives from;
- every error:: check (a class template in `namespace error` whose body starts with a
  static_assert), and every per-enumerator specialization of one (kernel_selection_check<rule::X>);
- every constant-evaluation error (a `[[noreturn]] inline void X(...)` whose call is the diagnostic);
and fails naming each one that no `// expect:` line of static_tests/compile_fail/*.cpp mentions
(each such file is its own must-compile twin, cmake/check_compile_fail.cmake). INTERNAL lists the
few checks no input can reach, with the reason.
Usage: check_compile_fail_coverage.py SOURCE_DIR
"""
import pathlib
import re
import sys

# Checks of netmem's own invariants, not of the user's input: a compile-fail file cannot reach them.
INTERNAL = {
    "plan_verification_failed": "the planner's own result checked for overlaps (planning/plan_memory.hpp)",
    "too_many_scratch_requests": "no lowered operator asks for more than graph::max_scratch_per_operator",
}


def diagnostics(root):
    rules, rule_error, checks = set(), {}, {}
    for header in sorted((root / "include/netmem").rglob("*.hpp")):
        text = header.read_text()
        where = header.relative_to(root)
        rules.update(m.group(1) for m in re.finditer(r"inline constexpr rule (\w+)\{", text))
        for m in re.finditer(r"struct violation<&rules::(\w+),[^>]*>\s*:\s*(?:netmem::)?error::(\w+)<", text):
            rule_error[m.group(1)] = m.group(2)
        for block in re.finditer(r"namespace error \{(.*?)\n\}  // namespace error", text, re.S):
            for m in re.finditer(r"\nstruct (\w+)\s*(?::[^{;]*)?\{\s*(?://[^\n]*\n\s*)*static_assert", block.group(1)):
                checks.setdefault(m.group(1), where)
            for m in re.finditer(r"\nstruct \w+<\w+::(\w+),[^{]*\{\s*static_assert", block.group(1)):
                checks.setdefault(m.group(1), where)
        for m in re.finditer(r"\[\[noreturn\]\] inline void (\w+)\(", text):
            checks.setdefault(m.group(1), where)
    return rules, rule_error, checks


def expect_lines(root):
    lines = []
    for source in sorted((root / "static_tests/compile_fail").glob("*.cpp")):
        for line in source.read_text().splitlines():
            m = re.match(r"\s*// expect(?:-gcc|-clang)?:\s*(.*\S)", line)
            if m:
                lines.append(m.group(1))
    return lines


def main():
    root = pathlib.Path(sys.argv[1])
    rules, rule_error, checks = diagnostics(root)
    expects = expect_lines(root)

    def covered(name):
        word = re.compile(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])")
        return any(word.search(e) for e in expects)

    missing = []
    for rule in sorted(rules):
        error = rule_error.get(rule)
        if error is None:
            missing.append(f"rules::{rule}: no violation<&rules::{rule}, ...> specialization (its diagnostic)")
        elif not covered(error) and not covered(rule):
            missing.append(f"rules::{rule}: no static_tests/compile_fail file expects error::{error}")
    for check, where in sorted(checks.items()):
        if check not in INTERNAL and not covered(check):
            missing.append(f"{check} ({where}): no static_tests/compile_fail file expects it")
    print(f"{len(rules)} rules, {len(checks)} checks ({len(INTERNAL)} internal), {len(expects)} expect lines")
    for line in missing:
        print("missing:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
