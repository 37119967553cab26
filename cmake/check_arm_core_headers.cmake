# cmake/check_arm_core_headers.cmake -- run in script mode by ctest (test `arm.core_headers`):
#   cmake -DARM_CXX=<arm-none-eabi-g++ or empty> -DREQUIRE=<ON|OFF> -DINCLUDE_DIR=<include/>
#         -DBOOST_ONLY_DIR=<dir holding only a boost symlink> -DWORK_DIR=<dir>
#         -DSOURCES=<a.cpp|b.cpp> -P check_arm_core_headers.cmake
#
# Compiles each source (|-separated) as Cortex-M4 firmware code:
#   arm-none-eabi-g++ -std=c++20 -fno-exceptions -fno-rtti -mcpu=cortex-m4 -mthumb
#                     -Wall -Wextra -Wpedantic -Werror -I<include> -isystem <boost-only dir> -c
# and checks the dependency list: every header must come from the compiler's own search list
# (newlib, libstdc++), netmem's include/ or BOOST_ONLY_DIR/boost -- never from the host's
# /usr/include, whose glibc headers would shadow newlib's (docs/developing.md, "Cross-compiling").
# A missing arm-none-eabi-g++ prints "NETMEM_SKIPPED: ..." (ctest reports the test as skipped),
# or fails when REQUIRE is ON (tools/test.sh and CI require it).
cmake_minimum_required(VERSION 3.25)

if(NOT ARM_CXX OR NOT EXISTS "${ARM_CXX}")
    find_program(ARM_CXX NAMES arm-none-eabi-g++)
endif()
if(NOT ARM_CXX)
    if(REQUIRE)
        message(FATAL_ERROR "arm-none-eabi-g++ not found, and this check is required "
                            "(NETMEM_REQUIRE_ARM_CHECK=ON); run tools/install-dependencies.sh")
    endif()
    message("NETMEM_SKIPPED: arm-none-eabi-g++ not found; the Cortex-M core-header check did not run. "
            "Install gcc-arm-none-eabi and libstdc++-arm-none-eabi-newlib (tools/install-dependencies.sh).")
    return()
endif()

set(target_flags -std=c++20 -fno-exceptions -fno-rtti -mcpu=cortex-m4 -mthumb)
set(ENV{LC_ALL} "C.UTF-8")

# The directories a header may come from (symlinks resolved, as the compiler's dependency output
# resolves them): the compiler's own search list (newlib, libstdc++, GCC's headers), netmem's
# include/, Boost through BOOST_ONLY_DIR/boost, and the sources' directories.
execute_process(COMMAND "${ARM_CXX}" ${target_flags} -E -v -x c++ -
                INPUT_FILE /dev/null OUTPUT_QUIET ERROR_VARIABLE search_output RESULT_VARIABLE exit_code)
if(NOT exit_code EQUAL 0)
    message(FATAL_ERROR "${ARM_CXX} -E -v failed:\n${search_output}")
endif()
string(REGEX MATCH "#include <...> search starts here:\n(.*)\nEnd of search list" _ "${search_output}")
string(REGEX MATCHALL "[^ \t\n]+" allowed "${CMAKE_MATCH_1}")
list(APPEND allowed "${INCLUDE_DIR}" "${BOOST_ONLY_DIR}/boost")
string(REPLACE "|" ";" sources "${SOURCES}")
foreach(source IN LISTS sources)
    get_filename_component(source_dir "${source}" DIRECTORY)
    list(APPEND allowed "${source_dir}")
endforeach()
set(allowed_roots)
foreach(dir IN LISTS allowed)
    file(REAL_PATH "${dir}" real)
    list(APPEND allowed_roots "${real}")
endforeach()

file(MAKE_DIRECTORY "${WORK_DIR}")
foreach(source IN LISTS sources)
    get_filename_component(name "${source}" NAME_WE)
    set(object "${WORK_DIR}/${name}.o")
    set(depfile "${WORK_DIR}/${name}.d")
    set(command "${ARM_CXX}" ${target_flags} -Wall -Wextra -Wpedantic -Werror -fdiagnostics-color=never
                "-I${INCLUDE_DIR}" -isystem "${BOOST_ONLY_DIR}"
                -MD -MF "${depfile}" -c "${source}" -o "${object}")
    list(JOIN command " " command_line)
    message("${command_line}")
    execute_process(COMMAND ${command} RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT exit_code EQUAL 0 OR NOT output STREQUAL "")
        message("${output}")
        message(FATAL_ERROR "arm-none-eabi-g++ rejected ${source} (exit code ${exit_code})")
    endif()

    # Every header must come from an allowed root; a host header (e.g. glibc's /usr/include/stdio.h)
    # would mean the host's /usr/include leaked onto the cross include path.
    file(READ "${depfile}" dependencies)
    string(REPLACE "\\\n" " " dependencies "${dependencies}")
    string(REGEX REPLACE "^[^:]*:" "" dependencies "${dependencies}")
    string(REGEX MATCHALL "[^ \t\n]+" dependencies "${dependencies}")
    set(count 0)
    foreach(dependency IN LISTS dependencies)
        file(REAL_PATH "${dependency}" real)
        set(ok FALSE)
        foreach(root IN LISTS allowed_roots)
            string(FIND "${real}" "${root}/" position)
            if(position EQUAL 0)
                set(ok TRUE)
                break()
            endif()
        endforeach()
        if(NOT ok)
            list(JOIN allowed_roots "\n  " roots)
            message(FATAL_ERROR "${source} includes ${dependency} (${real}), which is outside the "
                                "Cortex-M include path:\n  ${roots}")
        endif()
        math(EXPR count "${count} + 1")
    endforeach()
    message("ok: ${name} builds for Cortex-M4 (no exceptions, no RTTI, newlib); "
            "${count} files, none from the host's libc")
endforeach()
