// training_peak of a layer that has a training() hook and no deployment hook (issue 24: training
// stands on the node view, not on deployment): a test-only layer, `training_only_linear`, which is
// dense's layer protocol without `deployment()` and without an operator kind, so no runtime can plan
// it, while training_peak and inference_peak take it. The figures are computed by hand below with
// the rules of tests/training_training_peak_hand.cpp's two-layer MLP (training/pytorch.hpp: float32,
// minibatch 1; activations, gradients and temporaries rounded up to 512 B, the CUDA caching
// allocator's block; parameters, gradients and the input exact).
#include <doctest/doctest.h>

#include <netmem/netmem.hpp>

namespace nm = netmem;

namespace {

/// A fully connected layer with only a training hook (test-only).
struct training_only_linear {
    static constexpr const char* kind_name = "training_only_linear";
    static constexpr nm::accepted_input accepts = nm::accepted_input::feed_forward;
    nm::size_type units = nm::not_set;

    constexpr nm::diagnostic validate(const nm::input_type& in, nm::policy rules = nm::policy::corrected) const noexcept {
        return nm::validate_fully_connected(units, 0, in, rules);
    }
    constexpr nm::input_type output_type(const nm::input_type&) const noexcept { return nm::make_feed_forward(units); }
    constexpr nm::size_type parameter_count(const nm::input_type& in, nm::policy = nm::policy::corrected) const noexcept {
        return nm::checked_add(nm::checked_multiply(in.size, units), units);
    }
    constexpr nm::layer_training training(const nm::input_type& in) const noexcept {
        return nm::with_activation({.kind = nm::training_op_kind::linear,
                                    .output_elements = units,
                                    .weight_elements = nm::checked_multiply(in.size, units),
                                    .bias_elements = units},
                                   nm::activation::identity);
    }
    constexpr nm::layer_memory_report memory_report(const nm::layer_context& context) const noexcept {
        return nm::make_fully_connected_report(context, "TrainingOnlyLinear", output_type(context.input),
                                               parameter_count(context.input, context.policy));
    }
};

// x[256] -> training_only_linear 256x64 (the output; loss = sum), by hand:
// Sizes: x 256 floats = 1,024 B (input, exact); out 64 floats = 256 B -> 512 B; W 256*64*4 = 65,536 B;
// b 64*4 = 256 B. Parameters = gradients = 65,536 + 256 = 65,792 B (exact).
// Forward:
//   linear   allocates out (saves x: the input, not counted here)   live {out}          512
//   loss     sum -> scalar (4 B -> 512); out then freed             live {out, loss}    1,024 -> 512
// Backward:
//   seed     ones_like(loss), 512                                   live {loss, seed}   1,024
//   linear   x needs no gradient; temporaries gW 65,536 + gb 256 -> 512
//                                                  {loss, seed, gW, gb} 512 + 512 + 65,536 + 512 = 67,072 <- peak
// activation_peak = 67,072 B in the backward of layer 0 (its linear op).
// SGD: parameters + gradients + input + peak = 2 * 65,792 + 1,024 + 67,072 = 199,680 B.
// Inference: out 512 B: peak 65,792 + 1,024 + 512 = 67,328 B at layer 0.
using training_only_net = nm::sequential<nm::input::feed_forward{.size = 256}, training_only_linear{.units = 64}>;
// The same network with netmem's dense (which has a deployment hook): the same training figures.
using dense_net = nm::sequential<nm::input::feed_forward{.size = 256}, nm::dense{.units = 64}>;

}  // namespace

static_assert(nm::parameter_count<training_only_net> == 256 * 64 + 64);

TEST_CASE("training_peak takes a layer with a training() hook and no deployment hook") {
    constexpr auto sgd = nm::training_peak<training_only_net>({.minibatch = 1});
    CHECK(sgd.parameters == 65'792);
    CHECK(sgd.gradients == 65'792);
    CHECK(sgd.optimizer_state == 0);
    CHECK(sgd.input == 1'024);
    CHECK(sgd.activation_peak == 67'072);
    CHECK(sgd.activation_peak_step == nm::training_step{nm::training_phase::backward, 0, nm::training_op_kind::linear});
    CHECK(sgd.peak_bytes == 199'680);

    constexpr auto eval = nm::inference_peak<training_only_net>({.minibatch = 1});
    CHECK(eval.activation_peak == 512);
    CHECK(eval.peak_node == 0);
    CHECK(eval.peak_bytes == 65'792 + 1'024 + 512);

    // dense, which also has a deployment hook, trains the same (the training hook alone decides).
    CHECK(nm::training_peak<dense_net>({.minibatch = 1}).peak_bytes == 199'680);
}
