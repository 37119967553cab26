// netmem/layers/rbm.hpp
// rbm: a restricted Boltzmann machine layer (DL4J RBM, historical: only in the 0.9.x-era
// deeplearning4j-nn, removed before the 2019 Eclipse import; dl4j-memory-formulas#layers, last rows).
//
// Options, in declaration order: units, gibbs_steps, activation. gibbs_steps is DL4J's k (the
//         number of contrastive-divergence Gibbs sampling steps), default 1.
// Input:  feed_forward(n_in), after the same preprocessors as dense.
// Output: feed_forward(units).
// Parameters (elements): n_in*units + units + n_in (weights, hidden bias, visible bias): DL4J
//         PretrainParamInitializer, whose Layer overload counted the visible bias in that era
//         (dl4j-memory-formulas#parameters, #layers).
// Memory (DL4J RBM.getMemoryReport, dl4j-memory-formulas#layers), element counts: P as above; U = updater(P);
//         inference working memory k*2*out + in per example; training working memory the same for
//         every cache mode (DL4J computes a dropout term and never uses it); nothing else.
//         Recorded class "RBM".
// Fails to compile: units not set (rules::required_option_not_set);
//         units or gibbs_steps < 1 (rules::zero_size); an input that is not
//         feed-forward after the preprocessor (rules::unsupported_input_kind); n_in*units
//         overflowing 64 bits (rules::size_overflow).
#pragma once

#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J RBM (historical). See the file comment for every formula and rule.
struct rbm {
    static constexpr const char* kind_name = "rbm";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;        ///< hidden size (DL4J nOut)
    size_type gibbs_steps = 1;  ///< DL4J k: contrastive-divergence Gibbs steps
    netmem::activation activation = activation::sigmoid;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
        return first_violation(require_positive(units), require_positive(gibbs_steps),
                               require_input_kind(in, input_kind::feed_forward), require_no_overflow(in.size, units),
                               require_product_fits(gibbs_steps, 2, units));
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_add(checked_multiply(in.size, units), units), in.size);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        auto report = make_report(context, "RBM", output_type(context.input), parameter_count(context.input));
        const size_type working = checked_add(checked_product(gibbs_steps, 2, units), context.input.size);
        report.working_memory_variable_inference = working;
        report.working_memory_variable_training = per_cache_mode::all(working);
        return report;
    }
};

}  // namespace netmem
