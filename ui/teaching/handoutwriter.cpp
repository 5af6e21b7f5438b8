#include "handoutwriter.h"
#include "safefilewriter.h"

#include "rulestitle.h"
#include "stepexplainer.h"
#include "themerenderer.h"
#include "traceoverlaypainter.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace seki::ui {

namespace {

// Everything on a page is sized from the page's height, not from font points: the same layout
// then comes out alike on a 300 dpi PDF, a 600 dpi printer and a 100 dpi preview image.
constexpr double TitleSize = 1.0 / 34;
constexpr double TextSize = 1.0 / 78;
constexpr double CaptionSize = 1.0 / 88;
constexpr double SmallSize = 1.0 / 100;
constexpr double MinCaptionSize = 1.0 / 150;

QFont sizedFont(double pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

// Draws wrapped text into `box`, shrinking the font until it fits (down to a floor, then it is
// cut at the box): a long explanation never runs into the next diagram.
void drawFitted(QPainter& painter, const QRectF& box, const QString& text, double pixels, double floor)
{
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    double size = pixels;
    while (true) {
        painter.setFont(sizedFont(size));
        const QRectF needed = painter.boundingRect(box, flags, text);
        if (needed.height() <= box.height() || size <= floor)
            break;
        size = std::max(floor, size * 0.92);
    }
    painter.save();
    painter.setClipRect(box);
    painter.drawText(box, flags, text);
    painter.restore();
}

} // namespace

HandoutWriter::HandoutWriter(std::shared_ptr<const TraceWalk> walk, const QString& title, const QString& introduction,
                             const HandoutOptions& options)
    : m_walk(std::move(walk)), m_title(title), m_introduction(introduction.trimmed()), m_options(options)
{
    m_options.columns = std::clamp(m_options.columns, 1, 6);
    m_options.rows = std::clamp(m_options.rows, 1, 6);
    buildDiagrams();
}

void HandoutWriter::buildDiagrams()
{
    m_diagrams.clear();
    if (!m_walk || m_walk->isEmpty())
        return;
    const TraceWalk& walk = *m_walk;
    const Position& position = walk.position();
    const QString komi = QString::fromStdString(formatScore(position.komi));
    m_diagrams.append({0, tr("The position"),
                       tr("Scored under %1 rules, komi %2. Dead stones are marked with a cross.")
                           .arg(rulesTitle(walk.rules()), komi)});
    if (m_options.content == HandoutOptions::Content::Stages) {
        for (int s = 0; s < StageCount; ++s) {
            const Stage stage = Stage(s);
            m_diagrams.append({walk.stageEnd(stage), StepExplainer::stageHeading(stage), StepExplainer::stageIntro(walk, stage)});
        }
    } else {
        // Every step, each shown when it is done; a stage that took no step still gets its
        // diagram, so the five stages are all on the handout.
        for (int s = 0; s < StageCount; ++s) {
            const Stage stage = Stage(s);
            if (walk.stepCount(stage) == 0) {
                m_diagrams.append({walk.stageStart(stage), StepExplainer::stageHeading(stage),
                                   StepExplainer::stageIntro(walk, stage)});
                continue;
            }
            for (int step = 1; step <= walk.stepCount(stage); ++step) {
                const int at = walk.positionOf(stage, step);
                m_diagrams.append({at, tr("%1, step %2 of %3").arg(StepExplainer::stageTitle(stage)).arg(step).arg(walk.stepCount(stage)),
                                   StepExplainer::explain(walk, at)});
            }
        }
    }
    // The last diagram shows the count: say what it comes to.
    const ScoreResult& result = walk.result();
    const QString outcome = result.margin() == 0 ? tr("Result: a draw (Black %1, White %2).")
                                                         .arg(QString::fromStdString(formatScore(result.black.total)),
                                                              QString::fromStdString(formatScore(result.white.total)))
                                                 : tr("Result: %1 (Black %2, White %3).")
                                                       .arg(QString::fromStdString(result.resultText()),
                                                            QString::fromStdString(formatScore(result.black.total)),
                                                            QString::fromStdString(formatScore(result.white.total)));
    m_diagrams.last().caption += QLatin1Char(' ') + outcome;
    for (int k = 0; k < m_diagrams.size(); ++k)
        m_diagrams[k].heading = tr("%1. %2").arg(k + 1).arg(m_diagrams[k].heading);
}

int HandoutWriter::pageCount() const
{
    if (m_diagrams.isEmpty())
        return 1;
    return int((m_diagrams.size() + m_options.perPage() - 1) / m_options.perPage());
}

void HandoutWriter::paint(QPainter& painter, QPagedPaintDevice& device) const
{
    const QRectF area(0, 0, device.width(), device.height());
    const int pages = pageCount();
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            device.newPage();
        paintPage(painter, area, page);
    }
}

void HandoutWriter::paintPage(QPainter& painter, const QRectF& area, int page) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setPen(Qt::black);
    const double h = area.height();
    const double gap = h * 0.012;
    QRectF free = area;

    // Header: the title and the lesson's own words on the first page, a running title after.
    if (page == 0) {
        painter.setFont(sizedFont(h * TitleSize, true));
        const QRectF titleBox = painter.boundingRect(free, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_title);
        painter.drawText(free, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_title);
        free.setTop(titleBox.bottom() + gap * 0.6);
        if (!m_introduction.isEmpty()) {
            // At most a third of the page, so the diagrams keep their room.
            const QRectF introBox(free.left(), free.top(), free.width(), h / 3);
            painter.setFont(sizedFont(h * TextSize));
            const QRectF needed = painter.boundingRect(introBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_introduction);
            const QRectF box(introBox.topLeft(), QSizeF(introBox.width(), std::min(needed.height(), introBox.height())));
            drawFitted(painter, box, m_introduction, h * TextSize, h * MinCaptionSize);
            free.setTop(box.bottom() + gap * 0.6);
        }
    } else {
        painter.setFont(sizedFont(h * SmallSize));
        const QRectF box = painter.boundingRect(free, Qt::AlignLeft | Qt::AlignTop, m_title);
        painter.drawText(free, Qt::AlignLeft | Qt::AlignTop, m_title);
        free.setTop(box.bottom() + gap * 0.4);
    }
    painter.setPen(QPen(QColor(120, 120, 120), std::max(1.0, h / 1500)));
    painter.drawLine(QPointF(free.left(), free.top()), QPointF(free.right(), free.top()));
    free.setTop(free.top() + gap);

    // Footer: page numbers, so a stack of printed sheets can be put back in order.
    painter.setPen(QColor(90, 90, 90));
    painter.setFont(sizedFont(h * SmallSize));
    const QString footer = tr("Page %1 of %2 \u00b7 SekiScope").arg(page + 1).arg(pageCount());
    const QRectF footerBox = painter.boundingRect(free, Qt::AlignRight | Qt::AlignBottom, footer);
    painter.drawText(free, Qt::AlignRight | Qt::AlignBottom, footer);
    free.setBottom(footerBox.top() - gap * 0.5);

    if (m_diagrams.isEmpty()) {
        painter.setPen(Qt::black);
        painter.setFont(sizedFont(h * TextSize));
        painter.drawText(free, Qt::AlignCenter | Qt::TextWordWrap, tr("This position cannot be scored."));
        painter.restore();
        return;
    }

    const int columns = m_options.columns;
    const int rows = m_options.rows;
    const double cellWidth = (free.width() - gap * (columns - 1)) / columns;
    const double cellHeight = (free.height() - gap * (rows - 1)) / rows;
    const int first = page * m_options.perPage();
    for (int k = 0; k < m_options.perPage() && first + k < m_diagrams.size(); ++k) {
        const int row = k / columns;
        const int column = k % columns;
        const QRectF cell(free.left() + column * (cellWidth + gap), free.top() + row * (cellHeight + gap), cellWidth,
                          cellHeight);
        paintDiagram(painter, cell, m_diagrams[first + k], h);
    }
    painter.restore();
}

void HandoutWriter::paintDiagram(QPainter& painter, const QRectF& cell, const Diagram& diagram, double h) const
{
    painter.setPen(Qt::black);
    painter.setFont(sizedFont(h * CaptionSize, true));
    const QRectF headingBox = painter.boundingRect(cell, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, diagram.heading);
    painter.drawText(cell, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, diagram.heading);

    // The board takes what the caption leaves, up to two thirds of the cell.
    const double top = headingBox.bottom() + h * 0.004;
    const Board& board = m_walk->board();
    const double aspect = double(board.width()) / board.height();
    double boardHeight = (cell.bottom() - top) * 0.72;
    double boardWidth = boardHeight * aspect;
    if (boardWidth > cell.width()) {
        boardWidth = cell.width();
        boardHeight = boardWidth / aspect;
    }
    const QRectF boardArea(cell.center().x() - boardWidth / 2, top, boardWidth, boardHeight);
    TraceFrame frame;
    frame.position = diagram.position;
    frame.progress = 1.0;
    const TraceOverlayPainter overlay(ThemeRenderer::shared());
    double boardBottom = boardArea.bottom();
    const QPaintEngine* engine = painter.paintEngine();
    if (engine && (engine->type() == QPaintEngine::Pdf || engine->type() == QPaintEngine::SVG
                   || engine->type() == QPaintEngine::Picture)) {
        // PDF and printers get the board as an image, at up to 300 dpi: the theme's wood and
        // stone gradients do not survive the PDF engine's vector path (the wood comes out dark
        // brown, the white stones grey), and 300 dpi is as sharp as the paper.
        const double dpi = std::max(1, painter.device()->logicalDpiX());
        const double scale = std::min(1.0, 300.0 / dpi);
        QImage image((boardArea.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing);
        imagePainter.scale(scale, scale);
        const BoardGeometry geometry = overlay.paintFrame(imagePainter, *m_walk, frame, QRectF(QPointF(0, 0), boardArea.size()),
                                                          m_options.showCoordinates);
        imagePainter.end();
        painter.drawImage(boardArea, image);
        if (geometry.isValid())
            boardBottom = boardArea.top() + geometry.boardRect().bottom();
    } else {
        const BoardGeometry geometry = overlay.paintFrame(painter, *m_walk, frame, boardArea, m_options.showCoordinates);
        if (geometry.isValid())
            boardBottom = geometry.boardRect().bottom();
    }

    const double captionTop = boardBottom + h * 0.006;
    const QRectF captionBox(cell.left(), captionTop, cell.width(), cell.bottom() - captionTop);
    painter.setPen(Qt::black);
    drawFitted(painter, captionBox, diagram.caption, h * CaptionSize, h * MinCaptionSize);
}

bool HandoutWriter::writePdf(const QString& path, QString& error) const
{
    // Drawn into memory, then the file is replaced all at once (SafeFileWriter): a handout saved
    // over an old one on a full disk leaves the old one whole.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    // Letter where the locale prints on Letter, A4 everywhere else.
    const QLocale::Country country = QLocale().territory();
    const bool letter = country == QLocale::UnitedStates || country == QLocale::Canada || country == QLocale::Mexico;
    writer.setPageLayout(QPageLayout(QPageSize(letter ? QPageSize::Letter : QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    writer.setResolution(300);
    writer.setTitle(m_title);
    writer.setCreator(QStringLiteral("SekiScope"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        error = tr("Cannot write %1.").arg(QFileInfo(path).fileName());
        return false;
    }
    paint(painter, writer);
    if (!painter.end()) {
        error = tr("Cannot write %1.").arg(QFileInfo(path).fileName());
        return false;
    }
    QString reason;
    if (!SafeFileWriter::write(path, buffer.data(), &reason)) {
        error = tr("Cannot write %1: %2").arg(QFileInfo(path).fileName(), reason);
        return false;
    }
    return true;
}

} // namespace seki::ui
