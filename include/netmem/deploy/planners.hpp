// netmem/deploy/planners.hpp
// Forwarding header: planners.hpp moved to netmem/planning/ (the layer below runtime/ and training/,
// docs/developing.md "Layout"), so that includes run one way between deploy/ and runtime/. This
// header keeps `#include <netmem/deploy/planners.hpp>` working (docs/history/api-changes.md);
// new code includes <netmem/planning/planners.hpp>.
#pragma once

#include <netmem/planning/planners.hpp>
