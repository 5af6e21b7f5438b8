#include "nodemarkup.h"

#include "parseerror.h"
#include "sgfpointlist.h"

#include <utility>

namespace seki {

namespace {

constexpr std::pair<const char*, MarkShape> ShapeProperties[] = {
    {"TR", MarkShape::Triangle},
    {"SQ", MarkShape::Square},
    {"CR", MarkShape::Circle},
    {"MA", MarkShape::Cross},
};

// UTF-8 text cut to at most `bytes` bytes without splitting a character.
std::string cutText(std::string text, size_t bytes)
{
    if (text.size() <= bytes)
        return text;
    size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    text.resize(end);
    return text;
}

} // namespace

NodeMarkup readMarkup(const SgfNode& node, int width, int height)
{
    NodeMarkup markup;
    for (const auto& [identifier, shape] : ShapeProperties)
        for (const SgfProperty& property : node.properties())
            if (property.identifier == identifier)
                for (Point point : pointsOf(property, width, height))
                    markup.shapes.push_back({point, shape});
    for (const SgfProperty& property : node.properties()) {
        if (property.identifier != "LB")
            continue;
        for (const SgfValue& value : property.values) {
            const auto parts = value.splitCompose();
            const std::optional<Point> point = parts ? fromSgf(parts->first) : std::nullopt;
            if (!point)
                throw ParseError(value.location(), ParseProblem::LabelWithoutText, {quotedValue(value.text())},
                                 "LB[" + quotedValue(value.text()) + "]: a label needs a point and its text, as LB[dd:A]");
            if (point->x >= width || point->y >= height)
                throw ParseError(value.location(), ParseProblem::LabelOffBoard, {quotedValue(value.text())},
                                 "LB[" + quotedValue(value.text()) + "]: the point is off the board");
            markup.labels.push_back({*point, cutText(parts->second, MaxLabelBytes)});
        }
    }
    if (const SgfProperty* property = node.find("PL"); property && !property->values.empty()) {
        const SgfValue& value = property->values.front();
        const std::string text = value.text();
        if (text == "B" || text == "b")
            markup.toPlay = Color::Black;
        else if (text == "W" || text == "w")
            markup.toPlay = Color::White;
        else
            throw ParseError(value.location(), ParseProblem::PlayerInvalid, {quotedValue(text)}, "PL[" + quotedValue(text) + "]: the side to play must be B or W");
    }
    return markup;
}

void writeMarkup(SgfNode& node, const NodeMarkup& markup)
{
    for (const auto& [identifier, shape] : ShapeProperties) {
        node.remove(identifier);
        for (const PointShape& mark : markup.shapes)
            if (mark.shape == shape)
                node.addValue(identifier, SgfValue::fromText(toSgf(mark.point)));
    }
    node.remove("LB");
    for (const PointLabel& label : markup.labels)
        node.addValue("LB", SgfValue::fromCompose(toSgf(label.point), label.text));
    node.remove("PL");
    if (markup.toPlay)
        node.setText("PL", *markup.toPlay == Color::Black ? "B" : "W");
}

} // namespace seki
