// netmem/layers/graves_bidirectional_lstm.hpp
// graves_bidirectional_lstm: two GravesLSTMs, one forward and one backward in time, whose outputs
// are added (DL4J GravesBidirectionalLSTM; removed from DL4J after 2021, dl4j-memory-formulas#sources).
//
// Options, in declaration order: units, activation (tanh), recurrent_activation (sigmoid).
// Input:  recurrent(n_in, T), T >= 1 (feed_forward / convolutional inputs become recurrent first).
// Output: recurrent(units, T) (the two directions are summed, not concatenated).
// Parameters (elements): 2 * (4*n_in*units + units*(4*units + 3) + 4*units): both directions of a
//         GravesLSTM. Source: DL4J GravesBidirectionalLSTMParamInitializer (dl4j-memory-formulas#parameters).
// Memory (DL4J GravesBidirectionalLSTM.getMemoryReport, dl4j-memory-formulas#layers), element counts, with the
//         GravesLSTM terms A = 4*T*units, F = 6*T*units, B = 9*T*units (detail/lstm_memory.hpp):
//         working memory inference 2A; training 2(A + F + B) (cache none) or 2(A + B) (device/host);
//         cache memory 2F (device/host).
//   policy::dl4j reproduces DL4J's double count (dl4j-memory-formulas#bug-9): DL4J takes the initializer's
//         count, which already holds both directions, and doubles it again, so P = 4 * GravesLSTM
//         count and U = 2 * updater(2 * GravesLSTM count); the recorded class is DL4J's report class
//         "LayerMemoryReport" (name null).
//   policy::corrected: P = 2 * GravesLSTM count (= parameter_count), U = updater(P), recorded class
//         "GravesBidirectionalLSTM". See docs/differences.md.
// Fails to compile: units not set (rules::required_option_not_set);
//         as lstm (rules::zero_size, rules::unsupported_input_kind,
//         rules::recurrent_input_without_time_steps, rules::size_overflow).
#pragma once

#include <netmem/layers/detail/lstm_memory.hpp>
#include <netmem/layers/detail/recurrent_traits.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// Bidirectional GravesLSTM with summed directions. See the file comment for every formula.
struct graves_bidirectional_lstm {
    static constexpr const char* kind_name = "graves_bidirectional_lstm";
    static constexpr accepted_input accepts = accepted_input::recurrent;
    static constexpr bool is_recurrent_layer = true;

    size_type units = not_set;                                          ///< output size per step (DL4J nOut)
    netmem::activation activation = activation::tanh;
    netmem::activation recurrent_activation = activation::sigmoid;  ///< gate activation

    constexpr diagnostic validate(const input_type& in) const noexcept {
        return detail::validate_recurrent_input(in, units, 18);
    }
    constexpr input_type output_type(const input_type& in) const noexcept {
        return make_recurrent(units, in.time_steps);
    }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_multiply(2, detail::graves_lstm_parameters(in.size, units));
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        const bool dl4j = context.policy == policy::dl4j;
        auto one_direction = make_report(context, dl4j ? "LayerMemoryReport" : "GravesBidirectionalLSTM",
                                         output_type(context.input));
        detail::set_lstm_working_memory(one_direction, context.input.time_steps, units,
                                        detail::graves_lstm_backward_factor);
        const size_type both_directions = parameter_count(context.input);
        if (dl4j) {
            // DL4J: P = 2 * numParams, U = 2 * updater(numParams), numParams already both directions.
            one_direction.parameters = both_directions;
            one_direction.updater_state = context.updater_state(both_directions);
        } else {
            one_direction.parameters = both_directions / 2;
            one_direction.updater_state = context.updater_state(both_directions / 2);
        }
        auto report = one_direction.scaled(2);
        // scaled() leaves training working memory alone (DL4J's scale); DL4J's bidirectional Graves
        // report builds it doubled explicitly, under both policies.
        report.working_memory_variable_training = one_direction.working_memory_variable_training.times(2);
        return report;
    }
};

}  // namespace netmem
