// static_tests/compile_fail/embedding_sequence_input_mismatch.cpp:
// rule netmem::rules::embedding_sequence_input_mismatch.
// Layer 0 is configured for sequences of 12 indices but receives feed_forward(10): the error must
// name layer 0, input_length 12, the received length 10 and 1 feature per step.
// Without NETMEM_COMPILE_FAIL the same layer with input_length 10 must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: embedding_sequence_input_mismatch<.*configured_input_length<.*layer<0>, 12>.*received_sequence_length<.*layer<0>, 10>.*features_per_step<.*layer<0>, 1>
// expect: netmem: embedding_sequence takes one index per step
using net = nm::sequential<nm::input::feed_forward{.size = 10},
                           nm::embedding_sequence{.input_dim = 1'000, .output_dim = 64, .input_length = 12},
                           nm::lstm{.units = 8}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 10},
                           nm::embedding_sequence{.input_dim = 1'000, .output_dim = 64, .input_length = 10},
                           nm::lstm{.units = 8}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
