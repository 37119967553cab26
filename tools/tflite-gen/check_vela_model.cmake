# tools/tflite-gen/check_vela_model.cmake -- ctest tflite_gen.vela_model, in script mode:
#   cmake -DGENERATOR=<tflite-gen> -DIMPORTER=<netmem-import> -DORACLE_DIR=<../shared/oracles>
#         [-DARM=ON] [-DPYTHON=<python3>] [-DQEMU=<qemu-i386>] -DWORK_DIR=<dir> -P check_vela_model.cmake
# tflite-gen --features int8,vela --seed 2 writes a Vela-style model: one CUSTOM "ethos-u" op reading
# a command stream (476 B constant), a flash tensor (1,729 B constant), the arena scratch tensor
# [3004] and the fast-scratch tensor [730] (uint8, no data), and the input [1,9,9,1] int8; output
# [1,13,12,3] int8. netmem-import maps it to netmem::ethos_u_operator (layers/ethos_u_operator.hpp).
# 1. With --stub-custom-ops on both sides (the oracles have no ethos-u kernel; their stub and
#    netmem's allocate nothing), netmem-import --report --runtime tflm equals each host oracle
#    (tflm-arena-m32, -m64, -cmsis-nn-m32 --min-arena) and, with -DARM=ON, the Arm oracle on a
#    Cortex-M55 with CMSIS-NN (tflm-arena-arm --cpu cortex-m55 --kernels cmsis_nn, against
#    --abi arm_eabi_gcc --kernels cmsis_nn_mve): head, tail, each tail category, arena_used, the
#    smallest arena, the planning need and the counts. The head by hand: the four planned tensors
#    are all alive at the one op (the scratch tensors are written by no op: TFLM's lifetime from the
#    start to their reader), so GreedyMemoryPlanner stacks them: round16(81) + round16(3004) +
#    round16(730) + round16(468) = 96 + 3008 + 736 + 480 = 4,320 B.
# 2. Without the flag, the ethos-u kernel's own data (tflite-micro 90b983c2
#    kernels/ethos_u/ethosu.cc), by hand for ilp32_i386: Init's OpData, 3 ints = 12 B, 16-aligned
#    in the tail after 236 B (allocator objects 116, two allocator structs 16, six TfLiteEvalTensors
#    72, one NodeAndRegistration 32): 20 B; Prepare's two scratch requests, 6 tensors (5 inputs, 1
#    output) x sizeof(uint64_t) = 48 B and x sizeof(size_t) = 24 B, planned as 48 + 32 B at the op:
#    head 4,320 + 80 = 4,400; their two handles 8 B (tail_other 16 + 8 = 24). The report says which
#    NPU figures it does not model (npu_not_modelled=).
# 3. A Vela-style stored plan (OfflineMemoryAllocation, written by the oracles'
#    src/add_offline_plan.py --no-check): the scratch at 0, the input at 0 and the output at 96 inside
#    it, the fast scratch at 3008. TFLM uses it as given (plan_overlapping_pairs=2); netmem takes it
#    (an Ethos-U op's own input and output inside its own arena scratch: what Vela plans) and equals
#    the oracle: head 3,744 = 3008 + 736. The output at 2900 instead sticks out of the scratch
#    (2900 + 468 > 3004): netmem refuses the plan with exit status 6 naming both tensors.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${GENERATOR}" --out-dir "${WORK_DIR}" --seed 2 --count 1 --features int8,vela
                RESULT_VARIABLE rc OUTPUT_VARIABLE manifest ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT manifest MATCHES "gen_2.tflite\tint8\tint8\tCUSTOM:ethos-u\tvela")
    message(FATAL_ERROR "tflite-gen: exit ${rc}, manifest '${manifest}' ${err}")
endif()
set(model "${WORK_DIR}/gen_2.tflite")

# key=value lines of `text` into variables <prefix>.<key>.
function(read_keys prefix text)
    string(REPLACE ";" "," text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
    foreach(line IN LISTS lines)
        if(line MATCHES "^([a-z_0-9.]+)=(.*)$")
            set(${prefix}.${CMAKE_MATCH_1} "${CMAKE_MATCH_2}" PARENT_SCOPE)
        endif()
    endforeach()
endfunction()

# netmem-import's key (tflm_<k>, min arena: tflm_min_arena_bytes) against the oracle's, every figure.
set(figures head_bytes tail_bytes arena_used_bytes planning_need_bytes tail_allocator_objects_bytes
    tail_eval_tensors_bytes tail_persistent_tensors_bytes tail_persistent_quantization_bytes
    tail_persistent_buffers_bytes tail_variable_buffers_bytes tail_node_and_registration_bytes tail_other_bytes
    kernel_persistent_bytes interpreter_persistent_bytes tensors operators planned_buffers offline_planned_buffers
    scratch_buffers scratch_bytes)
function(compare_with_oracle what model oracle_command netmem_options)
    execute_process(COMMAND ${oracle_command} --stub-custom-ops --min-arena "${model}"
                    RESULT_VARIABLE orc OUTPUT_VARIABLE oout ERROR_VARIABLE oerr)
    if(NOT orc EQUAL 0 OR NOT oout MATCHES "stubbed_custom_ops=ethos-u")
        message(FATAL_ERROR "${what}: the oracle exits ${orc} without stubbed_custom_ops=ethos-u:\n${oout}\n${oerr}")
    endif()
    execute_process(COMMAND "${IMPORTER}" "${model}" --report --runtime tflm --stub-custom-ops ${netmem_options}
                    RESULT_VARIABLE nrc OUTPUT_VARIABLE nout ERROR_VARIABLE nerr)
    if(NOT nrc EQUAL 0 OR NOT nout MATCHES "\ntflm_stubbed_custom_ops=ethos-u" OR NOT nout MATCHES "\nnpu_not_modelled=")
        message(FATAL_ERROR "${what}: netmem-import exits ${nrc}:\n${nout}\n${nerr}")
    endif()
    read_keys(o "${oout}")
    read_keys(n "${nout}")
    set(o.min_arena "${o.min_arena_bytes_multiple_of_16}")
    set(n.min_arena "${n.tflm_min_arena_bytes}")
    foreach(k IN LISTS figures ITEMS min_arena)
        set(mine "${n.tflm_${k}}")
        if(k STREQUAL "min_arena")
            set(mine "${n.min_arena}")
        endif()
        if(NOT DEFINED o.${k} OR NOT "${mine}" STREQUAL "${o.${k}}")
            message(FATAL_ERROR "${what}: ${k}: netmem ${mine}, TFLM '${o.${k}}'")
        endif()
    endforeach()
    message("${what}: every figure equal (head ${o.head_bytes}, tail ${o.tail_bytes}, arena_used ${o.arena_used_bytes}, "
            "smallest arena ${o.min_arena_bytes_multiple_of_16})")
    set(oracle_head "${o.head_bytes}" PARENT_SCOPE)
    set(oracle_overlaps "${o.plan_overlapping_pairs}" PARENT_SCOPE)
endfunction()

# 1. The oracles, stubbed.
foreach(build IN ITEMS m32 m64 cmsis-nn-m32)
    set(oracle "${ORACLE_DIR}/bin/tflm-arena-${build}")
    set(options --pointer-bits 32 --abi ilp32_i386 --kernels reference)
    if(build STREQUAL "m64")
        set(options --pointer-bits 64 --abi lp64 --kernels reference)
    elseif(build STREQUAL "cmsis-nn-m32")
        set(options --pointer-bits 32 --abi ilp32_i386 --kernels cmsis_nn_pure_c)
    endif()
    set(command "${oracle}")
    execute_process(COMMAND "${oracle}" --stub-custom-ops "${model}" RESULT_VARIABLE native OUTPUT_QUIET ERROR_QUIET)
    if(NOT native EQUAL 0 AND QEMU AND NOT QEMU MATCHES "NOTFOUND$")
        set(command "${QEMU}" "${oracle}")
    endif()
    compare_with_oracle("tflm-arena-${build}" "${model}" "${command}" "${options}")
    if(NOT oracle_head EQUAL 4320)
        message(FATAL_ERROR "tflm-arena-${build}: head ${oracle_head}, by hand 4320")
    endif()
endforeach()
if(ARM)
    compare_with_oracle("tflm-arena-arm cortex-m55 cmsis_nn" "${model}"
                        "${ORACLE_DIR}/arm/tflm-arena-arm;--cpu;cortex-m55;--kernels;cmsis_nn"
                        "--pointer-bits;32;--abi;arm_eabi_gcc;--kernels;cmsis_nn_mve")
endif()

# 2. The kernel's own data, by hand.
execute_process(COMMAND "${IMPORTER}" "${model}" --report --runtime tflm --abi ilp32_i386
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
read_keys(k "${out}")
if(NOT rc EQUAL 0 OR NOT k.tflm_head_bytes EQUAL 4400 OR NOT k.tflm_kernel_persistent_bytes EQUAL 20
   OR NOT k.tflm_scratch_buffers EQUAL 2 OR NOT k.tflm_scratch_bytes EQUAL 72 OR NOT k.tflm_tail_other_bytes EQUAL 24
   OR NOT out MATCHES "\ntflm_npu_kernel=ethos-u" OR NOT out MATCHES "\nnpu_not_modelled=Vela's own planning")
    message(FATAL_ERROR "netmem-import without --stub-custom-ops: exit ${rc}; expected head 4400, kernel persistent 20, "
                        "2 scratch buffers of 72 B, tail_other 24 and the NPU notes:\n${out}\n${err}")
endif()
message("without --stub-custom-ops: head 4,400, the kernel's OpData 20 B with its padding, scratch 48 + 24 B (by hand)")

# 3. Vela-style stored plans.
if(PYTHON)
    set(planner "${ORACLE_DIR}/src/add_offline_plan.py")
    execute_process(COMMAND "${PYTHON}" "${planner}" "${model}" "${WORK_DIR}/vela_plan.tflite" --offsets 0,-1,-1,0,3008,96
                            --no-check RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    execute_process(COMMAND "${PYTHON}" "${planner}" "${model}" "${WORK_DIR}/vela_bad_plan.tflite"
                            --offsets 0,-1,-1,0,3008,2900 --no-check RESULT_VARIABLE rc2 OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0 OR NOT rc2 EQUAL 0)
        message(FATAL_ERROR "add_offline_plan.py: exit ${rc}, ${rc2}")
    endif()
    compare_with_oracle("Vela-style stored plan, tflm-arena-m64" "${WORK_DIR}/vela_plan.tflite"
                        "${ORACLE_DIR}/bin/tflm-arena-m64" "--pointer-bits;64;--abi;lp64")
    if(NOT oracle_head EQUAL 3744 OR NOT oracle_overlaps EQUAL 2)
        message(FATAL_ERROR "Vela-style stored plan: the oracle's head ${oracle_head} (3744 by hand), "
                            "overlapping pairs ${oracle_overlaps} (2)")
    endif()
    execute_process(COMMAND "${IMPORTER}" "${WORK_DIR}/vela_bad_plan.tflite" --report --runtime tflm --stub-custom-ops
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 6 OR NOT err MATCHES "overlaps tensor 3 \"t3\" \\(offset 0, 3004 B\\) and tensor 5 \"t5\" \\(offset 2900, 468 B\\)"
       OR NOT err MATCHES "wholly inside its arena scratch")
        message(FATAL_ERROR "the output sticking out of the scratch: netmem-import exits ${rc} (6 expected): ${err}")
    endif()
    message("an output sticking out of the scratch: refused, exit 6: ${err}")
endif()
