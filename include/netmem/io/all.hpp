// netmem/io/all.hpp
// Every host-side printer (std::string output; never included by the core headers):
//   dl4j_text.hpp  to_dl4j_string: DL4J's NetworkMemoryReport / LayerMemoryReport / InputType text
//   summary.hpp    summary<Net>: Keras-style model.summary() of sequential and graph networks
//   json.hpp       to_json: a network memory report as JSON
//   plan_text.hpp  to_plan_string<Net>: deployment plan timeline, tensors and flash/RAM table
#pragma once

#include <netmem/io/dl4j_text.hpp>
#include <netmem/io/json.hpp>
#include <netmem/io/plan_text.hpp>
#include <netmem/io/summary.hpp>
