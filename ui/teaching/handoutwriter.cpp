#include "teaching/handoutwriter.h"
#include "common/safefilewriter.h"

#include "board/boardgeometry.h"
#include "diagram/diagramcrop.h"
#include "board/boardpainter.h"
#include "common/rulestitle.h"
#include "review/stepexplainer.h"
#include "board/themerenderer.h"
#include "review/traceoverlaypainter.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPdfWriter>
#include <QPointer>

#include <algorithm>
#include <cmath>
#include <limits>

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

// A page's heading, bold and black, wrapped across the top of `area` (a quarter larger than the
// text at `textPixels`); returns where the heading ends.
double paintHeading(QPainter& painter, const QRectF& area, const QString& heading, double textPixels)
{
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    painter.setPen(Qt::black);
    painter.setFont(sizedFont(textPixels * 1.25, true));
    painter.drawText(area, flags, heading);
    return painter.boundingRect(area, flags, heading).bottom();
}

// The font size, from `pixels` down to `floor`, at which wrapped `text` fits in `box`.
double fittedSize(QPainter& painter, const QRectF& box, const QString& text, double pixels, double floor)
{
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    double size = pixels;
    while (true) {
        painter.setFont(sizedFont(size));
        const QRectF needed = painter.boundingRect(box, flags, text);
        if (needed.height() <= box.height() || size <= floor)
            return size;
        size = std::max(floor, size * 0.92);
    }
}

// Draws wrapped text into `box`, shrinking the font until it fits (down to a floor, then it is
// cut at the box): a long explanation never runs into the next diagram.
void drawFitted(QPainter& painter, const QRectF& box, const QString& text, double pixels, double floor)
{
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    painter.setFont(sizedFont(fittedSize(painter, box, text, pixels, floor)));
    painter.save();
    painter.setClipRect(box);
    painter.drawText(box, flags, text);
    painter.restore();
}

// The theme a handout's boards are drawn in: for paper a white board with black lines and
// outlined black and white stones (a photocopier keeps them), otherwise the screen's own.
ThemeRenderer& themeFor(bool print)
{
    ThemeRenderer& screen = ThemeRenderer::shared(); // also loads the resources
    if (!print)
        return screen;
    static QPointer<ThemeRenderer> paper;
    if (!paper) {
        paper = new ThemeRenderer(QStringLiteral(":/theme/board.svg"), QCoreApplication::instance());
        paper->setBoardTheme(BoardTheme::Kind::HighContrast);
    }
    return *paper;
}

// How far past the last point of a cropped side the diagram reaches, in cells: the lines run
// on to the cut, so the reader sees the board goes on; the edge stones are whole and the stones
// beyond them stay out.
constexpr double CropMargin = 0.5;

} // namespace

HandoutWriter::HandoutWriter(std::shared_ptr<const TraceWalk> walk, const QString& title, const QString& introduction,
                             const HandoutOptions& options, std::shared_ptr<const LessonSource> lesson)
    : m_walk(std::move(walk)), m_title(title), m_introduction(introduction.trimmed()), m_options(options)
{
    m_options.columns = std::clamp(m_options.columns, 1, 6);
    m_options.rows = std::clamp(m_options.rows, 1, 6);
    if (m_options.content == HandoutOptions::Content::Lesson) {
        if (lesson) {
            // The lesson's own diagrams: its text goes with its first diagram, not above them all.
            m_lessonHandout = true;
            m_introduction.clear();
            m_lessonDiagrams = LessonHandout::diagrams(*lesson, m_options);
            return;
        }
        m_options.content = HandoutOptions::Content::Stages; // no lesson open: the walk-through's
    }
    if (m_walk && !m_walk->isEmpty())
        m_region = regionFor(*m_walk, m_options.region);
    buildDiagrams();
}

HandoutWriter::HandoutWriter(const QString& title, const QList<LessonSource>& lessons, const HandoutOptions& options)
    : m_title(title), m_options(options), m_lessonHandout(true), m_sheet(true)
{
    m_options.content = HandoutOptions::Content::Lesson;
    m_options.answerPage = true;
    m_options.columns = SheetColumns;
    m_options.rows = SheetRows;
    // Each lesson's problems and answers as its own handout makes them, numbered again across
    // the sheet: "Problem 3", and at the back "Answer 3" (then "3: Not this: ..." for a refutation).
    QList<LessonDiagram> problems;
    QList<LessonDiagram> answers;
    for (const LessonSource& lesson : lessons) {
        const int first = int(problems.size());
        for (LessonDiagram diagram : LessonHandout::diagrams(lesson, m_options)) {
            if (diagram.kind == LessonDiagram::Kind::Problem) {
                diagram.exercise = first + diagram.exercise;
                diagram.heading = tr("Problem %1").arg(diagram.exercise + 1);
                problems.append(diagram);
            } else if (diagram.kind == LessonDiagram::Kind::Answer) {
                const int number = first + diagram.exercise + 1;
                const bool firstAnswer = answers.isEmpty() || answers.last().exercise != number - 1;
                diagram.heading = firstAnswer ? tr("Answer %1").arg(number)
                                              : tr("%1: %2").arg(number).arg(diagram.heading);
                diagram.exercise = number - 1;
                answers.append(diagram);
            }
        }
    }
    m_lessonDiagrams = problems + answers;
}

std::vector<Point> HandoutWriter::pointsOfInterest(const TraceWalk& walk)
{
    std::vector<Point> points;
    for (const Step& step : walk.trace().steps()) {
        switch (step.kind) {
        case StepKind::RemoveDeadBlock:
        case StepKind::Seki:
        case StepKind::StrictDame:
        case StepKind::StrictSeki:
        case StepKind::Unresolved:
            for (Point p : walk.points(step))
                points.push_back(p);
            break;
        case StepKind::FillNeutral:
        case StepKind::FillFalseEye:
            points.push_back(step.point);
            break;
        default:
            break;
        }
    }
    std::vector<Point> seki;
    for (const auto& group : walk.result().sekiGroups())
        seki.insert(seki.end(), group.begin(), group.end());
    points.insert(points.end(), seki.begin(), seki.end());
    // The stones beside a filled point or a seki eye belong to the picture too, block and all
    // (the board's own blocks): a seki without eyes is all dame and stones.
    const Board& board = walk.board();
    std::vector<bool> taken(size_t(board.width() * board.height()), false);
    const size_t touched = points.size();
    for (size_t k = 0; k < touched; ++k) {
        const Point p = points[k];
        if (board.at(p) != Color::Empty)
            continue;
        for (Point q : {Point{p.x - 1, p.y}, Point{p.x + 1, p.y}, Point{p.x, p.y - 1}, Point{p.x, p.y + 1}}) {
            if (!board.contains(q) || board.at(q) == Color::Empty || taken[size_t(q.y * board.width() + q.x)])
                continue;
            for (Board::Index i : board.connected(board.index(q))) {
                const Point s = board.point(i);
                taken[size_t(s.y * board.width() + s.x)] = true;
                points.push_back(s);
            }
        }
    }
    return points;
}

QRect HandoutWriter::sideRegion(int w, int h, HandoutOptions::Region choice)
{
    const QRect whole(0, 0, w, h);
    // A corner or a side: a little over half the board, so a shape on the middle line is whole.
    const int halfW = std::min(w, (w + 1) / 2 + 1);
    const int halfH = std::min(h, (h + 1) / 2 + 1);
    using Region = HandoutOptions::Region;
    switch (choice) {
    case Region::Whole:
    case Region::Auto:
        return whole;
    case Region::TopLeft:
        return QRect(0, 0, halfW, halfH);
    case Region::TopRight:
        return QRect(w - halfW, 0, halfW, halfH);
    case Region::BottomLeft:
        return QRect(0, h - halfH, halfW, halfH);
    case Region::BottomRight:
        return QRect(w - halfW, h - halfH, halfW, halfH);
    case Region::Top:
        return QRect(0, 0, w, halfH);
    case Region::Bottom:
        return QRect(0, h - halfH, w, halfH);
    case Region::Left:
        return QRect(0, 0, halfW, h);
    case Region::Right:
        return QRect(w - halfW, 0, halfW, h);
    }
    return whole;
}

QRect HandoutWriter::regionFor(const TraceWalk& walk, HandoutOptions::Region choice)
{
    if (choice != HandoutOptions::Region::Auto)
        return sideRegion(walk.board().width(), walk.board().height(), choice);
    // The box around what the scorer touches, as core crops a diagram (diagram/diagramcrop.h).
    const DiagramRegion crop = cropAround(walk.board(), pointsOfInterest(walk));
    return QRect(QPoint(crop.left, crop.top), QPoint(crop.right, crop.bottom));
}

void HandoutWriter::buildDiagrams()
{
    m_diagrams.clear();
    m_skipped.clear();
    if (!m_walk || m_walk->isEmpty())
        return;
    const TraceWalk& walk = *m_walk;
    const Position& position = walk.position();
    const QString komi = QString::fromStdString(formatScore(position.komi));
    QString first = tr("The position, counted under %1 rules, komi %2.").arg(rulesTitle(walk.rules()), komi);
    if (walk.stepCount(Stage::DeadRemoved) > 0)
        first += QLatin1Char(' ') + tr("The stones the players marked dead carry a cross.");
    m_diagrams.append({0, tr("The position"), first});
    if (m_options.content == HandoutOptions::Content::Stages) {
        for (int s = 0; s < StageCount; ++s) {
            const Stage stage = Stage(s);
            const QString about = positionCaption(stage);
            const QString rule = StepExplainer::stageIntro(walk, stage);
            m_diagrams.append({walk.stageEnd(stage), StepExplainer::stageHeading(stage),
                               about.isEmpty() ? rule : about + QLatin1Char(' ') + rule, walk.stepCount(stage) == 0});
        }
    } else {
        // Every step, each shown when it is done; a stage that took no step still gets its
        // diagram, so the five stages are all on the handout (unless it looks like the last).
        for (int s = 0; s < StageCount; ++s) {
            const Stage stage = Stage(s);
            if (walk.stepCount(stage) == 0) {
                m_diagrams.append({walk.stageStart(stage), StepExplainer::stageHeading(stage),
                                   StepExplainer::stageIntro(walk, stage), true});
                continue;
            }
            for (int step = 1; step <= walk.stepCount(stage); ++step) {
                const int at = walk.positionOf(stage, step);
                m_diagrams.append(
                    {at,
                     tr("%1, step %2 of %3").arg(StepExplainer::stageTitle(stage)).arg(step).arg(walk.stepCount(stage)),
                     StepExplainer::explain(walk, at)});
            }
        }
        // The count itself: what the position comes to, in the same words as the stages' handout.
        const QString verdict = positionCaption(Stage::Verdict);
        if (!verdict.isEmpty())
            m_diagrams.last().caption = verdict + QLatin1Char(' ') + m_diagrams.last().caption;
    }
    if (m_options.skipUnchanged)
        skipUnchanged();
    // The last diagram shows the count: say what it comes to.
    m_diagrams.last().caption += QLatin1Char(' ') + outcomeText();
    for (int k = 0; k < m_diagrams.size(); ++k)
        m_diagrams[k].heading = tr("%1. %2").arg(k + 1).arg(m_diagrams[k].heading);
}

// A stage that took no step, or a diagram that would look exactly like the one before it, goes;
// the one before says that this stage changes nothing here, so the reader does not look for a
// missing diagram.
void HandoutWriter::skipUnchanged()
{
    QList<Diagram> kept;
    QImage previous;
    for (const Diagram& diagram : std::as_const(m_diagrams)) {
        QImage image = thumbnail(diagram.position);
        if (!kept.isEmpty() && (diagram.changesNothing || image == previous)) {
            m_skipped.append(diagram.position);
            const Stage stage = m_walk->location(diagram.position).stage;
            kept.last().caption += QLatin1Char(' ')
                                   + tr("(Nothing changes here in stage %1, %2.)")
                                         .arg(int(stage) + 1)
                                         .arg(StepExplainer::stageTitle(stage));
            continue;
        }
        kept.append(diagram);
        previous = std::move(image);
    }
    m_diagrams = kept;
}

QString HandoutWriter::outcomeText() const
{
    const ScoreResult& result = m_walk->result();
    if (!m_options.recordedResult.isEmpty())
        return tr("%1. The game was not played out: the position as it stands counts %2 (Black %3, White %4).")
            .arg(m_options.recordedResult, QString::fromStdString(result.resultText()),
                 QString::fromStdString(formatScore(result.black.total)),
                 QString::fromStdString(formatScore(result.white.total)));
    return result.margin() == 0 ? tr("Result: a draw (Black %1, White %2).")
                                      .arg(QString::fromStdString(formatScore(result.black.total)),
                                           QString::fromStdString(formatScore(result.white.total)))
                                : tr("Result: %1 (Black %2, White %3).")
                                      .arg(QString::fromStdString(result.resultText()),
                                           QString::fromStdString(formatScore(result.black.total)),
                                           QString::fromStdString(formatScore(result.white.total)));
}

// What a stage finds in this position, named by its points: the dead stones, the neutral points,
// the false eyes, the groups in seki. Empty when the stage's own sentence already says it all.
QString HandoutWriter::positionCaption(Stage stage) const
{
    const TraceWalk& walk = *m_walk;
    std::vector<Point> deadBlack;
    std::vector<Point> deadWhite;
    std::vector<Point> filled;
    for (int k = 1; k <= walk.stepCount(stage); ++k) {
        const Step* step = walk.step(walk.positionOf(stage, k));
        if (!step)
            continue;
        if (step->kind == StepKind::RemoveDeadBlock) {
            auto& into = step->color == Color::Black ? deadBlack : deadWhite;
            for (Point p : walk.points(*step))
                into.push_back(p);
        } else if (step->kind == StepKind::FillNeutral || step->kind == StepKind::FillFalseEye) {
            filled.push_back(step->point);
        }
    }
    const auto list = [&walk](const std::vector<Point>& points) { return StepExplainer::pointList(walk, points); };
    switch (stage) {
    case Stage::DeadRemoved: {
        QStringList parts;
        if (!deadBlack.empty())
            parts << (deadBlack.size() == 1 ? tr("The black stone at %1 is dead.")
                                            : tr("The black stones at %1 are dead."))
                         .arg(list(deadBlack));
        if (!deadWhite.empty())
            parts << (deadWhite.size() == 1 ? tr("The white stone at %1 is dead.")
                                            : tr("The white stones at %1 are dead."))
                         .arg(list(deadWhite));
        return parts.join(QLatin1Char(' '));
    }
    case Stage::NeutralFill:
        if (filled.empty())
            return QString();
        return (filled.size() == 1 ? tr("%1 lies between Black and White: it is no one's point.")
                                   : tr("%1 lie between Black and White: they are no one's points."))
            .arg(list(filled));
    case Stage::FalseEyeFill:
        if (filled.empty())
            return QString();
        return (filled.size() == 1 ? tr("%1 is a false eye.") : tr("%1 are false eyes.")).arg(list(filled));
    case Stage::Eyes:
        return QString();
    case Stage::Verdict: {
        std::vector<Point> seki;
        for (const auto& group : walk.result().sekiGroups())
            seki.insert(seki.end(), group.begin(), group.end());
        std::sort(seki.begin(), seki.end());
        if (seki.empty())
            return tr("No eye is in seki here.");
        if (walk.rules() == Rules::Chinese)
            return (seki.size() == 1 ? tr("%1 is in seki; area counting still gives it to the stones around it.")
                                     : tr("%1 are in seki; area counting still gives them to the stones around them."))
                .arg(StepExplainer::pointList(walk, seki));
        return (seki.size() == 1 ? tr("%1 is in seki: the groups around it live, but it counts for no one.")
                                 : tr("%1 are in seki: the groups around them live, but they count for no one."))
            .arg(StepExplainer::pointList(walk, seki));
    }
    }
    return QString();
}

QList<HandoutWriter::Page> HandoutWriter::pages() const
{
    QList<Page> list;
    if (m_sheet) {
        // The problems on the grid, then the answers from a new page.
        const int perPage = SheetColumns * SheetRows;
        for (int k = 0; k < m_lessonDiagrams.size(); ++k) {
            const bool answer = m_lessonDiagrams[k].kind == LessonDiagram::Kind::Answer;
            const bool joins = !list.isEmpty() && list.last().count < perPage
                               && (m_lessonDiagrams[k - 1].kind == LessonDiagram::Kind::Answer) == answer;
            if (joins)
                ++list.last().count;
            else
                list.append({PageKind::SheetGrid, k, 1});
        }
        if (list.isEmpty())
            list.append({PageKind::SheetGrid, 0, 0});
        return list;
    }
    if (m_lessonHandout) {
        // The lesson's diagrams three a page; a problem a page of its own, with room to write; the
        // answers at the back, each exercise's from a new page.
        for (int k = 0; k < m_lessonDiagrams.size(); ++k) {
            const LessonDiagram& diagram = m_lessonDiagrams[k];
            if (diagram.kind == LessonDiagram::Kind::Problem) {
                list.append({PageKind::LessonProblem, k, 1});
                continue;
            }
            const bool joins = !list.isEmpty() && list.last().kind == PageKind::LessonRows
                               && list.last().count < LessonRows
                               && m_lessonDiagrams[list.last().firstDiagram].kind != LessonDiagram::Kind::Problem
                               && m_lessonDiagrams[k - 1].exercise == diagram.exercise
                               && (m_lessonDiagrams[k - 1].kind == LessonDiagram::Kind::Answer)
                                      == (diagram.kind == LessonDiagram::Kind::Answer);
            if (joins)
                ++list.last().count;
            else
                list.append({PageKind::LessonRows, k, 1});
        }
        // An exercise's answer alone on its page is laid out as the problem is, as large.
        for (Page& page : list)
            if (page.kind == PageKind::LessonRows && page.count == 1
                && m_lessonDiagrams[page.firstDiagram].kind == LessonDiagram::Kind::Answer)
                page.kind = PageKind::LessonAnswer;
        if (list.isEmpty())
            list.append({PageKind::LessonRows, 0, 0});
        return list;
    }
    if (m_diagrams.isEmpty())
        return {Page{}};
    if (m_options.problemPage)
        list.append({PageKind::Problem, 0});
    for (int first = 0; first < m_diagrams.size(); first += m_options.perPage())
        list.append({PageKind::Diagrams, first});
    if (m_options.answerPage)
        list.append({PageKind::Answer, 0});
    return list;
}

QRect HandoutWriter::problemRegion() const
{
    // The problem and the answer ask for the count: the whole board, unless the teacher chose a
    // part of it (a crop around what the scorer touches would cut the walls and territory counted).
    if (m_options.region != HandoutOptions::Region::Auto || !m_walk)
        return m_region;
    return QRect(0, 0, m_walk->board().width(), m_walk->board().height());
}

int HandoutWriter::diagramCount() const
{
    return int(m_lessonHandout ? m_lessonDiagrams.size() : m_diagrams.size());
}

int HandoutWriter::pageCount() const
{
    return int(pages().size());
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
    const QList<Page> all = pages();
    const Page spec = all.value(page);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setPen(Qt::black);
    const double h = area.height();
    const double gap = h * 0.012;
    QRectF free = area;

    // Header: the title and the lesson's own words on the first page of diagrams, the title and
    // the question on the problem page (the lesson's words would give the answer away), a running
    // title elsewhere.
    const bool problem = spec.kind == PageKind::Problem && !m_diagrams.isEmpty();
    const bool opening
        = problem || (spec.kind == PageKind::Diagrams && spec.firstDiagram == 0) || (m_lessonHandout && page == 0);
    if (opening) {
        painter.setFont(sizedFont(h * TitleSize, true));
        const QRectF titleBox = painter.boundingRect(free, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_title);
        painter.drawText(free, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_title);
        free.setTop(titleBox.bottom() + gap * 0.6);
        const QString text = problem ? tr("Which stones are alive, which are dead, and which are in seki? Count the "
                                          "position under %1 rules, komi %2.")
                                           .arg(rulesTitle(m_walk->rules()),
                                                QString::fromStdString(formatScore(m_walk->position().komi)))
                                     : m_introduction;
        if (!text.isEmpty()) {
            // At most a third of the page, so the diagrams keep their room.
            const QRectF introBox(free.left(), free.top(), free.width(), h / 3);
            painter.setFont(sizedFont(h * TextSize));
            const QRectF needed = painter.boundingRect(introBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
            const QRectF box(introBox.topLeft(),
                             QSizeF(introBox.width(), std::min(needed.height(), introBox.height())));
            drawFitted(painter, box, text, h * TextSize, h * MinCaptionSize);
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
    const QString footer = tr("Page %1 of %2 \u00b7 SekiScope").arg(page + 1).arg(all.size());
    const QRectF footerBox = painter.boundingRect(free, Qt::AlignRight | Qt::AlignBottom, footer);
    painter.drawText(free, Qt::AlignRight | Qt::AlignBottom, footer);
    free.setBottom(footerBox.top() - gap * 0.5);

    if (m_lessonHandout) {
        paintLessonPage(painter, free, spec, h);
        painter.restore();
        return;
    }
    if (m_diagrams.isEmpty()) {
        painter.setPen(Qt::black);
        painter.setFont(sizedFont(h * TextSize));
        painter.drawText(free, Qt::AlignCenter | Qt::TextWordWrap, tr("This position cannot be scored."));
        painter.restore();
        return;
    }

    // The problem and the answer: one large diagram each.
    if (spec.kind == PageKind::Problem) {
        paintDiagram(painter, free, {0, tr("The problem"), QString()}, h, true, true);
        painter.restore();
        return;
    }
    if (spec.kind == PageKind::Answer) {
        const QString caption = positionCaption(Stage::Verdict) + QLatin1Char(' ') + outcomeText();
        paintDiagram(painter, free, {m_walk->positionCount() - 1, tr("The answer"), caption.trimmed()}, h, false, true);
        painter.restore();
        return;
    }

    const int columns = m_options.columns;
    const int rows = m_options.rows;
    const double cellWidth = (free.width() - gap * (columns - 1)) / columns;
    const double cellHeight = (free.height() - gap * (rows - 1)) / rows;
    const int first = spec.firstDiagram;
    for (int k = 0; k < m_options.perPage() && first + k < m_diagrams.size(); ++k) {
        const int row = k / columns;
        const int column = k % columns;
        const QRectF cell(free.left() + column * (cellWidth + gap), free.top() + row * (cellHeight + gap), cellWidth,
                          cellHeight);
        paintDiagram(painter, cell, m_diagrams[first + k], h);
    }
    painter.restore();
}

void HandoutWriter::paintDiagram(QPainter& painter, const QRectF& cell, const Diagram& diagram, double h, bool bare,
                                 bool single) const
{
    painter.setPen(Qt::black);
    painter.setFont(sizedFont(h * (single ? TextSize : CaptionSize), true));
    const QRectF headingBox
        = painter.boundingRect(cell, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, diagram.heading);
    painter.drawText(cell, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, diagram.heading);

    // The board takes what the caption leaves, up to about three quarters of the cell.
    const double top = headingBox.bottom() + h * 0.004;
    // A page's single diagram stays at about two thirds of the page's width: large enough to write
    // on, with room left for the caption and the pupil's notes.
    const double share = single ? 0.6 : (diagram.caption.isEmpty() ? 0.97 : 0.72);
    const double width = single ? cell.width() * 0.66 : cell.width();
    const QRectF target(cell.center().x() - width / 2, top, width, (cell.bottom() - top) * share);
    const QRect region = single ? problemRegion() : m_region;
    const QRectF drawn = paintBoard(painter, target, diagram.position, bare, region);

    if (diagram.caption.isEmpty())
        return;
    const double captionTop = drawn.bottom() + h * 0.006;
    const QRectF captionBox(cell.left(), captionTop, cell.width(), cell.bottom() - captionTop);
    painter.setPen(Qt::black);
    drawFitted(painter, captionBox, diagram.caption, h * (single ? TextSize : CaptionSize), h * MinCaptionSize);
}

namespace {

// The board of `walk` laid out in a fixed virtual area (about 100 units a line), and the part of
// it a region of points takes up there: a side on the board's edge takes the edge, labels and all;
// a cut side reaches a little past its last line.
struct VirtualBoard {
    QRectF area;
    BoardGeometry geometry;
    QRectF source;
};

VirtualBoard virtualBoard(const Board& board, const QRect& region, bool coordinates)
{
    VirtualBoard v;
    v.area = QRectF(0, 0, board.width() * 100.0, board.height() * 100.0);
    v.geometry = BoardGeometry(board.width(), board.height(), v.area, coordinates);
    const QRectF full = v.geometry.boardRect();
    const double reach = v.geometry.cellSize() * CropMargin;
    const QPointF topLeft = v.geometry.centre({region.left(), region.top()});
    const QPointF bottomRight = v.geometry.centre({region.right(), region.bottom()});
    const double left = region.left() == 0 ? full.left() : topLeft.x() - reach;
    const double top = region.top() == 0 ? full.top() : topLeft.y() - reach;
    const double right = region.right() == board.width() - 1 ? full.right() : bottomRight.x() + reach;
    const double bottom = region.bottom() == board.height() - 1 ? full.bottom() : bottomRight.y() + reach;
    v.source = QRectF(QPointF(left, top), QPointF(right, bottom));
    return v;
}

} // namespace

QRectF HandoutWriter::paintBoard(QPainter& painter, const QRectF& target, int position, bool bare,
                                 const QRect& region) const
{
    return paintRegion(painter, target, m_walk->board(), region, [&](QPainter& into, const QRectF& drawn) {
        paintBoardDirect(into, drawn, position, bare, region);
    });
}

QRectF HandoutWriter::paintRegion(QPainter& painter, const QRectF& target, const Board& board, const QRect& region,
                                  const std::function<void(QPainter&, const QRectF&)>& draw) const
{
    const VirtualBoard v = virtualBoard(board, region, m_options.showCoordinates);
    const double aspect = v.source.width() / v.source.height();
    double height = target.height();
    double width = height * aspect;
    if (width > target.width()) {
        width = target.width();
        height = width / aspect;
    }
    const QRectF drawn(target.center().x() - width / 2, target.top(), width, height);
    const QPaintEngine* engine = painter.paintEngine();
    if (engine
        && (engine->type() == QPaintEngine::Pdf || engine->type() == QPaintEngine::SVG
            || engine->type() == QPaintEngine::Picture)) {
        // PDF and printers get the board as an image, at up to 300 dpi: the theme's wood and
        // stone gradients do not survive the PDF engine's vector path (the wood comes out dark
        // brown, the white stones grey), and 300 dpi is as sharp as the paper.
        const double dpi = std::max(1, painter.device()->logicalDpiX());
        const double scale = std::min(1.0, 300.0 / dpi);
        QImage image((drawn.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing);
        imagePainter.scale(scale, scale);
        draw(imagePainter, QRectF(QPointF(0, 0), drawn.size()));
        imagePainter.end();
        painter.drawImage(drawn, image);
    } else {
        draw(painter, drawn);
    }
    return drawn;
}

QRectF HandoutWriter::paintScene(QPainter& painter, const QRectF& target, const LessonDiagram& diagram) const
{
    const Board& board = diagram.scene.board;
    return paintRegion(painter, target, board, diagram.region, [&](QPainter& into, const QRectF& drawn) {
        const VirtualBoard v = virtualBoard(board, diagram.region, m_options.showCoordinates);
        into.save();
        into.setClipRect(drawn, Qt::IntersectClip);
        into.translate(drawn.topLeft());
        into.scale(drawn.width() / v.source.width(), drawn.height() / v.source.height());
        into.translate(-v.source.topLeft());
        BoardPainter(themeFor(m_options.printTheme)).paint(into, diagram.scene, v.area);
        into.restore();
    });
}

void HandoutWriter::paintLessonPage(QPainter& painter, const QRectF& free, const Page& page, double h) const
{
    if (m_lessonDiagrams.isEmpty()) {
        painter.setPen(Qt::black);
        painter.setFont(sizedFont(h * TextSize));
        painter.drawText(free, Qt::AlignCenter | Qt::TextWordWrap,
                         m_sheet ? tr("These lessons pose no exercises.") : tr("This lesson has no diagrams."));
        return;
    }
    if (page.kind == PageKind::SheetGrid) {
        paintSheetPage(painter, free, page, h);
        return;
    }
    if (page.kind == PageKind::LessonProblem) {
        paintProblemPage(painter, free, m_lessonDiagrams[page.firstDiagram], h);
        return;
    }
    if (page.kind == PageKind::LessonAnswer) {
        paintAnswerPage(painter, free, m_lessonDiagrams[page.firstDiagram], h);
        return;
    }
    // Rows of the same height whatever their number, so diagrams of one lesson share one scale.
    const double gap = h * 0.018;
    const double rowHeight = (free.height() - gap * (LessonRows - 1)) / LessonRows;
    for (int k = 0; k < page.count; ++k) {
        const QRectF cell(free.left(), free.top() + k * (rowHeight + gap), free.width(), rowHeight);
        paintLessonRow(painter, cell, m_lessonDiagrams[page.firstDiagram + k], h);
        if (k + 1 < page.count) {
            painter.setPen(QPen(QColor(190, 190, 190), std::max(1.0, h / 2500)));
            const double y = cell.bottom() + gap / 2;
            painter.drawLine(QPointF(free.left(), y), QPointF(free.right(), y));
        }
    }
}

void HandoutWriter::paintLessonRow(QPainter& painter, const QRectF& cell, const LessonDiagram& diagram, double h) const
{
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    painter.setPen(Qt::black);
    painter.setFont(sizedFont(h * TextSize, true));
    const QRectF headingBox = painter.boundingRect(cell, flags, diagram.heading);
    painter.drawText(cell, flags, diagram.heading);
    const double top = headingBox.bottom() + h * 0.006;
    // The board on the left, the notes under it as books print them ("3 at 1"); the words beside.
    const double boardWidth = cell.width() * 0.46;
    double notesHeight = 0;
    QFont notesFont = sizedFont(h * CaptionSize);
    notesFont.setItalic(true);
    if (!diagram.notes.isEmpty()) {
        painter.setFont(notesFont);
        notesHeight
            = painter.boundingRect(QRectF(0, 0, boardWidth, h), Qt::TextWordWrap | Qt::AlignHCenter, diagram.notes)
                  .height()
              + h * 0.004;
    }
    const QRectF boardBox(cell.left(), top, boardWidth, std::max(1.0, cell.bottom() - top - notesHeight));
    painter.setFont(sizedFont(h * CaptionSize)); // the board's labels take the painter's font, upright
    const QRectF drawn = paintScene(painter, boardBox, diagram);
    if (!diagram.notes.isEmpty()) {
        painter.setPen(Qt::black);
        painter.setFont(notesFont);
        painter.drawText(QRectF(boardBox.left(), drawn.bottom() + h * 0.004, boardWidth, notesHeight),
                         Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, diagram.notes);
    }
    const double textLeft = cell.left() + boardWidth + h * 0.015;
    const QRectF textBox(textLeft, top, cell.right() - textLeft, cell.bottom() - top);
    painter.setPen(Qt::black);
    drawFitted(painter, textBox, diagram.text, h * TextSize, h * MinCaptionSize);
}

void HandoutWriter::paintProblemPage(QPainter& painter, const QRectF& free, const LessonDiagram& diagram,
                                     double h) const
{
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    QRectF rest = free;
    rest.setTop(paintHeading(painter, rest, diagram.heading, h * TextSize) + h * 0.008);
    // The question, at most a fifth of the page.
    const QRectF questionArea(rest.left(), rest.top(), rest.width(), h / 5);
    painter.setFont(sizedFont(h * TextSize));
    const QRectF needed = painter.boundingRect(questionArea, flags, diagram.text);
    const QRectF questionBox(questionArea.topLeft(),
                             QSizeF(questionArea.width(), std::min(needed.height(), questionArea.height())));
    drawFitted(painter, questionBox, diagram.text, h * TextSize, h * MinCaptionSize);
    rest.setTop(questionBox.bottom() + h * 0.015);
    // The board large enough to write on, then lines for the answer.
    const double width = rest.width() * 0.72;
    const QRectF boardBox(rest.center().x() - width / 2, rest.top(), width, rest.height() * 0.68);
    const QRectF drawn = paintScene(painter, boardBox, diagram);
    QRectF lines(rest.left(), drawn.bottom() + h * 0.03, rest.width(), rest.bottom() - drawn.bottom() - h * 0.03);
    painter.setFont(sizedFont(h * TextSize, true));
    painter.drawText(lines, Qt::AlignLeft | Qt::AlignTop, tr("Answer:"));
    const double spacing = h * 0.034;
    painter.setPen(QPen(QColor(120, 120, 120), std::max(1.0, h / 2000)));
    for (double y = lines.top() + spacing; y <= lines.bottom() - h * 0.005; y += spacing)
        painter.drawLine(QPointF(lines.left(), y), QPointF(lines.right(), y));
}

void HandoutWriter::paintSheetPage(QPainter& painter, const QRectF& free, const Page& page, double h) const
{
    // The grid's cells, numbered across then down; on the answers' first page a heading says
    // what follows.
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    QRectF grid = free;
    const bool answers = m_lessonDiagrams[page.firstDiagram].kind == LessonDiagram::Kind::Answer;
    if (answers && (page.firstDiagram == 0
                    || m_lessonDiagrams[page.firstDiagram - 1].kind != LessonDiagram::Kind::Answer)) {
        grid.setTop(paintHeading(painter, grid, tr("Answers"), h * TextSize) + h * 0.01);
    }
    const double gap = h * 0.018;
    const double cellWidth = (grid.width() - gap * (SheetColumns - 1)) / SheetColumns;
    const double cellHeight = (grid.height() - gap * (SheetRows - 1)) / SheetRows;
    struct Cell {
        const LessonDiagram* diagram;
        QRectF cell;
        QRectF heading;
        QRectF question; // a problem's words, over its board
        QRectF board;    // the room for the board
        QString under;   // an answer's notes and words, under its board
        QSizeF source;   // the board's region in the virtual board's units
    };
    QList<Cell> cells;
    double scale = std::numeric_limits<double>::max();
    for (int k = 0; k < page.count; ++k) {
        Cell c;
        c.diagram = &m_lessonDiagrams[page.firstDiagram + k];
        const int row = k / SheetColumns;
        const int column = k % SheetColumns;
        c.cell = QRectF(grid.left() + column * (cellWidth + gap), grid.top() + row * (cellHeight + gap), cellWidth,
                        cellHeight);
        painter.setFont(sizedFont(h * TextSize, true));
        c.heading = painter.boundingRect(c.cell, flags, c.diagram->heading);
        double top = c.heading.bottom() + h * 0.003;
        if (!answers && !c.diagram->text.isEmpty()) {
            painter.setFont(sizedFont(h * CaptionSize));
            const QRectF wanted(c.cell.left(), top, c.cell.width(), c.cell.height() * 0.22);
            const QRectF needed = painter.boundingRect(wanted, flags, c.diagram->text);
            c.question = QRectF(wanted.topLeft(), QSizeF(wanted.width(), std::min(needed.height(), wanted.height())));
            top = c.question.bottom() + h * 0.004;
        }
        c.under = c.diagram->notes;
        if (answers && !c.diagram->text.isEmpty())
            c.under = c.under.isEmpty() ? c.diagram->text : c.under + QLatin1Char('\n') + c.diagram->text;
        const double share = answers && !c.under.isEmpty() ? 0.62 : 1.0;
        c.board = QRectF(c.cell.left(), top, c.cell.width(), std::max(1.0, (c.cell.bottom() - top) * share));
        c.source = virtualBoard(c.diagram->scene.board, c.diagram->region, m_options.showCoordinates).source.size();
        scale = std::min({scale, c.board.width() / c.source.width(), c.board.height() / c.source.height()});
        cells.append(c);
    }
    // One scale for the page's boards, as a book's diagrams share one (a corner crop is not
    // blown up beside a whole board), and one size for its words.
    double textSize = h * CaptionSize;
    for (Cell& c : cells) {
        if (!c.question.isEmpty())
            textSize = std::min(textSize, fittedSize(painter, c.question, c.diagram->text, textSize, h * MinCaptionSize));
        const double below = c.board.top() + c.source.height() * scale + h * 0.004;
        c.board.setBottom(below);
        if (!c.under.isEmpty())
            textSize = std::min(textSize, fittedSize(painter, QRectF(c.cell.left(), below, c.cell.width(),
                                                                     std::max(1.0, c.cell.bottom() - below)),
                                                     c.under, textSize, h * MinCaptionSize));
    }
    for (const Cell& c : cells) {
        painter.setPen(Qt::black);
        painter.setFont(sizedFont(h * TextSize, true));
        painter.drawText(c.cell, flags, c.diagram->heading);
        if (!c.question.isEmpty())
            drawFitted(painter, c.question, c.diagram->text, textSize, textSize);
        const QSizeF size = c.source * scale;
        const QRectF target(c.board.center().x() - size.width() / 2, c.board.top(), size.width(), size.height());
        painter.setFont(sizedFont(h * CaptionSize)); // the board's labels take the painter's font, upright
        paintScene(painter, target, *c.diagram);
        if (!c.under.isEmpty()) {
            painter.setPen(Qt::black);
            drawFitted(painter,
                       QRectF(c.cell.left(), c.board.bottom(), c.cell.width(),
                              std::max(1.0, c.cell.bottom() - c.board.bottom())),
                       c.under, textSize, textSize);
        }
    }
}

void HandoutWriter::paintAnswerPage(QPainter& painter, const QRectF& free, const LessonDiagram& diagram,
                                    double h) const
{
    // As a Go book prints an answer: the heading, the diagram as large as the problem's, the notes
    // under it ("3 at 1"), then the words across the page.
    const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    QRectF rest = free;
    rest.setTop(paintHeading(painter, rest, diagram.heading, h * TextSize) + h * 0.015);
    QFont notesFont = sizedFont(h * CaptionSize);
    notesFont.setItalic(true);
    const double width = rest.width() * 0.72;
    double notesHeight = 0;
    if (!diagram.notes.isEmpty()) {
        painter.setFont(notesFont);
        notesHeight = painter.boundingRect(QRectF(0, 0, width, h), Qt::TextWordWrap | Qt::AlignHCenter, diagram.notes)
                          .height()
                      + h * 0.006;
    }
    // The words' room first (down to a third of the page), the board takes the rest, up to the
    // problem page's share.
    painter.setFont(sizedFont(h * TextSize));
    const double wordsNeeded
        = diagram.text.isEmpty() ? 0 : painter.boundingRect(QRectF(0, 0, rest.width(), h), flags, diagram.text).height();
    const double gap = h * 0.02;
    const double boardHeight = std::clamp(rest.height() - notesHeight - gap - wordsNeeded, rest.height() * 0.45,
                                          rest.height() * 0.68);
    const QRectF boardBox(rest.center().x() - width / 2, rest.top(), width, boardHeight);
    painter.setFont(sizedFont(h * CaptionSize)); // the board's labels take the painter's font, upright
    const QRectF drawn = paintScene(painter, boardBox, diagram);
    double top = drawn.bottom() + h * 0.006;
    if (!diagram.notes.isEmpty()) {
        painter.setPen(Qt::black);
        painter.setFont(notesFont);
        painter.drawText(QRectF(drawn.center().x() - width / 2, top, width, notesHeight),
                         Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, diagram.notes);
        top += notesHeight;
    }
    top += gap;
    painter.setPen(Qt::black);
    drawFitted(painter, QRectF(rest.left(), top, rest.width(), std::max(1.0, rest.bottom() - top)), diagram.text,
               h * TextSize, h * MinCaptionSize);
}

void HandoutWriter::paintBoardDirect(QPainter& painter, const QRectF& drawn, int position, bool bare,
                                     const QRect& region) const
{
    const VirtualBoard v = virtualBoard(m_walk->board(), region, m_options.showCoordinates);
    ThemeRenderer& theme = themeFor(m_options.printTheme);
    painter.save();
    painter.setClipRect(drawn, Qt::IntersectClip);
    painter.translate(drawn.topLeft());
    painter.scale(drawn.width() / v.source.width(), drawn.height() / v.source.height());
    painter.translate(-v.source.topLeft());
    TraceFrame frame;
    frame.position = position;
    frame.progress = 1.0;
    if (bare) {
        // The problem: the stones as they stand, with no verdict, cross or fill on them.
        BoardScene scene = TraceOverlayPainter::baseScene(*m_walk, frame, m_options.showCoordinates);
        scene.clearMarks();
        scene.dead.reset();
        scene.highlighted.reset();
        scene.suggested.reset();
        scene.lastMove.reset();
        scene.cursor.reset();
        scene.branchLabels.clear();
        BoardPainter(theme).paint(painter, scene, v.area);
    } else {
        TraceOverlayPainter(theme).paintFrame(painter, *m_walk, frame, v.area, m_options.showCoordinates);
    }
    painter.restore();
}

QImage HandoutWriter::boardImage(int position, int size) const
{
    const VirtualBoard v = virtualBoard(m_walk->board(), m_region, m_options.showCoordinates);
    const double aspect = v.source.width() / v.source.height();
    const QSize pixels
        = aspect >= 1 ? QSize(size, std::max(1, int(size / aspect))) : QSize(std::max(1, int(size * aspect)), size);
    QImage image(pixels, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintBoardDirect(painter, QRectF(QPointF(0, 0), QSizeF(pixels)), position, false, m_region);
    painter.end();
    return image;
}

QImage HandoutWriter::thumbnail(int position) const
{
    return boardImage(position, 240);
}

QPageLayout HandoutWriter::pageLayout(const QLocale& locale)
{
    const QLocale::Country country = locale.territory();
    const bool letter = country == QLocale::UnitedStates || country == QLocale::Canada || country == QLocale::Mexico;
    return QPageLayout(QPageSize(letter ? QPageSize::Letter : QPageSize::A4), QPageLayout::Portrait,
                       QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

QPageLayout HandoutWriter::withLeastMargins(QPageLayout layout)
{
    const QMarginsF margins = layout.margins(QPageLayout::Millimeter);
    const double least = LeastMarginMillimetres;
    layout.setUnits(QPageLayout::Millimeter);
    layout.setMinimumMargins(QMarginsF());
    layout.setMargins(QMarginsF(std::max(least, margins.left()), std::max(least, margins.top()),
                                std::max(least, margins.right()), std::max(least, margins.bottom())));
    return layout;
}

bool HandoutWriter::writePdf(const QString& path, QString& error) const
{
    // Drawn into memory, then the file is replaced all at once (SafeFileWriter): a handout saved
    // over an old one on a full disk leaves the old one whole.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageLayout(pageLayout());
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
