// examples/cortex_m/print_plan.cpp -- host program: prints the numbers of firmware.cpp's plans
// (arena bytes and the input / output offsets) for check_firmware.cmake and for whoever writes
// the hand-made twin (firmware.cpp with -DNETMEM_HANDWRITTEN).
#include <cstdio>

#include <netmem/netmem.hpp>
#include <netmem/zoo/mlperf_ds_cnn.hpp>
#include <netmem/zoo/mlperf_vww_mobilenet_v1.hpp>

namespace nm = netmem;

template <class Plan>
void print(const char* name, const Plan& plan) {
    std::printf("%s_arena_bytes=%lld\n", name, static_cast<long long>(plan.arena_bytes));
    std::printf("%s_input_offset=%lld\n", name, static_cast<long long>(plan.input().offset));
    std::printf("%s_output_offset=%lld\n", name, static_cast<long long>(plan.output().offset));
    std::printf("%s_flash_bytes=%lld\n", name, static_cast<long long>(plan.flash.total()));
}

int main() {
    constexpr nm::deployment cortex_m4_int8{.kernels = nm::kernel_library::cmsis_nn_dsp};
    print("vww", nm::memory_plan_of<nm::zoo::mlperf_vww_mobilenet_v1, cortex_m4_int8>);
    print("kws", nm::memory_plan_of<nm::zoo::mlperf_ds_cnn, cortex_m4_int8>);
}
