// netmem/layers/all.hpp
// Every layer family.
#pragma once

#include <netmem/layers/activation_layer.hpp>
#include <netmem/layers/autoencoder.hpp>
#include <netmem/layers/batch_normalization.hpp>
#include <netmem/layers/conv2d.hpp>
#include <netmem/layers/dense.hpp>
#include <netmem/layers/dropout.hpp>
#include <netmem/layers/embedding.hpp>
#include <netmem/layers/flatten.hpp>
#include <netmem/layers/global_pooling.hpp>
#include <netmem/layers/output.hpp>
#include <netmem/layers/pooling2d.hpp>
#include <netmem/layers/rbm.hpp>
