// netmem/core/policy.hpp
// The two report policies: every difference in docs/differences.md, DL4J's model in
// docs/explanation/dl4j-memory-formulas.md.
#pragma once

#include <cstdint>

namespace netmem {

/// Which memory model a report follows.
/// - `dl4j`: bit-exact with Deeplearning4j's LayerMemoryReport / NetworkMemoryReport, quirks
///   included (dl4j-memory-formulas#bugs). Where DL4J produces no report (a crash), asking for one under this
///   policy is a compile error that names the layer.
/// - `corrected` (the default): the same model with DL4J's defects fixed. Every difference is
///   listed in docs/differences.md with the number it changes.
enum class policy : std::uint8_t { corrected, dl4j };

}  // namespace netmem
