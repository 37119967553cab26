# cmake/check_cli.cmake -- run in script mode by ctest (tests cli.*, tools/netmem-cli/CMakeLists.txt):
#   cmake -DCOMMAND=<program> "-DARGUMENTS=<a;b;...>" -DEXIT_CODE=<n> "-DSTDERR=<regex>" "-DSTDOUT=<regex>"
#         [-DBLOCKING_FILE=<path>] -P check_cli.cmake
# Runs the program and fails unless its exit code is EXIT_CODE and:
#   EXIT_CODE != 0: stderr is exactly ONE line (one trailing newline, no other) matching STDERR, and
#                   stdout is empty;
#   EXIT_CODE == 0, or STDOUT given (a verdict: 5 does not fit): stdout matches STDOUT and stderr
#                   is empty.
# BLOCKING_FILE: created (as a regular file) before the run, so that a folder below it cannot be made.
cmake_minimum_required(VERSION 3.25)

if(DEFINED BLOCKING_FILE)
    file(REMOVE_RECURSE "${BLOCKING_FILE}")
    file(WRITE "${BLOCKING_FILE}" "a file where the program is asked to make a folder\n")
endif()
execute_process(COMMAND "${COMMAND}" ${ARGUMENTS}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REPLACE ";" " " shown "${ARGUMENTS}")
get_filename_component(program "${COMMAND}" NAME)
set(what "${program} ${shown}")
if(NOT code STREQUAL "${EXIT_CODE}")
    message(FATAL_ERROR "${what}: exit code ${code}, expected ${EXIT_CODE}\nstderr: ${err}")
endif()
if(EXIT_CODE EQUAL 0 OR DEFINED STDOUT)
    if(NOT err STREQUAL "")
        message(FATAL_ERROR "${what}: printed on stderr: ${err}")
    endif()
    if(NOT out MATCHES "${STDOUT}")
        message(FATAL_ERROR "${what}: stdout does not match '${STDOUT}'")
    endif()
else()
    if(NOT out STREQUAL "")
        message(FATAL_ERROR "${what}: an error must print nothing on stdout; printed: ${out}")
    endif()
    string(REGEX MATCHALL "\n" newlines "${err}")
    list(LENGTH newlines lines)
    if(NOT lines EQUAL 1 OR NOT err MATCHES "\n$")
        message(FATAL_ERROR "${what}: stderr must be exactly one line, got ${lines} newline(s): ${err}")
    endif()
    if(NOT err MATCHES "${STDERR}")
        message(FATAL_ERROR "${what}: stderr '${err}' does not match '${STDERR}'")
    endif()
endif()
message("${what}: exit code ${code} as expected")
