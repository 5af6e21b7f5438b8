#pragma once

#include "review/tracewalk.h"
#include "teaching/lessonhandout.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QList>
#include <QRect>
#include <QString>

#include <functional>
#include <memory>

class QImage;
class QPagedPaintDevice;
class QPainter;

namespace seki::ui {

// How a handout is laid out: diagrams in a grid on each page, one per stage of the scorer (the
// position and its five stages: one 2 x 3 page) or one per step of the walk-through; or the
// lesson's own diagrams (LessonHandout), three a page, and its exercises' problem and answer pages.
struct HandoutOptions {
    enum class Content { Stages, Steps, Lesson };
    // The part of the board every diagram shows: chosen around the points the scorer touches
    // (Auto), the whole board, or a corner or side the teacher picks.
    enum class Region { Auto, Whole, TopLeft, TopRight, BottomLeft, BottomRight, Top, Bottom, Left, Right };
    int columns = 2;
    int rows = 3;
    Content content = Content::Stages;
    bool showCoordinates = true;
    Region region = Region::Auto;
    bool printTheme = true;    // white board, black lines, outlined stones; false: the screen's theme
    bool skipUnchanged = true; // no diagram that would look exactly like the one before it
    bool problemPage = false;  // a first page with the bare position and the question
    bool answerPage = false;   // a last page with the counted position and the result (a lesson:
                               // the exercises' answers at the back)
    // How the game ended when it was not counted ("White won by resignation", RecordedResultText):
    // the outcome says so first, and the count as the position's as it stands. Not kept.
    QString recordedResult;

    int perPage() const { return columns * rows; }
};

// A handout of a walk-through (a lesson or the open game) for a class: a title and the lesson's
// text, then numbered diagrams in a grid, each with its explanation, drawn by the same
// TraceOverlayPainter (and so BoardPainter) as the screen. The same code prints (QPrinter) and
// writes PDF (QPdfWriter): both are QPagedPaintDevices.
class HandoutWriter {
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)
public:
    struct Diagram {
        int position = 0;            // walk position drawn
        QString heading;             // "1. The position", "3. Stage 2 of 5: Neutral points filled"
        QString caption;             // the explanation under it
        bool changesNothing = false; // a stage that took no step: the board stays as it was
    };

    // `lesson`: the open lesson, drawn when the options ask for Content::Lesson (else the walk's
    // stages or steps, as for a game).
    HandoutWriter(std::shared_ptr<const TraceWalk> walk, const QString& title, const QString& introduction,
                  const HandoutOptions& options, std::shared_ptr<const LessonSource> lesson = nullptr);

    // A sheet of problems for a class: every exercise of `lessons` (a shelf's), numbered from 1 in
    // order, SheetColumns x SheetRows a page, their answers at the back on the same grid (each
    // problem's answer diagrams under its number). The options give the coordinates and theme.
    HandoutWriter(const QString& title, const QList<LessonSource>& lessons, const HandoutOptions& options);
    static constexpr int SheetColumns = 2;
    static constexpr int SheetRows = 3;
    bool isProblemSheet() const { return m_sheet; }

    const QList<Diagram>& diagrams() const { return m_diagrams; }
    // The lesson's diagrams when the handout is the lesson's (Content::Lesson), else empty.
    const QList<LessonDiagram>& lessonDiagrams() const { return m_lessonDiagrams; }
    bool isLessonHandout() const { return m_lessonHandout; }
    // How many diagrams the handout holds, whichever its content.
    int diagramCount() const;
    // How many lesson diagrams a page holds, one a row: the board on the left, the words beside it.
    static constexpr int LessonRows = 3;
    // The walk positions whose diagrams were left out because they looked like the one before.
    const QList<int>& skippedPositions() const { return m_skipped; }
    int pageCount() const;

    // The board part the diagrams show, in points (x, y from the top-left, as Point).
    QRect region() const { return m_region; }
    // The part of the board the walk-through's problem and answer pages show: the whole board
    // (their question is the count), or the teacher's corner or side.
    QRect problemRegion() const;
    // What the scorer changes or decides in this position: dead stones, filled points, seki
    // stones and eyes, points left unresolved. The Auto region is chosen around them.
    static std::vector<Point> pointsOfInterest(const TraceWalk& walk);
    // The region for `choice`: a corner or side of the board, or for Auto the smallest box around
    // the points of interest with a point to spare, stretched to an edge it nearly reaches
    // (diagrams of a corner or a side read best with the edge in them); the whole board when that
    // box would cover most of it anyway.
    static QRect regionFor(const TraceWalk& walk, HandoutOptions::Region choice);
    // A corner, a side or the whole of a width x height board (`choice` other than Auto).
    static QRect sideRegion(int width, int height, HandoutOptions::Region choice);

    // The page a handout is laid out on, for PDF and print alike: Letter where the locale prints
    // on Letter (`locale`'s territory: the United States, Canada, Mexico), A4 everywhere else, with
    // margins of 15 mm that a photocopier does not cut.
    static QPageLayout pageLayout(const QLocale& locale = QLocale());
    // The least margin kept on a printer whatever its dialog chose, in millimetres.
    static constexpr double LeastMarginMillimetres = 12;
    // `layout` with every margin at least LeastMarginMillimetres.
    static QPageLayout withLeastMargins(QPageLayout layout);

    // Paints every page on `device` (begun by `painter`), starting new pages as needed.
    void paint(QPainter& painter, QPagedPaintDevice& device) const;
    // Paints one page into `area` (device coordinates); `page` from 0. For the print preview and
    // tests that draw a page into an image.
    void paintPage(QPainter& painter, const QRectF& area, int page) const;

    // The board of the diagram at walk `position` as the handout draws it (region, theme), `size`
    // pixels on its longer side.
    QImage boardImage(int position, int size) const;

    // Writes the handout as an A4 (or the locale's Letter) PDF. False, with `error` set, when the
    // file cannot be written.
    bool writePdf(const QString& path, QString& error) const;

private:
    enum class PageKind { Problem, Diagrams, Answer, LessonRows, LessonProblem, LessonAnswer, SheetGrid };
    struct Page {
        PageKind kind = PageKind::Diagrams;
        int firstDiagram = 0;
        int count = 0; // LessonRows: how many lesson diagrams
    };

    void buildDiagrams();
    void skipUnchanged();
    QList<Page> pages() const;
    QString positionCaption(Stage stage) const;
    QString outcomeText() const;
    // `pageHeight` sizes the text, as on the rest of the page.
    // `single`: the one large diagram of a problem or answer page.
    void paintDiagram(QPainter& painter, const QRectF& cell, const Diagram& diagram, double pageHeight,
                      bool bare = false, bool single = false) const;
    // Draws the region of the board at walk `position` into `target`, scaled to fit and centred at
    // the top; `bare` draws the stones only (the problem). Returns where the board went.
    QRectF paintBoard(QPainter& painter, const QRectF& target, int position, bool bare, const QRect& region) const;
    void paintBoardDirect(QPainter& painter, const QRectF& target, int position, bool bare, const QRect& region) const;
    // Draws `region` of the board `draw` paints (into the board's whole area, given) into `target`,
    // scaled to fit and centred at the top, as an image on PDF and printers. Returns where it went.
    QRectF paintRegion(QPainter& painter, const QRectF& target, const Board& board, const QRect& region,
                       const std::function<void(QPainter&, const QRectF&)>& draw) const;
    QRectF paintScene(QPainter& painter, const QRectF& target, const LessonDiagram& diagram) const;
    void paintLessonPage(QPainter& painter, const QRectF& free, const Page& page, double pageHeight) const;
    void paintLessonRow(QPainter& painter, const QRectF& cell, const LessonDiagram& diagram, double pageHeight) const;
    void paintProblemPage(QPainter& painter, const QRectF& free, const LessonDiagram& diagram, double pageHeight) const;
    // A page of the problem sheet: its diagrams on the grid, each with its number and words.
    void paintSheetPage(QPainter& painter, const QRectF& free, const Page& page, double pageHeight) const;
    // An exercise's answer alone on its page: as large as its problem, the words under it.
    void paintAnswerPage(QPainter& painter, const QRectF& free, const LessonDiagram& diagram, double pageHeight) const;
    // A small picture of a diagram's board, to tell whether two diagrams look alike.
    QImage thumbnail(int position) const;

    std::shared_ptr<const TraceWalk> m_walk;
    QString m_title;
    QString m_introduction;
    HandoutOptions m_options;
    QList<Diagram> m_diagrams;
    QList<int> m_skipped;
    QRect m_region;
    bool m_lessonHandout = false;
    bool m_sheet = false; // a problem sheet: m_lessonDiagrams holds its problems, then their answers
    QList<LessonDiagram> m_lessonDiagrams;
};

} // namespace seki::ui
