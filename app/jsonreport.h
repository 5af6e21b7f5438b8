#pragma once

#include "scoring/scoreresult.h"

#include <QJsonObject>
#include <QString>

namespace seki::app {

// The --json object of one scored file, with the fields of DESIGN.md's command line contract
// (and the per-side breakdown the text report shows).
class JsonReport {
public:
    // position: the scored file's, for what the file itself says (its territory marks).
    static QJsonObject toJson(const QString& file, const Position& position, const ScoreResult& result);
};

} // namespace seki::app
