// netmem/io/arena_svg.hpp
// The SVG picture of the arena a verdict is about, under profile.runtime (host only: std::string):
// the picture of the report the runtime's model reads (planning/runtime_model.hpp: the report its
// ram_bytes takes), so the command lines draw it without naming a runtime.
//
//   std::ofstream("net.svg") << nm::to_arena_svg<Net>(plan, profile, labels, "net", ram_budget);
//
// - to_arena_svg<Net>(plan, profile, labels, network_name, ram_budget): visits profile.runtime's
//   model, takes its report of Net (runtime_model<R>::arena<Net>(plan, profile)) and draws it with
//   arena_svg_writer<Report>. A runtime without a model draws netmem's plan.
// - arena_svg_writer<Report> is the customization point: its primary template draws netmem's plan
//   (plan_svg.hpp to_plan_svg, titled "<network>: netmem's arena per execution step (<kernels>
//   kernels)"): static_arena's report is the plan itself, and a runtime with a report of its own and
//   no picture gets that (io/arena_svg_writer.hpp). A runtime with a picture of its own specializes
//   it for its report type in its io header (io/tflm_arena_svg.hpp: tflm::arena_report, TFLM's arena
//   per operator), which this header includes for the shipped runtimes; include a runtime of one's
//   own before it. The member is
//       template <class Net, class Plan>
//       static std::string svg(const Report&, const Plan& plan, const deployment& profile,
//                              const std::vector<std::string>& labels, std::string_view network_name,
//                              size_type ram_budget);   // bytes; no_limit: no budget line
// - io_detail::plan_arena_svg_title(network_name, profile): the plan picture's title, which
//   tools/netmem-import also writes for a .tflite (it draws the same two pictures from its run-time
//   reports).
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/planning/plan_memory.hpp>
#include <netmem/planning/runtime_model.hpp>
#include <netmem/io/arena_svg_writer.hpp>
#include <netmem/io/plan_svg.hpp>
#include <netmem/io/tflm_arena_svg.hpp>  // the shipped runtimes' pictures (arena_svg_writer<tflm::arena_report>)

namespace netmem {

/// The picture of the arena profile.runtime's model reports for `plan` of Net (see the file comment).
template <class Net, std::size_t T, std::size_t S, std::size_t N, std::size_t M>
std::string to_arena_svg(const memory_plan<T, S, N, M>& plan, const deployment& profile,
                         const std::vector<std::string>& labels, std::string_view network_name,
                         size_type ram_budget = no_limit) {
    std::string svg;
    const bool modelled = visit_runtime_model(profile.runtime, [&](auto model) {
        using model_type = decltype(model);
        decltype(auto) report = model_type::template arena<Net>(plan, profile);
        using report_type = std::remove_cvref_t<decltype(report)>;
        svg = arena_svg_writer<report_type>::template svg<Net>(report, plan, profile, labels, network_name, ram_budget);
    });
    if (!modelled) svg = arena_svg_writer<memory_plan<T, S, N, M>>::template svg<Net>(plan, plan, profile, labels,
                                                                                     network_name, ram_budget);
    return svg;
}

}  // namespace netmem
