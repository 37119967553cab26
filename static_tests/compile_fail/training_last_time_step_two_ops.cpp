// static_tests/compile_fail/training_last_time_step_two_ops.cpp: last_time_step<L> is L's op, then
// out[-1] (a select view), so it has a training model only when L is ONE op (a layer is at most two
// ops, core/training_op.hpp layer_training). A user's sequence layer whose training() hook is two
// ops (a per-step linear map, then a ReLU) under last_time_step fails at layer 1 naming the rule
// and the op count 2. The twin: the same user layer with one op (the ReLU alone) trains, and so
// does last_time_step<lstm>.
#include <netmem/netmem.hpp>

namespace nm = netmem;

/// A user layer on a sequence, output shaped as its input (activation_layer's shape rules).
struct per_step_map : nm::activation_layer {
    bool with_linear = true;
    constexpr nm::layer_training training(const nm::input_type& in) const noexcept {
        const nm::training_op relu{.kind = nm::training_op_kind::relu, .output_elements = in.elements_per_example()};
        if (!with_linear) return nm::single_op(relu);
        return nm::with_activation({.kind = nm::training_op_kind::linear,
                                    .output_elements = in.elements_per_example(),
                                    .weight_elements = in.size * in.size},
                                   nm::activation::relu);
    }
};

constexpr nm::input::recurrent sequence{.size = 4, .time_steps = 10};
#ifdef NETMEM_COMPILE_FAIL
// expect: layer_has_no_training_model<netmem::error::layer<1>, netmem::error::training_rule<netmem::no_training_model::last_time_step_of_several_ops, 2, 0>
// expect: netmem: training_peak / inference_peak have no model of this layer
using net = nm::sequential<sequence, nm::lstm{.units = 4}, nm::last_time_step<per_step_map{}>{}, nm::dense{.units = 3}>;
#else
using net = nm::sequential<sequence, nm::lstm{.units = 4}, nm::last_time_step<per_step_map{{}, false}>{},
                           nm::dense{.units = 3}>;
using net_lstm = nm::sequential<sequence, nm::last_time_step<nm::lstm{.units = 4}>{}, nm::dense{.units = 3}>;
static_assert(nm::training_peak<net_lstm>({.minibatch = 2}).peak_bytes > 0);
#endif

static_assert(nm::training_peak<net>({.minibatch = 2}).peak_bytes > 0);
