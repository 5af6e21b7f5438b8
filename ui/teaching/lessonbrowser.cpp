#include "teaching/lessonbrowser.h"

#include "settings/applanguage.h"
#include "board/boardpainter.h"
#include "common/rulestitle.h"
#include "board/themerenderer.h"

#include "scoring/scoreresult.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QTabBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace seki::ui {

namespace {

constexpr int ThumbnailSide = 140;
// Room under a thumbnail for a title of two lines.
constexpr QSize CellSize(ThumbnailSide + 30, ThumbnailSide + 50);
constexpr int PreviewSide = 300;

} // namespace

QImage LessonBrowser::thumbnail(const Position& position, int side, qreal devicePixelRatio)
{
    QImage image(QSize(side, side) * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    BoardScene scene;
    scene.board = position.board;
    scene.dead = position.dead;
    // Small boards read better without labels; what matters is the shape.
    scene.showCoordinates = false;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    // A rectangular board sits at the bottom of the square, right above its title, so a row of
    // thumbnails keeps an even gap between boards and titles.
    const QRectF square(0, 0, side, side);
    const BoardGeometry geometry(scene.board.width(), scene.board.height(), square, false);
    painter.translate(0, std::floor(side - geometry.boardRect().bottom()));
    BoardPainter(ThemeRenderer::shared()).paint(painter, scene, square);
    return image;
}

LessonBrowser::LessonBrowser(const QList<Lesson>& lessons, QWidget* parent) : QDialog(parent), m_lessons(lessons)
{
    m_filter = new QLineEdit(this);
    m_filter->setClearButtonEnabled(true);
    m_shelves = new QTabBar(this);
    m_shelves->setExpanding(false);
    m_shelves->setDrawBase(false);
    for (int k = 0; k < shelfKeys().size(); ++k)
        m_shelves->addTab(QString());

    m_list = new QListWidget(this);
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(QSize(ThumbnailSide, ThumbnailSide));
    m_list->setGridSize(CellSize + QSize(8, 8));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setWordWrap(true);
    m_list->setSpacing(4);
    // Two columns at least: the dialog fits a 1024x768 projector with the side panel beside.
    m_list->setMinimumWidth(2 * (CellSize.width() + 8) + 24);
    const qreal dpr = devicePixelRatioF();
    for (const Lesson& lesson : m_lessons) {
        // The same picture when selected: the board is not tinted, the title shows the choice.
        const QPixmap picture = QPixmap::fromImage(thumbnail(lesson.position, ThumbnailSide, dpr));
        QIcon icon(picture);
        icon.addPixmap(picture, QIcon::Selected);
        auto* item = new QListWidgetItem(icon, lesson.title, m_list);
        item->setData(Qt::UserRole, lesson.path);
        item->setData(Qt::UserRole + 1, lesson.shelf);
        item->setToolTip(lesson.comment);
        item->setTextAlignment(Qt::AlignHCenter | Qt::AlignTop);
        // A fixed cell: the title wraps onto a second line instead of being cut short.
        item->setSizeHint(CellSize);
    }

    m_preview = new QLabel(this);
    m_preview->setFixedSize(PreviewSide, PreviewSide);
    m_preview->setAlignment(Qt::AlignCenter);
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_comment = new QTextBrowser(this);
    m_comment->setOpenLinks(false);
    m_comment->setFrameShape(QFrame::NoFrame);

    auto* side = new QVBoxLayout;
    side->addWidget(m_preview, 0, Qt::AlignHCenter);
    side->addWidget(m_title);
    side->addWidget(m_details);
    side->addWidget(m_comment, 1);

    auto* left = new QVBoxLayout;
    left->addWidget(m_shelves);
    left->addWidget(m_filter);
    left->addWidget(m_list, 1);

    // The side panel keeps the preview's width; the thumbnails get the rest of the dialog.
    auto* sidePanel = new QWidget(this);
    sidePanel->setLayout(side);
    side->setContentsMargins(0, 0, 0, 0);
    sidePanel->setFixedWidth(PreviewSide + 40);
    auto* panes = new QHBoxLayout;
    panes->addLayout(left, 1);
    panes->addWidget(sidePanel);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_open->setDefault(true);
    m_problemSheet = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    connect(m_problemSheet, &QPushButton::clicked, this,
            [this] { emit problemSheetRequested(shelfKeys().value(m_shelves->currentIndex())); });
    connect(buttons, &QDialogButtonBox::accepted, this, &LessonBrowser::openCurrent);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addWidget(buttons);

    connect(m_list, &QListWidget::currentItemChanged, this, &LessonBrowser::showCurrent);
    connect(m_list, &QListWidget::itemActivated, this, &LessonBrowser::openCurrent);
    connect(m_filter, &QLineEdit::textChanged, this, &LessonBrowser::applyFilter);
    connect(m_shelves, &QTabBar::currentChanged, this, &LessonBrowser::applyFilter);

    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    retranslate();
    m_list->setFocus();
    // As large as a comfortable desk, never larger than the screen (a 1024x768 projector).
    QSize size(1040, 680);
    if (const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(24, 48));
    resize(size);
}

QStringList LessonBrowser::shelfKeys()
{
    return {QStringLiteral("go"), QStringLiteral("scorer"), QStringLiteral("mine")};
}

QString LessonBrowser::shelfTitle(const QString& key)
{
    if (key == QLatin1String("go"))
        return tr("Seki in Go");
    if (key == QLatin1String("scorer"))
        return tr("How SekiScope counts");
    if (key == QLatin1String("mine"))
        return tr("My lessons");
    return key;
}

bool LessonBrowser::onShelf(const Lesson& lesson, const QString& key)
{
    return lesson.shelf.isEmpty() || lesson.shelf == key;
}

void LessonBrowser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void LessonBrowser::retranslate()
{
    setWindowTitle(tr("Lessons"));
    m_filter->setPlaceholderText(tr("Filter lessons"));
    m_filter->setAccessibleName(tr("Filter lessons"));
    m_list->setAccessibleName(tr("Lessons"));
    m_comment->setAccessibleName(tr("Lesson text"));
    m_open->setText(tr("&Open Lesson"));
    for (int k = 0; k < shelfKeys().size(); ++k)
        m_shelves->setTabText(k, shelfTitle(shelfKeys().at(k)));
    m_problemSheet->setText(tr("Print &Problems of This Shelf\u2026"));
    m_problemSheet->setToolTip(tr("A sheet of this shelf's exercises, numbered on a grid, with the answers at the "
                                  "back"));
    m_shelves->setAccessibleName(tr("Shelves"));
    // The lessons read in the window's language too: a class on a projector follows the switch.
    const QString language = AppLanguage::current();
    for (Lesson& lesson : m_lessons)
        LessonLibrary::localize(lesson, language);
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        const QString path = item->data(Qt::UserRole).toString();
        for (const Lesson& lesson : std::as_const(m_lessons))
            if (lesson.path == path) {
                item->setText(lesson.title);
                item->setToolTip(lesson.comment);
            }
    }
    // The filter matches titles and texts: the new language's.
    applyFilter();
}

QString LessonBrowser::currentPath() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item && !item->isHidden() ? item->data(Qt::UserRole).toString() : QString();
}

void LessonBrowser::selectLesson(const QString& path)
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toString() == path) {
            const qsizetype shelf = shelfKeys().indexOf(m_list->item(row)->data(Qt::UserRole + 1).toString());
            if (shelf >= 0)
                m_shelves->setCurrentIndex(int(shelf));
            m_list->setCurrentRow(row);
        }
}

void LessonBrowser::showCurrent()
{
    const QString path = currentPath();
    const Lesson* lesson = nullptr;
    for (const Lesson& candidate : m_lessons)
        if (candidate.path == path)
            lesson = &candidate;
    m_open->setEnabled(lesson != nullptr);
    if (!lesson) {
        m_preview->clear();
        m_title->setText(m_lessons.isEmpty() ? tr("No lessons are installed.") : tr("No lesson chosen"));
        m_details->clear();
        m_comment->clear();
        // The teacher's own shelf, still empty: where its lessons come from.
        if (shelfKeys().value(m_shelves->currentIndex()) == QStringLiteral("mine"))
            m_comment->setPlainText(tr("The lessons you write appear here: set a position up in the board editor "
                                       "(File \u203a New Position), give it a title, your text, marks and moves in "
                                       "the Lesson panel, and choose Save as Lesson."));
        return;
    }
    m_preview->setPixmap(QPixmap::fromImage(thumbnail(lesson->position, PreviewSide, devicePixelRatioF())));
    m_title->setText(lesson->title);
    const Board& board = lesson->position.board;
    // "rules: %3", not "%3 rules": the rules' names already read "日本ルール" in Japanese.
    m_details->setText(tr("%1 \u00d7 %2 board \u00b7 rules: %3 \u00b7 komi %4")
                           .arg(board.width())
                           .arg(board.height())
                           .arg(rulesTitle(lesson->position.rules))
                           .arg(QString::fromStdString(formatScore(lesson->position.komi))));
    m_comment->setPlainText(lesson->comment);
}

void LessonBrowser::applyFilter()
{
    const QString needle = m_filter->text().trimmed();
    const QString shelf = shelfKeys().value(m_shelves->currentIndex());
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        // A lesson the index puts on no shelf is on every shelf, never lost.
        const QString itemShelf = item->data(Qt::UserRole + 1).toString();
        const bool shelved = itemShelf.isEmpty() || itemShelf == shelf;
        const bool match = needle.isEmpty() || item->text().contains(needle, Qt::CaseInsensitive)
                           || item->toolTip().contains(needle, Qt::CaseInsensitive);
        item->setHidden(!shelved || !match);
    }
    // A shelf that poses no exercise has no problems to print.
    const bool exercises = std::any_of(m_lessons.begin(), m_lessons.end(), [&shelf](const Lesson& lesson) {
        return onShelf(lesson, shelf) && !lesson.exercises.isEmpty();
    });
    m_problemSheet->setEnabled(exercises);
    if (!m_list->currentItem() || m_list->currentItem()->isHidden()) {
        for (int row = 0; row < m_list->count(); ++row)
            if (!m_list->item(row)->isHidden()) {
                m_list->setCurrentRow(row);
                break;
            }
    }
    showCurrent();
}

void LessonBrowser::openCurrent()
{
    const QString path = currentPath();
    if (path.isEmpty())
        return;
    emit lessonChosen(path);
    accept();
}

} // namespace seki::ui
