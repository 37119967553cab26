# cmake/arm-none-eabi.cmake -- toolchain file for bare-metal Arm Cortex-M4F (GNU Arm Embedded,
# Debian packages gcc-arm-none-eabi and libstdc++-arm-none-eabi-newlib). Used by the
# arm-cortex-m4 preset, which builds only examples/cortex_m/.
#
# Code generation: -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 (the M4 with its
# single-precision FPU, e.g. STM32F4, nRF52840), C++ without exceptions and RTTI, one section per
# function and object so that --gc-sections drops what is unused. Executables link against newlib
# nano with stub system calls (nano.specs, nosys.specs); they build and can be sized
# (arm-none-eabi-size), a board project supplies its own linker script and startup code.
#
# netmem's CMakeLists.txt never adds the host's /usr/include when CMAKE_CROSSCOMPILING: Boost is
# reached through a build-tree directory holding only a `boost` symlink (docs/developing.md, "Cross-compiling").
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(NETMEM_ARM_TRIPLE arm-none-eabi)
find_program(CMAKE_C_COMPILER NAMES ${NETMEM_ARM_TRIPLE}-gcc REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${NETMEM_ARM_TRIPLE}-g++ REQUIRED)
find_program(CMAKE_ASM_COMPILER NAMES ${NETMEM_ARM_TRIPLE}-gcc REQUIRED)
find_program(CMAKE_OBJCOPY NAMES ${NETMEM_ARM_TRIPLE}-objcopy)
find_program(CMAKE_SIZE NAMES ${NETMEM_ARM_TRIPLE}-size)

# Firmware images are ELF files: <target>.elf (arm-none-eabi-size and objcopy take them as is).
set(CMAKE_EXECUTABLE_SUFFIX_C .elf)
set(CMAKE_EXECUTABLE_SUFFIX_CXX .elf)
set(CMAKE_EXECUTABLE_SUFFIX_ASM .elf)

# Compiler checks link a static library, not an executable (there is no board to link for).
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(NETMEM_ARM_CPU_FLAGS "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16")
set(CMAKE_C_FLAGS_INIT "${NETMEM_ARM_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_CXX_FLAGS_INIT
    "${NETMEM_ARM_CPU_FLAGS} -ffunction-sections -fdata-sections -fno-exceptions -fno-rtti -fno-threadsafe-statics")
set(CMAKE_ASM_FLAGS_INIT "${NETMEM_ARM_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "--specs=nano.specs --specs=nosys.specs -Wl,--gc-sections")

# Search programs on the host, libraries and headers only in the target's sysroot.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
