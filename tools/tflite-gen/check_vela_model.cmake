# tools/tflite-gen/check_vela_model.cmake -- ctest tflite_gen.vela_model, in script mode:
#   cmake -DGENERATOR=<tflite-gen> -DIMPORTER=<netmem-import> -DORACLE=<tflm-arena-m64>
#         [-DARM_ORACLE=<tflm-arena-arm>] -DWORK_DIR=<dir> -P check_vela_model.cmake
# tflite-gen --features int8,vela --seed 2 writes a Vela-style model: one CUSTOM "ethos-u" op reading
# a command stream (476 B constant), a flash tensor (1,729 B constant), the arena scratch tensor
# [3004] and the fast-scratch tensor [730] (uint8, no data), and the input [1,9,9,1] int8; output
# [1,13,12,3] int8.
# 1. TFLM takes it: the host oracle (and the Arm oracle on a Cortex-M55, when given) with
#    --stub-custom-ops. Its head, by hand: the four planned tensors are all alive at the one op
#    (the scratch tensors are written by no op: TFLM's lifetime from the start to their reader), so
#    GreedyMemoryPlanner stacks them: round16(81) + round16(3004) + round16(730) + round16(468) =
#    96 + 3008 + 736 + 480 = 4,320 B.
# 2. netmem-import refuses it, also under --allow-unknown, with exit status 4 and a first line that
#    names the op, says it is a Vela-compiled Ethos-U operator netmem does not model, and gives the
#    scratch and fast-scratch sizes.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${GENERATOR}" --out-dir "${WORK_DIR}" --seed 2 --count 1 --features int8,vela
                RESULT_VARIABLE rc OUTPUT_VARIABLE manifest ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT manifest MATCHES "gen_2.tflite\tint8\tint8\tCUSTOM:ethos-u\tvela")
    message(FATAL_ERROR "tflite-gen: exit ${rc}, manifest '${manifest}' ${err}")
endif()
set(model "${WORK_DIR}/gen_2.tflite")

foreach(oracle IN ITEMS ORACLE ARM_ORACLE)
    if(NOT ${oracle})
        continue()
    endif()
    set(command "${${oracle}}" --stub-custom-ops "${model}")
    if(oracle STREQUAL "ARM_ORACLE")
        set(command "${${oracle}}" --cpu cortex-m55 --kernels cmsis_nn --stub-custom-ops "${model}")
    endif()
    execute_process(COMMAND ${command} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT out MATCHES "stubbed_custom_ops=ethos-u" OR NOT out MATCHES "\nhead_bytes=4320\n"
       OR NOT out MATCHES "\nplanned_buffers=4\n")
        message(FATAL_ERROR "${${oracle}}: exit ${rc}; expected stubbed_custom_ops=ethos-u, head_bytes=4320, "
                            "planned_buffers=4:\n${out}\n${err}")
    endif()
    message("${oracle}: TFLM takes the model with the ethos-u op stubbed: head 4,320 B, 4 planned buffers")
endforeach()

execute_process(COMMAND "${IMPORTER}" "${model}" --report --runtime tflm --allow-unknown
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCH "^[^\n]*" first "${err}")
if(NOT rc EQUAL 4 OR NOT first MATCHES "error: op 0 CUSTOM:ethos-u" OR NOT first MATCHES "Vela-compiled Ethos-U operator"
   OR NOT first MATCHES "scratch tensor \\(3004 B\\)" OR NOT first MATCHES "fast-scratch tensor \\(730 B\\)")
    message(FATAL_ERROR "netmem-import: exit ${rc} (expected 4), first line: ${first}")
endif()
message("netmem-import refuses it, naming the op: ${first}")
