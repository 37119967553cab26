// tools/bench/floor_report.hpp -- included by the floor programs that compile_time.sh --scale generates (not part of netmem).
// The plain-constexpr floor: what netmem's report of a dense chain computes, per layer, written as
// plain loops over std::array of structs (no templates per layer, no type erasure).
#pragma once

#include <array>
#include <cstddef>

namespace plain_floor {
using i64 = long long;
[[noreturn]] inline void overflow() noexcept { __builtin_trap(); }
constexpr i64 add(i64 a, i64 b) noexcept { i64 r{}; if (__builtin_add_overflow(a, b, &r)) overflow(); return r; }
constexpr i64 mul(i64 a, i64 b) noexcept { i64 r{}; if (__builtin_mul_overflow(a, b, &r)) overflow(); return r; }
enum class kind : unsigned char { feed_forward, recurrent, convolutional };
struct shape {
    kind k = kind::feed_forward; i64 size = 0, time_steps = 0, depth = 0, height = 0, width = 0, channels = 0;
    constexpr i64 elements() const noexcept {
        switch (k) {
            case kind::feed_forward: return size;
            case kind::recurrent: return mul(size, time_steps);
            case kind::convolutional: return mul(mul(height, width), channels);
        }
        return 0;
    }
};
struct layer { i64 units; bool use_bias; };
struct per_cache { i64 v[3]{}; };
struct report {
    const char* report_class = ""; shape input{}, output{};
    i64 parameters = 0, updater_state = 0, frozen = 0, wfi = 0, wvi = 0;
    per_cache wft{}, wvt{}, cf{}, cv{};
    i64 other_inputs = 0;
};
enum class type : unsigned char { parameters, gradients, activations, activation_gradients, updater, wf, wv, cf, cv };
constexpr i64 memory_bytes(const report& r, type t, i64 m, bool training, int cache, i64 b) noexcept {
    switch (t) {
        case type::parameters: return mul(r.parameters, b);
        case type::gradients: return training ? mul(r.parameters - r.frozen, b) : 0;
        case type::activations: return mul(mul(m, r.output.elements()), b);
        case type::activation_gradients: return training ? mul(mul(m, add(r.input.elements(), r.other_inputs)), b) : 0;
        case type::updater: return training ? mul(r.updater_state, b) : 0;
        case type::wf: return mul(training ? r.wft.v[cache] : r.wfi, b);
        case type::wv: return mul(mul(m, training ? r.wvt.v[cache] : r.wvi), b);
        case type::cf: return training ? mul(r.cf.v[cache], b) : 0;
        case type::cv: return training ? mul(mul(m, r.cv.v[cache]), b) : 0;
    }
    return 0;
}
template <std::size_t N>
struct network_report {
    std::array<report, N> layers{};
    i64 parameters = 0, trainable = 0;
    constexpr i64 total_bytes(i64 m, bool training, int cache, i64 b) const noexcept {
        i64 sum = 0, best = 0;
        std::size_t chosen = N;
        for (std::size_t i = 0; i < N; ++i) {
            for (type t : {type::parameters, type::gradients, type::activations, type::activation_gradients,
                           type::updater, type::cf, type::cv})
                sum = add(sum, memory_bytes(layers[i], t, m, training, cache, b));
            const i64 w = add(memory_bytes(layers[i], type::wf, m, training, cache, b),
                              memory_bytes(layers[i], type::wv, m, training, cache, b));
            if (w > best) { best = w; chosen = i; }
        }
        return chosen == N ? sum : add(sum, best);
    }
};
template <std::size_t N>
constexpr network_report<N> evaluate(const std::array<layer, N>& layers, shape input) noexcept {
    network_report<N> result{};
    shape current = input;
    for (std::size_t i = 0; i < N; ++i) {
        const layer& l = layers[i];
        if (l.units <= 0 || current.k != kind::feed_forward) return result;  // validation
        const shape out{.k = kind::feed_forward, .size = l.units};
        const i64 parameters = add(mul(current.size, l.units), l.use_bias ? l.units : 0);
        report& r = result.layers[i];
        r.report_class = "DenseLayer";
        r.input = current;
        r.output = out;
        r.parameters = parameters;
        r.updater_state = mul(2, parameters);  // Adam
        const i64 w = out.elements();
        r.wvt = {{w, w, w}};
        result.parameters = add(result.parameters, parameters);
        result.trainable = add(result.trainable, parameters);
        current = out;
    }
    return result;
}
}  // namespace plain_floor
