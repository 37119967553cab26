#!/usr/bin/env python3
"""Tests of differential.py's comparison (ctest differential.script).

Unit tests of classify(), in_place_pairs() (Vela-style plans included) and is_vela_model() on
figures written out here, and, given the
programs, one end-to-end run on tests/tflm_models/reshape_in_place_plan.tflite (a RESHAPE whose
stored plan puts its input and output at offset 0: TFLM runs it in place; every figure netmem
prints is TFLM's), which must come out `equal` on every host oracle build.

    test_differential.py [--importer NETMEM_IMPORT --shared SHARED [--qemu QEMU_I386]]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import differential  # noqa: E402

# One pair's keys, as both programs print them (m64 figures of reshape_in_place_plan.tflite:
# tflm-arena-m64 --min-arena, netmem-import --report --runtime tflm --pointer-bits 64 --abi lp64).
ORACLE = {"head_bytes": "80", "tail_bytes": "640", "arena_used_bytes": "720", "min_arena_bytes_multiple_of_16": "816",
          "planning_need_bytes": "804", "tail_allocator_objects_bytes": "216", "tail_eval_tensors_bytes": "72",
          "tail_persistent_tensors_bytes": "128", "tail_persistent_quantization_bytes": "64",
          "tail_persistent_buffers_bytes": "28", "tail_variable_buffers_bytes": "0",
          "tail_node_and_registration_bytes": "64", "tail_other_bytes": "68", "kernel_persistent_bytes": "0",
          "interpreter_persistent_bytes": "28", "tensors": "3", "operators": "1", "planned_buffers": "2",
          "offline_planned_buffers": "2", "scratch_buffers": "0", "scratch_bytes": "0"}
NETMEM = {mine: ORACLE[theirs] for mine, theirs, _ in differential.FIGURES}
NETMEM["tflm_unmodelled_operators"] = "0"

# tflm-arena-m64 --tensors reshape_in_place_plan.tflite (the keys in_place_pairs reads).
TENSORS = {"op.0.builtin": "RESHAPE", "op.0.inputs": "0,2", "op.0.outputs": "1",
           "tensor.0.location": "head", "tensor.0.arena_offset": "0", "tensor.0.planned_bytes": "80",
           "tensor.1.location": "head", "tensor.1.arena_offset": "0", "tensor.1.planned_bytes": "80",
           "tensor.2.location": "flatbuffer", "tensor.2.arena_offset": "-1"}


def classify(netmem_keys, oracle_keys, in_place=0, nrc=0, orc=0, skipped=()):
    return differential.classify(nrc, netmem_keys, "", orc, oracle_keys, "", set(skipped), in_place)


class Figures(unittest.TestCase):
    def test_equal(self):
        self.assertEqual(classify(NETMEM, ORACLE)["outcome"], "equal")

    def test_a_different_figure_is_a_mismatch(self):
        mine = dict(NETMEM, tflm_tail_bytes="624")
        r = classify(mine, ORACLE)
        self.assertEqual(r["outcome"], "mismatch")
        self.assertEqual(r["diffs"], [("tail", 624, 640)])

    def test_a_figure_netmem_does_not_print_is_a_mismatch(self):
        mine = dict(NETMEM)
        del mine["tflm_planning_need_bytes"]
        r = classify(mine, ORACLE)
        self.assertEqual(r["outcome"], "mismatch")
        self.assertEqual(r["diffs"], [("planning_need", None, 804)])

    def test_a_figure_the_oracle_does_not_print_is_a_mismatch(self):
        theirs = dict(ORACLE)
        del theirs["kernel_persistent_bytes"]
        r = classify(NETMEM, theirs)
        self.assertEqual(r["outcome"], "mismatch")
        self.assertEqual(r["diffs"], [("tail.kernel_persistent", 0, None)])

    def test_a_skipped_figure_is_not_compared(self):
        theirs = dict(ORACLE)
        del theirs["planning_need_bytes"]
        self.assertEqual(classify(NETMEM, theirs, skipped=("planning_need",))["outcome"], "equal")


class StoredPlans(unittest.TestCase):
    def test_reshape_in_place_is_one_pair(self):
        self.assertEqual(differential.in_place_pairs(TENSORS), 1)

    def test_reshape_at_other_offsets_is_none(self):
        self.assertEqual(differential.in_place_pairs(dict(TENSORS, **{"tensor.1.arena_offset": "80"})), 0)

    def test_other_operators_are_none(self):
        self.assertEqual(differential.in_place_pairs(dict(TENSORS, **{"op.0.builtin": "RELU"})), 0)

    def test_reshape_in_place_is_no_overlap(self):
        theirs = dict(ORACLE, plan_overlapping_pairs="1")
        self.assertEqual(classify(NETMEM, theirs, in_place=1)["outcome"], "equal")
        self.assertEqual(classify(dict(NETMEM, tflm_head_bytes="160"), theirs, in_place=1)["outcome"], "mismatch")

    def test_another_overlap_still_counts(self):
        theirs = dict(ORACLE, plan_overlapping_pairs="2")
        self.assertEqual(classify(NETMEM, theirs, in_place=1)["outcome"], "invalid_plan_number")
        self.assertEqual(classify({}, theirs, in_place=1, nrc=6)["outcome"], "invalid_plan_rejected")


# tflm-arena-m64 --stub-custom-ops --tensors on tflite-gen's vela model of seed 2 with a Vela-style
# stored plan (check_vela_model.cmake): the input (81 B) at 0 and the output (468 B) at 96 inside
# the arena scratch (3004 B) at 0, the fast scratch (730 B) at 3008.
VELA = {"op.0.builtin": "CUSTOM:ethos-u", "op.0.inputs": "1,2,3,4,0", "op.0.outputs": "5",
        "tensor.0.location": "head", "tensor.0.arena_offset": "0", "tensor.0.bytes": "81",
        "tensor.3.location": "head", "tensor.3.arena_offset": "0", "tensor.3.bytes": "3004",
        "tensor.4.location": "head", "tensor.4.arena_offset": "3008", "tensor.4.bytes": "730",
        "tensor.5.location": "head", "tensor.5.arena_offset": "96", "tensor.5.bytes": "468"}


class VelaPlans(unittest.TestCase):
    def test_input_and_output_inside_the_scratch_are_no_overlap(self):
        self.assertEqual(differential.in_place_pairs(VELA), 2)

    def test_an_output_sticking_out_of_the_scratch_counts(self):
        self.assertEqual(differential.in_place_pairs(dict(VELA, **{"tensor.5.arena_offset": "2900"})), 1)

    def test_a_model_is_vela_by_its_manifest(self):
        self.assertTrue(differential.is_vela_model("unused", {"features": ["int8", "vela"], "ops": []}))
        self.assertTrue(differential.is_vela_model("unused", {"features": [], "ops": ["CUSTOM:ethos-u"]}))
        self.assertFalse(differential.is_vela_model("unused", {"features": ["int8"], "ops": ["CONV_2D"]}))


# The first keys of the Arm oracle's output (oracles/README.md "Output keys"), per image.
ARM_M4_CMSIS_NN = {"target": "cortex-m4", "kernels": "cmsis_nn", "cmsis_nn_variant": "dsp"}


class ArmBuilds(unittest.TestCase):
    def test_the_build_asked_for(self):
        self.assertEqual(differential.arm_build_differences("arm-m4-cmsis-nn",
                                                            ARM_M4_CMSIS_NN), "")
        self.assertEqual(differential.arm_build_differences("arm-m55-cmsis-nn",
                                                            dict(ARM_M4_CMSIS_NN, target="cortex-m55",
                                                                 cmsis_nn_variant="mve")), "")
        self.assertEqual(differential.arm_build_differences("arm-m4-reference",
                                                            {"target": "cortex-m4", "kernels": "reference"}), "")

    def test_another_core_or_variant_is_named(self):
        m55 = "arm-m55-cmsis-nn"
        self.assertEqual(differential.arm_build_differences(m55, ARM_M4_CMSIS_NN),
                         "target=cortex-m4 (asked for cortex-m55), cmsis_nn_variant=dsp (asked for mve)")

    def test_a_variant_in_a_reference_image_is_named(self):
        reference = "arm-m4-reference"
        self.assertEqual(differential.arm_build_differences(reference, ARM_M4_CMSIS_NN),
                         "kernels=cmsis_nn (asked for reference), cmsis_nn_variant=dsp (asked for (none))")


class ArmBuildInCompare(unittest.TestCase):
    """compare() on an Arm build with both programs faked: netmem says the smallest arena is
    2,048 B (above 1,024 B, so probed), the oracle's probes agree, and only the image's name differs."""

    def compare(self, oracle_name):
        mine = dict(NETMEM, tflm_min_arena_bytes="2048")
        theirs = dict(ORACLE, **oracle_name)

        def fake_run(command, timeout=600):
            if command[0] == "netmem-import":
                return 0, "".join("%s=%s\n" % kv for kv in mine.items()), ""
            size = int(command[command.index("--arena-size") + 1])
            return (0, "".join("%s=%s\n" % kv for kv in theirs.items()), "") if size >= 2048 else (2, "", "too small")

        saved = differential.run
        differential.run = fake_run
        try:
            return differential.compare(("m.tflite", "arm-m55-cmsis-nn", "netmem-import", ["tflm-arena-arm", "--cpu",
                                         "cortex-m55", "--kernels", "cmsis_nn"], "probe", set(), False))
        finally:
            differential.run = saved

    def test_the_image_asked_for_is_equal(self):
        result = self.compare({"target": "cortex-m55", "kernels": "cmsis_nn", "cmsis_nn_variant": "mve"})
        self.assertEqual(result["outcome"], "equal", result)

    def test_another_image_is_no_comparison(self):
        result = self.compare({"target": "cortex-m4", "kernels": "cmsis_nn", "cmsis_nn_variant": "dsp"})
        self.assertEqual(result["outcome"], "oracle_failed")
        self.assertIn("the Arm oracle ran another build: target=cortex-m4", result["tflm_error"])


PROGRAMS = {}


class EndToEnd(unittest.TestCase):
    def test_reshape_in_place_plan_is_equal_on_every_host_build(self):
        if not PROGRAMS:
            self.skipTest("no --importer / --shared given")
        work = tempfile.mkdtemp(prefix="netmem-differential-test-")
        try:
            shutil.copy(os.path.join(HERE, "..", "..", "tests", "tflm_models", "reshape_in_place_plan.tflite"), work)
            p = subprocess.run([sys.executable, os.path.join(HERE, "differential.py"), "--importer", PROGRAMS["importer"],
                                "--shared", PROGRAMS["shared"], "--qemu", PROGRAMS["qemu"], "--models", work,
                                "--expect-equal", "-j", "1"], capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
            self.assertIn("| equal | 1 | 1 | 1 | 3 |", p.stdout)
        finally:
            shutil.rmtree(work)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--importer")
    ap.add_argument("--shared")
    ap.add_argument("--qemu", default="")
    a, rest = ap.parse_known_args()
    if a.importer and a.shared:
        PROGRAMS.update(importer=a.importer, shared=a.shared, qemu="" if a.qemu.endswith("NOTFOUND") else a.qemu)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
