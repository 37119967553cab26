// netmem/training/all.hpp
// Every training header: the liveness-aware training and inference peaks (training_peak.hpp), the
// PyTorch framework model (pytorch.hpp) and the budget check (fits.hpp).
#pragma once

#include <netmem/training/fits.hpp>
#include <netmem/training/pytorch.hpp>
#include <netmem/training/training_peak.hpp>
