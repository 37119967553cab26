// netmem/layers/output.hpp
// output: a fully connected layer with a loss function (DL4J OutputLayer); loss: a loss function
// applied to the input as it is (DL4J LossLayer). Also the enum of DL4J's loss functions.
//
// output
// Options, in declaration order: units, activation, use_bias, loss_function, input_size (see
//         dense.hpp: an explicit DL4J nIn). Defaults: softmax activation
//         and multi-class cross entropy (DL4J BaseOutputLayer.Builder's default loss, LossMCXENT),
//         bias on.
// Input:  feed_forward(n_in). A convolutional, convolutional_flat or convolutional3d input is
//         flattened first and a recurrent one becomes FF(size) (network/preprocessor.hpp).
// Output: feed_forward(units).
// Parameters (elements): n_in*units + (use_bias ? units : 0)
//         Source: DL4J DefaultParamInitializer.numParams (dl4j-memory-formulas#parameters).
// Memory (DL4J BaseOutputLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P as above;
//         U = updater(P); training working memory D + out per example for every cache mode (D = the
//         input copy when dropout is configured); nothing else. Recorded class "OutputLayer" (DL4J
//         records it for every BaseOutputLayer kind; this one is an OutputLayer under both policies).
// Deployment (core/deployment.hpp): as dense (weights n_in*units, biases units); a softmax (or
//         any activation TFLite cannot fuse) is a second step with its own tensor (FullyConnected
//         + Softmax); the loss has no deployment cost.
// Training (core/training_op.hpp; rules in training/pytorch.hpp): linear (weights n_in*units,
//         bias units), then the activation; the loss is the replay's (a sum of the output).
// Fails to compile: under policy::corrected an explicit nIn that differs from the input
//         (rules::explicit_input_size_mismatch); units (output) not set (rules::required_option_not_set);
//         units < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); n_in*units overflowing 64 bits
//         (rules::size_overflow).
//
// loss
// Options, in declaration order: loss_function, activation, units. Defaults: mean squared error (DL4J
//         LossLayer.Builder's default, LossMSE), identity activation, units 0.
// Input:  feed_forward(n) (any size, including DL4J's FF(0), see below), after the same
//         preprocessors as output.
// Output: policy::dl4j: feed_forward(units) in the network flow, exactly like DL4J, where LossLayer
//         inherits FeedForwardLayer.getOutputType and nOut is 0 unless set (dl4j-memory-formulas#shape-other): a second
//         loss layer then sees FF(0). policy::corrected: the input itself (a loss layer passes its input
//         through; `units` is ignored). docs/differences.md lists the difference.
//         The layer's own report records out := in under both policies (DL4J LossLayer).
// Parameters: 0.
// Memory (DL4J LossLayer.getMemoryReport, dl4j-memory-formulas#layers): everything 0; only the activations (out := in)
//         and activation gradients of the report's input count. Recorded class "LossLayer".
// Fails to compile: negative units (rules::negative_value); an input that is not feed-forward
//         after the preprocessor (rules::unsupported_input_kind); any input type with a zero or
//         overflowing dimension other than DL4J's FF(0) (rules::zero_size, rules::size_overflow).
#pragma once

#include <cstdint>

#include <netmem/core/deployment.hpp>
#include <netmem/core/training_op.hpp>
#include <netmem/layers/layer.hpp>
#include <netmem/layers/operator_kind.hpp>

namespace netmem {

/// Every DL4J loss function: the members of org.nd4j.linalg.lossfunctions.LossFunctions.LossFunction
/// (1.0.0 and later, same order), then the ILossFunction implementations that have no enum constant.
/// A loss function never changes a size in DL4J's memory model; it is kept for printing.
enum class loss_function : std::uint8_t {
    mse,                             ///< MSE (LossMSE)
    l1,                              ///< L1 (LossL1)
    xent,                            ///< XENT: binary cross entropy (LossBinaryXENT)
    mcxent,                          ///< MCXENT: multi-class cross entropy (LossMCXENT)
    sparse_mcxent,                   ///< SPARSE_MCXENT: integer labels (LossSparseMCXENT)
    squared_loss,                    ///< SQUARED_LOSS (LossMSE)
    reconstruction_crossentropy,     ///< RECONSTRUCTION_CROSSENTROPY (LossKLD)
    negative_log_likelihood,         ///< NEGATIVELOGLIKELIHOOD (LossNegativeLogLikelihood)
    cosine_proximity,                ///< COSINE_PROXIMITY (LossCosineProximity)
    hinge,                           ///< HINGE (LossHinge)
    squared_hinge,                   ///< SQUARED_HINGE (LossSquaredHinge)
    kl_divergence,                   ///< KL_DIVERGENCE (LossKLD)
    mean_absolute_error,             ///< MEAN_ABSOLUTE_ERROR (LossMAE)
    l2,                              ///< L2 (LossL2)
    mean_absolute_percentage_error,  ///< MEAN_ABSOLUTE_PERCENTAGE_ERROR (LossMAPE)
    mean_squared_logarithmic_error,  ///< MEAN_SQUARED_LOGARITHMIC_ERROR (LossMSLE)
    poisson,                         ///< POISSON (LossPoisson; the deprecated EXPLL maps here too)
    wasserstein,                     ///< WASSERSTEIN (LossWasserstein)
    f_measure,                       ///< LossFMeasure (no enum constant)
    mixture_density,                 ///< LossMixtureDensity (no enum constant)
    multi_label,                     ///< LossMultiLabel (no enum constant)
};

/// The loss function's name ("mcxent").
constexpr const char* name_of(loss_function f) noexcept {
    constexpr const char* names[] = {"mse",
                                     "l1",
                                     "xent",
                                     "mcxent",
                                     "sparse_mcxent",
                                     "squared_loss",
                                     "reconstruction_crossentropy",
                                     "negative_log_likelihood",
                                     "cosine_proximity",
                                     "hinge",
                                     "squared_hinge",
                                     "kl_divergence",
                                     "mean_absolute_error",
                                     "l2",
                                     "mean_absolute_percentage_error",
                                     "mean_squared_logarithmic_error",
                                     "poisson",
                                     "wasserstein",
                                     "f_measure",
                                     "mixture_density",
                                     "multi_label"};
    return names[static_cast<unsigned>(f)];
}

/// DL4J OutputLayer: dense + loss. See the file comment for every formula and rule.
struct output {
    static constexpr const char* kind_name = "output";
    static constexpr operator_kind kind = operator_kind::fully_connected;
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;                            ///< output size (DL4J nOut)
    netmem::activation activation = activation::softmax;
    bool use_bias = true;                                 ///< DL4J hasBias
    netmem::loss_function loss_function = netmem::loss_function::mcxent;  ///< DL4J lossFunction
    size_type input_size = 0;                             ///< explicit DL4J nIn; 0 = the input's size

    constexpr diagnostic validate(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        return validate_fully_connected(units, input_size, in, rules_policy);
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    constexpr size_type parameter_count(const input_type& in, policy rules_policy = policy::corrected) const noexcept {
        return checked_add(checked_multiply(parameter_input_size(input_size, in.size, rules_policy), units),
                           use_bias ? units : 0);
    }
    /// Flash, kernel and fusion of this layer under a deployment profile (see the file comment).
    constexpr layer_deployment deployment(const input_type& in, const netmem::deployment&) const noexcept {
        return fully_connected_deployment(in.size, units, use_bias, activation);
    }
    /// As training operations (core/training_op.hpp): linear, then the activation (the loss is
    /// the replay's: a sum of the network output).
    constexpr layer_training training(const input_type& in) const noexcept {
        return with_activation({.kind = training_op_kind::linear,
                                .output_elements = units,
                                .weight_elements = checked_multiply(in.size, units),
                                .bias_elements = use_bias ? units : 0},
                               activation);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_fully_connected_report(context, "OutputLayer", output_type(context.input),
                                           parameter_count(context.input, context.policy));
    }
};

/// DL4J LossLayer: a loss on the input, no parameters. See the file comment (the network flow
/// differs between the policies).
struct loss {
    static constexpr const char* kind_name = "loss";
    static constexpr accepted_input accepts = accepted_input::feed_forward;
    /// DL4J passes FF(0) to a layer after a loss layer: checked here instead of by the network.
    static constexpr bool validates_own_input_type = true;

    netmem::loss_function loss_function = netmem::loss_function::mse;  ///< DL4J lossFunction
    netmem::activation activation = activation::identity;
    size_type units = 0;  ///< DL4J nOut: the flow output size under policy::dl4j only (default 0)

    constexpr diagnostic validate(const input_type& in) const noexcept {
        const diagnostic own = first_violation(require_non_negative(units),
                                               require_input_kind(in, input_kind::feed_forward));
        if (!own.ok()) return own;
        return in.size == 0 ? diagnostic{} : validate_input_type(in);
    }
    /// policy::corrected: the input passes through.
    constexpr input_type output_type(const input_type& in) const noexcept { return in; }
    /// policy::dl4j: FF(units), DL4J's FeedForwardLayer.getOutputType with nOut = units.
    constexpr input_type output_type(const input_type& in, policy rules_policy) const noexcept {
        return rules_policy == policy::dl4j ? make_feed_forward(units) : output_type(in);
    }
    constexpr size_type parameter_count(const input_type&) const noexcept { return 0; }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        return make_report(context, "LossLayer", context.input);  // DL4J: out := in
    }
};

}  // namespace netmem
