# examples/cortex_m/check_firmware.cmake -- run in script mode by ctest (arm.cortex_m_firmware):
#   cmake -DNETMEM_SOURCE_DIR=<src> -DWORK_DIR=<dir> -DHOST_CXX=<host c++> -DGENERATOR=<gen>
#         -DREQUIRE=<ON|OFF> [-DIMPORTER=<host netmem-import>] -P check_firmware.cmake
# 1. compiles and runs print_plan.cpp on the host: the arena bytes of the VWW and DS-CNN plans;
# 2. configures and builds the arm-cortex-m4 configuration (firmware_netmem.elf and
#    firmware_handwritten.elf);
# 3. checks with arm-none-eabi-nm -S that the symbols vww_arena and kws_arena of both images are
#    exactly plan.arena_bytes large and in .bss (nm type B), and with arm-none-eabi-objcopy that
#    both images have byte-identical .text (the library adds no code). arm-none-eabi-size prints
#    both images. A missing arm-none-eabi toolchain prints "NETMEM_SKIPPED: ..." (or fails when
#    REQUIRE is ON).
# With IMPORTER (and ../shared/models/person_detect.tflite), the cross build imports that model
# (NETMEM_IMPORTER): the configure step must say so and the generated header must exist, so that
# firmware_netmem was compiled with its static_asserts (fits the STM32F446RE with runtime::tflm;
# TFLM's arena 82,304 B), and firmware_person_detect.elf (person_detect_firmware.cpp: CMSIS-NN DSP
# kernels) is built: its symbol tensor_arena (kTensorArenaSize bytes) must be in .bss. With
# -DARM_ORACLE=<../shared/oracles/arm/tflm-arena-arm> (the g++ preset) that size must equal the Arm
# oracle's smallest arena for the same build (--cpu cortex-m4 --kernels cmsis_nn --min-arena:
# min_arena_bytes_multiple_of_16), and the oracle's Invoke() of person_detect.tflite in an arena of
# exactly that size must succeed (--arena-size N --invoke: invoke_status=ok).
cmake_minimum_required(VERSION 3.25)

foreach(tool IN ITEMS g++ nm size objcopy)
    string(REPLACE "+" "x" var "ARM_${tool}")
    find_program(${var} NAMES arm-none-eabi-${tool})
    if(NOT ${var})
        if(REQUIRE)
            message(FATAL_ERROR "arm-none-eabi-${tool} not found, and this check is required")
        endif()
        message("NETMEM_SKIPPED: arm-none-eabi-${tool} not found; the firmware was not checked.")
        return()
    endif()
endforeach()

function(run what)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT exit_code EQUAL 0)
        message("${output}")
        message(FATAL_ERROR "${what} failed (exit code ${exit_code})")
    endif()
    set(run_output "${output}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# 1. The plans, from the host.
run("compile print_plan" "${HOST_CXX}" -std=c++20 "-I${NETMEM_SOURCE_DIR}/include"
    "${NETMEM_SOURCE_DIR}/examples/cortex_m/print_plan.cpp" -o "${WORK_DIR}/print_plan")
run("print_plan" "${WORK_DIR}/print_plan")
message("${run_output}")
foreach(model IN ITEMS vww kws)
    string(REGEX MATCH "${model}_arena_bytes=([0-9]+)" matched "${run_output}")
    if(NOT matched)
        message(FATAL_ERROR "print_plan printed no ${model}_arena_bytes")
    endif()
    set(${model}_arena_bytes "${CMAKE_MATCH_1}")
endforeach()

# 2. The firmware.
run("configure (arm-cortex-m4)" "${CMAKE_COMMAND}" -S "${NETMEM_SOURCE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
    "-DCMAKE_TOOLCHAIN_FILE=${NETMEM_SOURCE_DIR}/cmake/arm-none-eabi.cmake"
    -DCMAKE_BUILD_TYPE=MinSizeRel -DNETMEM_BUILD_TESTS=OFF -DNETMEM_BUILD_EXAMPLES=ON "-DNETMEM_IMPORTER=${IMPORTER}")
if(IMPORTER AND EXISTS "${NETMEM_SOURCE_DIR}/../shared/models/person_detect.tflite")
    string(FIND "${run_output}" "examples/cortex_m includes person_detect.tflite" at)
    if(at LESS 0)
        message(FATAL_ERROR "the arm-cortex-m4 configuration did not import person_detect.tflite")
    endif()
    set(imported_header "${WORK_DIR}/build/examples/cortex_m/netmem_import/person_detect.hpp")
endif()
set(images firmware_netmem firmware_handwritten)
if(imported_header)
    list(APPEND images firmware_person_detect)
endif()
run("build (arm-cortex-m4)" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build" --target ${images})
if(imported_header)
    if(NOT EXISTS "${imported_header}")
        message(FATAL_ERROR "no generated ${imported_header}")
    endif()
    message("firmware_netmem includes ${imported_header} (person_detect fits with runtime::tflm)")
endif()
set(elf_dir "${WORK_DIR}/build/examples/cortex_m")

# 3. Symbol sizes and .text.
foreach(image IN ITEMS firmware_netmem firmware_handwritten)
    set(elf "${elf_dir}/${image}.elf")
    run("size ${image}" "${ARM_size}" -A "${elf}")
    message("${run_output}")
    run("nm ${image}" "${ARM_nm}" -S "${elf}")
    foreach(model IN ITEMS vww kws)
        string(REGEX MATCH "[0-9a-f]+ ([0-9a-f]+) ([A-Za-z]) ${model}_arena" matched "${run_output}")
        if(NOT matched)
            message(FATAL_ERROR "${image}: no symbol ${model}_arena")
        endif()
        math(EXPR bytes "0x${CMAKE_MATCH_1}" OUTPUT_FORMAT DECIMAL)
        if(NOT CMAKE_MATCH_2 STREQUAL "B")
            message(FATAL_ERROR "${image}: ${model}_arena is in a '${CMAKE_MATCH_2}' section, not .bss (B)")
        endif()
        if(NOT bytes EQUAL ${model}_arena_bytes)
            message(FATAL_ERROR "${image}: ${model}_arena has ${bytes} bytes, expected ${${model}_arena_bytes}")
        endif()
        message("${image}: ${model}_arena ${bytes} B in .bss (expected ${${model}_arena_bytes})")
    endforeach()
    run("objcopy ${image}" "${ARM_objcopy}" -O binary --only-section=.text "${elf}" "${WORK_DIR}/${image}.text")
    file(SHA256 "${WORK_DIR}/${image}.text" ${image}_text)
    file(SIZE "${WORK_DIR}/${image}.text" ${image}_text_size)
endforeach()
if(NOT firmware_netmem_text STREQUAL firmware_handwritten_text)
    message(FATAL_ERROR ".text differs: netmem ${firmware_netmem_text_size} B, hand-written "
                        "${firmware_handwritten_text_size} B (update the hand-written numbers from print_plan?)")
endif()
message("ok: .text identical (${firmware_netmem_text_size} B) with netmem's numbers and hand-written ones")

# 4. person_detect's TFLM arena for CMSIS-NN's DSP kernels, against TFLM on an emulated Cortex-M4.
if(NOT imported_header)
    return()
endif()
run("nm firmware_person_detect" "${ARM_nm}" -S "${elf_dir}/firmware_person_detect.elf")
string(REGEX MATCH "[0-9a-f]+ ([0-9a-f]+) ([A-Za-z]) tensor_arena" matched "${run_output}")
if(NOT matched OR NOT CMAKE_MATCH_2 STREQUAL "B")
    message(FATAL_ERROR "firmware_person_detect: no symbol tensor_arena in .bss")
endif()
math(EXPR arena_bytes "0x${CMAKE_MATCH_1}" OUTPUT_FORMAT DECIMAL)
message("firmware_person_detect: tensor_arena ${arena_bytes} B in .bss (kTensorArenaSize)")
if(NOT ARM_ORACLE)
    return()
endif()
if(NOT EXISTS "${ARM_ORACLE}")
    message("the Arm oracle ${ARM_ORACLE} is absent: kTensorArenaSize was not checked against it")
    return()
endif()
set(model "${NETMEM_SOURCE_DIR}/../shared/models/person_detect.tflite")
run("the Arm oracle (--min-arena)" "${ARM_ORACLE}" --cpu cortex-m4 --kernels cmsis_nn --min-arena "${model}")
foreach(key IN ITEMS cmsis_nn_variant min_arena_bytes_multiple_of_16 min_arena_window_check)
    string(REGEX MATCH "(^|\n)${key}=([^\n]*)" matched "${run_output}")
    if(NOT matched)
        message(FATAL_ERROR "the Arm oracle printed no ${key}")
    endif()
    set(oracle_${key} "${CMAKE_MATCH_2}")
endforeach()
if(NOT oracle_cmsis_nn_variant STREQUAL "dsp" OR NOT oracle_min_arena_window_check STREQUAL "ok")
    message(FATAL_ERROR "the Arm oracle: cmsis_nn_variant=${oracle_cmsis_nn_variant} "
                        "min_arena_window_check=${oracle_min_arena_window_check} (expected dsp, ok)")
endif()
if(NOT arena_bytes EQUAL oracle_min_arena_bytes_multiple_of_16)
    message(FATAL_ERROR "firmware_person_detect: kTensorArenaSize ${arena_bytes} B, but TFLM on the Cortex-M4 "
                        "(CMSIS-NN DSP) needs at least ${oracle_min_arena_bytes_multiple_of_16} B (multiple of 16)")
endif()
run("the Arm oracle (--invoke)" "${ARM_ORACLE}" --cpu cortex-m4 --kernels cmsis_nn --arena-size ${arena_bytes}
    --invoke "${model}")
string(REGEX MATCH "(^|\n)invoke_status=([^\n]*)" matched "${run_output}")
if(NOT CMAKE_MATCH_2 STREQUAL "ok")
    message(FATAL_ERROR "the Arm oracle's Invoke() in ${arena_bytes} B: invoke_status=${CMAKE_MATCH_2}")
endif()
message("ok: kTensorArenaSize ${arena_bytes} B = the Arm oracle's smallest arena (Cortex-M4, CMSIS-NN DSP), "
        "and TFLM's Invoke() runs person_detect in exactly that arena")
