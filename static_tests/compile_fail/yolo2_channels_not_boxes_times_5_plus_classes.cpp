// static_tests/compile_fail/yolo2_channels_not_boxes_times_5_plus_classes.cpp:
// rule netmem::rules::yolo2_channels_not_boxes_times_5_plus_classes.
// Layer 1 (yolo2_output, 5 boxes) receives 126 channels, not 5 * (5 + C): the error must name layer 1,
// the 126 channels and the 5 boxes.
// Without NETMEM_COMPILE_FAIL the same network with 125 channels (5 * (5 + 20), YOLOv2 on VOC) must
// compile (the twin).
#include <netmem/netmem.hpp>

namespace nm = netmem;

#ifdef NETMEM_COMPILE_FAIL
// expect: yolo2_channels_not_boxes_times_5_plus_classes<.*yolo2_input_channels<.*layer<1>, 126>.*yolo2_bounding_boxes<.*layer<1>, 5>
// expect: netmem: yolo2_output needs bounding_boxes \* \(5 \+ classes\) input channels
using net = nm::sequential<nm::input::convolutional{.height = 13, .width = 13, .channels = 64},
                           nm::conv2d{.filters = 126, .kernel = {1, 1}}, nm::yolo2_output{.bounding_boxes = 5}>;
#else
using net = nm::sequential<nm::input::convolutional{.height = 13, .width = 13, .channels = 64},
                           nm::conv2d{.filters = 125, .kernel = {1, 1}}, nm::yolo2_output{.bounding_boxes = 5}>;
#endif

static_assert(nm::parameter_count<net> >= 0);
