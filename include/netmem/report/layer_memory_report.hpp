// netmem/report/layer_memory_report.hpp
// One layer's (or vertex's) memory report: DL4J's LayerMemoryReport, dl4j-memory-formulas#layer-report.
//
// All stored quantities are ELEMENT counts; the query functions return BYTES
// (elements x bytes_per_element(data_type)).
#pragma once

#include <cstddef>

#include <netmem/core/data_type.hpp>
#include <netmem/core/input_type.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/memory_type.hpp>
#include <netmem/core/policy.hpp>

namespace netmem {

namespace detail {
/// Not constexpr: reaching it during constant evaluation is the compile error for a negative
/// minibatch passed to memory_bytes / total_bytes ("call to non-constexpr function
/// negative_minibatch(-5)"). At run time it traps. Minibatch 0 is allowed: it gives the
/// fixed part of a report (what does not scale with the minibatch).
[[noreturn]] inline void negative_minibatch(size_type /*minibatch*/) noexcept { __builtin_trap(); }
}  // namespace detail

/// The memory report of one layer or vertex (DL4J LayerMemoryReport, dl4j-memory-formulas#layer-report).
///
/// Fields are element counts. `input` and `output` are the report's input and output types; their
/// elements per example give the activation-gradient and activation sizes. Source:
/// org.deeplearning4j.nn.conf.memory.LayerMemoryReport.
struct layer_memory_report {
    const char* name = nullptr;         ///< layer or vertex name (DL4J layerName; may be null)
    const char* report_class = "";      ///< DL4J class recorded by the report (e.g. "DenseLayer")
    input_type input{};                 ///< the report's input type (after any preprocessor)
    input_type output{};                ///< the report's output type
    size_type parameters = 0;           ///< P: parameter count
    size_type updater_state = 0;        ///< U: updater state elements
    /// Parameters that get no gradient (frozen layers under policy::corrected); 0 for every other
    /// layer. Parameter gradients count parameters - frozen_parameters.
    size_type frozen_parameters = 0;
    size_type working_memory_fixed_inference = 0;     ///< WFI
    size_type working_memory_variable_inference = 0;  ///< WVI, per example (see policy note below)
    per_cache_mode working_memory_fixed_training{};     ///< WFT[cache mode]
    per_cache_mode working_memory_variable_training{};  ///< WVT[cache mode], per example
    per_cache_mode cache_memory_fixed{};                ///< CF[cache mode]
    per_cache_mode cache_memory_variable{};             ///< CV[cache mode], per example
    /// Graph vertices with several inputs, policy::corrected only: elements per example of inputs
    /// 2..n, which activation gradients count too (DL4J counts the first input only,
    /// dl4j-memory-formulas#bug-14). 0 for layers and under policy::dl4j.
    size_type other_input_elements = 0;
    /// policy::dl4j reproduces DL4J's quirk of not scaling WVI by the minibatch (dl4j-memory-formulas#memory-bytes,
    /// #bug-1); policy::corrected multiplies it by the minibatch.
    netmem::policy policy = policy::corrected;

    /// Bytes of one memory type (DL4J getMemoryBytes, dl4j-memory-formulas#memory-bytes). `minibatch` is M (examples,
    /// >= 0; a negative minibatch is a compile error in a constant expression).
    constexpr size_type memory_bytes(memory_type type, size_type minibatch, memory_use_mode mode, cache_mode cache,
                                     data_type element = data_type::float32) const noexcept {
        if (minibatch < 0) detail::negative_minibatch(minibatch);
        const size_type b = bytes_per_element(element);
        const bool training = mode == memory_use_mode::training;
        auto bytes = [b](size_type elements) { return checked_multiply(elements, b); };
        switch (type) {
            case memory_type::parameters: return bytes(parameters);
            case memory_type::parameter_gradients: return training ? bytes(parameters - frozen_parameters) : 0;
            case memory_type::activations:
                return bytes(checked_multiply(minibatch, output.elements_per_example()));
            case memory_type::activation_gradients:
                return training ? bytes(checked_multiply(
                                      minibatch, checked_add(input.elements_per_example(), other_input_elements)))
                                : 0;
            case memory_type::updater_state: return training ? bytes(updater_state) : 0;
            case memory_type::working_memory_fixed:
                return bytes(training ? working_memory_fixed_training[cache] : working_memory_fixed_inference);
            case memory_type::working_memory_variable:
                if (training) return bytes(checked_multiply(minibatch, working_memory_variable_training[cache]));
                return policy == policy::dl4j
                           ? bytes(working_memory_variable_inference)
                           : bytes(checked_multiply(minibatch, working_memory_variable_inference));
            case memory_type::cached_memory_fixed: return training ? bytes(cache_memory_fixed[cache]) : 0;
            case memory_type::cached_memory_variable:
                return training ? bytes(checked_multiply(minibatch, cache_memory_variable[cache])) : 0;
        }
        return 0;
    }

    /// Bytes of all nine memory types together (DL4J getTotalMemoryBytes: a plain sum).
    constexpr size_type total_bytes(size_type minibatch, memory_use_mode mode, cache_mode cache,
                                    data_type element = data_type::float32) const noexcept {
        size_type total = 0;
        for (memory_type type : all_memory_types)
            total = checked_add(total, memory_bytes(type, minibatch, mode, cache, element));
        return total;
    }

    /// The two parts of network_memory_report::total_bytes for this layer, in bytes, computed in
    /// one call (the same checked arithmetic as memory_bytes, without a call per memory type:
    /// it keeps the compile time of a report of thousands of layers low, docs/benchmarks.md).
    struct total_parts {
        size_type summed = 0;   ///< the seven types networks sum: all but the two working types
        size_type working = 0;  ///< working memory, fixed + variable (working_bytes)
    };
    constexpr total_parts parts_of_total(size_type minibatch, memory_use_mode mode, cache_mode cache,
                                         data_type element = data_type::float32) const noexcept {
        if (minibatch < 0) detail::negative_minibatch(minibatch);
        const size_type b = bytes_per_element(element);
        const size_type activations = checked_multiply(checked_multiply(minibatch, output.elements_per_example()), b);
        size_type summed = checked_add(checked_multiply(parameters, b), activations);
        if (mode != memory_use_mode::training)
            return {summed, checked_add(checked_multiply(working_memory_fixed_inference, b),
                                        checked_multiply(policy == policy::dl4j
                                                             ? working_memory_variable_inference
                                                             : checked_multiply(minibatch, working_memory_variable_inference),
                                                         b))};
        const auto c = static_cast<std::size_t>(cache);
        summed = checked_add(summed, checked_multiply(parameters - frozen_parameters, b));
        summed = checked_add(summed, checked_multiply(checked_multiply(minibatch, checked_add(input.elements_per_example(),
                                                                                              other_input_elements)),
                                                      b));
        summed = checked_add(summed, checked_multiply(updater_state, b));
        summed = checked_add(summed, checked_multiply(cache_memory_fixed.values[c], b));
        summed = checked_add(summed, checked_multiply(checked_multiply(minibatch, cache_memory_variable.values[c]), b));
        return {summed, checked_add(checked_multiply(working_memory_fixed_training.values[c], b),
                                    checked_multiply(checked_multiply(minibatch, working_memory_variable_training.values[c]),
                                                     b))};
    }

    /// Working memory (fixed + variable) in bytes: what networks take the arg-max of.
    constexpr size_type working_bytes(size_type minibatch, memory_use_mode mode, cache_mode cache,
                                      data_type element = data_type::float32) const noexcept {
        return checked_add(memory_bytes(memory_type::working_memory_fixed, minibatch, mode, cache, element),
                           memory_bytes(memory_type::working_memory_variable, minibatch, mode, cache, element));
    }

    /// DL4J scale(k) (used by Bidirectional): multiplies P, U, WFI, WVI, CF and CV by k but NOT the
    /// training working memory (WFT, WVT), exactly as DL4J does.
    constexpr layer_memory_report scaled(size_type k) const noexcept {
        layer_memory_report r = *this;
        r.parameters = checked_multiply(parameters, k);
        r.updater_state = checked_multiply(updater_state, k);
        r.working_memory_fixed_inference = checked_multiply(working_memory_fixed_inference, k);
        r.working_memory_variable_inference = checked_multiply(working_memory_variable_inference, k);
        r.cache_memory_fixed = cache_memory_fixed.times(k);
        r.cache_memory_variable = cache_memory_variable.times(k);
        return r;
    }
};

}  // namespace netmem
