#include "recovery/recoverykeeper.h"

#include "document/gamedocument.h"
#include "common/safefilewriter.h"
#include "document/setdeadcommand.h"
#include "document/translatedundocommand.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>
#include <QUndoStack>
#include <QUuid>

namespace seki::ui {

namespace {

// An entry whose file has been missing this long (a removed file, not an unplugged drive) is
// given up.
constexpr qint64 MissingFileGraceDays = 30;

QString lockPathOf(const QString& positionPath)
{
    return positionPath + QStringLiteral(".lock");
}

} // namespace

RecoveryKeeper::RecoveryKeeper(QMainWindow& window, QUndoStack& undoStack, UserPrompts& prompts, RecoveryStore store)
    : QObject(&window), m_window(window), m_undoStack(undoStack), m_prompts(prompts), m_store(std::move(store))
{
    // Every mark, undo and redo moves the index: the entry follows at once, so a crash loses
    // nothing that was on the screen.
    connect(&m_undoStack, &QUndoStack::indexChanged, this, &RecoveryKeeper::update);
    // Clean is the saved state (after a save, or undone back to it): nothing left to keep. An
    // emptied stack is clean too, but says nothing about the file (a window going away).
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean && m_document && m_undoStack.count() > 0)
            m_savedDead = m_document->deadStones();
        update();
    });
}

void RecoveryKeeper::forget()
{
    // A set-up position is resolved whenever the document goes: saved, discarded, or left clean.
    removeKeptPosition();
    m_document = nullptr;
    m_sourcePath.clear();
    m_game = 0;
    m_fingerprint.reset();
    m_savedDead.clear();
    m_writtenDead.reset();
    m_writeFailureReported = false;
}

void RecoveryKeeper::setDocument(GameDocument* document)
{
    forget();
    m_document = document;
    if (!document || document->path().isEmpty())
        return;
    m_fingerprint = RecoveryStore::fingerprintOf(document->path());
    if (!m_fingerprint)
        return;
    m_sourcePath = RecoveryStore::normalizedPath(document->path());
    m_game = document->gameIndex();
    m_savedDead = document->deadStones();
}

void RecoveryKeeper::update()
{
    if (!m_document)
        return;
    updatePosition();
    if (m_sourcePath.isEmpty())
        return;
    // Marks made on a position set up in the editor are not marks on the file's position:
    // they cannot be laid back on the file, so they are not kept.
    std::vector<Point> dead = m_document->isEdited() ? m_savedDead : m_document->deadStones();
    if (dead == m_savedDead) {
        if (m_writtenDead) {
            m_store.remove(m_sourcePath, m_game);
            m_writtenDead.reset();
        }
        return;
    }
    if (m_writtenDead == dead)
        return;
    QString error;
    if (!m_store.write({m_sourcePath, m_game, false, *m_fingerprint, dead, QDateTime::currentDateTimeUtc()},
                       &error)) {
        // Not worth a dialog (the marks are still on the screen and can be saved), but the user
        // should know the safety net is not there.
        if (!m_writeFailureReported)
            m_window.statusBar()->showMessage(tr("Cannot keep a recovery copy of the marks in %1: %2")
                                                  .arg(QDir::toNativeSeparators(m_store.directory()), error),
                                              8000);
        m_writeFailureReported = true;
        m_writtenDead.reset();
        return;
    }
    m_writtenDead = std::move(dead);
}

QString RecoveryKeeper::positionsDirectory() const
{
    return m_store.directory() + QStringLiteral("/positions");
}

QString RecoveryKeeper::positionPath(const QString& id) const
{
    return positionsDirectory() + QLatin1Char('/') + id + QStringLiteral(".sgf");
}

QString RecoveryKeeper::keptPositionPath() const
{
    if (m_positionId.isEmpty() || m_writtenPosition.isEmpty())
        return {};
    return positionPath(m_positionId);
}

void RecoveryKeeper::updatePosition()
{
    // Only a position with no file to fall back on: a new one, or a game whose stones were edited
    // (a record pasted is still where it was copied from).
    const bool setUp = (m_document->path().isEmpty() && !m_document->isPasted()) || m_document->isEdited();
    // An emptied stack is a window going away (or a new document, which forget() handles): it
    // says nothing about the position, and what a crash would leave must stay.
    if (m_undoStack.count() == 0 && setUp)
        return;
    if (!setUp || m_undoStack.isClean()) {
        removeKeptPosition();
        return;
    }
    QByteArray text = m_document->sgfText(m_document->position().rules, std::nullopt);
    if (text == m_writtenPosition)
        return;
    if (m_positionId.isEmpty()) {
        m_positionId = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QDir().mkpath(positionsDirectory());
    }
    const QString path = positionPath(m_positionId);
    if (!m_positionLock) {
        // Held while this session lives: another window starting now leaves the file alone.
        m_positionLock = std::make_unique<QLockFile>(lockPathOf(path));
        m_positionLock->setStaleLockTime(0);
        m_positionLock->tryLock(0);
    }
    QString error;
    if (!SafeFileWriter::write(path, text, &error)) {
        if (!m_writeFailureReported)
            m_window.statusBar()->showMessage(tr("Cannot keep a recovery copy of the position in %1: %2")
                                                  .arg(QDir::toNativeSeparators(positionsDirectory()), error),
                                              8000);
        m_writeFailureReported = true;
        m_writtenPosition.clear();
        return;
    }
    m_writtenPosition = std::move(text);
}

void RecoveryKeeper::removeKeptPosition()
{
    if (m_positionId.isEmpty())
        return;
    QFile::remove(positionPath(m_positionId));
    m_writtenPosition.clear();
}

std::vector<RecoveryKeeper::KeptPosition> RecoveryKeeper::keptPositions() const
{
    std::vector<KeptPosition> kept;
    const QDir folder(positionsDirectory());
    const QFileInfoList files = folder.entryInfoList({QStringLiteral("*.sgf")}, QDir::Files, QDir::Time);
    for (const QFileInfo& file : files) {
        const QString id = file.completeBaseName();
        if (id == m_positionId || file.size() > RecoveryStore::MaxEntryBytes)
            continue;
        // A lock whose process is gone is stale and taken over; a live session's lock is not.
        auto lock = std::make_unique<QLockFile>(lockPathOf(file.filePath()));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue;
        QFile in(file.filePath());
        if (!in.open(QIODevice::ReadOnly))
            continue;
        kept.push_back({id, in.readAll(), file.lastModified().toUTC(), std::move(lock)});
    }
    return kept;
}

void RecoveryKeeper::adoptPosition(KeptPosition position)
{
    removeKeptPosition();
    m_positionId = position.id;
    m_positionLock = std::move(position.lock);
    m_writtenPosition = position.sgf;
}

void RecoveryKeeper::dropPosition(const KeptPosition& position) const
{
    QFile::remove(positionPath(position.id));
}

UserPrompts::RecoveryChoice RecoveryKeeper::offerRestore()
{
    using Choice = UserPrompts::RecoveryChoice;
    if (!m_document || m_sourcePath.isEmpty() || m_document->isEdited())
        return Choice::Keep;
    const QString name = QFileInfo(m_sourcePath).fileName();
    const std::optional<RecoveryStore::Entry> entry = m_store.read(m_sourcePath, m_game);
    if (!entry) {
        // Marks kept for another game of the collection belong to that game only.
        for (const RecoveryStore::Entry& other : m_store.entries())
            if (other.sourcePath == m_sourcePath && other.game != m_game && other.source == *m_fingerprint) {
                m_window.statusBar()->showMessage(
                    tr("Unsaved marks are kept for game %1 of %2: open that game to have them back.")
                        .arg(other.game + 1)
                        .arg(name),
                    8000);
                break;
            }
        return Choice::Keep;
    }
    if (entry->gameUnknown && m_document->gameCount() > 1) {
        // Kept by an earlier SekiScope that did not record which game they were on.
        m_store.remove(m_sourcePath, m_game);
        m_window.statusBar()->showMessage(
            tr("Unsaved marks kept for %1 were dropped: they do not say which of its games they belong to.").arg(name),
            8000);
        return Choice::Discard;
    }
    if (entry->source != *m_fingerprint) {
        // The marks were made on other bytes: laid on this file they could mark the wrong
        // stones, or stones that are no longer there.
        m_store.remove(m_sourcePath, m_game);
        m_window.statusBar()->showMessage(
            tr("Unsaved marks kept for %1 were dropped: the file has changed since they were made.").arg(name), 8000);
        return Choice::Discard;
    }
    const Position& position = m_document->position();
    const Board& board = position.board;
    Board::Mask restored;
    for (const Point& p : entry->dead)
        if (board.contains(p) && isStone(board.at(p)))
            restored.set(size_t(board.index(p)));
    const int changed = int((restored ^ position.dead).count());
    if (changed == 0) {
        m_store.remove(m_sourcePath, m_game);
        return Choice::Discard;
    }
    const Choice choice = m_prompts.askRestoreRecovery(&m_window, name, changed, entry->savedAt);
    switch (choice) {
    case Choice::Restore: {
        // One step on the undo stack: the marks come back as they were, and one Undo takes them
        // away again. First the stones that were not dead then, then the ones that were.
        const UndoText text("seki::ui::RecoveryKeeper",
                            QT_TRANSLATE_NOOP("seki::ui::RecoveryKeeper", "Restore unsaved marks"));
        auto* command = new TranslatedUndoCommand(text);
        std::vector<Point> alive;
        std::vector<Point> dead;
        board.forEachPoint([&](Board::Index i) {
            if (position.dead.test(size_t(i)) && !restored.test(size_t(i)))
                alive.push_back(board.point(i));
            else if (restored.test(size_t(i)))
                dead.push_back(board.point(i));
        });
        new SetDeadCommand(*m_document, std::move(alive), false, text, command);
        new SetDeadCommand(*m_document, std::move(dead), true, text, command);
        m_undoStack.push(command);
        m_window.statusBar()->showMessage(tr("Restored %n unsaved mark(s) in %1", nullptr, changed).arg(name), 4000);
        break;
    }
    case Choice::Discard:
        m_store.remove(m_sourcePath, m_game);
        break;
    case Choice::Keep:
        break;
    }
    return choice;
}

void RecoveryKeeper::documentSaved(const QString& path, const QByteArray& bytes)
{
    if (!m_sourcePath.isEmpty())
        m_store.remove(m_sourcePath, m_game);
    GameDocument* document = m_document;
    forget();
    m_document = document;
    if (!document)
        return;
    // Saved over another file that had marks kept from an earlier session: they belonged to
    // bytes that are gone.
    m_store.remove(path, document->gameIndex());
    m_sourcePath = RecoveryStore::normalizedPath(path);
    m_game = document->gameIndex();
    m_fingerprint = RecoveryStore::fingerprintOf(bytes);
    m_savedDead = document->deadStones();
}

void RecoveryKeeper::discard()
{
    if (!m_sourcePath.isEmpty())
        m_store.remove(m_sourcePath, m_game);
    forget();
}

QStringList RecoveryKeeper::recoverableFiles() const
{
    QStringList files;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const RecoveryStore::Entry& entry : m_store.entries()) {
        if (entry.sourcePath == m_sourcePath && entry.game == m_game)
            continue;
        const std::optional<RecoveryStore::Fingerprint> current = RecoveryStore::fingerprintOf(entry.sourcePath);
        if (!current) {
            if (!entry.savedAt.isValid() || entry.savedAt.daysTo(now) > MissingFileGraceDays)
                m_store.remove(entry.sourcePath, entry.game);
            continue;
        }
        if (*current != entry.source) {
            m_store.remove(entry.sourcePath, entry.game);
            continue;
        }
        if (!files.contains(entry.sourcePath))
            files << entry.sourcePath;
    }
    return files;
}

void RecoveryKeeper::showStartupNotice()
{
    const QStringList files = recoverableFiles();
    if (!files.isEmpty())
        m_prompts.showRecoveryNotice(&m_window, files, [keeper = QPointer<RecoveryKeeper>(this)](const QString& path) {
            if (keeper)
                emit keeper->openRequested(path);
        });
}

} // namespace seki::ui
