#pragma once

#include "engine/deadstonequery.h"

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTimer;

namespace seki::ui {

// A GTP engine in its own process (GNU Go by default), asked for the dead stones of a position
// without ever blocking the thread it lives on: the conversation is core's DeadStoneQuery, this
// class only carries its lines to the process and the answers back. The process is started on the
// first question and kept for the next (one engine for many files); cancel() or a failure stops it.
class EngineClient : public QObject {
    Q_OBJECT
public:
    static QString defaultCommand() { return QStringLiteral("gnugo --mode gtp"); }

    explicit EngineClient(QObject* parent = nullptr);
    ~EngineClient() override;

    // The engine's command line ("gnugo --mode gtp", "katago gtp -model m.bin.gz"); a change
    // stops a running engine, the next question starts the new one.
    void setCommand(const QString& command);
    QString command() const { return m_command; }
    // How long one answer may take before the engine is given up (milliseconds).
    void setTimeout(int milliseconds) { m_timeout = milliseconds; }
    int timeout() const { return m_timeout; }

    // Asks for the dead stones of `game`; finished() or failed() follows, never both, never
    // inside this call. A question already running is cancelled first.
    void ask(const EngineGame& game);
    bool isBusy() const { return m_query != nullptr; }
    // Stops the question and the engine (the next question starts it again); no signal follows.
    void cancel();
    // Stops the engine process, if one runs.
    void stop();
    bool isRunning() const;

    // The same question, waiting for the answer in a local event loop (the command line).
    // Returns the answer, or nullopt with *error set.
    std::optional<DeadStoneAnswer> askAndWait(const EngineGame& game, QString* error);

    // Whether the last question failed because the engine gave no answer in time (not because it
    // stopped, said nonsense or could not start): one that is restarted may answer.
    bool lastFailureTimedOut() const { return m_lastTimedOut; }

    // A problem in the window's language.
    static QString describe(const EngineProblem& problem);

signals:
    void finished(const seki::DeadStoneAnswer& answer);
    void failed(const QString& message);

private:
    void start();
    void sendNext();
    void readAnswers();
    void fail(const QString& message);
    void onProcessError(QProcess::ProcessError error);
    void onProcessFinished(int exitCode, QProcess::ExitStatus status);
    QString programName() const;

    QString m_command = defaultCommand();
    int m_timeout = 60000;
    bool m_lastTimedOut = false;
    QProcess* m_process = nullptr;
    QTimer* m_timer = nullptr;
    std::unique_ptr<DeadStoneQuery> m_query;
    GtpResponseReader m_reader;
    QByteArray m_errorOutput; // the engine's stderr, its last lines quoted when it stops
};

} // namespace seki::ui
