// tests/consumer/main.cpp: a downstream project's view of netmem (see CMakeLists.txt here).
#include <netmem/netmem.hpp>

namespace nm = netmem;

// A 2-dense multilayer perceptron on MNIST-sized input: 784 -> 100 -> 10.
using mlp = nm::sequential<nm::input::feed_forward{.size = 784},
                           nm::dense{.units = 100},
                           nm::dense{.units = 10}>;

// Hand computation (dense parameters = n_in*units + units for the bias):
//   layer 0: 784*100 + 100 = 78,500
//   layer 1: 100*10  + 10  =  1,010
//   total:                    79,510
static_assert(nm::parameter_count<mlp> == 79'510);

int main() { return 0; }
