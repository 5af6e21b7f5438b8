// Languages (issue 7): the window switches between English, German and Japanese; the .qm are
// embedded and load; the .ts files are complete (no unfinished, obsolete or empty entries).

#include "applanguage.h"
#include "mainwindow.h"
#include "testconfig.h"

#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

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
            if (translation.trimmed().isEmpty() && translation != QStringLiteral(", ") && translation != QStringLiteral(" + "))
                empty << source;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 400);
    QCOMPARE(unfinished, 0);
    QCOMPARE(obsolete, 0);
    QVERIFY2(empty.isEmpty(), qPrintable(empty.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
