# cmake/check_header_includes.cmake -- run in script mode by ctest (test firmware_header.includes):
#   cmake -DSETTINGS=<settings.cmake> -DHEADER=<netmem/firmware.hpp> -DFORBIDDEN=<regex|regex>
#         -DWORK_DIR=<dir> -P check_header_includes.cmake
#
# Preprocesses a translation unit holding only `#include <HEADER>` with the project's compiler and
# flags (SETTINGS, written by netmem_host_compile_settings) and lists its dependencies (-M); fails
# when one of them matches a FORBIDDEN regex (|-separated), naming the header and the regex.
# netmem/firmware.hpp must not reach netmem/training/, netmem/io/ or netmem/runtime/tflm/ (issue 24,
# deliverable 8: a firmware does not parse training, io or a runtime it does not use).
cmake_minimum_required(VERSION 3.25)

foreach(required IN ITEMS SETTINGS HEADER FORBIDDEN WORK_DIR)
    if(NOT DEFINED ${required})
        message(FATAL_ERROR "check_header_includes.cmake: -D${required}=... is required")
    endif()
endforeach()
include("${SETTINGS}")

file(MAKE_DIRECTORY "${WORK_DIR}")
string(MAKE_C_IDENTIFIER "${HEADER}" stem)
set(source "${WORK_DIR}/${stem}.cpp")
file(WRITE "${source}" "#include <${HEADER}>\n")
execute_process(COMMAND "${NETMEM_CXX}" ${NETMEM_CXX_FLAGS} -M "${source}"
                OUTPUT_VARIABLE dependencies ERROR_VARIABLE errors RESULT_VARIABLE exit_code)
if(NOT exit_code EQUAL 0)
    message(FATAL_ERROR "check_header_includes: ${NETMEM_CXX} -M failed on <${HEADER}>:\n${errors}")
endif()
string(REPLACE "\\\n" " " dependencies "${dependencies}")
string(REGEX MATCHALL "[^ \t\n]+" dependencies "${dependencies}")
string(REPLACE "|" ";" forbidden "${FORBIDDEN}")
set(found)
foreach(dependency IN LISTS dependencies)
    foreach(pattern IN LISTS forbidden)
        if(dependency MATCHES "${pattern}")
            list(APPEND found "${dependency} (matches ${pattern})")
        endif()
    endforeach()
endforeach()
if(found)
    list(JOIN found "\n  " found_text)
    message(FATAL_ERROR "check_header_includes: <${HEADER}> reaches headers it must not include:\n  ${found_text}")
endif()
list(LENGTH dependencies count)
message("check_header_includes: <${HEADER}>: ${count} dependencies, none matching ${FORBIDDEN}")
