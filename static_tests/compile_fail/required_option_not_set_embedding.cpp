// static_tests/compile_fail/required_option_not_set_embedding.cpp: rule netmem::rules::required_option_not_set.
// Layer 0 (an embedding without .output_dim, Keras Embedding's required output_dim) must fail,
// naming layer 0 and the field `output_dim`.
// Without NETMEM_COMPILE_FAIL the same network with .output_dim set must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: required_option_not_set<netmem::error::layer<0>, netmem::error::option::output_dim>
// expect: netmem: a required option is not set
using net = nm::sequential<nm::input::feed_forward{.size = 1}, nm::embedding{.input_dim = 100}>;
#else
using net = nm::sequential<nm::input::feed_forward{.size = 1}, nm::embedding{.input_dim = 100, .output_dim = 8}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
