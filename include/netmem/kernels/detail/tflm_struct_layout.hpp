// netmem/kernels/detail/tflm_struct_layout.hpp
// sizeof and alignof of a C struct, computed field by field for a target ABI, so that the sizes of
// TFLM's structs (TfLite*Params, kernel OpData) follow from their field lists instead of being
// copied from one build.
//
// The C layout rule (every ABI used here): each field starts at the next multiple of its own
// alignment; the struct's alignment is its largest field alignment; sizeof is the end of the last
// field rounded up to that alignment. Arrays are `count` fields in a row; a nested struct is one
// field with the nested struct's size and alignment.
//
// ABIs (bytes):
// | ABI                | pointer, size_t | double, int64_t alignment in a struct | enum           |
// |--------------------|-----------------|----------------------------------------|----------------|
// | ilp32_i386         | 4               | 4 (i386 System V)                      | 4              |
// | arm_eabi_gcc       | 4               | 8 (AAPCS)                              | 1 when its values fit in a byte (arm-none-eabi-gcc defaults to -fshort-enums; TFLM's cortex_m makefiles do not turn it off) |
// | lp64               | 8               | 8 (x86-64 System V)                    | 4              |
// | ilp32_gcc          | 4               | 8 (Xtensa, RISC-V ilp32)               | 4              |
// ilp32_i386 is the ABI of the oracle `tflm-arena-m32` (../shared/oracles/README.md); lp64 that of
// `tflm-arena-m64`. ilp32_gcc is from the Xtensa and RISC-V ABI documents, not from a TFLM build
// (core/deployment.hpp struct_abi: an estimate). A deployment profile names its ABI with deployment::tflm.abi (abi_of below); by
// default a 32-bit profile is arm_eabi_gcc, the firmware's.
#pragma once

#include <netmem/core/deployment.hpp>
#include <netmem/core/integer.hpp>

namespace netmem::tflm {

/// The C ABI of a TFLM build: what sizeof of its structs depends on. Bytes.
struct target_abi {
    size_type pointer_bytes = 4;         ///< void*, size_t
    size_type eight_byte_alignment = 4;  ///< alignment of double and int64_t inside a struct
    size_type enum_bytes = 4;            ///< an enum whose values fit in one byte (every TFLM enum used here)
    friend constexpr bool operator==(const target_abi&, const target_abi&) = default;
};

namespace abi {
/// 32-bit x86 (the oracle tflm-arena-m32): 4-byte pointers, 8-byte scalars 4-aligned, int enums.
inline constexpr target_abi ilp32_i386{4, 4, 4};
/// Cortex-M built with arm-none-eabi-gcc (AAPCS): 4-byte pointers, 8-byte scalars 8-aligned,
/// short enums (GCC's default for arm-none-eabi).
inline constexpr target_abi arm_eabi_gcc{4, 8, 1};
/// 64-bit x86 (the oracle tflm-arena-m64 and TFLM host builds).
inline constexpr target_abi lp64{8, 8, 4};
/// Xtensa (ESP32, ESP32-S3) and 32-bit RISC-V with GCC: 4-byte pointers, 8-byte scalars 8-aligned,
/// int enums. From the ABIs, no oracle: an estimate.
inline constexpr target_abi ilp32_gcc{4, 8, 4};
}  // namespace abi

/// The ABI the oracle with `pointer_bits`-bit pointers uses: 32 -> abi::ilp32_i386, 64 -> abi::lp64.
constexpr target_abi abi_for_pointer_bits(size_type pointer_bits) noexcept {
    return pointer_bits == 64 ? abi::lp64 : abi::ilp32_i386;
}

/// The ABI a deployment profile names (deployment::tflm.abi; struct_abi::for_pointer_bits is
/// arm_eabi_gcc with 32-bit pointers and lp64 with 64-bit ones).
constexpr target_abi abi_of(const deployment& profile) noexcept {
    switch (resolved_abi(profile)) {
        case struct_abi::ilp32_i386: return abi::ilp32_i386;
        case struct_abi::lp64: return abi::lp64;
        case struct_abi::ilp32_gcc: return abi::ilp32_gcc;
        default: return abi::arm_eabi_gcc;
    }
}

namespace detail {

/// A C struct being laid out field by field (see the file comment).
class struct_layout {
public:
    constexpr explicit struct_layout(const target_abi& target) noexcept : abi_(target) {}

    /// `count` fields of `bytes` bytes each, aligned to `alignment`.
    constexpr struct_layout& field(size_type bytes, size_type alignment, size_type count = 1) noexcept {
        end_ = checked_add(round_up(end_, alignment), checked_multiply(bytes, count));
        if (alignment > alignment_) alignment_ = alignment;
        return *this;
    }
    constexpr struct_layout& boolean(size_type count = 1) noexcept { return field(1, 1, count); }  ///< bool, int8_t, uint8_t
    constexpr struct_layout& int16(size_type count = 1) noexcept { return field(2, 2, count); }    ///< int16_t, uint16_t
    constexpr struct_layout& int32(size_type count = 1) noexcept { return field(4, 4, count); }    ///< int, int32_t, float
    constexpr struct_layout& int8(size_type count = 1) noexcept { return field(1, 1, count); }     ///< int8_t
    constexpr struct_layout& pointer(size_type count = 1) noexcept {                               ///< T*, size_t
        return field(abi_.pointer_bytes, abi_.pointer_bytes, count);
    }
    constexpr struct_layout& eight_byte(size_type count = 1) noexcept {                            ///< double, int64_t
        return field(8, abi_.eight_byte_alignment, count);
    }
    constexpr struct_layout& enumeration(size_type count = 1) noexcept {                           ///< a C enum
        return field(abi_.enum_bytes, abi_.enum_bytes, count);
    }
    constexpr struct_layout& nested(const struct_layout& inner, size_type count = 1) noexcept {   ///< a struct field
        return field(inner.bytes(), inner.alignment(), count);
    }

    /// sizeof: the end of the last field rounded up to the struct's alignment.
    constexpr size_type bytes() const noexcept { return round_up(end_, alignment_); }
    /// alignof: the largest field alignment (1 for an empty struct).
    constexpr size_type alignment() const noexcept { return alignment_; }

private:
    target_abi abi_;
    size_type end_ = 0;
    size_type alignment_ = 1;
};

}  // namespace detail
}  // namespace netmem::tflm
