// netmem/layers/variational_autoencoder.hpp
// variational_autoencoder: a VAE layer: an encoder MLP, a latent Gaussian p(z|x) with `units`
// dimensions, and a decoder MLP that parameterizes a reconstruction distribution p(x|z)
// (DL4J VariationalAutoencoder; Kingma & Welling 2014, "Auto-Encoding Variational Bayes").
// Used in a network, its output is the latent mean.
//
// Options, in declaration order: units (latent size, DL4J nOut), encoder_layer_sizes and
//         decoder_layer_sizes (up to 8 hidden widths each, ended by the first 0; DL4J's defaults
//         {100} and {100}), reconstruction (DL4J reconstructionDistribution: gaussian (the default),
//         bernoulli, exponential), samples (DL4J numSamples, default 1), activation (of the hidden
//         layers, DL4J default identity).
// Input:  feed_forward(n_in) (a convolutional input is flattened first).
// Output: feed_forward(units) (dl4j-memory-formulas#shape-other).
// Parameters (elements), the real count (DL4J VariationalAutoencoderParamInitializer.numParams of the
//         configuration, dl4j-memory-formulas#parameters): with e_1..e_k the encoder widths (e_0 = n_in), d_1..d_m the
//         decoder widths (d_0 = units) and r = 2*n_in (gaussian: mean and log variance) or n_in (bernoulli,
//         exponential):
//           sum_i (e_(i-1) + 1)*e_i  +  (e_k + 1)*2*units  +  sum_j (d_(j-1) + 1)*d_j  +  (d_m + 1)*r
// Memory (DL4J VariationalAutoencoder.getMemoryReport, dl4j-memory-formulas#layers), element counts, with
//         E = the sum of the encoder widths and Q = 4*units + samples*(2*units + sum of the decoder
//         widths) + units: inference working memory E; training working memory 2(E + Q) + D, every
//         cache mode. Recorded class "VariationalAutoencoder".
//   policy::dl4j, bit-exact (dl4j-memory-formulas#bug-11): P = n_in*units + units (DL4J's report calls the
//         Layer overload of numParams, a generic dense count), U = updater(that P), and E skips the
//         first encoder width (DL4J's loop starts at index 1).
//   policy::corrected: P = the real count above, U = updater(P), E over every encoder width.
//         See docs/differences.md.
// Fails to compile: units not set (rules::required_option_not_set);
//         units or samples < 1, an empty layer list, or a width after the list's end
//         (rules::zero_size, number 0 for the list cases); a negative width (rules::negative_value);
//         an input that is not feed-forward after the preprocessor (rules::unsupported_input_kind);
//         sizes overflowing 64 bits, in the parameter count or the working memory (rules::size_overflow,
//         rules::size_sum_overflow).
#pragma once

#include <array>
#include <cstdint>

#include <netmem/layers/layer.hpp>

namespace netmem {

/// DL4J's reconstruction distributions p(x|z), by the size of their parameter vector.
enum class reconstruction_distribution : std::uint8_t {
    gaussian,     ///< GaussianReconstructionDistribution: mean and log variance (2*n_in)
    bernoulli,    ///< BernoulliReconstructionDistribution: n_in
    exponential,  ///< ExponentialReconstructionDistribution: n_in
};

/// Hidden-layer widths of an encoder or decoder: up to 8, ended by the first 0.
using hidden_layer_sizes = std::array<size_type, 8>;

namespace detail {
/// Number of widths before the first 0.
constexpr std::size_t width_count(const hidden_layer_sizes& widths) noexcept {
    std::size_t count = 0;
    while (count < widths.size() && widths[count] != 0) ++count;
    return count;
}
/// ok when the list is non-empty, has no negative width and nothing after its end.
constexpr diagnostic check_layer_sizes(const hidden_layer_sizes& widths) noexcept {
    const std::size_t count = width_count(widths);
    if (count == 0) return violated(rules::zero_size, 0);
    for (std::size_t i = 0; i < widths.size(); ++i) {
        if (widths[i] < 0) return violated(rules::negative_value, widths[i]);
        if (i > count && widths[i] != 0) return violated(rules::zero_size, 0);
    }
    return {};
}
/// sum over the MLP of (in + 1) * out, starting from `inputs`; returns the parameters and sets `last`.
constexpr size_type mlp_parameters(size_type inputs, const hidden_layer_sizes& widths, size_type& last) noexcept {
    size_type total = 0;
    last = inputs;
    for (std::size_t i = 0; i < width_count(widths); ++i) {
        total = checked_add(total, checked_multiply(checked_add(last, 1), widths[i]));
        last = widths[i];
    }
    return total;
}
constexpr size_type width_sum(const hidden_layer_sizes& widths, std::size_t first) noexcept {
    size_type total = 0;
    for (std::size_t i = first; i < width_count(widths); ++i) total = checked_add(total, widths[i]);
    return total;
}
}  // namespace detail

/// DL4J VariationalAutoencoder. See the file comment for every formula.
struct variational_autoencoder {
    static constexpr const char* kind_name = "variational_autoencoder";
    static constexpr accepted_input accepts = accepted_input::feed_forward;

    size_type units = not_set;                         ///< latent size (DL4J nOut)
    hidden_layer_sizes encoder_layer_sizes{100};          ///< DL4J encoderLayerSizes
    hidden_layer_sizes decoder_layer_sizes{100};          ///< DL4J decoderLayerSizes
    reconstruction_distribution reconstruction = reconstruction_distribution::gaussian;
    size_type samples = 1;                         ///< DL4J numSamples
    netmem::activation activation = activation::identity;

    constexpr diagnostic validate(const input_type& in) const noexcept {
        if (const diagnostic unset = require_set(units, required_option::units); !unset.ok()) return unset;
        const diagnostic own = first_violation(require_positive(units), require_positive(samples),
                                               detail::check_layer_sizes(encoder_layer_sizes),
                                               detail::check_layer_sizes(decoder_layer_sizes),
                                               require_input_kind(in, input_kind::feed_forward));
        if (!own.ok()) return own;
        return first_violation(require_product_fits(in.size, 2, encoder_layer_sizes[0]),
                               require_product_fits(in.size, 2, decoder_layer_sizes[0]),
                               require_no_overflow(in.size, units), check_sizes(in));
    }
    /// parameter_count and memory_report's working memory with every step overflow-checked.
    constexpr diagnostic check_sizes(const input_type& in) const noexcept {
        checked_sizes c{};
        auto mlp = [&c](size_type inputs, const hidden_layer_sizes& widths, size_type& last, size_type& sum) {
            size_type total = 0;
            last = inputs;
            for (std::size_t i = 0; i < detail::width_count(widths); ++i) {
                total = c.add(total, c.multiply(c.add(last, 1), widths[i]));
                sum = c.add(sum, widths[i]);
                last = widths[i];
            }
            return total;
        };
        size_type last_encoder = 0, last_decoder = 0, encoder_widths = 0, decoder_widths = 0;
        const size_type encoder = mlp(in.size, encoder_layer_sizes, last_encoder, encoder_widths);
        const size_type latent = c.multiply(c.multiply(c.add(last_encoder, 1), 2), units);
        const size_type decoder = mlp(units, decoder_layer_sizes, last_decoder, decoder_widths);
        const size_type reconstruction_layer = c.multiply(c.add(last_decoder, 1), c.multiply(2, in.size));
        c.add(c.add(encoder, latent), c.add(decoder, reconstruction_layer));
        const size_type latent_and_decoder = c.add(
            c.add(c.multiply(4, units), c.multiply(samples, c.add(c.multiply(2, units), decoder_widths))), units);
        c.add(c.multiply(2, c.add(encoder_widths, latent_and_decoder)), in.size);
        return c.failure;
    }
    constexpr input_type output_type(const input_type&) const noexcept { return make_feed_forward(units); }
    /// The real parameter count (see the file comment).
    constexpr size_type parameter_count(const input_type& in) const noexcept {
        size_type last_encoder = 0;
        size_type last_decoder = 0;
        const size_type encoder = detail::mlp_parameters(in.size, encoder_layer_sizes, last_encoder);
        const size_type latent = checked_product(checked_add(last_encoder, 1), 2, units);
        const size_type decoder = detail::mlp_parameters(units, decoder_layer_sizes, last_decoder);
        const size_type distribution_inputs =
            reconstruction == reconstruction_distribution::gaussian ? checked_multiply(2, in.size) : in.size;
        const size_type reconstruction_layer = checked_multiply(checked_add(last_decoder, 1), distribution_inputs);
        return checked_add(checked_add(encoder, latent), checked_add(decoder, reconstruction_layer));
    }
    /// DL4J's report count: the Layer overload of numParams, n_in*units + units.
    constexpr size_type dl4j_report_parameter_count(const input_type& in) const noexcept {
        return checked_add(checked_multiply(in.size, units), units);
    }
    constexpr layer_memory_report memory_report(const layer_context& context) const noexcept {
        const bool dl4j = context.policy == policy::dl4j;
        auto report = make_report(context, "VariationalAutoencoder", output_type(context.input),
                                  dl4j ? dl4j_report_parameter_count(context.input) : parameter_count(context.input));
        const size_type encoder = detail::width_sum(encoder_layer_sizes, dl4j ? 1 : 0);
        const size_type decoder = detail::width_sum(decoder_layer_sizes, 0);
        const size_type latent_and_decoder = checked_add(
            checked_add(checked_multiply(4, units),
                        checked_multiply(samples, checked_add(checked_multiply(2, units), decoder))),
            units);
        report.working_memory_variable_inference = encoder;
        report.working_memory_variable_training = per_cache_mode::all(
            checked_add(checked_multiply(2, checked_add(encoder, latent_and_decoder)), context.dropout_copy()));
        return report;
    }
};

}  // namespace netmem
