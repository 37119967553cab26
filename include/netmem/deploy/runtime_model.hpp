// netmem/deploy/runtime_model.hpp
// Forwarding header: runtime_model.hpp moved to netmem/planning/ (the layer below runtime/ and training/,
// docs/developing.md "Layout"), so that includes run one way between deploy/ and runtime/. This
// header keeps `#include <netmem/deploy/runtime_model.hpp>` working (docs/history/api-changes.md);
// new code includes <netmem/planning/runtime_model.hpp>.
#pragma once

#include <netmem/planning/runtime_model.hpp>
