// Languages: the window switches between English, German and Japanese; the .qm are
// embedded and load; the .ts files are complete (no unfinished, obsolete or empty entries); every
// panel follows a switch at once; Edit > Preferences switches the language and the other choices.

#include "settings/applanguage.h"
#include "settings/apptheme.h"
#include "teaching/boardeditor.h"
#include "board/boardview.h"
#include "eyes/eyelenscontroller.h"
#include "mainwindow/gameinfopanel.h"
#include "mainwindow/gametreepanel.h"
#include "record/gametreeview.h"
#include "teaching/lessonbrowser.h"
#include "teaching/lessonlibrary.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/movebar.h"
#include "teaching/presentationwindow.h"
#include "review/regioninspector.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "settings/settingsdialog.h"
#include "review/stagepanel.h"
#include "testconfig.h"
#include "review/timelinebar.h"
#include "review/tracecontroller.h"
#include "document/gamedocument.h"
#include "document/recordnavigator.h"
#include "teaching/teachingcontroller.h"
#include "teaching/exercisepanel.h"
#include "teaching/exercisesession.h"
#include "engine/deadstonecontroller.h"
#include "common/parseerrortext.h"
#include "common/warningtext.h"
#include "common/userprompts.h"
#include "sgf/gameloader.h"
#include "sgf/treecursor.h"
#include "sgf/nodemarkup.h"
#include "sgf/nodereplay.h"
#include "sgf/sgfparser.h"
#include "exercise/exercisekey.h"

#include <algorithm>
#include <tuple>

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QSet>
#include <QSlider>
#include <QTabBar>
#include <QToolBar>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QFileInfo>
#include <QMainWindow>
#include <QTreeWidget>
#include <QTextEdit>
#include <QTableWidget>
#include <QStatusBar>
#include <QRegularExpression>
#include <QPlainTextEdit>
#include <QLineEdit>

using namespace seki;
using namespace seki::ui;

namespace {

// A menu title as a reader sees it: without the mnemonic ("&Datei", "ファイル(&F)").
QString plainTitle(QString title)
{
    const qsizetype bracket = title.indexOf(QStringLiteral("(&"));
    if (bracket >= 0)
        title.truncate(bracket);
    return title.remove(QLatin1Char('&')).trimmed();
}

QString fileMenuTitle(const MainWindow& window)
{
    return plainTitle(window.menuBar()->actions().value(0)->text());
}

// What the translator installed now makes of `source`: the tests compare against the .qm, not
// against strings copied into them.
QString translated(const char* context, const char* source)
{
    return QCoreApplication::translate(context, source);
}

QStringList labelTexts(const QWidget* widget)
{
    QStringList texts;
    for (const QLabel* label : widget->findChildren<QLabel*>())
        texts << label->text();
    return texts;
}

void switchTo(const QString& code)
{
    QVERIFY(AppLanguage::setLanguage(code));
    // QApplication passes LanguageChange on to the windows as posted events.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

int indexOfData(const QComboBox* box, const QVariant& data)
{
    return box->findData(data);
}

// One data row per translated language ("code": "de", "ja").
void addTranslatedLanguages()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("ja") << QStringLiteral("ja");
}

// Every source text of a .ts file that has a translation other than itself: a widget still
// showing one of these after a switch to that language was not retranslated.
QSet<QString> translatedSources(const QString& code)
{
    QSet<QString> sources;
    QFile file(QStringLiteral(SEKI_RESOURCES_DIR "/translations/sekiscope_%1.ts").arg(code));
    if (!file.open(QIODevice::ReadOnly))
        return sources;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!translation.isEmpty() && translation != source)
                sources.insert(source);
        }
    }
    return sources;
}

// The texts a reader sees on the window's widgets and actions, by object and what they are.
QMap<QString, QString> visibleTexts(const QWidget& root)
{
    QMap<QString, QString> texts;
    const auto add = [&texts](const QObject* object, const char* what, const QString& text) {
        if (!text.isEmpty())
            texts.insert(QStringLiteral("%1 %2 %3 %4")
                             .arg(QString::number(quintptr(object), 16),
                                  QLatin1String(object->metaObject()->className()), object->objectName(),
                                  QLatin1String(what)),
                         text);
    };
    QList<QObject*> objects = root.findChildren<QObject*>();
    objects.prepend(const_cast<QWidget*>(&root));
    for (const QObject* object : objects) {
        // A widget hidden on purpose (a message that waits for its case) is set when shown.
        if (const auto* widget = qobject_cast<const QWidget*>(object); widget && widget->isHidden())
            continue;
        if (const auto* button = qobject_cast<const QAbstractButton*>(object)) {
            add(object, "text", button->text());
            add(object, "tip", button->toolTip());
        } else if (const auto* label = qobject_cast<const QLabel*>(object)) {
            add(object, "text", label->text());
        } else if (const auto* dock = qobject_cast<const QDockWidget*>(object)) {
            add(object, "title", dock->windowTitle());
        } else if (const auto* menu = qobject_cast<const QMenu*>(object)) {
            add(object, "title", menu->title());
        } else if (const auto* action = qobject_cast<const QAction*>(object)) {
            add(object, "text", action->text());
            add(object, "status", action->statusTip());
        } else if (const auto* box = qobject_cast<const QComboBox*>(object)) {
            for (int k = 0; k < box->count(); ++k)
                add(object, qPrintable(QStringLiteral("item%1").arg(k)), box->itemText(k));
        } else if (const auto* tabs = qobject_cast<const QTabBar*>(object)) {
            for (int k = 0; k < tabs->count(); ++k)
                add(object, qPrintable(QStringLiteral("tab%1").arg(k)), tabs->tabText(k));
        }
        if (const auto* widget = qobject_cast<const QWidget*>(object))
            add(object, "accessible", widget->accessibleName());
    }
    return texts;
}

// The words of English a German or Japanese window never shows: every word (three letters or
// more) of the .ts files' English sources that no translation into `code` holds. A name or a Go
// term the translation writes as it is (SekiScope, GNU, Seki, Atari) is in a translation, so it is
// not one of them. `moreEnglish` adds the words of an English text from outside the .ts files
// (core's message for the command line).
QSet<QString> englishOnlyWords(const QString& code, const QString& moreEnglish = QString())
{
    QSet<QString> english, kept;
    QFile file(QStringLiteral(SEKI_RESOURCES_DIR "/translations/sekiscope_%1.ts").arg(code));
    if (!file.open(QIODevice::ReadOnly))
        return english;
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    const auto words = [](const QString& text) {
        QStringList found;
        for (QRegularExpressionMatchIterator it = word.globalMatch(text); it.hasNext();)
            found << it.next().captured().toLower();
        return found;
    };
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source"))
            for (const QString& w : words(xml.readElementText()))
                english.insert(w);
        else if (xml.name() == QLatin1String("translation"))
            for (const QString& w : words(xml.readElementText(QXmlStreamReader::IncludeChildElements)))
                kept.insert(w);
    }
    for (const QString& w : words(moreEnglish))
        english.insert(w);
    return english - kept;
}

// The English in a text shown in German or Japanese: two English-only words in a row, or a text
// that is one English-only word; empty when there is none. Built outside tr() (in core, or
// joined from pieces) or left out of the .ts files, a text reads like this.
QString englishIn(const QString& text, const QSet<QString>& englishOnly)
{
    static const QRegularExpression token(QStringLiteral("[A-Za-z]+|[^A-Za-z\\s,;:.!?()\\-\u2019'\"]+"));
    QStringList tokens;
    for (QRegularExpressionMatchIterator it = token.globalMatch(text); it.hasNext();)
        tokens << it.next().captured();
    const auto english = [&](const QString& t) { return englishOnly.contains(t.toLower()); };
    if (tokens.size() == 1 && english(tokens.front()))
        return tokens.front();
    for (qsizetype k = 0; k + 1 < tokens.size(); ++k)
        if (english(tokens.at(k)) && english(tokens.at(k + 1)))
            return tokens.at(k) + QLatin1Char(' ') + tokens.at(k + 1);
    return QString();
}

// Every text a reader sees in the window: visibleTexts, and what it leaves out (the rows of lists,
// tables and trees, texts in editors, tooltips, the status bar).
QStringList everyText(const QMainWindow& window)
{
    QStringList texts = visibleTexts(window).values();
    for (const QObject* object : window.findChildren<QObject*>()) {
        const auto* widget = qobject_cast<const QWidget*>(object);
        if (!widget || widget->isHidden())
            continue;
        texts << widget->toolTip();
        if (const auto* list = qobject_cast<const QListWidget*>(widget)) {
            for (int k = 0; k < list->count(); ++k)
                texts << list->item(k)->text() << list->item(k)->toolTip();
        } else if (const auto* table = qobject_cast<const QTableWidget*>(widget)) {
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (const QTableWidgetItem* item = table->item(r, c))
                        texts << item->text() << item->toolTip();
        } else if (const auto* tree = qobject_cast<const QTreeWidget*>(widget)) {
            for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(tree)); *it; ++it)
                for (int c = 0; c < (*it)->columnCount(); ++c)
                    texts << (*it)->text(c) << (*it)->toolTip(c);
        } else if (const auto* edit = qobject_cast<const QTextEdit*>(widget)) {
            if (edit->isReadOnly()) // an editable text is what the user or the file wrote
                texts << edit->toPlainText();
        } else if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget)) {
            if (plain->isReadOnly())
                texts << plain->toPlainText();
        } else if (const auto* line = qobject_cast<const QLineEdit*>(widget)) {
            texts << line->placeholderText(); // its text is what the user or the file wrote
        }
    }
    texts << window.statusBar()->currentMessage();
    texts.removeAll(QString());
    return texts;
}

// Records the file errors the window would show in its dialog, and answers nothing else.
class RecordingPrompts : public UserPrompts {
public:
    explicit RecordingPrompts(std::vector<FileError>& errors) : m_errors(errors) { }
    void showFileError(QWidget*, const FileError& error) override { m_errors.push_back(error); }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return {}; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }

private:
    std::vector<FileError>& m_errors;
};

// The words (three letters or more, lower case) of `text` that are English only, leaving out
// `own` (a file's own words: a property's name, a charset): a single one is English enough here,
// where the text is a short message.
QSet<QString> englishWordsIn(const QString& text, const QSet<QString>& englishOnly, const QStringList& own = {})
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    const auto words = [](const QString& from) {
        QSet<QString> found;
        for (QRegularExpressionMatchIterator it = word.globalMatch(from); it.hasNext();)
            found.insert(it.next().captured().toLower());
        return found;
    };
    QSet<QString> english = words(text) & englishOnly;
    for (const QString& text : own)
        english -= words(text);
    return english;
}

// Arguments that ParseErrorText::words takes for `problem`: as many "W" as it needs (at most
// six), or none found.
std::optional<QStringList> argumentsFor(ParseProblem problem)
{
    QStringList arguments;
    for (int count = 0; count <= 6; ++count, arguments << QStringLiteral("W"))
        if (!ParseErrorText::words(problem, arguments).isEmpty())
            return arguments;
    return std::nullopt;
}
// Arguments that WarningText::words takes for `problem`: as many "W" as it needs (at most six),
// or none found.
std::optional<QStringList> warningArgumentsFor(WarningProblem problem)
{
    QStringList arguments;
    for (int count = 0; count <= 6; ++count, arguments << QStringLiteral("W"))
        if (!WarningText::words(problem, arguments).isEmpty())
            return arguments;
    return std::nullopt;
}
} // namespace

class TestLanguages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void embeddedTranslationsLoad_data();
    void embeddedTranslationsLoad();
    void switchingLanguageChangesTheMenus();
    void choiceIsRemembered();
    void translationFilesAreComplete_data();
    void translationFilesAreComplete();
    void panelsFollowALiveSwitch_data();
    void panelsFollowALiveSwitch();
    void rulesNamesAreTranslated();
    void preferencesSwitchTheLanguage();
    void preferencesCancelChangesNothing();
    void preferencesApplyTheBoardChoices();
    void languageMenuAndPreferencesAgree();
    void lessonsFollowALiveSwitch_data();
    void lessonsFollowALiveSwitch();
    void exerciseFollowsALiveSwitch_data();
    void exerciseFollowsALiveSwitch();
    void nothingStaysEnglishAfterASwitch_data();
    void nothingStaysEnglishAfterASwitch();
    void englishIsFound_data();
    void englishIsFound();
    void noEnglishWhileTeachingAndScoring_data();
    void noEnglishWhileTeachingAndScoring();
    void fileErrorsAreTranslated_data();
    void fileErrorsAreTranslated();
    void everyParseProblemIsTranslated_data();
    void everyParseProblemIsTranslated();
    void nodeProblemsAreShown();
    void markupAndExerciseErrorsAreTranslated_data();
    void markupAndExerciseErrorsAreTranslated();
    void everyWarningIsTranslated_data();
    void everyWarningIsTranslated();
    void fileWarningsAreTranslated_data();
    void fileWarningsAreTranslated();

private:
    QTemporaryDir m_settingsDir;
};

void TestLanguages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestLanguages::cleanup()
{
    AppLanguage::setLanguage(QStringLiteral("en"));
    AppTheme::setTheme(BoardTheme::Kind::Light);
    QSettings stored(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"));
    for (const char* key : {"score/rules", "score/eyes", "view/coordinates", "view/eyeSpaces"})
        stored.remove(QLatin1String(key));
}

void TestLanguages::embeddedTranslationsLoad_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("file");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ファイル(&F)");
}

void TestLanguages::embeddedTranslationsLoad()
{
    QFETCH(QString, code);
    QFETCH(QString, file);
    const QString path = AppLanguage::translationFile(code);
    QVERIFY(path.startsWith(QStringLiteral(":/")));
    QVERIFY2(QFile::exists(path), qPrintable(path));
    QTranslator translator;
    QVERIFY(translator.load(path));
    QCOMPARE(translator.translate("seki::ui::MainWindow", "&File"), file);
    QVERIFY(!translator.translate("StepExplainer", "False eyes filled").isEmpty());
}

void TestLanguages::switchingLanguageChangesTheMenus()
{
    MainWindow window;
    QCOMPARE(fileMenuTitle(window), QStringLiteral("File"));

    QVERIFY(AppLanguage::setLanguage(QStringLiteral("ja")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(fileMenuTitle(window), QStringLiteral("ファイル"));
    QCOMPARE(AppLanguage::current(), QStringLiteral("ja"));

    QVERIFY(AppLanguage::setLanguage(QStringLiteral("de")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(fileMenuTitle(window), QStringLiteral("Datei"));
    // Every top-level menu follows, not only the first.
    QStringList titles;
    for (QAction* action : window.menuBar()->actions())
        titles << plainTitle(action->text());
    QVERIFY2(titles.contains(QStringLiteral("Bearbeiten")), qPrintable(titles.join(QLatin1Char(','))));
    QVERIFY2(titles.contains(QStringLiteral("Ansicht")), qPrintable(titles.join(QLatin1Char(','))));
    QVERIFY2(titles.contains(QStringLiteral("Hilfe")), qPrintable(titles.join(QLatin1Char(','))));

    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(fileMenuTitle(window), QStringLiteral("File"));

    QVERIFY(!AppLanguage::setLanguage(QStringLiteral("xx")));
}

void TestLanguages::choiceIsRemembered()
{
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("de")));
    QCOMPARE(AppLanguage::storedChoice(), QStringLiteral("de"));
    QCOMPARE(AppLanguage::effectiveLanguage(), QStringLiteral("de"));
    // A window built after the switch is built in German from the start.
    MainWindow window;
    QCOMPARE(fileMenuTitle(window), QStringLiteral("Datei"));
    // "" follows the system again.
    QVERIFY(AppLanguage::setLanguage(QString()));
    QCOMPARE(AppLanguage::storedChoice(), QString());
}

void TestLanguages::translationFilesAreComplete_data()
{
    QTest::addColumn<QString>("path");
    for (const QString& name : {QStringLiteral("sekiscope_de.ts"), QStringLiteral("sekiscope_ja.ts")})
        QTest::newRow(qPrintable(name)) << QStringLiteral(SEKI_RESOURCES_DIR "/translations/") + name;
}

void TestLanguages::translationFilesAreComplete()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QXmlStreamReader xml(&file);
    int messages = 0;
    int unfinished = 0;
    int obsolete = 0;
    QStringList empty;
    QString source;
    QString translation;
    bool inTranslation = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("message")) {
                ++messages;
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QStringView type = xml.attributes().value(QLatin1String("type"));
                if (type == QLatin1String("unfinished"))
                    ++unfinished;
                else if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
                    ++obsolete;
                inTranslation = true;
                translation.clear();
            } else if (xml.name() == QLatin1String("numerusform")) {
                // Each plural form on its own must be there.
                if (xml.readElementText().trimmed().isEmpty())
                    empty << source;
                translation += QLatin1Char('#');
            }
        } else if (xml.isCharacters() && inTranslation) {
            translation += xml.text();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("translation")) {
            inTranslation = false;
            if (translation.trimmed().isEmpty() && translation != QStringLiteral(", ")
                && translation != QStringLiteral(" + "))
                empty << source;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 400);
    QCOMPARE(unfinished, 0);
    QCOMPARE(obsolete, 0);
    QVERIFY2(empty.isEmpty(), qPrintable(empty.join(QLatin1Char('\n'))));
}

void TestLanguages::panelsFollowALiveSwitch_data()
{
    addTranslatedLanguages();
}

void TestLanguages::panelsFollowALiveSwitch()
{
    QFETCH(QString, code);
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(QStringLiteral(":/games/example-seki.sgf")));
    // A mark made before the switch: its undo step is named in the new language afterwards.
    BoardView* board = window.boardView();
    const seki::Point marked{6, 2}; // G7, a live black stone
    QTest::mouseClick(board, Qt::LeftButton, {}, board->rectFor(marked).center());
    // Nothing left unsaved for the next window to be offered back (it would ask in a dialog).
    window.undoStack()->setClean();
    QCOMPARE(window.undoStack()->undoText(), QStringLiteral("Mark G7 dead"));
    ScoringReview* review = window.scoringReview();
    review->setActive(true);
    review->controller().goToStart();
    review->controller().stepForward();
    review->controller().stepForward();
    review->controller().finishAnimation();
    const int position = review->controller().position();
    review->controller().selectPoint(seki::Point{0, 0});
    BoardEditor* editor = window.boardEditor();
    editor->setTool(BoardEditor::Tool::Erase);
    auto* info = window.findChild<GameInfoPanel*>();
    QVERIFY(info);
    TimelineBar* timeline = review->timeline();
    const QString englishPosition = timeline->positionText();
    const QString englishInspector = review->inspector()->text();
    const auto allSteps = [review] {
        QStringList steps;
        for (int stage = 0; stage < 5; ++stage)
            steps << review->stagePanel(stage)->stepTexts();
        return steps;
    };
    const QStringList englishSteps = allSteps();
    QVERIFY(!englishSteps.isEmpty());
    const QString englishScore = window.scorePanel()->warningText() + labelTexts(window.scorePanel()).join(u'|');
    const QString englishMoves = labelTexts(window.moveBar()).join(u'|');

    switchTo(code);

    // Each string checked below must really differ in this language, or the check proves nothing.
    QStringList untranslated;
    const auto check = [&untranslated](const char* context, const char* source) {
        const QString text = translated(context, source);
        if (text == QLatin1String(source))
            untranslated << QLatin1String(source);
        return text;
    };

    // The score table: headings, sides, row titles, result and legend.
    const QStringList score = labelTexts(window.scorePanel());
    for (const char* source : {"Japanese", "Japanese 1989", "Chinese"})
        QVERIFY2(score.contains(check("seki::ui::RulesTitle", source)), source);
    for (const char* source : {"Black", "White", "Territory", "Captures", "Dead stones", "Total", "Result"})
        QVERIFY2(score.contains(check("seki::ui::ScorePanel", source)), source);
    QVERIFY(!score.contains(QStringLiteral("Territory")));
    QVERIFY(!score.contains(QStringLiteral("Result")));
    QVERIFY(std::any_of(score.begin(), score.end(), [&](const QString& text) {
        return text.startsWith(check("seki::ui::ScorePanel", "<small>On the board: &#9632; black's territory, "
                                                             "&#9633; white's territory, &#215; dame (no one's), "
                                                             "&#9675; eye in seki, ? verdict depends on how the "
                                                             "neutral points are filled, &#9671; the file's own "
                                                             "marks differ. Dead stones are drawn pale.</small>")
                                   .left(12));
    }));

    // The game panel: its row titles and the rules name.
    QCOMPARE(info->rowTitle(0), check("seki::ui::GameInfoPanel", "File"));
    QCOMPARE(info->rowTitle(1), check("seki::ui::GameInfoPanel", "Black"));
    QCOMPARE(info->rowTitle(3), check("seki::ui::GameInfoPanel", "Board"));
    QCOMPARE(info->rowTitle(6), check("seki::ui::GameInfoPanel", "Result in file"));
    QCOMPARE(info->rulesText(), check("seki::ui::GameInfoPanel", "Japanese"));

    // The board editor: tool names and tips, its komi and rules controls; the tool stays.
    QCOMPARE(editor->toolAction(BoardEditor::Tool::Black)->text(), check("seki::ui::BoardEditor", "&Black Stones"));
    QCOMPARE(editor->toolAction(BoardEditor::Tool::Dead)->text(), check("seki::ui::BoardEditor", "Mark &Dead"));
    QVERIFY(editor->toolAction(BoardEditor::Tool::Erase)
                ->toolTip()
                .startsWith(check("seki::ui::BoardEditor", "&Erase").remove(QLatin1Char('&'))));
    QCOMPARE(editor->toggleAction()->text(), check("seki::ui::BoardEditor", "&Board Editor"));
    QCOMPARE(editor->komiBox()->toolTip(), check("seki::ui::BoardEditor", "Komi: points White gets for moving second"));
    QCOMPARE(editor->rulesBox()->accessibleName(), check("seki::ui::BoardEditor", "Rules"));
    QCOMPARE(editor->rulesBox()->itemText(2), check("seki::ui::RulesTitle", "Chinese"));
    QCOMPARE(editor->toolBar()->windowTitle(), check("seki::ui::BoardEditor", "Board Editor"));
    QCOMPARE(editor->tool(), BoardEditor::Tool::Erase);
    QVERIFY(editor->toolAction(BoardEditor::Tool::Erase)->isChecked());

    // The timeline: actions, tooltips, the position line and the speed; the position stays.
    QCOMPARE(timeline->stepForwardAction()->text(), check("seki::ui::TimelineBar", "Step Forward"));
    QVERIFY(timeline->stepBackAction()->toolTip().startsWith(check("seki::ui::TimelineBar", "Step Back")));
    QCOMPARE(timeline->playAction()->text(), check("seki::ui::TimelineBar", "Play"));
    QVERIFY(labelTexts(timeline).contains(check("seki::ui::TimelineBar", "Speed")));
    QCOMPARE(timeline->slider()->accessibleName(), check("seki::ui::TimelineBar", "Scoring step"));
    QVERIFY(!timeline->positionText().isEmpty());
    QVERIFY2(timeline->positionText() != englishPosition, qPrintable(timeline->positionText()));
    QCOMPARE(review->controller().position(), position);

    // The panels made of the walk's words: stage lists, the inspector, the move bar.
    QCOMPARE(allSteps().size(), englishSteps.size());
    QVERIFY(allSteps() != englishSteps);
    QVERIFY(!review->inspector()->text().isEmpty());
    QVERIFY(review->inspector()->text() != englishInspector);
    QVERIFY(labelTexts(window.moveBar()).join(u'|') != englishMoves);
    QVERIFY(window.scorePanel()->warningText() + labelTexts(window.scorePanel()).join(u'|') != englishScore);

    // Words made before the switch: the move label's last move, the undo step; the walk-through's
    // own check box.
    QVERIFY2(window.moveBar()->labelText().endsWith(
                 check("seki::ui::RecordNavigator", "%1 passes").arg(check("seki::ui::RecordNavigator", "White"))),
             qPrintable(window.moveBar()->labelText()));
    QCOMPARE(window.undoStack()->undoText(), check("seki::ui::DeadMarking", "Mark %1 dead").arg(QStringLiteral("G7")));
    QCOMPARE(review->otherPhaseBox()->text(), check("seki::ui::ScoringReview", "Fill the other way round"));

    // The dock titles.
    QCOMPARE(review->stageDock(2)->windowTitle(), check("seki::ui::ScoringReview", "3 False eyes"));
    QCOMPARE(window.eyeLens()->dock()->windowTitle(), check("seki::ui::EyeLensController", "Eye Analysis"));
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(", "))));
}

void TestLanguages::rulesNamesAreTranslated()
{
    // In English the common spellings are tidied, anything unknown is shown as the file has it.
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("japanese")), QStringLiteral("Japanese"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("CHINESE")), QStringLiteral("Chinese"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("NZ")), QStringLiteral("New Zealand"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("new zealand")), QStringLiteral("New Zealand"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("GOE")), QStringLiteral("Ing (GOE)"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("Ing")), QStringLiteral("Ing (GOE)"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("aga")), QStringLiteral("AGA"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("Korean")), QStringLiteral("Korean"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("japanese-strict")), QStringLiteral("Japanese 1989"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("Tromp-Taylor")), QStringLiteral("Tromp-Taylor"));

    switchTo(QStringLiteral("ja"));
    const QString japanese = translated("seki::ui::GameInfoPanel", "Japanese");
    QVERIFY(japanese != QLatin1String("Japanese"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("Japanese")), japanese);
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("JAPANESE")), japanese);
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("Korean")),
             translated("seki::ui::GameInfoPanel", "Korean"));
    QVERIFY(GameInfoPanel::rulesDisplayName(QStringLiteral("nz")) != QLatin1String("New Zealand"));
    QCOMPARE(GameInfoPanel::rulesDisplayName(QStringLiteral("Tromp-Taylor")), QStringLiteral("Tromp-Taylor"));

    // The panel of an open game shows it too.
    MainWindow window;
    QVERIFY(window.openFile(QStringLiteral(":/games/example-seki.sgf")));
    QCOMPARE(window.findChild<GameInfoPanel*>()->rulesText(), japanese);
}

void TestLanguages::preferencesSwitchTheLanguage()
{
    MainWindow window;
    window.show();
    QAction* preferences = window.preferencesAction();
    QVERIFY(preferences);
    QVERIFY(preferences->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    // In the Edit menu.
    QMenu* edit = window.menuBar()->actions().value(1)->menu();
    QVERIFY(edit && edit->actions().contains(preferences));

    preferences->trigger();
    SettingsDialog* dialog = window.settingsDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Preferences"));
    // The languages are named in themselves.
    QVERIFY(dialog->languageBox()->findText(QStringLiteral("Deutsch")) >= 0);
    QVERIFY(dialog->languageBox()->findText(QStringLiteral("\u65e5\u672c\u8a9e")) >= 0);
    QVERIFY(!dialog->applyButton()->isEnabled());

    dialog->languageBox()->setCurrentIndex(indexOfData(dialog->languageBox(), QStringLiteral("de")));
    QVERIFY(dialog->applyButton()->isEnabled());
    dialog->applyButton()->click();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(AppLanguage::current(), QStringLiteral("de"));
    QCOMPARE(fileMenuTitle(window), QStringLiteral("Datei"));
    // The dialog follows at once, keeping the choice; Apply has nothing left to do.
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), translated("seki::ui::SettingsDialog", "Preferences"));
    QVERIFY(dialog->windowTitle() != QLatin1String("Preferences"));
    QCOMPARE(dialog->languageBox()->currentData().toString(), QStringLiteral("de"));
    QCOMPARE(dialog->languageBox()->itemText(0), translated("seki::ui::SettingsDialog", "Follow the System"));
    QVERIFY(!dialog->applyButton()->isEnabled());

    // OK applies and closes.
    dialog->languageBox()->setCurrentIndex(indexOfData(dialog->languageBox(), QStringLiteral("ja")));
    dialog->okButton()->click();
    QCoreApplication::sendPostedEvents();
    QVERIFY(!dialog->isVisible());
    QCOMPARE(AppLanguage::storedChoice(), QStringLiteral("ja"));
    QCOMPARE(fileMenuTitle(window), QStringLiteral("ファイル"));
    QCOMPARE(plainTitle(preferences->text()),
             plainTitle(translated("seki::ui::PreferencesController", "&Preferences\u2026")));
}

void TestLanguages::preferencesCancelChangesNothing()
{
    MainWindow window;
    window.show();
    const Rules rules = window.boardRules();
    window.preferencesAction()->trigger();
    SettingsDialog* dialog = window.settingsDialog();
    QVERIFY(dialog);
    const SettingsDialog::Values before = dialog->values();
    dialog->languageBox()->setCurrentIndex(indexOfData(dialog->languageBox(), QStringLiteral("de")));
    dialog->themeBox()->setCurrentIndex(indexOfData(dialog->themeBox(), int(BoardTheme::Kind::Dark)));
    dialog->coordinatesBox()->setChecked(!before.showCoordinates);
    dialog->rulesBox()->setCurrentIndex(indexOfData(dialog->rulesBox(), int(Rules::Chinese)));
    dialog->eyeMethodBox()->setCurrentIndex(indexOfData(dialog->eyeMethodBox(), int(EyeMethod::LocalGame)));
    QVERIFY(dialog->values() != before);
    dialog->cancelButton()->click();
    QCoreApplication::sendPostedEvents();

    QVERIFY(!dialog->isVisible());
    QCOMPARE(AppLanguage::current(), QStringLiteral("en"));
    QCOMPARE(AppLanguage::storedChoice(), QStringLiteral("en"));
    QCOMPARE(fileMenuTitle(window), QStringLiteral("File"));
    QCOMPARE(AppTheme::current(), BoardTheme::Kind::Light);
    QCOMPARE(window.boardRules(), rules);
    QCOMPARE(window.boardView()->scene().showCoordinates, before.showCoordinates);
    QCOMPARE(window.eyeLens()->eyeMethod(), EyeMethod::Boundary);

    // Opened again, it shows what is in force, not what was cancelled.
    window.preferencesAction()->trigger();
    QVERIFY(dialog->values() == before);
    dialog->reject();
}

void TestLanguages::preferencesApplyTheBoardChoices()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(QStringLiteral(":/games/example-seki.sgf")));
    window.preferencesAction()->trigger();
    SettingsDialog* dialog = window.settingsDialog();
    dialog->themeBox()->setCurrentIndex(indexOfData(dialog->themeBox(), int(BoardTheme::Kind::Dark)));
    dialog->coordinatesBox()->setChecked(false);
    dialog->rulesBox()->setCurrentIndex(indexOfData(dialog->rulesBox(), int(Rules::Chinese)));
    dialog->eyeMethodBox()->setCurrentIndex(indexOfData(dialog->eyeMethodBox(), int(EyeMethod::LocalGame)));
    dialog->eyeSpacesBox()->setChecked(true);
    dialog->okButton()->click();

    QCOMPARE(AppTheme::current(), BoardTheme::Kind::Dark);
    QVERIFY(!window.boardView()->scene().showCoordinates);
    QCOMPARE(window.boardRules(), Rules::Chinese);
    QCOMPARE(window.eyeLens()->eyeMethod(), EyeMethod::LocalGame);
    QVERIFY(window.eyeLens()->showEyeSpacesAction()->isChecked());
    QVERIFY(window.eyeLens()->eyeMethodAction(EyeMethod::LocalGame)->isChecked());
    // The View menu's own toggle agrees.
    bool coordinatesChecked = true;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == QLatin1String("Show &Coordinates"))
            coordinatesChecked = action->isChecked();
    QVERIFY(!coordinatesChecked);
    // And they are remembered.
    QSettings stored(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"));
    QCOMPARE(stored.value(QStringLiteral("score/rules")).toString(), QStringLiteral("chinese"));
    QCOMPARE(stored.value(QStringLiteral("view/theme")).toString(), BoardTheme::id(BoardTheme::Kind::Dark));
}

void TestLanguages::languageMenuAndPreferencesAgree()
{
    MainWindow window;
    window.show();
    auto* languageMenu = window.findChild<QMenu*>(QStringLiteral("languageMenu"));
    QVERIFY(languageMenu);
    const auto checkedCode = [&] {
        for (QAction* action : languageMenu->actions())
            if (action->isChecked())
                return action->data().toString();
        return QStringLiteral("?");
    };
    // The menu's choice shows in the dialog...
    for (QAction* action : languageMenu->actions())
        if (action->data().toString() == QLatin1String("de"))
            action->trigger();
    QCoreApplication::sendPostedEvents();
    window.preferencesAction()->trigger();
    SettingsDialog* dialog = window.settingsDialog();
    QCOMPARE(dialog->languageBox()->currentData().toString(), QStringLiteral("de"));
    // ...and the dialog's in the menu.
    dialog->languageBox()->setCurrentIndex(0); // follow the system
    dialog->okButton()->click();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(AppLanguage::storedChoice(), QString());
    QCOMPARE(checkedCode(), QString());
}

void TestLanguages::lessonsFollowALiveSwitch_data()
{
    addTranslatedLanguages();
}

// A class on a projector reads the lessons in the window's language: the library, the open
// browser, the open lesson's window title, its presentation and the Lessons menu follow a switch,
// and switching back brings the English again.
void TestLanguages::lessonsFollowALiveSwitch()
{
    QFETCH(QString, code);
    const QList<Lesson> english = LessonLibrary::load();
    QVERIFY(english.size() >= 2);
    for (const Lesson& lesson : english) {
        QCOMPARE(lesson.language, QStringLiteral("en"));
        QCOMPARE(lesson.title, lesson.englishTitle);
    }
    const Lesson& first = english.first();

    MainWindow window;
    window.show();
    QVERIFY(window.openLesson(first.path));
    QVERIFY(window.windowTitle().startsWith(first.title));
    window.setPresentationMode(true);
    PresentationWindow* presentation = window.presentationWindow();
    QVERIFY(presentation);
    QCOMPARE(presentation->title(), first.title);
    // The projector shows the teacher's words, not only the scorer's steps.
    QCOMPARE(presentation->lessonText(), first.comment.simplified());
    LessonBrowser browser(english, &window);
    browser.show();
    browser.selectLesson(first.path);
    QCOMPARE(browser.list()->item(0)->text(), first.title);
    auto* comment = browser.findChild<QTextBrowser*>();
    QVERIFY(comment);
    QCOMPARE(comment->toPlainText(), first.comment);

    switchTo(code);

    const QList<Lesson> lessons = LessonLibrary::load();
    QCOMPARE(lessons.size(), english.size());
    for (qsizetype k = 0; k < lessons.size(); ++k) {
        const Lesson& lesson = lessons.at(k);
        const std::optional<LessonText> text = LessonLibrary::translation(lesson.path, code);
        QVERIFY2(text, qPrintable(LessonLibrary::translationPath(lesson.path, code)));
        QCOMPARE(lesson.language, code);
        QCOMPARE(lesson.title, text->title);
        QCOMPARE(lesson.comment, text->comment);
        QVERIFY2(lesson.title != english.at(k).title, qPrintable(lesson.title));
        QCOMPARE(lesson.englishTitle, english.at(k).title);
        QCOMPARE(browser.list()->item(int(k))->text(), lesson.title);
        QCOMPARE(browser.list()->item(int(k))->toolTip(), lesson.comment);
    }
    const Lesson& translatedFirst = lessons.first();
    QCOMPARE(browser.currentPath(), first.path);
    QCOMPARE(comment->toPlainText(), translatedFirst.comment);
    QVERIFY(labelTexts(&browser).contains(translatedFirst.title));
    QCOMPARE(window.windowTitle(),
             translated("seki::ui::MainWindow", "%1 \u2014 SekiScope").arg(translatedFirst.title));
    QCOMPARE(presentation->title(), translatedFirst.title);
    QCOMPARE(presentation->lessonText(), translatedFirst.comment.simplified());
    QStringList menuTitles;
    for (QAction* action : window.menuBar()->actions())
        if (action->menu())
            for (QAction* item : action->menu()->actions())
                menuTitles << item->text();
    QVERIFY(menuTitles.contains(translatedFirst.title));
    QVERIFY(!menuTitles.contains(first.title));

    switchTo(QStringLiteral("en"));
    QCOMPARE(browser.list()->item(0)->text(), first.title);
    QCOMPARE(comment->toPlainText(), first.comment);
    QVERIFY(window.windowTitle().startsWith(first.title));
    QCOMPARE(presentation->title(), first.title);
    window.setPresentationMode(false);
}

void TestLanguages::exerciseFollowsALiveSwitch_data()
{
    addTranslatedLanguages();
}

// An exercise open when the language is switched (Settings › Language) is named in the new
// language everywhere the window names it (the window title, the Exercise panel, the Game panel,
// the presentation), and its question and the answer shown are the lesson's words in it.
void TestLanguages::exerciseFollowsALiveSwitch()
{
    QFETCH(QString, code);
    const QList<Lesson> english = LessonLibrary::load();
    const auto posing = std::find_if(english.begin(), english.end(), [](const Lesson& lesson) {
        return lesson.path.contains(QLatin1String("your-move")) && !lesson.exercises.isEmpty();
    });
    QVERIFY(posing != english.end());
    const Lesson first = *posing;
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(window.openLesson(first.path));
    QVERIFY(window.teaching()->exerciseActive());
    ExercisePanel& panel = *window.teaching()->exercisePanel();
    auto* info = window.findChild<GameInfoPanel*>();
    QVERIFY(info);
    QVERIFY(window.windowTitle().startsWith(first.title));
    QVERIFY(labelTexts(&panel).contains(first.title));
    QVERIFY(labelTexts(info).contains(first.title));
    panel.answerButton()->click();
    const QString englishAnswer = panel.verdictText();
    QVERIFY(!englishAnswer.isEmpty());
    window.setPresentationMode(true);
    PresentationWindow* presentation = window.presentationWindow();
    QVERIFY(presentation);
    QCOMPARE(presentation->title(), first.title);

    switchTo(code);

    const std::optional<Lesson> lesson = LessonLibrary::opened(first.path);
    QVERIFY(lesson && lesson->title != first.title);
    QVERIFY(window.teaching()->exerciseActive());
    QCOMPARE(window.windowTitle(),
             translated("seki::ui::TeachingController", "%1 \u2014 SekiScope").arg(lesson->title));
    QVERIFY2(labelTexts(&panel).contains(lesson->title), qPrintable(labelTexts(&panel).join(QLatin1Char('|'))));
    QVERIFY(!labelTexts(&panel).contains(first.title));
    QVERIFY2(labelTexts(info).contains(lesson->title), qPrintable(labelTexts(info).join(QLatin1Char('|'))));
    QVERIFY(!labelTexts(info).contains(first.title));
    QCOMPARE(presentation->title(), lesson->title);
    // The question and the answer shown: the lesson's words in the new language.
    const int node = lesson->exercises.front();
    QString question;
    for (const LessonNodeText& text : lesson->nodes)
        if (text.node == node)
            question = text.text;
    QVERIFY(!question.isEmpty());
    QCOMPARE(window.teaching()->exerciseSession()->question(), question);
    QVERIFY(labelTexts(&panel).contains(question));
    QVERIFY(panel.verdictText() != englishAnswer);
    QVERIFY2(panel.verdictText().startsWith(translated("seki::ui::ExerciseSession", "The answer: %1.").section(
                 QLatin1String("%1"), 0, 0)),
             qPrintable(panel.verdictText()));
    const bool lessonWords = std::any_of(lesson->nodes.begin(), lesson->nodes.end(), [&](const LessonNodeText& text) {
        return text.node != node && !text.text.isEmpty() && panel.verdictText().contains(text.text);
    });
    QVERIFY2(lessonWords, qPrintable(panel.verdictText()));

    switchTo(QStringLiteral("en"));
    QVERIFY(window.windowTitle().startsWith(first.title));
    QVERIFY(labelTexts(&panel).contains(first.title));
    QVERIFY(labelTexts(info).contains(first.title));
    QCOMPARE(panel.verdictText(), englishAnswer);
    window.setPresentationMode(false);
}

void TestLanguages::nothingStaysEnglishAfterASwitch_data()
{
    addTranslatedLanguages();
}

// After a live switch no widget, dock, menu or action of the window still shows an English text
// the language translates: a text set once in a constructor and never again is caught here,
// whichever panel it is on (the walk-through's timeline, the editor, the lesson docks).
void TestLanguages::nothingStaysEnglishAfterASwitch()
{
    QFETCH(QString, code);
    const QSet<QString> sources = translatedSources(code);
    QVERIFY(sources.size() > 100);
    MainWindow window;
    window.show();
    // A lesson: no players' names, which are the file's and stay as written.
    QVERIFY(window.openFile(QStringLiteral(":/lessons/01-corner-seki.sgf")));
    window.scoringReview()->setActive(true);
    const QMap<QString, QString> english = visibleTexts(window);
    QStringList englishShown;
    for (const QString& text : english)
        if (sources.contains(text))
            englishShown << text;
    // The check finds the window's English texts to begin with, or it proves nothing.
    QVERIFY(englishShown.size() > 50);

    switchTo(code);

    const QMap<QString, QString> after = visibleTexts(window);
    QStringList stayed;
    for (auto it = english.cbegin(); it != english.cend(); ++it)
        if (after.value(it.key()) == it.value() && sources.contains(it.value()))
            stayed << it.key().section(QLatin1Char(' '), 1) + QStringLiteral(": ") + it.value();
    QVERIFY2(stayed.isEmpty(), qPrintable(stayed.join(QStringLiteral(" | "))));
}

// The check below finds English: a whole English message, an English sentence from core joined
// into a translated one, an English word alone; never a translation itself.
void TestLanguages::englishIsFound_data()
{
    addTranslatedLanguages();
}

void TestLanguages::englishIsFound()
{
    QFETCH(QString, code);
    const QSet<QString> englishOnly = englishOnlyWords(code);
    QVERIFY(englishOnly.size() > 300);
    QVERIFY(!englishIn(QStringLiteral("Fill the other way round"), englishOnly).isEmpty());
    switchTo(code);
    QVERIFY(!englishIn(translated("StepExplainer", "Stage %1 of %2: %3")
                           .arg(1)
                           .arg(5)
                           .arg(QStringLiteral("one eye and no way to make a second")),
                       englishOnly)
                 .isEmpty());
    QVERIFY(!englishIn(QStringLiteral("Tally"), englishOnly).isEmpty());
    // No translation reads as English.
    QFile file(QStringLiteral(SEKI_RESOURCES_DIR "/translations/sekiscope_%1.ts").arg(code));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QStringList english;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("translation"))
            if (const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                !englishIn(t, englishOnly).isEmpty())
                english << t;
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
}

// In German and Japanese from the start, no English where a class looks: every lesson's
// walk-through step by step (every step and one step per stage, the inspector on a region), the
// dead stones SekiScope's finder suggests with their reasons, and every exercise checked unanswered
// and with its answer shown.
void TestLanguages::noEnglishWhileTeachingAndScoring_data()
{
    addTranslatedLanguages();
}

void TestLanguages::noEnglishWhileTeachingAndScoring()
{
    QFETCH(QString, code);
    const QSet<QString> englishOnly = englishOnlyWords(code);
    switchTo(code);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList found;
    int seen = 0;
    const auto look = [&](const QString& where, const QStringList& texts) {
        for (const QString& text : texts) {
            ++seen;
            // A file's name is the user's, in any language.
            if (text.contains(QStringLiteral(".sgf")))
                continue;
            if (const QString english = englishIn(text, englishOnly); !english.isEmpty())
                if (const QString line = QStringLiteral("%1: \"%2\" in \"%3\"").arg(where, english, text.left(160));
                    !found.contains(line))
                    found << line;
        }
    };
    ScoringReview& review = *window.scoringReview();
    TraceController& controller = review.controller();
    const QList<Lesson> lessons = LessonLibrary::load();
    QVERIFY(lessons.size() > 20);
    for (const Lesson& lesson : lessons) {
        QVERIFY2(window.openLesson(lesson.path), qPrintable(lesson.path));
        const QString name = QFileInfo(lesson.path).fileName();
        if (window.teaching()->exerciseActive()) {
            ExercisePanel& panel = *window.teaching()->exercisePanel();
            look(name, everyText(window));
            panel.checkButton()->click();
            look(name + QStringLiteral(" checked"), everyText(window) << panel.verdictText());
            // A wrong answer of its kind, explained: every group called alive, a count of B+100,
            // a move on the first empty point.
            const ExerciseKind kind = window.teaching()->exerciseSession()->kind();
            const Board stones = window.boardView()->scene().board;
            Board::Mask clicked;
            for (int y = 0; y < stones.height(); ++y)
                for (int x = 0; x < stones.width(); ++x) {
                    const Point p{x, y};
                    const bool stone = stones.at(p) != Color::Empty;
                    if (kind == ExerciseKind::SekiOrNot && stone && !clicked.test(size_t(stones.index(p)))) {
                        for (const Board::Index i : stones.connected(stones.index(p)))
                            clicked.set(size_t(i));
                        QTest::mouseClick(window.boardView(), Qt::LeftButton, {},
                                          window.boardView()->rectFor(p).center());
                    } else if (kind == ExerciseKind::YourMove && !stone && clicked.none()) {
                        clicked.set(size_t(stones.index(p)));
                        QTest::mouseClick(window.boardView(), Qt::LeftButton, {},
                                          window.boardView()->rectFor(p).center());
                    }
                }
            if (kind == ExerciseKind::CountIt) {
                panel.resultEdit()->clear();
                QTest::keyClicks(panel.resultEdit(), QStringLiteral("B+100"));
                panel.checkButton()->click();
            } else if (kind == ExerciseKind::SekiOrNot) {
                panel.checkButton()->click();
            }
            look(name + QStringLiteral(" wrong"), everyText(window) << panel.verdictText());
            if (panel.againButton()->isEnabled())
                panel.againButton()->click();
            if (panel.answerButton()->isEnabled()) {
                panel.answerButton()->click();
                look(name + QStringLiteral(" answer"), everyText(window) << panel.verdictText());
            }
            continue;
        }
        for (const bool oneStep : {false, true}) {
            review.oneStepPerStageBox()->setChecked(oneStep);
            review.setActive(true);
            for (int position = 0; position < controller.positionCount(); ++position) {
                controller.goTo(position);
                look(name, {review.explanationText()});
            }
            for (int s = 0; s < StageCount; ++s) {
                controller.goTo(controller.walk().stageEnd(Stage(s)));
                if (Stage(s) == Stage::Eyes && !controller.walk().regions().empty())
                    review.activate(controller.walk().regions().front().points.front(), Qt::LeftButton, {});
                look(name, everyText(window));
            }
        }
        review.setActive(false);
    }
    review.oneStepPerStageBox()->setChecked(false);

    // Score > Suggest Dead Stones on a game with nothing marked (SekiScope's own finder): its
    // suggestion and its reasons. The file's own words (players, comments) are left out of it.
    QFile game(QStringLiteral(SEKI_TEST_DATA_DIR "/games/gnugo-05.sgf"));
    QVERIFY(game.open(QIODevice::ReadOnly));
    QString record = QString::fromUtf8(game.readAll());
    static const QRegularExpression fileWords(QStringLiteral("(GC|PB|PW|TB|TW)(\\[[^\\]]*\\])+"));
    record.remove(fileWords);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("unmarked.sgf"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(record.toUtf8());
    }
    QVERIFY(window.openFile(path));
    look(QStringLiteral("unmarked game"), everyText(window));
    DeadStoneController* finder = window.deadStoneEngine();
    finder->suggestAction()->trigger();
    QTRY_VERIFY(finder->hasSuggestion());
    look(QStringLiteral("suggestion"), everyText(window));
    const Board& board = window.document()->position().board;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            if (board.at({x, y}) != Color::Empty) {
                window.boardView()->setFocus();
                QTest::mouseMove(window.boardView(), window.boardView()->rectFor({x, y}).center());
                look(QStringLiteral("suggestion at a stone"), everyText(window) << window.boardView()->toolTip());
            }
    QVERIFY(seen > 1000);
    for (const QString& line : found)
        qInfo().noquote() << line; // the message below is cut short
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("%1 English texts:\n").arg(found.size()) + found.join(QLatin1Char('\n'))));
}

// A file SekiScope cannot read, opened in German and Japanese: the dialog's message and the
// status bar say what is wrong in that language, at the place core names. The bad files of
// tests/data/bad, and one file for each other problem of the SGF reader a file can reach ("no
// game in the file" cannot: a file without a game tree is not taken for SGF).
void TestLanguages::fileErrorsAreTranslated_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes"); // empty: the file of tests/data/bad
    QTest::addColumn<int>("problem");
    const QList<std::tuple<const char*, QByteArray, ParseProblem>> files{
        {"node-after-variation.sgf", {}, ParseProblem::NodeAfterVariation},
        {"unclosed-tree.sgf", {}, ParseProblem::TreeNotClosed},
        {"unterminated-value.sgf", {}, ParseProblem::UnterminatedValue},
        {"no-capitals.sgf", "(;FF[4]SZ[9];xy[aa])", ParseProblem::IdentifierWithoutCapitals},
        {"no-value.sgf", "(;FF[4]SZ[9];B)", ParseProblem::PropertyWithoutValue},
        {"long-value.sgf", "(;FF[4]C[" + QByteArray((1 << 20) + 1, 'x') + "])", ParseProblem::ValueTooLong},
        {"tree-without-node.sgf", "(;FF[4]SZ[9];B[aa]((;W[bb])))", ParseProblem::TreeWithoutNode},
        {"deep.sgf", "(;FF[4]" + QByteArray("(;C[x]").repeated(10001) + QByteArray(10002, ')'),
         ParseProblem::VariationsTooDeep},
        {"empty-tree.sgf", "(;FF[4](;B[aa])())", ParseProblem::EmptyGameTree},
        {"many-nodes.sgf", "(;FF[4]" + QByteArray(1000001, ';') + ")", ParseProblem::TooManyNodes},
        {"symbol.sgf", "(;FF[4]SZ[9];B[aa]*)", ParseProblem::UnexpectedSymbol},
        {"character.sgf", "(;FF[4]SZ[9];B[aa]\xc3\xa9)", ParseProblem::UnexpectedCharacter},
        {"control.sgf", "(;FF[4]SZ[9];B[aa]\x01)", ParseProblem::UnexpectedCodePoint},
        {"read-as.sgf", "(;FF[4]CA[Shift_JIS]SZ[9]C[\x82\xa0\x82\xa2];B[aa]\x82\xa0)",
         ParseProblem::UnexpectedCharacter},
        // The game's root and moves, read once the file is.
        {"size.sgf", "(;FF[4]SZ[99];B[aa])", ParseProblem::BoardSizeInvalid},
        {"chess.sgf", "(;FF[4]GM[3]SZ[8])", ParseProblem::NotGo},
        {"komi.sgf", "(;FF[4]SZ[9]KM[six];B[aa])", ParseProblem::KomiNotNumber},
        {"komi-large.sgf", "(;FF[4]SZ[9]KM[65000];B[aa])", ParseProblem::KomiTooLarge},
        {"handicap.sgf", "(;FF[4]SZ[9]HA[two];B[aa])", ParseProblem::HandicapNotWhole},
        {"captures.sgf", "(;FF[4]SZ[9]CAPTURES[three];B[aa])", ParseProblem::CapturesInvalid},
        {"w-b.sgf", "(;FF[4]SZ[9];B[aa];W[b])", ParseProblem::MoveNotAPoint},
        {"move-off.sgf", "(;FF[4]SZ[9];B[aa];W[zz])", ParseProblem::MoveOffBoard},
        {"move-occupied.sgf", "(;FF[4]SZ[9];B[aa];W[bb];B[aa])", ParseProblem::MoveOnOccupiedPoint},
        {"move-captures.sgf", "(;FF[4]SZ[9]CAPTURES[100000000:0]AW[aa];B[ba];W[ee];B[ab])",
         ParseProblem::MoveCapturesTooMany},
        {"setup-many.sgf", "(;FF[4]SZ[52]" + QByteArray(";AB[aa:ZZ]").repeated(18600) + ")",
         ParseProblem::TooManySetupPoints},
        {"ab-d.sgf", "(;FF[4]SZ[9]AB[cc][d])", ParseProblem::NotAPoint},
        {"setup-off.sgf", "(;FF[4]SZ[9];B[aa];AW[jj])", ParseProblem::PointOffBoard},
        {"territory-many.sgf", "(;FF[4]SZ[52];B[aa]TB" + QByteArray("[aa:ZZ]").repeated(400) + ")",
         ParseProblem::TooManyPoints},
        // SekiScope's .pos scoring cases.
        {"p1.pos", "komi 6.5\nboard:\n. X\n", ParseProblem::PosExpectedKeyValue},
        {"p2.pos", "komi: 1\nkomi: 2\nboard:\n. X\n", ParseProblem::PosKeyTwice},
        {"p3.pos", "result:\nboard:\n. X\n", ParseProblem::PosEmptyResult},
        {"p4.pos", "board: 9\n. X\n", ParseProblem::PosKeyTakesNoValue},
        {"p5.pos", "territory:\nb w\n", ParseProblem::PosTerritoryBeforeBoard},
        {"p6.pos", "board:\nkomi: 1\n", ParseProblem::PosEmptyBoard},
        {"p7.pos", "board:\n. X\n. O\nterritory:\nb .\n", ParseProblem::PosTerritoryRows},
        {"p8.pos", "colour: red\nboard:\n. X\n", ParseProblem::PosUnknownKey},
        {"p9.pos", "komi: 1\n", ParseProblem::PosNoBoard},
        {"p10.pos", "rules: stones\nboard:\n. X\n", ParseProblem::PosUnknownRules},
        {"p11.pos", "komi: lots\nboard:\n. X\n", ParseProblem::PosNotANumber},
        {"p12.pos", "captures: red=1\nboard:\n. X\n", ParseProblem::PosExpectedSide},
        {"p13.pos", "captures: black=1.5\nboard:\n. X\n", ParseProblem::PosStonesNotWhole},
        {"p14.pos", "captures:\nboard:\n. X\n", ParseProblem::PosExpectedSides},
        {"p15.pos", "board:\n. ?\n", ParseProblem::PosUnknownCell},
        {"p16.pos", "board:\n.X\n", ParseProblem::PosCellsNotSeparated},
        {"p17.pos", "board:\n. X\n. X O\n", ParseProblem::PosRowTooLong},
        {"p18.pos", "board:\n" + QByteArray(". ").repeated(53) + "\n", ParseProblem::PosBoardTooWide},
        {"p19.pos", "board:\n. X O\n. X\n", ParseProblem::PosRowWidth},
        {"p20.pos", "board:\n" + QByteArray(".\n").repeated(53), ParseProblem::PosBoardTooTall},
        // Tygem's records.
        {"g1.gib", "\\HS\n\\[GAMENAME=Free\\]\n\\HE\n", ParseProblem::GibNoGame},
        {"g2.gib", "\\HS\n\\HE\n\\GS\nINI 0 1 x &4\n\\GE\n", ParseProblem::GibHandicap},
        {"g3.gib", "\\HS\n\\HE\n\\GS\nINI 0 1 0 &4\nSTO 0 2 1\n\\GE\n", ParseProblem::GibMoveFields},
        {"g4.gib", "\\HS\n\\HE\n\\GS\nINI 0 1 0 &4\nSTO 0 2 3 4 4\n\\GE\n", ParseProblem::GibPlayer},
        {"g5.gib", "\\HS\n\\HE\n\\GS\nINI 0 1 0 &4\nSTO 0 2 1 19 4\n\\GE\n", ParseProblem::GibPointOffBoard},
        // WBaduk's: a header of twelve lines (title, size, players, place, handicap, -, komi, date,
        // minutes, result, moves), then the moves.
        {"n1.ngf", "Game\n19\n", ParseProblem::NgfHeaderLines},
        {"n2.ngf", "Game\n99\nWei 1D\nKuro 1D\nsite\n0\n0\n6\n20200101 [10:00]\n5\nresult\n1\nPMABBREER\n",
         ParseProblem::NgfBoardSize},
        {"n3.ngf", "Game\n19\nWei 1D\nKuro 1D\nsite\nzz\n0\n6\n20200101 [10:00]\n5\nresult\n1\nPMABBREER\n",
         ParseProblem::NgfHandicap},
        {"n4.ngf", "Game\n19\nWei 1D\nKuro 1D\nsite\n0\n0\nsix\n20200101 [10:00]\n5\nresult\n1\nPMABBREER\n",
         ParseProblem::NgfKomi},
        {"n5.ngf", "Game\n19\nWei 1D\nKuro 1D\nsite\n0\n0\n6\n20200101 [10:00]\n5\nresult\n1\nXYZ\n",
         ParseProblem::NgfMoveLine},
        {"n6.ngf", "Game\n19\nWei 1D\nKuro 1D\nsite\n0\n0\n6\n20200101 [10:00]\n5\nresult\n1\nPMABBREEE\n",
         ParseProblem::NgfPointNotTwice},
        {"n7.ngf", "Game\n9\nWei 1D\nKuro 1D\nsite\n0\n0\n6\n20200101 [10:00]\n5\nresult\n1\nPMABBTTTT\n",
         ParseProblem::NgfMoveOffBoard},
        // Pandanet's.
        {"u1.ugf", "Title\n[Header]\nSize=19\n", ParseProblem::UgfNoSections},
        {"u2.ugf", "[Header]\nSize=99\n[Data]\nQP,B1,1,0\n", ParseProblem::UgfBoardSize},
        {"u3.ugf", "[Header]\nHdcp=x\n[Data]\nQP,B1,1,0\n", ParseProblem::UgfHandicapKomi},
        {"u4.ugf", "[Header]\nSize=19\n[ReviewNode]\nNODE,1,0,0,0\nNODE,2,1,0,5\n", ParseProblem::UgfPointOffBoard},
        {"u5.ugf", "[Header]\nSize=19\n[Data]\nQP\n", ParseProblem::UgfMove},
        {"u6.ugf", "[Header]\nSize=19\n[Data]\nqp,B1,1,0\n", ParseProblem::UgfPointNotLetters},
        {"u7.ugf", "[Header]\nSize=19\n[Data]\nTT,B1,0,0\n", ParseProblem::UgfSetupPass},
        {"u8.ugf", "[Header]\nSize=19\n[ReviewNode]\nNODE,1,x\n", ParseProblem::UgfNode},
        // No Go record at all: what the file is instead.
        {"i.sgf", "\x89PNG\r\n\x1a\nmore", ParseProblem::NotARecordImage},
        {"a.sgf", "PK\x03\x04more", ParseProblem::NotARecordArchive},
        {"d.sgf", "%PDF-1.4\n", ParseProblem::NotARecordDocument},
        {"x.sgf", "\x7f" "ELF\x02\x01", ParseProblem::NotARecordProgram},
        {"q.sgf", QByteArray("SQLite format 3\0more", 20), ParseProblem::NotARecordDatabase},
        {"m.sgf", "ID3\x03more", ParseProblem::NotARecordMedia},
        {"l.sgf", "https://192.0.2.1/1\n", ParseProblem::NotARecordLink},
        {"w.sgf", "<!DOCTYPE html><html></html>", ParseProblem::NotARecordWebPage},
        {"xml.sgf", "<?xml version='1.0'?><a/>", ParseProblem::NotARecordXml},
        {"j.sgf", "{\"moves\": []}", ParseProblem::NotARecordJson},
        {"b.sgf", QByteArray(64, '\x01'), ParseProblem::NotARecordBinary},
        {"e.sgf", "   \n", ParseProblem::NotARecordEmpty},
        {"t.sgf", "hello there, nothing here\n", ParseProblem::NotARecordText},
    };
    for (const char* code : {"de", "ja"})
        for (const auto& [name, bytes, problem] : files)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(code), QLatin1String(name))))
                << QString::fromLatin1(code) << QString::fromLatin1(name) << bytes << int(problem);
}

void TestLanguages::fileErrorsAreTranslated()
{
    QFETCH(QString, code);
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, problem);
    QTemporaryDir folder;
    QString path = QStringLiteral(SEKI_TEST_DATA_DIR "/bad/") + name;
    if (!bytes.isEmpty()) {
        path = folder.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        bytes = file.readAll();
    }
    // What core says, in English for the command line: the window names the same problem there.
    // A file that reads may still hold no game SekiScope can show (a bad size, a move off the board).
    LoadedFile loaded = loadFile(std::string_view(bytes.constData(), size_t(bytes.size())), name.toStdString());
    if (!loaded.error)
        loaded.error = loadGame(loaded, 0).error;
    QVERIFY(loaded.error);
    QCOMPARE(int(loaded.error->problem), problem);
    const QString english = QString::fromStdString(loaded.error->message);

    QStringList own{path, QString::fromStdString(loaded.error->decodedAs)};
    for (const std::string& argument : loaded.error->arguments)
        own << QString::fromStdString(argument);
    // Core's words are in no .ts file: the English-only words are those of the sources and of
    // core's message that no translation into this language holds.
    const QSet<QString> englishOnly = englishOnlyWords(code, english);
    // The check finds core's English, or it proves nothing.
    QVERIFY2(!englishWordsIn(english, englishOnly, own).isEmpty(), qPrintable(english));
    switchTo(code);
    std::vector<FileError> errors;
    MainWindow window(std::make_unique<RecordingPrompts>(errors));
    QVERIFY(!window.openFile(path));
    QCOMPARE(errors.size(), size_t(1));
    const FileError& error = errors.front();
    QCOMPARE(error.line, loaded.error->line);
    QCOMPARE(error.column, loaded.error->column);
    QVERIFY(!error.message.isEmpty());
    QVERIFY(error.message != english);
    QVERIFY2(window.statusBar()->currentMessage().contains(error.message), qPrintable(error.message));
    for (const QString& shown : {error.message, window.statusBar()->currentMessage()}) {
        // The file's name is the user's, in any language.
        QString text = shown;
        text.remove(QDir::toNativeSeparators(path));
        QVERIFY2(englishIn(text, englishOnly).isEmpty(), qPrintable(shown));
        QVERIFY2(englishWordsIn(error.message, englishOnly, own).isEmpty(), qPrintable(error.message));
    }
    if (!loaded.error->decodedAs.empty())
        QVERIFY2(error.message.contains(QString::fromStdString(loaded.error->decodedAs)), qPrintable(error.message));
}

// Every problem core classifies has its words in German and Japanese, none of them English.
void TestLanguages::everyParseProblemIsTranslated_data()
{
    addTranslatedLanguages();
}

void TestLanguages::everyParseProblemIsTranslated()
{
    QFETCH(QString, code);
    const QSet<QString> englishOnly = englishOnlyWords(code);
    QStringList english;
    for (int k = 1; k < ParseProblemCount; ++k) {
        const std::optional<QStringList> arguments = argumentsFor(ParseProblem(k));
        QVERIFY2(arguments, qPrintable(QString::number(k)));
        english << ParseErrorText::words(ParseProblem(k), *arguments);
        QVERIFY2(!englishWordsIn(english.back(), englishOnly).isEmpty(), qPrintable(english.back()));
    }
    QVERIFY(ParseErrorText::words(ParseProblem::Unclassified, {}).isEmpty());
    switchTo(code);
    for (int k = 1; k < ParseProblemCount; ++k) {
        const QString words = ParseErrorText::words(ParseProblem(k), *argumentsFor(ParseProblem(k)));
        QVERIFY2(!words.isEmpty() && words != english.at(k - 1), qPrintable(english.at(k - 1)));
        QVERIFY2(englishWordsIn(words, englishOnly).isEmpty(), qPrintable(words));
    }
    ParseError decoded(TextLocation{1, 2}, ParseProblem::UnexpectedSymbol, {"*"}, "unexpected '*'");
    decoded.decodedAs = "Shift_JIS";
    const QString read = ParseErrorText::message(decoded);
    QVERIFY(read.contains(QStringLiteral("Shift_JIS")));
    QVERIFY2(englishWordsIn(read, englishOnly, {QStringLiteral("Shift_JIS")}).isEmpty(), qPrintable(read));
}

namespace {

// Records whose variations hold every problem a node can have (TreeCursor, nodereplay.h).
struct ProblemRecord {
    QByteArray bytes;
    QSet<int> problems; // the ParseProblem codes its variations hold
    // What the window shows at each node that has one, in English.
    QSet<QString> english;
};

QList<ProblemRecord> problemRecords()
{
    QList<ProblemRecord> records;
    // On 19x19: setup points off the board (zz, and tt, which is a pass only as a move), not a
    // point, in a setup-only node and beside a move; moves off the board, on a stone, not a point.
    records.append({"(;FF[4]SZ[19];B[dd];W[pp](;B[qq];W[dp])(;AB[zz];W[cc])(;AW[tt]B[dq];W[qd])(;AE[d]B[ee])"
                    "(;B[b])(;B[zz])(;B[dd]))",
                    {int(ParseProblem::PointOffBoard), int(ParseProblem::NotAPoint), int(ParseProblem::MoveNotAPoint),
                     int(ParseProblem::MoveOffBoard), int(ParseProblem::MoveOnOccupiedPoint)},
                    {QStringLiteral("not set up: setup after move 2: AB[zz]: the point is off the 19x19 board"),
                     QStringLiteral("Black D3 (not set up: setup after move 2: AW[tt]: the point is off the 19x19 "
                                    "board)"),
                     QStringLiteral("Black E15 (not set up: setup after move 2: AE[d] is not a point)"),
                     QStringLiteral("Black (not played: move 3: B[b] is not a point)"),
                     QStringLiteral("Black (not played: move 3: B[zz] is off the 19x19 board)"),
                     QStringLiteral("Black (not played: move 3: B[dd] is on an occupied point)")}});
    // On 52x52, past the limits a record is held to: a node that sets up more points than
    // NodeReplay::MaxSetupPoints (the whole board, again and again), and a line whose moves capture
    // more than NodeReplay::MaxCaptures stones (each fills the board with White, then Black takes
    // it; only the last goes past the limit).
    QByteArray limits = "(;FF[4]SZ[52];B[aa](;W[ZZ])(;AB";
    const long long boards = NodeReplay::MaxSetupPoints / (52 * 52) + 1;
    for (long long k = 0; k < boards; ++k)
        limits += "[aa:ZZ]";
    limits += ")(";
    const int captures = NodeReplay::MaxCaptures / (52 * 52 - 1) + 1;
    for (int k = 0; k < captures; ++k)
        limits += ";AW[aa:ZZ]AE[ZZ]B[ZZ]";
    limits += "))";
    records.append({limits,
                    {int(ParseProblem::TooManySetupPoints), int(ParseProblem::MoveCapturesTooMany)},
                    {QStringLiteral("set up only in part: setup after move 1: AB: the setup places or removes more "
                                    "than 50000000 points in all (the limit for a game record)"),
                     QStringLiteral("Black BB1, captures 2703 (move %1: B[ZZ] captures more than 100000000 stones in "
                                    "all: this is not a game record)")
                         .arg(1 + captures)}});
    return records;
}

} // namespace

// Whatever a variation's node could not apply as the record wrote it (TreeCursor's problems: a
// setup point off the board or not a point, setup past the limit, a move off the board, on a stone
// or not a point, captures past the limit) is shown where its move is, saying what was left out
// ("White (not played: ...)", "not set up: ..."), in English, German and Japanese, the language
// switched live on the node; counting that node (or one below it) says the count is of the board
// as shown; saving keeps the node as the file had it.
void TestLanguages::nodeProblemsAreShown()
{
    const QStringList languages{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
    QHash<QString, QSet<QString>> englishOnly;
    for (const QString& code : languages.mid(1))
        englishOnly.insert(code, englishOnlyWords(code));
    QSet<int> seen;
    for (const ProblemRecord& record : problemRecords()) {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("variations.sgf"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(record.bytes);
        }
        switchTo(QStringLiteral("en"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(path));
        RecordNavigator& navigator = *window.navigator();
        QVERIFY(navigator.tree());
        const SgfGameTree tree = *navigator.tree();
        QAction* scoreShown = window.scoreShownAction();
        QSet<int> inRecord;
        QSet<QString> shownInEnglish;
        // The nodes near the root and the ends of lines: a line thousands of moves long is not
        // stepped through node by node (its problem is at its end).
        std::vector<int> depth(size_t(tree.nodeCount()), 0);
        for (int node = 1; node < tree.nodeCount(); ++node)
            depth[size_t(node)] = depth[size_t(tree.node(node).parent())] + 1;
        for (int node = 0; node < tree.nodeCount(); ++node) {
            if (depth[size_t(node)] > 4 && !tree.node(node).children().empty())
                continue;
            navigator.goToNode(node);
            const std::vector<ParseError> problems = navigator.cursor()->state().problems;
            if (problems.empty())
                continue;
            // Counted there too: the count says its board lacks what was left out.
            scoreShown->setChecked(true);
            QCOMPARE(window.document()->countedNode(), std::optional<int>(node));
            for (const QString& code : languages) {
                switchTo(code);
                const bool english = code == QLatin1String("en");
                const QString shown = navigator.moveText();
                // The move bar has the whole line, shown cut to its room when it is long.
                const QString line = window.moveBar()->labelText();
                QVERIFY2(line.contains(shown), qPrintable(line));
                const QString visible = window.moveBar()->shownText();
                QVERIFY2(visible == line || (visible.endsWith(QChar(0x2026)) && line.startsWith(visible.chopped(1))),
                         qPrintable(visible));
                QVERIFY2(everyText(window).join(QLatin1Char('\n')).contains(shown), qPrintable(shown));
                const QString warning = window.scorePanel()->warningText();
                for (const ParseError& problem : problems) {
                    seen.insert(int(problem.problem));
                    inRecord.insert(int(problem.problem));
                    // The problem's own words, with what was left out, stand in the line shown
                    // and in the count's warning.
                    const QString words = RecordNavigator::problemText(problem);
                    QVERIFY2(words.contains(ParseErrorText::message(problem)), qPrintable(words));
                    QVERIFY2(shown.contains(words), qPrintable(shown));
                    QVERIFY2(warning.contains(words), qPrintable(warning));
                    if (english)
                        continue;
                    QStringList own;
                    for (const std::string& argument : problem.arguments)
                        own << QString::fromStdString(argument);
                    const QString core = QString::fromStdString(problem.message);
                    // The check finds core's English, or it proves nothing.
                    QVERIFY2(!englishWordsIn(core, englishOnlyWords(code, core), own).isEmpty(), qPrintable(core));
                    QVERIFY2(!shown.contains(core), qPrintable(shown));
                    QVERIFY2(englishWordsIn(shown, englishOnly[code], own).isEmpty(), qPrintable(shown));
                    QVERIFY2(englishWordsIn(warning, englishOnly[code], own).isEmpty(), qPrintable(warning));
                }
                if (english) {
                    QVERIFY2(record.english.contains(shown), qPrintable(shown));
                    shownInEnglish.insert(shown);
                }
            }
            switchTo(QStringLiteral("en"));
            // A node below it: sound itself, its board still lacks it.
            if (!tree.node(node).children().empty()) {
                navigator.goToNode(tree.node(node).children().front());
                QVERIFY(navigator.cursor()->state().problems.empty());
                QCOMPARE(window.document()->countedNode(), std::optional<int>(tree.node(node).children().front()));
                QVERIFY2(window.scorePanel()->warningText().contains(RecordNavigator::problemText(problems.front())),
                         qPrintable(window.scorePanel()->warningText()));
            }
            // Back to a sound line's node: no such warning.
            navigator.goToNode(tree.node(SgfGameTree::Root).children().front());
            QVERIFY2(!window.scorePanel()->warningText().contains(RecordNavigator::problemText(problems.front())),
                     qPrintable(window.scorePanel()->warningText()));
            scoreShown->setChecked(false);
        }
        QCOMPARE(inRecord, record.problems);
        QCOMPARE(shownInEnglish, record.english);
        // Where the variations branch, a move that cannot be played is listed as one, not as a pass.
        for (int node = 0; node < tree.nodeCount(); ++node) {
            if (tree.node(node).children().size() < 2)
                continue;
            navigator.goToNode(node);
            const QListWidget* list = window.gameTreePanel()->variationList();
            const std::vector<TreeCursor::Branch> branches = navigator.cursor()->branches();
            QCOMPARE(list->count(), int(branches.size()));
            for (int k = 0; k < list->count(); ++k) {
                const TreeCursor::Branch& branch = branches[size_t(k)];
                const bool notPlayed = branch.color != Color::Empty && !branch.point && !branch.pass;
                QVERIFY2(list->item(k)->text().endsWith(QLatin1String(", not played")) == notPlayed,
                         qPrintable(list->item(k)->text()));
                QVERIFY2(!notPlayed || !list->item(k)->text().contains(QLatin1String("passes")),
                         qPrintable(list->item(k)->text()));
                // The tree's tooltip for the node says the same.
                const QString tip = window.gameTreeView()->describe(branch.node);
                QVERIFY2(tip.section(QLatin1Char('\n'), 0, 0).endsWith(QLatin1String(", not played")) == notPlayed,
                         qPrintable(tip));
            }
        }
        // Saved, the file keeps every node as it had it, the bad points too.
        const SgfCollection saved = parseSgf(window.document()->sgfText(Rules::Japanese, std::nullopt).toStdString());
        QCOMPARE(saved.games.size(), size_t(1));
        const SgfGameTree& again = saved.games.front();
        const std::vector<int> before = tree.nodesInReadingOrder();
        const std::vector<int> after = again.nodesInReadingOrder();
        QCOMPARE(after.size(), before.size());
        for (size_t k = 0; k < before.size(); ++k) {
            QCOMPARE(again.node(after[k]).children().size(), tree.node(before[k]).children().size());
            // The root and the end of the main line take the count Save writes (RE, TB, TW).
            if (before[k] != SgfGameTree::Root && before[k] != tree.lastMainLineNode())
                QVERIFY2(again.node(after[k]).sameProperties(tree.node(before[k])), qPrintable(QString::number(k)));
        }
    }
    // Every problem TreeCursor can record.
    QCOMPARE(seen, (QSet<int>{int(ParseProblem::PointOffBoard), int(ParseProblem::NotAPoint),
                              int(ParseProblem::TooManySetupPoints), int(ParseProblem::MoveNotAPoint),
                              int(ParseProblem::MoveOffBoard), int(ParseProblem::MoveOnOccupiedPoint),
                              int(ParseProblem::MoveCapturesTooMany)}));
}

// A node's marks that cannot be shown (the status bar says why, the board is still shown) and an
// exercise whose answer key cannot be read, in the window's language.
void TestLanguages::markupAndExerciseErrorsAreTranslated_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("problem");
    const QList<std::pair<QByteArray, ParseProblem>> files{
        {"(;FF[4]SZ[9];B[aa]LB[cc])", ParseProblem::LabelWithoutText},
        {"(;FF[4]SZ[9];B[aa]LB[zz:A])", ParseProblem::LabelOffBoard},
        {"(;FF[4]SZ[9];B[aa]PL[X])", ParseProblem::PlayerInvalid},
        {"(;FF[4]SZ[9]AB[aa]EX[chess])", ParseProblem::ExerciseKindInvalid},
        {"(;FF[4]SZ[9]AB[aa]EX[seki]EL[aa]ED[aa])", ParseProblem::ExerciseTwoAnswers},
    };
    for (const char* code : {"de", "ja"})
        for (const auto& [bytes, problem] : files)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(code)).arg(int(problem))))
                << QString::fromLatin1(code) << bytes << int(problem);
}

void TestLanguages::markupAndExerciseErrorsAreTranslated()
{
    QFETCH(QString, code);
    QFETCH(QByteArray, bytes);
    QFETCH(int, problem);
    const QSet<QString> englishOnly = englishOnlyWords(code);
    const SgfCollection collection = parseSgf(std::string_view(bytes.constData(), size_t(bytes.size())));
    const SgfGameTree& tree = collection.games.front();
    const int last = tree.mainLine().back();
    // What core says, in English.
    std::optional<ParseError> error;
    try {
        if (ParseProblem(problem) == ParseProblem::ExerciseKindInvalid
            || ParseProblem(problem) == ParseProblem::ExerciseTwoAnswers)
            readExerciseKey(tree.node(last), 9, 9);
        else
            readMarkup(tree.node(last), 9, 9);
    } catch (const ParseError& thrown) {
        error = thrown;
    }
    QVERIFY(error);
    QCOMPARE(int(error->problem), problem);
    const QString english = QString::fromStdString(error->message);
    QStringList own;
    for (const std::string& argument : error->arguments)
        own << QString::fromStdString(argument);
    QVERIFY2(!englishWordsIn(english, englishOnlyWords(code, english), own).isEmpty(), qPrintable(english));
    switchTo(code);
    QString shown;
    if (ParseProblem(problem) == ParseProblem::ExerciseKindInvalid
        || ParseProblem(problem) == ParseProblem::ExerciseTwoAnswers) {
        ExerciseSession session;
        QVERIFY(!session.start(tree, last, 6.5, Rules::Japanese, {}, &shown));
    } else {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("marks.sgf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(path));
        // Away and back: the marks are read as the node is shown.
        window.navigator()->goToNode(SgfGameTree::Root);
        window.navigator()->goToNode(last);
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(ParseErrorText::message(*error)));
        shown = window.statusBar()->currentMessage();
    }
    QVERIFY2(shown.contains(ParseErrorText::message(*error)), qPrintable(shown));
    QVERIFY2(!shown.contains(english), qPrintable(shown));
    QVERIFY2(englishIn(shown, englishOnly).isEmpty(), qPrintable(shown));
    QVERIFY2(englishWordsIn(shown, englishOnly, own).isEmpty(), qPrintable(shown));
}

// Every warning core classifies has its words in German and Japanese, none of them English, and
// a warning with a consequence (the charset read instead) is worded whole.
void TestLanguages::everyWarningIsTranslated_data()
{
    addTranslatedLanguages();
}

void TestLanguages::everyWarningIsTranslated()
{
    QFETCH(QString, code);
    const QSet<QString> englishOnly = englishOnlyWords(code);
    QStringList english;
    for (int k = 1; k < WarningProblemCount; ++k) {
        const std::optional<QStringList> arguments = warningArgumentsFor(WarningProblem(k));
        QVERIFY2(arguments, qPrintable(QString::number(k)));
        english << WarningText::words(WarningProblem(k), *arguments);
        QVERIFY2(!englishWordsIn(english.back(), englishOnly).isEmpty(), qPrintable(english.back()));
    }
    QVERIFY(WarningText::words(WarningProblem::Unclassified, {}).isEmpty());
    const SgfWarning unfit{{}, "CA[X]: ...", true, WarningProblem::CharsetWrongBytes, {"X"},
                           WarningProblem::ReadFitting, {"Shift_JIS"}};
    const QString unfitEnglish = WarningText::message(unfit);
    switchTo(code);
    for (int k = 1; k < WarningProblemCount; ++k) {
        const QString words = WarningText::words(WarningProblem(k), *warningArgumentsFor(WarningProblem(k)));
        QVERIFY2(!words.isEmpty() && words != english.at(k - 1), qPrintable(english.at(k - 1)));
        QVERIFY2(englishWordsIn(words, englishOnly).isEmpty(), qPrintable(words));
    }
    const QString unfitWords = WarningText::message(unfit);
    QVERIFY2(unfitWords != unfitEnglish && unfitWords.contains(QStringLiteral("Shift_JIS")), qPrintable(unfitWords));
    QVERIFY2(englishWordsIn(unfitWords, englishOnly, {QStringLiteral("Shift_JIS")}).isEmpty(), qPrintable(unfitWords));
    // One the window has no words for keeps core's English rather than showing nothing.
    QCOMPARE(WarningText::message({{}, "something new", false}), QStringLiteral("something new"));
}

// A file read with a warning, opened in German and Japanese: the game information panel says
// what the reader found in that language. A small file for each warning a file can give (a
// charset this build cannot convert is the one it cannot).
void TestLanguages::fileWarningsAreTranslated_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("problem");
    QByteArray utf16;
    for (const char c : QByteArray("(;FF[4]SZ[9]C[a];B[aa])"))
        utf16 += QByteArray(1, c) + QByteArray(1, '\0');
    const QList<std::tuple<const char*, QByteArray, WarningProblem>> files{
        {"after.sgf", "(;FF[4]SZ[9];B[aa]) and then some words", WarningProblem::TextAfterGame},
        {"replaced.sgf", "(;FF[4]CA[Shift_JIS]SZ[9]C[\x82\xa0\x82\xa2\x82\xa4\x82\xa6\x82\xa8\x82];B[aa])",
         WarningProblem::BytesReplaced},
        {"sixteen.sgf", utf16, WarningProblem::UnicodeWithoutMark},
        {"unnamed.sgf", "(;FF[4]SZ[9]C[\x82\xa0\x82\xa2\x82\xa4\x82\xa6\x82\xa8\x82\xa9\x82\xab];B[aa])",
         WarningProblem::NoCharsetNamed},
        {"unknown.sgf", "(;FF[4]CA[X-NO-SUCH]SZ[9]C[\x82\xa0\x82\xa2\x82\xa4\x82\xa6\x82\xa8];B[aa])",
         WarningProblem::CharsetUnknown},
        {"not-sixteen.sgf", "(;FF[4]CA[UTF-16LE]SZ[9]C[\x82\xa0\x82\xa2\x82\xa4\x82\xa6];B[aa])",
         WarningProblem::CharsetNotUnicode},
        {"seven.sgf", "(;FF[4]CA[UTF-7]SZ[9]C[\x82\xa0\x82\xa2\x82\xa4\x82\xa6];B[aa])",
         WarningProblem::CharsetChangesAscii},
        {"wrong.sgf", "(;FF[4]CA[UTF-8]SZ[9]C[\x82\xa0\x82\xa2\x82\xa4\x82\xa6\x82\xa8\x82\xa9];B[aa])",
         WarningProblem::CharsetWrongBytes},
        {"two.sgf", "(;FF[4]CA[X-NO-SUCH]SZ[9]C[\x82\xa0\x82\xa2];B[aa])(;FF[4]CA[Shift_JIS]SZ[9];B[bb])",
         WarningProblem::ReadAlsoNamed},
        {"board.sgf", "(;FF[4]SZ[2]HA[9]AB[aa];W[bb])", WarningProblem::HandicapBeyondBoard},
        {"stones.sgf", "(;FF[4]SZ[9]HA[4]AB[cc][gg];W[ee])", WarningProblem::HandicapBeyondStones},
        {"small.ngf", "Game\n4\nWei 1D\nKuro 1D\nsite\n9\n0\n0\n20200101 [10:00]\n5\nresult\n1\nPMABWBBBB\n",
         WarningProblem::HandicapWithoutPlaces},
        {"review.ugf", "[Header]\nSize=19\n[Data]\nQP,B1,1,0\n[ReviewNode]\nNODE,1,0,0,0\nNODE,2,1,4,4\n",
         WarningProblem::ReviewDiffers},
        {"dum.gib", "\\HS\n\\[GAMEDUM=5\\]\n\\HE\n\\GS\nINI 0 1 0 &4\nSTO 0 2 1 3 3\n\\GE\n",
         WarningProblem::DumBesideKomi},
    };
    for (const char* code : {"de", "ja"})
        for (const auto& [name, bytes, problem] : files)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(code), QLatin1String(name))))
                << QString::fromLatin1(code) << QString::fromLatin1(name) << bytes << int(problem);
}

void TestLanguages::fileWarningsAreTranslated()
{
    QFETCH(QString, code);
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, problem);
    QTemporaryDir folder;
    const QString path = folder.filePath(name);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    // What core says, in English for the command line.
    const LoadedFile loaded = loadFile(std::string_view(bytes.constData(), size_t(bytes.size())), name.toStdString());
    QVERIFY(!loaded.error);
    const LoadedGame game = loadGame(loaded, 0);
    QVERIFY(!game.error);
    const auto found = std::find_if(game.warnings.begin(), game.warnings.end(),
                                    [&](const SgfWarning& warning) {
                                        return int(warning.problem) == problem || int(warning.consequence) == problem;
                                    });
    QStringList all;
    for (const SgfWarning& warning : game.warnings)
        all << QString::fromStdString(warning.message) + QStringLiteral(" (%1)").arg(int(warning.problem));
    QVERIFY2(found != game.warnings.end(), qPrintable(all.join(QStringLiteral("; "))));
    const SgfWarning& warning = *found;
    const QString english = QString::fromStdString(warning.message);
    QStringList own{path};
    for (const std::string& argument : warning.arguments)
        own << QString::fromStdString(argument);
    for (const std::string& argument : warning.consequenceArguments)
        own << QString::fromStdString(argument);
    const QSet<QString> englishOnly = englishOnlyWords(code, english);
    QVERIFY2(!englishWordsIn(english, englishOnly, own).isEmpty(), qPrintable(english));
    switchTo(code);
    std::vector<FileError> errors;
    MainWindow window(std::make_unique<RecordingPrompts>(errors));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(path));
    QVERIFY(errors.empty());
    const QString words = WarningText::message(warning);
    QVERIFY2(words != english, qPrintable(words));
    QVERIFY2(englishWordsIn(words, englishOnly, own).isEmpty(), qPrintable(words));
    // Shown in the game information panel, with the rest of the file's warnings.
    QVERIFY2(window.document()->warnings().join(QLatin1Char('\n')).contains(words),
             qPrintable(window.document()->warnings().join(QLatin1Char('\n'))));
    QVERIFY2(everyText(window).join(QLatin1Char('\n')).contains(words), qPrintable(words));
    for (const QString& text : window.document()->warnings())
        QVERIFY2(englishIn(text, englishOnly).isEmpty(), qPrintable(text));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
