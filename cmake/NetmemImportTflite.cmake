# cmake/NetmemImportTflite.cmake -- netmem_import_tflite(): a .tflite model as a netmem header,
# generated at build time into the build tree (docs/guide/import-a-tflite.md).
#
#   netmem_import_tflite(TARGET app MODEL models/person_detect.tflite NAME person_detect
#                        [NAMESPACE netmem_models] [ALLOW_UNKNOWN] [IMPORTER path/to/netmem-import])
#
# Runs netmem-import on MODEL whenever MODEL (or the importer) changes, writes
# ${CMAKE_CURRENT_BINARY_DIR}/netmem_import/<NAME>.hpp, adds that directory to TARGET's include
# path and makes TARGET depend on it, so TARGET's sources can `#include "<NAME>.hpp"` and
# static_assert that the model fits (netmem::fits, netmem::assert_fits). The header declares
# NAMESPACE::NAME (the network type), NAMESPACE::NAME_deployment (the file's data types) and
# NAMESPACE::NAME_file (the file's own figures). IMPORTER defaults to netmem::netmem-import: this
# project's target, or the installed program find_package(netmem COMPONENTS import) brings (in
# cross builds too); a cross build of netmem's own sources (no host importer) must pass IMPORTER.
# A misspelled keyword, a missing TARGET or a MODEL file that does not exist (and that no rule of
# this directory generates) stops the configure with a message naming it.
# Sets <NAME>_NETMEM_HEADER in the caller's scope to the header's path.
function(netmem_import_tflite)
    cmake_parse_arguments(PARSE_ARGV 0 arg "ALLOW_UNKNOWN" "TARGET;MODEL;NAME;NAMESPACE;IMPORTER" "")
    if(arg_UNPARSED_ARGUMENTS)
        list(GET arg_UNPARSED_ARGUMENTS 0 unknown)
        message(FATAL_ERROR "netmem_import_tflite: unknown argument '${unknown}'; keywords: TARGET, MODEL, NAME, "
                            "NAMESPACE, IMPORTER, ALLOW_UNKNOWN")
    endif()
    foreach(required IN ITEMS TARGET MODEL NAME)
        if(NOT arg_${required})
            message(FATAL_ERROR "netmem_import_tflite: ${required} is required")
        endif()
    endforeach()
    if(NOT TARGET ${arg_TARGET})
        message(FATAL_ERROR "netmem_import_tflite: TARGET ${arg_TARGET} is not a target (add_executable or add_library first)")
    endif()
    if(NOT arg_NAMESPACE)
        set(arg_NAMESPACE netmem_models)
    endif()
    if(NOT arg_NAMESPACE MATCHES "^[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$")
        message(FATAL_ERROR "netmem_import_tflite: NAMESPACE '${arg_NAMESPACE}' is not a C++ namespace name "
                            "(identifiers joined by ::)")
    endif()
    get_filename_component(model "${arg_MODEL}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    # A model another rule generates (GENERATED) is checked by make; any other must exist now.
    get_source_file_property(generated "${model}" GENERATED)
    if(NOT EXISTS "${model}" AND NOT generated)
        message(FATAL_ERROR "netmem_import_tflite: MODEL ${arg_MODEL} does not exist (${model})")
    endif()
    if(arg_IMPORTER)
        set(importer "${arg_IMPORTER}")
        set(importer_dependency "${arg_IMPORTER}")
    elseif(TARGET netmem-import)  # this project's
        set(importer "$<TARGET_FILE:netmem-import>")
        set(importer_dependency netmem-import)
    elseif(TARGET netmem::netmem-import)  # an installed package's (find_package(netmem))
        set(importer "$<TARGET_FILE:netmem::netmem-import>")
        set(importer_dependency "$<TARGET_FILE:netmem::netmem-import>")
    else()
        message(FATAL_ERROR "netmem_import_tflite: no netmem-import (NETMEM_BUILD_IMPORTER=OFF, or a cross build of "
                            "netmem's sources): use an installed netmem (find_package(netmem COMPONENTS import)) "
                            "or pass IMPORTER <path of a host-built netmem-import>")
    endif()
    set(flags "")
    if(arg_ALLOW_UNKNOWN)
        list(APPEND flags --allow-unknown)
    endif()
    set(directory "${CMAKE_CURRENT_BINARY_DIR}/netmem_import")
    set(header "${directory}/${arg_NAME}.hpp")
    add_custom_command(
        OUTPUT "${header}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${directory}"
        COMMAND "${importer}" "${model}" --name "${arg_NAME}" --namespace "${arg_NAMESPACE}" --output "${header}" ${flags}
        DEPENDS "${model}" ${importer_dependency}
        COMMENT "netmem-import: ${arg_NAME} from ${arg_MODEL}"
        VERBATIM)
    set(generate_target "netmem_import_${arg_TARGET}_${arg_NAME}")
    add_custom_target(${generate_target} DEPENDS "${header}")
    add_dependencies(${arg_TARGET} ${generate_target})
    target_include_directories(${arg_TARGET} PRIVATE "${directory}")
    set(${arg_NAME}_NETMEM_HEADER "${header}" PARENT_SCOPE)
endfunction()
