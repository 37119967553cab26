// tools/netmem-import/import_error.hpp
// The one exception netmem-import throws, with the process exit status it maps to.
#pragma once

#include <stdexcept>
#include <string>

namespace netmem_import {

/// Exit statuses of netmem-import.
enum class exit_status : int {
    ok = 0,
    usage = 1,              ///< bad command line, or a file that cannot be read or written
    invalid_file = 2,       ///< not a TFLite flatbuffer: truncated, wrong identifier, failed verification
    unsupported_model = 3,  ///< a valid file netmem does not take: schema version, subgraphs, negative
                            ///< dimension, index out of range, a shape rule the file breaks
    unknown_operator = 4,   ///< a custom op or a builtin netmem has no layer for (see --allow-unknown)
    does_not_fit = 5,       ///< --report --target: the plan exceeds the target's RAM or flash
    invalid_stored_plan = 6,///< the file's own OfflineMemoryAllocation is malformed (TFLM rejects
                            ///< it) or wrong: two tensors alive at the same step overlap, or an
                            ///< offset is below -1 (TFLM would use it as given)
    rejected_by_tflm = 7,   ///< a model TFLM refuses: AllocateTensors() fails (a builtin op with
                            ///< custom options; a kernel's Prepare checks (TF_LITE_ENSURE) the
                            ///< quantization parameters, e.g. an int8 LOGISTIC output whose zero
                            ///< point is not -128; an ethos-u op without custom options), or Invoke()
                            ///< cannot run it (ethos-u options not a flexbuffer, or not CO_TYPE_ETHOSU)
};

struct import_error : std::runtime_error {
    exit_status status;
    import_error(exit_status s, const std::string& message) : std::runtime_error(message), status(s) {}
};

}  // namespace netmem_import
