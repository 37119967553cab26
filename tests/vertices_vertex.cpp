// dl4j-memory-formulas#vectors-vertices (DL4J testMemoryReportsVerticesCG): one vertex "gv" on inputs "0", "1" with
// allowDisconnected, every row under policy::dl4j, and the policy::corrected differences
// (dl4j-memory-formulas#bug-14). FLOAT, cache mode NONE, totals written as fixed + M x per-example bytes:
// fixed = total(M = 0), per example = total(1) - total(0) (dl4j-memory-formulas#report-text).
// Also tests: netmem/vertices/frozen_vertex.hpp netmem/vertices/l2.hpp netmem/vertices/pool_helper.hpp
// Also tests: netmem/vertices/reshape_vertex.hpp netmem/vertices/scale_shift.hpp netmem/vertices/stack.hpp
// Also tests: netmem/vertices/subset.hpp netmem/vertices/time_series.hpp
#include <doctest/doctest.h>

#include <netmem/layers/all.hpp>
#include <netmem/network/graph.hpp>
#include <netmem/network/queries.hpp>
#include <netmem/vertices/all.hpp>

namespace nm = netmem;

namespace {

constexpr nm::input_type ff10 = nm::input::feed_forward{10};
constexpr nm::input_type rnn10 = nm::input::recurrent{10, 10};

/// Bytes of the report as DL4J's toString prints them: {fixed, per example}.
struct split {
    nm::size_type fixed;
    nm::size_type per_example;
    friend constexpr bool operator==(const split&, const split&) = default;
};

template <class Net, nm::policy P, nm::memory_use_mode Mode>
constexpr split totals() {
    constexpr auto report = nm::memory_report<Net, P>();
    const nm::size_type t0 = report.total_bytes(0, Mode, nm::cache_mode::none);
    const nm::size_type t1 = report.total_bytes(1, Mode, nm::cache_mode::none);
    return {t0, t1 - t0};
}

template <class Net, nm::policy P = nm::policy::dl4j>
constexpr split inference = totals<Net, P, nm::memory_use_mode::inference>();
template <class Net, nm::policy P = nm::policy::dl4j>
constexpr split training = totals<Net, P, nm::memory_use_mode::training>();

/// Inputs "0" and "1", vertex "gv" on `In...`, output "gv", allowDisconnected (as in the DL4J test).
template <nm::input_type A, nm::input_type B, auto V, nm::fixed_string... In>
using two_input_graph = nm::graph<nm::inputs<nm::graph_input<"0", A>, nm::graph_input<"1", B>>,
                                  nm::vertex<"gv", V, In...>, nm::outputs<"gv">, nm::allow_disconnected>;
template <nm::input_type A, auto V>
using one_input_graph =
    nm::graph<nm::inputs<nm::graph_input<"0", A>>, nm::vertex<"gv", V, "0">, nm::outputs<"gv">>;

using add_ff = two_input_graph<ff10, ff10, nm::elementwise{.op = nm::elementwise_op::add}, "0", "1">;
using add_rnn = two_input_graph<rnn10, rnn10, nm::elementwise{.op = nm::elementwise_op::add}, "0", "1">;
using l2_normalize_ff = one_input_graph<ff10, nm::l2_normalize{}>;
using l2_rnn = two_input_graph<rnn10, rnn10, nm::l2{}, "0", "1">;
using merge_rnn = two_input_graph<rnn10, rnn10, nm::merge{}, "0", "1">;
using preprocessor_cnn =
    one_input_graph<nm::input::convolutional{1, 10, 1}, nm::feed_forward_to_cnn{.height = 1, .width = 10, .channels = 1}>;
using scale_rnn = one_input_graph<rnn10, nm::scale_vertex{.factor = 1.0}>;
using shift_rnn = one_input_graph<rnn10, nm::shift_vertex{.amount = 1.0}>;
using stack_rnn = two_input_graph<rnn10, rnn10, nm::stack{}, "0", "1">;
using unstack_rnn = one_input_graph<rnn10, nm::unstack{.from = 0, .stack_size = 2}>;
using duplicate_ff = two_input_graph<rnn10, ff10, nm::duplicate_to_time_series{}, "1">;
using last_step_rnn = one_input_graph<rnn10, nm::last_time_step_vertex{}>;

}  // namespace

TEST_CASE("dl4j-memory-formulas#vectors-vertices: every vertex row under policy::dl4j") {
    // ElementWise Add (FF10, FF10): in0 = out = 10 -> inference 10*4 = 40 per example; training
    // activations 40 + activation gradients of input 0 only 40 = 80 (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<add_ff> == split{0, 40});
    CHECK(training<add_ff> == split{0, 80});
    // ElementWise Add (RNN(10,10) x2): 100 elements -> 400 / 800 (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<add_rnn> == split{0, 400});
    CHECK(training<add_rnn> == split{0, 800});
    // L2Normalize (FF10): WVI = 1 element not scaled by M -> 4 fixed bytes; training 40 + 40 +
    // (3 + 2*10)*4 = 172 (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<l2_normalize_ff> == split{4, 40});
    CHECK(training<l2_normalize_ff> == split{0, 172});
    // L2Vertex (RNN(10,10) x2): out FF(1) -> 4; training 4 + 400 + (3 + 2*100)*4 = 1,216
    // (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<l2_rnn> == split{0, 4});
    CHECK(training<l2_rnn> == split{0, 1'216});
    // Merge (RNN(10,10) x2): out RNN(20,10) = 200 -> 800; training 800 + 400 = 1,200
    // (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<merge_rnn> == split{0, 800});
    CHECK(training<merge_rnn> == split{0, 1'200});
    // PreprocessorVertex(FeedForwardToCnn(1,10,1)) on CNN(1,10,1): 10 / 10 -> 40 / 80
    // (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<preprocessor_cnn> == split{0, 40});
    CHECK(training<preprocessor_cnn> == split{0, 80});
    // Scale(1.0), Shift(1.0), Stack, Unstack(0, 2) on RNN(10,10): 100 / 100 -> 400 / 800
    // (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<scale_rnn> == split{0, 400});
    CHECK(training<scale_rnn> == split{0, 800});
    CHECK(inference<shift_rnn> == split{0, 400});
    CHECK(training<shift_rnn> == split{0, 800});
    CHECK(inference<stack_rnn> == split{0, 400});
    CHECK(training<stack_rnn> == split{0, 800});
    CHECK(inference<unstack_rnn> == split{0, 400});
    CHECK(training<unstack_rnn> == split{0, 800});
    // DuplicateToTimeSeries fed by "1" = FF(10): out RNN(10, T = 1) -> 40 / 80 (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<duplicate_ff> == split{0, 40});
    CHECK(training<duplicate_ff> == split{0, 80});
    // LastTimeStep (RNN(10,10)): in 100, out 10 -> 40; training 40 + 400 = 440 (dl4j-memory-formulas#vectors-vertices).
    CHECK(inference<last_step_rnn> == split{0, 40});
    CHECK(training<last_step_rnn> == split{0, 440});
}

TEST_CASE("dl4j-memory-formulas#bug-14: policy::corrected vertex fixes") {
    using nm::policy;
    // Activation gradients over all inputs: add (FF10 x2) training = 40 + (10 + 10)*4 = 120.
    CHECK(training<add_ff, policy::corrected> == split{0, 120});
    // Merge (RNN(10,10) x2): 800 + (100 + 100)*4 = 1,600.
    CHECK(training<merge_rnn, policy::corrected> == split{0, 1'600});
    // L2 (RNN x2): 4 + 800 + 203*4 = 1,616.
    CHECK(training<l2_rnn, policy::corrected> == split{0, 1'616});
    // One-input vertices are unchanged: LastTimeStep 40 / 440 as under DL4J.
    CHECK(training<last_step_rnn, policy::corrected> == split{0, 440});
    // L2Normalize: the inference working element is scaled by M (dl4j-memory-formulas#bug-1): 0 + M*(40 + 4).
    CHECK(inference<l2_normalize_ff, policy::corrected> == split{0, 44});
    // DuplicateToTimeSeries takes T = 10 from the recurrent input "0" instead of DL4J's 1:
    // out RNN(10, 10) = 100 elements -> 400; training 400 + 40 = 440.
    CHECK(inference<duplicate_ff, policy::corrected> == split{0, 400});
    CHECK(training<duplicate_ff, policy::corrected> == split{0, 440});
    CHECK(nm::output_type<duplicate_ff, "gv"> == nm::input_type(nm::input::recurrent{10, 10}));
}

TEST_CASE("vertex output types under both policies") {
    using ff_in = nm::inputs<nm::graph_input<"in", nm::input::feed_forward{8}>>;
    using cnn_in = nm::inputs<nm::graph_input<"in", nm::input::convolutional{4, 4, 6}>>;
    using rnn_in = nm::inputs<nm::graph_input<"in", nm::input::recurrent{8, 5}>>;
    // Subset 2..4 of FF(8): 4 - 2 + 1 = 3 features.
    using subset_ff = nm::graph<ff_in, nm::vertex<"s", nm::subset{.from = 2, .to = 4}, "in">, nm::outputs<"s">>;
    CHECK(nm::output_type<subset_ff> == nm::input_type(nm::input::feed_forward{3}));
    // Subset 1..3 of CNN(4,4,6): corrected 3 channels; DL4J's sign bug gives 1 - 3 + 1 = -1
    // (dl4j-memory-formulas#vertices).
    using subset_cnn = nm::graph<cnn_in, nm::vertex<"s", nm::subset{.from = 1, .to = 3}, "in">, nm::outputs<"s">>;
    CHECK(nm::output_type<subset_cnn> == nm::input_type(nm::input::convolutional{4, 4, 3}));
    CHECK(subset_cnn::analysis<nm::policy::dl4j>.output.channels == -1);
    // Subset of RNN(8,5): corrected keeps T = 5; DL4J loses it (T = 0).
    using subset_rnn = nm::graph<rnn_in, nm::vertex<"s", nm::subset{.from = 0, .to = 3}, "in">, nm::outputs<"s">>;
    CHECK(nm::output_type<subset_rnn> == nm::input_type(nm::input::recurrent{4, 5}));
    CHECK(subset_rnn::analysis<nm::policy::dl4j>.output.time_steps == 0);
    // Reshape FF(8) -> {2, 4} = RNN(2, T = 4); DL4J loses T. {2, 2, 2} = CNN(h 2, w 2, c 2).
    using reshape_rnn =
        nm::graph<ff_in, nm::vertex<"r", nm::reshape_vertex{.shape = {2, 4}}, "in">, nm::outputs<"r">>;
    CHECK(nm::output_type<reshape_rnn> == nm::input_type(nm::input::recurrent{2, 4}));
    CHECK(reshape_rnn::analysis<nm::policy::dl4j>.output.time_steps == 0);
    using reshape_cnn =
        nm::graph<ff_in, nm::vertex<"r", nm::reshape_vertex{.shape = {2, 2, 2}}, "in">, nm::outputs<"r">>;
    CHECK(nm::output_type<reshape_cnn> == nm::input_type(nm::input::convolutional{2, 2, 2}));
    // Merge of CNN(4,4,6) with itself: channels 6 + 6 = 12.
    using merge_cnn = nm::graph<cnn_in, nm::vertex<"m", nm::merge{}, "in", "in">, nm::outputs<"m">>;
    CHECK(nm::output_type<merge_cnn> == nm::input_type(nm::input::convolutional{4, 4, 12}));
    // PoolHelper on CNN(4,4,6): DL4J records 4x4; the vertex computes 3x3 (one row and column trimmed).
    using pool_helper_cnn = nm::graph<cnn_in, nm::vertex<"p", nm::pool_helper{}, "in">, nm::outputs<"p">>;
    CHECK(nm::output_type<pool_helper_cnn> == nm::input_type(nm::input::convolutional{3, 3, 6}));
    CHECK(pool_helper_cnn::analysis<nm::policy::dl4j>.output == nm::input_type(nm::input::convolutional{4, 4, 6}));
    // Reverse time series keeps RNN(8, 5); last time step gives FF(8).
    using reverse_rnn = nm::graph<rnn_in, nm::vertex<"r", nm::reverse_time_series{}, "in">, nm::outputs<"r">>;
    CHECK(nm::output_type<reverse_rnn> == nm::input_type(nm::input::recurrent{8, 5}));
    // A frozen merge: same output, no trainable parameters (it has none anyway).
    using frozen_merge =
        nm::graph<ff_in, nm::vertex<"f", nm::frozen_vertex<nm::merge{}>{}, "in", "in">, nm::outputs<"f">>;
    CHECK(nm::output_type<frozen_merge> == nm::input_type(nm::input::feed_forward{16}));
}

TEST_CASE("policy::dl4j rejects vertices whose DL4J report has no time length") {
    using rnn_in = nm::inputs<nm::graph_input<"in", nm::input::recurrent{8, 5}>>;
    using subset_rnn = nm::graph<rnn_in, nm::vertex<"s", nm::subset{.from = 0, .to = 3}, "in">, nm::outputs<"s">>;
    CHECK(subset_rnn::analysis<nm::policy::dl4j>.failure == nm::detail::graph_failure::dl4j_no_report);
    CHECK(subset_rnn::analysis<nm::policy::corrected>.failure == nm::detail::graph_failure::none);
}
