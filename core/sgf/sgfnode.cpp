#include "sgfnode.h"

#include <algorithm>
#include <utility>

namespace seki {

const SgfProperty* SgfNode::find(std::string_view identifier) const
{
    for (const auto& property : m_properties)
        if (property.identifier == identifier)
            return &property;
    return nullptr;
}

SgfProperty* SgfNode::find(std::string_view identifier)
{
    return const_cast<SgfProperty*>(std::as_const(*this).find(identifier));
}

std::optional<std::string> SgfNode::text(std::string_view identifier) const
{
    const SgfProperty* property = find(identifier);
    if (!property)
        return std::nullopt;
    return property->text();
}

void SgfNode::set(std::string_view identifier, std::vector<SgfValue> values)
{
    if (SgfProperty* property = find(identifier)) {
        property->values = std::move(values);
        return;
    }
    m_properties.push_back(SgfProperty{std::string(identifier), std::move(values), {}});
}

void SgfNode::setText(std::string_view identifier, std::string_view text)
{
    set(identifier, {SgfValue::fromText(text)});
}

void SgfNode::addValue(std::string_view identifier, SgfValue value)
{
    if (SgfProperty* property = find(identifier)) {
        property->values.push_back(std::move(value));
        return;
    }
    m_properties.push_back(SgfProperty{std::string(identifier), {std::move(value)}, {}});
}

int SgfNode::remove(std::string_view identifier)
{
    const auto removed = std::erase_if(m_properties, [&](const SgfProperty& p) { return p.identifier == identifier; });
    return int(removed);
}

bool SgfNode::removeValue(std::string_view identifier, const SgfValue& value)
{
    bool removed = false;
    for (auto& property : m_properties)
        if (property.identifier == identifier)
            removed |= std::erase(property.values, value) > 0;
    std::erase_if(m_properties, [&](const SgfProperty& p) { return p.identifier == identifier && p.values.empty(); });
    return removed;
}

} // namespace seki
