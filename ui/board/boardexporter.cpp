#include "board/boardexporter.h"

#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "common/safefilewriter.h"
#include "board/themerenderer.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace seki::ui {

namespace {

// The exported picture hugs the board: its size follows the board's proportions.
QSizeF exportSize(const BoardScene& scene, int side)
{
    const BoardGeometry geometry(scene.board.width(), scene.board.height(), QRectF(0, 0, side, side),
                                 scene.showCoordinates);
    return geometry.boardRect().size() + QSizeF(8, 8);
}

} // namespace

bool BoardExporter::exportScene(const BoardScene& scene, const QString& path, QString& error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSizeF size = exportSize(scene, ImageSide);
    BoardPainter painter(ThemeRenderer::shared());

    // SVG and PDF are drawn into memory and then replace the file all at once, like the PNG: an
    // export over an existing file on a full disk leaves the old file whole.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const auto commit = [&]() {
        QString reason;
        if (!SafeFileWriter::write(path, buffer.data(), &reason)) {
            error = tr("Cannot write %1: %2").arg(path, reason);
            return false;
        }
        return true;
    };
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size.toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), size));
        generator.setTitle(tr("Go board"));
        generator.setDescription(tr("Drawn by SekiScope"));
        QPainter svgPainter;
        if (!svgPainter.begin(&generator)) {
            error = tr("Cannot write %1.").arg(path);
            return false;
        }
        painter.paint(svgPainter, scene, QRectF(QPointF(0, 0), size));
        if (!svgPainter.end()) {
            error = tr("Cannot write %1.").arg(path);
            return false;
        }
        return commit();
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setTitle(tr("Go board"));
        writer.setCreator(QStringLiteral("SekiScope"));
        QPainter pdfPainter;
        if (!pdfPainter.begin(&writer)) {
            error = tr("Cannot write %1.").arg(path);
            return false;
        }
        const QRectF page(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
        painter.paint(pdfPainter, scene, page);
        if (!pdfPainter.end()) {
            error = tr("Cannot write %1.").arg(path);
            return false;
        }
        return commit();
    }
    QImage image(size.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter imagePainter(&image);
        painter.paint(imagePainter, scene, QRectF(QPointF(0, 0), size));
    }
    QString reason;
    if (!SafeFileWriter::writeImage(path, image, "PNG", &reason)) {
        error = tr("Cannot write %1: %2").arg(path, reason);
        return false;
    }
    return true;
}

} // namespace seki::ui
