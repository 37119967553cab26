// examples/export_json.cpp -- writes the DL4J memory report of the DL4J LeNet as JSON on stdout
// (training at minibatch 32 with Adam, float32, cache mode none), for scripts and dashboards:
//   ./export_json > lenet_memory.json
// Layout: include/netmem/io/json.hpp.
#include <iostream>

#include <netmem/io/json.hpp>
#include <netmem/netmem.hpp>
#include <netmem/zoo/dl4j_lenet.hpp>

int main() {
    namespace nm = netmem;
    constexpr auto report = nm::memory_report<nm::zoo::dl4j_lenet>(nm::training_config{.updater = nm::updater::adam});
    std::cout << nm::to_json(report, {.minibatch = 32, .cache = nm::cache_mode::none, .element = nm::data_type::float32});
    return 0;
}
