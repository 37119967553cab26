// netmem/vertices/all.hpp
// Every graph vertex that is not a layer (DL4J GraphVertex subclasses, dl4j-memory-formulas#vertices).
#pragma once

#include <netmem/vertices/elementwise.hpp>
#include <netmem/vertices/frozen_vertex.hpp>
#include <netmem/vertices/l2.hpp>
#include <netmem/vertices/merge.hpp>
#include <netmem/vertices/pool_helper.hpp>
#include <netmem/vertices/reshape_vertex.hpp>
#include <netmem/vertices/scale_shift.hpp>
#include <netmem/vertices/stack.hpp>
#include <netmem/vertices/subset.hpp>
#include <netmem/vertices/time_series.hpp>
#include <netmem/vertices/vertex.hpp>
