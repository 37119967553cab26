// tests/doctest_main.cpp: doctest's main(), compiled once and linked into every tests/*.cpp
// executable (tests/CMakeLists.txt).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
