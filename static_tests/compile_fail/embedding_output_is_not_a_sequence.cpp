// static_tests/compile_fail/embedding_output_is_not_a_sequence.cpp: rule
// netmem::rules::embedding_output_is_not_a_sequence. A Keras user writes Embedding -> LSTM with
// netmem's embedding (DL4J EmbeddingLayer: one vector per example). Layer 1 (the lstm) must fail
// naming layer 1, the embedding's position 0 and embedding_sequence, not only "a recurrent input
// needs its time length".
// Without NETMEM_COMPILE_FAIL the sequence layer embedding_sequence must compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: embedding_output_is_not_a_sequence<netmem::error::embedding_layer<netmem::error::layer<1>, 0>
// expect: embedding_sequence
using net = nm::sequential<nm::input::feed_forward{.size = 1}, nm::embedding{.input_dim = 1000, .output_dim = 32},
                           nm::lstm{.units = 16}>;
#else
using net = nm::sequential<nm::input::recurrent{.size = 1, .time_steps = 20},
                           nm::embedding_sequence{.input_dim = 1000, .output_dim = 32}, nm::lstm{.units = 16}>;
// By hand: embedding 1000 * 32 = 32,000 (no bias); lstm 4 * 16 * (32 + 16 + 1) = 3,136: 35,136.
static_assert(nm::parameter_count<net> == 35'136);
#endif

static_assert(nm::parameter_count<net> >= 0);
