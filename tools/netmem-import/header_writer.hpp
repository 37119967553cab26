// tools/netmem-import/header_writer.hpp
// The C++ header netmem-import writes (docs/guide/import-a-tflite.md shows one):
//   - a comment: source file, its size and FNV-1a 64 checksum, the op list, the command line, notes;
//   - `<name>_deployment`: the file's data types and quantization as a netmem::deployment (use it,
//     or any other profile: the network type does not depend on it);
//   - `<name>`: netmem::sequential<input, layers...> for a chain, netmem::graph<...> otherwise, one
//     commented line per op (index, op name, the file's output shape);
//   - `<name>_file`: the file's own figures, read from its tensors and buffers (not computed by
//     netmem): parameter elements, weight and bias bytes, every constant byte, and per node the
//     output shape, op index and name, for tests that compare netmem's numbers with the file's.
#pragma once

#include <string>

#include "imported_network.hpp"
#include "tflite_model.hpp"

namespace netmem_import {

struct header_options {
    std::string name;             ///< the C++ name of the network type
    std::string name_space = "netmem_models";
    std::string source_name;      ///< the model file as given on the command line
    std::string command;          ///< the command line that made it
};

/// FNV-1a 64-bit hash of the file's bytes.
std::uint64_t fnv1a64(const std::vector<std::uint8_t>& bytes);

/// The header text.
std::string write_header(const model_info& model, const imported_network& net, const header_options& options);

/// The netmem data_type enumerator for a TFLite tensor type ("int8"), or "" when netmem has none.
std::string data_type_name(tensor_type type);

}  // namespace netmem_import
