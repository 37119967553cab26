#!/usr/bin/env python3
"""Differential test of netmem-import's TFLM figures against TFLM itself.

For every model (the .tflite files of --models, or --count models that tflite-gen writes from
--seed with --features) and every host oracle build in SHARED/oracles/bin, runs

    netmem-import MODEL --report --runtime tflm --pointer-bits B --abi A --kernels K
    tflm-arena-<build> --min-arena MODEL        (natively, else under qemu-i386)

and compares figure by figure: head, tail and each tail category, arena_used, the planning need,
the smallest arena (netmem's tflm_min_arena_bytes is a multiple of 16: the oracle's
min_arena_bytes_multiple_of_16), tensor, operator, planned-buffer and scratch counts.
--builds arm-m4-reference,arm-m4-cmsis-nn,arm-m55-cmsis-nn (and arm-m7-cmsis-nn, arm-m33-cmsis-nn,
arm-m55-reference) runs the Arm oracle (SHARED/oracles/arm: TFLM for Cortex-M4 / M7 / M33 / M55 under
qemu-system-arm) instead, against netmem-import --abi arm_eabi_gcc
with the kernels of that core (reference, cmsis_nn_dsp, cmsis_nn_mve); seconds per model. With
--arm-min-arena probe the smallest arena is checked by two oracle runs (netmem's tflm_min_arena_bytes
must work, 16 bytes less must fail) instead of the oracle's --min-arena search (about 77 QEMU runs);
the planning need is then not compared (about 1 s of CPU per pair instead of about 8).
A Vela-style model (tflite-gen feature vela, or any model with a CUSTOM ethos-u op) runs with
--stub-custom-ops on both sides: the oracles have no ethos-u kernel and give it a stub that
allocates nothing, and netmem-import --stub-custom-ops leaves the kernel's own data out the same way
(docs/guide/cores-and-kernels.md, "Ethos-U (Vela) models").

Outcome of one model x build pair:
  equal                    every figure equal
  mismatch                 netmem printed a number that differs from TFLM's (a wrong figure), or a
                           figure one side prints and the other does not
  estimate                 netmem printed numbers but said tflm_unmodelled_operators > 0
  netmem_rejects           TFLM accepts the model, netmem-import exits with an error (op named)
  netmem_rejects_unnamed   the same, but the error's first line names no op (a defect)
  both_reject              TFLM rejects it (exit 2) and so does netmem
  tflm_rejects_number      TFLM rejects it, netmem printed numbers (a wrong figure)
  invalid_plan_rejected    the stored plan overlaps (oracle plan_overlapping_pairs > 0, not counting a
                           RESHAPE / SQUEEZE whose input and output the plan puts at one offset: TFLM
                           runs it in place; such a plan is compared figure by figure); netmem refuses it
  invalid_plan_number      the same, but netmem printed numbers (a wrong figure)
Exit status: 0, or 1 with --expect-equal when any pair is not `equal` (or with
--expect-no-wrong when any pair is mismatch / tflm_rejects_number / invalid_plan_number).
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

BUILDS = {  # oracle build -> netmem-import options of the same configuration
    "m32": ["--pointer-bits", "32", "--abi", "ilp32_i386", "--kernels", "reference"],
    "m64": ["--pointer-bits", "64", "--abi", "lp64", "--kernels", "reference"],
    "cmsis-nn-m32": ["--pointer-bits", "32", "--abi", "ilp32_i386", "--kernels", "cmsis_nn_pure_c"],
}

# The Arm oracle (SHARED/oracles/arm/tflm-arena-arm: TFLM cross-compiled for the core, run under
# qemu-system-arm): --builds name -> (its arguments, netmem-import options of the same
# configuration). Not in the default builds: --min-arena starts about 76 QEMU processes per model
# (seconds each model).
ARM_BUILDS = {
    "arm-m4-reference": (["--cpu", "cortex-m4", "--kernels", "reference"],
                         ["--pointer-bits", "32", "--abi", "arm_eabi_gcc", "--kernels", "reference"]),
    "arm-m4-cmsis-nn": (["--cpu", "cortex-m4", "--kernels", "cmsis_nn"],
                        ["--pointer-bits", "32", "--abi", "arm_eabi_gcc", "--kernels", "cmsis_nn_dsp"]),
    "arm-m55-cmsis-nn": (["--cpu", "cortex-m55", "--kernels", "cmsis_nn"],
                         ["--pointer-bits", "32", "--abi", "arm_eabi_gcc", "--kernels", "cmsis_nn_mve"]),
    # Cortex-M7 and Cortex-M33: CMSIS-NN's DSP path, as on the Cortex-M4 (oracles/README.md: the
    # same figures on the three cores), each checked on its own image.
    "arm-m7-cmsis-nn": (["--cpu", "cortex-m7", "--kernels", "cmsis_nn"],
                        ["--pointer-bits", "32", "--abi", "arm_eabi_gcc", "--kernels", "cmsis_nn_dsp"]),
    "arm-m33-cmsis-nn": (["--cpu", "cortex-m33", "--kernels", "cmsis_nn"],
                         ["--pointer-bits", "32", "--abi", "arm_eabi_gcc", "--kernels", "cmsis_nn_dsp"]),
    "arm-m55-reference": (["--cpu", "cortex-m55", "--kernels", "reference"],
                          ["--pointer-bits", "32", "--abi", "arm_eabi_gcc", "--kernels", "reference"]),
}

# (netmem-import --report key, oracle key, short name)
FIGURES = [
    ("tflm_head_bytes", "head_bytes", "head"),
    ("tflm_tail_bytes", "tail_bytes", "tail"),
    ("tflm_arena_used_bytes", "arena_used_bytes", "arena_used"),
    ("tflm_min_arena_bytes", "min_arena_bytes_multiple_of_16", "min_arena"),
    ("tflm_planning_need_bytes", "planning_need_bytes", "planning_need"),
    ("tflm_tail_allocator_objects_bytes", "tail_allocator_objects_bytes", "tail.allocator_objects"),
    ("tflm_tail_eval_tensors_bytes", "tail_eval_tensors_bytes", "tail.eval_tensors"),
    ("tflm_tail_persistent_tensors_bytes", "tail_persistent_tensors_bytes", "tail.persistent_tensors"),
    ("tflm_tail_persistent_quantization_bytes", "tail_persistent_quantization_bytes", "tail.persistent_quantization"),
    ("tflm_tail_persistent_buffers_bytes", "tail_persistent_buffers_bytes", "tail.persistent_buffers"),
    ("tflm_tail_variable_buffers_bytes", "tail_variable_buffers_bytes", "tail.variable_buffers"),
    ("tflm_tail_node_and_registration_bytes", "tail_node_and_registration_bytes", "tail.node_and_registration"),
    ("tflm_tail_other_bytes", "tail_other_bytes", "tail.other"),
    ("tflm_kernel_persistent_bytes", "kernel_persistent_bytes", "tail.kernel_persistent"),
    ("tflm_interpreter_persistent_bytes", "interpreter_persistent_bytes", "tail.interpreter_persistent"),
    ("tflm_tensors", "tensors", "tensors"),
    ("tflm_operators", "operators", "operators"),
    ("tflm_planned_buffers", "planned_buffers", "planned_buffers"),
    ("tflm_offline_planned_buffers", "offline_planned_buffers", "offline_planned_buffers"),
    ("tflm_scratch_buffers", "scratch_buffers", "scratch_buffers"),
    ("tflm_scratch_bytes", "scratch_bytes", "scratch_bytes"),
]
WRONG = ("mismatch", "tflm_rejects_number", "invalid_plan_number")
OUTCOMES = ("equal", "mismatch", "estimate", "netmem_rejects", "netmem_rejects_unnamed", "both_reject",
            "tflm_rejects_number", "invalid_plan_rejected", "invalid_plan_number")


def keys_of(text):
    keys = {}
    for line in text.splitlines():
        if "=" in line and " " not in line.split("=", 1)[0]:
            k, v = line.split("=", 1)
            keys[k] = v.strip()
    return keys


def run(command, timeout=600):
    try:
        p = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except (OSError, subprocess.TimeoutExpired) as e:
        return 127, "", str(e)


def run_oracle(binary, qemu, model, min_arena=True, extra=()):
    """The oracle's figures for MODEL; EXTRA: more oracle options (--stub-custom-ops)."""
    if isinstance(binary, list):  # the Arm oracle: its script and arguments
        rc, out, err = run(binary + list(extra) + (["--min-arena"] if min_arena else []) + [model], timeout=1800)
        return rc, keys_of(out), err
    rc, out, err = run([binary, "--min-arena"] + list(extra) + [model])
    if "tflm_commit=" not in out and rc != 2 and qemu:
        rc, out, err = run([qemu, binary, "--min-arena"] + list(extra) + [model])
    return rc, keys_of(out), err


def first_error_line(err):
    for line in err.splitlines():
        if "error:" in line:
            return line.strip()
    return err.strip().splitlines()[0] if err.strip() else "(no message)"


def arm_probe(oracle, model, size):
    """One Arm-oracle run of AllocateTensors in an arena of SIZE bytes: (exit status, keys, stderr)."""
    rc, out, err = run(oracle + ["--arena-size", str(size), model], timeout=1800)
    return rc, keys_of(out), err


def run_arm_oracle_probing(oracle, model, mine):
    """The Arm oracle's figures with the smallest arena checked by two probes, not searched.

    netmem says the smallest arena that works, as a multiple of 16, is MINE. TFLM's figures do not
    depend on the arena size (any size that works gives the same ones), so one run in an arena of
    MINE bytes gives them and says MINE works; a second run in MINE - 16 bytes must fail. Then the
    oracle's min_arena_bytes_multiple_of_16 is MINE (the oracle's own window check has found sizes
    above the smallest one to work for every model measured). Two QEMU runs instead of about 77;
    where a probe disagrees, the full --min-arena search gives the oracle's value. The planning
    need is not printed this way, and is not compared."""
    if mine < 1024 + 16:  # --arena-size takes 1024 and up: search instead
        return run_oracle(oracle, "", model)
    rc, ok, err = arm_probe(oracle, model, mine)
    if rc == 0:
        below, _, _ = arm_probe(oracle, model, mine - 16)
        if below == 2:
            ok["min_arena_bytes_multiple_of_16"] = str(mine)
            ok.pop("planning_need_bytes", None)
            return rc, ok, err
    elif rc != 2:
        return rc, ok, err
    return run_oracle(oracle, "", model)  # rejected in MINE bytes, or MINE - 16 works: search


def npu_scratch_pairs(keys, k):
    """Pairs of CUSTOM ethos-u operator K that a Vela-style stored plan overlaps on purpose: one of
    the op's own data inputs (inputs 4..) or outputs lying wholly inside its arena scratch tensor
    (input 2), as Vela plans it and netmem's check of a stored plan accepts (tflm_graph.hpp
    inside_own_npu_scratch). KEYS: the oracle's --tensors output."""
    inputs = [t for t in keys.get("op.%d.inputs" % k, "").split(",") if t]
    outputs = [t for t in keys.get("op.%d.outputs" % k, "").split(",") if t]
    if len(inputs) < 5:
        return 0

    def head(t):
        offset = keys.get("tensor.%s.arena_offset" % t, "-1")
        return keys.get("tensor.%s.location" % t) == "head" and int(offset) >= 0

    scratch = inputs[2]
    if not head(scratch):
        return 0
    start = int(keys["tensor.%s.arena_offset" % scratch])
    end = start + int(keys.get("tensor.%s.bytes" % scratch, "0"))
    count = 0
    for t in inputs[4:] + outputs:
        if head(t):
            begin = int(keys["tensor.%s.arena_offset" % t])
            if begin >= start and begin + int(keys.get("tensor.%s.bytes" % t, "0")) <= end:
                count += 1
    return count


def in_place_pairs(keys):
    """Pairs the oracle counts in plan_overlapping_pairs that are not an overlap: a RESHAPE or
    SQUEEZE whose input and output a stored plan puts at one offset. TFLM runs such an operator in
    place (reshape.cc, squeeze.cc copy only when the two buffers differ), as netmem's check of a
    stored plan accepts (tflm_graph.hpp check_stored_plan); and an ethos-u op's input or output
    inside its own arena scratch (npu_scratch_pairs). KEYS: the oracle's --tensors output."""
    def tensor(t, key):
        return keys.get("tensor.%s.%s" % (t, key), "")
    count = 0
    k = 0
    while "op.%d.builtin" % k in keys:
        if keys["op.%d.builtin" % k] == "CUSTOM:ethos-u":
            count += npu_scratch_pairs(keys, k)
        if keys["op.%d.builtin" % k] in ("RESHAPE", "SQUEEZE"):
            a = (keys.get("op.%d.inputs" % k, "").split(",") or [""])[0]
            b = (keys.get("op.%d.outputs" % k, "").split(",") or [""])[0]
            if (a and b and tensor(a, "location") == "head" and tensor(b, "location") == "head" and
                    tensor(a, "arena_offset") == tensor(b, "arena_offset") and
                    int(tensor(a, "planned_bytes") or 0) > 0 and int(tensor(b, "planned_bytes") or 0) > 0):
                count += 1
        k += 1
    return count


def classify(nrc, nk, nerr, orc, ok, oerr, skipped, in_place=0):
    """One pair's outcome from netmem-import's exit status NRC, keys NK and stderr NERR and the
    oracle's exit status ORC, keys OK and stderr OERR (see the module comment). SKIPPED: short figure
    names not compared; IN_PLACE: how many of the oracle's plan_overlapping_pairs are a RESHAPE /
    SQUEEZE run in place (in_place_pairs), which are no overlap. A figure is compared whenever it is
    not skipped: printed by one side only, it is a mismatch (None for the side that lacks it)."""
    result = {"diffs": [], "netmem_error": "", "tflm_error": "", "figures": ok}
    if nrc != 0:
        result["netmem_error"] = first_error_line(nerr)
    if orc not in (0, 2) or (orc == 0 and "head_bytes" not in ok):
        result["outcome"] = "oracle_failed"
        result["tflm_error"] = (oerr.strip().splitlines() or ["exit %d" % orc])[-1]
        return result
    if orc == 2:
        msgs = [l for l in oerr.splitlines() if l.strip()]
        result["tflm_error"] = next((l for l in msgs if "was not true" in l or "failed" in l or "crashed" in l),
                                    msgs[-1] if msgs else "rejected")
        result["outcome"] = "both_reject" if nrc != 0 else "tflm_rejects_number"
        return result
    if int(ok.get("plan_overlapping_pairs", "0")) - in_place > 0:
        result["outcome"] = "invalid_plan_rejected" if nrc != 0 else "invalid_plan_number"
        return result
    if nrc != 0:
        named = re.search(r"\bop \d+ [A-Z_0-9:]+", result["netmem_error"]) is not None
        result["outcome"] = "netmem_rejects" if named else "netmem_rejects_unnamed"
        return result
    if nk.get("tflm_unmodelled_operators", "0") != "0":
        result["outcome"] = "estimate"
        return result
    for mine, theirs, name in FIGURES:
        if name in skipped:
            continue
        a = int(nk[mine]) if mine in nk else None
        b = int(ok[theirs]) if theirs in ok else None
        if a is None or b is None or a != b:
            result["diffs"].append((name, a, b))
    result["outcome"] = "mismatch" if result["diffs"] else "equal"
    return result


def oracle_tensors(binary, qemu, model, extra=()):
    """The oracle's --tensors output for MODEL (its tensors' offsets and lifetimes, its operators)."""
    if isinstance(binary, list):
        return keys_of(run(binary + list(extra) + ["--tensors", model], timeout=1800)[1])
    rc, out, _ = run([binary, "--tensors"] + list(extra) + [model])
    if "tflm_commit=" not in out and rc != 2 and qemu:
        rc, out, _ = run([qemu, binary, "--tensors"] + list(extra) + [model])
    return keys_of(out)


def is_vela_model(model, info):
    """A Vela-style model (tflite-gen feature vela, or a CUSTOM ethos-u op): both sides then run
    with --stub-custom-ops (the oracles have no ethos-u kernel; netmem-import leaves the kernel's
    own data out the same way)."""
    if info is not None:
        return "vela" in info.get("features", []) or "CUSTOM:ethos-u" in info.get("ops", [])
    with open(model, "rb") as f:
        return b"ethos-u" in f.read()


def compare(task):
    model, build, importer, oracle, qemu, skipped, vela = task
    options = ARM_BUILDS[build][1] if build in ARM_BUILDS else BUILDS[build]
    stub = ["--stub-custom-ops"] if vela else []
    if stub and isinstance(oracle, list):
        oracle = oracle + stub  # the Arm oracle: every run (probes, search, --tensors) stubs
        stub = []
    nrc, nout, nerr = run([importer, model, "--report", "--runtime", "tflm"] + options +
                          (["--stub-custom-ops"] if vela else []))
    nk = keys_of(nout)
    if qemu == "probe" and "tflm_min_arena_bytes" in nk:
        orc, ok, oerr = run_arm_oracle_probing(oracle, model, int(nk["tflm_min_arena_bytes"]))
        if "planning_need_bytes" not in ok:  # probed, not searched: no planning need printed
            skipped = skipped | {"planning_need"}
    elif qemu == "probe":  # netmem printed no figures: whether TFLM takes the model is all that counts
        orc, ok, oerr = run_oracle(oracle, "", model, min_arena=False)
    else:
        orc, ok, oerr = run_oracle(oracle, "" if qemu == "probe" else qemu, model, extra=stub)
    in_place = 0
    if orc == 0 and int(ok.get("plan_overlapping_pairs", "0")) > 0:
        in_place = in_place_pairs(oracle_tensors(oracle, "" if qemu == "probe" else qemu, model, extra=stub))
    result = classify(nrc, nk, nerr, orc, ok, oerr, skipped, in_place)
    if build in ARM_BUILDS and orc in (0, 2) and "target" in ok:  # the oracle ran and named its image
        wrong = arm_build_differences(build, ok)
        if wrong:  # the image is not the one asked for: its figures say nothing of this build
            result["outcome"] = "oracle_failed"
            result["tflm_error"] = "the Arm oracle ran another build: " + wrong
    result.update({"model": model, "build": build})
    return result


def arm_build_differences(build, keys):
    """What the Arm oracle's output KEYS say it ran that BUILD (a name of ARM_BUILDS) did not ask
    for, empty when it is that build: its target= and kernels= keys (the oracle's --cpu and
    --kernels), and cmsis_nn_variant= (the CMSIS-NN variant netmem is run with: dsp for
    cmsis_nn_dsp, mve for cmsis_nn_mve; absent from a reference image; oracles/README.md "Output
    keys")."""
    arguments, netmem_options = ARM_BUILDS[build]
    cpu, kernels = arguments[arguments.index("--cpu") + 1], arguments[arguments.index("--kernels") + 1]
    library = netmem_options[netmem_options.index("--kernels") + 1]
    variant = library[len("cmsis_nn_"):] if library.startswith("cmsis_nn_") else None
    wrong = []
    for key, expected in (("target", cpu), ("kernels", kernels), ("cmsis_nn_variant", variant)):
        if keys.get(key) != expected:
            wrong.append("%s=%s (asked for %s)" % (key, keys.get(key, "(none)"), expected or "(none)"))
    return ", ".join(wrong)


def rejected_op(message):
    m = re.search(r"\bop \d+ ([A-Z_0-9:]+)", message)
    return m.group(1) if m else "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--importer", required=True, help="the netmem-import program")
    ap.add_argument("--shared", required=True, help="the shared folder (oracles/bin, models/)")
    ap.add_argument("--qemu", default="", help="qemu-i386, for the 32-bit oracles where i386 code does not run")
    ap.add_argument("--builds", default=",".join(BUILDS),
                    help="oracle builds (default: the host ones, " + ",".join(BUILDS) + "; the Arm oracle's: " +
                         ",".join(ARM_BUILDS) + ")")
    ap.add_argument("--models", help="a folder of .tflite files (with manifest.tsv from tflite-gen, if any)")
    ap.add_argument("--generator", help="tflite-gen; with --seed/--count/--features it writes the models")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--features", default="all")
    ap.add_argument("--work", help="folder for generated models (default: a temporary one)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--summary", help="write the markdown summary here (default: stdout)")
    ap.add_argument("--details", help="write one line per pair that is not equal here")
    ap.add_argument("--skip-figures", default="",
                    help="comma-separated short figure names not compared (e.g. min_arena,planning_need)")
    ap.add_argument("--skip-ops", default="",
                    help="comma-separated ops (manifest names, e.g. SQUEEZE): models containing one are not run "
                         "(a known mismatch class not fixed yet; the summary counts them)")
    ap.add_argument("--arm-min-arena", choices=("search", "probe"), default="search",
                    help="Arm builds: the oracle's --min-arena search (about 77 QEMU runs per model), or "
                         "probe: two runs, in netmem's smallest arena (must work) and 16 bytes less (must "
                         "fail); the planning need is then not compared")
    ap.add_argument("--expect-equal", action="store_true",
                    help="exit 1 unless every pair is equal, or a stored plan TFLM would mis-plan that netmem "
                         "refuses (invalid_plan_rejected)")
    ap.add_argument("--expect-no-wrong", action="store_true", help="exit 1 if any pair has a wrong figure")
    a = ap.parse_args()
    if a.qemu.endswith("NOTFOUND"):
        a.qemu = ""
    skipped = set(x for x in a.skip_figures.split(",") if x)
    unknown = skipped - set(f[2] for f in FIGURES)
    if unknown:
        sys.exit("differential.py: unknown figure(s) " + ",".join(sorted(unknown)))

    manifest = {}
    if a.generator:
        work = a.work or tempfile.mkdtemp(prefix="netmem-differential-")
        os.makedirs(work, exist_ok=True)
        rc, out, err = run([a.generator, "--out-dir", work, "--seed", str(a.seed), "--count", str(a.count),
                            "--features", a.features])
        if rc != 0:
            sys.exit("differential.py: tflite-gen failed: " + err)
        with open(os.path.join(work, "manifest.tsv"), "w") as f:
            f.write(out)
        models_dir = work
    elif a.models:
        models_dir = a.models
    else:
        sys.exit("differential.py: give --models or --generator")
    mpath = os.path.join(models_dir, "manifest.tsv")
    if os.path.exists(mpath):
        for line in open(mpath):
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 5:
                manifest[parts[0]] = {"body": parts[1], "io": parts[2], "ops": [o for o in parts[3].split(",") if o != "-"],
                                      "features": [x for x in parts[4].split(",") if x != "-"]}
    models = sorted(os.path.join(models_dir, f) for f in os.listdir(models_dir) if f.endswith(".tflite"))
    skip_ops = set(x for x in a.skip_ops.split(",") if x)
    skipped_models = [m for m in models if skip_ops & set(manifest.get(os.path.basename(m), {}).get("ops", []))]
    models = [m for m in models if m not in skipped_models]
    builds = [b for b in a.builds.split(",") if b]
    vela = {m: is_vela_model(m, manifest.get(os.path.basename(m))) for m in models}
    tasks = []
    for b in builds:
        if b in ARM_BUILDS:
            script = os.path.join(a.shared, "oracles", "arm", "tflm-arena-arm")
            if not os.path.exists(script):
                sys.exit("differential.py: no Arm oracle " + script)
            how = "probe" if a.arm_min_arena == "probe" else ""
            tasks += [(m, b, a.importer, [script] + ARM_BUILDS[b][0], how, skipped, vela[m]) for m in models]
            continue
        oracle = os.path.join(a.shared, "oracles", "bin", "tflm-arena-" + b)
        if not os.path.exists(oracle):
            sys.exit("differential.py: no oracle " + oracle)
        tasks += [(m, b, a.importer, oracle, a.qemu, skipped, vela[m]) for m in models]
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        results = list(pool.map(compare, tasks))

    counts = collections.Counter()
    per_build = collections.defaultdict(collections.Counter)
    per_figure = collections.defaultdict(collections.Counter)
    per_op = collections.defaultdict(collections.Counter)
    per_type = collections.defaultdict(collections.Counter)
    rejections = collections.Counter()
    details = []
    for r in results:
        name = os.path.basename(r["model"])
        info = manifest.get(name, {"body": "?", "io": "?", "ops": [], "features": []})
        o = r["outcome"]
        counts[o] += 1
        per_build[r["build"]][o] += 1
        for op in sorted(set(info["ops"])):
            per_op[op][o] += 1
        per_type["%s (io %s)" % (info["body"], info["io"])][o] += 1
        for fig, mine, theirs in r["diffs"]:
            per_figure[fig][r["build"]] += 1
        if o.startswith("netmem_rejects"):
            rejections[rejected_op(r["netmem_error"])] += 1
        if o != "equal":
            diff = " ".join("%s netmem=%s tflm=%s" % tuple("-" if v is None else v for v in d) for d in r["diffs"])
            details.append("%s %s %s | %s | ops=%s features=%s body=%s io=%s | netmem: %s | tflm: %s" % (
                o.upper(), name, r["build"], diff, ",".join(info["ops"]), ",".join(info["features"]),
                info["body"], info["io"], r["netmem_error"], r["tflm_error"]))

    out = []
    total = len(results)
    out.append("models: %d, oracle builds: %s, pairs: %d" % (len(models), ", ".join(builds), total))
    if skipped:
        out.append("figures not compared: " + ", ".join(sorted(skipped)))
    if skipped_models:
        out.append("models not run (they contain %s): %d" % (", ".join(sorted(skip_ops)), len(skipped_models)))
    out.append("")
    out.append("| outcome | " + " | ".join(builds) + " | all |")
    out.append("| --- |" + " ---: |" * (len(builds) + 1))
    for o in OUTCOMES + ("oracle_failed",):
        if counts[o] or o in ("equal", "mismatch", "netmem_rejects"):
            out.append("| %s | %s | %d |" % (o, " | ".join(str(per_build[b][o]) for b in builds), counts[o]))
    if per_figure:
        out.append("")
        out.append("Mismatched figures (pairs):")
        out.append("")
        out.append("| figure | " + " | ".join(builds) + " |")
        out.append("| --- |" + " ---: |" * len(builds))
        for fig in sorted(per_figure):
            out.append("| %s | %s |" % (fig, " | ".join(str(per_figure[fig][b]) for b in builds)))
    cols = ("equal", "mismatch", "estimate", "netmem_rejects", "both_reject", "tflm_rejects_number",
            "invalid_plan_rejected", "invalid_plan_number")
    for title, table in (("operator (pairs of models that contain it)", per_op), ("type", per_type)):
        if not table:
            continue
        out.append("")
        out.append("| %s | %s |" % (title, " | ".join(cols)))
        out.append("| --- |" + " ---: |" * len(cols))
        for k in sorted(table):
            out.append("| %s | %s |" % (k, " | ".join(str(table[k][c]) for c in cols)))
    if rejections:
        out.append("")
        out.append("netmem-import rejections of models TFLM accepts, by the op named: " +
                   ", ".join("%s %d" % kv for kv in rejections.most_common()))
    text = "\n".join(out) + "\n"
    if a.summary:
        with open(a.summary, "w") as f:
            f.write(text)
    print(text, end="")
    if a.details:
        with open(a.details, "w") as f:
            f.write("\n".join(details) + ("\n" if details else ""))
    elif details:
        print("\n".join(details[:200]))
    agreed = counts["equal"] + counts["invalid_plan_rejected"]
    if a.expect_equal and agreed != total:
        print("differential.py: %d of %d pairs are neither equal nor an overlapping stored plan netmem refuses" %
              (total - agreed, total))
        return 1
    if a.expect_no_wrong and sum(counts[o] for o in WRONG + ("netmem_rejects_unnamed",)) > 0:
        print("differential.py: %d pairs with a wrong figure" % sum(counts[o] for o in WRONG))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
