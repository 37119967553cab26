// Harness self-test (ctest harness.special_characters): a compile-fail file whose regexes hold
// ; [ ] ( ) | and a trailing space, which a CMake list would split or mangle. Must pass.
// expect: a;b \[c\] \(d\) x\|y   
// expect: (static assertion failed|static_assert failed)
// expect-gcc: static assertion failed: netmem selftest
// expect-clang: static_assert failed due to requirement
#ifdef NETMEM_COMPILE_FAIL
static_assert(sizeof(int) == 0, "netmem selftest: a;b [c] (d) x|y");
#endif
int main() { return 0; }
