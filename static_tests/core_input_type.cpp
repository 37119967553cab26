// static_tests/core_input_type.cpp: core/input_type.hpp, DL4J's InputType kinds. Elements per
// example, as DL4J InputType.arrayElementsPerExample() multiplies them: FF(n) n; RNN(n, T) n*T;
// CNN(h, w, c) h*w*c; CNNFlat(h, w, d) h*w*d; CNN3D(d, h, w, c) d*h*w*c.
#include <netmem/core/input_type.hpp>

namespace {
namespace nm = netmem;

static_assert(nm::input_type(nm::input::feed_forward{784}).elements_per_example() == 784);
static_assert(nm::input_type(nm::input::recurrent{20, 30}).elements_per_example() == 600);         // 20*30
static_assert(nm::input_type(nm::input::convolutional{96, 96, 3}).elements_per_example() == 27'648);  // 96*96*3
static_assert(nm::input_type(nm::input::convolutional_flat{28, 28, 1}).elements_per_example() == 784);
static_assert(nm::input_type(nm::input::convolutional3d{2, 3, 4, 5}).elements_per_example() == 120);  // 2*3*4*5
static_assert(nm::input_type(nm::input::recurrent{20, 30}).is_recurrent() &&
              !nm::input_type(nm::input::recurrent{20, 30}).is_feed_forward());
static_assert(nm::make_feed_forward(10) == nm::input_type(nm::input::feed_forward{10}));
static_assert(nm::make_convolutional(4, 5, 6) == nm::input_type(nm::input::convolutional{4, 5, 6}));
static_assert(!(nm::make_recurrent(10, 5) == nm::make_recurrent(10, 0)));
}  // namespace
