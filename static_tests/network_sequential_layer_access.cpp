// static_tests/network_sequential_layer_access.cpp: netmem::layer_at and netmem::contains_layer, the
// Hana-based access to a sequential network's layer list. Expected values are the options written
// in the network below (independent of any computation).
#include <netmem/netmem.hpp>
#include <netmem/zoo/dl4j_lenet.hpp>

namespace sequential_layer_access {
namespace nm = netmem;
using net = nm::sequential<nm::input::convolutional{28, 28, 1}, nm::conv2d{.filters = 20, .kernel = {5, 5}},
                           nm::flatten{}, nm::dense{.units = 500}, nm::output{.units = 10}>;

static_assert(nm::layer_at<net, 0>.filters == 20);
static_assert(nm::layer_at<net, 0>.kernel == nm::size2d{5, 5});
static_assert(nm::layer_at<net, 2>.units == 500);
static_assert(nm::layer_at<net, 3>.units == 10);
static_assert(nm::contains_layer<net, nm::conv2d>);
static_assert(nm::contains_layer<net, nm::flatten>);
static_assert(!nm::contains_layer<net, nm::lstm>);
static_assert(!nm::contains_layer<net, nm::batch_normalization>);
// The zoo LeNet (published-networks#dl4j-lenet: cnn1 is a 5x5 convolution with 20 filters).
static_assert(nm::layer_at<nm::zoo::dl4j_lenet, 0>.filters == 20);
static_assert(nm::contains_layer<nm::zoo::dl4j_lenet, nm::max_pool2d>);
}  // namespace sequential_layer_access
