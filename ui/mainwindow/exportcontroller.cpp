#include "exportcontroller.h"

#include "boardexporter.h"
#include "boardview.h"
#include "userprompts.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>

namespace seki::ui {

ExportController::ExportController(QMainWindow& window, UserPrompts& prompts, const BoardView& board,
                                   std::function<QString()> baseName, const QString& lastFolder,
                                   std::function<void(const FileError&)> reportError)
    : QObject(&window), m_window(window), m_prompts(prompts), m_board(board), m_baseName(std::move(baseName)),
      m_lastFolder(lastFolder), m_reportError(std::move(reportError))
{
    m_action = m_texts.bind(new QAction(QIcon::fromTheme(QStringLiteral("document-export")), QString(), this),
                            QT_TRANSLATE_NOOP("seki::ui::ExportController", "&Export Board\u2026"),
                            QT_TRANSLATE_NOOP("seki::ui::ExportController",
                                              "Save the board as it is shown as a PNG, SVG or PDF file"));
    connect(m_action, &QAction::triggered, this, &ExportController::exportBoard);
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

} // namespace seki::ui
