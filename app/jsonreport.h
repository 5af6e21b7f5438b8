#pragma once

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace seki::app {

// The --json object of one scored file, with the fields docs/MANUAL.md's "Command line" lists
// (and the per-side breakdown the text report shows).
class JsonReport {
public:
    // The object as one line of compact JSON (UTF-8, no newline; QJsonObject writes its keys in
    // sorted order). `position` is what was scored: its dead stones are reported as "dead", from `deadFrom`
    // ("file", "sekiscope", "engine" or "none"); its own territory marks (TB/TW), where the file
    // has them, are compared with the map as "fileMarksDiffer". `undecided`, when given (SekiScope's
    // finder), lists the stones it could not decide, counted alive, as "undecided".
    static QByteArray line(const QString& file, const ScoreResult& result, const Position& position,
                           const QString& deadFrom, const std::vector<Point>* undecided = nullptr);
};

} // namespace seki::app
