// tests/support/json_document.hpp -- what the JSON tests share: parse a document strictly
// (nlohmann::ordered_json, RFC 8259, keys kept in document order) and list an object's keys.
#pragma once

#include <string>
#include <vector>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace netmem_test {

using json = nlohmann::ordered_json;

/// Parses `text`; a parse error fails the test case.
inline json parse(const std::string& text) {
    json document;
    REQUIRE_NOTHROW(document = json::parse(text));
    return document;
}

/// An object's keys in document order.
inline std::vector<std::string> keys(const json& object) {
    std::vector<std::string> names;
    for (const auto& item : object.items()) names.push_back(item.key());
    return names;
}

}  // namespace netmem_test
