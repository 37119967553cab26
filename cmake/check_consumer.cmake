# cmake/check_consumer.cmake -- run in script mode by ctest (tests consumer.find_package and
# consumer.add_subdirectory):
#   cmake -DMODE=<find_package|add_subdirectory> -DNETMEM_SOURCE_DIR=<src> -DNETMEM_BINARY_DIR=<build>
#         -DCONSUMER_SOURCE_DIR=<tests/consumer> -DWORK_DIR=<dir> -DGENERATOR=<gen> -DCXX=<compiler>
#         -P check_consumer.cmake
#
# find_package:     `cmake --install <build> --prefix <WORK_DIR>/prefix`, then configures and builds
#                   tests/consumer with find_package(netmem CONFIG REQUIRED) and that prefix only.
# add_subdirectory: configures and builds tests/consumer with add_subdirectory(<netmem source>).
# Then runs the consumers (netmem_consumer: netmem::netmem; netmem_consumer_io: netmem::io). Every step starts from an empty WORK_DIR.
#
# firmware_<how>[_arm] (CONSUMER_SOURCE_DIR=tests/consumer_firmware, MODEL=<.tflite>): builds the
# firmware project that imports MODEL and static_asserts that it fits:
#   firmware_find_package      against `cmake --install` into a fresh prefix, host compiler
#   firmware_find_package_arm  the same prefix layout, arm-none-eabi-g++ (TOOLCHAIN=<toolchain file>):
#                              the package's netmem::netmem-import runs on the host, and no host
#                              system header reaches the cross compiler (the build would fail)
#   firmware_fetchcontent      FetchContent with SOURCE_DIR netmem's sources (host)
#   firmware_add_subdirectory  add_subdirectory(netmem's sources) (host)
cmake_minimum_required(VERSION 3.25)

function(run what)
    list(JOIN ARGN " " command_line)
    message("[${MODE}] ${what}: ${command_line}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT exit_code EQUAL 0)
        message("${output}")
        message(FATAL_ERROR "[${MODE}] ${what} failed (exit code ${exit_code})")
    endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(configure "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
              "-DCMAKE_CXX_COMPILER=${CXX}" "-DNETMEM_CONSUMER_MODE=${MODE}")

if(MODE MATCHES "^firmware_")
    string(REGEX REPLACE "^firmware_(.*)$" "\\1" how "${MODE}")
    set(consumer_mode "${how}")
    set(compiler "-DCMAKE_CXX_COMPILER=${CXX}")
    if(how STREQUAL "find_package_arm")
        set(consumer_mode find_package)
        set(compiler "-DCMAKE_TOOLCHAIN_FILE=${TOOLCHAIN}")
    endif()
    set(configure "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}" ${compiler}
                  "-DNETMEM_CONSUMER_MODE=${consumer_mode}" "-DMODEL=${MODEL}" "-DNETMEM_SOURCE_DIR=${NETMEM_SOURCE_DIR}")
    if(consumer_mode STREQUAL "find_package")
        run("install netmem" "${CMAKE_COMMAND}" --install "${NETMEM_BINARY_DIR}" --prefix "${WORK_DIR}/prefix")
        if(NOT EXISTS "${WORK_DIR}/prefix/bin/netmem-import")
            message(FATAL_ERROR "[${MODE}] the install has no bin/netmem-import")
        endif()
        list(APPEND configure "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
    endif()
    run("configure the firmware" ${configure})
    run("build the firmware" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")
    message("[${MODE}] ok: the firmware configured and built (its static_asserts hold)")
    return()
endif()

if(MODE STREQUAL "find_package")
    run("install netmem" "${CMAKE_COMMAND}" --install "${NETMEM_BINARY_DIR}" --prefix "${WORK_DIR}/prefix")
    foreach(file IN ITEMS netmemConfig.cmake netmemConfigVersion.cmake netmemTargets.cmake)
        file(GLOB_RECURSE found "${WORK_DIR}/prefix/*/${file}")
        if(NOT found)
            message(FATAL_ERROR "[${MODE}] the install has no ${file}")
        endif()
    endforeach()
    if(NOT EXISTS "${WORK_DIR}/prefix/include/netmem/netmem.hpp")
        message(FATAL_ERROR "[${MODE}] the install has no include/netmem/netmem.hpp")
    endif()
    list(APPEND configure "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
elseif(MODE STREQUAL "add_subdirectory")
    list(APPEND configure "-DNETMEM_SOURCE_DIR=${NETMEM_SOURCE_DIR}")
else()
    message(FATAL_ERROR "MODE must be find_package or add_subdirectory, not '${MODE}'")
endif()

run("configure the consumer" ${configure})
run("build the consumer" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")
run("run the consumer" "${WORK_DIR}/build/netmem_consumer")
run("run the io consumer" "${WORK_DIR}/build/netmem_consumer_io")
message("[${MODE}] ok: the consumer configured, built and ran")
