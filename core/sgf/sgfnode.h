#pragma once

#include "sgfproperty.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seki {

// One node of a game tree: its properties in file order plus its place in the tree. Nodes live in
// their SgfGameTree's flat array and name their parent and children by index there, so neither a
// 1-million-move main line nor deep variations need recursion to build, copy, walk or destroy.
class SgfNode {
public:
    static constexpr int NoNode = -1;

    const std::vector<SgfProperty>& properties() const { return m_properties; }
    std::vector<SgfProperty>& properties() { return m_properties; }

    // The first property with this identifier, or nullptr.
    const SgfProperty* find(std::string_view identifier) const;
    SgfProperty* find(std::string_view identifier);
    bool has(std::string_view identifier) const { return find(identifier) != nullptr; }
    // The first value's unescaped text of the first such property (raw bytes, no charset
    // conversion), or nullopt when the node has no such property.
    std::optional<std::string> text(std::string_view identifier) const;

    // Replaces the values of the first property with this identifier (keeping its place in the
    // order) or appends a new property at the end.
    void set(std::string_view identifier, std::vector<SgfValue> values);
    void setText(std::string_view identifier, std::string_view text);
    // Appends one value to the first such property, creating it at the end when missing
    // (e.g. adding a point to AB or TB).
    void addValue(std::string_view identifier, SgfValue value);
    // Removes every property with this identifier; returns how many there were.
    int remove(std::string_view identifier);
    // Removes one value (e.g. a point from TB) from every property with this identifier, and the
    // properties it leaves without values; returns whether anything was removed.
    bool removeValue(std::string_view identifier, const SgfValue& value);
    // Appends a property as it was read (the parser; repeated identifiers are kept apart).
    void append(SgfProperty property) { m_properties.push_back(std::move(property)); }

    int parent() const { return m_parent; }
    const std::vector<int>& children() const { return m_children; }
    // Where the node's ';' stood in the file.
    TextLocation location() const { return m_location; }
    void setLocation(TextLocation location) { m_location = location; }

    // Same properties in the same order (locations and tree links are not compared).
    bool sameProperties(const SgfNode& other) const { return m_properties == other.m_properties; }

private:
    friend class SgfGameTree;

    std::vector<SgfProperty> m_properties;
    std::vector<int> m_children;
    int m_parent = NoNode;
    TextLocation m_location;
};

} // namespace seki
