// netmem/zoo/detail/torchvision.hpp
// What torchvision's ResNets write for every convolution: nn.Conv2d(in, filters, kernel, stride,
// padding=pad, bias=False), a square kernel with symmetric zero padding (torchvision
// models/resnet.py, conv3x3 / conv1x1 and the stem). Shapes NHWC in netmem; units: elements.
#pragma once

#include <netmem/core/integer.hpp>
#include <netmem/layers/conv2d.hpp>

namespace netmem::zoo::detail {

/// A torchvision ResNet convolution: `filters` outputs, kernel x kernel, stride, `pad` zeros on
/// every side, no bias.
constexpr conv2d torchvision_conv(size_type filters, size_type kernel, size_type stride, size_type pad) {
    return {.filters = filters,
            .kernel = {kernel, kernel},
            .stride = {stride, stride},
            .use_bias = false,
            .explicit_padding = {pad, pad}};
}

}  // namespace netmem::zoo::detail
