<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BoardExporter</name>
    <message>
        <source>Go board</source>
        <translation>Go-Brett</translation>
    </message>
    <message>
        <source>Drawn by SekiScope</source>
        <translation>Gezeichnet mit SekiScope</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
</context>
<context>
    <name>DialogPrompts</name>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>SekiScope cannot read “%1”.</source>
        <translation>SekiScope kann „%1“ nicht lesen.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation>Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Replace the Result?</source>
        <translation>Ergebnis ersetzen?</translation>
    </message>
    <message>
        <source>The file gives the result %1, but the marked position scores %2.</source>
        <translation>Die Datei nennt das Ergebnis %1, die markierte Stellung ergibt aber %2.</translation>
    </message>
    <message>
        <source>Write %1 as the game&apos;s result, or keep %2?</source>
        <translation>%1 als Ergebnis der Partie schreiben oder %2 behalten?</translation>
    </message>
    <message>
        <source>Write %1</source>
        <translation>%1 schreiben</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Save Game As SGF</source>
        <translation>Partie als SGF speichern</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF-Dateien (*.sgf)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Save File</source>
        <translation>Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>SekiScope could not save “%1”.</source>
        <translation>SekiScope konnte „%1“ nicht speichern.</translation>
    </message>
    <message>
        <source>The file on disk has not been changed.</source>
        <translation>Die Datei auf der Festplatte wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1

%2 Your marks are still open here: try another folder with Save As.</source>
        <translation>%1

%2 Ihre Markierungen sind hier weiterhin offen: Versuchen Sie mit „Speichern unter“ einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Restore Unsaved Marks?</source>
        <translation>Ungespeicherte Markierungen wiederherstellen?</translation>
    </message>
    <message numerus="yes">
        <source>Restore the %n dead-stone mark(s) you had not saved in “%1”?</source>
        <translation>
            <numerusform>Die %n nicht gespeicherte Markierung toter Steine in „%1“ wiederherstellen?</numerusform>
            <numerusform>Die %n nicht gespeicherten Markierungen toter Steine in „%1“ wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>SekiScope kept them when it last closed without saving (%1). Restoring makes them one step you can undo.</source>
        <translation>SekiScope hat sie aufbewahrt, als es zuletzt ohne Speichern beendet wurde (%1). Die Wiederherstellung ist ein Schritt, den Sie rückgängig machen können.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Unsaved Marks Kept</source>
        <translation>Ungespeicherte Markierungen aufbewahrt</translation>
    </message>
    <message numerus="yes">
        <source>SekiScope did not close cleanly last time: the dead stones marked in %n file(s) were not saved, and have been kept.</source>
        <translation>
            <numerusform>SekiScope wurde beim letzten Mal nicht sauber beendet: Die toten Steine, die in %n Datei markiert waren, wurden nicht gespeichert und sind aufbewahrt worden.</numerusform>
            <numerusform>SekiScope wurde beim letzten Mal nicht sauber beendet: Die toten Steine, die in %n Dateien markiert waren, wurden nicht gespeichert und sind aufbewahrt worden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a file to be offered its marks back:
%1</source>
        <translation>Öffnen Sie eine Datei, um ihre Markierungen zurückzubekommen:
%1</translation>
    </message>
    <message>
        <source>Restore Unsaved Position?</source>
        <translation>Ungesicherte Stellung wiederherstellen?</translation>
    </message>
    <message>
        <source>A position you set up in the board editor (%1) was not saved when SekiScope last closed. Open it again?</source>
        <translation>Eine im Brett-Editor aufgebaute Stellung (%1) war nicht gespeichert, als SekiScope zuletzt beendet wurde. Wieder öffnen?</translation>
    </message>
    <message>
        <source>SekiScope kept it at %1. It opens as a new, unsaved position.</source>
        <translation>SekiScope hat sie um %1 aufbewahrt. Sie öffnet sich als neue, ungespeicherte Stellung.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one do you want to review?</source>
        <translation>
            <numerusform>%1 enthält %n Partie. Welche möchten Sie ansehen?</numerusform>
            <numerusform>%1 enthält %n Partien. Welche möchten Sie ansehen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Go games (%1)</source>
        <translation>Go-Partien (%1)</translation>
    </message>
    <message>
        <source>SGF files (%1)</source>
        <translation>SGF-Dateien (%1)</translation>
    </message>
    <message>
        <source>Tygem records (%1)</source>
        <translation>Tygem-Partien (%1)</translation>
    </message>
    <message>
        <source>WBaduk / Oro records (%1)</source>
        <translation>WBaduk-/Oro-Partien (%1)</translation>
    </message>
    <message>
        <source>Pandanet records (%1)</source>
        <translation>Pandanet-Partien (%1)</translation>
    </message>
    <message>
        <source>Scoring cases (%1)</source>
        <translation>Zählfälle (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n files were dropped; SekiScope shows one game at a time. Which one do you want to open?</source>
        <translation>
            <numerusform>%n Datei wurde abgelegt; SekiScope zeigt eine Partie auf einmal. Welche möchten Sie öffnen?</numerusform>
            <numerusform>%n Dateien wurden abgelegt; SekiScope zeigt eine Partie auf einmal. Welche möchten Sie öffnen?</numerusform>
        </translation>
    </message>
    <message>
        <source>The changes to “%1” have not been saved.</source>
        <translation>Die Änderungen an „%1“ sind nicht gespeichert.</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>Zu Zug springen</translation>
    </message>
    <message>
        <source>Move number (0 to %1):</source>
        <translation>Zugnummer (0 bis %1):</translation>
    </message>
</context>
<context>
    <name>EyeComparison</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>1 eye</source>
        <translation>1 Auge</translation>
    </message>
    <message>
        <source>%1 eyes</source>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>0 (filled as a false eye)</source>
        <translation>0 (als falsches Auge gefüllt)</translation>
    </message>
    <message>
        <source>%1 (length %2)</source>
        <translation>%1 (Länge %2)</translation>
    </message>
    <message>
        <source>%1 (lengths %2)</source>
        <translation>%1 (Längen %2)</translation>
    </message>
    <message>
        <source>a chimera: two eyes if %1 moves first, none if %2 does</source>
        <translation>eine Chimäre: zwei Augen, wenn %1 zuerst zieht, keines, wenn %2 es tut</translation>
    </message>
    <message>
        <source>%1 is a false eye (its diagonals sum to %2), which the table counts as eye space</source>
        <translation>%1 ist ein falsches Auge (seine Diagonalen ergeben %2), das die Tabelle als Augenraum zählt</translation>
    </message>
    <message>
        <source>%1 are false eyes, which the table counts as eye space</source>
        <translation>%1 sind falsche Augen, die die Tabelle als Augenraum zählt</translation>
    </message>
    <message>
        <source>%1 is a half eye: an eye or not, whoever plays %2 first</source>
        <translation>%1 ist ein halbes Auge: Auge oder nicht, je nachdem, wer zuerst %2 spielt</translation>
    </message>
    <message>
        <source>1 dead stone inside (%1), which the table reads as an empty point</source>
        <translation>1 toter Stein darin (%1), den die Tabelle als leeren Punkt liest</translation>
    </message>
    <message>
        <source>%1 dead stones inside (%2), which the table reads as empty points</source>
        <translation>%1 tote Steine darin (%2), die die Tabelle als leere Punkte liest</translation>
    </message>
    <message>
        <source>the table counts its %1 regions one by one</source>
        <translation>die Tabelle zählt seine %1 Bereiche einzeln</translation>
    </message>
    <message>
        <source>the boundary length undercounts this %1-point shape</source>
        <translation>die Randlänge zählt diese Form aus %1 Punkten zu niedrig</translation>
    </message>
    <message>
        <source>the boundary length overcounts this %1-point shape</source>
        <translation>die Randlänge zählt diese Form aus %1 Punkten zu hoch</translation>
    </message>
    <message>
        <source>The scorer fills it as an obvious false eye (no eyes); the local game gives %1: %2</source>
        <translation>Das Zählverfahren füllt es als offensichtliches falsches Auge (keine Augen); das lokale Spiel ergibt %1: %2</translation>
    </message>
    <message>
        <source>boundary length %1</source>
        <translation>Randlänge %1</translation>
    </message>
    <message>
        <source>boundary lengths %1</source>
        <translation>Randlängen %1</translation>
    </message>
    <message>
        <source>The table counts %1 from %2; the local game gives %3: %4</source>
        <translation>Die Tabelle zählt %1 aus %2; das lokale Spiel ergibt %3: %4</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>cannot read: it is a folder</source>
        <translation>kann nicht gelesen werden: Es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the file is %1 MiB; game files are read up to %2 MiB</source>
        <translation>die Datei ist %1 MiB groß; Partiedateien werden bis %2 MiB gelesen</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the limit for game files</source>
        <translation>die Datei ist größer als %1 MiB, die Grenze für Partiedateien</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>kein Dateiname</translation>
    </message>
    <message>
        <source>cannot read: it is not a regular file (a pipe, a device or a socket)</source>
        <translation>nicht lesbar: keine gewöhnliche Datei (eine Pipe, ein Gerät oder ein Socket)</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>%1, step %2 of %3</source>
        <translation>%1, Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Result: a draw (Black %1, White %2).</source>
        <translation>Ergebnis: Jigo (Schwarz %1, Weiß %2).</translation>
    </message>
    <message>
        <source>Result: %1 (Black %2, White %3).</source>
        <translation>Ergebnis: %1 (Schwarz %2, Weiß %3).</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page %1 of %2 · SekiScope</source>
        <translation>Seite %1 von %2 · SekiScope</translation>
    </message>
    <message>
        <source>This position cannot be scored.</source>
        <translation>Diese Stellung kann nicht gezählt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The position, counted under %1 rules, komi %2.</source>
        <translation>Die Stellung; Regeln: %1, Komi %2.</translation>
    </message>
    <message>
        <source>The stones the players marked dead carry a cross.</source>
        <translation>Die Steine, die die Spieler als tot markiert haben, tragen ein Kreuz.</translation>
    </message>
    <message>
        <source>(Nothing changes here in stage %1, %2.)</source>
        <translation>(In Phase %1, %2, ändert sich hier nichts.)</translation>
    </message>
    <message>
        <source>The black stone at %1 is dead.</source>
        <translation>Der schwarze Stein auf %1 ist tot.</translation>
    </message>
    <message>
        <source>The black stones at %1 are dead.</source>
        <translation>Die schwarzen Steine auf %1 sind tot.</translation>
    </message>
    <message>
        <source>The white stone at %1 is dead.</source>
        <translation>Der weiße Stein auf %1 ist tot.</translation>
    </message>
    <message>
        <source>The white stones at %1 are dead.</source>
        <translation>Die weißen Steine auf %1 sind tot.</translation>
    </message>
    <message>
        <source>%1 lies between Black and White: it is no one&apos;s point.</source>
        <translation>%1 liegt zwischen Schwarz und Weiß: Der Punkt gehört niemandem.</translation>
    </message>
    <message>
        <source>%1 lie between Black and White: they are no one&apos;s points.</source>
        <translation>%1 liegen zwischen Schwarz und Weiß: Die Punkte gehören niemandem.</translation>
    </message>
    <message>
        <source>%1 is a false eye.</source>
        <translation>%1 ist ein falsches Auge.</translation>
    </message>
    <message>
        <source>%1 are false eyes.</source>
        <translation>%1 sind falsche Augen.</translation>
    </message>
    <message>
        <source>%1 is in seki; area counting still gives it to the stones around it.</source>
        <translation>%1 ist im Seki; bei der Flächenzählung zählt der Punkt trotzdem für die Steine um ihn herum.</translation>
    </message>
    <message>
        <source>%1 are in seki; area counting still gives them to the stones around them.</source>
        <translation>%1 sind im Seki; bei der Flächenzählung zählen die Punkte trotzdem für die Steine um sie herum.</translation>
    </message>
    <message>
        <source>%1 is in seki: the groups around it live, but it counts for no one.</source>
        <translation>%1 ist im Seki: Die Gruppen darum leben, aber der Punkt zählt für niemanden.</translation>
    </message>
    <message>
        <source>%1 are in seki: the groups around them live, but they count for no one.</source>
        <translation>%1 sind im Seki: Die Gruppen darum leben, aber die Punkte zählen für niemanden.</translation>
    </message>
    <message>
        <source>Which stones are alive, which are dead, and which are in seki? Count the position under %1 rules, komi %2.</source>
        <translation>Welche Steine leben, welche sind tot, welche sind im Seki? Zählen Sie die Stellung (Regeln: %1, Komi %2).</translation>
    </message>
    <message>
        <source>The problem</source>
        <translation>Die Aufgabe</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Lösung</translation>
    </message>
    <message>
        <source>No eye is in seki here.</source>
        <translation>Hier ist kein Auge im Seki.</translation>
    </message>
    <message>
        <source>%1. The game was not played out: the position as it stands counts %2 (Black %3, White %4).</source>
        <translation>%1. Die Partie wurde nicht zu Ende gespielt: Die Stellung, wie sie steht, zählt %2 (Schwarz %3, Weiß %4).</translation>
    </message>
    <message>
        <source>This lesson has no diagrams.</source>
        <translation>Diese Lektion hat keine Diagramme.</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>Lösung %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>These lessons pose no exercises.</source>
        <translation>Diese Lektionen stellen keine Aufgaben.</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: Passen</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>The line sets stones up after move %1: the diagram stops there.</source>
        <translation>Die Variante setzt nach Zug %1 Steine auf: Das Diagramm endet dort.</translation>
    </message>
    <message>
        <source>Move %1 cannot be played: the diagram stops before it.</source>
        <translation>Zug %1 kann nicht gespielt werden: Das Diagramm endet davor.</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>Diagram %1: %2</source>
        <translation>Diagramm %1: %2</translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Write beside each group marked with a square whether it is alive, dead or in seki.</source>
        <translation>Schreiben Sie neben jede mit einem Quadrat markierte Gruppe, ob sie lebt, tot ist oder in Seki steht.</translation>
    </message>
    <message>
        <source>Count the position under %1 rules, komi %2: each side&apos;s territory and the result.</source>
        <translation>Zählen Sie die Stellung nach %1 Regeln, Komi %2: das Gebiet jeder Seite und das Ergebnis.</translation>
    </message>
    <message>
        <source>Black to play.</source>
        <translation>Schwarz am Zug.</translation>
    </message>
    <message>
        <source>White to play.</source>
        <translation>Weiß am Zug.</translation>
    </message>
    <message>
        <source>Answer to problem %1</source>
        <translation>Lösung zu Aufgabe %1</translation>
    </message>
    <message>
        <source>Circle: alive · cross: dead · triangle: in seki</source>
        <translation>Kreis: lebt · Kreuz: tot · Dreieck: Seki</translation>
    </message>
    <message>
        <source>Any other move: %1</source>
        <translation>Jeder andere Zug: %1</translation>
    </message>
    <message>
        <source>Not this: %1</source>
        <translation>Nicht dieser: %1</translation>
    </message>
    <message>
        <source>faded stones are dead at the end</source>
        <translation>blasse Steine sind am Ende tot</translation>
    </message>
    <message>
        <source>Faded stones are dead.</source>
        <translation>Blasse Steine sind tot.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Black to play</source>
        <comment>the ways a question says Black is to play, separated by |</comment>
        <translation>Schwarz ist am Zug|Schwarz am Zug|Schwarz zieht</translation>
    </message>
    <message>
        <source>White to play</source>
        <comment>the ways a question says White is to play, separated by |</comment>
        <translation>Weiß ist am Zug|Weiß am Zug|Weiß zieht</translation>
    </message>
    <message>
        <source>%1 plays off the board (not played)</source>
        <translation>%1 spielt außerhalb des Bretts (nicht gespielt)</translation>
    </message>
</context>
<context>
    <name>LessonLibrary</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>The lessons folder %1 cannot be made.</source>
        <translation>Der Lektionsordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The lesson could not be saved to %1: %2</source>
        <translation>Die Lektion konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>StepExplainer</name>
    <message>
        <source>Dead stones removed</source>
        <translation>Tote Steine entfernt</translation>
    </message>
    <message>
        <source>Neutral points filled</source>
        <translation>Neutrale Punkte gefüllt</translation>
    </message>
    <message>
        <source>False eyes filled</source>
        <translation>Falsche Augen gefüllt</translation>
    </message>
    <message>
        <source>Regions and eye counts</source>
        <translation>Bereiche und Augenzahl</translation>
    </message>
    <message>
        <source>Seki verdict and territory</source>
        <translation>Seki und Gebiet</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3</source>
        <translation>Phase %1 von %2: %3</translation>
    </message>
    <message>
        <source>No stones are marked dead: every stone on the board is alive.</source>
        <translation>Keine Steine sind als tot markiert: Jeder Stein auf dem Brett lebt.</translation>
    </message>
    <message>
        <source>The stones the players marked dead leave the board and count as prisoners: %1.</source>
        <translation>Die von den Spielern als tot markierten Steine verlassen das Brett und zählen als Gefangene: %1.</translation>
    </message>
    <message>
        <source>1 block</source>
        <translation>1 Kette</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 Ketten</translation>
    </message>
    <message>
        <source>Area counting fills nothing: every region surrounded by one colour is that colour&apos;s area.</source>
        <translation>Bei der Flächenzählung wird nichts gefüllt: Jeder von einer Farbe umschlossene Bereich ist Fläche dieser Farbe.</translation>
    </message>
    <message>
        <source>The dame are played out alternately (1989 rules, Article 9); a player adds a stone in their own area only where a filled dame would capture (a teire). What no one can fill stays dame (Article 8).</source>
        <translation>Die Dame werden abwechselnd ausgespielt (Regeln von 1989, Artikel 9); ein Spieler setzt nur dort einen Stein in sein eigenes Gebiet, wo ein gefüllter Dame schlagen würde (ein Teire). Was niemand füllen kann, bleibt Dame (Artikel 8).</translation>
    </message>
    <message>
        <source>No neutral points: every empty region touches stones of one colour only.</source>
        <translation>Keine neutralen Punkte: Jeder leere Bereich berührt nur Steine einer Farbe.</translation>
    </message>
    <message>
        <source>Empty points that touch both colours score for no one. They are filled in a checkered pattern, Black where x + y is even, so a gap of one still connects and a gap of two separates.</source>
        <translation>Leere Punkte, die beide Farben berühren, zählen für niemanden. Sie werden im Schachbrettmuster gefüllt, Schwarz wo x + y gerade ist, sodass eine Lücke von eins noch verbindet und eine Lücke von zwei trennt.</translation>
    </message>
    <message>
        <source>Only the relaxed rule fills false eyes; under these rules the stage is skipped.</source>
        <translation>Nur die großzügige Regel füllt falsche Augen; nach diesen Regeln entfällt die Phase.</translation>
    </message>
    <message>
        <source>No obvious false eyes: no empty point is the last liberty of a block beside it.</source>
        <translation>Keine offensichtlichen falschen Augen: Kein leerer Punkt ist die letzte Freiheit einer benachbarten Kette.</translation>
    </message>
    <message>
        <source>A point whose neighbouring block could be captured by a play there is a false eye: it is filled with its owner&apos;s colour and does not score.</source>
        <translation>Ein Punkt, auf dem ein Zug eine benachbarte Kette schlagen könnte, ist ein falsches Auge: Er wird mit der Farbe seines Besitzers gefüllt und zählt nicht.</translation>
    </message>
    <message>
        <source>Only the relaxed rule counts eyes; under these rules the stage is skipped.</source>
        <translation>Nur die großzügige Regel zählt Augen; nach diesen Regeln entfällt die Phase.</translation>
    </message>
    <message>
        <source>No empty regions are left after the fills.</source>
        <translation>Nach dem Füllen bleiben keine leeren Bereiche übrig.</translation>
    </message>
    <message>
        <source>Each empty region&apos;s boundary length (its boundary stones plus the board edge beside it) gives its eye count; regions sharing a boundary block form one expansion, whose eyes are summed.</source>
        <translation>Die Randlänge jedes leeren Bereichs (seine Randsteine plus der angrenzende Brettrand) ergibt seine Augenzahl; Bereiche mit einer gemeinsamen Randkette bilden einen Verbund, dessen Augen addiert werden.</translation>
    </message>
    <message>
        <source>Area counting: each colour&apos;s stones and the regions they surround score; eyes in seki count.</source>
        <translation>Flächenzählung: Die Steine jeder Farbe und die von ihnen umschlossenen Bereiche zählen; Augen im Seki zählen mit.</translation>
    </message>
    <message>
        <source>The 1989 rule: stones that share eye points are one group; a group that touches a dame left unfilled is in seki unless its eye points make two eyes, and the eye points of a seki do not score (Article 8).</source>
        <translation>Die Regel von 1989: Steine mit gemeinsamen Augenpunkten bilden eine Gruppe; eine Gruppe, die einen ungefüllten Dame berührt, ist im Seki, außer ihre Augenpunkte ergeben zwei Augen, und die Augenpunkte eines Seki zählen nicht (Artikel 8).</translation>
    </message>
    <message>
        <source>An expansion whose eyes sum to less than two cannot live on its own: its stones are in seki and its regions score for no one. The others are territory.</source>
        <translation>Ein Verbund, dessen Augen zusammen weniger als zwei ergeben, kann allein nicht leben: Seine Steine sind im Seki, und seine Bereiche zählen für niemanden. Die übrigen sind Gebiet.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>niemanden</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>1 eye</source>
        <translation>1 Auge</translation>
    </message>
    <message>
        <source>%1 eyes</source>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>%1½ eyes</source>
        <translation>%1½ Augen</translation>
    </message>
    <message>
        <source>%1½</source>
        <translation>%1½</translation>
    </message>
    <message>
        <source>a square four</source>
        <translation>eine quadratische Vier</translation>
    </message>
    <message>
        <source>a curved four</source>
        <translation>eine gebogene Vier</translation>
    </message>
    <message>
        <source>containing a square four</source>
        <translation>mit einer quadratischen Vier</translation>
    </message>
    <message>
        <source>1 stone</source>
        <translation>1 Stein</translation>
    </message>
    <message>
        <source>%1 stones</source>
        <translation>%1 Steine</translation>
    </message>
    <message>
        <source>%1 top edge</source>
        <translation>%1 oberer Rand</translation>
    </message>
    <message>
        <source>%1 bottom edge</source>
        <translation>%1 unterer Rand</translation>
    </message>
    <message>
        <source>%1 left edge</source>
        <translation>%1 linker Rand</translation>
    </message>
    <message>
        <source>%1 right edge</source>
        <translation>%1 rechter Rand</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>the %1 region at %2</source>
        <translation>der %1e Bereich bei %2</translation>
    </message>
    <message>
        <source>the %1 regions at %2</source>
        <translation>die %1en Bereiche bei %2</translation>
    </message>
    <message>
        <source>%1 is neutral: it touches Black at %2 and White at %3, so it scores for no one.</source>
        <translation>%1 ist neutral: Der Punkt berührt Schwarz bei %2 und Weiß bei %3 und zählt daher für niemanden.</translation>
    </message>
    <message>
        <source>The region at %1 (%2 points) is neutral: it touches Black at %3 and White at %4, so it scores for no one.</source>
        <translation>Der Bereich bei %1 (%2 Punkte) ist neutral: Er berührt Schwarz bei %3 und Weiß bei %4 und zählt daher für niemanden.</translation>
    </message>
    <message>
        <source>x + y even</source>
        <translation>x + y gerade</translation>
    </message>
    <message>
        <source>x + y odd</source>
        <translation>x + y ungerade</translation>
    </message>
    <message>
        <source>%1 is neutral: its region touches Black at %2 and White at %3.</source>
        <translation>%1 ist neutral: Sein Bereich berührt Schwarz bei %2 und Weiß bei %3.</translation>
    </message>
    <message>
        <source>%1 is neutral: its region of %2 points touches Black at %3 and White at %4.</source>
        <translation>%1 ist neutral: Sein Bereich aus %2 Punkten berührt Schwarz bei %3 und Weiß bei %4.</translation>
    </message>
    <message>
        <source>%1 is neutral.</source>
        <translation>%1 ist neutral.</translation>
    </message>
    <message>
        <source>%1 Filled %2 (checkered, %3).</source>
        <translation>%1 Mit %2 gefüllt (Schachbrettmuster, %3).</translation>
    </message>
    <message>
        <source>%1 looks like a false eye of %2 (%3 occupied neighbours, opposing diagonals at %4), but no block beside it is in atari, so it stays empty.</source>
        <translation>%1 sieht aus wie ein falsches Auge von %2 (%3 besetzte Nachbarn, gegnerische Diagonalen bei %4), aber keine angrenzende Kette steht im Atari, also bleibt es leer.</translation>
    </message>
    <message>
        <source>%1 is a false eye: the %2 block at %3 would be captured by a play there, so it is filled %4.</source>
        <translation>%1 ist ein falsches Auge: Die %2e Kette bei %3 würde durch einen Zug dort geschlagen, also wird der Punkt mit %4 gefüllt.</translation>
    </message>
    <message>
        <source>Region at %1: %2 that no stone surrounds.</source>
        <translation>Bereich bei %1: %2, von keinem Stein umschlossen.</translation>
    </message>
    <message>
        <source>Region at %1: %2 surrounded by %3.</source>
        <translation>Bereich bei %1: %2, umschlossen von %3.</translation>
    </message>
    <message>
        <source>1 empty point</source>
        <translation>1 leerer Punkt</translation>
    </message>
    <message>
        <source>%1 empty points</source>
        <translation>%1 leere Punkte</translation>
    </message>
    <message>
        <source>Region at %1: %2 = boundary length %3.</source>
        <translation>Bereich bei %1: %2 = Randlänge %3.</translation>
    </message>
    <message>
        <source>Region at %1: boundary length %2: %3.</source>
        <translation>Bereich bei %1: Randlänge %2: %3.</translation>
    </message>
    <message>
        <source>Region at %1: boundary length %2, %3: %4.</source>
        <translation>Bereich bei %1: Randlänge %2, %3: %4.</translation>
    </message>
    <message>
        <source>Two if %1 plays there first, one if %2 does.</source>
        <translation>Zwei, wenn %1 zuerst dort spielt, eins, wenn %2 es tut.</translation>
    </message>
    <message>
        <source>the %1 expansion at %2</source>
        <translation>den %1en Verbund bei %2</translation>
    </message>
    <message>
        <source>GNU Go&apos;s local-game reading of %1: alive whoever plays first (the table&apos;s eye sum is %2).</source>
        <translation>Lokale Spielanalyse nach GNU Go für %1: lebt, egal wer zuerst spielt (die Augensumme der Tabelle ist %2).</translation>
    </message>
    <message>
        <source>GNU Go&apos;s local-game reading of %1: it cannot make two eyes, so it is in seki (the table&apos;s eye sum is %2).</source>
        <translation>Lokale Spielanalyse nach GNU Go für %1: Es kann keine zwei Augen bilden und ist daher im Seki (die Augensumme der Tabelle ist %2).</translation>
    </message>
    <message>
        <source>GNU Go&apos;s local-game reading of %1: too large to read, so the table&apos;s eye sum of %2 decides.</source>
        <translation>Lokale Spielanalyse nach GNU Go für %1: zu groß zum Lesen, also entscheidet die Augensumme der Tabelle von %2.</translation>
    </message>
    <message>
        <source>fewer than two: the group cannot make two eyes.</source>
        <translation>weniger als zwei: Die Gruppe kann keine zwei Augen bilden.</translation>
    </message>
    <message>
        <source>two or more: the group lives.</source>
        <translation>zwei oder mehr: Die Gruppe lebt.</translation>
    </message>
    <message>
        <source>The region at %1 is related to no other: rounded up, its eyes sum to %2, %3</source>
        <translation>Der Bereich bei %1 hängt mit keinem anderen zusammen: Aufgerundet ergeben seine Augen %2, %3</translation>
    </message>
    <message>
        <source>Expansion of %1 regions (at %2): their eye counts, each rounded up, sum to %3, %4</source>
        <translation>Verbund aus %1 Bereichen (bei %2): Ihre Augenzahlen, jeweils aufgerundet, ergeben zusammen %3, %4</translation>
    </message>
    <message>
        <source>Seki: %1: %2 in all, fewer than two. The stones around live in seki, and %3.</source>
        <translation>Seki: %1: insgesamt %2, weniger als zwei. Die umgebenden Steine leben im Seki, und %3.</translation>
    </message>
    <message>
        <source>its 1 point scores for no one</source>
        <translation>sein 1 Punkt zählt für niemanden</translation>
    </message>
    <message>
        <source>its %1 points score for no one</source>
        <translation>seine %1 Punkte zählen für niemanden</translation>
    </message>
    <message>
        <source>The region at %1 is surrounded by %2: %3 of area for %2.</source>
        <translation>Der Bereich bei %1 ist von %2 umschlossen: %3 Fläche für %2.</translation>
    </message>
    <message>
        <source>The region at %1 is surrounded by %2 stones that touch no dame: %3 of territory.</source>
        <translation>Der Bereich bei %1 ist von %2en Steinen umschlossen, die keine Dame berühren: %3 Gebiet.</translation>
    </message>
    <message>
        <source>Territory: %1: %2 in all, enough to live. %3.</source>
        <translation>Gebiet: %1: insgesamt %2, genug zum Leben. %3.</translation>
    </message>
    <message>
        <source>Its 1 point scores for %1</source>
        <translation>Der 1 Punkt zählt für %1</translation>
    </message>
    <message>
        <source>Its %1 points score for %2</source>
        <translation>Die %1 Punkte zählen für %2</translation>
    </message>
    <message>
        <source>%1 is dame (1989 rule): it scores for no one, and the blocks at %2 that touch it are in seki.</source>
        <translation>%1 ist Dame (Regel von 1989): Es zählt für niemanden, und die Ketten bei %2, die daran grenzen, sind im Seki.</translation>
    </message>
    <message>
        <source>The %1 region at %2 does not score (1989 rule): its boundary block at %3 touches dame, so it is in seki.</source>
        <translation>Der %1e Bereich bei %2 zählt nicht (Regel von 1989): Seine Randkette bei %3 berührt Dame und ist daher im Seki.</translation>
    </message>
    <message>
        <source>Black: %1 territory, %2 prisoners, %3 stones. White: %4 territory, %5 prisoners, %6 stones.</source>
        <translation>Schwarz: %1 Gebiet, %2 Gefangene, %3 Steine. Weiß: %4 Gebiet, %5 Gefangene, %6 Steine.</translation>
    </message>
    <message>
        <source>Remove dead %1 block at %2</source>
        <translation>Tote %1e Kette bei %2 entfernen</translation>
    </message>
    <message>
        <source>Neutral region at %1 (%2)</source>
        <translation>Neutraler Bereich bei %1 (%2)</translation>
    </message>
    <message>
        <source>Fill %1 %2 (checkered)</source>
        <translation>%1 mit %2 füllen (Schachbrettmuster)</translation>
    </message>
    <message>
        <source>%1 false-ish, not filled</source>
        <translation>%1 scheinbar falsch, nicht gefüllt</translation>
    </message>
    <message>
        <source>Fill false eye %1 %2</source>
        <translation>Falsches Auge %1 mit %2 füllen</translation>
    </message>
    <message>
        <source>Region at %1: %2</source>
        <translation>Bereich bei %1: %2</translation>
    </message>
    <message>
        <source>Boundary length at %1: %2</source>
        <translation>Randlänge bei %1: %2</translation>
    </message>
    <message>
        <source>Region at %1: %2, %3</source>
        <translation>Bereich bei %1: %2, %3</translation>
    </message>
    <message>
        <source>Local game at %1: alive</source>
        <translation>Lokales Spiel bei %1: lebt</translation>
    </message>
    <message>
        <source>Local game at %1: seki</source>
        <translation>Lokales Spiel bei %1: Seki</translation>
    </message>
    <message>
        <source>Local game at %1: not read</source>
        <translation>Lokales Spiel bei %1: nicht gelesen</translation>
    </message>
    <message>
        <source>Expansion at %1: eyes sum to %2</source>
        <translation>Verbund bei %1: Augensumme %2</translation>
    </message>
    <message>
        <source>Seki at %1: %2, not counted</source>
        <translation>Seki bei %1: %2, nicht gezählt</translation>
    </message>
    <message>
        <source>%1 territory at %2: %3</source>
        <translation>Gebiet von %1 bei %2: %3</translation>
    </message>
    <message>
        <source>Dame at %1 (1989)</source>
        <translation>Dame bei %1 (1989)</translation>
    </message>
    <message>
        <source>Seki region at %1 (1989)</source>
        <translation>Seki-Bereich bei %1 (1989)</translation>
    </message>
    <message>
        <source>%1 depend on the fill&apos;s phase</source>
        <translation>Von der Phase der Füllung abhängig: %1</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Zählung</translation>
    </message>
    <message>
        <source>The %1 block at %2 is marked dead: its stone leaves the board and counts as a prisoner for %3.</source>
        <translation>Die %1e Kette bei %2 ist als tot markiert: Ihr Stein verlässt das Brett und zählt als Gefangener für %3.</translation>
    </message>
    <message>
        <source>The %1 block at %2 is marked dead: its %3 stones leave the board and count as prisoners for %4.</source>
        <translation>Die %1e Kette bei %2 ist als tot markiert: Ihre %3 Steine verlassen das Brett und zählen als Gefangene für %4.</translation>
    </message>
    <message>
        <source>%1: seki or a filled false eye if the dame are filled one way, territory the other; a point is taken from its owner only when both fills agree, so these points score for their owner.</source>
        <translation>%1: Seki oder ein gefülltes falsches Auge, wenn die Dame in der einen Reihenfolge gefüllt werden, Gebiet in der anderen; ein Punkt wird seinem Besitzer nur genommen, wenn beide Füllungen übereinstimmen, also zählen diese Punkte für ihren Besitzer.</translation>
    </message>
    <message>
        <source>the other way round</source>
        <translation>andersherum</translation>
    </message>
    <message>
        <source>the first way</source>
        <translation>wie zuerst</translation>
    </message>
    <message>
        <source>Filled %1, %2 come out otherwise: seki if the dame are filled one way, territory the other. A point is taken from its owner only when both fills agree, so %2 score for their owner.</source>
        <translation>Gefüllt %1 kommen %2 anders heraus: Seki, wenn die Dame auf die eine Art gefüllt werden, Gebiet auf die andere. Ein Punkt wird seinem Besitzer nur genommen, wenn beide Füllungen übereinstimmen, also zählen %2 für ihren Besitzer.</translation>
    </message>
    <message>
        <source>Round %1: the filled dame leave the %2 block at %3 in atari; %4 connects at %5, its last liberty (1989 rules, Article 9: teire before the count). A false eye is no territory.</source>
        <translation>Runde %1: Die gefüllten Dame lassen die %2e Kette bei %3 im Atari; %4 verbindet bei %5, ihrer letzten Freiheit (Regeln von 1989, Artikel 9: Teire vor der Zählung). Ein falsches Auge ist kein Gebiet.</translation>
    </message>
    <message>
        <source>Connect %1 %2 (1989)</source>
        <translation>Verbinden %1 %2 (1989)</translation>
    </message>
    <message>
        <source>Fill dame %1, either player (1989)</source>
        <translation>Dame %1 füllen, beide Spieler (1989)</translation>
    </message>
    <message>
        <source>Fill dame %1 %2 (1989)</source>
        <translation>Dame %1 füllen %2 (1989)</translation>
    </message>
    <message>
        <source>Round %1: the filled dame leave the %2 block at %3 in atari; %4 adds a stone at %5, its last liberty, though that does not save it at once: otherwise %6 would capture there. Either way the point is no territory (1989 rules, Article 9: teire before the count).</source>
        <translation>Runde %1: Die gefüllten Dame lassen die %2e Kette bei %3 im Atari; %4 setzt einen Stein auf %5, ihre letzte Freiheit, obwohl sie das nicht sofort rettet: Sonst würde %6 dort schlagen. So oder so ist der Punkt kein Gebiet (Regeln von 1989, Artikel 9: Teire vor dem Zählen).</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame, and either player can fill it and still have two eyes (1989 rules, Article 9: the dame are played out before the count). It is filled and scores for no one.</source>
        <translation>Runde %1: %2 ist Dame, und jeder der beiden Spieler kann ihn füllen und behält dabei zwei Augen (Regeln von 1989, Artikel 9: Die Dame werden vor dem Zählen ausgespielt). Er wird gefüllt und zählt für niemanden.</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame that either player could fill, and %3&apos;s stone there would save %3&apos;s block beside it. %3 fills it: the dame are played out alternately, so %3 fills one such dame when %4 fills another, and %4 could fill the only one left after the game stopped only by resuming play, where %3 plays first (1989 rules, Article 9). So the block needs no teire. It scores for no one.</source>
        <translation>Runde %1: %2 ist Dame, den jeder der beiden Spieler füllen könnte, und ein Stein von %3 dort würde die Kette von %3 daneben retten. %3 füllt ihn: Die Dame werden abwechselnd ausgespielt, also füllt %3 einen solchen Dame, wenn %4 einen anderen füllt, und den einzigen, der nach dem Anhalten der Partie bleibt, könnte %4 nur durch Wiederaufnahme des Spiels füllen, bei der %3 zuerst zieht (Regeln von 1989, Artikel 9). Die Kette braucht also kein Teire. Er zählt für niemanden.</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame; %3&apos;s stone there captures the %4 stones in atari beside it and %3 still has two eyes (1989 rules, Article 5). It scores for no one; the captured stones stand again for the count, as the players marked them.</source>
        <translation>Runde %1: %2 ist Dame; ein Stein von %3 dort schlägt die %4en Steine daneben, die im Atari stehen, und %3 behält zwei Augen (Regeln von 1989, Artikel 5). Er zählt für niemanden; die geschlagenen Steine stehen zum Zählen wieder, wie die Spieler sie markiert haben.</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame. Only %3 can fill it and still have two eyes once the dame are played out (1989 rules, Article 7); %4&apos;s stones would not. %3 fills it; it scores for no one.</source>
        <translation>Runde %1: %2 ist Dame. Nur %3 kann ihn füllen und behält zwei Augen, wenn die Dame ausgespielt sind (Regeln von 1989, Artikel 7); die Steine von %4 nicht. %3 füllt ihn; er zählt für niemanden.</translation>
    </message>
    <message>
        <source>Add a stone at %1 %2, teire (1989)</source>
        <translation>Stein auf %1 setzen, %2, Teire (1989)</translation>
    </message>
    <message>
        <source>Fill dame %1 %2, in turn (1989)</source>
        <translation>Dame %1 füllen, %2, im Wechsel (1989)</translation>
    </message>
    <message>
        <source>Fill dame %1 %2, capturing (1989)</source>
        <translation>Dame %1 füllen, %2, schlägt (1989)</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>Schwarz gewinnt mit %1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>Weiß gewinnt mit %1</translation>
    </message>
    <message>
        <source>a draw (jigo)</source>
        <translation>Unentschieden (Jigo)</translation>
    </message>
    <message>
        <source>Before the count, SekiScope reads which stones are dead: here every group lives.</source>
        <translation>Vor der Zählung liest SekiScope, welche Steine tot sind: Hier leben alle Gruppen.</translation>
    </message>
    <message>
        <source>Before the count, SekiScope reads which stones are dead: here dead groups %1, groups in seki %2, undecided %3. Only the stones marked dead are taken off.</source>
        <translation>Vor der Zählung liest SekiScope, welche Steine tot sind: hier tote Gruppen %1, Gruppen in Seki %2, unentschieden %3. Nur die als tot markierten Steine werden entfernt.</translation>
    </message>
    <message>
        <source>Stones both players agree are dead come off the board as prisoners. Here no stones are marked dead.</source>
        <translation>Steine, die beide Spieler für tot halten, kommen als Gefangene vom Brett. Hier ist kein Stein als tot markiert.</translation>
    </message>
    <message>
        <source>1 black stone</source>
        <translation>1 schwarzer Stein</translation>
    </message>
    <message>
        <source>%1 black stones</source>
        <translation>%1 schwarze Steine</translation>
    </message>
    <message>
        <source>1 white stone</source>
        <translation>1 weißer Stein</translation>
    </message>
    <message>
        <source>%1 white stones</source>
        <translation>%1 weiße Steine</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>black stones and white stones</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Stones both players agree are dead come off the board as prisoners. Taken off here: %1.</source>
        <translation>Steine, die beide Spieler für tot halten, kommen als Gefangene vom Brett. Hier entfernt: %1.</translation>
    </message>
    <message>
        <source>Area counting fills nothing: a colour&apos;s stones and the points it surrounds are its area.</source>
        <translation>Bei der Flächenzählung wird nichts gefüllt: Die Steine einer Farbe und die Punkte, die sie umschließt, sind ihre Fläche.</translation>
    </message>
    <message>
        <source>Under the 1989 rules the dame are played out before the count. Here %1 filled and %2 left as dame.</source>
        <translation>Nach den Regeln von 1989 werden die Dame vor der Zählung ausgespielt. Hier %1 gefüllt und %2 als Dame gelassen.</translation>
    </message>
    <message>
        <source>Dame, the empty points between Black and White, count for no one. Here there are none.</source>
        <translation>Dame, die leeren Punkte zwischen Schwarz und Weiß, zählen für niemanden. Hier gibt es keine.</translation>
    </message>
    <message>
        <source>Dame, the empty points between Black and White, count for no one, so they are filled. Here %1 filled.</source>
        <translation>Dame, die leeren Punkte zwischen Schwarz und Weiß, zählen für niemanden, darum werden sie gefüllt. Hier %1 gefüllt.</translation>
    </message>
    <message>
        <source>Only the relaxed rule fills false eyes: under these rules this stage does nothing.</source>
        <translation>Nur die großzügige Regel füllt falsche Augen: Nach diesen Regeln tut diese Phase nichts.</translation>
    </message>
    <message>
        <source>A false eye looks like an eye but is no eye, so it is filled. Here there are none.</source>
        <translation>Ein falsches Auge sieht aus wie ein Auge, ist aber keins, darum wird es gefüllt. Hier gibt es keine.</translation>
    </message>
    <message>
        <source>A false eye looks like an eye but is no eye, so it is filled. Here %1.</source>
        <translation>Ein falsches Auge sieht aus wie ein Auge, ist aber keins, darum wird es gefüllt. Hier %1.</translation>
    </message>
    <message>
        <source>1 false eye</source>
        <translation>1 falsches Auge</translation>
    </message>
    <message>
        <source>%1 false eyes</source>
        <translation>%1 falsche Augen</translation>
    </message>
    <message>
        <source>Only the relaxed rule counts eyes: under these rules this stage does nothing.</source>
        <translation>Nur die großzügige Regel zählt Augen: Nach diesen Regeln tut diese Phase nichts.</translation>
    </message>
    <message>
        <source>Each empty area is counted in eyes: stones need two eyes to live on their own. Here no empty area is left.</source>
        <translation>Jeder leere Bereich wird in Augen gezählt: Steine brauchen zwei Augen, um allein zu leben. Hier ist kein leerer Bereich übrig.</translation>
    </message>
    <message>
        <source>Each empty area is counted in eyes (areas around the same stones are added up): stones need two eyes to live on their own. Here %1, %2 with fewer than two eyes.</source>
        <translation>Jeder leere Bereich wird in Augen gezählt (Bereiche um dieselben Steine werden addiert): Steine brauchen zwei Augen, um allein zu leben. Hier %1, davon %2 mit weniger als zwei Augen.</translation>
    </message>
    <message>
        <source>1 area</source>
        <translation>1 Bereich</translation>
    </message>
    <message>
        <source>%1 areas</source>
        <translation>%1 Bereiche</translation>
    </message>
    <message>
        <source>1 of them</source>
        <translation>einer</translation>
    </message>
    <message>
        <source>%1 of them</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Here nothing is in seki: %1.</source>
        <translation>Hier ist nichts in Seki: %1.</translation>
    </message>
    <message>
        <source>Here %1 in seki and not counted: %2.</source>
        <translation>Hier %1 in Seki, ohne gezählt zu werden: %2.</translation>
    </message>
    <message>
        <source>1 area is</source>
        <translation>ist 1 Bereich</translation>
    </message>
    <message>
        <source>%1 areas are</source>
        <translation>sind %1 Bereiche</translation>
    </message>
    <message>
        <source>Area counting: each colour&apos;s stones and the points it surrounds score, eyes in seki too. %1</source>
        <translation>Flächenzählung: Die Steine jeder Farbe und die Punkte, die sie umschließt, zählen, auch Augen in Seki. %1</translation>
    </message>
    <message>
        <source>Under the 1989 rules stones beside a dame left unfilled are in seki unless they have two eyes, and the eyes of a seki do not score; the rest is territory. %1</source>
        <translation>Nach den Regeln von 1989 sind Steine neben einem ungefüllten Dame in Seki, außer sie haben zwei Augen, und die Augen einer Seki zählen nicht; der Rest ist Gebiet. %1</translation>
    </message>
    <message>
        <source>Stones with fewer than two eyes that neither side can capture are in seki: their eyes score for no one, the rest is territory. %1</source>
        <translation>Steine mit weniger als zwei Augen, die keine Seite schlagen kann, sind in Seki: Ihre Augen zählen für niemanden, der Rest ist Gebiet. %1</translation>
    </message>
    <message>
        <source>Each empty area is counted in eyes (areas around the same stones are added up): stones need two eyes to live on their own. Here %1, none with fewer than two eyes.</source>
        <translation>Jeder leere Bereich wird in Augen gezählt (Bereiche um dieselben Steine werden addiert): Steine brauchen zwei Augen, um allein zu leben. Hier %1, keiner mit weniger als zwei Augen.</translation>
    </message>
</context>
<context>
    <name>TraceExporter</name>
    <message>
        <source>… and %1 more steps of this stage, shown in the program.</source>
        <translation>… und %1 weitere Schritte dieser Phase, im Programm gezeigt.</translation>
    </message>
    <message>
        <source>There is no scoring to export.</source>
        <translation>Es gibt keine Zählung zum Exportieren.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>TraceOverlayPainter</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Σ %1</source>
        <translation>Σ %1</translation>
    </message>
    <message>
        <source>seki</source>
        <translation>Seki</translation>
    </message>
</context>
<context>
    <name>seki::ui::BoardEditor</name>
    <message>
        <source>&amp;Board Editor</source>
        <translation>&amp;Brett-Editor</translation>
    </message>
    <message>
        <source>Set up a position: place and remove stones, size the board, set komi and rules</source>
        <translation>Eine Stellung aufbauen: Steine setzen und entfernen, Brettgröße, Komi und Regeln festlegen</translation>
    </message>
    <message>
        <source>&amp;Black Stones</source>
        <translation>&amp;Schwarze Steine</translation>
    </message>
    <message>
        <source>Place black stones (right button: white); click a black stone to remove it</source>
        <translation>Schwarze Steine setzen (rechte Taste: weiße); Klick auf einen schwarzen Stein entfernt ihn</translation>
    </message>
    <message>
        <source>&amp;White Stones</source>
        <translation>&amp;Weiße Steine</translation>
    </message>
    <message>
        <source>Place white stones (right button: black); click a white stone to remove it</source>
        <translation>Weiße Steine setzen (rechte Taste: schwarze); Klick auf einen weißen Stein entfernt ihn</translation>
    </message>
    <message>
        <source>&amp;Alternate</source>
        <translation>&amp;Abwechselnd</translation>
    </message>
    <message>
        <source>Place black and white stones in turn; click a stone to remove it</source>
        <translation>Schwarze und weiße Steine abwechselnd setzen; Klick auf einen Stein entfernt ihn</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove stones (drag to remove many)</source>
        <translation>Steine entfernen (ziehen, um viele zu entfernen)</translation>
    </message>
    <message>
        <source>Mark &amp;Dead</source>
        <translation>Als &amp;tot markieren</translation>
    </message>
    <message>
        <source>Mark a block dead or alive (Shift: every stone of its colour around it)</source>
        <translation>Eine Kette als tot oder lebend markieren (Umschalt: jeder Stein ihrer Farbe in der Umgebung)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Board &amp;Size…</source>
        <translation>Brett&amp;größe…</translation>
    </message>
    <message>
        <source>Change the board&apos;s width and height (1 to 52 each); stones that fit are kept</source>
        <translation>Breite und Höhe des Bretts ändern (jeweils 1 bis 52); Steine, die Platz haben, bleiben</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>Remove every stone</source>
        <translation>Alle Steine entfernen</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Leave the board editor</source>
        <translation>Den Brett-Editor verlassen</translation>
    </message>
    <message>
        <source>Board Editor</source>
        <translation>Brett-Editor</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>&amp;Komi:</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Komi: points White gets for moving second</source>
        <translation>Komi: Punkte, die Weiß für den zweiten Zug erhält</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rules the position is scored under, saved in the file (RU)</source>
        <translation>Die Regeln, nach denen die Stellung gezählt wird; in der Datei gespeichert (RU)</translation>
    </message>
    <message>
        <source>Board editor: click to place stones, click a stone to remove it, drag to place many. Ctrl+E leaves.</source>
        <translation>Brett-Editor: Klicken setzt Steine, Klick auf einen Stein entfernt ihn, Ziehen setzt viele. Strg+E verlässt den Editor.</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <source>The stones keep their place from the top-left corner; stones beyond a smaller board are removed.</source>
        <translation>Die Steine behalten ihren Platz von der linken oberen Ecke aus; Steine jenseits eines kleineren Bretts werden entfernt.</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>&amp;Dreieck</translation>
    </message>
    <message>
        <source>Put a triangle on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>Ein Dreieck auf einen Punkt der Stellung der Lektion setzen (erneut: entfernen)</translation>
    </message>
    <message>
        <source>S&amp;quare</source>
        <translation>&amp;Quadrat</translation>
    </message>
    <message>
        <source>Put a square on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>Ein Quadrat auf einen Punkt der Stellung der Lektion setzen (erneut: entfernen)</translation>
    </message>
    <message>
        <source>Circ&amp;le</source>
        <translation>&amp;Kreis</translation>
    </message>
    <message>
        <source>Put a circle on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>Einen Kreis auf einen Punkt der Stellung der Lektion setzen (erneut: entfernen)</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>Kreu&amp;z</translation>
    </message>
    <message>
        <source>Put a cross on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>Ein Kreuz auf einen Punkt der Stellung der Lektion setzen (erneut: entfernen)</translation>
    </message>
    <message>
        <source>Le&amp;tter</source>
        <translation>B&amp;uchstabe</translation>
    </message>
    <message>
        <source>Put the next letter (A, B, ...) on a point (again: take it away)</source>
        <translation>Den nächsten Buchstaben (A, B, …) auf einen Punkt setzen (erneut: entfernen)</translation>
    </message>
    <message>
        <source>&amp;Play Moves</source>
        <translation>&amp;Züge spielen</translation>
    </message>
    <message>
        <source>Back at the lesson&apos;s first position: stones are set up there.</source>
        <translation>Zurück bei der ersten Stellung der Lektion: Dort werden Steine aufgebaut.</translation>
    </message>
    <message>
        <source>Play a move from the position shown, the side to play (right button: the other side): a new position of the lesson, a variation where one follows</source>
        <translation>Einen Zug von der gezeigten Stellung aus spielen, für die Seite am Zug (rechte Maustaste: die andere Seite): eine neue Stellung der Lektion, eine Variante, wo schon eine folgt</translation>
    </message>
</context>
<context>
    <name>seki::ui::BoardSizeDialog</name>
    <message>
        <source>Board Size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>&amp;Quadratisch</translation>
    </message>
    <message>
        <source>Keep the height equal to the width</source>
        <translation>Die Höhe gleich der Breite halten</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Width × height:</source>
        <translation>&amp;Breite × Höhe:</translation>
    </message>
</context>
<context>
    <name>seki::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>%1, black stone, dead</source>
        <translation>%1, schwarzer Stein, tot</translation>
    </message>
    <message>
        <source>%1, black stone, alive</source>
        <translation>%1, schwarzer Stein, lebend</translation>
    </message>
    <message>
        <source>%1, white stone, dead</source>
        <translation>%1, weißer Stein, tot</translation>
    </message>
    <message>
        <source>%1, white stone, alive</source>
        <translation>%1, weißer Stein, lebend</translation>
    </message>
    <message>
        <source>black territory</source>
        <translation>Gebiet von Schwarz</translation>
    </message>
    <message>
        <source>white territory</source>
        <translation>Gebiet von Weiß</translation>
    </message>
    <message>
        <source>dame, no one&apos;s</source>
        <translation>Dame, gehört niemandem</translation>
    </message>
    <message>
        <source>false eye, no one&apos;s</source>
        <translation>falsches Auge, gehört niemandem</translation>
    </message>
    <message>
        <source>seki eye, no one&apos;s</source>
        <translation>Auge im Seki, gehört niemandem</translation>
    </message>
    <message>
        <source>dead stone</source>
        <translation>toter Stein</translation>
    </message>
    <message>
        <source>stone on the board</source>
        <translation>Stein auf dem Brett</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>%1 × %2 board. The arrow keys move the cursor; Space marks a block dead or alive.</source>
        <translation>Brett %1 × %2. Die Pfeiltasten bewegen den Cursor; die Leertaste markiert eine Kette als tot oder lebend.</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor (Shift held too)</source>
        <translation>Den Cursor auf dem Brett bewegen (auch mit gedrückter Umschalttaste)</translation>
    </message>
    <message>
        <source>Click the point under the cursor</source>
        <translation>Den Punkt unter dem Cursor anklicken</translation>
    </message>
    <message>
        <source>Shift+click the point under the cursor</source>
        <translation>Den Punkt unter dem Cursor mit Umschalt+Klick anklicken</translation>
    </message>
</context>
<context>
    <name>seki::ui::DeadMarking</name>
    <message>
        <source>%1 is empty: click a stone to mark its block dead or alive.</source>
        <translation>%1 ist leer: Klicken Sie auf einen Stein, um seine Kette als tot oder lebend zu markieren.</translation>
    </message>
    <message>
        <source>Mark the stones around %1 dead</source>
        <translation>Die Steine um %1 als tot markieren</translation>
    </message>
    <message>
        <source>Mark the stones around %1 alive</source>
        <translation>Die Steine um %1 als lebend markieren</translation>
    </message>
    <message>
        <source>Mark %1 dead</source>
        <translation>%1 als tot markieren</translation>
    </message>
    <message>
        <source>Mark %1 alive</source>
        <translation>%1 als lebend markieren</translation>
    </message>
    <message>
        <source>dead black stone</source>
        <translation>toter schwarzer Stein</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>dead white stone</source>
        <translation>toter weißer Stein</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>%1: %2. Click: mark its block %3; Shift+click: every %4 stone around it.</source>
        <translation>%1: %2. Klick: Kette als %3 markieren; Umschalt+Klick: jeden %4 Stein in der Umgebung.</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>lebend</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarzen</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weißen</translation>
    </message>
    <message>
        <source>%1: Black&apos;s territory</source>
        <translation>%1: Gebiet von Schwarz</translation>
    </message>
    <message>
        <source>%1: White&apos;s territory</source>
        <translation>%1: Gebiet von Weiß</translation>
    </message>
    <message>
        <source>%1: dame, no one&apos;s</source>
        <translation>%1: Dame, gehört niemandem</translation>
    </message>
    <message>
        <source>%1: a false eye, no one&apos;s</source>
        <translation>%1: ein falsches Auge, gehört niemandem</translation>
    </message>
    <message>
        <source>%1: an eye of a group in seki</source>
        <translation>%1: ein Auge einer Gruppe im Seki</translation>
    </message>
    <message>
        <source>Clear dead marks</source>
        <translation>Tot-Markierungen löschen</translation>
    </message>
    <message>
        <source>the file counts this for Black</source>
        <translation>die Datei zählt diesen Punkt für Schwarz</translation>
    </message>
    <message>
        <source>the file counts this for White</source>
        <translation>die Datei zählt diesen Punkt für Weiß</translation>
    </message>
    <message>
        <source>the file counts this for no one</source>
        <translation>die Datei zählt diesen Punkt für niemanden</translation>
    </message>
    <message>
        <source>a live black stone</source>
        <translation>ein lebender schwarzer Stein</translation>
    </message>
    <message>
        <source>a live white stone</source>
        <translation>ein lebender weißer Stein</translation>
    </message>
    <message>
        <source>Black&apos;s territory</source>
        <translation>Gebiet von Schwarz</translation>
    </message>
    <message>
        <source>White&apos;s territory</source>
        <translation>Gebiet von Weiß</translation>
    </message>
    <message>
        <source>dame</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>a false eye, filled</source>
        <translation>ein falsches Auge, gefüllt</translation>
    </message>
    <message>
        <source>a seki eye</source>
        <translation>ein Seki-Auge</translation>
    </message>
    <message>
        <source>1989 rule</source>
        <translation>Regel von 1989</translation>
    </message>
    <message>
        <source>area counting</source>
        <translation>Flächenzählung</translation>
    </message>
    <message>
        <source>the phases disagree, so it scores for its owner</source>
        <translation>die Phasen sind uneins, also zählt er für seinen Besitzer</translation>
    </message>
    <message>
        <source>both phases</source>
        <translation>beide Phasen</translation>
    </message>
    <message>
        <source>%1; SekiScope: %2 (%3)</source>
        <translation>%1; SekiScope: %2 (%3)</translation>
    </message>
    <message>
        <source>&amp;Clear Dead Marks</source>
        <translation>Tot-Markierungen &amp;löschen</translation>
    </message>
    <message>
        <source>Mark every stone alive</source>
        <translation>Alle Steine als lebend markieren</translation>
    </message>
</context>
<context>
    <name>seki::ui::DeadStoneController</name>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Zählen</translation>
    </message>
    <message>
        <source>Suggest &amp;Dead Stones</source>
        <translation>&amp;Tote Steine vorschlagen</translation>
    </message>
    <message>
        <source>&amp;Accept Suggested Dead Stones</source>
        <translation>Vorgeschlagene tote Steine &amp;übernehmen</translation>
    </message>
    <message>
        <source>Mark the suggested stones dead (one step to undo)</source>
        <translation>Die vorgeschlagenen Steine als tot markieren (ein Schritt zum Rückgängigmachen)</translation>
    </message>
    <message>
        <source>D&amp;iscard Suggestion</source>
        <translation>Vorschlag &amp;verwerfen</translation>
    </message>
    <message>
        <source>&amp;Cancel Engine</source>
        <translation>Engine &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop the engine that is reading the position</source>
        <translation>Die Engine anhalten, die die Stellung liest</translation>
    </message>
    <message>
        <source>Stopped %1; nothing marked.</source>
        <translation>%1 angehalten; nichts markiert.</translation>
    </message>
    <message>
        <source>%1 finds no dead stones.</source>
        <translation>%1 findet keine toten Steine.</translation>
    </message>
    <message>
        <source>%1 suggests 1 dead stone</source>
        <translation>%1 schlägt 1 toten Stein vor</translation>
    </message>
    <message>
        <source>%1 suggests %2 dead stones</source>
        <translation>%1 schlägt %2 tote Steine vor</translation>
    </message>
    <message>
        <source>; 1 stone in seki</source>
        <translation>; 1 Stein im Seki</translation>
    </message>
    <message>
        <source>; %1 stones in seki</source>
        <translation>; %1 Steine im Seki</translation>
    </message>
    <message>
        <source>No dead stones suggested: %1</source>
        <translation>Keine toten Steine vorgeschlagen: %1</translation>
    </message>
    <message>
        <source>Accept %1&apos;s dead stones</source>
        <translation>Tote Steine von %1 übernehmen</translation>
    </message>
    <message>
        <source>Marked 1 dead stone as %1 suggested.</source>
        <translation>1 toter Stein markiert, wie %1 vorgeschlagen hat.</translation>
    </message>
    <message>
        <source>Marked %1 dead stones as %2 suggested.</source>
        <translation>%1 tote Steine markiert, wie %2 vorgeschlagen hat.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>a black stone</source>
        <translation>ein schwarzer Stein</translation>
    </message>
    <message>
        <source>a white stone</source>
        <translation>ein weißer Stein</translation>
    </message>
    <message>
        <source>%1 suggests this stone dead</source>
        <translation>%1 schlägt diesen Stein als tot vor</translation>
    </message>
    <message>
        <source>%1 suggests its block of %2 stones dead</source>
        <translation>%1 schlägt seine Kette aus %2 Steinen als tot vor</translation>
    </message>
    <message>
        <source>%1 leaves this stone alive</source>
        <translation>%1 lässt diesen Stein leben</translation>
    </message>
    <message>
        <source>%1 leaves its block of %2 stones alive</source>
        <translation>%1 lässt seine Kette aus %2 Steinen leben</translation>
    </message>
    <message>
        <source>%1: %2; %3. Accept or discard the suggestion to mark stones again.</source>
        <translation>%1: %2; %3. Übernehmen oder verwerfen Sie den Vorschlag, um wieder Steine zu markieren.</translation>
    </message>
    <message>
        <source>Find which stones are dead, and why (SekiScope&apos;s own finder, or the GTP engine Preferences name)</source>
        <translation>Herausfinden, welche Steine tot sind, und warum (SekiScopes eigene Suche oder die GTP-Engine aus den Einstellungen)</translation>
    </message>
    <message>
        <source>SekiScope</source>
        <translation>SekiScope</translation>
    </message>
    <message>
        <source>SekiScope finds no dead stones.</source>
        <translation>SekiScope findet keine toten Steine.</translation>
    </message>
    <message>
        <source>Asking %1 too, to compare…</source>
        <translation>%1 wird zum Vergleich ebenfalls gefragt…</translation>
    </message>
    <message>
        <source>Stopped %1; no comparison.</source>
        <translation>%1 angehalten; kein Vergleich.</translation>
    </message>
    <message>
        <source>; 1 stone undecided (marked ?): count it dead, or accept to leave it alive</source>
        <translation>; 1 Stein unentschieden (mit ? markiert): als tot zählen, oder annehmen und ihn leben lassen</translation>
    </message>
    <message>
        <source>; %1 stones undecided (marked ?): count them dead, or accept to leave them alive</source>
        <translation>; %1 Steine unentschieden (mit ? markiert): als tot zählen, oder annehmen und sie leben lassen</translation>
    </message>
    <message>
        <source>; %1 agrees</source>
        <translation>; %1 stimmt zu</translation>
    </message>
    <message>
        <source>; %1 disagrees on the stones outlined in red (%2)</source>
        <translation>; %1 sieht die rot umrandeten Steine anders (%2)</translation>
    </message>
    <message>
        <source>No comparison with the engine: %1</source>
        <translation>Kein Vergleich mit der Engine: %1</translation>
    </message>
    <message>
        <source>SekiScope: %1 (counted dead)</source>
        <translation>SekiScope: %1 (als tot gezählt)</translation>
    </message>
    <message>
        <source>SekiScope: %1</source>
        <translation>SekiScope: %1</translation>
    </message>
    <message>
        <source>; %1 says %2</source>
        <translation>; laut %1 %2</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>lebendig</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>; SekiScope says %1</source>
        <translation>; SekiScope sagt: %1</translation>
    </message>
</context>
<context>
    <name>seki::ui::DeadStonePanel</name>
    <message>
        <source>Which stones are dead, and why</source>
        <translation>Welche Steine tot sind, und warum</translation>
    </message>
    <message>
        <source>SekiScope&apos;s own dead-stone finder reads the stones as they were played: every group lives. Stage 1 then takes off the stones marked dead.</source>
        <translation>SekiScopes eigene Suche nach toten Steinen liest die Steine, wie sie gespielt wurden: Jede Gruppe lebt. Stufe 1 nimmt dann die als tot markierten Steine vom Brett.</translation>
    </message>
    <message>
        <source>SekiScope&apos;s own dead-stone finder reads the stones as they were played: dead groups %1, groups in seki %2, undecided %3. Step through them to see why; stage 1 then takes off the stones marked dead.</source>
        <translation>SekiScopes eigene Suche nach toten Steinen liest die Steine, wie sie gespielt wurden: tote Gruppen %1, Gruppen im Seki %2, unentschieden %3. Gehen Sie sie durch, um zu sehen, warum; Stufe 1 nimmt dann die als tot markierten Steine vom Brett.</translation>
    </message>
    <message>
        <source>The game&apos;s marks leave it alive.</source>
        <translation>Die Markierungen der Partie lassen sie leben.</translation>
    </message>
    <message>
        <source>The game&apos;s marks call it dead.</source>
        <translation>Die Markierungen der Partie nennen sie tot.</translation>
    </message>
    <message>
        <source>The game&apos;s marks call some of it dead.</source>
        <translation>Die Markierungen der Partie nennen einen Teil davon tot.</translation>
    </message>
    <message>
        <source>%1. %2. %3</source>
        <translation>%1. %2. %3</translation>
    </message>
    <message>
        <source>Open a game to see which stones are dead, and why.</source>
        <translation>Öffnen Sie eine Partie, um zu sehen, welche Steine tot sind, und warum.</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
</context>
<context>
    <name>seki::ui::EngineClient</name>
    <message>
        <source>%1 gave no answer in %2 seconds.</source>
        <translation>%1 hat in %2 Sekunden nicht geantwortet.</translation>
    </message>
    <message>
        <source>No engine is set (Edit › Preferences).</source>
        <translation>Keine Engine eingestellt (Bearbeiten › Einstellungen).</translation>
    </message>
    <message>
        <source>The engine could not be started: &apos;%1&apos; (%2). Install GNU Go, or name another GTP engine (Edit › Preferences, or --engine).</source>
        <translation>Die Engine konnte nicht gestartet werden: &apos;%1&apos; (%2). Installieren Sie GNU Go oder nennen Sie eine andere GTP-Engine (Bearbeiten › Einstellungen oder --engine).</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 ist abgestürzt.</translation>
    </message>
    <message>
        <source>%1 stopped (exit status %2).</source>
        <translation>%1 hat sich beendet (Exit-Status %2).</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>Meldung: %1</translation>
    </message>
    <message>
        <source>A GTP engine takes square boards only; this one is %1×%2.</source>
        <translation>Eine GTP-Engine nimmt nur quadratische Bretter; dieses ist %1×%2.</translation>
    </message>
    <message>
        <source>The block at %1 has no liberty: no game reaches this position.</source>
        <translation>Die Kette bei %1 hat keine Freiheit: Keine Partie erreicht diese Stellung.</translation>
    </message>
    <message>
        <source>The engine refused “%1”.</source>
        <translation>Die Engine hat „%1“ abgelehnt.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer is not GTP: “%1”.</source>
        <translation>Die Antwort der Engine ist kein GTP: „%1“.</translation>
    </message>
    <message>
        <source>The engine named “%1” dead, which is no point of this board.</source>
        <translation>Die Engine hat „%1“ als tot genannt, was kein Punkt dieses Bretts ist.</translation>
    </message>
    <message>
        <source>The engine named %1 dead, an empty point: its board differs from the game&apos;s.</source>
        <translation>Die Engine hat %1 als tot genannt, einen leeren Punkt: Ihr Brett weicht von dem der Partie ab.</translation>
    </message>
    <message>
        <source>GTP names the points of boards up to %1×%1; this one is %2×%3.</source>
        <translation>GTP benennt die Punkte von Brettern bis %1×%1; dieses ist %2×%3.</translation>
    </message>
    <message>
        <source>The engine cannot take a %1×%2 board (it answered “%3”). GNU Go plays up to %4×%4.</source>
        <translation>Die Engine kann kein %1×%2-Brett nehmen (Antwort: „%3“). GNU Go spielt bis %4×%4.</translation>
    </message>
</context>
<context>
    <name>seki::ui::EngineStatusWidget</name>
    <message>
        <source>Suggest Dead Stones</source>
        <translation>Tote Steine vorschlagen</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>No, Thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>No dead stones are marked.</source>
        <translation>Es sind keine toten Steine markiert.</translation>
    </message>
    <message>
        <source>%1 is reading the position…</source>
        <translation>%1 liest die Stellung …</translation>
    </message>
    <message>
        <source>Count Undecided Dead</source>
        <translation>Unentschiedene als tot zählen</translation>
    </message>
    <message>
        <source>Add the stones SekiScope could not decide (marked ?) to the suggestion; Accept alone leaves them alive</source>
        <translation>Die Steine, die SekiScope nicht entscheiden konnte (mit ? markiert), zum Vorschlag hinzufügen; Annehmen allein lässt sie leben</translation>
    </message>
</context>
<context>
    <name>seki::ui::EstimateController</name>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>Punktestand &amp;schätzen</translation>
    </message>
    <message>
        <source>Shade who owns each point of the position shown, as SekiScope estimates it (an estimate, not a count; the game may go on)</source>
        <translation>Zeigt schattiert, wem jeder Punkt der gezeigten Stellung nach SekiScopes Schätzung gehört (eine Schätzung, keine Zählung; die Partie kann weitergehen)</translation>
    </message>
    <message>
        <source>Black leads by %1</source>
        <translation>Schwarz führt mit %1</translation>
    </message>
    <message>
        <source>White leads by %1</source>
        <translation>Weiß führt mit %1</translation>
    </message>
    <message>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>Estimate, not a count: %1 (Black %2, White %3 and komi)</source>
        <translation>Schätzung, keine Zählung: %1 (Schwarz %2, Weiß %3 und Komi)</translation>
    </message>
    <message>
        <source>SekiScope&apos;s estimate: its own dead stones, the areas each side closed, and the rest to the side whose stones are nearer (Go › Estimate Score)</source>
        <translation>SekiScopes Schätzung: seine eigenen toten Steine, die Gebiete, die jede Seite geschlossen hat, und der Rest für die Seite, deren Steine näher sind (Züge › Punktestand schätzen)</translation>
    </message>
</context>
<context>
    <name>seki::ui::ExercisePanel</name>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>B+3, W+2.5 or 0</source>
        <translation>B+3, W+2.5 oder 0</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check the answer given so far</source>
        <translation>Die bisherige Antwort prüfen</translation>
    </message>
    <message>
        <source>Show &amp;Answer</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>Draw the lesson&apos;s answer on the board</source>
        <translation>Die Lösung der Lektion auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Try A&amp;gain</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>Clear the answer and start again</source>
        <translation>Die Antwort löschen und neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nächste</translation>
    </message>
    <message>
        <source>Exercise %1 of %2 · %3 solved</source>
        <translation>Aufgabe %1 von %2 · %3 gelöst</translation>
    </message>
</context>
<context>
    <name>seki::ui::ExerciseSession</name>
    <message>
        <source>This position poses no exercise.</source>
        <translation>Diese Stellung stellt keine Aufgabe.</translation>
    </message>
    <message>
        <source>The exercise&apos;s answer key cannot be read: %1</source>
        <translation>Der Lösungsschlüssel der Aufgabe ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Click each marked group to say what it is: once alive (circle), twice dead (cross), three times in seki (triangle). Then Check.</source>
        <translation>Klicken Sie jede markierte Gruppe an und sagen Sie, was sie ist: einmal lebt (Kreis), zweimal tot (Kreuz), dreimal Seki (Dreieck). Dann Prüfen.</translation>
    </message>
    <message>
        <source>Click each point of territory: once Black&apos;s, twice White&apos;s, three times no one&apos;s. Or type the result (B+3, W+2.5, 0). Then Check.</source>
        <translation>Klicken Sie jeden Gebietspunkt an: einmal Schwarz, zweimal Weiß, dreimal niemandes. Oder geben Sie das Ergebnis ein (B+3, W+2.5, 0). Dann Prüfen.</translation>
    </message>
    <message>
        <source>Black to play: click where Black should play.</source>
        <translation>Schwarz am Zug: Klicken Sie dorthin, wo Schwarz spielen sollte.</translation>
    </message>
    <message>
        <source>White to play: click where White should play.</source>
        <translation>Weiß am Zug: Klicken Sie dorthin, wo Weiß spielen sollte.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>%1 would be suicide: that stone has no liberty and captures nothing.</source>
        <translation>%1 wäre Selbstmord: Der Stein hat keine Freiheit und schlägt nichts.</translation>
    </message>
    <message>
        <source>%1 retakes the ko at once, which the rules forbid.</source>
        <translation>%1 nimmt das Ko sofort zurück, was die Regeln verbieten.</translation>
    </message>
    <message>
        <source>%1 is taken: play on an empty point.</source>
        <translation>%1 ist besetzt: Spielen Sie auf einen leeren Punkt.</translation>
    </message>
    <message>
        <source>Not %1. Try again.</source>
        <translation>Nicht %1. Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>Not %1: %2</source>
        <translation>Nicht %1: %2</translation>
    </message>
    <message>
        <source>Not %1. %2 Click the board to try again.</source>
        <translation>Nicht %1. %2 Klicken Sie aufs Brett, um es noch einmal zu versuchen.</translation>
    </message>
    <message>
        <source>Right, %1. %2 Your move again.</source>
        <translation>Richtig, %1. %2 Sie sind wieder am Zug.</translation>
    </message>
    <message>
        <source>Right, %1! %2</source>
        <translation>Richtig, %1! %2</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is alive: it has territory of its own (%3).</source>
        <translation>Die Gruppe von %1 bei %2 lebt: Sie hat eigenes Gebiet (%3).</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is dead: it cannot make two eyes, and at the end the players take it off as prisoners.</source>
        <translation>Die Gruppe von %1 bei %2 ist tot: Sie kann keine zwei Augen machen, und am Ende wird sie als Gefangene abgenommen.</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is in seki: it has one eye, %3, and shares %4 with the other side; whoever fills a shared point is captured.</source>
        <translation>Die Gruppe von %1 bei %2 steht im Seki: Sie hat ein Auge, %3, und teilt %4 mit der anderen Seite; wer einen gemeinsamen Punkt füllt, wird geschlagen.</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is in seki: it has no eye, and shares %3 with the other side; whoever fills a shared point is captured.</source>
        <translation>Die Gruppe von %1 bei %2 steht im Seki: Sie hat kein Auge und teilt %3 mit der anderen Seite; wer einen gemeinsamen Punkt füllt, wird geschlagen.</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is in seki: it cannot make two eyes, and the other side cannot capture it either.</source>
        <translation>Die Gruppe von %1 bei %2 steht im Seki: Sie kann keine zwei Augen machen, aber die andere Seite kann sie auch nicht schlagen.</translation>
    </message>
    <message>
        <source>Right: every group is what you said.</source>
        <translation>Richtig: Jede Gruppe ist, was Sie gesagt haben.</translation>
    </message>
    <message>
        <source>%1 of %2 groups are right.</source>
        <translation>%1 von %2 Gruppen sind richtig.</translation>
    </message>
    <message>
        <source>Mark the territory on the board, or type the result, then Check.</source>
        <translation>Markieren Sie das Gebiet auf dem Brett oder geben Sie das Ergebnis ein, dann Prüfen.</translation>
    </message>
    <message>
        <source>Every point is right.</source>
        <translation>Jeder Punkt ist richtig.</translation>
    </message>
    <message>
        <source>Territory you did not count (circled): %1.</source>
        <translation>Gebiet, das Sie nicht gezählt haben (eingekreist): %1.</translation>
    </message>
    <message>
        <source>Counted wrongly (crossed): %1.</source>
        <translation>Falsch gezählt (durchgekreuzt): %1.</translation>
    </message>
    <message>
        <source>The result is right: %1.</source>
        <translation>Das Ergebnis ist richtig: %1.</translation>
    </message>
    <message>
        <source>The result %1 is not right.</source>
        <translation>Das Ergebnis %1 ist nicht richtig.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>lebt</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>in seki</source>
        <translation>Seki</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2: %3.</source>
        <translation>Gruppe von %1 bei %2: %3.</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>Die Lösung:</translation>
    </message>
    <message>
        <source>The answer: %1; the marks show each side&apos;s territory.</source>
        <translation>Die Lösung: %1; die Markierungen zeigen das Gebiet jeder Seite.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Lösung: %1.</translation>
    </message>
    <message>
        <source>Not answered yet: the groups at %1.</source>
        <translation>Noch nicht beantwortet: die Gruppen bei %1.</translation>
    </message>
    <message>
        <source>%1: territory %2 + stones %3 = %4</source>
        <translation>%1: Gebiet %2 + Steine %3 = %4</translation>
    </message>
    <message>
        <source>%1: territory %2 + prisoners %3 = %4</source>
        <translation>%1: Gebiet %2 + Gefangene %3 = %4</translation>
    </message>
    <message>
        <source>%1: territory %2 + stones %3 + komi %4 = %5</source>
        <translation>%1: Gebiet %2 + Steine %3 + Komi %4 = %5</translation>
    </message>
    <message>
        <source>%1: territory %2 + prisoners %3 + komi %4 = %5</source>
        <translation>%1: Gebiet %2 + Gefangene %3 + Komi %4 = %5</translation>
    </message>
</context>
<context>
    <name>seki::ui::ExportController</name>
    <message>
        <source>&amp;Export Board…</source>
        <translation>Brett &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the board as it is shown as a PNG, SVG or PDF file</source>
        <translation>Das Brett, wie es gezeigt wird, als PNG-, SVG- oder PDF-Datei speichern</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Copy Board &amp;Image</source>
        <translation>Brett als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Copy the board as it is shown to the clipboard, as an image</source>
        <translation>Das Brett, wie es gezeigt wird, als Bild in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print a handout of the walk-through: diagrams with their explanations</source>
        <translation>Ein Handout der Zählung drucken: Diagramme mit ihren Erklärungen</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>See the handout&apos;s pages before printing</source>
        <translation>Die Seiten des Handouts vor dem Drucken ansehen</translation>
    </message>
    <message>
        <source>Copied the board (%1 × %2 pixels)</source>
        <translation>Brett kopiert (%1 × %2 Pixel)</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Handout drucken</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer</source>
        <translation>
            <numerusform>%n Seite an den Drucker gesendet</numerusform>
            <numerusform>%n Seiten an den Drucker gesendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Handout Preview</source>
        <translation>Handout-Vorschau</translation>
    </message>
</context>
<context>
    <name>seki::ui::EyeAnalysisPanel</name>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Zeichnung</translation>
    </message>
    <message>
        <source>Local game</source>
        <translation>Lokales Spiel</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>The space in GNU Go&apos;s notation: &apos;!&apos; marginal, &apos;.&apos; proper, &apos;X&apos; a dead stone</source>
        <translation>Der Raum in der Notation von GNU Go: &apos;!&apos; Randpunkt, &apos;.&apos; echter Punkt, &apos;X&apos; ein toter Stein</translation>
    </message>
    <message>
        <source>GNU Go&apos;s value {max|min}: eyes if the owner moves first | if the opponent does; then the four digits abcd</source>
        <translation>Wert nach GNU Go {max|min}: Augen, wenn der Besitzer zuerst zieht | wenn der Gegner es tut; dann die vier Ziffern abcd</translation>
    </message>
    <message>
        <source>The boundary-length table: eyes of the scorer&apos;s regions in the space</source>
        <translation>Die Randlängen-Tabelle: Augen der Bereiche des Zählverfahrens in diesem Raum</translation>
    </message>
    <message>
        <source>Eye spaces</source>
        <translation>Augenräume</translation>
    </message>
    <message>
        <source>The eye spaces cannot be read: %1</source>
        <translation>Die Augenräume können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reading the eye spaces…</source>
        <translation>Die Augenräume werden gelesen…</translation>
    </message>
    <message>
        <source>The eye spaces are read on the final position, with its dead stones marked (End).</source>
        <translation>Die Augenräume werden in der Endstellung mit markierten toten Steinen gelesen (Ende).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>seki inside</source>
        <translation>Seki darin</translation>
    </message>
    <message>
        <source>1 eye space: </source>
        <translation>1 Augenraum: </translation>
    </message>
    <message>
        <source>%1 eye spaces: </source>
        <translation>%1 Augenräume: </translation>
    </message>
    <message>
        <source>the two readings disagree on %1, %2 too large to solve (the table decides there).</source>
        <translation>die beiden Lesarten unterscheiden sich bei %1, %2 zu groß zum Lösen (dort entscheidet die Tabelle).</translation>
    </message>
    <message>
        <source>&lt;small&gt;Select an eye space to see it on the board, with its marginal points and its half and false eyes.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Wählen Sie einen Augenraum, um ihn mit seinen Randpunkten, halben und falschen Augen auf dem Brett zu sehen.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s eye space&lt;/b&gt;, 1 point: %2</source>
        <translation>&lt;b&gt;Augenraum von %1&lt;/b&gt;, 1 Punkt: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s eye space&lt;/b&gt;, %2 points: %3</source>
        <translation>&lt;b&gt;Augenraum von %1&lt;/b&gt;, %2 Punkte: %3</translation>
    </message>
    <message>
        <source>Local game %1: %2 if %3 moves first, %4 if %5 does. Digits abcd: %5 moves first twice (a) or once (b), %3 once (c) or twice (d).</source>
        <translation>Lokales Spiel %1: %2, wenn %3 zuerst zieht, %4, wenn %5 es tut. Ziffern abcd: %5 zieht zweimal (a) oder einmal (b) zuerst, %3 einmal (c) oder zweimal (d).</translation>
    </message>
    <message>
        <source>%1 cannot be captured here either: a seki is possible inside (GNU Go&apos;s reading, %2).</source>
        <translation>%1 kann auch hier nicht geschlagen werden: Darin ist ein Seki möglich (Lesart nach GNU Go, %2).</translation>
    </message>
    <message>
        <source>Local game: %1. No value is guessed: the boundary-length table decides here.</source>
        <translation>Lokales Spiel: %1. Es wird kein Wert geraten: Hier entscheidet die Randlängen-Tabelle.</translation>
    </message>
    <message>
        <source>Boundary-length table: %1.</source>
        <translation>Randlängen-Tabelle: %1.</translation>
    </message>
    <message>
        <source>%1 is a false eye, a marginal point &apos;!&apos; (diagonals %2)</source>
        <translation>%1 ist ein falsches Auge, ein Randpunkt &apos;!&apos; (Diagonalen %2)</translation>
    </message>
    <message>
        <source>%1 is a half eye (diagonals %2), key point %3</source>
        <translation>%1 ist ein halbes Auge (Diagonalen %2), Schlüsselpunkt %3</translation>
    </message>
    <message>
        <source>The topological test finds no half or false eye (1 point tested).</source>
        <translation>Der topologische Test findet kein halbes oder falsches Auge (1 Punkt geprüft).</translation>
    </message>
    <message>
        <source>The topological test finds no half or false eye (%1 points tested).</source>
        <translation>Der topologische Test findet kein halbes oder falsches Auge (%1 Punkte geprüft).</translation>
    </message>
</context>
<context>
    <name>seki::ui::EyeLensController</name>
    <message>
        <source>Eye Analysis</source>
        <translation>Augenanalyse</translation>
    </message>
    <message>
        <source>Show &amp;Eye Spaces</source>
        <translation>&amp;Augenräume zeigen</translation>
    </message>
    <message>
        <source>Outline every eye space on the board and mark its half and false eyes (GNU Go&apos;s reading)</source>
        <translation>Jeden Augenraum auf dem Brett umranden und seine halben und falschen Augen markieren (Lesart nach GNU Go)</translation>
    </message>
    <message>
        <source>Count eyes with the boundary-length table (the default reading)</source>
        <translation>Augen mit der Randlängen-Tabelle zählen (die Standard-Lesart)</translation>
    </message>
    <message>
        <source>Decide seki with GNU Go&apos;s local-game values where they are solved; the Score dock shows both readings</source>
        <translation>Seki mit den Werten des lokalen Spiels nach GNU Go entscheiden, wo sie gelöst sind; das Punkte-Fenster zeigt beide Lesarten</translation>
    </message>
    <message>
        <source>Eye &amp;Count</source>
        <translation>Augen&amp;zählung</translation>
    </message>
    <message>
        <source>&amp;GNU Go Local Games</source>
        <translation>&amp;Lokale Spiele nach GNU Go</translation>
    </message>
    <message>
        <source>&amp;Boundary Length Table</source>
        <translation>&amp;Randlängen-Tabelle</translation>
    </message>
    <message>
        <source>Reading the eye spaces…</source>
        <translation>Die Augenräume werden gelesen…</translation>
    </message>
    <message>
        <source>%1: in no eye space. Marking dead stones is off while the eye spaces are shown.</source>
        <translation>%1: in keinem Augenraum. Solange die Augenräume gezeigt werden, werden keine toten Steine markiert.</translation>
    </message>
    <message>
        <source>%1: Black&apos;s eye space of 1 point. Click to show it in Eye Analysis.</source>
        <translation>%1: Augenraum von Schwarz aus 1 Punkt. Klicken zeigt ihn in der Augenanalyse.</translation>
    </message>
    <message>
        <source>%1: White&apos;s eye space of 1 point. Click to show it in Eye Analysis.</source>
        <translation>%1: Augenraum von Weiß aus 1 Punkt. Klicken zeigt ihn in der Augenanalyse.</translation>
    </message>
    <message>
        <source>%1: Black&apos;s eye space of %2 points. Click to show it in Eye Analysis.</source>
        <translation>%1: Augenraum von Schwarz aus %2 Punkten. Klicken zeigt ihn in der Augenanalyse.</translation>
    </message>
    <message>
        <source>%1: White&apos;s eye space of %2 points. Click to show it in Eye Analysis.</source>
        <translation>%1: Augenraum von Weiß aus %2 Punkten. Klicken zeigt ihn in der Augenanalyse.</translation>
    </message>
</context>
<context>
    <name>seki::ui::FileController</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the dead stones, territory and result into the SGF file</source>
        <translation>Tote Steine, Gebiet und Ergebnis in die SGF-Datei speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game as a new SGF file</source>
        <translation>Die Partie als neue SGF-Datei speichern</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>Neue Stellung</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>position.sgf</source>
        <translation>stellung.sgf</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>%1[*] — SekiScope</source>
        <translation>%1[*] — SekiScope</translation>
    </message>
    <message>
        <source>SekiScope</source>
        <translation>SekiScope</translation>
    </message>
    <message>
        <source>Open a game record (SGF, Tygem, WBaduk, Pandanet) or a scoring case (.pos)</source>
        <translation>Eine Partie (SGF, Tygem, WBaduk, Pandanet) oder einen Zählfall (.pos) öffnen</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <source>Open the game record on the clipboard (SGF, Tygem, WBaduk or Pandanet) as a new game</source>
        <translation>Die Partie aus der Zwischenablage (SGF, Tygem, WBaduk oder Pandanet) als neue Partie öffnen</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Eingefügte Partie</translation>
    </message>
    <message>
        <source>game.sgf</source>
        <translation>partie.sgf</translation>
    </message>
    <message>
        <source>the dropped text</source>
        <translation>dem abgelegten Text</translation>
    </message>
    <message>
        <source>Nothing to Paste</source>
        <translation>Nichts einzufügen</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Copy a game record (the SGF text, or a Tygem, WBaduk or Pandanet record), then paste it.</source>
        <translation>Kopieren Sie eine Partie (den SGF-Text oder eine Tygem-, WBaduk- oder Pandanet-Partie) und fügen Sie sie dann ein.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message>
        <source>Nothing to Open</source>
        <translation>Nichts zu öffnen</translation>
    </message>
    <message>
        <source>There is no text in %1.</source>
        <translation>In %1 ist kein Text.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>No Game Record</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <source>SekiScope cannot read the text in %1.</source>
        <translation>SekiScope kann den Text in %1 nicht lesen.</translation>
    </message>
    <message>
        <source>Copy a whole game record (SGF, or a Tygem, WBaduk or Pandanet record), or open its file with File › Open.</source>
        <translation>Kopieren Sie eine ganze Partie (SGF oder eine Tygem-, WBaduk- oder Pandanet-Partie), oder öffnen Sie ihre Datei mit Datei › Öffnen.</translation>
    </message>
    <message>
        <source>Opened the game record from %1; save it to keep it</source>
        <translation>Partie aus %1 geöffnet; speichern Sie sie, um sie zu behalten</translation>
    </message>
    <message>
        <source>Links Are Not Opened</source>
        <translation>Links werden nicht geöffnet</translation>
    </message>
    <message>
        <source>SekiScope does not fetch games from the network: %1</source>
        <translation>SekiScope lädt keine Partien aus dem Netz: %1</translation>
    </message>
    <message>
        <source>Download the game as an SGF file (on OGS: the game&apos;s menu › Download SGF) and open that file, or copy the SGF text and paste it here with Ctrl+V.</source>
        <translation>Laden Sie die Partie als SGF-Datei herunter (auf OGS: im Menü der Partie › Download SGF) und öffnen Sie diese Datei, oder kopieren Sie den SGF-Text und fügen Sie ihn hier mit Strg+V ein.</translation>
    </message>
    <message>
        <source>%1[*] (%2) — SekiScope</source>
        <translation>%1[*] (%2) — SekiScope</translation>
    </message>
</context>
<context>
    <name>seki::ui::GameDocument</name>
    <message>
        <source>Captured during play (not part of this record): %1 by Black, %2 by White.</source>
        <translation>Während der Partie geschlagen (nicht Teil dieses Protokolls): %1 von Schwarz, %2 von Weiß.</translation>
    </message>
    <message>
        <source>%1 (Black) – %2 (White)</source>
        <translation>%1 (Schwarz) – %2 (Weiß)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>seki::ui::GameInfoPanel</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Result in file</source>
        <translation>Ergebnis in der Datei</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Some texts may be shown wrongly: %1</source>
        <translation>Manche Texte werden eventuell falsch angezeigt: %1</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>Japanisch 1989</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Koreanisch</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>Neuseeländisch</translation>
    </message>
    <message>
        <source>Ing (GOE)</source>
        <translation>Ing (GOE)</translation>
    </message>
    <message>
        <source>In the file: RU[%1]</source>
        <translation>In der Datei: RU[%1]</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 (the file names none)</source>
        <translation>%1 (die Datei nennt keine)</translation>
    </message>
    <message>
        <source>%1 (KM[] has no value: read as 0)</source>
        <translation>%1 (KM[] ohne Wert: als 0 gelesen)</translation>
    </message>
    <message>
        <source>%1 (KM[%2]: the Fox server writes komi in hundredths)</source>
        <translation>%1 (KM[%2]: Der Fox-Server schreibt die Komi in Hundertsteln)</translation>
    </message>
    <message>
        <source>%1 – larger than the board&apos;s %2 points: surely not meant; counted as written</source>
        <translation>%1 – größer als die %2 Punkte des Bretts, sicher nicht so gemeint; wie geschrieben gezählt</translation>
    </message>
    <message>
        <source>Black won by resignation at move %1</source>
        <translation>Schwarz gewann durch Aufgabe im %1. Zug</translation>
    </message>
    <message>
        <source>White won by resignation at move %1</source>
        <translation>Weiß gewann durch Aufgabe im %1. Zug</translation>
    </message>
    <message>
        <source>Black won on time at move %1</source>
        <translation>Schwarz gewann durch Zeitüberschreitung im %1. Zug</translation>
    </message>
    <message>
        <source>White won on time at move %1</source>
        <translation>Weiß gewann durch Zeitüberschreitung im %1. Zug</translation>
    </message>
    <message>
        <source>Black won by forfeit</source>
        <translation>Schwarz gewann kampflos</translation>
    </message>
    <message>
        <source>White won by forfeit</source>
        <translation>Weiß gewann kampflos</translation>
    </message>
    <message>
        <source>No result (void)</source>
        <translation>Kein Ergebnis (ungültig)</translation>
    </message>
    <message>
        <source>Result unknown</source>
        <translation>Ergebnis unbekannt</translation>
    </message>
    <message>
        <source>%1: %2; not played out</source>
        <translation>%1: %2; nicht zu Ende gespielt</translation>
    </message>
    <message>
        <source>The file was read with warnings: %1</source>
        <translation>Die Datei wurde mit Warnungen gelesen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n in variations</source>
        <translation>
            <numerusform>%1, und %n in Varianten</numerusform>
            <numerusform>%1, und %n in Varianten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seki::ui::GameTreePanel</name>
    <message>
        <source>No comment at this move.</source>
        <translation>Kein Kommentar zu diesem Zug.</translation>
    </message>
    <message>
        <source>The record has no moves to comment on.</source>
        <translation>Das Protokoll hat keine Züge, die kommentiert sein könnten.</translation>
    </message>
    <message>
        <source>main line</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Start of the game (%1)</source>
        <translation>Beginn der Partie (%1)</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Zug %1: %2 (%3)</translation>
    </message>
    <message>
        <source>No variations on this line.</source>
        <translation>Keine Varianten auf diesem Weg.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black passes</source>
        <translation>Schwarz passt</translation>
    </message>
    <message>
        <source>White passes</source>
        <translation>Weiß passt</translation>
    </message>
    <message>
        <source>%1. %2 (main)</source>
        <translation>%1. %2 (Hauptvariante)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Next move: the variations lettered on the board</source>
        <translation>Nächster Zug: die auf dem Brett mit Buchstaben markierten Varianten</translation>
    </message>
    <message>
        <source>This move and its variations (Up, Down):</source>
        <translation>Dieser Zug und seine Varianten (Auf, Ab):</translation>
    </message>
    <message>
        <source>No variations at this move (Up, Down: the variations after move %1).</source>
        <translation>Keine Varianten bei diesem Zug (Auf, Ab: die Varianten nach Zug %1).</translation>
    </message>
    <message>
        <source>After move %1 (%2)</source>
        <translation>Nach Zug %1 (%2)</translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, nicht gespielt</translation>
    </message>
</context>
<context>
    <name>seki::ui::GameTreeView</name>
    <message>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <source>No move (position or comment)</source>
        <translation>Kein Zug (Stellung oder Kommentar)</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>Zug %1: %2 %3</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <translation>Zug %1: %2 passt</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s) branch off here</source>
        <translation>
            <numerusform>Hier zweigt %n Variante ab</numerusform>
            <numerusform>Hier zweigen %n Varianten ab</numerusform>
        </translation>
    </message>
    <message>
        <source>No game record: this position has no moves.</source>
        <translation>Kein Spielverlauf: Diese Stellung hat keine Züge.</translation>
    </message>
    <message>
        <source>Move %1: %2, not played</source>
        <translation>Zug %1: %2, nicht gespielt</translation>
    </message>
</context>
<context>
    <name>seki::ui::HandoutDialog</name>
    <message>
        <source>Handout</source>
        <translation>Handout</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 diagrams a page)</source>
        <translation>%1 × %2 (%3 Diagramme pro Seite)</translation>
    </message>
    <message>
        <source>The position and each stage</source>
        <translation>Die Stellung und jede Phase</translation>
    </message>
    <message>
        <source>Every step of the walk-through</source>
        <translation>Jeder Schritt der Zählung</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Diagrams:</source>
        <translation>&amp;Diagramme:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Anordnung:</translation>
    </message>
    <message>
        <source>&amp;Continue…</source>
        <translation>&amp;Weiter…</translation>
    </message>
    <message>
        <source>%1 diagrams on 1 page</source>
        <translation>%1 Diagramme auf 1 Seite</translation>
    </message>
    <message>
        <source>%1 diagrams on %2 pages</source>
        <translation>%1 Diagramme auf %2 Seiten</translation>
    </message>
    <message>
        <source>Around the stones that matter</source>
        <translation>Um die Steine, auf die es ankommt</translation>
    </message>
    <message>
        <source>The whole board</source>
        <translation>Das ganze Brett</translation>
    </message>
    <message>
        <source>Top left corner</source>
        <translation>Ecke oben links</translation>
    </message>
    <message>
        <source>Top right corner</source>
        <translation>Ecke oben rechts</translation>
    </message>
    <message>
        <source>Bottom left corner</source>
        <translation>Ecke unten links</translation>
    </message>
    <message>
        <source>Bottom right corner</source>
        <translation>Ecke unten rechts</translation>
    </message>
    <message>
        <source>Top side</source>
        <translation>Oberer Rand</translation>
    </message>
    <message>
        <source>Bottom side</source>
        <translation>Unterer Rand</translation>
    </message>
    <message>
        <source>Left side</source>
        <translation>Linker Rand</translation>
    </message>
    <message>
        <source>Right side</source>
        <translation>Rechter Rand</translation>
    </message>
    <message>
        <source>&amp;Paper colours: white board, black lines (otherwise the screen&apos;s theme)</source>
        <translation>&amp;Papierfarben: weißes Brett, schwarze Linien (sonst das Farbschema des Bildschirms)</translation>
    </message>
    <message>
        <source>Lea&amp;ve out diagrams that change nothing</source>
        <translation>Diagramme, die nichts ändern, weg&amp;lassen</translation>
    </message>
    <message>
        <source>A p&amp;roblem page first: the position without answers</source>
        <translation>Zuerst eine Auf&amp;gabenseite: die Stellung ohne Lösung</translation>
    </message>
    <message>
        <source>An &amp;answer page last: the counted position and the result</source>
        <translation>Zuletzt eine Lösungs&amp;seite: die gezählte Stellung und das Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>The lesson: its position, its lines with numbered moves, its exercises</source>
        <translation>Die Lektion: ihre Stellung, ihre Varianten mit nummerierten Zügen, ihre Übungen</translation>
    </message>
    <message>
        <source>&amp;Answers at the back: each exercise&apos;s key</source>
        <translation>&amp;Lösungen am Ende: der Schlüssel jeder Übung</translation>
    </message>
</context>
<context>
    <name>seki::ui::HelpController</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About SekiScope</source>
        <translation>Über &amp;SekiScope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About SekiScope</source>
        <translation>Über SekiScope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;SekiScope %1&lt;/h3&gt;&lt;p&gt;Mark the dead stones of a finished game of Go and get a territory score you can trust, seki included, under Japanese, 1989 Japanese and Chinese counting.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SekiScope %1&lt;/h3&gt;&lt;p&gt;Markieren Sie die toten Steine einer beendeten Go-Partie und erhalten Sie eine Gebietszählung, der Sie trauen können – Seki inbegriffen –, nach japanischen Regeln, den japanischen Regeln von 1989 und chinesischer Zählung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key of the window</source>
        <translation>Alle Tasten des Fensters</translation>
    </message>
</context>
<context>
    <name>seki::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>Show the window in this language; the choice is remembered</source>
        <translation>Das Fenster in dieser Sprache zeigen; die Wahl wird gespeichert</translation>
    </message>
</context>
<context>
    <name>seki::ui::LessonBrowser</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Filter lessons</source>
        <translation>Lektionen filtern</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Text der Lektion</translation>
    </message>
    <message>
        <source>&amp;Open Lesson</source>
        <translation>Lektion ö&amp;ffnen</translation>
    </message>
    <message>
        <source>No lessons are installed.</source>
        <translation>Es sind keine Lektionen installiert.</translation>
    </message>
    <message>
        <source>No lesson chosen</source>
        <translation>Keine Lektion gewählt</translation>
    </message>
    <message>
        <source>%1 × %2 board · rules: %3 · komi %4</source>
        <translation>%1 × %2 Brett · Regeln: %3 · Komi %4</translation>
    </message>
    <message>
        <source>Seki in Go</source>
        <translation>Seki im Go</translation>
    </message>
    <message>
        <source>How SekiScope counts</source>
        <translation>Wie SekiScope zählt</translation>
    </message>
    <message>
        <source>Shelves</source>
        <translation>Regale</translation>
    </message>
    <message>
        <source>My lessons</source>
        <translation>Meine Lektionen</translation>
    </message>
    <message>
        <source>The lessons you write appear here: set a position up in the board editor (File › New Position), give it a title, your text, marks and moves in the Lesson panel, and choose Save as Lesson.</source>
        <translation>Hier erscheinen die Lektionen, die Sie schreiben: Bauen Sie im Brett-Editor eine Stellung auf (Datei › Neue Stellung), geben Sie ihr im Lektionsfenster einen Titel, Ihren Text, Markierungen und Züge, und wählen Sie „Als Lektion speichern“.</translation>
    </message>
    <message>
        <source>Print &amp;Problems of This Shelf…</source>
        <translation>&amp;Aufgaben dieses Regals drucken…</translation>
    </message>
    <message>
        <source>A sheet of this shelf&apos;s exercises, numbered on a grid, with the answers at the back</source>
        <translation>Ein Blatt mit den Aufgaben dieses Regals, nummeriert im Raster, die Lösungen hinten</translation>
    </message>
</context>
<context>
    <name>seki::ui::LessonDraft</name>
    <message>
        <source>That point is taken.</source>
        <translation>Dieser Punkt ist besetzt.</translation>
    </message>
    <message>
        <source>That move would be suicide.</source>
        <translation>Dieser Zug wäre Selbstmord.</translation>
    </message>
    <message>
        <source>That retakes the ko at once: play elsewhere first.</source>
        <translation>Das schlägt das Ko sofort zurück: erst woanders spielen.</translation>
    </message>
</context>
<context>
    <name>seki::ui::LessonEditor</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>The lesson&apos;s name in the browser</source>
        <translation>Der Name der Lektion in der Übersicht</translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;text for this position:</source>
        <translation>&amp;Text des Lehrers zu dieser Stellung:</translation>
    </message>
    <message>
        <source>To &amp;play:</source>
        <translation>Am &amp;Zug:</translation>
    </message>
    <message>
        <source>Not said</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>The position before this move</source>
        <translation>Die Stellung vor diesem Zug</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>The lesson&apos;s first position, the one set up</source>
        <translation>Die erste Stellung der Lektion, die aufgebaute</translation>
    </message>
    <message>
        <source>Save as &amp;Lesson…</source>
        <translation>Als &amp;Lektion speichern…</translation>
    </message>
    <message>
        <source>Save the lesson to your lessons folder; the lesson browser shows it under My lessons</source>
        <translation>Die Lektion in Ihrem Lektionsordner speichern; die Lektionsübersicht zeigt sie unter „Meine Lektionen“</translation>
    </message>
    <message>
        <source>Save as Lesson</source>
        <translation>Als Lektion speichern</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>The first position (the stones set up).</source>
        <translation>Die erste Stellung (die aufgebauten Steine).</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>Zug %1: %2 %3</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>Stellung %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s) follow.</source>
        <translation>
            <numerusform>%n Variante folgt.</numerusform>
            <numerusform>%n Varianten folgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1 markieren</translation>
    </message>
    <message>
        <source>Letter at %1</source>
        <translation>Buchstabe auf %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Play Black %1</source>
        <translation>Schwarz %1 spielen</translation>
    </message>
    <message>
        <source>Play White %1</source>
        <translation>Weiß %1 spielen</translation>
    </message>
    <message>
        <source>click marks it, again takes the mark away</source>
        <translation>Klick markiert ihn, ein weiterer entfernt die Markierung</translation>
    </message>
    <message>
        <source>click plays Black here, right-click White</source>
        <translation>Klick spielt hier Schwarz, Rechtsklick Weiß</translation>
    </message>
    <message>
        <source>click plays White here, right-click Black</source>
        <translation>Klick spielt hier Weiß, Rechtsklick Schwarz</translation>
    </message>
    <message>
        <source>Nothing to save: set up a position first.</source>
        <translation>Nichts zu speichern: Bauen Sie zuerst eine Stellung auf.</translation>
    </message>
    <message>
        <source>Nobody plays</source>
        <translation>Keiner spielt</translation>
    </message>
    <message>
        <source>Saved the lesson as %1; Lessons › Browse Lessons shows it under My lessons</source>
        <translation>Lektion als %1 gespeichert; Lektionen › Lektionen durchsuchen zeigt sie unter „Meine Lektionen“</translation>
    </message>
    <message>
        <source>Mark the answer</source>
        <translation>Antwort markieren</translation>
    </message>
    <message>
        <source>Say why other moves are wrong</source>
        <translation>Sagen, warum andere Züge falsch sind</translation>
    </message>
    <message>
        <source>E&amp;xercise here:</source>
        <translation>&amp;Aufgabe hier:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Seki or not?</source>
        <translation>Seki oder nicht?</translation>
    </message>
    <message>
        <source>Count it</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Ask the student about this position; the text above is the question</source>
        <translation>Den Schüler nach dieser Stellung fragen; der Text oben ist die Frage</translation>
    </message>
    <message>
        <source>This &amp;move is:</source>
        <translation>Dieser &amp;Zug ist:</translation>
    </message>
    <message>
        <source>Not marked</source>
        <translation>Nicht markiert</translation>
    </message>
    <message>
        <source>A right answer</source>
        <translation>Eine richtige Antwort</translation>
    </message>
    <message>
        <source>A wrong answer</source>
        <translation>Eine falsche Antwort</translation>
    </message>
    <message>
        <source>For the exercise one move before: play this move&apos;s refutation after it</source>
        <translation>Für die Aufgabe einen Zug vorher: Spielen Sie danach die Widerlegung dieses Zuges</translation>
    </message>
    <message>
        <source>Other moves &amp;wrong:</source>
        <translation>Andere Züge &amp;falsch:</translation>
    </message>
    <message>
        <source>Why a move the lesson does not have is wrong</source>
        <translation>Warum ein Zug, den die Lektion nicht enthält, falsch ist</translation>
    </message>
    <message>
        <source>The key, as the scorer counts: %1 alive, %2 dead, %3 in seki. Mark stones of the groups to ask about only those; the dead stones are those marked dead.</source>
        <translation>Der Schlüssel, wie der Zähler zählt: %1 leben, %2 tot, %3 im Seki. Markieren Sie Steine der Gruppen, um nur nach diesen zu fragen; tot sind die als tot markierten Steine.</translation>
    </message>
    <message>
        <source>The student counts this position with the stones marked dead; the scorer&apos;s count is the answer.</source>
        <translation>Der Schüler zählt diese Stellung mit den als tot markierten Steinen; die Zählung des Zählers ist die Lösung.</translation>
    </message>
    <message>
        <source>Play the answers from here: mark each move right or wrong, and play the refutation after a wrong one.</source>
        <translation>Spielen Sie die Antworten von hier aus: Markieren Sie jeden Zug als richtig oder falsch, und spielen Sie nach einem falschen die Widerlegung.</translation>
    </message>
    <message>
        <source>Set the exercise</source>
        <translation>Aufgabe festlegen</translation>
    </message>
</context>
<context>
    <name>seki::ui::MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The marks of this position cannot be shown (line %1): %2</source>
        <translation>Die Markierungen dieser Stellung können nicht gezeigt werden (Zeile %1): %2</translation>
    </message>
    <message>
        <source>While the walk-through runs</source>
        <translation>Während die Zählung gezeigt wird</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>seki::ui::MoveActions</name>
    <message>
        <source>&amp;First Move</source>
        <translation>&amp;Erster Zug</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>Fina&amp;l Position</source>
        <translation>&amp;Endstellung</translation>
    </message>
    <message>
        <source>Go to the final position, where the dead stones are marked</source>
        <translation>Zur Endstellung gehen, in der die toten Steine markiert werden</translation>
    </message>
    <message>
        <source>Pre&amp;vious Variation</source>
        <translation>&amp;Vorherige Variante</translation>
    </message>
    <message>
        <source>Ne&amp;xt Variation</source>
        <translation>Nä&amp;chste Variante</translation>
    </message>
    <message>
        <source>&amp;Score the Position Shown</source>
        <translation>&amp;Gezeigte Stellung zählen</translation>
    </message>
    <message>
        <source>Count the position shown instead of the end of the game; Save still writes the end of the game&apos;s territory</source>
        <translation>Die gezeigte Stellung statt des Spielendes zählen; Speichern schreibt weiterhin das Gebiet am Spielende</translation>
    </message>
    <message>
        <source>&amp;Back 10 Moves</source>
        <translation>10 Züge &amp;zurück</translation>
    </message>
    <message>
        <source>For&amp;ward 10 Moves</source>
        <translation>10 Züge v&amp;or</translation>
    </message>
    <message>
        <source>&amp;Go to Move…</source>
        <translation>Zu Zug &amp;springen…</translation>
    </message>
    <message>
        <source>Go to a move of the line shown by its number</source>
        <translation>Zu einem Zug der gezeigten Folge nach seiner Nummer springen</translation>
    </message>
    <message>
        <source>Previous Fo&amp;rk</source>
        <translation>Vorherige Verz&amp;weigung</translation>
    </message>
    <message>
        <source>Back to the last move where the record branches</source>
        <translation>Zurück zum letzten Zug, an dem sich die Partie verzweigt</translation>
    </message>
    <message>
        <source>Next For&amp;k</source>
        <translation>Nächste Verzweig&amp;ung</translation>
    </message>
    <message>
        <source>On to the next move where the record branches</source>
        <translation>Weiter zum nächsten Zug, an dem sich die Partie verzweigt</translation>
    </message>
    <message>
        <source>Previous Co&amp;mment</source>
        <translation>Vorheriger &amp;Kommentar</translation>
    </message>
    <message>
        <source>Back to the last move with a comment</source>
        <translation>Zurück zum letzten Zug mit Kommentar</translation>
    </message>
    <message>
        <source>Next &amp;Comment</source>
        <translation>Nächster Ko&amp;mmentar</translation>
    </message>
    <message>
        <source>On to the next move with a comment</source>
        <translation>Weiter zum nächsten Zug mit Kommentar</translation>
    </message>
</context>
<context>
    <name>seki::ui::MoveBar</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Step through the record (Left, Right, Home, End)</source>
        <translation>Durch das Protokoll gehen (Links, Rechts, Pos1, Ende)</translation>
    </message>
    <message>
        <source>Move 000 of 000 (final)</source>
        <translation>Zug 000 von 000 (Ende)</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Keine Züge</translation>
    </message>
    <message>
        <source>Move %1 of %2 (final)</source>
        <translation>Zug %1 von %2 (Ende)</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>%1 · variation</source>
        <translation>%1 · Variante</translation>
    </message>
</context>
<context>
    <name>seki::ui::ParseErrorText</name>
    <message>
        <source>%1 (in the text read as %2)</source>
        <translation>%1 (im als %2 gelesenen Text)</translation>
    </message>
    <message>
        <source>a property&apos;s name has no upper-case letter</source>
        <translation>der Name einer Eigenschaft hat keinen Großbuchstaben</translation>
    </message>
    <message>
        <source>property %1 has no value (&apos;[&apos; expected)</source>
        <translation>die Eigenschaft %1 hat keinen Wert („[“ erwartet)</translation>
    </message>
    <message>
        <source>the value of property %1 is not closed (&apos;]&apos; missing)</source>
        <translation>der Wert der Eigenschaft %1 ist nicht geschlossen („]“ fehlt)</translation>
    </message>
    <message>
        <source>the value of property %1 is longer than %2 bytes</source>
        <translation>der Wert der Eigenschaft %1 ist länger als %2 Byte</translation>
    </message>
    <message>
        <source>a game tree must start with a node: &apos;;&apos; expected before &apos;(&apos;</source>
        <translation>ein Spielbaum muss mit einem Knoten beginnen: „;“ vor „(“ erwartet</translation>
    </message>
    <message>
        <source>variations nested deeper than %1 levels</source>
        <translation>Varianten sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>empty game tree: &apos;;&apos; expected before &apos;)&apos;</source>
        <translation>leerer Spielbaum: „;“ vor „)“ erwartet</translation>
    </message>
    <message>
        <source>a node after a variation: &apos;(&apos; or &apos;)&apos; expected</source>
        <translation>ein Knoten nach einer Variante: „(“ oder „)“ erwartet</translation>
    </message>
    <message>
        <source>more than %1 nodes</source>
        <translation>mehr als %1 Knoten</translation>
    </message>
    <message>
        <source>a property outside a node: &apos;;&apos; expected before it</source>
        <translation>eine Eigenschaft außerhalb eines Knotens: „;“ davor erwartet</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (%2)</source>
        <translation>unerwartetes Zeichen „%1“ (%2)</translation>
    </message>
    <message>
        <source>unexpected character %1</source>
        <translation>unerwartetes Zeichen %1</translation>
    </message>
    <message>
        <source>a game tree is not closed (&apos;)&apos; missing)</source>
        <translation>ein Spielbaum ist nicht geschlossen („)“ fehlt)</translation>
    </message>
    <message>
        <source>no game in the file</source>
        <translation>keine Partie in der Datei</translation>
    </message>
    <message>
        <source>setup before the first move: %1</source>
        <translation>Aufstellung vor dem ersten Zug: %1</translation>
    </message>
    <message>
        <source>setup after move %1: %2</source>
        <translation>Aufstellung nach Zug %1: %2</translation>
    </message>
    <message>
        <source>SZ[%1]: the board size must be a number from 1 to %2, or width:height</source>
        <translation>SZ[%1]: die Brettgröße muss eine Zahl von 1 bis %2 sein oder Breite:Höhe</translation>
    </message>
    <message>
        <source>GM[%1]: not a game of Go (GM[1])</source>
        <translation>GM[%1]: keine Go-Partie (GM[1])</translation>
    </message>
    <message>
        <source>KM[%1]: the komi is not a number</source>
        <translation>KM[%1]: das Komi ist keine Zahl</translation>
    </message>
    <message>
        <source>KM[%1]: the komi is beyond %2 points either way</source>
        <translation>KM[%1]: das Komi liegt über %2 Punkten für die eine oder andere Seite</translation>
    </message>
    <message>
        <source>HA[%1]: the handicap is not a whole number</source>
        <translation>HA[%1]: die Vorgabe ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1[%2]: the stones captured by Black and by White must be two whole numbers, as in %1[3:5]</source>
        <translation>%1[%2]: die Gefangenen von Schwarz und von Weiß müssen zwei ganze Zahlen sein, wie in %1[3:5]</translation>
    </message>
    <message>
        <source>move %1: %2[%3] is not a point</source>
        <translation>Zug %1: %2[%3] ist kein Punkt des Bretts</translation>
    </message>
    <message>
        <source>move %1: %2[%3] is off the %4x%5 board</source>
        <translation>Zug %1: %2[%3] liegt außerhalb des %4x%5-Bretts</translation>
    </message>
    <message>
        <source>move %1: %2[%3] is on an occupied point</source>
        <translation>Zug %1: %2[%3] steht auf einem besetzten Punkt</translation>
    </message>
    <message>
        <source>move %1: %2[%3] captures more than %4 stones in all: this is not a game record</source>
        <translation>Zug %1: mit %2[%3] gibt es insgesamt mehr als %4 Gefangene: das ist keine Partieaufzeichnung</translation>
    </message>
    <message>
        <source>%1: the setup places or removes more than %2 points in all (the limit for a game record)</source>
        <translation>%1: die Aufstellung setzt oder räumt insgesamt mehr als %2 Punkte (die Grenze für eine Partieaufzeichnung)</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] ist kein Punkt des Bretts</translation>
    </message>
    <message>
        <source>%1[%2]: the point is off the %3x%4 board</source>
        <translation>%1[%2]: der Punkt liegt außerhalb des %3x%4-Bretts</translation>
    </message>
    <message>
        <source>%1: the values name more than %2 points in all (the same points again and again)</source>
        <translation>%1: die Werte nennen insgesamt mehr als %2 Punkte (dieselben Punkte immer wieder)</translation>
    </message>
    <message>
        <source>expected &apos;key: value&apos;</source>
        <translation>„Schlüssel: Wert“ erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; given twice</source>
        <translation>„%1“ ist zweimal angegeben</translation>
    </message>
    <message>
        <source>the result is empty</source>
        <translation>das Ergebnis ist leer</translation>
    </message>
    <message>
        <source>&apos;%1:&apos; takes no value: the grid follows on the next lines</source>
        <translation>„%1:“ hat keinen Wert: das Raster folgt in den nächsten Zeilen</translation>
    </message>
    <message>
        <source>&apos;territory:&apos; must come after the board</source>
        <translation>„territory:“ muss nach dem Brett stehen</translation>
    </message>
    <message>
        <source>empty board: the grid&apos;s rows must follow &apos;board:&apos;</source>
        <translation>leeres Brett: die Zeilen des Rasters müssen auf „board:“ folgen</translation>
    </message>
    <message>
        <source>the territory has %1 rows, the board %2</source>
        <translation>das Gebiet hat %1 Zeilen, das Brett %2</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>no &apos;board:&apos; in the file</source>
        <translation>kein „board:“ in der Datei</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos; (territory or area)</source>
        <translation>unbekannte Regeln „%1“ (territory oder area)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>expected black=N or white=N</source>
        <translation>black=N oder white=N erwartet</translation>
    </message>
    <message>
        <source>a count of stones must be a whole number from 0 to %1</source>
        <translation>eine Anzahl Steine muss eine ganze Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>expected black=N and/or white=N</source>
        <translation>black=N und/oder white=N erwartet</translation>
    </message>
    <message>
        <source>unknown cell &apos;%1&apos; (expected one of %2)</source>
        <translation>unbekanntes Feld „%1“ (erwartet: eines von %2)</translation>
    </message>
    <message>
        <source>the cells must be separated by spaces</source>
        <translation>die Felder müssen durch Leerzeichen getrennt sein</translation>
    </message>
    <message>
        <source>the row has more than %1 cells</source>
        <translation>die Zeile hat mehr als %1 Felder</translation>
    </message>
    <message>
        <source>the board is wider than %1</source>
        <translation>das Brett ist breiter als %1</translation>
    </message>
    <message>
        <source>the row has %1 cells, expected %2</source>
        <translation>die Zeile hat %1 Felder, erwartet %2</translation>
    </message>
    <message>
        <source>the board is taller than %1</source>
        <translation>das Brett ist höher als %1</translation>
    </message>
    <message>
        <source>not a Tygem record that SekiScope can read: no game section (\GS)</source>
        <translation>keine Tygem-Aufzeichnung, die SekiScope lesen kann: kein Partieabschnitt (\GS)</translation>
    </message>
    <message>
        <source>INI: the handicap must be a number from 0 to 9, not &apos;%1&apos;</source>
        <translation>INI: die Vorgabe muss eine Zahl von 0 bis 9 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>STO: a move needs its player and point (STO 0 number player x y)</source>
        <translation>STO: ein Zug braucht seinen Spieler und seinen Punkt (STO 0 Nummer Spieler x y)</translation>
    </message>
    <message>
        <source>STO: the player must be 1 (Black) or 2 (White), not &apos;%1&apos;</source>
        <translation>STO: der Spieler muss 1 (Schwarz) oder 2 (Weiß) sein, nicht „%1“</translation>
    </message>
    <message>
        <source>STO: the point (%1, %2) is off the 19x19 board</source>
        <translation>STO: der Punkt (%1, %2) liegt außerhalb des 19x19-Bretts</translation>
    </message>
    <message>
        <source>not a WBaduk record that SekiScope can read: the header has %1 lines, not 12</source>
        <translation>keine WBaduk-Aufzeichnung, die SekiScope lesen kann: der Kopf hat %1 Zeilen, nicht 12</translation>
    </message>
    <message>
        <source>the board size must be a number from 2 to %2, not &apos;%1&apos;</source>
        <translation>die Brettgröße muss eine Zahl von 2 bis %2 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>the handicap must be a number from 0 to 9, not &apos;%1&apos;</source>
        <translation>die Vorgabe muss eine Zahl von 0 bis 9 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>the komi must be a number, not &apos;%1&apos;</source>
        <translation>das Komi muss eine Zahl sein, nicht „%1“</translation>
    </message>
    <message>
        <source>expected a move line such as PMABBREER, not &apos;%1&apos;</source>
        <translation>eine Zugzeile wie PMABBREER erwartet, nicht „%1“</translation>
    </message>
    <message>
        <source>the move&apos;s point is written &quot;%1&quot;, not twice as NGF writes it (xyyx)</source>
        <translation>der Punkt des Zuges ist als „%1“ geschrieben, nicht doppelt, wie NGF ihn schreibt (xyyx)</translation>
    </message>
    <message>
        <source>the move %1 is off the %2x%2 board</source>
        <translation>der Zug %1 liegt außerhalb des %2x%2-Bretts</translation>
    </message>
    <message>
        <source>not a Pandanet record that SekiScope can read: no [Header] and [Data] sections</source>
        <translation>keine Pandanet-Aufzeichnung, die SekiScope lesen kann: keine Abschnitte [Header] und [Data]</translation>
    </message>
    <message>
        <source>Hdcp: the handicap (0 to 9) and the komi, as in Hdcp=0,6.5, not &apos;%1&apos;</source>
        <translation>Hdcp: die Vorgabe (0 bis 9) und das Komi, wie in Hdcp=0,6.5, nicht „%1“</translation>
    </message>
    <message>
        <source>the point is off the %1x%1 board</source>
        <translation>der Punkt liegt außerhalb des %1x%1-Bretts</translation>
    </message>
    <message>
        <source>expected a move such as QP,B1,1,0, not &apos;%1&apos;</source>
        <translation>ein Zug wie QP,B1,1,0 erwartet, nicht „%1“</translation>
    </message>
    <message>
        <source>the point &apos;%1&apos; is not two capital letters</source>
        <translation>der Punkt „%1“ besteht nicht aus zwei Großbuchstaben</translation>
    </message>
    <message>
        <source>a stone set before the game cannot be a pass</source>
        <translation>ein vor der Partie gesetzter Stein kann kein Passen sein</translation>
    </message>
    <message>
        <source>expected a node such as NODE,2,1,17,16, not &apos;%1&apos;</source>
        <translation>ein Knoten wie NODE,2,1,17,16 erwartet, nicht „%1“</translation>
    </message>
    <message>
        <source>LB[%1]: a label needs a point and its text, as LB[dd:A]</source>
        <translation>LB[%1]: eine Beschriftung braucht einen Punkt und ihren Text, wie LB[dd:A]</translation>
    </message>
    <message>
        <source>LB[%1]: the point is off the board</source>
        <translation>LB[%1]: der Punkt liegt außerhalb des Bretts</translation>
    </message>
    <message>
        <source>PL[%1]: the side to play must be B or W</source>
        <translation>PL[%1]: die Seite am Zug muss B oder W sein</translation>
    </message>
    <message>
        <source>EX[%1]: the exercise is seki, count or move</source>
        <translation>EX[%1]: die Aufgabe ist seki, count oder move</translation>
    </message>
    <message>
        <source>%1: %2 is given two answers (alive, dead or seki)</source>
        <translation>%1: %2 hat zwei Antworten (lebend, tot oder Seki)</translation>
    </message>
    <message>
        <source>not enough memory to read this file</source>
        <translation>nicht genug Speicher, um diese Datei zu lesen</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 image</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: ein %1-Bild</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 archive</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: ein %1-Archiv</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 document</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: ein %1-Dokument</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a program (%1)</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: ein Programm (%1)</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 database</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: eine %1-Datenbank</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 file</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: eine %1-Datei</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a link (%1): SekiScope does not fetch games from the network; download the game as an SGF file and open that</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: ein Link (%1): SekiScope lädt keine Partien aus dem Netz; laden Sie die Partie als SGF-Datei herunter und öffnen Sie diese</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a web page (HTML)</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: eine Webseite (HTML)</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: an XML document</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: ein XML-Dokument</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: JSON data</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: JSON-Daten</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: binary data</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: Binärdaten</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: an empty file</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: eine leere Datei</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: text with no game record in it (no SGF game tree, and no Tygem, WBaduk or Pandanet record)</source>
        <translation>keine Go-Aufzeichnung, die SekiScope liest: Text ohne Partieaufzeichnung (kein SGF-Spielbaum und keine Aufzeichnung von Tygem, WBaduk oder Pandanet)</translation>
    </message>
</context>
<context>
    <name>seki::ui::PositionSetup</name>
    <message>
        <source>Remove the stone at %1</source>
        <translation>Stein bei %1 entfernen</translation>
    </message>
    <message>
        <source>Remove stones from %1</source>
        <translation>Steine ab %1 entfernen</translation>
    </message>
    <message>
        <source>Place a black stone at %1</source>
        <translation>Schwarzen Stein auf %1 setzen</translation>
    </message>
    <message>
        <source>Place black stones from %1</source>
        <translation>Schwarze Steine ab %1 setzen</translation>
    </message>
    <message>
        <source>Place a white stone at %1</source>
        <translation>Weißen Stein auf %1 setzen</translation>
    </message>
    <message>
        <source>Place white stones from %1</source>
        <translation>Weiße Steine ab %1 setzen</translation>
    </message>
    <message>
        <source>Place stones from %1</source>
        <translation>Steine ab %1 setzen</translation>
    </message>
    <message>
        <source>%1 is empty: click a stone to mark its block dead or alive.</source>
        <translation>%1 ist leer: Klicken Sie auf einen Stein, um seine Kette als tot oder lebend zu markieren.</translation>
    </message>
    <message>
        <source>Mark %1 dead</source>
        <translation>%1 als tot markieren</translation>
    </message>
    <message>
        <source>Mark %1 alive</source>
        <translation>%1 als lebend markieren</translation>
    </message>
    <message>
        <source>click removes it</source>
        <translation>Klick entfernt ihn</translation>
    </message>
    <message>
        <source>click places Black, right-click White</source>
        <translation>Klick setzt Schwarz, Rechtsklick Weiß</translation>
    </message>
    <message>
        <source>click places White, right-click Black</source>
        <translation>Klick setzt Weiß, Rechtsklick Schwarz</translation>
    </message>
    <message>
        <source>click places Black (then White)</source>
        <translation>Klick setzt Schwarz (dann Weiß)</translation>
    </message>
    <message>
        <source>click places White (then Black)</source>
        <translation>Klick setzt Weiß (dann Schwarz)</translation>
    </message>
    <message>
        <source>click marks its block alive</source>
        <translation>Klick markiert die Kette als lebend</translation>
    </message>
    <message>
        <source>click marks its block dead</source>
        <translation>Klick markiert die Kette als tot</translation>
    </message>
    <message>
        <source>Resize the board to %1 × %2</source>
        <translation>Brett auf %1 × %2 ändern</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Set komi</source>
        <translation>Komi festlegen</translation>
    </message>
    <message>
        <source>Set the rules to %1</source>
        <translation>Regeln auf %1 setzen</translation>
    </message>
</context>
<context>
    <name>seki::ui::PreferencesController</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Language, theme, coordinates and how the board is scored</source>
        <translation>Sprache, Design, Koordinaten und wie das Brett gezählt wird</translation>
    </message>
</context>
<context>
    <name>seki::ui::PresentationWindow</name>
    <message>
        <source>SekiScope Presentation</source>
        <translation>SekiScope-Präsentation</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>This position cannot be walked through.</source>
        <translation>Diese Stellung kann nicht schrittweise gezeigt werden.</translation>
    </message>
    <message>
        <source>Open a game or a lesson to present it.</source>
        <translation>Öffnen Sie eine Partie oder eine Lektion, um sie zu präsentieren.</translation>
    </message>
    <message>
        <source>Stage %1 of %2 · step %3 of %4</source>
        <translation>Phase %1 von %2 · Schritt %3 von %4</translation>
    </message>
    <message>
        <source>→ next · ← back · B blank · Esc leave</source>
        <translation>→ weiter · ← zurück · B leer · Esc beenden</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>Schwarz gewinnt mit %1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>Weiß gewinnt mit %1</translation>
    </message>
    <message>
        <source>A draw (jigo)</source>
        <translation>Unentschieden (Jigo)</translation>
    </message>
    <message>
        <source>No seki on this board.</source>
        <translation>Auf diesem Brett gibt es kein Seki.</translation>
    </message>
    <message>
        <source>Seki: %1 count for nobody.</source>
        <translation>Seki: %1 zählen für niemanden.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Lesson · position %1 of %2</source>
        <translation>Lektion · Stellung %1 von %2</translation>
    </message>
    <message>
        <source>1–%1 choose · → next · Esc leave</source>
        <translation>1–%1 wählen · → weiter · Esc beenden</translation>
    </message>
    <message>
        <source>%1 (the position as it stands counts %2)</source>
        <translation>%1 (die Stellung, wie sie steht, zählt %2)</translation>
    </message>
    <message>
        <source>click: play · A answer · T again</source>
        <translation>Klick: spielen · A Lösung · T noch einmal</translation>
    </message>
    <message>
        <source>click: answer · Enter check · A answer · T again</source>
        <translation>Klick: antworten · Enter prüfen · A Lösung · T noch einmal</translation>
    </message>
    <message>
        <source>→ next exercise · ← back · Esc leave</source>
        <translation>→ nächste Aufgabe · ← zurück · Esc beenden</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>Dead stones, before stage 1</source>
        <translation>Tote Steine, vor Phase 1</translation>
    </message>
    <message>
        <source>Stage %1 of %2</source>
        <translation>Phase %1 von %2</translation>
    </message>
    <message>
        <source>→ next · ← back · S every step · B blank · Esc leave</source>
        <translation>→ weiter · ← zurück · S jeder Schritt · B leer · Esc beenden</translation>
    </message>
    <message>
        <source>→ next · ← back · S one step per stage · B blank · Esc leave</source>
        <translation>→ weiter · ← zurück · S ein Schritt je Phase · B leer · Esc beenden</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecordDocks</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Kommentare</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Spielbaum</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecordNavigator</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>, captures %n</source>
        <translation>
            <numerusform>, %n Stein geschlagen</numerusform>
            <numerusform>, %n Steine geschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>not played: %1</source>
        <translation>nicht gespielt: %1</translation>
    </message>
    <message>
        <source>not set up: %1</source>
        <translation>nicht aufgestellt: %1</translation>
    </message>
    <message>
        <source>set up only in part: %1</source>
        <translation>nur zum Teil aufgestellt: %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecordedResultText</name>
    <message>
        <source>Black won by resignation</source>
        <translation>Schwarz gewann durch Aufgabe</translation>
    </message>
    <message>
        <source>White won by resignation</source>
        <translation>Weiß gewann durch Aufgabe</translation>
    </message>
    <message>
        <source>Black won on time</source>
        <translation>Schwarz gewann durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>White won on time</source>
        <translation>Weiß gewann durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Black won by forfeit</source>
        <translation>Schwarz gewann kampflos</translation>
    </message>
    <message>
        <source>White won by forfeit</source>
        <translation>Weiß gewann kampflos</translation>
    </message>
    <message>
        <source>No result (void)</source>
        <translation>Kein Ergebnis (ungültig)</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecoveryKeeper</name>
    <message>
        <source>Cannot keep a recovery copy of the marks in %1: %2</source>
        <translation>Eine Sicherungskopie der Markierungen in %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Unsaved marks kept for %1 were dropped: the file has changed since they were made.</source>
        <translation>Die für %1 aufbewahrten ungespeicherten Markierungen wurden verworfen: Die Datei hat sich seitdem geändert.</translation>
    </message>
    <message>
        <source>Restore unsaved marks</source>
        <translation>Ungespeicherte Markierungen wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n unsaved mark(s) in %1</source>
        <translation>
            <numerusform>%n ungespeicherte Markierung in %1 wiederhergestellt</numerusform>
            <numerusform>%n ungespeicherte Markierungen in %1 wiederhergestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot keep a recovery copy of the position in %1: %2</source>
        <translation>Keine Sicherungskopie der Stellung in %1 möglich: %2</translation>
    </message>
    <message>
        <source>Unsaved marks are kept for game %1 of %2: open that game to have them back.</source>
        <translation>Ungespeicherte Markierungen sind für Partie %1 von %2 aufbewahrt: Öffnen Sie diese Partie, um sie zurückzubekommen.</translation>
    </message>
    <message>
        <source>Unsaved marks kept for %1 were dropped: they do not say which of its games they belong to.</source>
        <translation>Ungespeicherte Markierungen für %1 wurden verworfen: Sie sagen nicht, zu welcher ihrer Partien sie gehören.</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecoveryStore</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>seki::ui::RegionInspector</name>
    <message>
        <source>Region at %1: %2, surrounded by %3</source>
        <translation>Bereich bei %1: %2, umschlossen von %3</translation>
    </message>
    <message>
        <source>Boundary stones: %1</source>
        <translation>Randsteine: %1</translation>
    </message>
    <message>
        <source>Boundary length: %1</source>
        <translation>Randlänge: %1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>Form: %1</translation>
    </message>
    <message>
        <source>no special shape</source>
        <translation>keine besondere Form</translation>
    </message>
    <message>
        <source>Eye count: %1</source>
        <translation>Augenzahl: %1</translation>
    </message>
    <message>
        <source>Expansion: this region alone</source>
        <translation>Verbund: nur dieser Bereich</translation>
    </message>
    <message>
        <source>Expansion: with the regions at %1</source>
        <translation>Verbund: mit den Bereichen bei %1</translation>
    </message>
    <message>
        <source>Eyes of the expansion, rounded up and summed: %1</source>
        <translation>Augen des Verbunds, aufgerundet und addiert: %1</translation>
    </message>
    <message>
        <source>Verdict: seki, these points do not score</source>
        <translation>Befund: Seki, diese Punkte zählen nicht</translation>
    </message>
    <message>
        <source>Verdict: %1&apos;s territory</source>
        <translation>Befund: Gebiet von %1</translation>
    </message>
    <message>
        <source>%1: filled by the scorer</source>
        <translation>%1: vom Zählverfahren gefüllt</translation>
    </message>
    <message>
        <source>%1: a dead %2 stone, removed in stage 1</source>
        <translation>%1: ein toter %2er Stein, in Phase 1 entfernt</translation>
    </message>
    <message>
        <source>%1: a %2 stone</source>
        <translation>%1: ein %2er Stein</translation>
    </message>
    <message>
        <source>Click an empty point to see its region.</source>
        <translation>Klicken Sie auf einen leeren Punkt, um seinen Bereich zu sehen.</translation>
    </message>
    <message>
        <source>%1: an empty point</source>
        <translation>%1: ein leerer Punkt</translation>
    </message>
    <message>
        <source>Click a point of the board while reviewing the scoring to see its region: boundary stones, boundary length, shape, eye count and expansion.</source>
        <translation>Klicken Sie während der Zählungsansicht auf einen Punkt des Bretts, um seinen Bereich zu sehen: Randsteine, Randlänge, Form, Augenzahl und Verbund.</translation>
    </message>
    <message>
        <source>SekiScope&apos;s finder: %1</source>
        <translation>SekiScopes Suche: %1</translation>
    </message>
</context>
<context>
    <name>seki::ui::RulesComparison</name>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Open a game to compare the rule sets.</source>
        <translation>Öffnen Sie eine Partie, um die Regelwerke zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 stone: counts as area</source>
        <translation>Stein von %1: zählt als Fläche</translation>
    </message>
    <message>
        <source>%1 stone: no territory</source>
        <translation>Stein von %1: kein Gebiet</translation>
    </message>
    <message>
        <source>%1&apos;s area</source>
        <translation>Fläche von %1</translation>
    </message>
    <message>
        <source>%1&apos;s territory</source>
        <translation>Gebiet von %1</translation>
    </message>
    <message>
        <source>dame: touches both colours</source>
        <translation>Dame: berührt beide Farben</translation>
    </message>
    <message>
        <source>false eye, filled %1: no one&apos;s</source>
        <translation>falsches Auge, gefüllt mit %1: gehört niemandem</translation>
    </message>
    <message>
        <source>in seki: the block at %1 touches dame</source>
        <translation>im Seki: die Kette bei %1 berührt Dame</translation>
    </message>
    <message>
        <source>in seki: its stones touch dame</source>
        <translation>im Seki: ihre Steine berühren Dame</translation>
    </message>
    <message>
        <source>eye in seki: its expansion has %1</source>
        <translation>Auge im Seki: sein Verbund hat %1</translation>
    </message>
    <message>
        <source>eye in seki</source>
        <translation>Auge im Seki</translation>
    </message>
    <message>
        <source> (a dead stone&apos;s point)</source>
        <translation> (Punkt eines toten Steins)</translation>
    </message>
    <message>
        <source> (depends on the fill&apos;s phase)</source>
        <translation> (hängt von der Phase der Füllung ab)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The three rule sets agree on every point. %1.</source>
        <translation>Die drei Regelwerke stimmen an jedem Punkt überein. %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>They disagree on %1. %2.</source>
        <translation>Sie unterscheiden sich bei %1. %2.</translation>
    </message>
    <message>
        <source>%1&apos;s territory: its stones are not in seki (Article 8)</source>
        <translation>Gebiet von %1: seine Steine sind nicht im Seki (Artikel 8)</translation>
    </message>
    <message>
        <source>dame, filled before the count (Article 9)</source>
        <translation>Dame, vor dem Zählen gefüllt (Artikel 9)</translation>
    </message>
    <message>
        <source>dame: no one can fill it (Article 8)</source>
        <translation>Dame: niemand kann sie füllen (Artikel 8)</translation>
    </message>
    <message>
        <source>teire: %1 adds a stone here before the count (Article 9)</source>
        <translation>Teire: %1 setzt hier vor dem Zählen einen Stein (Artikel 9)</translation>
    </message>
    <message>
        <source>in seki: the block at %1 touches a dame no one fills (Article 8)</source>
        <translation>im Seki: die Kette bei %1 berührt einen Dame, den niemand füllt (Artikel 8)</translation>
    </message>
    <message>
        <source>in seki: its stones touch a dame no one fills (Article 8)</source>
        <translation>im Seki: ihre Steine berühren einen Dame, den niemand füllt (Artikel 8)</translation>
    </message>
</context>
<context>
    <name>seki::ui::RulesMenu</name>
    <message>
        <source>Territory and prisoners; relaxed seki detection</source>
        <translation>Gebiet und Gefangene; großzügige Seki-Erkennung</translation>
    </message>
    <message>
        <source>The 1989 Japanese rules: stones touching dame are in seki</source>
        <translation>Die japanischen Regeln von 1989: Steine, die Dame berühren, sind im Seki</translation>
    </message>
    <message>
        <source>Area: stones and territory</source>
        <translation>Fläche: Steine und Gebiet</translation>
    </message>
    <message>
        <source>&amp;Territory Shown For</source>
        <translation>&amp;Gebiet anzeigen für</translation>
    </message>
</context>
<context>
    <name>seki::ui::RulesTitle</name>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>Japanisch 1989</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
</context>
<context>
    <name>seki::ui::SafeFileWriter</name>
    <message>
        <source>cannot encode the image as %1</source>
        <translation>das Bild kann nicht als %1 kodiert werden</translation>
    </message>
</context>
<context>
    <name>seki::ui::ScoreDock</name>
    <message>
        <source>The position cannot be scored: %1</source>
        <translation>Die Stellung kann nicht gezählt werden: %1</translation>
    </message>
    <message>
        <source>With GNU Go&apos;s local-game eye values</source>
        <translation>Mit den Augenwerten des lokalen Spiels nach GNU Go</translation>
    </message>
    <message>
        <source>Open a finished game (File › Open, or drop an SGF file on the window) to mark its dead stones and see the score.</source>
        <translation>Öffnen Sie eine beendete Partie (Datei › Öffnen, oder ziehen Sie eine SGF-Datei auf das Fenster), um ihre toten Steine zu markieren und die Zählung zu sehen.</translation>
    </message>
    <message>
        <source>Move %1 of %2 is shown as it was played. Dead stones are marked and the score is counted at the final position (End).</source>
        <translation>Zug %1 von %2 wird so gezeigt, wie er gespielt wurde. Tote Steine werden in der Endstellung markiert und gezählt (Ende).</translation>
    </message>
    <message>
        <source>A variation is shown (move %1). Dead stones are marked and the score is counted at the final position of the main line (End, then End again).</source>
        <translation>Eine Variante wird gezeigt (Zug %1). Tote Steine werden in der Endstellung der Hauptvariante markiert und gezählt (Ende, dann noch einmal Ende).</translation>
    </message>
    <message>
        <source>Counting the position after move %1</source>
        <translation>Gezählt wird die Stellung nach Zug %1</translation>
    </message>
    <message>
        <source>Counting the position after move %1 (variation)</source>
        <translation>Gezählt wird die Stellung nach Zug %1 (Variante)</translation>
    </message>
    <message>
        <source>Counting the end of the game, move %1</source>
        <translation>Gezählt wird das Spielende, Zug %1</translation>
    </message>
    <message>
        <source>The count is hidden while an exercise is being answered.</source>
        <translation>Die Zählung ist verborgen, solange eine Aufgabe beantwortet wird.</translation>
    </message>
    <message>
        <source>The board counted is not quite the position the record meant: on the way here the record has what could not be applied as written (%1). The count is of the board as shown.</source>
        <translation>Das gezählte Brett ist nicht ganz die Stellung, die die Aufzeichnung meint: auf dem Weg hierher enthält sie, was sich nicht wie geschrieben anwenden ließ (%1). Gezählt ist das Brett, wie es gezeigt wird.</translation>
    </message>
</context>
<context>
    <name>seki::ui::ScorePanel</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>Dead stones</source>
        <translation>Tote Steine</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>The board shows the territory under these rules</source>
        <translation>Das Brett zeigt das Gebiet nach diesen Regeln</translation>
    </message>
    <message>
        <source>Differs from the result with the boundary-length table (%1)</source>
        <translation>Weicht vom Ergebnis mit der Randlängen-Tabelle ab (%1)</translation>
    </message>
    <message>
        <source>%1: the verdict at %2 depends on how the neutral points are filled; they score for their owner, since a point is taken from its owner only when both fills agree.</source>
        <translation>%1: Der Befund bei %2 hängt davon ab, wie die neutralen Punkte gefüllt werden; sie zählen für ihren Besitzer, denn ein Punkt wird ihm nur genommen, wenn beide Füllungen übereinstimmen.</translation>
    </message>
    <message>
        <source>%1: White&apos;s komi row includes %2 points for Black&apos;s handicap stones.</source>
        <translation>%1: Die Komi-Zeile von Weiß enthält %2 Punkte für die Vorgabesteine von Schwarz.</translation>
    </message>
    <message>
        <source>&lt;small&gt;On the board: &amp;#9632; black&apos;s territory, &amp;#9633; white&apos;s territory, &amp;#215; dame (no one&apos;s), &amp;#9675; eye in seki, ? verdict depends on how the neutral points are filled, &amp;#9671; the file&apos;s own marks differ. Dead stones are drawn pale.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Auf dem Brett: &amp;#9632; Gebiet von Schwarz, &amp;#9633; Gebiet von Weiß, &amp;#215; Dame (niemandes), &amp;#9675; Auge im Seki, ? das Urteil hängt davon ab, wie die neutralen Punkte gefüllt werden, &amp;#9671; die eigenen Marken der Datei weichen ab. Tote Steine sind blass gezeichnet.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1: the file&apos;s own territory marks differ at %2 (violet diamonds on the board; point at one to see why).</source>
        <translation>%1: Die eigenen Gebietsmarken der Datei weichen bei %2 ab (violette Rauten auf dem Brett; zeigen Sie auf eine, um den Grund zu sehen).</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Zählung</translation>
    </message>
    <message>
        <source>The game was not played out: the count below is of the position as it stands, not the game&apos;s result.</source>
        <translation>Die Partie wurde nicht zu Ende gespielt: Die Zählung unten gilt der Stellung, wie sie steht, nicht dem Ergebnis der Partie.</translation>
    </message>
</context>
<context>
    <name>seki::ui::ScoringReview</name>
    <message>
        <source>Rules of the walk-through</source>
        <translation>Regeln der Zählungsansicht</translation>
    </message>
    <message>
        <source>Scoring Timeline</source>
        <translation>Zeitleiste der Auswertung</translation>
    </message>
    <message>
        <source>Region Inspector</source>
        <translation>Bereichsinspektor</translation>
    </message>
    <message>
        <source>Rules Side by Side</source>
        <translation>Regeln im Vergleich</translation>
    </message>
    <message>
        <source>&amp;Review Scoring</source>
        <translation>Zählung &amp;nachvollziehen</translation>
    </message>
    <message>
        <source>Step through the scorer&apos;s reasoning on the board, stage by stage</source>
        <translation>Die Überlegungen des Zählverfahrens auf dem Brett Phase für Phase durchgehen</translation>
    </message>
    <message>
        <source>Leave Review</source>
        <translation>Auswertung beenden</translation>
    </message>
    <message>
        <source>Scoring &amp;Walk-through</source>
        <translation>Zählung &amp;Schritt für Schritt</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Auswertung</translation>
    </message>
    <message>
        <source>Export Stage &amp;Image…</source>
        <translation>Phasen&amp;bild exportieren…</translation>
    </message>
    <message>
        <source>Save the board of the current step as a PNG or SVG file</source>
        <translation>Das Brett des aktuellen Schritts als PNG- oder SVG-Datei speichern</translation>
    </message>
    <message>
        <source>Export &amp;Handout (PDF)…</source>
        <translation>&amp;Handout exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Save the whole walk-through as a PDF, one page per stage</source>
        <translation>Die ganze Zählung als PDF speichern, eine Seite pro Phase</translation>
    </message>
    <message>
        <source>Open a finished game to step through how it is scored.</source>
        <translation>Öffnen Sie eine beendete Partie, um Schritt für Schritt zu sehen, wie sie gezählt wird.</translation>
    </message>
    <message>
        <source>Press Play, a step or Ctrl+R to show the walk-through on the board.</source>
        <translation>Drücken Sie Abspielen, einen Schritt oder Strg+R, um die Zählung auf dem Brett zu zeigen.</translation>
    </message>
    <message>
        <source>Export Stage Image</source>
        <translation>Phasenbild exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>How %1 is scored (%2)</source>
        <translation>Wie %1 gezählt wird (%2)</translation>
    </message>
    <message>
        <source>1 Dead</source>
        <translation>1 Tote Steine</translation>
    </message>
    <message>
        <source>2 Neutral</source>
        <translation>2 Neutral</translation>
    </message>
    <message>
        <source>3 False eyes</source>
        <translation>3 Falsche Augen</translation>
    </message>
    <message>
        <source>4 Eyes</source>
        <translation>4 Augen</translation>
    </message>
    <message>
        <source>5 Verdict</source>
        <translation>5 Seki</translation>
    </message>
    <message>
        <source>Fill the other way round</source>
        <translation>Andersherum füllen</translation>
    </message>
    <message>
        <source>Watch the checkered fill of the neutral points with the other colour first. A point is taken from its owner only when both fills agree.</source>
        <translation>Die schachbrettartige Füllung der neutralen Punkte mit der anderen Farbe zuerst ansehen. Ein Punkt wird seinem Besitzer nur genommen, wenn beide Füllungen übereinstimmen.</translation>
    </message>
    <message>
        <source>Dead stones</source>
        <translation>Tote Steine</translation>
    </message>
    <message>
        <source>One step per stage</source>
        <translation>Ein Schritt je Phase</translation>
    </message>
    <message>
        <source>The beginner&apos;s walk-through: each stage in one step, its result on the board and one sentence on what it does and found. Untick it for every step of the scorer.</source>
        <translation>Der Durchgang für Anfänger: jede Phase in einem Schritt, ihr Ergebnis auf dem Brett und ein Satz dazu, was sie tut und hier findet. Ohne Haken: jeder Schritt der Auswertung.</translation>
    </message>
</context>
<context>
    <name>seki::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Board and Scoring</source>
        <translation>Brett und Zählung</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>The window switches at once; View › Language offers the same choice.</source>
        <translation>Das Fenster wechselt sofort; Ansicht › Sprache bietet dieselbe Wahl.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>&amp;Territory shown for:</source>
        <translation>&amp;Gebiet anzeigen für:</translation>
    </message>
    <message>
        <source>The rules whose territory the board marks; the Score dock shows all three</source>
        <translation>Die Regeln, deren Gebiet das Brett markiert; das Punkte-Fenster zeigt alle drei</translation>
    </message>
    <message>
        <source>&amp;Eye count:</source>
        <translation>Augen&amp;zählung:</translation>
    </message>
    <message>
        <source>How the seki decision counts eyes: the boundary-length table, or GNU Go&apos;s local games where they are solved</source>
        <translation>Wie die Seki-Entscheidung Augen zählt: mit der Randlängen-Tabelle oder, wo sie gelöst sind, mit den lokalen Spielen nach GNU Go</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Outline the eye &amp;spaces on the board</source>
        <translation>&amp;Augenräume auf dem Brett umranden</translation>
    </message>
    <message>
        <source>GTP &amp;engine:</source>
        <translation>GTP-&amp;Engine:</translation>
    </message>
    <message>
        <source>When a game with no dead &amp;marks opens:</source>
        <translation>Partie ohne &amp;Tot-Markierungen geöffnet:</translation>
    </message>
    <message>
        <source>Offer a suggestion</source>
        <translation>Einen Vorschlag anbieten</translation>
    </message>
    <message>
        <source>Suggest dead stones at once</source>
        <translation>Sofort tote Steine vorschlagen</translation>
    </message>
    <message>
        <source>Do nothing</source>
        <translation>Nichts tun</translation>
    </message>
    <message>
        <source>Give &amp;up after:</source>
        <translation>&amp;Aufgeben nach:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Dead Stones</source>
        <translation>Tote Steine</translation>
    </message>
    <message>
        <source>&amp;Suggested by:</source>
        <translation>&amp;Vorgeschlagen von:</translation>
    </message>
    <message>
        <source>SekiScope&apos;s own finder</source>
        <translation>SekiScopes eigene Suche</translation>
    </message>
    <message>
        <source>The GTP engine below</source>
        <translation>Die GTP-Engine unten</translation>
    </message>
    <message>
        <source>Ask the engine &amp;too, and point out where the two disagree</source>
        <translation>Die Engine &amp;auch fragen und zeigen, wo die beiden sich unterscheiden</translation>
    </message>
    <message>
        <source>The program and its arguments, e.g. “gnugo --mode gtp” or “katago gtp -model MODEL -config CONFIG”. Score › Suggest Dead Stones asks it when it suggests the dead stones, or to compare.</source>
        <translation>Das Programm und seine Argumente, z. B. „gnugo --mode gtp“ oder „katago gtp -model MODELL -config KONFIG“. Zählen › Tote Steine vorschlagen fragt es, wenn es die toten Steine vorschlägt, oder zum Vergleich.</translation>
    </message>
</context>
<context>
    <name>seki::ui::ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Type to find a key or an action</source>
        <translation>Taste oder Aktion suchen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>seki::ui::StagePanel</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open a game to see this stage of the scoring.</source>
        <translation>Öffnen Sie eine Partie, um diese Phase der Zählung zu sehen.</translation>
    </message>
</context>
<context>
    <name>seki::ui::TeachingController</name>
    <message>
        <source>&amp;New Position…</source>
        <translation>&amp;Neue Stellung…</translation>
    </message>
    <message>
        <source>Set up a position of your own on a blank board</source>
        <translation>Eine eigene Stellung auf einem leeren Brett aufbauen</translation>
    </message>
    <message>
        <source>&amp;Browse Lessons…</source>
        <translation>Lektionen &amp;durchsuchen…</translation>
    </message>
    <message>
        <source>Open one of the built-in lessons on seki and its scoring</source>
        <translation>Eine der eingebauten Lektionen über Seki und seine Zählung öffnen</translation>
    </message>
    <message>
        <source>Export &amp;Handout (PDF)…</source>
        <translation>&amp;Handout exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Save a handout of the lesson or game as a PDF, several diagrams a page</source>
        <translation>Ein Handout der Lektion oder Partie als PDF speichern, mehrere Diagramme pro Seite</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Show the walk-through full screen for a class (Escape leaves)</source>
        <translation>Die Zählung für eine Klasse im Vollbild zeigen (Escape beendet)</translation>
    </message>
    <message>
        <source>Editor &amp;Tools</source>
        <translation>Editor-&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>New Position</source>
        <translation>Neue Stellung</translation>
    </message>
    <message>
        <source>%1 — SekiScope</source>
        <translation>%1 — SekiScope</translation>
    </message>
    <message>
        <source>SekiScope</source>
        <translation>SekiScope</translation>
    </message>
    <message>
        <source>%1 (Black) – %2 (White)</source>
        <translation>%1 (Schwarz) – %2 (Weiß)</translation>
    </message>
    <message>
        <source>Nothing to make a handout of: open a lesson or a game.</source>
        <translation>Nichts für ein Handout: Öffnen Sie eine Lektion oder eine Partie.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>stellung</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>-handout</source>
        <translation>-handout</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1 (%2 pages)</source>
        <translation>%1 exportiert (%2 Seiten)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>%1×%2 board</source>
        <translation>%1×%2-Brett</translation>
    </message>
    <message>
        <source>Restored the unsaved position; save it to keep it</source>
        <translation>Die ungespeicherte Stellung ist wiederhergestellt; speichern Sie sie, um sie zu behalten</translation>
    </message>
    <message>
        <source>&amp;Exercises…</source>
        <translation>&amp;Aufgaben…</translation>
    </message>
    <message>
        <source>Seki or not, count it, your move: exercises the scorer checks</source>
        <translation>Seki oder nicht, zählen, Ihr Zug: Aufgaben, die der Zähler prüft</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>There are no exercises in the lessons.</source>
        <translation>Die Lektionen enthalten keine Aufgaben.</translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation>Aufgaben: %1</translation>
    </message>
    <message>
        <source>This shelf poses no exercises.</source>
        <translation>Dieses Regal enthält keine Aufgaben.</translation>
    </message>
    <message>
        <source>Problems of This Shelf</source>
        <translation>Aufgaben dieses Regals</translation>
    </message>
    <message>
        <source>%1 plays off the board (not played)</source>
        <translation>%1 spielt außerhalb des Bretts (nicht gespielt)</translation>
    </message>
</context>
<context>
    <name>seki::ui::ThemeMenu</name>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
</context>
<context>
    <name>seki::ui::TimelineBar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Start of Stage</source>
        <translation>Anfang der Phase</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>End of Stage</source>
        <translation>Ende der Phase</translation>
    </message>
    <message>
        <source>First Step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Last Step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Scoring step</source>
        <translation>Zählschritt</translation>
    </message>
    <message>
        <source>stage 5 of 5 · step 888 of 888</source>
        <translation>Phase 5 von 5 · Schritt 888 von 888</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>keine Partie</translation>
    </message>
    <message>
        <source>stage %1 of %2 · start (%3)</source>
        <translation>Phase %1 von %2 · Anfang (%3)</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 Schritt</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <source>stage %1 of %2 · step %3 of %4</source>
        <translation>Phase %1 von %2 · Schritt %3 von %4</translation>
    </message>
    <message>
        <source>dead stones, before stage 1 · start (%1)</source>
        <translation>tote Steine, vor Stufe 1 · Anfang (%1)</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 Gruppe</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 Gruppen</translation>
    </message>
    <message>
        <source>dead stones, before stage 1 · group %1 of %2</source>
        <translation>tote Steine, vor Stufe 1 · Gruppe %1 von %2</translation>
    </message>
    <message>
        <source>dead stones, before stage 1</source>
        <translation>tote Steine, vor Phase 1</translation>
    </message>
    <message>
        <source>stage %1 of %2</source>
        <translation>Phase %1 von %2</translation>
    </message>
</context>
<context>
    <name>seki::ui::TraceBoardView</name>
    <message>
        <source>Scoring walk-through board</source>
        <translation>Brett der Zählungsansicht</translation>
    </message>
</context>
<context>
    <name>seki::ui::TryMoves</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>&amp;Try Moves</source>
        <translation>Züge &amp;ausprobieren</translation>
    </message>
    <message>
        <source>Play on the board from the move shown: each move is added as a variation, and Undo takes it back</source>
        <translation>Ab dem gezeigten Zug auf dem Brett spielen: Jeder Zug wird als Variante angefügt, Rückgängig nimmt ihn zurück</translation>
    </message>
    <message>
        <source>P&amp;ass (Tried)</source>
        <translation>&amp;Passen (ausprobiert)</translation>
    </message>
    <message>
        <source>The side to move passes, as a tried move</source>
        <translation>Die Seite am Zug passt, als ausprobierter Zug</translation>
    </message>
    <message>
        <source>&amp;Remove Tried Moves</source>
        <translation>Ausprobierte Züge &amp;entfernen</translation>
    </message>
    <message>
        <source>Take away the tried move shown and every move tried after it</source>
        <translation>Den gezeigten ausprobierten Zug und alle danach ausprobierten Züge entfernen</translation>
    </message>
    <message>
        <source>There is no record to try moves in.</source>
        <translation>Es gibt keinen Spielverlauf, in dem Züge ausprobiert werden könnten.</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 liegt nicht auf dem Brett.</translation>
    </message>
    <message>
        <source>%1 is taken: a stone stands there.</source>
        <translation>%1 ist besetzt: Dort steht ein Stein.</translation>
    </message>
    <message>
        <source>%1 would be suicide: the stone would have no liberty and capture nothing.</source>
        <translation>%1 wäre Selbstmord: Der Stein hätte keine Freiheit und schlüge nichts.</translation>
    </message>
    <message>
        <source>%1 retakes the ko at once: play a ko threat elsewhere first.</source>
        <translation>%1 schlägt das Ko sofort zurück: erst anderswo eine Ko-Drohung spielen.</translation>
    </message>
    <message>
        <source>This is the end of the game, the position that is scored: go back a move to try moves (a move here would lengthen the game).</source>
        <translation>Das ist das Ende der Partie, die gezählte Stellung: einen Zug zurückgehen, um Züge auszuprobieren (ein Zug hier würde die Partie verlängern).</translation>
    </message>
    <message>
        <source>%1: click to play %2 here</source>
        <translation>%1: klicken, um hier %2 zu spielen</translation>
    </message>
    <message>
        <source>Trying moves: %1 to play</source>
        <translation>Züge ausprobieren: %1 am Zug</translation>
    </message>
    <message>
        <source>Remove the tried moves from Black %1</source>
        <translation>Die ausprobierten Züge ab Schwarz %1 entfernen</translation>
    </message>
    <message>
        <source>Remove the tried moves from White %1</source>
        <translation>Die ausprobierten Züge ab Weiß %1 entfernen</translation>
    </message>
    <message>
        <source>Remove the tried moves from Black&apos;s pass</source>
        <translation>Die ausprobierten Züge ab dem Passen von Schwarz entfernen</translation>
    </message>
    <message>
        <source>Remove the tried moves from White&apos;s pass</source>
        <translation>Die ausprobierten Züge ab dem Passen von Weiß entfernen</translation>
    </message>
    <message>
        <source>Try Black %1</source>
        <translation>Ausprobiert: Schwarz %1</translation>
    </message>
    <message>
        <source>Try White %1</source>
        <translation>Ausprobiert: Weiß %1</translation>
    </message>
    <message>
        <source>Try: Black passes</source>
        <translation>Ausprobiert: Schwarz passt</translation>
    </message>
    <message>
        <source>Try: White passes</source>
        <translation>Ausprobiert: Weiß passt</translation>
    </message>
</context>
<context>
    <name>seki::ui::UndoActions</name>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>seki::ui::VerdictText</name>
    <message>
        <source>Alive</source>
        <translation>Lebendig</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Seki</source>
        <translation>Seki</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Black&apos;s stone at %1</source>
        <translation>Schwarzer Stein auf %1</translation>
    </message>
    <message>
        <source>Black&apos;s group at %1 (%2 stones)</source>
        <translation>Schwarze Gruppe auf %1 (%2 Steine)</translation>
    </message>
    <message>
        <source>White&apos;s stone at %1</source>
        <translation>Weißer Stein auf %1</translation>
    </message>
    <message>
        <source>White&apos;s group at %1 (%2 stones)</source>
        <translation>Weiße Gruppe auf %1 (%2 Steine)</translation>
    </message>
    <message>
        <source>Black&apos;s area</source>
        <translation>dem Gebiet von Schwarz</translation>
    </message>
    <message>
        <source>White&apos;s area</source>
        <translation>dem Gebiet von Weiß</translation>
    </message>
    <message>
        <source>Alive: two eyes (%1)</source>
        <translation>Lebendig: zwei Augen (%1)</translation>
    </message>
    <message>
        <source>Alive: it stands with its living stones, out of the opponent&apos;s reach</source>
        <translation>Lebendig: sie steht bei ihren lebenden Steinen, außer Reichweite des Gegners</translation>
    </message>
    <message>
        <source>Dead: no eye inside %1, %2 liberties left</source>
        <translation>Tot: kein Auge in %1, noch %2 Freiheiten</translation>
    </message>
    <message>
        <source>Dead: in atari inside %1</source>
        <translation>Tot: im Atari in %1</translation>
    </message>
    <message>
        <source>Dead: one eye (%1) and no way to make a second</source>
        <translation>Tot: ein Auge (%1) und keine Möglichkeit, ein zweites zu bilden</translation>
    </message>
    <message>
        <source>Dead: its eyes (%1) are false eyes</source>
        <translation>Tot: ihre Augen (%1) sind falsche Augen</translation>
    </message>
    <message>
        <source>Dead: its eye space (%1) gives one eye, whoever plays first</source>
        <translation>Tot: ihr Augenraum (%1) ergibt ein Auge, wer auch zuerst spielt</translation>
    </message>
    <message>
        <source>Seki: no eyes, and neither side can fill the shared liberties %1</source>
        <translation>Seki: keine Augen, und keine Seite kann die gemeinsamen Freiheiten %1 füllen</translation>
    </message>
    <message>
        <source>Seki: one eye, and neither side can fill the shared liberties %1</source>
        <translation>Seki: ein Auge, und keine Seite kann die gemeinsamen Freiheiten %1 füllen</translation>
    </message>
    <message>
        <source>Undecided: its eye space (%1) gives two eyes or one, whoever plays first</source>
        <translation>Unentschieden: ihr Augenraum (%1) ergibt zwei Augen oder eines, je nachdem, wer zuerst spielt</translation>
    </message>
    <message>
        <source>Undecided: a capturing race with %1 (%2 liberties against %3) that whoever plays first wins</source>
        <translation>Unentschieden: ein Wettlauf um Freiheiten mit %1 (%2 Freiheiten gegen %3), den gewinnt, wer zuerst spielt</translation>
    </message>
    <message>
        <source>Undecided: inside %1, but its last liberties (%2) cannot be filled without being captured</source>
        <translation>Unentschieden: in %1, aber ihre letzten Freiheiten (%2) können nicht gefüllt werden, ohne geschlagen zu werden</translation>
    </message>
    <message>
        <source>Undecided: its capture hangs on a double ko</source>
        <translation>Unentschieden: ihr Schlagen hängt an einem Doppel-Ko</translation>
    </message>
</context>
<context>
    <name>seki::ui::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Zugnummern</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keine</translation>
    </message>
    <message>
        <source>Last &amp;5 Moves</source>
        <translation>Letzte &amp;5 Züge</translation>
    </message>
    <message>
        <source>Last 1&amp;0 Moves</source>
        <translation>Letzte 1&amp;0 Züge</translation>
    </message>
    <message>
        <source>Last &amp;20 Moves</source>
        <translation>Letzte &amp;20 Züge</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>&amp;Alle Züge</translation>
    </message>
</context>
<context>
    <name>seki::ui::WalkStagePanel</name>
    <message>
        <source>Click to show this stage on the main board</source>
        <translation>Klicken, um diese Phase auf dem Hauptbrett zu zeigen</translation>
    </message>
</context>
<context>
    <name>seki::ui::WarningText</name>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>text after the game ignored</source>
        <translation>Text nach der Partie übergangen</translation>
    </message>
    <message>
        <source>%1: bytes that are not valid %2 were replaced with �</source>
        <translation>%1: Bytes, die kein gültiges %2 sind, wurden durch � ersetzt</translation>
    </message>
    <message>
        <source>cannot convert the text from the encoding &apos;%1&apos;</source>
        <translation>der Text lässt sich nicht aus der Kodierung „%1“ umwandeln</translation>
    </message>
    <message>
        <source>the text is %1 without a byte-order mark: read so</source>
        <translation>der Text ist %1 ohne Byte-Order-Mark: so gelesen</translation>
    </message>
    <message>
        <source>the file does not name its charset (no CA): its text was read as %1, which fits it</source>
        <translation>die Datei nennt ihren Zeichensatz nicht (kein CA): ihr Text wurde als %1 gelesen, was zu ihm passt</translation>
    </message>
    <message>
        <source>CA[%1] names a charset SekiScope cannot convert</source>
        <translation>CA[%1] nennt einen Zeichensatz, den SekiScope nicht umwandeln kann</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the file, which is not %1 (no byte of it is 0)</source>
        <translation>CA[%1] passt nicht zur Datei, die kein %1 ist (keines ihrer Bytes ist 0)</translation>
    </message>
    <message>
        <source>CA[%1] names a charset that does not keep SGF&apos;s ASCII characters</source>
        <translation>CA[%1] nennt einen Zeichensatz, der die ASCII-Zeichen von SGF nicht beibehält</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the file&apos;s bytes</source>
        <translation>CA[%1] passt nicht zu den Bytes der Datei</translation>
    </message>
    <message>
        <source>its text was read as %1, which the file also names</source>
        <translation>ihr Text wurde als %1 gelesen, das die Datei ebenfalls nennt</translation>
    </message>
    <message>
        <source>its text was read as %1, which fits it</source>
        <translation>ihr Text wurde als %1 gelesen, was zu ihm passt</translation>
    </message>
    <message>
        <source>its text was read as %1</source>
        <translation>ihr Text wurde als %1 gelesen</translation>
    </message>
    <message>
        <source>HA[%1]: more handicap stones than the %2x%3 board has points; Black&apos;s setup stones are counted (%4)</source>
        <translation>HA[%1]: mehr Vorgabesteine, als das %2x%3-Brett Punkte hat; die aufgestellten Steine von Schwarz werden gezählt (%4)</translation>
    </message>
    <message>
        <source>HA[%1] is more than Black&apos;s setup stones (%2): the stones are counted</source>
        <translation>HA[%1] ist mehr als die aufgestellten Steine von Schwarz (%2): die Steine werden gezählt</translation>
    </message>
    <message>
        <source>a handicap of %1 has no places on a %2x%2 board: no stones set</source>
        <translation>eine Vorgabe von %1 hat auf einem %2x%2-Brett keine Punkte: keine Steine gesetzt</translation>
    </message>
    <message>
        <source>the review&apos;s moves ([ReviewNode]) differ from the game&apos;s ([Data]): the review&apos;s variations and comments are left out</source>
        <translation>die Züge der Besprechung ([ReviewNode]) weichen von denen der Partie ([Data]) ab: die Varianten und Kommentare der Besprechung werden weggelassen</translation>
    </message>
    <message>
        <source>the record gives a dum of %1 (GAMEDUM) beside the komi; SekiScope counts the komi (GONGJE) only</source>
        <translation>die Aufzeichnung nennt neben dem Komi ein Dum von %1 (GAMEDUM); SekiScope zählt nur das Komi (GONGJE)</translation>
    </message>
</context>
</TS>
