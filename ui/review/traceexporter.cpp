#include "review/traceexporter.h"

#include "board/boardgeometry.h"
#include "common/safefilewriter.h"
#include "review/stepexplainer.h"
#include "board/themerenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocument>

namespace seki::ui {

namespace {

// SVG and PDF are drawn into memory first and replace the file all at once through
// SafeFileWriter, like the PNG: on a full disk the old file stays whole.
bool commitExport(const QString& path, const QBuffer& buffer, QString& error)
{
    QString reason;
    if (!SafeFileWriter::write(path, buffer.data(), &reason)) {
        error = TraceExporter::tr("Cannot write %1: %2").arg(path, reason);
        return false;
    }
    return true;
}

constexpr int HandoutResolution = 300; // dots per inch of the PDF's device units

// The handout's text for one stage: what the stage does, then its first `shown` steps.
QString stageHtml(const TraceWalk& walk, Stage stage, int shown)
{
    QString html = QStringLiteral("<p>%1</p>").arg(StepExplainer::stageIntro(walk, stage).toHtmlEscaped());
    const int count = walk.stepCount(stage);
    if (count == 0)
        return html;
    html += QStringLiteral("<ol>");
    for (int k = 1; k <= shown && k <= count; ++k) {
        const int traceIndex = walk.location(walk.positionOf(stage, k)).traceIndex;
        html += QStringLiteral("<li>%1</li>").arg(StepExplainer::explainStep(walk, traceIndex).toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    if (shown < count)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(TraceExporter::tr("\u2026 and %1 more steps of this stage, shown in the program.")
                             .arg(count - shown)
                             .toHtmlEscaped());
    return html;
}

} // namespace

QSize TraceExporter::imageSize(const TraceWalk& walk)
{
    const BoardGeometry geometry(walk.board().width(), walk.board().height(), QRectF(0, 0, ImageSide, ImageSide), true);
    return (geometry.boardRect().size() + QSizeF(8, 8)).toSize();
}

bool TraceExporter::exportFrame(const TraceWalk& walk, const TraceFrame& frame, const QString& path, QString& error)
{
    if (walk.isEmpty()) {
        error = tr("There is no scoring to export.");
        return false;
    }
    const QSize size = imageSize(walk);
    const QRectF area(QPointF(0, 0), QSizeF(size));
    const TraceOverlayPainter painter(ThemeRenderer::shared());
    const Stage stage = walk.location(frame.position).stage;

    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(area);
        generator.setTitle(StepExplainer::stageHeading(stage));
        generator.setDescription(StepExplainer::explain(walk, frame.position));
        QPainter svgPainter;
        if (!svgPainter.begin(&generator)) {
            error = tr("Cannot write %1.").arg(path);
            return false;
        }
        painter.paintFrame(svgPainter, walk, frame, area, true);
        if (!svgPainter.end()) {
            error = tr("Cannot write %1.").arg(path);
            return false;
        }
        return commitExport(path, buffer, error);
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter imagePainter(&image);
        painter.paintFrame(imagePainter, walk, frame, area, true);
    }
    QString reason;
    if (!SafeFileWriter::writeImage(path, image, "PNG", &reason)) {
        error = tr("Cannot write %1: %2").arg(path, reason);
        return false;
    }
    return true;
}

bool TraceExporter::exportHandout(const TraceWalk& walk, const QString& title, const QString& path, QString& error)
{
    if (walk.isEmpty()) {
        error = tr("There is no scoring to export.");
        return false;
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(HandoutResolution);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout::Millimeter));
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("SekiScope"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        error = tr("Cannot write %1.").arg(path);
        return false;
    }
    const TraceOverlayPainter boardPainter(ThemeRenderer::shared());
    const QRectF page(0, 0, writer.width(), writer.height());
    const double gap = HandoutResolution * 0.12;

    QFont headingFont(QStringLiteral("Sans Serif"));
    headingFont.setPointSizeF(15);
    headingFont.setBold(true);
    QFont smallFont(QStringLiteral("Sans Serif"));
    smallFont.setPointSizeF(8.5);
    QFont bodyFont(QStringLiteral("Sans Serif"));
    bodyFont.setPointSizeF(10);

    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        if (s > 0)
            writer.newPage();
        painter.setPen(Qt::black);
        painter.setFont(smallFont);
        const QRectF titleRect(page.left(), page.top(), page.width(), QFontMetricsF(smallFont, &writer).height());
        painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, title);
        painter.drawText(titleRect, Qt::AlignRight | Qt::AlignVCenter, tr("Page %1 of %2").arg(s + 1).arg(StageCount));
        painter.setFont(headingFont);
        const double headingHeight = QFontMetricsF(headingFont, &writer).height() * 1.3;
        const QRectF headingRect(page.left(), titleRect.bottom() + gap, page.width(), headingHeight);
        painter.drawText(headingRect, Qt::AlignLeft | Qt::AlignVCenter, StepExplainer::stageHeading(stage));

        const QRectF boardArea(page.left(), headingRect.bottom() + gap, page.width(), page.height() * 0.5);
        TraceFrame frame;
        frame.position = walk.stageEnd(stage);
        // The board goes in as an image at the page's own resolution: the theme's wood and stone
        // gradients do not survive the PDF engine's vector path, and printed at 300 dpi the image
        // is as sharp as the paper.
        QImage board(boardArea.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        board.fill(Qt::transparent);
        BoardGeometry geometry;
        {
            QPainter boardImagePainter(&board);
            geometry = boardPainter.paintFrame(boardImagePainter, walk, frame, QRectF(QPointF(0, 0), boardArea.size()),
                                               true);
        }
        painter.drawImage(boardArea.topLeft(), board);
        const double textTop
            = boardArea.top() + (geometry.isValid() ? geometry.boardRect().bottom() : boardArea.height()) + gap * 2;
        const QRectF textRect(page.left(), textTop, page.width(), page.bottom() - textTop);

        QTextDocument document;
        document.documentLayout()->setPaintDevice(&writer);
        document.setDefaultFont(bodyFont);
        document.setTextWidth(textRect.width());
        // As many steps as fit on the page; a 19x19 game fills hundreds of neutral points.
        int shown = walk.stepCount(stage);
        document.setHtml(stageHtml(walk, stage, shown));
        if (document.size().height() > textRect.height()) {
            int low = 0;
            int high = shown;
            while (low < high) {
                const int middle = (low + high + 1) / 2;
                document.setHtml(stageHtml(walk, stage, middle));
                if (document.size().height() <= textRect.height())
                    low = middle;
                else
                    high = middle - 1;
            }
            shown = low;
            document.setHtml(stageHtml(walk, stage, shown));
        }
        painter.save();
        painter.translate(textRect.topLeft());
        document.drawContents(&painter, QRectF(QPointF(0, 0), textRect.size()));
        painter.restore();
    }
    if (!painter.end()) {
        error = tr("Cannot write %1.").arg(path);
        return false;
    }
    return commitExport(path, buffer, error);
}

} // namespace seki::ui
