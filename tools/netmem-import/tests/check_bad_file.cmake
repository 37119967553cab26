# tools/netmem-import/tests/check_bad_file.cmake -- runs IMPORTER on MODEL (with ARGS) and checks
# the exit status (EXPECT_STATUS) and that stderr+stdout match every regex in EXPECT (ARGS and EXPECT
# are '&&'-separated lists).
#   cmake -DIMPORTER=... -DMODEL=... -DEXPECT_STATUS=3 "-DEXPECT=regex1&&regex2" [-DARGS=...] -P check_bad_file.cmake
string(REPLACE "&&" ";" EXPECT "${EXPECT}")
string(REPLACE "&&" ";" ARGS "${ARGS}")
execute_process(COMMAND "${IMPORTER}" "${MODEL}" ${ARGS}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(NOT status STREQUAL "${EXPECT_STATUS}")
    message(FATAL_ERROR "netmem-import ${MODEL}: exit status ${status}, expected ${EXPECT_STATUS}\n${all}")
endif()
foreach(regex IN LISTS EXPECT)
    if(NOT all MATCHES "${regex}")
        message(FATAL_ERROR "netmem-import ${MODEL}: output does not match '${regex}':\n${all}")
    endif()
endforeach()
message(STATUS "exit ${status}: ${err}")
