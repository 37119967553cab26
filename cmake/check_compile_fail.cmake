# cmake/check_compile_fail.cmake -- run in script mode by ctest:
#   cmake -DSETTINGS=<settings.cmake> -DSOURCE=<file.cpp> -DMODE=<twin|fail> -DWORK_DIR=<dir>
#         -P check_compile_fail.cmake
#
# SETTINGS (written by netmem_host_compile_settings) gives NETMEM_CXX, NETMEM_CXX_ID and
# NETMEM_CXX_FLAGS: the compiler and the flags of the project's own targets (-std=c++20 -Wall
# -Wextra -Wpedantic -Werror, netmem's and Boost's include directories).
#
# MODE twin: compiles SOURCE as is; passes when the compiler succeeds (no error, no warning).
# MODE fail: compiles SOURCE with -DNETMEM_COMPILE_FAIL; passes only when
#   - the compiler fails, and
#   - SOURCE has at least one `// expect: <regex>` line, and
#   - every `// expect: <regex>` line, plus every `// expect-gcc: <regex>` (GCC) or
#     `// expect-clang: <regex>` (Clang) line, matches the compiler's combined stdout+stderr.
# The regex is the rest of the line after the colon and the spaces that follow it, up to the last
# non-space character, taken literally (no CMake escaping): it is a CMake regular expression
# (string(REGEX MATCH)): . * + ? ^ $ [] [^] () | are special; no \d, \s, {n}, no lazy
# quantifiers; ^ and $ anchor the whole output, not a line; escape a literal ( ) [ ] . * + ? with \.
# The compiler runs with LC_ALL=C.UTF-8 (GCC quotes names with ‘ ’), without colours.
cmake_minimum_required(VERSION 3.25)

foreach(required IN ITEMS SETTINGS SOURCE MODE WORK_DIR)
    if(NOT DEFINED ${required})
        message(FATAL_ERROR "check_compile_fail.cmake: -D${required}=... is missing")
    endif()
endforeach()
if(NOT MODE STREQUAL "twin" AND NOT MODE STREQUAL "fail")
    message(FATAL_ERROR "check_compile_fail.cmake: MODE must be twin or fail, not '${MODE}'")
endif()
include("${SETTINGS}")
get_filename_component(name "${SOURCE}" NAME_WE)

# --- Read the expectations, one line at a time (no CMake lists: a regex may hold ; [ ] \). ----
set(expectations_count 0)       # plain `// expect:` lines
set(regex_count 0)              # regexes that apply to this compiler
if(NETMEM_CXX_ID STREQUAL "GNU")
    set(compiler_tag "gcc")
elseif(NETMEM_CXX_ID MATCHES "Clang")
    set(compiler_tag "clang")
else()
    set(compiler_tag "${NETMEM_CXX_ID}")
endif()

file(READ "${SOURCE}" remaining)
string(APPEND remaining "\n")
while(NOT remaining STREQUAL "")
    string(FIND "${remaining}" "\n" newline)
    string(SUBSTRING "${remaining}" 0 ${newline} line)
    math(EXPR next "${newline} + 1")
    string(SUBSTRING "${remaining}" ${next} -1 remaining)
    if(line MATCHES "^[ \t]*//[ \t]*expect(-gcc|-clang)?:[ \t]*")
        set(tag "${CMAKE_MATCH_1}")
        string(LENGTH "${CMAKE_MATCH_0}" prefix_length)
        string(SUBSTRING "${line}" ${prefix_length} -1 regex)
        string(REGEX REPLACE "[ \t\r]+$" "" regex "${regex}")
        if(tag STREQUAL "")
            math(EXPR expectations_count "${expectations_count} + 1")
        endif()
        if(tag STREQUAL "" OR tag STREQUAL "-${compiler_tag}")
            if(regex STREQUAL "")
                message(FATAL_ERROR "${SOURCE}: an `// expect${tag}:` line has an empty regex")
            endif()
            math(EXPR regex_count "${regex_count} + 1")
            set(regex_${regex_count} "${regex}")
        endif()
    endif()
endwhile()

# --- Compile. ----------------------------------------------------------------------------------
file(MAKE_DIRECTORY "${WORK_DIR}")
set(command "${NETMEM_CXX}" ${NETMEM_CXX_FLAGS})
if(MODE STREQUAL "fail")
    list(APPEND command -DNETMEM_COMPILE_FAIL)
endif()
list(APPEND command -c "${SOURCE}" -o "${WORK_DIR}/${name}.${MODE}.o")
set(ENV{LC_ALL} "C.UTF-8")
execute_process(COMMAND ${command}
                RESULT_VARIABLE exit_code
                OUTPUT_VARIABLE output
                ERROR_VARIABLE output)
file(REMOVE "${WORK_DIR}/${name}.${MODE}.o")

list(JOIN command " " command_line)
function(report_failure why)
    # The first 40 lines, found by position (the output may hold ; [ ] that a CMake list splits on).
    set(head "")
    set(rest "${output}")
    set(line_count 0)
    while(NOT rest STREQUAL "")
        string(FIND "${rest}" "\n" newline)
        if(newline EQUAL -1)
            string(APPEND rest "\n")
            string(FIND "${rest}" "\n" newline)
        endif()
        math(EXPR line_count "${line_count} + 1")
        if(line_count LESS_EQUAL 40)
            string(SUBSTRING "${rest}" 0 ${newline} line)
            string(APPEND head "${line}\n")
        endif()
        math(EXPR next "${newline} + 1")
        string(SUBSTRING "${rest}" ${next} -1 rest)
    endwhile()
    message("FAILED ${MODE} ${name} (${compiler_tag}): ${why}")
    message("command: ${command_line}")
    message("first 40 lines of compiler output (of ${line_count}):\n${head}")
    message(FATAL_ERROR "${MODE} ${name}: ${why}")
endfunction()

if(MODE STREQUAL "twin")
    if(NOT exit_code EQUAL 0)
        report_failure("the twin (without NETMEM_COMPILE_FAIL) must compile cleanly, exit code ${exit_code}")
    endif()
    if(NOT output STREQUAL "")
        report_failure("the twin compiled but the compiler printed something")
    endif()
    message("twin ${name}: compiles cleanly (${compiler_tag})")
    return()
endif()

if(expectations_count EQUAL 0)
    report_failure("no `// expect: <regex>` line in ${SOURCE}; every compile-fail file needs at least one")
endif()
if(exit_code EQUAL 0)
    report_failure("the file compiled with -DNETMEM_COMPILE_FAIL but must fail")
endif()
if(NOT exit_code MATCHES "^[0-9]+$")
    report_failure("the compiler did not run: ${exit_code}")
endif()
set(missing "")
foreach(index RANGE 1 ${regex_count})
    if(NOT output MATCHES "${regex_${index}}")
        string(APPEND missing "\n  missing: ${regex_${index}}")
    endif()
endforeach()
if(NOT missing STREQUAL "")
    report_failure("the compiler failed, but not with the expected diagnostic:${missing}")
endif()
message("compile_fail ${name}: fails as expected, ${regex_count} regex(es) matched (${compiler_tag})")
