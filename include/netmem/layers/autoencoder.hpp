// netmem/layers/autoencoder.hpp
// autoencoder: a denoising autoencoder layer, pretrained to reconstruct its input (DL4J
// AutoEncoder).
//
// Options, in declaration order: units, activation. (DL4J's corruptionLevel and sparsity change no
//         size and are not modelled.)
// Input:  feed_forward(n_in), after the same preprocessors as dense.
// Output: feed_forward(units).
// Parameters (elements): n_in*units + units + n_in (weights, hidden bias, visible bias): the real
//         count, DL4J PretrainParamInitializer.numParams(NeuralNetConfiguration) (dl4j-memory-formulas#parameters).
// Memory (DL4J AutoEncoder.getMemoryReport, dl4j-memory-formulas#layers), element counts:
//         P = n_in*units + units under policy::dl4j: DL4J's report calls the Layer overload of
//         numParams, which forgets the visible bias (dl4j-memory-formulas#parameters, #bug-11); policy::corrected
//         uses the real count above. U = updater(P); training working memory D + out + in per
//         example for every cache mode; nothing else. Recorded class "AutoEncoder".
// Fails to compile: units not set (rules::required_option_not_set);
//         units < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); n_in*units overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J AutoEncoder. See the file comment for every formula and rule.
struct autoencoder {
    static constexpr const char* kind_name = "autoencoder";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;  ///< hidden size (DL4J nOut)
    netmem::activation activation = activation::sigmoid;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
        return first_violation(require_positive(units), require_input_kind(in, input_kind::feed_forward),
                               require_no_overflow(in.size, units));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    /// Weights and hidden bias: DL4J's Layer-overload numParams (what its report uses).
    constexpr size_type dl4j_report_parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(in.size, units), units);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(dl4j_report_parameter_count(in), in.size);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        const size_type parameters = context.policy == policy::dl4j ? dl4j_report_parameter_count(context.input)
                                                                    : parameter_count(context.input);
        auto report = make_report(context, "AutoEncoder", output_type(context.input), parameters);
        report.working_memory_variable_training = per_cache_mode::all(
            checked_add(checked_add(context.dropout_copy(), report.output.elements_per_example()), context.input.size));
        return report;
    }
};

}  // namespace netmem
