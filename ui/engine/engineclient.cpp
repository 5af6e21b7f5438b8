#include "engine/engineclient.h"

#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

namespace seki::ui {

namespace {

QString fromStd(const std::string& text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

EngineClient::EngineClient(QObject* parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const bool asked = m_query != nullptr;
        fail(tr("%1 gave no answer in %2 seconds.").arg(programName(), QString::number(m_timeout / 1000.0)));
        m_lastTimedOut = asked;
    });
}

EngineClient::~EngineClient()
{
    stop();
}

void EngineClient::setCommand(const QString& command)
{
    const QString trimmed = command.trimmed();
    if (trimmed == m_command)
        return;
    cancel();
    m_command = trimmed;
}

QString EngineClient::programName() const
{
    const QStringList words = QProcess::splitCommand(m_command);
    return words.isEmpty() ? m_command : words.constFirst();
}

bool EngineClient::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void EngineClient::stop()
{
    m_timer->stop();
    if (!m_process)
        return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        // Killed, not asked to quit: an engine deep in a reading would keep the window waiting.
        process->kill();
        process->waitForFinished(1000);
    }
    // Later: this may run inside one of the process's own signals.
    process->deleteLater();
    m_reader.clear();
}

void EngineClient::cancel()
{
    m_query.reset();
    stop();
}

void EngineClient::start()
{
    const QStringList words = QProcess::splitCommand(m_command);
    m_process = new QProcess(this);
    m_errorOutput.clear();
    m_reader.clear();
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineClient::readAnswers);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        if (!m_process)
            return;
        m_errorOutput += m_process->readAllStandardError();
        // Only the end matters for a message; a chatty engine must not fill the memory.
        if (m_errorOutput.size() > 4096)
            m_errorOutput = m_errorOutput.right(4096);
    });
    connect(m_process, &QProcess::errorOccurred, this, &EngineClient::onProcessError);
    connect(m_process, &QProcess::finished, this, &EngineClient::onProcessFinished);
    if (words.isEmpty()) {
        QTimer::singleShot(0, this, [this] { fail(tr("No engine is set (Edit \u203a Preferences).")); });
        return;
    }
    QString program = words.constFirst();
    // Debian installs GNU Go in /usr/games, which not every PATH holds (root's does not).
    if (!program.contains(QLatin1Char('/')) && QStandardPaths::findExecutable(program).isEmpty()) {
        const QString games = QStandardPaths::findExecutable(
            program, {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")});
        if (!games.isEmpty())
            program = games;
    }
    m_process->start(program, words.mid(1));
}

void EngineClient::ask(const EngineGame& game)
{
    m_lastTimedOut = false;
    m_query.reset();
    auto query = std::make_unique<DeadStoneQuery>(game);
    if (query->problem()) {
        const QString message = describe(*query->problem());
        // Never inside this call: the caller may still be setting up its busy state.
        QTimer::singleShot(0, this, [this, message] { emit failed(message); });
        return;
    }
    m_query = std::move(query);
    if (!isRunning()) {
        stop();
        start();
    }
    // The first line waits for the event loop too: the caller connects before anything arrives.
    QTimer::singleShot(0, this, &EngineClient::sendNext);
}

void EngineClient::sendNext()
{
    if (!m_query || !m_process)
        return;
    const std::optional<std::string> line = m_query->nextLine();
    if (!line) {
        m_timer->stop();
        std::unique_ptr<DeadStoneQuery> done = std::move(m_query);
        if (done->problem()) {
            // What the engine said is not to be trusted for the next position either.
            stop();
            emit failed(describe(*done->problem()));
        } else {
            emit finished(done->answer());
        }
        return;
    }
    m_process->write(line->data(), qint64(line->size()));
    m_timer->start(m_timeout);
}

void EngineClient::readAnswers()
{
    if (!m_process)
        return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    if (!m_query)
        return; // stale text from a cancelled question
    m_reader.feed(std::string_view(bytes.constData(), size_t(bytes.size())));
    while (m_query) {
        const std::optional<GtpResponse> response = m_reader.next();
        if (!response)
            return;
        m_query->accept(*response);
        sendNext();
    }
}

void EngineClient::fail(const QString& message)
{
    m_lastTimedOut = false;
    const bool asked = m_query != nullptr;
    m_query.reset();
    stop();
    if (asked)
        emit failed(message);
}

void EngineClient::onProcessError(QProcess::ProcessError error)
{
    if (error == QProcess::FailedToStart)
        fail(tr("The engine could not be started: '%1' (%2). Install GNU Go, or name another GTP engine "
                "(Edit \u203a Preferences, or --engine).")
                 .arg(m_command, m_process ? m_process->errorString() : QString()));
    // Crashes and write errors end in finished(): reported there, with the engine's last words.
}

void EngineClient::onProcessFinished(int exitCode, QProcess::ExitStatus status)
{
    const QString said = QString::fromLocal8Bit(m_errorOutput).trimmed().split(QLatin1Char('\n')).constLast().left(200);
    QString message = status == QProcess::CrashExit
                          ? tr("%1 crashed.").arg(programName())
                          : tr("%1 stopped (exit status %2).").arg(programName()).arg(exitCode);
    if (!said.isEmpty())
        message += QLatin1Char(' ') + tr("It said: %1").arg(said);
    fail(message);
}

std::optional<DeadStoneAnswer> EngineClient::askAndWait(const EngineGame& game, QString* error)
{
    std::optional<DeadStoneAnswer> result;
    QEventLoop loop;
    const QMetaObject::Connection done
        = connect(this, &EngineClient::finished, &loop, [&](const DeadStoneAnswer& answer) {
              result = answer;
              loop.quit();
          });
    const QMetaObject::Connection problem = connect(this, &EngineClient::failed, &loop, [&](const QString& message) {
        *error = message;
        loop.quit();
    });
    ask(game);
    loop.exec();
    disconnect(done);
    disconnect(problem);
    return result;
}

QString EngineClient::describe(const EngineProblem& problem)
{
    const QString detail = fromStd(problem.detail);
    switch (problem.kind) {
    case EngineProblem::Kind::BoardNotSquare:
        return tr("A GTP engine takes square boards only; this one is %1\u00d7%2.")
            .arg(problem.width)
            .arg(problem.height);
    case EngineProblem::Kind::BoardTooLarge:
        return tr("GTP names the points of boards up to %1\u00d7%1; this one is %2\u00d7%3.")
            .arg(MaxGtpSide)
            .arg(problem.width)
            .arg(problem.height);
    case EngineProblem::Kind::BoardSizeRefused:
        return tr("The engine cannot take a %1\u00d7%2 board (it answered \u201c%3\u201d). GNU Go plays up to "
                  "%4\u00d7%4.")
            .arg(problem.width)
            .arg(problem.height)
            .arg(detail)
            .arg(19);
    case EngineProblem::Kind::NoLiberties:
        return tr("The block at %1 has no liberty: no game reaches this position.").arg(detail);
    case EngineProblem::Kind::CommandRefused:
        return tr("The engine refused \u201c%1\u201d.").arg(detail);
    case EngineProblem::Kind::Garbage:
        return tr("The engine's answer is not GTP: \u201c%1\u201d.").arg(detail);
    case EngineProblem::Kind::UnknownVertex:
        return tr("The engine named \u201c%1\u201d dead, which is no point of this board.").arg(detail);
    case EngineProblem::Kind::NotAStone:
        return tr("The engine named %1 dead, an empty point: its board differs from the game's.").arg(detail);
    }
    return fromStd(seki::describe(problem));
}

} // namespace seki::ui
