// tools/netmem-import/fuzz/replay_main.cpp
// Replays fuzz inputs through LLVMFuzzerTestOneInput without libFuzzer (any compiler):
//   netmem-import-fuzz-replay FILE_OR_DIRECTORY...
// Each file is read into a buffer of exactly its size. Prints "replayed N inputs" and exits 0;
// a crash or a sanitizer report (built with -fno-sanitize-recover) ends it non-zero.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

bool replay(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return false;
    const std::vector<char> text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto bytes = std::make_unique<std::uint8_t[]>(text.size() + 1);  // +1: a valid pointer for 0 bytes
    for (std::size_t i = 0; i < text.size(); ++i) bytes[i] = static_cast<std::uint8_t>(text[i]);
    std::fprintf(stderr, "replay %s (%zu B)\n", file.string().c_str(), text.size());
    LLVMFuzzerTestOneInput(bytes.get(), text.size());
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t count = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path p = argv[i];
        if (std::filesystem::is_directory(p)) {
            for (const auto& entry : std::filesystem::directory_iterator(p))
                if (entry.is_regular_file() && replay(entry.path())) ++count;
        } else if (replay(p)) {
            ++count;
        } else {
            std::fprintf(stderr, "netmem-import-fuzz-replay: cannot read %s\n", argv[i]);
            return 1;
        }
    }
    std::printf("replayed %zu inputs\n", count);
    return count == 0 ? 1 : 0;
}
