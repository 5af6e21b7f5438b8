#pragma once

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <QByteArray>
#include <QString>

namespace seki::app {

// The --json object of one scored file, with the fields docs/MANUAL.md's "Command line" lists
// (and the per-side breakdown the text report shows).
class JsonReport {
public:
    // The object as one line of compact JSON (UTF-8, no newline), byte for byte what
    // QJsonDocument::toJson(Compact) writes for it (keys in QJsonObject's sorted order), written
    // directly: building the QJsonObject and serialising it cost ten times the scoring.
    // `position` is what was scored: its dead stones are reported as "dead", from `deadFrom`
    // ("file", "engine" or "none"); its own territory marks (TB/TW), where the file has them, are
    // compared with the map as "fileMarksDiffer".
    static QByteArray line(const QString& file, const ScoreResult& result, const Position& position,
                           const QString& deadFrom);
};

} // namespace seki::app
