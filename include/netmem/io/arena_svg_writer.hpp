// netmem/io/arena_svg_writer.hpp
// The customization point of io/arena_svg.hpp (which see): arena_svg_writer<Report> draws the
// picture of a runtime's report. The primary template draws netmem's plan (plan_svg.hpp
// to_plan_svg); a runtime with a picture of its own specializes it for its report type in its io
// header (io/tflm_arena_svg.hpp: tflm::arena_report), and io/arena_svg.hpp includes the shipped
// runtimes' ones, so that every translation unit sees the same specializations.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>
#include <netmem/core/kernel_selection.hpp>
#include <netmem/io/plan_svg.hpp>

namespace netmem {

namespace io_detail {
/// "<network>: netmem's arena per execution step (<kernels> kernels)".
inline std::string plan_arena_svg_title(std::string_view network_name, const deployment& profile) {
    return std::string(network_name) + ": netmem's arena per execution step (" + name_of(kernels_of(profile)) + " kernels)";
}
}  // namespace io_detail

/// How the picture of a runtime's report is drawn (see the file comment). The primary template:
/// netmem's plan.
template <class Report>
struct arena_svg_writer {
    template <class Net, class Plan>
    static std::string svg(const Report&, const Plan& plan, const deployment& profile, const std::vector<std::string>& labels,
                           std::string_view network_name, size_type ram_budget) {
        return to_plan_svg(plan, labels,
                           {.title = io_detail::plan_arena_svg_title(network_name, profile), .ram_budget = ram_budget});
    }
};

}  // namespace netmem
