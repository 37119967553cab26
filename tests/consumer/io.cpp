// tests/consumer/io.cpp: a downstream project's view of netmem::io (the host printers, which need
// nlohmann_json and {fmt} through netmem's CMake package). Exits 0 when the JSON and the table
// carry the hand-computed count.
#include <iostream>
#include <string>

#include <netmem/io/json.hpp>
#include <netmem/io/summary.hpp>
#include <netmem/netmem.hpp>

namespace nm = netmem;

using mlp = nm::sequential<nm::input::feed_forward{.size = 784}, nm::dense{.units = 100}, nm::dense{.units = 10}>;

int main() {
    // Layer 0: 784*100 + 100 = 78,500 parameters (main.cpp); total 79,510.
    const std::string json = nm::to_json(nm::memory_report<mlp>());
    const std::string table = nm::summary<mlp>("mlp");
    const bool ok = json.find("\"parameters\": 78500") != std::string::npos &&
                    table.find("Total params: 79,510") != std::string::npos;
    if (!ok) std::cerr << json << table;
    return ok ? 0 : 1;
}
