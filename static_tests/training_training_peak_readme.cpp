// docs/guide/training-memory.md, "Training peak as a framework reaches it (PyTorch)", compiled. The README quotes the
// estimate for resnet18, minibatch 32, Adam: 909,408,896 B, which PyTorch measured as 933,721,728 B
// (docs/reference/measured-training-peaks.md; ratio 0.974, inside the 10 % that
// tests/training_training_peak_measured.cpp checks against the measurement), and alexnet's inference at
// minibatch 8 with and without cuDNN's convolution workspace (PyTorch: 13,173,248 B). This file keeps
// the README's numbers and code in step with the library.
#include <netmem/netmem.hpp>
#include <netmem/zoo/alexnet.hpp>
#include <netmem/zoo/resnet18.hpp>

namespace readme_training {
namespace nm = netmem;
using namespace nm::literals;

constexpr auto peak = nm::training_peak<nm::zoo::resnet18>(nm::training_peak_config{
    .minibatch = 32, .optimizer = nm::updater::adam});
static_assert(peak.peak_bytes == 909'408'896);
static_assert(peak.peak_bytes >= 933'721'728 / 10 * 9 && peak.peak_bytes <= 933'721'728 / 10 * 11);
constexpr auto eval = nm::inference_peak<nm::zoo::resnet18>(nm::inference_peak_config{.minibatch = 32});
static_assert(eval.activation_peak > 0);
constexpr auto lower = nm::inference_peak<nm::zoo::alexnet>(
    {.minibatch = 8, .convolution_workspace = nm::convolution_workspace::none});
static_assert(lower.activation_peak == 10'674'176);
constexpr auto eval8 = nm::inference_peak<nm::zoo::alexnet>({.minibatch = 8});
static_assert(eval8.activation_peak == 12'617'728);
static_assert(eval8.convolution_workspace_at_peak == 6'422'528);  // 8 x 224 x 224 x 4 channels x 4 B
static_assert(nm::assert_training_fits<nm::zoo::resnet18, nm::training_peak_config{.minibatch = 32},
                                       nm::budget{.ram = 16_GiB}, nm::training_allowances{.workspaces = 1_GiB}>());
}  // namespace readme_training
