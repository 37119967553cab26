// Harness self-test (ctest harness.compiles_anyway): the "failing" part compiles, so the
// compile-fail test must fail even though the regex would match the (empty) output.
// expect: .*
#ifdef NETMEM_COMPILE_FAIL
static_assert(sizeof(int) > 0, "netmem selftest: true");
#endif
int main() { return 0; }
