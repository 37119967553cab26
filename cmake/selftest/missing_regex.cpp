// Harness self-test (ctest harness.missing_regex): the file fails to compile, but one regex does
// not match. The checker must reject it and name the missing regex.
// expect: netmem selftest: the real message
// expect: this text is not in the compiler output
#ifdef NETMEM_COMPILE_FAIL
static_assert(sizeof(int) == 0, "netmem selftest: the real message");
#endif
int main() { return 0; }
