// netmem/layers/all.hpp
// Every layer family.
#pragma once

#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
