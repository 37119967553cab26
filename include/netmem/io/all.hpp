// netmem/io/all.hpp
// Every host-side printer (std::string output; never included by the core headers). They need the
// CMake target netmem::io (nlohmann_json for JSON, {fmt} for numbers and tables):
//   dl4j_text.hpp     to_dl4j_string: DL4J's NetworkMemoryReport / LayerMemoryReport / InputType text
//   summary.hpp       summary<Net>: Keras-style model.summary() of sequential and graph networks
//   json.hpp          to_json: a network memory report as JSON
//   plan_text.hpp     to_plan_string<Net>: deployment plan timeline, tensors and flash/RAM table
//   plan_verdict.hpp  verdict_of / to_verdict_string: does a plan fit a target under a runtime
//   plan_json.hpp     to_plan_json<Net>: a deployment plan as JSON (schema netmem.plan v1)
//   plan_svg.hpp      to_plan_svg<Net>: a deployment plan's memory timeline as SVG
//   tflm_arena_svg.hpp to_tflm_arena_svg: TFLM's arena (head as its planner places it, tail) as SVG
#pragma once

#include <netmem/io/arena_svg.hpp>
#include <netmem/io/dl4j_text.hpp>
#include <netmem/io/json.hpp>
#include <netmem/io/plan_json.hpp>
#include <netmem/io/plan_svg.hpp>
#include <netmem/io/plan_text.hpp>
#include <netmem/io/plan_verdict.hpp>
#include <netmem/io/summary.hpp>
#include <netmem/io/tflm_arena_svg.hpp>
