#include "document/filecontroller.h"

#include "common/appsettings.h"
#include "common/dialogprompts.h"
#include "common/recordedresulttext.h"
#include "document/gamedocument.h"
#include "document/rulesselector.h"
#include "common/safefilewriter.h"
#include "common/userprompts.h"

#include "sgf/recordedresult.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QSet>
#include <QCoreApplication>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>
#include <QUrl>

namespace seki::ui {

namespace {

constexpr int MaxRecentFiles = 8;

} // namespace

FileController::FileController(QMainWindow& window, UserPrompts& prompts, QUndoStack& undoStack,
                               const RulesSelector& rules, Adopt adopt)
    : QObject(&window), m_window(window), m_prompts(prompts), m_undoStack(undoStack), m_rules(rules),
      m_adopt(std::move(adopt))
{
    window.setAcceptDrops(true);
    window.installEventFilter(this);
    QStyle* style = window.style();
    m_openAction = m_texts.bind(
        new QAction(QIcon::fromTheme(QStringLiteral("document-open"), style->standardIcon(QStyle::SP_DialogOpenButton)),
                    QString(), this),
        QT_TRANSLATE_NOOP("seki::ui::FileController", "&Open\u2026"),
        QT_TRANSLATE_NOOP("seki::ui::FileController",
                          "Open a game record (SGF, Tygem, WBaduk, Pandanet) or a scoring case (.pos)"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &FileController::open);

    m_pasteAction = m_texts.bind(
        new QAction(QIcon::fromTheme(QStringLiteral("edit-paste")), QString(), this),
        QT_TRANSLATE_NOOP("seki::ui::FileController", "&Paste Game"),
        QT_TRANSLATE_NOOP("seki::ui::FileController",
                          "Open the game record on the clipboard (SGF, Tygem, WBaduk or Pandanet) as a new game"));
    m_pasteAction->setShortcut(QKeySequence::Paste);
    connect(m_pasteAction, &QAction::triggered, this, &FileController::paste);

    m_saveAction = m_texts.bind(
        new QAction(QIcon::fromTheme(QStringLiteral("document-save"), style->standardIcon(QStyle::SP_DialogSaveButton)),
                    QString(), this),
        QT_TRANSLATE_NOOP("seki::ui::FileController", "&Save"),
        QT_TRANSLATE_NOOP("seki::ui::FileController", "Save the dead stones, territory and result into the SGF file"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &FileController::save);

    m_saveAsAction = m_texts.bind(new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), QString(), this),
                                  QT_TRANSLATE_NOOP("seki::ui::FileController", "Save &As\u2026"),
                                  QT_TRANSLATE_NOOP("seki::ui::FileController", "Save the game as a new SGF file"));
    // Ctrl+Shift+S everywhere (a desktop with no key theme has no Save As key at all), plus the
    // platform's own.
    QList<QKeySequence> saveAsKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::SaveAs))
        if (!saveAsKeys.contains(key))
            saveAsKeys << key;
    m_saveAsAction->setShortcuts(saveAsKeys);
    connect(m_saveAsAction, &QAction::triggered, this, &FileController::saveAs);
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, &FileController::updateTitle);
}

void FileController::addToMenu(QMenu* file)
{
    file->addAction(m_openAction);
    m_recentMenu
        = m_texts.bind(file->addMenu(QString()), QT_TRANSLATE_NOOP("seki::ui::FileController", "Open &Recent"));
    m_examplesMenu
        = m_texts.bind(file->addMenu(QString()), QT_TRANSLATE_NOOP("seki::ui::FileController", "Open E&xample"));
    const QStringList games = QDir(QStringLiteral(":/games")).entryList({QStringLiteral("*.sgf")}, QDir::Files);
    for (const QString& game : games) {
        QAction* action = m_examplesMenu->addAction(game);
        const QString path = QStringLiteral(":/games/") + game;
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_examplesMenu->setEnabled(!games.isEmpty());
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    updateRecentMenu();
}

void FileController::readSettings()
{
    m_lastFolder = AppSettings::lastFolder();
    m_recentFiles = AppSettings::recentFiles();
    updateRecentMenu();
}

void FileController::writeSettings() const
{
    AppSettings::setLastFolder(m_lastFolder);
    AppSettings::setRecentFiles(m_recentFiles);
}

void FileController::updateActions()
{
    m_saveAction->setEnabled(m_document != nullptr);
    m_saveAsAction->setEnabled(m_document != nullptr);
}

void FileController::retranslate()
{
    m_texts.retranslate();
    updateRecentMenu();
    updateTitle();
}

void FileController::updateTitle()
{
    // A game not decided by counting says how it ended, as the Score dock's headline does.
    const QString ended = m_document ? RecordedResultText::uncounted(m_document->info().result) : QString();
    if (m_document && !ended.isEmpty())
        m_window.setWindowTitle(tr("%1[*] (%2) \u2014 SekiScope").arg(displayName(), ended));
    else if (m_document)
        m_window.setWindowTitle(tr("%1[*] \u2014 SekiScope").arg(displayName()));
    else
        m_window.setWindowTitle(tr("SekiScope"));
    m_window.setWindowModified(m_document && !m_undoStack.isClean());
}

QString FileController::displayName() const
{
    if (m_document && m_document->path().isEmpty())
        return m_document->isPasted() ? tr("Pasted game") : tr("New position");
    return m_document ? QFileInfo(m_document->path()).fileName() : QString();
}

void FileController::reportError(const FileError& error)
{
    m_window.statusBar()->showMessage(DialogPrompts::describe(error), 8000);
    emit fileErrorReported(error.file, error.line, error.column, error.message);
    m_prompts.showFileError(&m_window, error);
}

void FileController::reportSaveError(const FileError& error)
{
    // SafeFileWriter wrote to a temporary file beside the target and dropped it: the file on disk
    // is as it was, and the marks stay unsaved (and kept by the recovery file).
    m_window.statusBar()->showMessage(tr("Not saved: %1").arg(DialogPrompts::describe(error)), 8000);
    emit fileErrorReported(error.file, error.line, error.column, error.message);
    m_prompts.showSaveError(&m_window, error);
}

bool FileController::maybeSave()
{
    if (!m_document || m_undoStack.isClean())
        return true;
    switch (m_prompts.askUnsavedChanges(&m_window, displayName())) {
    case UserPrompts::UnsavedChoice::Save:
        return save();
    case UserPrompts::UnsavedChoice::Discard:
        emit unsavedWorkDiscarded();
        return true;
    case UserPrompts::UnsavedChoice::Cancel:
        return false;
    }
    return false;
}

bool FileController::openFile(const QString& path)
{
    FileError error;
    const auto chooseGame = [&](const QStringList& games) {
        return m_prompts.askGameOfCollection(&m_window, QFileInfo(path).fileName(), games);
    };
    std::unique_ptr<GameDocument> document = GameDocument::open(path, error, chooseGame);
    if (!document) {
        if (!error.message.isEmpty()) // empty: the user chose no game of a collection
            reportError(error);
        return false;
    }
    if (!maybeSave())
        return false;
    m_adopt(std::move(document));
    emit documentAdopted();
    if (!path.startsWith(QLatin1Char(':'))) {
        addRecentFile(path);
        m_lastFolder = QFileInfo(path).absolutePath();
    }
    m_window.statusBar()->showMessage(tr("Opened %1").arg(displayName()), 3000);
    emit fileOpened(path);
    return true;
}

void FileController::open()
{
    const QString path = m_prompts.askOpenFileName(&m_window, m_lastFolder);
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::save()
{
    if (!m_document)
        return false;
    if (!m_document->canSaveInPlace())
        return saveAs();
    return saveFile(m_document->path());
}

bool FileController::saveAs()
{
    if (!m_document)
        return false;
    QString suggestion = m_document->path();
    if (suggestion.isEmpty())
        suggestion = QDir(m_lastFolder).filePath(m_document->isPasted() ? tr("game.sgf") : tr("position.sgf"));
    if (suggestion.startsWith(QLatin1Char(':')))
        suggestion = QDir(m_lastFolder).filePath(QFileInfo(suggestion).fileName());
    const QFileInfo info(suggestion);
    if (info.suffix().compare(QLatin1String("sgf"), Qt::CaseInsensitive) != 0)
        suggestion = info.dir().filePath(info.completeBaseName() + QStringLiteral(".sgf"));
    QString path = m_prompts.askSaveFileName(&m_window, suggestion);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".sgf");
    return saveFile(path);
}

bool FileController::saveFile(const QString& path)
{
    if (!m_document)
        return false;
    // TB/TW and the result as the rules in force count them: the file's own RU unless the user
    // chose others (under Japanese rules a seki's eyes are no one's, under area rules they are).
    const Rules rules = m_rules.rules();
    std::optional<QString> result;
    // The result as the window shows it at the end of the game (whatever position is counted):
    // under the chosen eye count, like the territory saved.
    const std::optional<ScoreResult> final = m_document->finalScore(rules);
    if (const ScoreResult* score = final ? &*final : nullptr) {
        const QString computed = QString::fromStdString(score->resultText());
        const QString stored = m_document->storedResult();
        // A game won by resignation, time or forfeit (or void, or unknown) was not counted: its
        // result is a fact of the game that no count of the position replaces.
        const auto recorded = readRecordedResult(m_document->info().result);
        const bool counted = !recorded || recorded->isCounted();
        // Compared as results, not as text: "W+11.0" in the file is the count "W+11".
        const auto storedResult = readRecordedResult(stored.toStdString());
        const auto computedResult = readRecordedResult(computed.toStdString());
        const bool same = storedResult && computedResult && storedResult->sameAs(*computedResult);
        if (stored.isEmpty()) {
            result = computed;
        } else if (counted && !same) {
            // Asked once per document; the answer holds for its later saves.
            if (m_resultAnswer == ResultAnswer::NotAsked)
                m_resultAnswer = m_prompts.confirmResultChange(&m_window, stored, computed) ? ResultAnswer::Write
                                                                                            : ResultAnswer::Keep;
            if (m_resultAnswer == ResultAnswer::Write)
                result = computed;
        }
    }
    const QByteArray text = m_document->sgfText(rules, result);
    QString problem;
    if (!SafeFileWriter::write(path, text, &problem)) {
        reportSaveError({path, 0, 0, problem});
        return false;
    }
    m_document->markSaved(path, result);
    emit documentWritten(path, text);
    m_undoStack.setClean();
    addRecentFile(path);
    m_lastFolder = QFileInfo(path).absolutePath();
    updateTitle();
    emit saved();
    m_window.statusBar()->showMessage(tr("Saved %1").arg(displayName()), 3000);
    emit fileSaved(path);
    return true;
}

void FileController::addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_recentFiles.removeAll(absolute);
    m_recentFiles.prepend(absolute);
    while (m_recentFiles.size() > MaxRecentFiles)
        m_recentFiles.removeLast();
    AppSettings::setRecentFiles(m_recentFiles);
    updateRecentMenu();
}

void FileController::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    for (int k = 0; k < m_recentFiles.size(); ++k) {
        const QString path = m_recentFiles.at(k);
        QAction* action = m_recentMenu->addAction(tr("&%1 %2").arg(k + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!m_recentFiles.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            m_recentFiles.clear();
            AppSettings::setRecentFiles(m_recentFiles);
            updateRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!m_recentFiles.isEmpty());
}

bool FileController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window && (event->type() == QEvent::DragEnter || event->type() == QEvent::Drop)) {
        // QDragEnterEvent is a QDropEvent: both carry what is dragged. Files, links and text are
        // taken (a link only to say why it is not opened).
        auto* drop = static_cast<QDropEvent*>(event);
        const QMimeData* data = drop->mimeData();
        if (!data || (!data->hasUrls() && !data->hasText()))
            return false;
        drop->acceptProposedAction();
        if (event->type() == QEvent::Drop)
            openMimeData(*data, tr("the dropped text"));
        return true;
    }
    return QObject::eventFilter(watched, event);
}

namespace {

// A web address alone: a game on a server, which SekiScope does not fetch.
bool isLink(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.contains(QRegularExpression(QStringLiteral("\\s"))))
        return false;
    for (const char* start : {"http://", "https://", "ftp://", "www."})
        if (trimmed.startsWith(QLatin1String(start), Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace

bool FileController::paste()
{
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    if (!data || (!data->hasUrls() && data->text().trimmed().isEmpty())) {
        refuse(tr("Nothing to Paste"), tr("The clipboard holds no text."),
               tr("Copy a game record (the SGF text, or a Tygem, WBaduk or Pandanet record), then paste it."));
        return false;
    }
    return openMimeData(*data, tr("the clipboard"));
}

bool FileController::openMimeData(const QMimeData& data, const QString& origin)
{
    if (data.hasUrls()) {
        QStringList files;
        QString link;
        for (const QUrl& url : data.urls()) {
            if (url.isLocalFile())
                files << url.toLocalFile();
            else if (link.isEmpty())
                link = url.toString();
        }
        if (!files.isEmpty())
            return openDroppedFiles(files);
        if (!link.isEmpty()) {
            refuseLink(link);
            return false;
        }
    }
    const QString text = data.text();
    if (isLink(text)) {
        refuseLink(text.trimmed());
        return false;
    }
    return openText(text, origin);
}

bool FileController::openText(const QString& text, const QString& origin)
{
    if (text.trimmed().isEmpty()) {
        refuse(tr("Nothing to Open"), tr("There is no text in %1.").arg(origin), QString());
        return false;
    }
    // The text is Unicode already: marked as UTF-8, whatever charset its CA once named.
    const QByteArray bytes = QByteArrayLiteral("\xEF\xBB\xBF") + text.toUtf8();
    FileError error;
    const auto chooseGame = [&](const QStringList& games) {
        return m_prompts.askGameOfCollection(&m_window, origin, games);
    };
    std::unique_ptr<GameDocument> document = GameDocument::fromBytes(bytes, QString(), error, chooseGame);
    if (!document) {
        if (error.message.isEmpty()) // the user chose no game of a collection
            return false;
        const QString where = error.line > 0 ? tr("Line %1, column %2: %3").arg(error.line).arg(error.column).arg(error.message)
                                             : error.message;
        refuse(tr("No Game Record"), tr("SekiScope cannot read the text in %1.").arg(origin),
               where + QStringLiteral("\n\n")
                   + tr("Copy a whole game record (SGF, or a Tygem, WBaduk or Pandanet record), or open its file "
                        "with File \u203a Open."));
        return false;
    }
    if (!maybeSave())
        return false;
    m_adopt(std::move(document));
    emit documentAdopted();
    // A new game that no file holds: unsaved until it is saved (closing asks).
    m_undoStack.resetClean();
    updateTitle();
    m_window.statusBar()->showMessage(tr("Opened the game record from %1; save it to keep it").arg(origin), 6000);
    return true;
}

bool FileController::openDroppedFiles(const QStringList& paths)
{
    if (paths.size() == 1)
        return openFile(paths.front());
    QStringList names;
    for (const QString& path : paths)
        names << QFileInfo(path).fileName();
    // Two files of the same name from different folders are told apart by their folders.
    if (QSet<QString>(names.begin(), names.end()).size() != names.size()) {
        names.clear();
        for (const QString& path : paths)
            names << QDir::toNativeSeparators(path);
    }
    const int chosen = m_prompts.askDroppedFile(&m_window, names);
    if (chosen < 0 || chosen >= paths.size())
        return false;
    return openFile(paths.at(chosen));
}

void FileController::refuseLink(const QString& link)
{
    const QString shown = link.size() > 80 ? link.left(80) + QStringLiteral("\u2026") : link;
    refuse(tr("Links Are Not Opened"),
           tr("SekiScope does not fetch games from the network: %1").arg(shown),
           tr("Download the game as an SGF file (on OGS: the game's menu \u203a Download SGF) and open that file, or "
              "copy the SGF text and paste it here with Ctrl+V."));
}

void FileController::refuse(const QString& title, const QString& text, const QString& advice)
{
    m_window.statusBar()->showMessage(text, 8000);
    m_prompts.showNotOpened(&m_window, title, text, advice);
}

} // namespace seki::ui
