#!/usr/bin/env python3
"""tests/check_doc_snippets.py -- ctest docs.snippets: the C++ snippets of README.md and docs/ compile.

Usage: check_doc_snippets.py SOURCE_DIR SETTINGS WORK_DIR [IMPORTER MODELS_DIR]

SETTINGS is the file netmem_host_compile_settings writes (the compiler and the project's flags:
-std=c++20 -Wall -Wextra -Wpedantic -Werror, include/, Boost). With IMPORTER and MODELS_DIR, the
header `person_detect.hpp` is generated from MODELS_DIR/person_detect.tflite first (as
netmem_import_tflite() does), so snippets may include it.

The fence's info string says how a ```cpp block is checked:
  ```cpp compile   compiled alone: a whole translation unit a reader can paste (README.md's are all
                   of this kind; a README block that is plain ```cpp is not compiled);
  ```cpp           (docs/ pages) part of the page's program: the page's blocks, in order, after the
                   page's setup blocks and the prelude `#include <netmem/netmem.hpp>`,
                   `namespace nm = netmem;`, `using namespace nm::literals;`, compile as one
                   translation unit (a guide reads top to bottom);
  ```cpp body      like ```cpp, but statements: wrapped in a function (its #include lines hoisted);
  ```cpp setup     part of the page's program, placed first; write it inside an HTML comment
                   (<!-- ... -->) to hide it from readers (e.g. the network an earlier page declared);
  ```cpp fails     compiled alone after the prelude and the page's setup: must NOT compile (the
                   diagnostics pages show mistakes; static_tests/compile_fail checks their messages);
  ```cpp fragment  an excerpt (generated code with "..."): not compiled, but each run of lines between
                   "..." lines must appear, whitespace aside, in the generated person_detect.hpp or a
                   header under include/ (so it cannot drift from what netmem writes).
C++ outside a ```cpp fence (an indented block with a C++ declaration or statement) is an error: it
would not be checked. Prints one line per page or snippet and exits 1 naming the file and line of
each failure.
"""
import os
import re
import subprocess
import sys

PRELUDE = "#include <netmem/netmem.hpp>\nnamespace nm = netmem;\nusing namespace nm::literals;\n"
FENCE = re.compile(r"^```cpp(?: (compile|body|setup|fails|fragment))?[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)


def settings(path):
    text = open(path).read()
    cxx = re.search(r"set\(NETMEM_CXX \[==\[(.*?)\]==\]\)", text).group(1)
    flags = re.findall(r"list\(APPEND NETMEM_CXX_FLAGS \[==\[(.*?)\]==\]\)", text)
    return cxx, flags


def compile_ok(cxx, flags, source, code):
    with open(source, "w") as f:
        f.write(code)
    result = subprocess.run([cxx, *flags, "-fsyntax-only", source], capture_output=True, text=True)
    return result.returncode == 0, (result.stdout + result.stderr)


FENCE_ANY = re.compile(r"^```.*?^```[ \t]*$", re.M | re.S)
CXX_LINE = re.compile(r"(static_assert\(|\bconstexpr |#include <|\busing \w+ =|\bstruct \w+ *[:{]|\btemplate *<)")


def unfenced_cxx(text):
    """Line numbers of indented blocks (after a blank line) that hold C++ outside any fence."""
    lines = FENCE_ANY.sub(lambda m: "\n" * m.group(0).count("\n"), text).split("\n")
    found, i = [], 0
    while i < len(lines):
        if lines[i].startswith("    ") and (i == 0 or lines[i - 1].strip() == ""):
            j = i
            while j < len(lines) and (lines[j].startswith("    ") or lines[j].strip() == ""):
                j += 1
            if any(CXX_LINE.search(l) for l in lines[i:j]):
                found.append(i + 1)
            i = j
        else:
            i += 1
    return found


def squeeze(text):
    return " ".join(text.split())


def excerpt_sources(source_dir, work_dir):
    texts = []
    generated = os.path.join(work_dir, "person_detect.hpp")
    if os.path.exists(generated):
        texts.append(squeeze(open(generated).read()))
    for directory, _, files in os.walk(os.path.join(source_dir, "include")):
        texts += [squeeze(open(os.path.join(directory, f)).read()) for f in files if f.endswith(".hpp")]
    return texts


def main():
    source_dir, settings_file, work_dir = sys.argv[1:4]
    cxx, flags = settings(settings_file)
    os.makedirs(work_dir, exist_ok=True)
    # A snippet declares values to show them (an arena, a report); clang warns when a
    # namespace-scope constant is never read. Every other warning stays an error.
    flags = flags + ["-I" + work_dir, "-Wno-unused-variable", "-Wno-unused-const-variable"]
    if len(sys.argv) > 5:
        importer, models = sys.argv[4:6]
        subprocess.run([importer, os.path.join(models, "person_detect.tflite"), "--name", "person_detect",
                        "--output", os.path.join(work_dir, "person_detect.hpp")], check=True)
    pages = ["README.md"]
    for directory, _, files in sorted(os.walk(os.path.join(source_dir, "docs"))):
        pages += sorted(os.path.relpath(os.path.join(directory, f), source_dir) for f in files if f.endswith(".md"))
    failures, checked = [], 0
    sources = None
    for page in pages:
        text = open(os.path.join(source_dir, page)).read()
        for line in unfenced_cxx(text):
            failures.append(f"{page}:{line}: C++ in an indented block, outside a ```cpp fence: not checked")
        blocks = [(m.group(1) or "", m.group(2), text.count("\n", 0, m.start()) + 1) for m in FENCE.finditer(text)]
        name = re.sub(r"[^A-Za-z0-9]", "_", page)
        setup = "".join(code for kind, code, _ in blocks if kind == "setup")
        program, hoisted = [], []
        for kind, code, line in blocks:
            if kind == "compile":
                ok, out = compile_ok(cxx, flags, os.path.join(work_dir, f"{name}_{line}.cpp"), code)
                checked += 1
                print(f"{page}:{line}: {'ok' if ok else 'FAILED'} (alone)")
                if not ok:
                    failures.append(f"{page}:{line}: the snippet does not compile on its own:\n{out}")
            elif kind == "fails":
                ok, out = compile_ok(cxx, flags, os.path.join(work_dir, f"{name}_{line}.cpp"), PRELUDE + setup + code)
                checked += 1
                print(f"{page}:{line}: {'FAILED (it compiles)' if ok else 'ok'} (must not compile)")
                if ok:
                    failures.append(f"{page}:{line}: the snippet shows a mistake but compiles")
            elif kind == "fragment":
                sources = sources if sources is not None else excerpt_sources(source_dir, work_dir)
                pieces = [squeeze(p) for p in re.split(r"^\s*\.\.\.\s*$", code, flags=re.M) if p.strip()]
                missing = [p for p in pieces if not any(p in t for t in sources)]
                checked += 1
                print(f"{page}:{line}: {'ok' if not missing else 'FAILED'} (an excerpt)")
                if missing:
                    failures.append(f"{page}:{line}: the excerpt is not in what netmem writes: {missing[0][:120]}")
            elif kind == "body" and page != "README.md":
                hoisted += [l for l in code.splitlines() if l.startswith("#include")]
                body = "\n".join(l for l in code.splitlines() if not l.startswith("#include"))
                program.append(f"#line {line + 1} \"{page}\"\ninline void snippet_{line}() {{\n{body}\n}}\n")
            elif kind == "" and page != "README.md":
                program.append(f"#line {line + 1} \"{page}\"\n{code}")
        if program:
            code = PRELUDE + "\n".join(hoisted) + "\n" + setup + "".join(program)
            ok, out = compile_ok(cxx, flags, os.path.join(work_dir, f"{name}.cpp"), code)
            checked += 1
            print(f"{page}: {'ok' if ok else 'FAILED'} ({len(program)} snippets as one program)")
            if not ok:
                failures.append(f"{page}: its snippets do not compile as one program:\n{out}")
    if checked == 0:
        failures.append("no C++ snippet found")
    for f in failures:
        print(f, file=sys.stderr)
    print(f"{checked} checks, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
