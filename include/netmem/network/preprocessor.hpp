// netmem/network/preprocessor.hpp
// DL4J's automatic input preprocessors (dl4j-memory-formulas#sequential, #preprocessors): what a layer actually sees
// when the previous output is of another kind. Preprocessor memory is not counted (as in DL4J).
//
// | layer accepts  | input              | becomes                         | DL4J preprocessor          |
// |----------------|--------------------|---------------------------------|----------------------------|
// | feed_forward   | convolutional      | FF(h*w*c)                       | CnnToFeedForward           |
// | feed_forward   | convolutional3d    | FF(d*h*w*c)                     | Cnn3DToFeedForward         |
// | feed_forward   | convolutional_flat | FF(h*w*d)                       | (none: taken as FF)        |
// | feed_forward   | recurrent(n, T)    | FF(n), one row per time step    | RnnToFeedForward           |
// | convolutional  | convolutional_flat | CNN(h, w, d)                    | FeedForwardToCnn           |
// | recurrent      | feed_forward(n)    | RNN(n, T)                       | FeedForwardToRnn           |
// | recurrent      | convolutional      | RNN(h*w*c, T)                   | CnnToRnn                   |
//
// T: DL4J's FeedForwardToRnn and CnnToRnn lose the time length (dl4j-memory-formulas#bug-14). Under
// policy::dl4j netmem loses it too (T = 0, so a following recurrent layer is rejected, where DL4J
// throws); under policy::corrected it restores the T of the last recurrent type in the network.
#pragma once

#include <netmem/core/input_type.hpp>
#include <netmem/core/policy.hpp>
#include <netmem/layers/layer.hpp>

namespace netmem {

/// The input type a layer accepting `accepts` sees for `in`; `time_steps` is the last known time
/// length in the network (0 if none), used under policy::corrected.
constexpr input_type preprocess(accepted_input accepts, const input_type& in, size_type time_steps,
                                policy rules_policy) noexcept {
    const size_type restored_time_steps = rules_policy == policy::corrected ? time_steps : 0;
    switch (accepts) {
        case accepted_input::feed_forward:
            if (in.is_recurrent()) return make_feed_forward(in.size);
            if (in.is_convolutional() || in.is_convolutional3d() || in.is_convolutional_flat())
                return make_feed_forward(in.elements_per_example());
            return in;
        case accepted_input::convolutional:
            if (in.is_convolutional_flat()) return make_convolutional(in.height, in.width, in.depth);
            return in;
        case accepted_input::recurrent:
            if (in.is_feed_forward()) return make_recurrent(in.size, restored_time_steps);
            if (in.is_convolutional()) return make_recurrent(in.elements_per_example(), restored_time_steps);
            return in;
        case accepted_input::convolutional3d:
        case accepted_input::any: return in;
    }
    return in;
}

}  // namespace netmem
