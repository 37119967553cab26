// Harness self-test (ctest harness.no_expect_line): fails to compile as it should, but has only a
// compiler-specific expectation and no plain "expect" line. The checker must reject it.
// expect-gcc: static assertion failed
// expect-clang: static_assert failed
#ifdef NETMEM_COMPILE_FAIL
static_assert(sizeof(int) == 0, "netmem selftest");
#endif
int main() { return 0; }
