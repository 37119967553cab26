// tools/netmem-import/tests/host_oracle_builds.hpp
// The three host builds of the TFLM oracle (../shared/oracles/bin: tflm-arena-m32,
// tflm-arena-cmsis-nn-m32, tflm-arena-m64) and the deployment profiles that model them, for the
// importer's tests that write the oracle's figures into the test (prepare_temporaries.cpp,
// stored_plan.cpp).
#pragma once

#include <netmem/core/deployment.hpp>

namespace netmem_import_test {

/// One oracle run's figures: head_bytes, tail_bytes, min_arena_bytes_multiple_of_16.
struct oracle_figures {
    netmem::size_type head = 0, tail = 0, min_arena = 0;
};

/// The host builds of the oracle.
enum class build { m32, cmsis_nn_m32, m64 };

/// `p` (the file's types and quantization) under the oracle build `b`: i386 or x86-64 struct
/// layouts, reference kernels or CMSIS-NN's pure-C kernels.
constexpr netmem::deployment profile_of(build b, netmem::deployment p) {
    p.runtime = netmem::runtime::tflm;
    p.tflm.pointer_bits = b == build::m64 ? 64 : 32;
    p.tflm.abi = b == build::m64 ? netmem::struct_abi::lp64 : netmem::struct_abi::ilp32_i386;
    p.kernels = b == build::cmsis_nn_m32 ? netmem::kernel_library::cmsis_nn_pure_c : netmem::kernel_library::reference;
    return p;
}

}  // namespace netmem_import_test
