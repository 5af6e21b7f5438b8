#pragma once

#include "tracewalk.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QPainter;

namespace seki::ui {

// How a handout is laid out: diagrams in a grid on each page, one per stage of the scorer (the
// position and its five stages: one 2 x 3 page) or one per step of the walk-through.
struct HandoutOptions {
    enum class Content { Stages, Steps };
    int columns = 2;
    int rows = 3;
    Content content = Content::Stages;
    bool showCoordinates = true;

    int perPage() const { return columns * rows; }
};

// A handout of a walk-through (a lesson or the open game) for a class: a title and the lesson's
// text, then numbered diagrams in a grid, each with its explanation, drawn by the same
// TraceOverlayPainter (and so BoardPainter) as the screen. The same code prints (QPrinter) and
// writes PDF (QPdfWriter): both are QPagedPaintDevices.
class HandoutWriter {
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)
public:
    struct Diagram {
        int position = 0;   // walk position drawn
        QString heading;    // "1. The position", "3. Stage 2 of 5: Neutral points filled"
        QString caption;    // the explanation under it
    };

    HandoutWriter(std::shared_ptr<const TraceWalk> walk, const QString& title, const QString& introduction,
                  const HandoutOptions& options);

    const QList<Diagram>& diagrams() const { return m_diagrams; }
    int pageCount() const;

    // Paints every page on `device` (begun by `painter`), starting new pages as needed.
    void paint(QPainter& painter, QPagedPaintDevice& device) const;
    // Paints one page into `area` (device coordinates); `page` from 0. For the print preview and
    // tests that draw a page into an image.
    void paintPage(QPainter& painter, const QRectF& area, int page) const;

    // Writes the handout as an A4 (or the locale's Letter) PDF. False, with `error` set, when the
    // file cannot be written.
    bool writePdf(const QString& path, QString& error) const;

private:
    void buildDiagrams();
    // `pageHeight` sizes the text, as on the rest of the page.
    void paintDiagram(QPainter& painter, const QRectF& cell, const Diagram& diagram, double pageHeight) const;

    std::shared_ptr<const TraceWalk> m_walk;
    QString m_title;
    QString m_introduction;
    HandoutOptions m_options;
    QList<Diagram> m_diagrams;
};

} // namespace seki::ui
