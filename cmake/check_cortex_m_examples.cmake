# cmake/check_cortex_m_examples.cmake -- run in script mode by ctest (test arm.cortex_m_examples):
#   cmake -DARM_CXX=<arm-none-eabi-g++ or empty> -DREQUIRE=<ON|OFF> -DNETMEM_SOURCE_DIR=<src>
#         -DWORK_DIR=<dir> -DGENERATOR=<gen> -P check_cortex_m_examples.cmake
# Configures netmem's source tree the way the arm-cortex-m4 preset does (toolchain
# cmake/arm-none-eabi.cmake, MinSizeRel, examples only) in WORK_DIR, builds it, and prints the
# size of every ELF file it produced. A missing arm-none-eabi-g++ prints "NETMEM_SKIPPED: ..."
# (ctest: skipped), or fails when REQUIRE is ON.
cmake_minimum_required(VERSION 3.25)

if(NOT ARM_CXX OR NOT EXISTS "${ARM_CXX}")
    find_program(ARM_CXX NAMES arm-none-eabi-g++)
endif()
if(NOT ARM_CXX)
    if(REQUIRE)
        message(FATAL_ERROR "arm-none-eabi-g++ not found, and this check is required; "
                            "run tools/install-dependencies.sh")
    endif()
    message("NETMEM_SKIPPED: arm-none-eabi-g++ not found; the Cortex-M examples were not built.")
    return()
endif()

function(run what)
    list(JOIN ARGN " " command_line)
    message("${what}: ${command_line}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT exit_code EQUAL 0)
        message("${output}")
        message(FATAL_ERROR "${what} failed (exit code ${exit_code})")
    endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
run("configure (arm-cortex-m4)" "${CMAKE_COMMAND}" -S "${NETMEM_SOURCE_DIR}" -B "${WORK_DIR}" -G "${GENERATOR}"
    "-DCMAKE_TOOLCHAIN_FILE=${NETMEM_SOURCE_DIR}/cmake/arm-none-eabi.cmake"
    -DCMAKE_BUILD_TYPE=MinSizeRel -DNETMEM_BUILD_TESTS=OFF -DNETMEM_BUILD_EXAMPLES=ON)
run("build (arm-cortex-m4)" "${CMAKE_COMMAND}" --build "${WORK_DIR}")

file(GLOB_RECURSE elves "${WORK_DIR}/*.elf")
get_filename_component(arm_bin "${ARM_CXX}" DIRECTORY)
find_program(ARM_SIZE NAMES arm-none-eabi-size HINTS "${arm_bin}")
foreach(elf IN LISTS elves)
    if(ARM_SIZE)
        execute_process(COMMAND "${ARM_SIZE}" "${elf}" OUTPUT_VARIABLE size_output)
        message("${size_output}")
    else()
        message("built ${elf}")
    endif()
endforeach()
message("ok: the Cortex-M examples build")
