// netmem/layers/center_loss_output.hpp
// center_loss_output: an output layer trained with softmax loss plus center loss, which keeps one
// learned centre per class in feature space (DL4J CenterLossOutputLayer; Wen et al. 2016, "A
// Discriminative Feature Learning Approach for Deep Face Recognition").
//
// Options, in declaration order: units (classes, DL4J nOut), activation (softmax), loss_function
//         (mcxent). DL4J's alpha and lambda are real numbers that never change a size (and clang 14
//         cannot take a floating-point member in a template argument): not modelled.
// Input:  feed_forward(n_in) (a convolutional input is flattened first).
// Output: feed_forward(units).
// Parameters (elements): n_in*units (W) + units (b) + units*n_in (class centres) = 2*n_in*units + units.
//         Source: DL4J CenterLossParamInitializer (dl4j-memory-formulas#parameters). Trainable: n_in*units + units (the
//         centres are moved by the centre-update rule, with DL4J's NoOp updater, not by the optimizer).
// Memory (DL4J CenterLossOutputLayer.getMemoryReport, dl4j-memory-formulas#layers), element counts: P as above;
//         U = updater(n_in*units) + updater(units) (centres: NoOp, dl4j-memory-formulas#updaters); training working
//         memory D + out per example for every cache mode. Recorded class "CenterLossOutputLayer". Both
//         policies agree.
// Fails to compile: units not set (rules::required_option_not_set);
//         units < 1 (rules::zero_size); an input that is not feed-forward after the
//         preprocessor (rules::unsupported_input_kind); 2*n_in*units overflowing 64 bits
//         (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>
#include <netmem/layers/output.hpp>

namespace netmem {

/// DL4J CenterLossOutputLayer. See the file comment.
struct center_loss_output {
    static constexpr const char* kind_name = "center_loss_output";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;                                  ///< classes (DL4J nOut)
    netmem::activation activation = activation::softmax;
    netmem::loss_function loss_function = netmem::loss_function::mcxent;  ///< DL4J lossFunction

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
        return first_violation(require_positive(units), require_input_kind(in, input_kind::feed_forward),
                               require_product_fits(2, in.size, units));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_product(2, in.size, units), units);
    }
    constexpr size_type trainable_parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(in.size, units), units);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_fully_connected_report(context, "CenterLossOutputLayer", output_type(context.input),
                                                  parameter_count(context.input));
        report.updater_state =
            checked_add(context.updater_state(checked_multiply(context.input.size, units)), context.updater_state(units));
        return report;
    }
};

}  // namespace netmem
