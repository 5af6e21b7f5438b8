#include "exercisekey.h"

#include "sgf/parseerror.h"
#include "sgf/sgfpointlist.h"

#include <algorithm>
#include <array>

namespace seki {

namespace {

constexpr std::array<std::pair<const char*, BlockStatus>, 3> StatusProperties{{
    {"EL", BlockStatus::Alive},
    {"ED", BlockStatus::Dead},
    {"ES", BlockStatus::Seki},
}};

constexpr std::array<std::pair<std::string_view, ExerciseKind>, 3> KindNames{{
    {"seki", ExerciseKind::SekiOrNot},
    {"count", ExerciseKind::CountIt},
    {"move", ExerciseKind::YourMove},
}};

} // namespace

std::string_view exerciseKindName(ExerciseKind kind)
{
    for (const auto& [name, value] : KindNames)
        if (value == kind)
            return name;
    return {};
}

std::vector<Point> ExerciseKey::deadStones() const
{
    std::vector<Point> dead;
    for (const auto& [point, status] : stones)
        if (status == BlockStatus::Dead)
            dead.push_back(point);
    return dead;
}

std::optional<ExerciseKey> readExerciseKey(const SgfNode& node, int width, int height)
{
    const SgfProperty* kind = node.find("EX");
    if (!kind || kind->values.empty())
        return std::nullopt;
    ExerciseKey key;
    const SgfValue& value = kind->values.front();
    const std::string text = value.text();
    const auto named = std::find_if(KindNames.begin(), KindNames.end(),
                                    [&text](const auto& entry) { return entry.first == text; });
    if (named == KindNames.end())
        throw ParseError(value.location(), ParseProblem::ExerciseKindInvalid, {quotedValue(text)}, "EX[" + quotedValue(text) + "]: the exercise is seki, count or move");
    key.kind = named->second;
    for (const auto& [identifier, status] : StatusProperties)
        for (const SgfProperty& property : node.properties()) {
            if (property.identifier != identifier)
                continue;
            const std::vector<Point> points = pointsOf(property, width, height);
            for (size_t k = 0; k < points.size(); ++k) {
                const Point point = points[k];
                const auto twice = std::find_if(key.stones.begin(), key.stones.end(),
                                                [point](const auto& entry) { return entry.first == point; });
                if (twice != key.stones.end()) {
                    if (twice->second == status)
                        continue;
                    throw ParseError(property.values.front().location(), ParseProblem::ExerciseTwoAnswers,
                                     {std::string(identifier), toSgf(point)},
                                     std::string(identifier) + ": " + toSgf(point)
                                         + " is given two answers (alive, dead or seki)");
                }
                key.stones.emplace_back(point, status);
            }
        }
    if (const auto reason = node.text("EW"))
        key.wrongMoveReason = *reason;
    return key;
}

void writeExerciseKey(SgfNode& node, const std::optional<ExerciseKey>& key)
{
    for (const char* identifier : {"EX", "EL", "ED", "ES", "EW"})
        node.remove(identifier);
    if (!key)
        return;
    node.setText("EX", exerciseKindName(key->kind));
    for (const auto& [identifier, status] : StatusProperties)
        for (const auto& [point, given] : key->stones)
            if (given == status)
                node.addValue(identifier, SgfValue::fromText(toSgf(point)));
    if (!key->wrongMoveReason.empty())
        node.setText("EW", key->wrongMoveReason);
}

} // namespace seki
