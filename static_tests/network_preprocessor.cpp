// static_tests/network_preprocessor.cpp: network/preprocessor.hpp, DL4J's automatic input
// preprocessors (the table of its file comment, dl4j-memory-formulas#preprocessors). Every expected
// size is the product written next to it.
#include <netmem/network/preprocessor.hpp>

namespace {
namespace nm = netmem;
using nm::accepted_input;
using nm::policy;

constexpr nm::input_type cnn = nm::input::convolutional{3, 4, 5};
// CnnToFeedForward: FF(h*w*c) = FF(3*4*5) = FF(60).
static_assert(nm::preprocess(accepted_input::feed_forward, cnn, 0, policy::corrected) == nm::make_feed_forward(60));
// Cnn3DToFeedForward: FF(d*h*w*c) = FF(2*3*4*5) = FF(120).
static_assert(nm::preprocess(accepted_input::feed_forward, nm::input::convolutional3d{2, 3, 4, 5}, 0, policy::dl4j) ==
              nm::make_feed_forward(120));
// RnnToFeedForward: FF(n), one row per time step: RNN(7, 9) -> FF(7).
static_assert(nm::preprocess(accepted_input::feed_forward, nm::input::recurrent{7, 9}, 9, policy::corrected) ==
              nm::make_feed_forward(7));
// A flat image taken as FF(h*w*d) = FF(4*4*2) = FF(32), or unflattened by FeedForwardToCnn to CNN(4, 4, 2).
constexpr nm::input_type flat = nm::input::convolutional_flat{4, 4, 2};
static_assert(nm::preprocess(accepted_input::feed_forward, flat, 0, policy::corrected) == nm::make_feed_forward(32));
static_assert(nm::preprocess(accepted_input::convolutional, flat, 0, policy::corrected) ==
              nm::make_convolutional(4, 4, 2));
// FeedForwardToRnn: RNN(n, T); DL4J loses T (dl4j-memory-formulas#bug-14), policy::corrected restores
// the last known T (5).
static_assert(nm::preprocess(accepted_input::recurrent, nm::make_feed_forward(10), 5, policy::corrected) ==
              nm::make_recurrent(10, 5));
static_assert(nm::preprocess(accepted_input::recurrent, nm::make_feed_forward(10), 5, policy::dl4j) ==
              nm::make_recurrent(10, 0));
// CnnToRnn: RNN(h*w*c, T) = RNN(60, 5).
static_assert(nm::preprocess(accepted_input::recurrent, cnn, 5, policy::corrected) == nm::make_recurrent(60, 5));
// Same kind, or a layer that accepts anything: unchanged.
static_assert(nm::preprocess(accepted_input::convolutional, cnn, 0, policy::corrected) == cnn);
static_assert(nm::preprocess(accepted_input::any, nm::input::recurrent{7, 9}, 9, policy::dl4j) ==
              nm::input_type(nm::input::recurrent{7, 9}));
}  // namespace
