#include "gamedetails.h"

#include "textencoding.h"

namespace seki {

GameDetails readGameDetails(const SgfGameTree& tree)
{
    const SgfNode& root = tree.root();
    const std::string charset = tree.charset();
    const auto read = [&](std::string_view identifier) {
        const std::optional<std::string> raw = root.text(identifier);
        return raw ? decodeToUtf8(*raw, charset).utf8 : std::string{};
    };
    GameDetails details;
    details.blackRank = read("BR");
    details.whiteRank = read("WR");
    details.date = read("DT");
    details.event = read("EV");
    details.round = read("RO");
    details.place = read("PC");
    details.gameName = read("GN");
    details.timeLimit = read("TM");
    details.overtime = read("OT");
    return details;
}

} // namespace seki
