// static_tests/layers_output.cpp: layers/output.hpp: output and loss parameters and DL4J's loss flow.
// Moved verbatim from static_tests/seed_layer_shapes.cpp (tests mirror include/, docs/developing.md "Tests"); the old file's comment follows.
// Also tests: netmem/core/policy.hpp
#include <string_view>

#include <netmem/netmem.hpp>

#include "support/shapes.hpp"

// From the former static_tests/seed_layer_shapes.cpp: shape rules, parameter counts and soft rejections
// (netmem::is_valid) of the seed layers. Each number is a hand computation from the rule quoted
// next to it (dl4j-memory-formulas#shapes, #parameters) or a published shape (docs/reference/published-networks.md).
namespace {

namespace nm = netmem;
using nm::input_type;
using netmem_static_tests::cnn;
using netmem_static_tests::rnn;
using netmem_static_tests::ff;
using netmem_static_tests::out_of;

// ---- output / loss ----
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{100}, nm::output{.units = 10}>> ==
              1'010);  // 100*10 + 10
static_assert(nm::parameter_count<nm::sequential<nm::input::feed_forward{100},
                                                 nm::output{.units = 10, .use_bias = false}>> == 1'000);
// A CNN input is flattened first: 2*2*3 = 12 -> 12*5 + 5 = 65.
static_assert(nm::parameter_count<nm::sequential<nm::input::convolutional{2, 2, 3}, nm::output{.units = 5}>> == 65);
// Loss: DL4J's flow gives FF(nOut) (default 0); corrected passes the input through.
using two_losses = nm::sequential<nm::input::feed_forward{20}, nm::loss{}, nm::loss{}>;
static_assert(nm::layer_output_types<two_losses, nm::policy::dl4j>[0] == ff(0));
static_assert(nm::layer_input_types<two_losses, nm::policy::dl4j>[1] == ff(0));
static_assert(nm::layer_output_types<two_losses>[0] == ff(20));
static_assert(nm::layer_output_types<nm::sequential<nm::input::feed_forward{20}, nm::loss{.units = 20}>,
                                     nm::policy::dl4j>[0] == ff(20));
// A dense layer after a DL4J loss of nOut 0 sees FF(0): rejected under policy::dl4j only.
using loss_then_dense = nm::sequential<nm::input::feed_forward{20}, nm::loss{}, nm::dense{.units = 3}>;
static_assert(!nm::sequential<nm::input::feed_forward{20}, nm::loss{}, nm::dense{.units = 3}>::analysis<nm::policy::dl4j>
                   .failure.ok());
static_assert(nm::is_valid<loss_then_dense>);

// Loss function names line up with the enum (DL4J LossFunctions.LossFunction order, then the
// ILossFunction classes without a constant).
static_assert(std::string_view(nm::name_of(nm::loss_function::mse)) == "mse");
static_assert(std::string_view(nm::name_of(nm::loss_function::wasserstein)) == "wasserstein");
static_assert(std::string_view(nm::name_of(nm::loss_function::multi_label)) == "multi_label");

}  // namespace
