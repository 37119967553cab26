// static_tests/compile_fail/explicit_input_size_mismatch.cpp: rule netmem::rules::explicit_input_size_mismatch.
// A DL4J configuration's DenseLayer at layer 1 sets nIn 20, but its input (layer 0's output) has 10
// features. policy::corrected must reject it, naming layer 1, nIn 20 and the input's 10.
// Without NETMEM_COMPILE_FAIL nIn matches the input and the network compiles (the twin); the
// mismatch itself is honoured under policy::dl4j (static_tests/layers_dense_explicit_n_in.cpp).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: explicit_input_size_mismatch<netmem::error::explicit_input_size<netmem::error::layer<1>, 20>, netmem::error::input_size_from_input_type<netmem::error::layer<1>, 10>
// expect: netmem: this layer's explicit input size \(DL4J nIn
constexpr nm::size_type n_in = 20;
#else
constexpr nm::size_type n_in = 10;
#endif
using net = nm::sequential<nm::input::feed_forward{.size = 4}, nm::dense{.units = 10},
                           nm::dense{.units = 5, .input_size = n_in}>;

// By hand: 4*10 + 10 = 50; 10*5 + 5 = 55; total 105.
static_assert(nm::parameter_count<net> == 105);
