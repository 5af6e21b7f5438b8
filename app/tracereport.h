#pragma once

#include "scoring/scoreresult.h"
#include "scoring/trace.h"

#include <QJsonObject>
#include <QString>

namespace seki::app {

// The scorer's steps for --trace: each Step's data named after trace.h's per-kind comments, so
// the readable list and the JSON lines say the same thing (a point as GTP "D4" in text, as SGF
// "dd" in JSON, as docs/MANUAL.md says).
class TraceReport {
public:
    TraceReport(const Trace& trace, const ScoreResult& result);

    int stepCount() const;
    // One line: "  12. neutral fill  fill-neutral D4 black  parity=1 phase=0".
    QString text(int step) const;
    // One JSON object: {"file":..., "step":12, "stage":"neutral-fill", "kind":"fill-neutral", ...}.
    QJsonObject json(const QString& file, int step) const;

    static QString stageName(Stage stage);
    static QString kindName(StepKind kind);

private:
    struct NamedValue {
        QString name;
        int value;
        bool isIndex; // a Board::Index (a witness stone): shown as a point
    };
    QList<NamedValue> namedValues(const Step& step) const;
    Point pointOfIndex(int index) const;
    QString gtp(Point p) const;

    const Trace& m_trace;
    const ScoreResult& m_result;
};

} // namespace seki::app
