// static_tests/compile_fail/training_global_pnorm_pooling.cpp: PyTorch has no global p-norm pooling
// op (DL4J's PoolingType.PNORM; torch.nn has max, average and LPPool over windows only), so
// global_pooling with pooling_type::pnorm (value 2) has no training model: training_peak fails at
// layer 1 naming the rule and the type. The twin: max and average global pooling train.
#include <netmem/netmem.hpp>

namespace nm = netmem;

constexpr nm::input::convolutional image{.height = 8, .width = 8, .channels = 4};
#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::pooling_type, 2, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<image, nm::conv2d{.filters = 4, .kernel = {3, 3}},
                           nm::global_pooling{.type = nm::pooling_type::pnorm}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<image, nm::conv2d{.filters = 4, .kernel = {3, 3}},
                           nm::global_pooling{.type = nm::pooling_type::avg}, nm::dense{.units = 3}>;
using net_max = nm::sequential<image, nm::conv2d{.filters = 4, .kernel = {3, 3}}, nm::global_pooling{},
                               nm::dense{.units = 3}>;
static_assert(nm::training_peak<net_max>({.minibatch = 2}).peak_bytes > 0);
#endif

static_assert(nm::training_peak<net>({.minibatch = 2}).peak_bytes > 0);
