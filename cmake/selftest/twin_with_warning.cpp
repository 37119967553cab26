// Harness self-test (ctest harness.twin_with_warning): the twin has an unused variable, which
// -Wall -Werror turns into an error. The twin check must reject it.
// expect: netmem selftest
#ifdef NETMEM_COMPILE_FAIL
static_assert(sizeof(int) == 0, "netmem selftest");
#endif
int main() {
    int unused_variable = 0;
    return 0;
}
