#include "teaching/exercisesession.h"

#include "board/boardscene.h"
#include "common/parseerrortext.h"
#include "common/pointnames.h"

#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/treecursor.h"

#include <algorithm>

namespace seki::ui {

namespace {

// The shape a block's answer is drawn with: a circle alive, a cross dead, a triangle in seki.
MarkShape shapeFor(BlockStatus status)
{
    switch (status) {
    case BlockStatus::Alive:
        return MarkShape::Circle;
    case BlockStatus::Dead:
        return MarkShape::Cross;
    case BlockStatus::Seki:
        return MarkShape::Triangle;
    }
    return MarkShape::Circle;
}

} // namespace

ExerciseSession::ExerciseSession(QObject* parent) : QObject(parent) { }

bool ExerciseSession::start(const SgfGameTree& tree, int node, double komi, Rules rules,
                            const QHash<int, QString>& texts, QString* problem)
{
    stop();
    try {
        const GameRecord record = GameRecord::read(tree);
        const int width = record.info().width;
        const int height = record.info().height;
        if (node < 0 || node >= tree.nodeCount())
            throw ParseError(1, 1, "no such node");
        std::optional<ExerciseKey> key = readExerciseKey(tree.node(node), width, height);
        if (!key) {
            if (problem)
                *problem = tr("This position poses no exercise.");
            return false;
        }
        m_tree = tree;
        m_key = std::move(key);
        m_width = width;
        m_height = height;
    } catch (const ParseError& error) {
        if (problem)
            *problem = tr("The exercise's answer key cannot be read: %1").arg(ParseErrorText::message(error));
        return false;
    }
    m_texts = texts;
    m_komi = komi;
    m_rules = rules;
    m_start = node;
    goTo(node);
    reset();
    return true;
}

void ExerciseSession::stop()
{
    m_key.reset();
    m_start = -1;
    m_node = -1;
    m_blockAnswers.clear();
    m_marks.clear();
    m_result.clear();
    m_sekiCheck.reset();
    m_countCheck.reset();
    m_checked = m_solved = m_revealed = false;
    m_verdict.clear();
    m_lastAnswer.reset();
    emit changed();
}

void ExerciseSession::goTo(int node)
{
    TreeCursor cursor(m_tree, m_width, m_height);
    cursor.goTo(node);
    const TreeCursor::State& state = cursor.state();
    m_node = node;
    m_board = state.board;
    m_koBoard = state.boardBeforeMove;
    m_capturedByBlack = state.capturedByBlack;
    m_capturedByWhite = state.capturedByWhite;
    m_lastMove = state.movePoint;
    if (node == m_start)
        m_toPlay = cursor.toPlay();
}

void ExerciseSession::reset()
{
    if (!m_key)
        return;
    if (m_node != m_start)
        goTo(m_start);
    m_blockAnswers.clear();
    m_marks.assign(size_t(m_board.width() * m_board.height()), '.');
    m_result.clear();
    m_sekiCheck.reset();
    m_countCheck.reset();
    m_checked = m_solved = m_revealed = false;
    m_verdict.clear();
    m_lastAnswer.reset();
    emit changed();
}

QString ExerciseSession::textAt(int node) const
{
    if (const auto text = m_texts.find(node); text != m_texts.end())
        return *text;
    const std::optional<std::string> comment = m_tree.node(node).text("C");
    return comment ? QString::fromStdString(*comment).trimmed() : QString();
}

QString ExerciseSession::question() const
{
    return m_key ? textAt(m_start) : QString();
}

QString ExerciseSession::instructions() const
{
    if (!m_key)
        return {};
    switch (m_key->kind) {
    case ExerciseKind::SekiOrNot:
        return tr("Click each marked group to say what it is: once alive (circle), twice dead (cross), three "
                  "times in seki (triangle). Then Check.");
    case ExerciseKind::CountIt:
        return tr("Click each point of territory: once Black's, twice White's, three times no one's. Or type "
                  "the result (B+3, W+2.5, 0). Then Check.");
    case ExerciseKind::YourMove:
        return m_toPlay == Color::Black ? tr("Black to play: click where Black should play.")
                                        : tr("White to play: click where White should play.");
    }
    return {};
}

QString ExerciseSession::colourName(Color colour) const
{
    return colour == Color::Black ? tr("Black") : tr("White");
}

QString ExerciseSession::names(const std::vector<Point>& points, int limit) const
{
    return pointNames(points, m_board.height(), limit);
}

Position ExerciseSession::position() const
{
    Position position;
    position.board = m_board;
    position.komi = m_komi;
    position.rules = m_rules;
    position.capturedByBlack = m_capturedByBlack;
    position.capturedByWhite = m_capturedByWhite;
    if (m_key)
        for (const Point stone : m_key->deadStones())
            for (const Point p : blockAt(m_board, stone))
                position.dead.set(size_t(m_board.index(p)));
    return position;
}

void ExerciseSession::activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers)
{
    if (!m_key || !m_board.contains(point) || m_revealed)
        return;
    const bool back = buttons & Qt::RightButton;
    switch (m_key->kind) {
    case ExerciseKind::SekiOrNot: {
        const std::vector<Point> block = blockAt(m_board, point);
        const bool asked = std::any_of(m_key->stones.begin(), m_key->stones.end(), [&](const auto& entry) {
            return std::find(block.begin(), block.end(), entry.first) != block.end();
        });
        if (block.empty() || !asked)
            return;
        // Unanswered, alive, dead, seki, and round again (the right button the other way).
        const Point anchor = block.front();
        const auto given = m_blockAnswers.find(anchor);
        const int step = given == m_blockAnswers.end() ? 0 : int(given->second) + 1;
        const int next = (step + (back ? 3 : 1)) % 4;
        if (next == 0)
            m_blockAnswers.erase(anchor);
        else
            m_blockAnswers[anchor] = BlockStatus(next - 1);
        m_checked = m_solved = false;
        break;
    }
    case ExerciseKind::CountIt: {
        const bool deadStone = isStone(m_board.at(point)) && position().dead.test(size_t(m_board.index(point)));
        if (isStone(m_board.at(point)) && !deadStone)
            return;
        char& mark = m_marks[size_t(point.y * m_board.width() + point.x)];
        static const char Cycle[] = {'.', 'b', 'w'};
        const int at = mark == 'b' ? 1 : mark == 'w' ? 2 : 0;
        mark = Cycle[(at + (back ? 2 : 1)) % 3];
        m_checked = m_solved = false;
        break;
    }
    case ExerciseKind::YourMove:
        if (m_solved)
            return;
        if (m_node != m_start && m_checked) // after a refuted move: from the question again
            goTo(m_start);
        playMove(point);
        break;
    }
    emit changed();
}

void ExerciseSession::setResult(const QString& result)
{
    if (m_result == result)
        return;
    m_result = result;
    m_checked = m_solved = false;
    emit changed();
}

void ExerciseSession::playMove(Point point)
{
    const MoveAnswer answer = checkMove(m_tree, m_node, m_board, m_koBoard ? &*m_koBoard : nullptr, point, m_toPlay);
    m_lastAnswer = SaidMove{answer, point, false};
    switch (answer.verdict) {
    case MoveVerdict::Illegal:
        m_checked = false;
        break;
    case MoveVerdict::NotThis:
        m_checked = true;
        break;
    case MoveVerdict::Wrong:
        goTo(answer.reply >= 0 ? answer.reply : answer.node);
        m_checked = true;
        m_solved = false;
        break;
    case MoveVerdict::Right:
        goTo(answer.reply >= 0 ? answer.reply : answer.node);
        // The lesson goes on with another move of the student's side: the exercise too.
        m_lastAnswer->again = answer.reply >= 0 && !rightMoves(m_tree, m_node, m_toPlay).empty();
        m_checked = !m_lastAnswer->again;
        m_solved = !m_lastAnswer->again;
        break;
    }
    m_verdict = moveVerdict(*m_lastAnswer);
    if (answer.verdict == MoveVerdict::Right && m_solved)
        emit solved();
}

QString ExerciseSession::moveVerdict(const SaidMove& said) const
{
    const MoveAnswer& answer = said.answer;
    const QString name = pointName(said.point, m_board.height());
    // The lesson's words on the move and on its answer (Right, Wrong), in the window's language.
    QString words = answer.node >= 0 ? textAt(answer.node) : QString();
    if (answer.reply >= 0) {
        const QString reply = textAt(answer.reply);
        if (!reply.isEmpty())
            words += QLatin1Char(' ') + reply;
    }
    switch (answer.verdict) {
    case MoveVerdict::Illegal:
        return answer.problem == MoveProblem::Suicide
                   ? tr("%1 would be suicide: that stone has no liberty and captures nothing.").arg(name)
               : answer.problem == MoveProblem::Ko ? tr("%1 retakes the ko at once, which the rules forbid.").arg(name)
                                                   : tr("%1 is taken: play on an empty point.").arg(name);
    case MoveVerdict::NotThis: {
        const QString reason = QString::fromStdString(m_key->wrongMoveReason).trimmed();
        return reason.isEmpty() ? tr("Not %1. Try again.").arg(name) : tr("Not %1: %2").arg(name, reason);
    }
    case MoveVerdict::Wrong:
        return tr("Not %1. %2 Click the board to try again.").arg(name, words.trimmed());
    case MoveVerdict::Right:
        return said.again ? tr("Right, %1. %2 Your move again.").arg(name, words.trimmed())
                          : tr("Right, %1! %2").arg(name, words.trimmed()).trimmed();
    }
    return QString();
}

void ExerciseSession::setTexts(const QHash<int, QString>& texts)
{
    m_texts = texts;
    // What the panel says, said again in the new language: the answer shown, the check made, or
    // the lesson's answer to the move played.
    if (m_key) {
        if (m_revealed) {
            reveal();
            return;
        }
        if (m_checked && m_key->kind == ExerciseKind::SekiOrNot)
            checkSeki();
        else if (m_checked && m_key->kind == ExerciseKind::CountIt)
            checkCount();
        else if (m_key->kind == ExerciseKind::YourMove && m_lastAnswer && !m_verdict.isEmpty())
            m_verdict = moveVerdict(*m_lastAnswer);
    }
    emit changed();
}

void ExerciseSession::check()
{
    if (!m_key)
        return;
    if (m_key->kind == ExerciseKind::SekiOrNot)
        checkSeki();
    else if (m_key->kind == ExerciseKind::CountIt)
        checkCount();
    else
        return;
    m_checked = true;
    emit changed();
    if (m_solved)
        emit solved();
}

QString ExerciseSession::explainBlock(const BlockAnswer& block) const
{
    const QString who = colourName(block.colour);
    const QString where = pointName(block.stones.front(), m_board.height());
    switch (block.expected) {
    case BlockStatus::Alive:
        return tr("%1's group at %2 is alive: it has territory of its own (%3).")
            .arg(who, where, names(block.territory, 4));
    case BlockStatus::Dead:
        return tr("%1's group at %2 is dead: it cannot make two eyes, and at the end the players take it off "
                  "as prisoners.")
            .arg(who, where);
    case BlockStatus::Seki:
        if (!block.eyes.empty() && !block.shared.empty())
            return tr("%1's group at %2 is in seki: it has one eye, %3, and shares %4 with the other side; "
                      "whoever fills a shared point is captured.")
                .arg(who, where, names(block.eyes), names(block.shared));
        if (!block.shared.empty())
            return tr("%1's group at %2 is in seki: it has no eye, and shares %3 with the other side; "
                      "whoever fills a shared point is captured.")
                .arg(who, where, names(block.shared));
        return tr("%1's group at %2 is in seki: it cannot make two eyes, and the other side cannot "
                  "capture it either.")
            .arg(who, where);
    }
    return QString();
}

QStringList ExerciseSession::reasons() const
{
    QStringList lines;
    if (m_sekiCheck)
        for (const BlockAnswer& block : m_sekiCheck->blocks)
            lines << explainBlock(block);
    return lines;
}

QStringList ExerciseSession::counts() const
{
    if (!m_countCheck)
        return {};
    // Territory counting adds the prisoners, area counting the stones on the board; komi (with
    // area counting's compensation for handicap stones) goes to White.
    const bool area = m_rules == Rules::Chinese;
    const auto line = [&](Color colour, const SideScore& side) {
        const QString total = QString::fromStdString(formatScore(side.total));
        const double komi = colour == Color::White ? side.komi + (area ? side.handicap : 0) : 0;
        const int counted = area ? side.stones : side.captures + side.deadStones;
        if (komi == 0)
            return (area ? tr("%1: territory %2 + stones %3 = %4") : tr("%1: territory %2 + prisoners %3 = %4"))
                .arg(colourName(colour))
                .arg(side.territory)
                .arg(counted)
                .arg(total);
        return (area ? tr("%1: territory %2 + stones %3 + komi %4 = %5")
                     : tr("%1: territory %2 + prisoners %3 + komi %4 = %5"))
            .arg(colourName(colour))
            .arg(side.territory)
            .arg(counted)
            .arg(QString::fromStdString(formatScore(komi)), total);
    };
    return {line(Color::Black, m_countCheck->black), line(Color::White, m_countCheck->white)};
}

void ExerciseSession::checkSeki()
{
    std::map<Point, BlockStatus> answers;
    for (const auto& [anchor, status] : m_blockAnswers)
        for (const Point p : blockAt(m_board, anchor))
            answers[p] = status;
    const Position counted = position();
    m_sekiCheck = checkSekiAnswer(counted, m_rules, *m_key, answers);
    m_solved = m_sekiCheck->solved();
    QStringList lines;
    std::vector<Point> unanswered;
    int right = 0;
    for (const BlockAnswer& block : m_sekiCheck->blocks) {
        if (block.right()) {
            ++right;
            continue;
        }
        if (!block.given) {
            unanswered.push_back(block.stones.front());
            continue;
        }
        lines << explainBlock(block);
    }
    // The groups not answered, in one line: the explanations are for the answers given.
    if (!unanswered.empty())
        lines << tr("Not answered yet: the groups at %1.").arg(names(unanswered, 8));
    const int total = int(m_sekiCheck->blocks.size());
    m_verdict = m_solved ? tr("Right: every group is what you said.")
                         : tr("%1 of %2 groups are right.").arg(right).arg(total) + QLatin1Char('\n')
                               + lines.join(QLatin1Char('\n'));
}

void ExerciseSession::checkCount()
{
    const bool marked = std::any_of(m_marks.begin(), m_marks.end(), [](char c) { return c != '.'; });
    const std::optional<std::string> result
        = m_result.trimmed().isEmpty() ? std::nullopt : std::optional<std::string>(m_result.toStdString());
    if (!marked && !result) {
        m_countCheck.reset();
        m_solved = false;
        m_verdict = tr("Mark the territory on the board, or type the result, then Check.");
        return;
    }
    m_countCheck = seki::checkCount(position(), m_rules, marked ? m_marks : TerritoryMap{}, result);
    m_solved = m_countCheck->solved();
    QStringList lines;
    if (marked) {
        if (m_countCheck->missed.empty() && m_countCheck->wrong.empty())
            lines << tr("Every point is right.");
        if (!m_countCheck->missed.empty())
            lines << tr("Territory you did not count (circled): %1.").arg(names(m_countCheck->missed, 8));
        if (!m_countCheck->wrong.empty())
            lines << tr("Counted wrongly (crossed): %1.").arg(names(m_countCheck->wrong, 8));
    }
    if (m_countCheck->resultRight)
        lines << (*m_countCheck->resultRight
                      ? tr("The result is right: %1.").arg(QString::fromStdString(m_countCheck->expectedResult))
                      : tr("The result %1 is not right.").arg(m_result.trimmed()));
    m_verdict = (m_solved ? tr("Right!") + QLatin1Char(' ') : QString()) + lines.join(QLatin1Char(' '));
}

void ExerciseSession::reveal()
{
    if (!m_key)
        return;
    m_revealed = true;
    switch (m_key->kind) {
    case ExerciseKind::SekiOrNot: {
        m_sekiCheck = checkSekiAnswer(position(), m_rules, *m_key, {});
        QStringList lines;
        for (const BlockAnswer& block : m_sekiCheck->blocks) {
            const QString status = block.expected == BlockStatus::Alive  ? tr("alive")
                                   : block.expected == BlockStatus::Dead ? tr("dead")
                                                                         : tr("in seki");
            lines << tr("%1's group at %2: %3.")
                         .arg(colourName(block.colour), pointName(block.stones.front(), m_board.height()), status);
        }
        m_verdict = tr("The answer:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
        break;
    }
    case ExerciseKind::CountIt:
        m_countCheck = seki::checkCount(position(), m_rules, {}, std::nullopt);
        m_verdict = tr("The answer: %1; the marks show each side's territory.")
                        .arg(QString::fromStdString(m_countCheck->expectedResult))
                    + QLatin1Char('\n') + counts().join(QLatin1Char('\n'));
        break;
    case ExerciseKind::YourMove: {
        if (m_node != m_start)
            goTo(m_start);
        const std::vector<Point> moves = rightMoves(m_tree, m_start, m_toPlay);
        QString words;
        for (const int child : m_tree.node(m_start).children())
            if (!m_tree.node(child).has("BM")) {
                words = textAt(child);
                break;
            }
        m_verdict = (tr("The answer: %1.").arg(names(moves)) + QLatin1Char(' ') + words).trimmed();
        break;
    }
    }
    emit changed();
}

void ExerciseSession::decorate(BoardScene& scene) const
{
    if (!m_key)
        return;
    scene.board = m_board;
    scene.lastMove = m_lastMove;
    scene.dead.reset();
    scene.clearMarks();
    scene.highlighted.reset();
    scene.suggested.reset();
    scene.branchLabels.clear(); // no peeking at the lesson's lines
    scene.moveNumbers.clear();
    scene.shapes.clear();
    scene.labels.clear();
    switch (m_key->kind) {
    case ExerciseKind::SekiOrNot: {
        if (m_revealed && m_sekiCheck) {
            for (const BlockAnswer& block : m_sekiCheck->blocks)
                scene.shapes.push_back({block.stones.front(), shapeFor(block.expected)});
            break;
        }
        for (const auto& [anchor, status] : m_blockAnswers)
            scene.shapes.push_back({anchor, shapeFor(status)});
        if (m_checked && m_sekiCheck)
            for (const BlockAnswer& block : m_sekiCheck->blocks)
                if (!block.right())
                    for (const Point p : block.stones)
                        scene.highlighted.set(size_t(m_board.index(p)));
        // The blocks asked about, not yet answered: a small square on their first stone.
        if (!m_checked)
            for (const auto& [stone, status] : m_key->stones) {
                const std::vector<Point> block = blockAt(m_board, stone);
                if (!block.empty() && !m_blockAnswers.count(block.front())
                    && std::none_of(scene.shapes.begin(), scene.shapes.end(),
                                    [&](const PointShape& shape) { return shape.point == block.front(); }))
                    scene.shapes.push_back({block.front(), MarkShape::Square});
            }
        break;
    }
    case ExerciseKind::CountIt: {
        scene.dead = position().dead;
        const TerritoryMap& shown = m_revealed && m_countCheck ? m_countCheck->expected : m_marks;
        for (int y = 0; y < m_board.height(); ++y)
            for (int x = 0; x < m_board.width(); ++x) {
                const char c = size_t(y * m_board.width() + x) < shown.size() ? shown[size_t(y * m_board.width() + x)]
                                                                                : '.';
                if (c != '.')
                    scene.marks[size_t(m_board.index({x, y}))]
                        = c == 'b' ? PointMark::BlackTerritory : PointMark::WhiteTerritory;
            }
        if (m_checked && m_countCheck && !m_revealed) {
            for (const Point p : m_countCheck->missed)
                scene.shapes.push_back({p, MarkShape::Circle});
            for (const Point p : m_countCheck->wrong)
                scene.shapes.push_back({p, MarkShape::Cross});
        }
        break;
    }
    case ExerciseKind::YourMove:
        if (m_revealed)
            for (const Point p : rightMoves(m_tree, m_start, m_toPlay))
                scene.shapes.push_back({p, MarkShape::Triangle});
        break;
    }
}

} // namespace seki::ui
