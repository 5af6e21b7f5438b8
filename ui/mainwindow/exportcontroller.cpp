#include "mainwindow/exportcontroller.h"

#include "board/boardexporter.h"
#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "board/boardview.h"
#include "teaching/handoutwriter.h"
#include "review/scoringreview.h"
#include "teaching/teachingcontroller.h"
#include "board/themerenderer.h"
#include "review/tracecontroller.h"
#include "review/traceoverlaypainter.h"
#include "common/userprompts.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

namespace seki::ui {

ExportController::ExportController(QMainWindow& window, UserPrompts& prompts, const BoardView& board,
                                   std::function<QString()> baseName, const QString& lastFolder,
                                   std::function<void(const FileError&)> reportError)
    : QObject(&window), m_window(window), m_prompts(prompts), m_board(board), m_baseName(std::move(baseName)),
      m_lastFolder(lastFolder), m_reportError(std::move(reportError))
{
    // Each text once: m_texts sets it now and again on a language change (retranslate).
    const auto action = [this](const char* icon, const char* text, const char* statusTip) {
        return m_texts.bind(new QAction(QIcon::fromTheme(QString::fromLatin1(icon)), QString(), this), text, statusTip);
    };
    m_action = action("document-export", QT_TR_NOOP("&Export Board\u2026"),
                      QT_TR_NOOP("Save the board as it is shown as a PNG, SVG or PDF file"));
    connect(m_action, &QAction::triggered, this, &ExportController::exportBoard);

    m_copyImageAction = action("edit-copy", QT_TR_NOOP("Copy Board &Image"),
                               QT_TR_NOOP("Copy the board as it is shown to the clipboard, as an image"));
    m_copyImageAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyImageAction, &QAction::triggered, this, &ExportController::copyBoardImage);

    m_printAction = action("document-print", QT_TR_NOOP("&Print\u2026"),
                           QT_TR_NOOP("Print a handout of the walk-through: diagrams with their explanations"));
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &ExportController::print);

    m_printPreviewAction = action("document-print-preview", QT_TR_NOOP("Print Pre&view\u2026"),
                                  QT_TR_NOOP("See the handout's pages before printing"));
    connect(m_printPreviewAction, &QAction::triggered, this, &ExportController::printPreview);
}

void ExportController::setWalkthrough(const ScoringReview& review, const TeachingController& teaching)
{
    m_review = &review;
    m_teaching = &teaching;
}

void ExportController::updateActions(bool open, bool walk)
{
    m_open = open;
    m_action->setEnabled(open);
    m_copyImageAction->setEnabled(open);
    m_printAction->setEnabled(open && walk);
    m_printPreviewAction->setEnabled(open && walk);
}

void ExportController::exportBoard()
{
    if (!m_action->isEnabled())
        return;
    const QString suggestion = QDir(m_lastFolder).filePath(m_baseName() + QStringLiteral(".png"));
    const QString path = m_prompts.askExportFileName(&m_window, suggestion);
    if (path.isEmpty())
        return;
    BoardScene scene = m_board.scene();
    scene.cursor.reset();
    scene.highlighted.reset();
    QString error;
    if (!BoardExporter::exportScene(scene, path, error))
        m_reportError({path, 0, 0, error});
    else
        m_window.statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 3000);
}

QImage ExportController::boardImage() const
{
    if (!m_open)
        return {};
    const qreal ratio = m_board.devicePixelRatioF();
    const bool reviewing = m_review && m_review->isActive() && m_review->controller().hasWalk();
    BoardScene scene = m_board.scene();
    scene.cursor.reset();
    scene.highlighted.reset();
    // The board laid out in the view's own size, then cut to the wood: the image is the board
    // as large as it is on screen, without the window's background around it.
    const QRectF area(QPointF(0, 0), QSizeF(m_board.size()));
    const BoardGeometry geometry(scene.board.width(), scene.board.height(), area, scene.showCoordinates);
    if (!geometry.isValid())
        return {};
    const QRect crop = geometry.boardRect().toAlignedRect().intersected(area.toAlignedRect());
    QImage image(crop.size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(-crop.topLeft());
    if (reviewing) {
        TraceFrame frame = m_review->controller().frame();
        frame.progress = 1.0;
        TraceOverlayPainter(ThemeRenderer::shared())
            .paintFrame(painter, m_review->controller().walk(), frame, area, scene.showCoordinates);
    } else {
        BoardPainter(ThemeRenderer::shared()).paint(painter, scene, area);
    }
    painter.end();
    return image;
}

void ExportController::copyBoardImage()
{
    const QImage image = boardImage();
    if (image.isNull())
        return;
    QApplication::clipboard()->setImage(image);
    m_window.statusBar()->showMessage(
        tr("Copied the board (%1 \u00d7 %2 pixels)").arg(image.width()).arg(image.height()), 3000);
}

bool ExportController::canPrint() const
{
    return m_open && m_review && m_teaching && m_review->controller().hasWalk();
}

void ExportController::print()
{
    if (!canPrint())
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_teaching->teachingTitle());
    // The handout's paper and margins, as Export Handout writes them; the dialog may change the
    // paper, but the margins stay wide enough for a photocopier.
    printer.setPageLayout(HandoutWriter::pageLayout());
    QPrintDialog dialog(&printer, &m_window);
    dialog.setWindowTitle(tr("Print Handout"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    printer.setPageLayout(HandoutWriter::withLeastMargins(printer.pageLayout()));
    const HandoutWriter writer(m_review->controller().sharedWalk(), m_teaching->teachingTitle(),
                               m_teaching->teachingIntroduction(), m_teaching->handoutOptions(),
                               m_teaching->handoutLesson());
    QPainter painter;
    if (!painter.begin(&printer)) {
        m_reportError({printer.printerName(), 0, 0, tr("The printer could not be started.")});
        return;
    }
    writer.paint(painter, printer);
    painter.end();
    m_window.statusBar()->showMessage(tr("Sent %n page(s) to the printer", nullptr, writer.pageCount()), 4000);
}

void ExportController::printPreview()
{
    if (!canPrint())
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_teaching->teachingTitle());
    printer.setPageLayout(HandoutWriter::pageLayout());
    QPrintPreviewDialog preview(&printer, &m_window);
    preview.setWindowTitle(tr("Handout Preview"));
    const HandoutWriter writer(m_review->controller().sharedWalk(), m_teaching->teachingTitle(),
                               m_teaching->teachingIntroduction(), m_teaching->handoutOptions(),
                               m_teaching->handoutLesson());
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [&writer](QPrinter* target) {
        target->setPageLayout(HandoutWriter::withLeastMargins(target->pageLayout()));
        QPainter painter(target);
        writer.paint(painter, *target);
    });
    preview.resize(900, 1000);
    preview.exec();
}

} // namespace seki::ui
