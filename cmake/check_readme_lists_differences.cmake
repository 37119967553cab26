# cmake/check_readme_lists_differences.cmake -- ctest docs.readme_lists_differences.
# The documentation must explain every difference between policy::dl4j and policy::corrected: every row of
# the table in docs/differences.md (its first cell, the "area") must appear in
# docs/explanation/dl4j-differences.md (the README links it).
# Usage: cmake -DSOURCE_DIR=<repo> -P check_readme_lists_differences.cmake
file(READ "${SOURCE_DIR}/docs/explanation/dl4j-differences.md" readme)
file(STRINGS "${SOURCE_DIR}/docs/differences.md" rows REGEX "^\\| ")
set(missing "")
set(count 0)
foreach(row IN LISTS rows)
    if(row MATCHES "^\\| (area|---) ")
        continue()
    endif()
    string(REGEX REPLACE "^\\| ([^|]+) \\|.*" "\\1" area "${row}")
    math(EXPR count "${count} + 1")
    string(FIND "${readme}" "${area}" position)
    if(position EQUAL -1)
        string(APPEND missing "\n  ${area}")
    endif()
endforeach()
if(count EQUAL 0)
    message(FATAL_ERROR "docs/differences.md has no table rows")
endif()
if(missing)
    message(FATAL_ERROR "docs/explanation/dl4j-differences.md does not list these rows of docs/differences.md:${missing}")
endif()
message(STATUS "docs/explanation/dl4j-differences.md lists all ${count} differences of docs/differences.md")
