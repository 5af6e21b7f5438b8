#include "teaching/presentationwindow.h"

#include "board/boardpainter.h"
#include "teaching/exercisesession.h"
#include "board/boardwidgetgeometry.h"
#include "eyes/eyecomparison.h"
#include "review/deadstonepanel.h"
#include "review/stepexplainer.h"
#include "board/themerenderer.h"
#include "review/tracecontroller.h"
#include "review/traceoverlaypainter.h"

#include "scoring/scoreresult.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cmath>

namespace seki::ui {

namespace {

// Projector colours: light text on a near-black ground, and a marker yellow that survives a
// washed-out beamer, ringed in black so it also shows on the white stones.
const QColor Background(18, 20, 24);
const QColor TextColour(245, 245, 240);
const QColor DimText(165, 170, 180);
const QColor Marker(255, 214, 0);
// Up to this many points are ringed one by one; more are outlined as one area.
constexpr size_t RingedPoints = 4;

QFont pixelFont(double pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

// The largest size up to `largest` at which `text` fits `area` wrapped, its longest word
// included (a long German compound must not run off the screen).
double fittingSize(QPainter& painter, const QRectF& area, const QString& text, double largest, bool bold = false)
{
    const int wrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    const QStringList words = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    double size = largest;
    while (size > 10) {
        painter.setFont(pixelFont(size, bold));
        const QFontMetricsF metrics(painter.font());
        // Japanese breaks between any two characters: only a run of Latin letters is one word.
        const bool wordsFit = std::all_of(words.begin(), words.end(), [&](const QString& word) {
            static const QRegularExpression latin(QStringLiteral("[\\x{0021}-\\x{024F}]+"));
            for (auto it = latin.globalMatch(word); it.hasNext();)
                if (metrics.horizontalAdvance(it.next().captured()) > area.width())
                    return false;
            return true;
        });
        if (wordsFit && painter.boundingRect(area, wrap, text).height() <= area.height())
            break;
        size *= 0.93;
    }
    return size;
}

} // namespace

PresentationWindow::PresentationWindow(TraceController& controller, QWidget* parent)
    : QWidget(parent, Qt::Window), m_controller(controller), m_cursorTimer(new QTimer(this))
{
    setWindowTitle(tr("SekiScope Presentation"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Presentation"));
    // The mouse pointer hides after a moment: nobody in the room needs to watch it.
    m_cursorTimer->setSingleShot(true);
    m_cursorTimer->setInterval(2000);
    connect(m_cursorTimer, &QTimer::timeout, this, [this] { setCursor(Qt::BlankCursor); });
    connect(&m_controller, &TraceController::frameChanged, this, qOverload<>(&QWidget::update));
    connect(&m_controller, &TraceController::walkChanged, this, qOverload<>(&QWidget::update));
}

void PresentationWindow::setTitle(const QString& title)
{
    m_title = title;
    update();
}

void PresentationWindow::setLessonText(const QString& text)
{
    m_lessonText = text.simplified();
    update();
}

void PresentationWindow::setFallbackScene(const BoardScene& scene)
{
    m_fallback = scene;
    m_fallback.cursor.reset();
    m_fallback.highlighted.reset();
    m_hasFallback = true;
    update();
}

void PresentationWindow::setExercise(ExerciseSession* session, const QString& progress)
{
    disconnect(m_exerciseConnection);
    m_exercise = session;
    m_exerciseProgress = progress;
    if (m_exercise)
        m_exerciseConnection = connect(m_exercise, &ExerciseSession::changed, this, qOverload<>(&QWidget::update));
    update();
}

bool PresentationWindow::showsExercise() const
{
    return m_exercise && m_exercise->isActive();
}

BoardScene PresentationWindow::exerciseScene() const
{
    BoardScene scene;
    m_exercise->decorate(scene);
    scene.showCoordinates = m_showCoordinates;
    scene.minimumLabelPixels = labelPixels();
    return scene;
}

double PresentationWindow::labelPixels() const
{
    // 18 px on a 1024x768 projector, in proportion on a larger screen.
    return std::max(18.0, height() * 18.0 / 768.0);
}

double PresentationWindow::smallestTextPixels() const
{
    // 28 px on a 1024x768 projector, in proportion on a larger screen.
    return std::max(28.0, height() * 28.0 / 768.0);
}

QPointF PresentationWindow::pointCentre(Point p) const
{
    const Board& board = showsExercise() ? m_exercise->board()
                         : m_slide >= 0  ? m_slides[m_slide].scene.board
                                         : m_fallback.board;
    return BoardGeometry(board.width(), board.height(), layout().board, m_showCoordinates, labelPixels()).centre(p);
}

std::optional<Point> PresentationWindow::pointAt(QPointF position) const
{
    if (!showsExercise())
        return std::nullopt;
    const Board& board = m_exercise->board();
    return BoardGeometry(board.width(), board.height(), layout().board, m_showCoordinates, labelPixels())
        .pointAt(position);
}

void PresentationWindow::setBlanked(bool blanked)
{
    m_blanked = blanked;
    update();
}

void PresentationWindow::setLessonSlides(const QList<LessonSlide>& slides)
{
    m_slides = slides;
    m_slide = m_slides.isEmpty() ? -1 : 0;
    m_textPage = 0;
    update();
}

void PresentationWindow::showLessonSlide(int slide)
{
    if (slide < -1 || slide >= m_slides.size() || (slide == -1 && !m_controller.hasWalk()))
        return;
    m_slide = slide;
    m_textPage = 0;
    update();
}

bool PresentationWindow::chooseVariation(int choice)
{
    if (m_slide < 0 || choice < 0 || choice >= m_slides[m_slide].choices.size())
        return false;
    showLessonSlide(m_slides[m_slide].choices[choice]);
    return true;
}

void PresentationWindow::toWalk(bool atEnd)
{
    m_slide = -1;
    if (atEnd)
        m_controller.goToEnd();
    else
        m_controller.goToStart();
    update();
}

QString PresentationWindow::headingText() const
{
    if (showsExercise())
        return m_exerciseProgress;
    if (m_slide >= 0)
        return m_slides[m_slide].heading;
    if (!m_controller.hasWalk())
        return m_title;
    // The beginner's dead-stone step says what the finder found, under its own title.
    if (m_controller.inDeadStoneStage() && m_controller.walk().isOneStepPerStage())
        return DeadStonePanel::title();
    return StepExplainer::stageHeading(m_controller.stage());
}

QRectF PresentationWindow::slideTextBox(const QRectF& area) const
{
    const bool choices = m_slide >= 0 && !m_slides[m_slide].choices.isEmpty();
    return area.adjusted(0, area.height() * 0.24, 0, choices ? -area.height() * 0.26 : 0);
}

QStringList PresentationWindow::slideTextPages() const
{
    if (m_slide < 0)
        return {};
    const QString text = m_slides[m_slide].text;
    const QRectF box = slideTextBox(layout().text);
    const QFontMetricsF metrics(pixelFont(smallestTextPixels()));
    const int wrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    const auto fits = [&](const QString& candidate) {
        return metrics.boundingRect(box, wrap, candidate).height() <= box.height();
    };
    if (text.isEmpty() || box.height() < 10 || fits(text))
        return {text};
    // Sentence by sentence (a Japanese 。 ends one too), as many on a page as fit.
    static const QRegularExpression end(QStringLiteral("(?<=[.!?:;])\\s+|(?<=\u3002)"));
    QStringList sentences = text.split(end, Qt::SkipEmptyParts);
    QStringList pages;
    QString page;
    for (const QString& sentence : sentences) {
        const QString joined = page.isEmpty() ? sentence : page + QLatin1Char(' ') + sentence;
        if (page.isEmpty() || fits(joined)) {
            page = joined;
            continue;
        }
        pages << page;
        page = sentence;
    }
    if (!page.isEmpty())
        pages << page;
    return pages;
}

QString PresentationWindow::explanationText() const
{
    if (showsExercise())
        return m_exercise->verdict().isEmpty() ? m_exercise->question() : m_exercise->verdict();
    if (m_slide >= 0)
        return m_slides[m_slide].text;
    if (!m_controller.hasWalk())
        return m_hasFallback ? tr("This position cannot be walked through.")
                             : tr("Open a game or a lesson to present it.");
    return StepExplainer::explain(m_controller.walk(), m_controller.position());
}

bool PresentationWindow::isFinalSlide() const
{
    return m_slide < 0 && m_controller.hasWalk() && m_controller.position() == m_controller.positionCount() - 1;
}

void PresentationWindow::setRecordedResult(const QString& words)
{
    m_recordedResult = words;
    update();
}

QString PresentationWindow::resultText() const
{
    if (!isFinalSlide())
        return QString();
    const ScoreResult& result = m_controller.walk().result();
    const double margin = result.margin();
    const QString points = QString::fromStdString(formatScore(std::abs(margin)));
    if (!m_recordedResult.isEmpty())
        return tr("%1 (the position as it stands counts %2)")
            .arg(m_recordedResult, QString::fromStdString(result.resultText()));
    if (margin > 0)
        return tr("Black wins by %1").arg(points);
    if (margin < 0)
        return tr("White wins by %1").arg(points);
    return tr("A draw (jigo)");
}

QString PresentationWindow::sekiText() const
{
    if (!isFinalSlide())
        return QString();
    const ScoreResult& result = m_controller.walk().result();
    std::vector<Point> points;
    for (const auto& group : result.sekiGroups())
        points.insert(points.end(), group.begin(), group.end());
    if (points.empty())
        return tr("No seki on this board.");
    return tr("Seki: %1 count for nobody.").arg(EyeComparison::pointNames(points, result.height));
}

PresentationWindow::Layout PresentationWindow::layout() const
{
    const QRectF all = QRectF(rect());
    const double margin = std::max(8.0, std::min(all.width(), all.height()) * 0.025);
    const double footerHeight = std::max(24.0, all.height() * 0.05);
    Layout result;
    const QRectF body = all.adjusted(margin, margin, -margin, -margin - footerHeight);
    result.footer = QRectF(body.left(), body.bottom(), body.width(), footerHeight + margin * 0.5);
    const Board& board = showsExercise()          ? m_exercise->board()
                         : m_slide >= 0           ? m_slides[m_slide].scene.board
                         : m_controller.hasWalk() ? m_controller.walk().board()
                                                  : m_fallback.board;
    const double aspect = BoardWidgetGeometry::aspect(board.width(), board.height());
    if (all.width() >= all.height() * 1.15) {
        // Landscape (every projector): the board fills the height, the text the rest, which is
        // kept at least 40% of the width so the words stay large (46% on a 4:3 projector).
        const double share = all.width() >= all.height() * 1.5 ? 0.6 : 0.54;
        double boardWidth = std::min(body.height() * aspect, body.width() * share);
        result.board = QRectF(body.left(), body.top(), boardWidth, body.height());
        result.text = QRectF(result.board.right() + margin, body.top(), body.right() - result.board.right() - margin,
                             body.height());
    } else {
        const double boardHeight = std::min(body.width() / aspect, body.height() * 0.68);
        result.board = QRectF(body.left(), body.top(), body.width(), boardHeight);
        result.text = QRectF(body.left(), result.board.bottom() + margin, body.width(),
                             body.bottom() - result.board.bottom() - margin);
    }
    return result;
}

QRectF PresentationWindow::boardArea() const
{
    return layout().board;
}

void PresentationWindow::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_blanked ? Qt::black : Background);
    if (m_blanked)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const Layout parts = layout();
    if (showsExercise()) {
        BoardPainter(ThemeRenderer::shared()).paint(painter, exerciseScene(), parts.board);
        paintExerciseText(painter, parts.text);
        paintFooter(painter, parts.footer);
        return;
    }
    if (m_slide >= 0) {
        BoardScene scene = m_slides[m_slide].scene;
        scene.showCoordinates = m_showCoordinates;
        scene.minimumLabelPixels = labelPixels();
        BoardPainter(ThemeRenderer::shared()).paint(painter, scene, parts.board);
        paintSlideText(painter, parts.text);
        paintFooter(painter, parts.footer);
        return;
    }
    if (m_controller.hasWalk()) {
        // TraceOverlayPainter::paintFrame in two halves, so a region's outline goes under the
        // walk-through's badges and a point's ring over its stone.
        const TraceWalk& walk = m_controller.walk();
        const TraceFrame frame = m_controller.frame();
        TraceOverlayPainter overlay(ThemeRenderer::shared());
        BoardScene base = TraceOverlayPainter::baseScene(walk, frame, m_showCoordinates);
        base.minimumLabelPixels = labelPixels();
        const BoardGeometry geometry = BoardPainter(ThemeRenderer::shared()).paint(painter, base, parts.board);
        if (geometry.isValid()) {
            paintHighlights(painter, geometry, false);
            overlay.paintOverlay(painter, geometry, walk, frame);
            paintHighlights(painter, geometry, true);
            if (isFinalSlide())
                paintSeki(painter, geometry);
        }
    } else if (m_hasFallback) {
        BoardScene scene = m_fallback;
        scene.showCoordinates = m_showCoordinates;
        scene.minimumLabelPixels = labelPixels();
        BoardPainter(ThemeRenderer::shared()).paint(painter, scene, parts.board);
    }
    paintText(painter, parts.text);
    paintFooter(painter, parts.footer);
}

void PresentationWindow::paintHighlights(QPainter& painter, const BoardGeometry& geometry, bool rings) const
{
    const TraceWalk& walk = m_controller.walk();
    const Step* step = walk.step(m_controller.position());
    if (!step || !geometry.isValid())
        return;
    std::vector<Point> points(walk.points(*step).begin(), walk.points(*step).end());
    if (walk.board().contains(step->point) && std::find(points.begin(), points.end(), step->point) == points.end())
        points.push_back(step->point);
    if (points.empty() || rings != (points.size() <= RingedPoints))
        return;
    const double cell = geometry.cellSize();
    painter.save();
    painter.setBrush(Qt::NoBrush);
    // A black halo under the yellow: visible on wood, on black stones and on white ones.
    const std::array<std::pair<QColor, double>, 2> pens{std::pair{QColor(0, 0, 0, 220), cell * 0.2},
                                                        std::pair{Marker, cell * 0.1}};
    if (rings) {
        // A few points: a ring round each, growing in with the step's animation so the eye is
        // drawn to where something happens.
        const double grow = 0.6 + 0.4 * std::clamp(m_controller.progress(), 0.0, 1.0);
        const double radius = cell * 0.56 * grow;
        for (const auto& [colour, width] : pens) {
            painter.setPen(QPen(colour, std::max(2.0, width)));
            for (const Point& p : points)
                painter.drawEllipse(geometry.centre(p), radius, radius);
        }
    } else {
        // A region: one outline round the union of its cells, which leaves the stones and the
        // walk-through's own badges inside readable.
        // Just outside the cells, so it frames the walk-through's own outline of the region.
        const double out = cell * 0.14;
        QPainterPath area;
        area.setFillRule(Qt::WindingFill); // overlapping cells unite instead of cancelling
        for (const Point& p : points)
            area.addRect(geometry.rectFor(p).adjusted(-out, -out, out, out));
        area = area.simplified();
        for (const auto& [colour, width] : pens) {
            painter.setPen(QPen(colour, std::max(2.0, width * 0.8), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawPath(area);
        }
    }
    painter.restore();
}

void PresentationWindow::paintSeki(QPainter& painter, const BoardGeometry& geometry) const
{
    const ScoreResult& result = m_controller.walk().result();
    const double cell = geometry.cellSize();
    painter.save();
    for (const auto& group : result.sekiGroups())
        for (const Point& p : group) {
            // A solid disc ringed in black: a seki point reads from the back row on wood.
            const QPointF centre = geometry.centre(p);
            painter.setPen(QPen(QColor(0, 0, 0, 230), std::max(3.0, cell * 0.12)));
            painter.setBrush(Marker);
            painter.drawEllipse(centre, cell * 0.3, cell * 0.3);
        }
    painter.restore();
}

void PresentationWindow::paintText(QPainter& painter, const QRectF& area) const
{
    if (area.width() < 20 || area.height() < 20)
        return;
    const double unit = std::max(10.0, std::min(height() / 24.0, area.width() / 13.0));
    QRectF free = area;
    const int wrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    const auto draw = [&](const QString& text, const QColor& colour, double largest, bool bold, double share,
                          double gap) -> double {
        if (text.isEmpty() || free.height() < 10)
            return largest;
        QRectF box = free;
        box.setHeight(free.height() * share);
        const double size = fittingSize(painter, box, text, largest, bold);
        painter.setFont(pixelFont(size, bold));
        painter.setPen(colour);
        const QRectF used = painter.boundingRect(box, wrap, text);
        painter.drawText(box, wrap, text);
        free.setTop(std::min(free.bottom(), used.bottom() + unit * gap));
        return size;
    };
    draw(m_title, DimText, unit * 0.7, false, 0.2, 0.4);
    const QString heading = m_controller.hasWalk() ? headingText() : QString();
    if (isFinalSlide()) {
        // The last slide: the lesson's words stay, then the result and the seki, named.
        draw(m_lessonText, TextColour, unit * 1.1, false, 0.55, 0.6);
        draw(resultText(), Marker, unit * 1.3, true, 0.5, 0.4);
        draw(sekiText(), TextColour, unit * 1.0, false, 1.0, 0);
        return;
    }
    // The teacher's words large; the scorer's step beneath, smaller (it is the how, not the what).
    const bool lesson = !m_lessonText.isEmpty();
    const double lessonSize = draw(m_lessonText, TextColour, unit * 1.1, false, 0.6, 0.6);
    // Beneath the lesson never larger than it: the teacher's words stay the first thing read.
    const double stepSize = lesson ? std::min(unit * 0.8, lessonSize * 0.9) : unit * 1.3;
    draw(heading, Marker, lesson ? std::min(unit * 0.75, lessonSize) : unit * 0.95, true, 0.3, 0.4);
    draw(explanationText(), lesson ? DimText : TextColour, stepSize, false, 1.0, 0);
}

void PresentationWindow::paintSlideText(QPainter& painter, const QRectF& area) const
{
    if (area.width() < 20 || area.height() < 20)
        return;
    const LessonSlide& slide = m_slides[m_slide];
    const double unit = std::max(10.0, std::min(height() / 24.0, area.width() / 13.0));
    QRectF free = area;
    const int wrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    const auto draw
        = [&](const QString& text, const QColor& colour, double largest, bool bold, double share, double gap) {
              if (text.isEmpty() || free.height() < 10)
                  return;
              QRectF box = free;
              box.setHeight(free.height() * share);
              painter.setFont(pixelFont(fittingSize(painter, box, text, largest, bold), bold));
              painter.setPen(colour);
              const QRectF used = painter.boundingRect(box, wrap, text);
              painter.drawText(box, wrap, text);
              free.setTop(std::min(free.bottom(), used.bottom() + unit * gap));
          };
    const QStringList pages = slideTextPages();
    const QString heading = pages.size() > 1
                                ? tr("%1 (%2/%3)").arg(slide.heading).arg(m_textPage + 1).arg(pages.size())
                                : slide.heading;
    const QRectF textBox = slideTextBox(area);
    free.setBottom(textBox.top());
    draw(m_title, DimText, unit * 0.7, false, 0.45, 0.3);
    draw(heading, Marker, unit * 0.95, true, 1.0, 0.4);
    // The teacher's words: the largest text on the screen, never below the least size (a long
    // text is split over pages instead).
    free = textBox;
    const QString page = pages.value(m_textPage);
    if (!page.isEmpty()) {
        painter.setFont(pixelFont(std::max(smallestTextPixels(), fittingSize(painter, free, page, unit * 1.1))));
        painter.setPen(TextColour);
        painter.drawText(free, wrap, page);
    }
    free = QRectF(area.left(), textBox.bottom() + unit * 0.3, area.width(), area.bottom() - textBox.bottom() - unit * 0.3);
    if (!slide.choices.isEmpty()) {
        QStringList lines;
        for (qsizetype k = 0; k < slide.choiceNames.size(); ++k)
            lines << tr("%1: %2").arg(k + 1).arg(slide.choiceNames[k]);
        draw(lines.join(QLatin1Char('\n')), DimText, unit * 0.8, false, 1.0, 0);
    }
}

void PresentationWindow::paintExerciseText(QPainter& painter, const QRectF& area) const
{
    if (area.width() < 20 || area.height() < 20)
        return;
    const double unit = std::max(10.0, std::min(height() / 24.0, area.width() / 13.0));
    // The class reads it from the back of the room: never smaller than this (28 px at 1024x768).
    const double smallest = smallestTextPixels();
    QRectF free = area;
    const int wrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    const auto draw = [&](const QString& text, const QColor& colour, double largest, double floor, bool bold,
                          double share, double gap) {
        if (text.isEmpty() || free.height() < 10)
            return;
        QRectF box = free;
        box.setHeight(free.height() * share);
        painter.setFont(pixelFont(std::max(floor, fittingSize(painter, box, text, largest, bold)), bold));
        painter.setPen(colour);
        const QRectF used = painter.boundingRect(box, wrap, text);
        painter.drawText(box, wrap, text);
        free.setTop(std::min(free.bottom(), used.bottom() + unit * gap));
    };
    draw(m_title, DimText, unit * 0.7, std::min(unit * 0.7, smallest * 0.75), false, 0.2, 0.3);
    draw(m_exerciseProgress, Marker, unit * 0.8, std::min(unit * 0.8, smallest * 0.75), true, 0.2, 0.4);
    // Before an answer: the question, and how to answer; after it: what the check or the answer says.
    const QString verdict = m_exercise->verdict();
    if (verdict.isEmpty()) {
        draw(m_exercise->question(), TextColour, unit * 1.1, smallest, false, 0.75, 0.5);
        draw(m_exercise->instructions(), DimText, unit * 0.8, std::min(unit * 0.8, smallest * 0.75), false, 1.0, 0);
    } else {
        draw(verdict, m_exercise->isSolved() ? QColor(150, 230, 150) : TextColour, unit * 1.1, smallest, false, 1.0, 0);
    }
}

void PresentationWindow::paintFooter(QPainter& painter, const QRectF& area) const
{
    if (showsExercise()) {
        const QRectF textBox(area.left(), area.top() + area.height() * 0.3, area.width(), area.height() * 0.7);
        painter.setPen(DimText);
        painter.setFont(pixelFont(std::max(10.0, textBox.height() * 0.6)));
        painter.drawText(textBox, Qt::AlignLeft | Qt::AlignVCenter,
                         m_exercise->kind() == ExerciseKind::YourMove
                             ? tr("click: play \u00b7 A answer \u00b7 T again")
                             : tr("click: answer \u00b7 Enter check \u00b7 A answer \u00b7 T again"));
        painter.drawText(textBox, Qt::AlignRight | Qt::AlignVCenter,
                         tr("\u2192 next exercise \u00b7 \u2190 back \u00b7 Esc leave"));
        return;
    }
    if (m_slide >= 0) {
        const QRectF textBox(area.left(), area.top() + area.height() * 0.3, area.width(), area.height() * 0.7);
        painter.setPen(DimText);
        painter.setFont(pixelFont(std::max(10.0, textBox.height() * 0.6)));
        painter.drawText(textBox, Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Lesson \u00b7 position %1 of %2").arg(m_slide + 1).arg(m_slides.size()));
        painter.drawText(
            textBox, Qt::AlignRight | Qt::AlignVCenter,
            m_slides[m_slide].choices.isEmpty()
                ? tr("\u2192 next \u00b7 \u2190 back \u00b7 B blank \u00b7 Esc leave")
                : tr("1\u2013%1 choose \u00b7 \u2192 next \u00b7 Esc leave").arg(m_slides[m_slide].choices.size()));
        return;
    }
    if (!m_controller.hasWalk())
        return;
    const int count = m_controller.positionCount();
    const double fraction = count > 1 ? double(m_controller.position()) / (count - 1) : 1.0;
    const double bar = std::max(4.0, area.height() * 0.12);
    const QRectF track(area.left(), area.top() + area.height() * 0.2, area.width(), bar);
    painter.fillRect(track, QColor(60, 64, 72));
    painter.fillRect(QRectF(track.topLeft(), QSizeF(track.width() * fraction, bar)), Marker);
    const TraceWalk& walk = m_controller.walk();
    const Stage stage = m_controller.stage();
    const QString where = m_controller.inDeadStoneStage() ? tr("Dead stones, before stage 1")
                          : walk.isOneStepPerStage()
                              ? tr("Stage %1 of %2").arg(int(stage) + 1).arg(StageCount)
                              : tr("Stage %1 of %2 \u00b7 step %3 of %4")
                                    .arg(int(stage) + 1)
                                    .arg(StageCount)
                                    .arg(m_controller.stepInStage())
                                    .arg(walk.stepCount(stage));
    const QRectF textBox(area.left(), track.bottom() + bar, area.width(), area.bottom() - track.bottom() - bar);
    painter.setPen(DimText);
    painter.setFont(pixelFont(std::max(10.0, textBox.height() * 0.6)));
    painter.drawText(textBox, Qt::AlignLeft | Qt::AlignVCenter, where);
    painter.drawText(textBox, Qt::AlignRight | Qt::AlignVCenter,
                     walk.isOneStepPerStage()
                         ? tr("\u2192 next \u00b7 \u2190 back \u00b7 S every step \u00b7 B blank \u00b7 Esc leave")
                         : tr("\u2192 next \u00b7 \u2190 back \u00b7 S one step per stage \u00b7 B blank \u00b7 Esc "
                              "leave"));
}

void PresentationWindow::next()
{
    if (m_blanked) {
        setBlanked(false);
        return;
    }
    if (m_slide >= 0) {
        // After the lesson's last node, the scorer's walk-through of the position.
        if (m_textPage + 1 < slideTextPages().size()) {
            ++m_textPage;
            update();
        } else if (m_slide + 1 < m_slides.size())
            showLessonSlide(m_slide + 1);
        else if (m_controller.hasWalk())
            toWalk(false);
        return;
    }
    m_controller.pause();
    m_controller.stepForward();
}

void PresentationWindow::previous()
{
    if (m_blanked) {
        setBlanked(false);
        return;
    }
    if (m_slide >= 0 && m_textPage > 0) {
        --m_textPage;
        update();
        return;
    }
    if (m_slide > 0) {
        showLessonSlide(m_slide - 1);
        m_textPage = int(slideTextPages().size()) - 1;
        return;
    }
    if (m_slide < 0 && !m_slides.isEmpty() && m_controller.position() == 0) {
        showLessonSlide(int(m_slides.size()) - 1);
        return;
    }
    m_controller.stepBackward();
}

bool PresentationWindow::event(QEvent* event)
{
    // Every key belongs to the presentation: no application shortcut takes one first.
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void PresentationWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("SekiScope Presentation"));
        setAccessibleName(tr("Presentation"));
        update();
    }
    QWidget::changeEvent(event);
}

bool PresentationWindow::exerciseKey(QKeyEvent* event)
{
    if (m_blanked && event->key() != Qt::Key_B && event->key() != Qt::Key_Period) {
        setBlanked(false);
        return true;
    }
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        m_exercise->check();
        return true;
    case Qt::Key_A:
        m_exercise->reveal();
        return true;
    case Qt::Key_T:
    case Qt::Key_Backspace:
        m_exercise->reset();
        return true;
    case Qt::Key_PageDown:
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_N:
        emit nextExerciseRequested();
        return true;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_P:
        emit previousExerciseRequested();
        return true;
    default:
        return false;
    }
}

void PresentationWindow::keyPressEvent(QKeyEvent* event)
{
    if (showsExercise() && exerciseKey(event)) {
        event->accept();
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_PageDown:
        if (shift && m_slide >= 0)
            toWalk(false);
        else if (shift)
            m_controller.stageForward();
        else
            next();
        break;
    case Qt::Key_PageUp:
        if (shift)
            m_controller.stageBackward();
        else
            previous();
        break;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_N:
        next();
        break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
    case Qt::Key_P:
        previous();
        break;
    case Qt::Key_Home:
        if (!m_slides.isEmpty())
            showLessonSlide(0);
        else
            m_controller.goToStart();
        break;
    case Qt::Key_End:
        toWalk(true);
        break;
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
    case Qt::Key_4:
    case Qt::Key_5:
    case Qt::Key_6:
    case Qt::Key_7:
    case Qt::Key_8:
    case Qt::Key_9:
        if (!chooseVariation(event->key() - Qt::Key_1)) {
            QWidget::keyPressEvent(event);
            return;
        }
        break;
    case Qt::Key_B:
    case Qt::Key_Period:
        setBlanked(!m_blanked);
        break;
    case Qt::Key_S:
        if (m_slide >= 0 || !m_controller.hasWalk()) {
            QWidget::keyPressEvent(event);
            return;
        }
        emit walkDetailToggleRequested();
        break;
    case Qt::Key_C:
        m_showCoordinates = !m_showCoordinates;
        update();
        break;
    case Qt::Key_Escape:
    case Qt::Key_F5:
        emit leaveRequested();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PresentationWindow::mousePressEvent(QMouseEvent* event)
{
    if (showsExercise()) {
        // The class's answer, given by the teacher's click on the projected board.
        if (const std::optional<Point> point = pointAt(event->position()))
            m_exercise->activate(*point, event->button(), event->modifiers());
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton)
        next();
    else if (event->button() == Qt::RightButton)
        previous();
    event->accept();
}

void PresentationWindow::mouseMoveEvent(QMouseEvent* event)
{
    unsetCursor();
    m_cursorTimer->start();
    QWidget::mouseMoveEvent(event);
}

void PresentationWindow::closeEvent(QCloseEvent* event)
{
    // Closed by the window manager (Alt+F4) while presenting: the same as Escape.
    if (!isVisible()) {
        event->accept();
        return;
    }
    event->ignore();
    emit leaveRequested();
}

} // namespace seki::ui
