<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BoardExporter</name>
    <message>
        <source>Go board</source>
        <translation>碁盤</translation>
    </message>
    <message>
        <source>Drawn by SekiScope</source>
        <translation>SekiScope で作成</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
</context>
<context>
    <name>DialogPrompts</name>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1、%2 行 %3 列：%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>SekiScope cannot read “%1”.</source>
        <translation>SekiScope は「%1」を読み込めません。</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>%1 行 %2 列：%3</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation>保存しますか？</translation>
    </message>
    <message>
        <source>Replace the Result?</source>
        <translation>結果を置き換えますか？</translation>
    </message>
    <message>
        <source>The file gives the result %1, but the marked position scores %2.</source>
        <translation>ファイルの結果は %1 ですが、指定した局面の計算結果は %2 です。</translation>
    </message>
    <message>
        <source>Write %1 as the game&apos;s result, or keep %2?</source>
        <translation>%1 を対局結果として書き込みますか、それとも %2 のままにしますか？</translation>
    </message>
    <message>
        <source>Write %1</source>
        <translation>%1 を書き込む</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 のままにする</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Save Game As SGF</source>
        <translation>SGF として保存</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF ファイル (*.sgf)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>碁盤を書き出す</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg);;PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Save File</source>
        <translation>ファイルを保存できません</translation>
    </message>
    <message>
        <source>SekiScope could not save “%1”.</source>
        <translation>SekiScope は「%1」を保存できませんでした。</translation>
    </message>
    <message>
        <source>The file on disk has not been changed.</source>
        <translation>ディスク上のファイルは変更されていません。</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>何も書き込まれていません。</translation>
    </message>
    <message>
        <source>%1

%2 Your marks are still open here: try another folder with Save As.</source>
        <translation>%1

%2 指定した内容はこのまま開いています。「名前を付けて保存」で別のフォルダーを試してください。</translation>
    </message>
    <message>
        <source>Restore Unsaved Marks?</source>
        <translation>未保存の指定を復元しますか？</translation>
    </message>
    <message numerus="yes">
        <source>Restore the %n dead-stone mark(s) you had not saved in “%1”?</source>
        <translation>
            <numerusform>「%1」で保存されなかった死に石の指定 %n 件を復元しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>SekiScope kept them when it last closed without saving (%1). Restoring makes them one step you can undo.</source>
        <translation>前回 SekiScope が保存せずに終了したときに保管しておきました (%1)。復元は元に戻せる 1 つの操作になります。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Unsaved Marks Kept</source>
        <translation>未保存の指定を保管しました</translation>
    </message>
    <message numerus="yes">
        <source>SekiScope did not close cleanly last time: the dead stones marked in %n file(s) were not saved, and have been kept.</source>
        <translation>
            <numerusform>前回 SekiScope は正常に終了しませんでした。%n 個のファイルで指定した死に石は保存されていなかったため、保管してあります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a file to be offered its marks back:
%1</source>
        <translation>ファイルを開くと、その指定を復元できます:
%1</translation>
    </message>
    <message>
        <source>Restore Unsaved Position?</source>
        <translation>保存されていない局面を復元しますか？</translation>
    </message>
    <message>
        <source>A position you set up in the board editor (%1) was not saved when SekiScope last closed. Open it again?</source>
        <translation>盤面エディタで作った局面（%1）が、SekiScope の前回終了時に保存されていませんでした。もう一度開きますか？</translation>
    </message>
    <message>
        <source>SekiScope kept it at %1. It opens as a new, unsaved position.</source>
        <translation>SekiScope が %1 に保管しました。新しい未保存の局面として開きます。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 を開く</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one do you want to review?</source>
        <translation>
            <numerusform>%1 には %n 局あります。どの対局を検討しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Go games (%1)</source>
        <translation>碁の棋譜 (%1)</translation>
    </message>
    <message>
        <source>SGF files (%1)</source>
        <translation>SGF ファイル (%1)</translation>
    </message>
    <message>
        <source>Tygem records (%1)</source>
        <translation>Tygem の棋譜 (%1)</translation>
    </message>
    <message>
        <source>WBaduk / Oro records (%1)</source>
        <translation>WBaduk / Oro の棋譜 (%1)</translation>
    </message>
    <message>
        <source>Pandanet records (%1)</source>
        <translation>パンダネットの棋譜 (%1)</translation>
    </message>
    <message>
        <source>Scoring cases (%1)</source>
        <translation>計算の例題 (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n files were dropped; SekiScope shows one game at a time. Which one do you want to open?</source>
        <translation>
            <numerusform>%n 個のファイルがドロップされました。SekiScope は一度に一局を表示します。どれを開きますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>The changes to “%1” have not been saved.</source>
        <translation>「%1」の変更は保存されていません。</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>手数を指定して移動</translation>
    </message>
    <message>
        <source>Move number (0 to %1):</source>
        <translation>手数（0〜%1）：</translation>
    </message>
</context>
<context>
    <name>EyeComparison</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>1 eye</source>
        <translation>一眼</translation>
    </message>
    <message>
        <source>%1 eyes</source>
        <translation>%1 眼</translation>
    </message>
    <message>
        <source>0 (filled as a false eye)</source>
        <translation>0（欠け眼として埋める）</translation>
    </message>
    <message>
        <source>%1 (length %2)</source>
        <translation>%1（長さ %2）</translation>
    </message>
    <message>
        <source>%1 (lengths %2)</source>
        <translation>%1（長さ %2）</translation>
    </message>
    <message>
        <source>a chimera: two eyes if %1 moves first, none if %2 does</source>
        <translation>キメラ：%1が先なら二眼、%2が先なら眼なし</translation>
    </message>
    <message>
        <source>%1 is a false eye (its diagonals sum to %2), which the table counts as eye space</source>
        <translation>%1 は欠け眼（斜めの合計 %2）ですが、表は眼形として数えます</translation>
    </message>
    <message>
        <source>%1 are false eyes, which the table counts as eye space</source>
        <translation>%1 は欠け眼ですが、表は眼形として数えます</translation>
    </message>
    <message>
        <source>%1 is a half eye: an eye or not, whoever plays %2 first</source>
        <translation>%1 は後手眼です：先に %2 に打つ側しだいで眼になるかどうかが決まります</translation>
    </message>
    <message>
        <source>1 dead stone inside (%1), which the table reads as an empty point</source>
        <translation>中に死に石 1 子（%1）、表はこれを空点として読みます</translation>
    </message>
    <message>
        <source>%1 dead stones inside (%2), which the table reads as empty points</source>
        <translation>中に死に石 %1 子（%2）、表はこれらを空点として読みます</translation>
    </message>
    <message>
        <source>the table counts its %1 regions one by one</source>
        <translation>表はその %1 個の領域を一つずつ数えます</translation>
    </message>
    <message>
        <source>the boundary length undercounts this %1-point shape</source>
        <translation>境界の長さはこの %1 目の形を少なく数えます</translation>
    </message>
    <message>
        <source>the boundary length overcounts this %1-point shape</source>
        <translation>境界の長さはこの %1 目の形を多く数えます</translation>
    </message>
    <message>
        <source>The scorer fills it as an obvious false eye (no eyes); the local game gives %1: %2</source>
        <translation>計算では明らかな欠け眼として埋めます（眼なし）。局所読みでは %1：%2</translation>
    </message>
    <message>
        <source>boundary length %1</source>
        <translation>境界の長さ %1</translation>
    </message>
    <message>
        <source>boundary lengths %1</source>
        <translation>境界の長さ %1</translation>
    </message>
    <message>
        <source>The table counts %1 from %2; the local game gives %3: %4</source>
        <translation>表は %2 から %1 と数え、局所読みでは %3：%4</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>cannot read: it is a folder</source>
        <translation>読み込めません：フォルダーです</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>読み込めません：%1</translation>
    </message>
    <message>
        <source>the file is %1 MiB; game files are read up to %2 MiB</source>
        <translation>ファイルは %1 MiB あります。棋譜ファイルは %2 MiB まで読み込みます</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the limit for game files</source>
        <translation>ファイルが %1 MiB（棋譜ファイルの上限）を超えています</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>ファイル名がありません</translation>
    </message>
    <message>
        <source>cannot read: it is not a regular file (a pipe, a device or a socket)</source>
        <translation>読めません：通常のファイルではありません（パイプ、デバイス、ソケット）</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>The position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>%1, step %2 of %3</source>
        <translation>%1、ステップ %2 / %3</translation>
    </message>
    <message>
        <source>Result: a draw (Black %1, White %2).</source>
        <translation>結果：持碁（黒 %1、白 %2）。</translation>
    </message>
    <message>
        <source>Result: %1 (Black %2, White %3).</source>
        <translation>結果：%1（黒 %2、白 %3）。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page %1 of %2 · SekiScope</source>
        <translation>%1 / %2 ページ · SekiScope</translation>
    </message>
    <message>
        <source>This position cannot be scored.</source>
        <translation>この局面は計算できません。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>The position, counted under %1 rules, komi %2.</source>
        <translation>%1で数えた局面、コミ %2。</translation>
    </message>
    <message>
        <source>The stones the players marked dead carry a cross.</source>
        <translation>対局者が死に石とした石には × 印があります。</translation>
    </message>
    <message>
        <source>(Nothing changes here in stage %1, %2.)</source>
        <translation>（段階 %1「%2」では盤上に変化はありません。）</translation>
    </message>
    <message>
        <source>The black stone at %1 is dead.</source>
        <translation>%1 の黒石は死に石です。</translation>
    </message>
    <message>
        <source>The black stones at %1 are dead.</source>
        <translation>%1 の黒石は死に石です。</translation>
    </message>
    <message>
        <source>The white stone at %1 is dead.</source>
        <translation>%1 の白石は死に石です。</translation>
    </message>
    <message>
        <source>The white stones at %1 are dead.</source>
        <translation>%1 の白石は死に石です。</translation>
    </message>
    <message>
        <source>%1 lies between Black and White: it is no one&apos;s point.</source>
        <translation>%1 は黒と白の間にあり、どちらの地にもなりません。</translation>
    </message>
    <message>
        <source>%1 lie between Black and White: they are no one&apos;s points.</source>
        <translation>%1 は黒と白の間にあり、どちらの地にもなりません。</translation>
    </message>
    <message>
        <source>%1 is a false eye.</source>
        <translation>%1 は欠け眼です。</translation>
    </message>
    <message>
        <source>%1 are false eyes.</source>
        <translation>%1 は欠け眼です。</translation>
    </message>
    <message>
        <source>%1 is in seki; area counting still gives it to the stones around it.</source>
        <translation>%1 はセキですが、中国ルールの数え方では周りの石の側に数えます。</translation>
    </message>
    <message>
        <source>%1 are in seki; area counting still gives them to the stones around them.</source>
        <translation>%1 はセキですが、中国ルールの数え方では周りの石の側に数えます。</translation>
    </message>
    <message>
        <source>%1 is in seki: the groups around it live, but it counts for no one.</source>
        <translation>%1 はセキです。周りの一団は生きていますが、この点はどちらの地にもなりません。</translation>
    </message>
    <message>
        <source>%1 are in seki: the groups around them live, but they count for no one.</source>
        <translation>%1 はセキです。周りの一団は生きていますが、これらの点はどちらの地にもなりません。</translation>
    </message>
    <message>
        <source>Which stones are alive, which are dead, and which are in seki? Count the position under %1 rules, komi %2.</source>
        <translation>どの石が生きていて、どれが死に石で、どれがセキでしょうか。%1、コミ %2 で局面を数えてください。</translation>
    </message>
    <message>
        <source>The problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>答え</translation>
    </message>
    <message>
        <source>No eye is in seki here.</source>
        <translation>ここにセキの眼はありません。</translation>
    </message>
    <message>
        <source>%1. The game was not played out: the position as it stands counts %2 (Black %3, White %4).</source>
        <translation>%1。対局は終局まで打たれていません。現在の局面を数えると %2（黒 %3、白 %4）です。</translation>
    </message>
    <message>
        <source>This lesson has no diagrams.</source>
        <translation>このレッスンには図がありません。</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>問題 %1</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>答え %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>These lessons pose no exercises.</source>
        <translation>これらのレッスンには問題がありません。</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答え</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 パス</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1：パス</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 は %2 の位置</translation>
    </message>
    <message>
        <source>The line sets stones up after move %1: the diagram stops there.</source>
        <translation>この変化は %1 手目の後で石を配置し直しています。図はそこで終わります。</translation>
    </message>
    <message>
        <source>Move %1 cannot be played: the diagram stops before it.</source>
        <translation>%1 手目は打てません。図はその手の前で終わります。</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Diagram %1: %2</source>
        <translation>%1 図：%2</translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>問題 %1</translation>
    </message>
    <message>
        <source>Write beside each group marked with a square whether it is alive, dead or in seki.</source>
        <translation>四角の印の付いた各グループの横に、生き・死に・セキのどれかを書いてください。</translation>
    </message>
    <message>
        <source>Count the position under %1 rules, komi %2: each side&apos;s territory and the result.</source>
        <translation>%1、コミ %2 で局面を数えてください。双方の地と結果を書いてください。</translation>
    </message>
    <message>
        <source>Black to play.</source>
        <translation>黒番です。</translation>
    </message>
    <message>
        <source>White to play.</source>
        <translation>白番です。</translation>
    </message>
    <message>
        <source>Answer to problem %1</source>
        <translation>問題 %1 の答え</translation>
    </message>
    <message>
        <source>Circle: alive · cross: dead · triangle: in seki</source>
        <translation>丸：生き · ×：死に · 三角：セキ</translation>
    </message>
    <message>
        <source>Any other move: %1</source>
        <translation>ほかの手：%1</translation>
    </message>
    <message>
        <source>Not this: %1</source>
        <translation>この手ではない：%1</translation>
    </message>
    <message>
        <source>faded stones are dead at the end</source>
        <translation>薄く描いた石は最後には死に石</translation>
    </message>
    <message>
        <source>Faded stones are dead.</source>
        <translation>薄く描いた石は死に石です。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Black to play</source>
        <comment>the ways a question says Black is to play, separated by |</comment>
        <translation>黒番|黒の番</translation>
    </message>
    <message>
        <source>White to play</source>
        <comment>the ways a question says White is to play, separated by |</comment>
        <translation>白番|白の番</translation>
    </message>
    <message>
        <source>%1 plays off the board (not played)</source>
        <translation>%1 盤外の着手（打てません）</translation>
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
        <translation>%1、%2 行：%3</translation>
    </message>
    <message>
        <source>The lessons folder %1 cannot be made.</source>
        <translation>レッスンフォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>The lesson could not be saved to %1: %2</source>
        <translation>レッスンを %1 に保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>StepExplainer</name>
    <message>
        <source>Dead stones removed</source>
        <translation>死に石を取り除く</translation>
    </message>
    <message>
        <source>Neutral points filled</source>
        <translation>ダメを埋める</translation>
    </message>
    <message>
        <source>False eyes filled</source>
        <translation>欠け眼を埋める</translation>
    </message>
    <message>
        <source>Regions and eye counts</source>
        <translation>領域と眼の数</translation>
    </message>
    <message>
        <source>Seki verdict and territory</source>
        <translation>セキの判定と地</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3</source>
        <translation>段階 %1 / %2：%3</translation>
    </message>
    <message>
        <source>No stones are marked dead: every stone on the board is alive.</source>
        <translation>死に石の指定はありません。盤上の石はすべて生きています。</translation>
    </message>
    <message>
        <source>The stones the players marked dead leave the board and count as prisoners: %1.</source>
        <translation>対局者が死に石と指定した石は盤上から取り除かれ、アゲハマに加えられます：%1。</translation>
    </message>
    <message>
        <source>1 block</source>
        <translation>一団</translation>
    </message>
    <message>
        <source>%1 blocks</source>
        <translation>%1 団</translation>
    </message>
    <message>
        <source>Area counting fills nothing: every region surrounded by one colour is that colour&apos;s area.</source>
        <translation>中国ルール（面積計算）では何も埋めません。一色の石に囲まれた領域はすべてその色の面積です。</translation>
    </message>
    <message>
        <source>The dame are played out alternately (1989 rules, Article 9); a player adds a stone in their own area only where a filled dame would capture (a teire). What no one can fill stays dame (Article 8).</source>
        <translation>ダメは交互に詰めます（1989年規約第9条）。自分の地の中に石を加えるのは、ダメを詰めると取られる所だけです（手入れ）。誰も詰められない所はダメのまま残ります（第8条）。</translation>
    </message>
    <message>
        <source>No neutral points: every empty region touches stones of one colour only.</source>
        <translation>ダメはありません。空いた領域はどれも一色の石にしか接していません。</translation>
    </message>
    <message>
        <source>Empty points that touch both colours score for no one. They are filled in a checkered pattern, Black where x + y is even, so a gap of one still connects and a gap of two separates.</source>
        <translation>黒白両方の石に接する空点はどちらの地にもなりません。これらは市松模様に埋めます。x + y が偶数の点を黒とするので、1 路の隙間はつながり、2 路の隙間は切れます。</translation>
    </message>
    <message>
        <source>Only the relaxed rule fills false eyes; under these rules the stage is skipped.</source>
        <translation>欠け眼を埋めるのは緩やかなルールだけです。このルールではこの段階を省きます。</translation>
    </message>
    <message>
        <source>No obvious false eyes: no empty point is the last liberty of a block beside it.</source>
        <translation>明らかな欠け眼はありません。隣の石の最後のダメになっている空点はありません。</translation>
    </message>
    <message>
        <source>A point whose neighbouring block could be captured by a play there is a false eye: it is filled with its owner&apos;s colour and does not score.</source>
        <translation>そこに打つと隣の石が取られる点は欠け眼です。その持ち主の色で埋め、地には数えません。</translation>
    </message>
    <message>
        <source>Only the relaxed rule counts eyes; under these rules the stage is skipped.</source>
        <translation>眼を数えるのは緩やかなルールだけです。このルールではこの段階を省きます。</translation>
    </message>
    <message>
        <source>No empty regions are left after the fills.</source>
        <translation>埋めた後に空いた領域は残っていません。</translation>
    </message>
    <message>
        <source>Each empty region&apos;s boundary length (its boundary stones plus the board edge beside it) gives its eye count; regions sharing a boundary block form one expansion, whose eyes are summed.</source>
        <translation>空いた領域の境界の長さ（境界の石と隣接する盤端）がその眼の数を決めます。境界の石を共有する領域は一つの連結領域となり、眼の数を合計します。</translation>
    </message>
    <message>
        <source>Area counting: each colour&apos;s stones and the regions they surround score; eyes in seki count.</source>
        <translation>面積計算：各色の石と、それが囲む領域が得点になります。セキの眼も数えます。</translation>
    </message>
    <message>
        <source>The 1989 rule: stones that share eye points are one group; a group that touches a dame left unfilled is in seki unless its eye points make two eyes, and the eye points of a seki do not score (Article 8).</source>
        <translation>1989年ルール: 眼の点を共有する石は一つのグループです。詰められずに残ったダメに接するグループは、眼の点が二眼にならない限りセキで、セキの眼の点は地になりません（第8条）。</translation>
    </message>
    <message>
        <source>An expansion whose eyes sum to less than two cannot live on its own: its stones are in seki and its regions score for no one. The others are territory.</source>
        <translation>眼の合計が 2 未満の連結領域は単独では生きられません。その石はセキで、その領域はどちらの地にもなりません。それ以外は地です。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>どちらでもない</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 ほか %2 点</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>1 eye</source>
        <translation>一眼</translation>
    </message>
    <message>
        <source>%1 eyes</source>
        <translation>%1 眼</translation>
    </message>
    <message>
        <source>%1½ eyes</source>
        <translation>%1 眼半</translation>
    </message>
    <message>
        <source>%1½</source>
        <translation>%1 半</translation>
    </message>
    <message>
        <source>a square four</source>
        <translation>四目の方形</translation>
    </message>
    <message>
        <source>a curved four</source>
        <translation>曲がり四目</translation>
    </message>
    <message>
        <source>containing a square four</source>
        <translation>四目の方形を含む</translation>
    </message>
    <message>
        <source>1 stone</source>
        <translation>1 子</translation>
    </message>
    <message>
        <source>%1 stones</source>
        <translation>%1 子</translation>
    </message>
    <message>
        <source>%1 top edge</source>
        <translation>%1 上辺</translation>
    </message>
    <message>
        <source>%1 bottom edge</source>
        <translation>%1 下辺</translation>
    </message>
    <message>
        <source>%1 left edge</source>
        <translation>%1 左辺</translation>
    </message>
    <message>
        <source>%1 right edge</source>
        <translation>%1 右辺</translation>
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
        <translation>1 目</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 目</translation>
    </message>
    <message>
        <source>the %1 region at %2</source>
        <translation>%2 の%1の領域</translation>
    </message>
    <message>
        <source>the %1 regions at %2</source>
        <translation>%2 の%1の領域</translation>
    </message>
    <message>
        <source>%1 is neutral: it touches Black at %2 and White at %3, so it scores for no one.</source>
        <translation>%1 はダメです：%2 で黒に、%3 で白に接しているので、どちらの地にもなりません。</translation>
    </message>
    <message>
        <source>The region at %1 (%2 points) is neutral: it touches Black at %3 and White at %4, so it scores for no one.</source>
        <translation>%1 の領域（%2 目）はダメです：%3 で黒に、%4 で白に接しているので、どちらの地にもなりません。</translation>
    </message>
    <message>
        <source>x + y even</source>
        <translation>x + y が偶数</translation>
    </message>
    <message>
        <source>x + y odd</source>
        <translation>x + y が奇数</translation>
    </message>
    <message>
        <source>%1 is neutral: its region touches Black at %2 and White at %3.</source>
        <translation>%1 はダメです：その領域は %2 で黒に、%3 で白に接しています。</translation>
    </message>
    <message>
        <source>%1 is neutral: its region of %2 points touches Black at %3 and White at %4.</source>
        <translation>%1 はダメです：その %2 目の領域は %3 で黒に、%4 で白に接しています。</translation>
    </message>
    <message>
        <source>%1 is neutral.</source>
        <translation>%1 はダメです。</translation>
    </message>
    <message>
        <source>%1 Filled %2 (checkered, %3).</source>
        <translation>%1 %2で埋めます（市松模様、%3）。</translation>
    </message>
    <message>
        <source>%1 looks like a false eye of %2 (%3 occupied neighbours, opposing diagonals at %4), but no block beside it is in atari, so it stays empty.</source>
        <translation>%1 は%2の欠け眼に見えます（周りの %3 点が埋まり、対角の %4 に相手の石）が、隣の石はアタリではないので空けたままにします。</translation>
    </message>
    <message>
        <source>%1 is a false eye: the %2 block at %3 would be captured by a play there, so it is filled %4.</source>
        <translation>%1 は欠け眼です：そこに打つと %3 の%2の石が取られるので、%4で埋めます。</translation>
    </message>
    <message>
        <source>Region at %1: %2 that no stone surrounds.</source>
        <translation>%1 の領域：%2、石に囲まれていません。</translation>
    </message>
    <message>
        <source>Region at %1: %2 surrounded by %3.</source>
        <translation>%1 の領域：%2、%3に囲まれています。</translation>
    </message>
    <message>
        <source>1 empty point</source>
        <translation>空点 1 つ</translation>
    </message>
    <message>
        <source>%1 empty points</source>
        <translation>空点 %1 つ</translation>
    </message>
    <message>
        <source>Region at %1: %2 = boundary length %3.</source>
        <translation>%1 の領域：%2 = 境界の長さ %3。</translation>
    </message>
    <message>
        <source>Region at %1: boundary length %2: %3.</source>
        <translation>%1 の領域：境界の長さ %2：%3。</translation>
    </message>
    <message>
        <source>Region at %1: boundary length %2, %3: %4.</source>
        <translation>%1 の領域：境界の長さ %2、%3：%4。</translation>
    </message>
    <message>
        <source>Two if %1 plays there first, one if %2 does.</source>
        <translation>%1が先に打てば 2 つ、%2が打てば 1 つ。</translation>
    </message>
    <message>
        <source>the %1 expansion at %2</source>
        <translation>%2 の%1の連結領域</translation>
    </message>
    <message>
        <source>GNU Go&apos;s local-game reading of %1: alive whoever plays first (the table&apos;s eye sum is %2).</source>
        <translation>GNU Go の局所読みによる%1：どちらが先に打っても生き（表の眼の合計は %2）。</translation>
    </message>
    <message>
        <source>GNU Go&apos;s local-game reading of %1: it cannot make two eyes, so it is in seki (the table&apos;s eye sum is %2).</source>
        <translation>GNU Go の局所読みによる%1：二眼を作れないのでセキ（表の眼の合計は %2）。</translation>
    </message>
    <message>
        <source>GNU Go&apos;s local-game reading of %1: too large to read, so the table&apos;s eye sum of %2 decides.</source>
        <translation>GNU Go の局所読みによる%1：大きすぎて読めないため、表の眼の合計 %2 で決めます。</translation>
    </message>
    <message>
        <source>fewer than two: the group cannot make two eyes.</source>
        <translation>2 未満：この石は二眼を作れません。</translation>
    </message>
    <message>
        <source>two or more: the group lives.</source>
        <translation>2 以上：この石は生きています。</translation>
    </message>
    <message>
        <source>The region at %1 is related to no other: rounded up, its eyes sum to %2, %3</source>
        <translation>%1 の領域はほかのどの領域ともつながっていません：切り上げた眼の合計は %2、%3</translation>
    </message>
    <message>
        <source>Expansion of %1 regions (at %2): their eye counts, each rounded up, sum to %3, %4</source>
        <translation>%1 個の領域の連結領域（%2）：それぞれ切り上げた眼の数の合計は %3、%4</translation>
    </message>
    <message>
        <source>Seki: %1: %2 in all, fewer than two. The stones around live in seki, and %3.</source>
        <translation>セキ：%1：合計 %2、2 未満。周りの石はセキで生きており、%3。</translation>
    </message>
    <message>
        <source>its 1 point scores for no one</source>
        <translation>その 1 目はどちらの地にもなりません</translation>
    </message>
    <message>
        <source>its %1 points score for no one</source>
        <translation>その %1 目はどちらの地にもなりません</translation>
    </message>
    <message>
        <source>The region at %1 is surrounded by %2: %3 of area for %2.</source>
        <translation>%1 の領域は%2に囲まれています：%2の面積 %3。</translation>
    </message>
    <message>
        <source>The region at %1 is surrounded by %2 stones that touch no dame: %3 of territory.</source>
        <translation>%1 の領域はダメに接しない%2石に囲まれています：地 %3。</translation>
    </message>
    <message>
        <source>Territory: %1: %2 in all, enough to live. %3.</source>
        <translation>地：%1：合計 %2、生きるのに十分。%3。</translation>
    </message>
    <message>
        <source>Its 1 point scores for %1</source>
        <translation>その 1 目は%1の地です</translation>
    </message>
    <message>
        <source>Its %1 points score for %2</source>
        <translation>その %1 目は%2の地です</translation>
    </message>
    <message>
        <source>%1 is dame (1989 rule): it scores for no one, and the blocks at %2 that touch it are in seki.</source>
        <translation>%1 はダメです（1989 年ルール）：どちらの地にもならず、これに接する %2 の石はセキです。</translation>
    </message>
    <message>
        <source>The %1 region at %2 does not score (1989 rule): its boundary block at %3 touches dame, so it is in seki.</source>
        <translation>%2 の%1の領域は地になりません（1989 年ルール）：境界の %3 の石がダメに接しているのでセキです。</translation>
    </message>
    <message>
        <source>Black: %1 territory, %2 prisoners, %3 stones. White: %4 territory, %5 prisoners, %6 stones.</source>
        <translation>黒：地 %1、アゲハマ %2、石 %3。白：地 %4、アゲハマ %5、石 %6。</translation>
    </message>
    <message>
        <source>Remove dead %1 block at %2</source>
        <translation>%2 の%1の死に石を取り除く</translation>
    </message>
    <message>
        <source>Neutral region at %1 (%2)</source>
        <translation>%1 のダメの領域（%2）</translation>
    </message>
    <message>
        <source>Fill %1 %2 (checkered)</source>
        <translation>%1 を%2で埋める（市松模様）</translation>
    </message>
    <message>
        <source>%1 false-ish, not filled</source>
        <translation>%1 は欠け眼もどき、埋めない</translation>
    </message>
    <message>
        <source>Fill false eye %1 %2</source>
        <translation>欠け眼 %1 を%2で埋める</translation>
    </message>
    <message>
        <source>Region at %1: %2</source>
        <translation>%1 の領域：%2</translation>
    </message>
    <message>
        <source>Boundary length at %1: %2</source>
        <translation>%1 の境界の長さ：%2</translation>
    </message>
    <message>
        <source>Region at %1: %2, %3</source>
        <translation>%1 の領域：%2、%3</translation>
    </message>
    <message>
        <source>Local game at %1: alive</source>
        <translation>%1 の局所読み：生き</translation>
    </message>
    <message>
        <source>Local game at %1: seki</source>
        <translation>%1 の局所読み：セキ</translation>
    </message>
    <message>
        <source>Local game at %1: not read</source>
        <translation>%1 の局所読み：読まない</translation>
    </message>
    <message>
        <source>Expansion at %1: eyes sum to %2</source>
        <translation>%1 の連結領域：眼の合計 %2</translation>
    </message>
    <message>
        <source>Seki at %1: %2, not counted</source>
        <translation>%1 のセキ：%2、数えない</translation>
    </message>
    <message>
        <source>%1 territory at %2: %3</source>
        <translation>%1の地（%2）：%3</translation>
    </message>
    <message>
        <source>Dame at %1 (1989)</source>
        <translation>%1 のダメ（1989 年）</translation>
    </message>
    <message>
        <source>Seki region at %1 (1989)</source>
        <translation>%1 のセキの領域（1989 年）</translation>
    </message>
    <message>
        <source>%1 depend on the fill&apos;s phase</source>
        <translation>%1 は埋め方の位相で変わる</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>集計</translation>
    </message>
    <message>
        <source>The %1 block at %2 is marked dead: its stone leaves the board and counts as a prisoner for %3.</source>
        <translation>%2 の%1の石は死に石です：その石は盤上から取り除かれ、%3のアゲハマになります。</translation>
    </message>
    <message>
        <source>The %1 block at %2 is marked dead: its %3 stones leave the board and count as prisoners for %4.</source>
        <translation>%2 の%1の石は死に石です：その %3 個の石は盤上から取り除かれ、%4のアゲハマになります。</translation>
    </message>
    <message>
        <source>%1: seki or a filled false eye if the dame are filled one way, territory the other; a point is taken from its owner only when both fills agree, so these points score for their owner.</source>
        <translation>%1: ダメを一方の順に埋めるとセキか埋めた欠け眼、逆に埋めると地になります。両方の埋め方が一致するときだけ持ち主から取り上げるので、これらの点は持ち主の地です。</translation>
    </message>
    <message>
        <source>the other way round</source>
        <translation>逆の順で</translation>
    </message>
    <message>
        <source>the first way</source>
        <translation>最初の順で</translation>
    </message>
    <message>
        <source>Filled %1, %2 come out otherwise: seki if the dame are filled one way, territory the other. A point is taken from its owner only when both fills agree, so %2 score for their owner.</source>
        <translation>%1埋めると、%2 は別の結果になります。ダメをある順で埋めればセキ、別の順なら地です。両方の埋め方が一致するときだけ点は持ち主から取られるので、%2 は持ち主の地になります。</translation>
    </message>
    <message>
        <source>Round %1: the filled dame leave the %2 block at %3 in atari; %4 connects at %5, its last liberty (1989 rules, Article 9: teire before the count). A false eye is no territory.</source>
        <translation>第%1巡: 埋めたダメで %3 の%2の石がアタリになり、%4 が最後のダメ %5 でつなぎます（1989年規約第9条: 計算の前の手入れ）。欠け眼は地になりません。</translation>
    </message>
    <message>
        <source>Connect %1 %2 (1989)</source>
        <translation>%1 を%2がつなぐ（1989）</translation>
    </message>
    <message>
        <source>Fill dame %1, either player (1989)</source>
        <translation>ダメ %1 を埋める、どちらでも（1989）</translation>
    </message>
    <message>
        <source>Fill dame %1 %2 (1989)</source>
        <translation>ダメ %1 を%2が埋める（1989）</translation>
    </message>
    <message>
        <source>Round %1: the filled dame leave the %2 block at %3 in atari; %4 adds a stone at %5, its last liberty, though that does not save it at once: otherwise %6 would capture there. Either way the point is no territory (1989 rules, Article 9: teire before the count).</source>
        <translation>第%1巡: 埋めたダメで %3 の%2の石がアタリになり、%4 が最後のダメ %5 に手入れします。それですぐに助かるわけではありませんが、打たなければ%6がそこで取ります。いずれにしてもその点は地になりません（1989年規約第9条: 計算の前の手入れ）。</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame, and either player can fill it and still have two eyes (1989 rules, Article 9: the dame are played out before the count). It is filled and scores for no one.</source>
        <translation>第%1巡: %2 はダメで、どちらの対局者も眼を二つ残したまま埋められます（1989年規約第9条: 計算の前にダメを詰める）。埋められ、誰の地にもなりません。</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame that either player could fill, and %3&apos;s stone there would save %3&apos;s block beside it. %3 fills it: the dame are played out alternately, so %3 fills one such dame when %4 fills another, and %4 could fill the only one left after the game stopped only by resuming play, where %3 plays first (1989 rules, Article 9). So the block needs no teire. It scores for no one.</source>
        <translation>第%1巡: %2 はどちらも埋められるダメで、そこに%3が打てば隣の%3の石は助かります。%3がここを埋めます。ダメは交互に詰めるので、%4が一つ埋めれば%3が別の一つを埋め、対局の停止後に一つだけ残ったものは、%4が対局の再開を求めなければ埋められず、再開では%3が先に打ちます（1989年規約第9条）。したがって手入れは要りません。誰の地にもなりません。</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame; %3&apos;s stone there captures the %4 stones in atari beside it and %3 still has two eyes (1989 rules, Article 5). It scores for no one; the captured stones stand again for the count, as the players marked them.</source>
        <translation>第%1巡: %2 はダメで、そこへの%3の石は隣のアタリの%4の石を取り、%3は眼を二つ残します（1989年規約第5条）。誰の地にもなりません。取られた石は、対局者の指定どおり計算のときには盤上に戻ります。</translation>
    </message>
    <message>
        <source>Round %1: %2 is dame. Only %3 can fill it and still have two eyes once the dame are played out (1989 rules, Article 7); %4&apos;s stones would not. %3 fills it; it scores for no one.</source>
        <translation>第%1巡: %2 はダメです。ダメを詰め終えても眼を二つ残して埋められるのは%3だけで（1989年規約第7条）、%4の石はそうはいきません。%3が埋め、誰の地にもなりません。</translation>
    </message>
    <message>
        <source>Add a stone at %1 %2, teire (1989)</source>
        <translation>%1 に%2が手入れ（1989）</translation>
    </message>
    <message>
        <source>Fill dame %1 %2, in turn (1989)</source>
        <translation>ダメ %1 を%2が交互に埋める（1989）</translation>
    </message>
    <message>
        <source>Fill dame %1 %2, capturing (1989)</source>
        <translation>ダメ %1 を%2が埋めて取る（1989）</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>黒 %1 目勝ち</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>白 %1 目勝ち</translation>
    </message>
    <message>
        <source>a draw (jigo)</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>Before the count, SekiScope reads which stones are dead: here every group lives.</source>
        <translation>数える前に、SekiScope はどの石が死んでいるかを読みます。ここではすべての石が生きています。</translation>
    </message>
    <message>
        <source>Before the count, SekiScope reads which stones are dead: here dead groups %1, groups in seki %2, undecided %3. Only the stones marked dead are taken off.</source>
        <translation>数える前に、SekiScope はどの石が死んでいるかを読みます。ここでは死に石 %1、セキ %2、未確定 %3。取り上げるのは死に石として印を付けた石だけです。</translation>
    </message>
    <message>
        <source>Stones both players agree are dead come off the board as prisoners. Here no stones are marked dead.</source>
        <translation>両者が死んでいると認めた石は、アゲハマとして盤から取り上げます。ここでは死に石の印はありません。</translation>
    </message>
    <message>
        <source>1 black stone</source>
        <translation>黒石 1 個</translation>
    </message>
    <message>
        <source>%1 black stones</source>
        <translation>黒石 %1 個</translation>
    </message>
    <message>
        <source>1 white stone</source>
        <translation>白石 1 個</translation>
    </message>
    <message>
        <source>%1 white stones</source>
        <translation>白石 %1 個</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>black stones and white stones</comment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Stones both players agree are dead come off the board as prisoners. Taken off here: %1.</source>
        <translation>両者が死んでいると認めた石は、アゲハマとして盤から取り上げます。ここで取り上げるのは%1です。</translation>
    </message>
    <message>
        <source>Area counting fills nothing: a colour&apos;s stones and the points it surrounds are its area.</source>
        <translation>中国ルール（面積計算）では何も埋めません。石とその石が囲む点がその色の面積です。</translation>
    </message>
    <message>
        <source>Under the 1989 rules the dame are played out before the count. Here %1 filled and %2 left as dame.</source>
        <translation>1989 年のルールでは、数える前にダメを打ち切ります。ここでは %1 を埋め、%2 がダメとして残ります。</translation>
    </message>
    <message>
        <source>Dame, the empty points between Black and White, count for no one. Here there are none.</source>
        <translation>黒と白の間の空いた点、ダメはどちらの地にもなりません。ここにはダメはありません。</translation>
    </message>
    <message>
        <source>Dame, the empty points between Black and White, count for no one, so they are filled. Here %1 filled.</source>
        <translation>黒と白の間の空いた点、ダメはどちらの地にもならないので埋めます。ここで埋めるのは %1 です。</translation>
    </message>
    <message>
        <source>Only the relaxed rule fills false eyes: under these rules this stage does nothing.</source>
        <translation>欠け眼を埋めるのは緩やかなルールだけです。このルールではこの段階は何もしません。</translation>
    </message>
    <message>
        <source>A false eye looks like an eye but is no eye, so it is filled. Here there are none.</source>
        <translation>欠け眼は眼のように見えても眼ではないので埋めます。ここには欠け眼はありません。</translation>
    </message>
    <message>
        <source>A false eye looks like an eye but is no eye, so it is filled. Here %1.</source>
        <translation>欠け眼は眼のように見えても眼ではないので埋めます。ここでは%1。</translation>
    </message>
    <message>
        <source>1 false eye</source>
        <translation>欠け眼 1 つ</translation>
    </message>
    <message>
        <source>%1 false eyes</source>
        <translation>欠け眼 %1 つ</translation>
    </message>
    <message>
        <source>Only the relaxed rule counts eyes: under these rules this stage does nothing.</source>
        <translation>眼を数えるのは緩やかなルールだけです。このルールではこの段階は何もしません。</translation>
    </message>
    <message>
        <source>Each empty area is counted in eyes: stones need two eyes to live on their own. Here no empty area is left.</source>
        <translation>空いた領域ごとに眼を数えます。石が単独で生きるには眼が二つ必要です。ここには空いた領域が残っていません。</translation>
    </message>
    <message>
        <source>Each empty area is counted in eyes (areas around the same stones are added up): stones need two eyes to live on their own. Here %1, %2 with fewer than two eyes.</source>
        <translation>空いた領域ごとに眼を数えます（同じ石に囲まれた領域は合計します）。石が単独で生きるには眼が二つ必要です。ここでは%1、そのうち眼が二つに足りないのは%2。</translation>
    </message>
    <message>
        <source>1 area</source>
        <translation>領域 1 つ</translation>
    </message>
    <message>
        <source>%1 areas</source>
        <translation>領域 %1 つ</translation>
    </message>
    <message>
        <source>1 of them</source>
        <translation>1 つ</translation>
    </message>
    <message>
        <source>%1 of them</source>
        <translation>%1 つ</translation>
    </message>
    <message>
        <source>Here nothing is in seki: %1.</source>
        <translation>ここにはセキはありません。%1。</translation>
    </message>
    <message>
        <source>Here %1 in seki and not counted: %2.</source>
        <translation>ここでは%1がセキで、数えません。%2。</translation>
    </message>
    <message>
        <source>1 area is</source>
        <translation>領域 1 つ</translation>
    </message>
    <message>
        <source>%1 areas are</source>
        <translation>領域 %1 つ</translation>
    </message>
    <message>
        <source>Area counting: each colour&apos;s stones and the points it surrounds score, eyes in seki too. %1</source>
        <translation>面積計算：それぞれの色の石と、その石が囲む点を数えます。セキの眼も数えます。%1</translation>
    </message>
    <message>
        <source>Under the 1989 rules stones beside a dame left unfilled are in seki unless they have two eyes, and the eyes of a seki do not score; the rest is territory. %1</source>
        <translation>1989 年のルールでは、埋まらないダメに接する石は眼が二つなければセキで、セキの眼は地になりません。残りは地です。%1</translation>
    </message>
    <message>
        <source>Stones with fewer than two eyes that neither side can capture are in seki: their eyes score for no one, the rest is territory. %1</source>
        <translation>眼が二つなく、どちらも取れない石はセキです。その眼はどちらの地にもならず、残りは地です。%1</translation>
    </message>
    <message>
        <source>Each empty area is counted in eyes (areas around the same stones are added up): stones need two eyes to live on their own. Here %1, none with fewer than two eyes.</source>
        <translation>空いた領域ごとに眼を数えます（同じ石に囲まれた領域は合計します）。石が単独で生きるには眼が二つ必要です。ここでは%1、眼が二つに足りないものはありません。</translation>
    </message>
</context>
<context>
    <name>TraceExporter</name>
    <message>
        <source>… and %1 more steps of this stage, shown in the program.</source>
        <translation>… この段階の残り %1 ステップはプログラムで表示します。</translation>
    </message>
    <message>
        <source>There is no scoring to export.</source>
        <translation>書き出す整地がありません。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
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
        <translation>セキ</translation>
    </message>
</context>
<context>
    <name>seki::ui::BoardEditor</name>
    <message>
        <source>&amp;Board Editor</source>
        <translation>盤面エディター(&amp;B)</translation>
    </message>
    <message>
        <source>Set up a position: place and remove stones, size the board, set komi and rules</source>
        <translation>局面を作る：石を置く・取り除く、盤の大きさ・コミ・ルールを設定</translation>
    </message>
    <message>
        <source>&amp;Black Stones</source>
        <translation>黒石(&amp;B)</translation>
    </message>
    <message>
        <source>Place black stones (right button: white); click a black stone to remove it</source>
        <translation>黒石を置く（右ボタン：白）。黒石をクリックすると取り除きます</translation>
    </message>
    <message>
        <source>&amp;White Stones</source>
        <translation>白石(&amp;W)</translation>
    </message>
    <message>
        <source>Place white stones (right button: black); click a white stone to remove it</source>
        <translation>白石を置く（右ボタン：黒）。白石をクリックすると取り除きます</translation>
    </message>
    <message>
        <source>&amp;Alternate</source>
        <translation>交互(&amp;A)</translation>
    </message>
    <message>
        <source>Place black and white stones in turn; click a stone to remove it</source>
        <translation>黒石と白石を交互に置く。石をクリックすると取り除きます</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>消去(&amp;E)</translation>
    </message>
    <message>
        <source>Remove stones (drag to remove many)</source>
        <translation>石を取り除く（ドラッグでまとめて）</translation>
    </message>
    <message>
        <source>Mark &amp;Dead</source>
        <translation>死に石を指定(&amp;D)</translation>
    </message>
    <message>
        <source>Mark a block dead or alive (Shift: every stone of its colour around it)</source>
        <translation>石を死に石・生き石に指定（Shift：周りの同じ色の石すべて）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Board &amp;Size…</source>
        <translation>盤の大きさ(&amp;S)…</translation>
    </message>
    <message>
        <source>Change the board&apos;s width and height (1 to 52 each); stones that fit are kept</source>
        <translation>盤の幅と高さを変更（それぞれ 1〜52）。収まる石は残ります</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>盤をクリア(&amp;C)</translation>
    </message>
    <message>
        <source>Remove every stone</source>
        <translation>すべての石を取り除く</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完了(&amp;D)</translation>
    </message>
    <message>
        <source>Leave the board editor</source>
        <translation>盤面エディターを終了</translation>
    </message>
    <message>
        <source>Board Editor</source>
        <translation>盤面エディター</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>コミ(&amp;K):</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Komi: points White gets for moving second</source>
        <translation>コミ：後手の白が受け取る点数</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>The rules the position is scored under, saved in the file (RU)</source>
        <translation>局面を計算するルール。ファイルに保存されます (RU)</translation>
    </message>
    <message>
        <source>Board editor: click to place stones, click a stone to remove it, drag to place many. Ctrl+E leaves.</source>
        <translation>盤面エディター：クリックで石を置き、石をクリックで取り除き、ドラッグでまとめて置きます。Ctrl+E で終了。</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空点</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <source>The stones keep their place from the top-left corner; stones beyond a smaller board are removed.</source>
        <translation>石は左上隅からの位置を保ちます。小さい盤からはみ出る石は取り除かれます。</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>三角(&amp;T)</translation>
    </message>
    <message>
        <source>Put a triangle on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>レッスンの局面の点に三角を付ける（もう一度で消す）</translation>
    </message>
    <message>
        <source>S&amp;quare</source>
        <translation>四角(&amp;Q)</translation>
    </message>
    <message>
        <source>Put a square on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>レッスンの局面の点に四角を付ける（もう一度で消す）</translation>
    </message>
    <message>
        <source>Circ&amp;le</source>
        <translation>丸(&amp;L)</translation>
    </message>
    <message>
        <source>Put a circle on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>レッスンの局面の点に丸を付ける（もう一度で消す）</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>バツ(&amp;O)</translation>
    </message>
    <message>
        <source>Put a cross on a point of the lesson&apos;s position (again: take it away)</source>
        <translation>レッスンの局面の点にバツを付ける（もう一度で消す）</translation>
    </message>
    <message>
        <source>Le&amp;tter</source>
        <translation>文字(&amp;T)</translation>
    </message>
    <message>
        <source>Put the next letter (A, B, ...) on a point (again: take it away)</source>
        <translation>次の文字（A、B…）を点に付ける（もう一度で消す）</translation>
    </message>
    <message>
        <source>&amp;Play Moves</source>
        <translation>着手を打つ(&amp;P)</translation>
    </message>
    <message>
        <source>Back at the lesson&apos;s first position: stones are set up there.</source>
        <translation>レッスンの最初の局面に戻りました。石の配置はここで行います。</translation>
    </message>
    <message>
        <source>Play a move from the position shown, the side to play (right button: the other side): a new position of the lesson, a variation where one follows</source>
        <translation>表示中の局面から手番の側で着手します（右ボタン：相手側）。レッスンの新しい局面になり、続きがある所では変化になります</translation>
    </message>
</context>
<context>
    <name>seki::ui::BoardSizeDialog</name>
    <message>
        <source>Board Size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 路</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>正方形(&amp;S)</translation>
    </message>
    <message>
        <source>Keep the height equal to the width</source>
        <translation>高さを幅と同じにする</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>大きさ(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Width × height:</source>
        <translation>幅 × 高さ(&amp;W):</translation>
    </message>
</context>
<context>
    <name>seki::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation>碁盤</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1、空点</translation>
    </message>
    <message>
        <source>%1, black stone, dead</source>
        <translation>%1、黒石、死に石</translation>
    </message>
    <message>
        <source>%1, black stone, alive</source>
        <translation>%1、黒石、生き石</translation>
    </message>
    <message>
        <source>%1, white stone, dead</source>
        <translation>%1、白石、死に石</translation>
    </message>
    <message>
        <source>%1, white stone, alive</source>
        <translation>%1、白石、生き石</translation>
    </message>
    <message>
        <source>black territory</source>
        <translation>黒の地</translation>
    </message>
    <message>
        <source>white territory</source>
        <translation>白の地</translation>
    </message>
    <message>
        <source>dame, no one&apos;s</source>
        <translation>ダメ、どちらの地でもない</translation>
    </message>
    <message>
        <source>false eye, no one&apos;s</source>
        <translation>欠け眼、どちらの地でもない</translation>
    </message>
    <message>
        <source>seki eye, no one&apos;s</source>
        <translation>セキの眼、どちらの地でもない</translation>
    </message>
    <message>
        <source>dead stone</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>stone on the board</source>
        <translation>盤上の石</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>%1 × %2 board. The arrow keys move the cursor; Space marks a block dead or alive.</source>
        <translation>%1 × %2 路盤。矢印キーでカーソルを動かし、スペースキーで石を死に石・生き石に指定します。</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor (Shift held too)</source>
        <translation>碁盤のカーソルを移動（Shiftを押したままでも可）</translation>
    </message>
    <message>
        <source>Click the point under the cursor</source>
        <translation>カーソルの位置をクリック</translation>
    </message>
    <message>
        <source>Shift+click the point under the cursor</source>
        <translation>カーソルの位置をShift+クリック</translation>
    </message>
</context>
<context>
    <name>seki::ui::DeadMarking</name>
    <message>
        <source>%1 is empty: click a stone to mark its block dead or alive.</source>
        <translation>%1 は空点です。石をクリックすると、その石を死に石・生き石に指定します。</translation>
    </message>
    <message>
        <source>Mark the stones around %1 dead</source>
        <translation>%1 の周りの石を死に石に指定</translation>
    </message>
    <message>
        <source>Mark the stones around %1 alive</source>
        <translation>%1 の周りの石を生き石に指定</translation>
    </message>
    <message>
        <source>Mark %1 dead</source>
        <translation>%1 を死に石に指定</translation>
    </message>
    <message>
        <source>Mark %1 alive</source>
        <translation>%1 を生き石に指定</translation>
    </message>
    <message>
        <source>dead black stone</source>
        <translation>黒の死に石</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>dead white stone</source>
        <translation>白の死に石</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>%1: %2. Click: mark its block %3; Shift+click: every %4 stone around it.</source>
        <translation>%1：%2。クリック：その石を%3に指定。Shift+クリック：周りの%4石すべて。</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>生き石</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1: Black&apos;s territory</source>
        <translation>%1：黒の地</translation>
    </message>
    <message>
        <source>%1: White&apos;s territory</source>
        <translation>%1：白の地</translation>
    </message>
    <message>
        <source>%1: dame, no one&apos;s</source>
        <translation>%1：ダメ、どちらの地でもない</translation>
    </message>
    <message>
        <source>%1: a false eye, no one&apos;s</source>
        <translation>%1：欠け眼、どちらの地でもない</translation>
    </message>
    <message>
        <source>%1: an eye of a group in seki</source>
        <translation>%1：セキの石の眼</translation>
    </message>
    <message>
        <source>Clear dead marks</source>
        <translation>死に石の指定を解除</translation>
    </message>
    <message>
        <source>the file counts this for Black</source>
        <translation>ファイルはここを黒の地としています</translation>
    </message>
    <message>
        <source>the file counts this for White</source>
        <translation>ファイルはここを白の地としています</translation>
    </message>
    <message>
        <source>the file counts this for no one</source>
        <translation>ファイルはここを誰の地ともしていません</translation>
    </message>
    <message>
        <source>a live black stone</source>
        <translation>生きている黒石</translation>
    </message>
    <message>
        <source>a live white stone</source>
        <translation>生きている白石</translation>
    </message>
    <message>
        <source>Black&apos;s territory</source>
        <translation>黒の地</translation>
    </message>
    <message>
        <source>White&apos;s territory</source>
        <translation>白の地</translation>
    </message>
    <message>
        <source>dame</source>
        <translation>ダメ</translation>
    </message>
    <message>
        <source>a false eye, filled</source>
        <translation>欠け眼（埋めた）</translation>
    </message>
    <message>
        <source>a seki eye</source>
        <translation>セキの眼</translation>
    </message>
    <message>
        <source>1989 rule</source>
        <translation>1989年規約</translation>
    </message>
    <message>
        <source>area counting</source>
        <translation>中国ルール（面積計算）</translation>
    </message>
    <message>
        <source>the phases disagree, so it scores for its owner</source>
        <translation>二つの位相が一致しないため持ち主の地</translation>
    </message>
    <message>
        <source>both phases</source>
        <translation>両方の位相</translation>
    </message>
    <message>
        <source>%1; SekiScope: %2 (%3)</source>
        <translation>%1。SekiScope: %2（%3）</translation>
    </message>
    <message>
        <source>&amp;Clear Dead Marks</source>
        <translation>死に石の指定をすべて解除(&amp;C)</translation>
    </message>
    <message>
        <source>Mark every stone alive</source>
        <translation>すべての石を生き石にする</translation>
    </message>
</context>
<context>
    <name>seki::ui::DeadStoneController</name>
    <message>
        <source>&amp;Score</source>
        <translation>スコア(&amp;S)</translation>
    </message>
    <message>
        <source>Suggest &amp;Dead Stones</source>
        <translation>死に石を提案(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Accept Suggested Dead Stones</source>
        <translation>提案された死に石を採用(&amp;A)</translation>
    </message>
    <message>
        <source>Mark the suggested stones dead (one step to undo)</source>
        <translation>提案された石を死に石に指定する（一度で元に戻せます）</translation>
    </message>
    <message>
        <source>D&amp;iscard Suggestion</source>
        <translation>提案を破棄(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cancel Engine</source>
        <translation>エンジンを中止(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the engine that is reading the position</source>
        <translation>局面を読んでいるエンジンを止める</translation>
    </message>
    <message>
        <source>Stopped %1; nothing marked.</source>
        <translation>%1 を止めました。何も指定していません。</translation>
    </message>
    <message>
        <source>%1 finds no dead stones.</source>
        <translation>%1 は死に石を見つけませんでした。</translation>
    </message>
    <message>
        <source>%1 suggests 1 dead stone</source>
        <translation>%1 の提案：死に石 1 個</translation>
    </message>
    <message>
        <source>%1 suggests %2 dead stones</source>
        <translation>%1 の提案：死に石 %2 個</translation>
    </message>
    <message>
        <source>; 1 stone in seki</source>
        <translation>、セキの石 1 個</translation>
    </message>
    <message>
        <source>; %1 stones in seki</source>
        <translation>、セキの石 %1 個</translation>
    </message>
    <message>
        <source>No dead stones suggested: %1</source>
        <translation>死に石の提案はありません：%1</translation>
    </message>
    <message>
        <source>Accept %1&apos;s dead stones</source>
        <translation>%1 の死に石を採用</translation>
    </message>
    <message>
        <source>Marked 1 dead stone as %1 suggested.</source>
        <translation>%1 の提案どおり死に石 1 個を指定しました。</translation>
    </message>
    <message>
        <source>Marked %1 dead stones as %2 suggested.</source>
        <translation>%2 の提案どおり死に石 %1 個を指定しました。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 は空点です。</translation>
    </message>
    <message>
        <source>a black stone</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>a white stone</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>%1 suggests this stone dead</source>
        <translation>%1 はこの石を死に石と提案しています</translation>
    </message>
    <message>
        <source>%1 suggests its block of %2 stones dead</source>
        <translation>%1 はこの %2 個の石を死に石と提案しています</translation>
    </message>
    <message>
        <source>%1 leaves this stone alive</source>
        <translation>%1 はこの石を生きとしています</translation>
    </message>
    <message>
        <source>%1 leaves its block of %2 stones alive</source>
        <translation>%1 はこの %2 個の石を生きとしています</translation>
    </message>
    <message>
        <source>%1: %2; %3. Accept or discard the suggestion to mark stones again.</source>
        <translation>%1：%2。%3。石を指定し直すには、提案を採用するか破棄してください。</translation>
    </message>
    <message>
        <source>Find which stones are dead, and why (SekiScope&apos;s own finder, or the GTP engine Preferences name)</source>
        <translation>どの石が死んでいるか、その理由とともに調べる（SekiScope 自身の判定、または設定の GTP エンジン）</translation>
    </message>
    <message>
        <source>SekiScope</source>
        <translation>SekiScope</translation>
    </message>
    <message>
        <source>SekiScope finds no dead stones.</source>
        <translation>SekiScope は死に石を見つけませんでした。</translation>
    </message>
    <message>
        <source>Asking %1 too, to compare…</source>
        <translation>比較のため %1 にも尋ねています…</translation>
    </message>
    <message>
        <source>Stopped %1; no comparison.</source>
        <translation>%1 を止めました。比較はありません。</translation>
    </message>
    <message>
        <source>; 1 stone undecided (marked ?): count it dead, or accept to leave it alive</source>
        <translation>；未決定の石 1 子（? 印）：死に石として数えるか、承認してそのまま活かしてください</translation>
    </message>
    <message>
        <source>; %1 stones undecided (marked ?): count them dead, or accept to leave them alive</source>
        <translation>；未決定の石 %1 子（? 印）：死に石として数えるか、承認してそのまま活かしてください</translation>
    </message>
    <message>
        <source>; %1 agrees</source>
        <translation>；%1 も同じ判定です</translation>
    </message>
    <message>
        <source>; %1 disagrees on the stones outlined in red (%2)</source>
        <translation>；赤枠の石（%2 子）で %1 と判定が異なります</translation>
    </message>
    <message>
        <source>No comparison with the engine: %1</source>
        <translation>エンジンとの比較はできませんでした：%1</translation>
    </message>
    <message>
        <source>SekiScope: %1 (counted dead)</source>
        <translation>SekiScope：%1（死に石として数えます）</translation>
    </message>
    <message>
        <source>SekiScope: %1</source>
        <translation>SekiScope：%1</translation>
    </message>
    <message>
        <source>; %1 says %2</source>
        <translation>；%1 の判定は%2</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>活き</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死に</translation>
    </message>
    <message>
        <source>; SekiScope says %1</source>
        <translation>；SekiScope の判定：%1</translation>
    </message>
</context>
<context>
    <name>seki::ui::DeadStonePanel</name>
    <message>
        <source>Which stones are dead, and why</source>
        <translation>どの石が死んでいるか、そしてなぜか</translation>
    </message>
    <message>
        <source>SekiScope&apos;s own dead-stone finder reads the stones as they were played: every group lives. Stage 1 then takes off the stones marked dead.</source>
        <translation>SekiScope 自身の死に石判定が打たれたままの石を読みます：どの石も活きています。第 1 段階で死に石として指定された石を取り除きます。</translation>
    </message>
    <message>
        <source>SekiScope&apos;s own dead-stone finder reads the stones as they were played: dead groups %1, groups in seki %2, undecided %3. Step through them to see why; stage 1 then takes off the stones marked dead.</source>
        <translation>SekiScope 自身の死に石判定が打たれたままの石を読みます：死んでいる石 %1 組、セキの石 %2 組、未決定 %3 組。一つずつ進めて理由を見てください。第 1 段階で死に石として指定された石を取り除きます。</translation>
    </message>
    <message>
        <source>The game&apos;s marks leave it alive.</source>
        <translation>この対局の指定では活きています。</translation>
    </message>
    <message>
        <source>The game&apos;s marks call it dead.</source>
        <translation>この対局の指定では死に石です。</translation>
    </message>
    <message>
        <source>The game&apos;s marks call some of it dead.</source>
        <translation>この対局の指定では一部が死に石です。</translation>
    </message>
    <message>
        <source>%1. %2. %3</source>
        <translation>%1。%2。%3</translation>
    </message>
    <message>
        <source>Open a game to see which stones are dead, and why.</source>
        <translation>対局を開くと、どの石が死んでいるか、その理由が表示されます。</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
</context>
<context>
    <name>seki::ui::EngineClient</name>
    <message>
        <source>%1 gave no answer in %2 seconds.</source>
        <translation>%1 は %2 秒以内に答えませんでした。</translation>
    </message>
    <message>
        <source>No engine is set (Edit › Preferences).</source>
        <translation>エンジンが設定されていません（編集 › 設定）。</translation>
    </message>
    <message>
        <source>The engine could not be started: &apos;%1&apos; (%2). Install GNU Go, or name another GTP engine (Edit › Preferences, or --engine).</source>
        <translation>エンジンを起動できませんでした：&apos;%1&apos;（%2）。GNU Go をインストールするか、別の GTP エンジンを指定してください（編集 › 設定、または --engine）。</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 がクラッシュしました。</translation>
    </message>
    <message>
        <source>%1 stopped (exit status %2).</source>
        <translation>%1 が終了しました（終了ステータス %2）。</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>メッセージ：%1</translation>
    </message>
    <message>
        <source>A GTP engine takes square boards only; this one is %1×%2.</source>
        <translation>GTP エンジンは正方形の盤しか扱えません。この盤は %1×%2 です。</translation>
    </message>
    <message>
        <source>The block at %1 has no liberty: no game reaches this position.</source>
        <translation>%1 の連にはダメがありません。この局面に至る対局はありません。</translation>
    </message>
    <message>
        <source>The engine refused “%1”.</source>
        <translation>エンジンが「%1」を拒否しました。</translation>
    </message>
    <message>
        <source>The engine&apos;s answer is not GTP: “%1”.</source>
        <translation>エンジンの答えは GTP ではありません：「%1」。</translation>
    </message>
    <message>
        <source>The engine named “%1” dead, which is no point of this board.</source>
        <translation>エンジンが死に石とした「%1」はこの盤の点ではありません。</translation>
    </message>
    <message>
        <source>The engine named %1 dead, an empty point: its board differs from the game&apos;s.</source>
        <translation>エンジンが死に石とした %1 は空点です。エンジンの盤が対局の盤と違います。</translation>
    </message>
    <message>
        <source>GTP names the points of boards up to %1×%1; this one is %2×%3.</source>
        <translation>GTP で点を表せるのは %1×%1 までの盤です。この盤は %2×%3 です。</translation>
    </message>
    <message>
        <source>The engine cannot take a %1×%2 board (it answered “%3”). GNU Go plays up to %4×%4.</source>
        <translation>エンジンは %1×%2 の盤を扱えません（答え：「%3」）。GNU Go は %4×%4 までです。</translation>
    </message>
</context>
<context>
    <name>seki::ui::EngineStatusWidget</name>
    <message>
        <source>Suggest Dead Stones</source>
        <translation>死に石を提案</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>中止 (Esc)</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>採用</translation>
    </message>
    <message>
        <source>No, Thanks</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>No dead stones are marked.</source>
        <translation>死に石が指定されていません。</translation>
    </message>
    <message>
        <source>%1 is reading the position…</source>
        <translation>%1 が局面を読んでいます…</translation>
    </message>
    <message>
        <source>Count Undecided Dead</source>
        <translation>未決定の石を死に石に</translation>
    </message>
    <message>
        <source>Add the stones SekiScope could not decide (marked ?) to the suggestion; Accept alone leaves them alive</source>
        <translation>SekiScope が決められなかった石（? 印）を提案に加えます。承認だけではそのまま活きとして残ります</translation>
    </message>
</context>
<context>
    <name>seki::ui::EstimateController</name>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>形勢を推定(&amp;E)</translation>
    </message>
    <message>
        <source>Shade who owns each point of the position shown, as SekiScope estimates it (an estimate, not a count; the game may go on)</source>
        <translation>表示中の局面で各点がどちらのものか、SekiScope の推定を濃淡で示します（推定であり計算ではありません。対局の途中でも使えます）</translation>
    </message>
    <message>
        <source>Black leads by %1</source>
        <translation>黒が %1 目リード</translation>
    </message>
    <message>
        <source>White leads by %1</source>
        <translation>白が %1 目リード</translation>
    </message>
    <message>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>Estimate, not a count: %1 (Black %2, White %3 and komi)</source>
        <translation>推定（計算ではありません）：%1（黒 %2、白 %3 とコミ）</translation>
    </message>
    <message>
        <source>SekiScope&apos;s estimate: its own dead stones, the areas each side closed, and the rest to the side whose stones are nearer (Go › Estimate Score)</source>
        <translation>SekiScope の推定：自身の死に石判定、各々が囲んだ領域、残りは石が近い側に数えます（移動 › 形勢を推定）</translation>
    </message>
</context>
<context>
    <name>seki::ui::ExercisePanel</name>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <source>B+3, W+2.5 or 0</source>
        <translation>B+3、W+2.5 または 0</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>確認(&amp;C)</translation>
    </message>
    <message>
        <source>Check the answer given so far</source>
        <translation>ここまでの答えを確認します</translation>
    </message>
    <message>
        <source>Show &amp;Answer</source>
        <translation>答えを表示(&amp;A)</translation>
    </message>
    <message>
        <source>Draw the lesson&apos;s answer on the board</source>
        <translation>レッスンの答えを盤上に表示します</translation>
    </message>
    <message>
        <source>Try A&amp;gain</source>
        <translation>やり直す(&amp;G)</translation>
    </message>
    <message>
        <source>Clear the answer and start again</source>
        <translation>答えを消して最初からやり直します</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>前へ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Exercise %1 of %2 · %3 solved</source>
        <translation>問題 %1 / %2 · %3 問正解</translation>
    </message>
</context>
<context>
    <name>seki::ui::ExerciseSession</name>
    <message>
        <source>This position poses no exercise.</source>
        <translation>この局面には問題がありません。</translation>
    </message>
    <message>
        <source>The exercise&apos;s answer key cannot be read: %1</source>
        <translation>問題の正解データを読めません：%1</translation>
    </message>
    <message>
        <source>Click each marked group to say what it is: once alive (circle), twice dead (cross), three times in seki (triangle). Then Check.</source>
        <translation>印の付いた各グループをクリックして答えてください：1 回で生き（丸）、2 回で死に（×）、3 回でセキ（三角）。それから「確認」。</translation>
    </message>
    <message>
        <source>Click each point of territory: once Black&apos;s, twice White&apos;s, three times no one&apos;s. Or type the result (B+3, W+2.5, 0). Then Check.</source>
        <translation>地の各点をクリックしてください：1 回で黒地、2 回で白地、3 回でどちらでもない点。または結果を入力します（B+3、W+2.5、0）。それから「確認」。</translation>
    </message>
    <message>
        <source>Black to play: click where Black should play.</source>
        <translation>黒番：黒が打つべき点をクリックしてください。</translation>
    </message>
    <message>
        <source>White to play: click where White should play.</source>
        <translation>白番：白が打つべき点をクリックしてください。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 would be suicide: that stone has no liberty and captures nothing.</source>
        <translation>%1 は自殺手です。その石にはダメがなく、何も取れません。</translation>
    </message>
    <message>
        <source>%1 retakes the ko at once, which the rules forbid.</source>
        <translation>%1 はコウをすぐに取り返す手で、ルールで禁じられています。</translation>
    </message>
    <message>
        <source>%1 is taken: play on an empty point.</source>
        <translation>%1 にはすでに石があります。空いている点に打ってください。</translation>
    </message>
    <message>
        <source>Not %1. Try again.</source>
        <translation>%1 ではありません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Not %1: %2</source>
        <translation>%1 ではありません：%2</translation>
    </message>
    <message>
        <source>Not %1. %2 Click the board to try again.</source>
        <translation>%1 ではありません。%2 盤をクリックしてもう一度どうぞ。</translation>
    </message>
    <message>
        <source>Right, %1. %2 Your move again.</source>
        <translation>正解、%1。%2 もう一度あなたの番です。</translation>
    </message>
    <message>
        <source>Right, %1! %2</source>
        <translation>正解、%1！ %2</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is alive: it has territory of its own (%3).</source>
        <translation>%2 の%1のグループは生きです。自分の地（%3）があります。</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is dead: it cannot make two eyes, and at the end the players take it off as prisoners.</source>
        <translation>%2 の%1のグループは死にです。二眼を作れず、終局で死に石としてアゲハマに取り上げられます。</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is in seki: it has one eye, %3, and shares %4 with the other side; whoever fills a shared point is captured.</source>
        <translation>%2 の%1のグループはセキです。眼が一つ（%3）あり、%4 を相手と共有しています。共通のダメを詰めた方が取られます。</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is in seki: it has no eye, and shares %3 with the other side; whoever fills a shared point is captured.</source>
        <translation>%2 の%1のグループはセキです。眼はなく、%3 を相手と共有しています。共通のダメを詰めた方が取られます。</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2 is in seki: it cannot make two eyes, and the other side cannot capture it either.</source>
        <translation>%2 の%1のグループはセキです。二眼は作れませんが、相手も取ることができません。</translation>
    </message>
    <message>
        <source>Right: every group is what you said.</source>
        <translation>正解：どのグループも答えのとおりです。</translation>
    </message>
    <message>
        <source>%1 of %2 groups are right.</source>
        <translation>%2 グループ中 %1 グループが正解です。</translation>
    </message>
    <message>
        <source>Mark the territory on the board, or type the result, then Check.</source>
        <translation>盤上に地の印を付けるか結果を入力して、「確認」を押してください。</translation>
    </message>
    <message>
        <source>Every point is right.</source>
        <translation>すべての点が正解です。</translation>
    </message>
    <message>
        <source>Territory you did not count (circled): %1.</source>
        <translation>数え漏れた地（丸印）：%1。</translation>
    </message>
    <message>
        <source>Counted wrongly (crossed): %1.</source>
        <translation>誤って数えた点（×印）：%1。</translation>
    </message>
    <message>
        <source>The result is right: %1.</source>
        <translation>結果は正解です：%1。</translation>
    </message>
    <message>
        <source>The result %1 is not right.</source>
        <translation>結果 %1 は正しくありません。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>生き</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死に</translation>
    </message>
    <message>
        <source>in seki</source>
        <translation>セキ</translation>
    </message>
    <message>
        <source>%1&apos;s group at %2: %3.</source>
        <translation>%2 の%1のグループ：%3。</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <source>The answer: %1; the marks show each side&apos;s territory.</source>
        <translation>答え：%1。印がそれぞれの地を示しています。</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>答え：%1。</translation>
    </message>
    <message>
        <source>Not answered yet: the groups at %1.</source>
        <translation>まだ答えていないグループ：%1。</translation>
    </message>
    <message>
        <source>%1: territory %2 + stones %3 = %4</source>
        <translation>%1：地 %2 ＋ 石 %3 ＝ %4</translation>
    </message>
    <message>
        <source>%1: territory %2 + prisoners %3 = %4</source>
        <translation>%1：地 %2 ＋ アゲハマ %3 ＝ %4</translation>
    </message>
    <message>
        <source>%1: territory %2 + stones %3 + komi %4 = %5</source>
        <translation>%1：地 %2 ＋ 石 %3 ＋ コミ %4 ＝ %5</translation>
    </message>
    <message>
        <source>%1: territory %2 + prisoners %3 + komi %4 = %5</source>
        <translation>%1：地 %2 ＋ アゲハマ %3 ＋ コミ %4 ＝ %5</translation>
    </message>
</context>
<context>
    <name>seki::ui::ExportController</name>
    <message>
        <source>&amp;Export Board…</source>
        <translation>碁盤を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the board as it is shown as a PNG, SVG or PDF file</source>
        <translation>表示どおりの碁盤を PNG・SVG・PDF ファイルに保存</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>Copy Board &amp;Image</source>
        <translation>碁盤を画像としてコピー(&amp;I)</translation>
    </message>
    <message>
        <source>Copy the board as it is shown to the clipboard, as an image</source>
        <translation>表示どおりの碁盤を画像としてクリップボードにコピー</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Print a handout of the walk-through: diagrams with their explanations</source>
        <translation>整地の配布資料を印刷：図とその説明</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <source>See the handout&apos;s pages before printing</source>
        <translation>印刷前に配布資料のページを確認</translation>
    </message>
    <message>
        <source>Copied the board (%1 × %2 pixels)</source>
        <translation>碁盤をコピーしました（%1 × %2 ピクセル）</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>配布資料を印刷</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>プリンターを開始できませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer</source>
        <translation>
            <numerusform>%n ページをプリンターに送りました</numerusform>
        </translation>
    </message>
    <message>
        <source>Handout Preview</source>
        <translation>配布資料のプレビュー</translation>
    </message>
</context>
<context>
    <name>seki::ui::EyeAnalysisPanel</name>
    <message>
        <source>Owner</source>
        <translation>持ち主</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>目数</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>図</translation>
    </message>
    <message>
        <source>Local game</source>
        <translation>局所読み</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>The space in GNU Go&apos;s notation: &apos;!&apos; marginal, &apos;.&apos; proper, &apos;X&apos; a dead stone</source>
        <translation>GNU Go の記法による眼形：&apos;!&apos; 周辺の点、&apos;.&apos; 本来の点、&apos;X&apos; 死に石</translation>
    </message>
    <message>
        <source>GNU Go&apos;s value {max|min}: eyes if the owner moves first | if the opponent does; then the four digits abcd</source>
        <translation>GNU Go の値 {max|min}：持ち主が先のときの眼 | 相手が先のときの眼。続いて 4 桁の abcd</translation>
    </message>
    <message>
        <source>The boundary-length table: eyes of the scorer&apos;s regions in the space</source>
        <translation>境界の長さの表：この眼形にある計算上の領域の眼</translation>
    </message>
    <message>
        <source>Eye spaces</source>
        <translation>眼形</translation>
    </message>
    <message>
        <source>The eye spaces cannot be read: %1</source>
        <translation>眼形を読めません：%1</translation>
    </message>
    <message>
        <source>Reading the eye spaces…</source>
        <translation>眼形を読んでいます…</translation>
    </message>
    <message>
        <source>The eye spaces are read on the final position, with its dead stones marked (End).</source>
        <translation>眼形は死に石を指定した終局図で読みます（End）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>seki inside</source>
        <translation>中にセキ</translation>
    </message>
    <message>
        <source>1 eye space: </source>
        <translation>眼形 1 つ：</translation>
    </message>
    <message>
        <source>%1 eye spaces: </source>
        <translation>眼形 %1 つ：</translation>
    </message>
    <message>
        <source>the two readings disagree on %1, %2 too large to solve (the table decides there).</source>
        <translation>二つの読みは %1 で食い違い、%2 は大きすぎて解けません（そこでは表で決めます）。</translation>
    </message>
    <message>
        <source>&lt;small&gt;Select an eye space to see it on the board, with its marginal points and its half and false eyes.&lt;/small&gt;</source>
        <translation>&lt;small&gt;眼形を選ぶと、周辺の点・後手眼・欠け眼とともに盤上に表示します。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s eye space&lt;/b&gt;, 1 point: %2</source>
        <translation>&lt;b&gt;%1の眼形&lt;/b&gt;、1 目：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s eye space&lt;/b&gt;, %2 points: %3</source>
        <translation>&lt;b&gt;%1の眼形&lt;/b&gt;、%2 目：%3</translation>
    </message>
    <message>
        <source>Local game %1: %2 if %3 moves first, %4 if %5 does. Digits abcd: %5 moves first twice (a) or once (b), %3 once (c) or twice (d).</source>
        <translation>局所読み %1：%3が先なら %2、%5が先なら %4。abcd の各桁：%5が 2 手 (a) または 1 手 (b) 先行、%3が 1 手 (c) または 2 手 (d) 先行。</translation>
    </message>
    <message>
        <source>%1 cannot be captured here either: a seki is possible inside (GNU Go&apos;s reading, %2).</source>
        <translation>%1 はここでも取られません：中でセキになりえます（GNU Go の読み、%2）。</translation>
    </message>
    <message>
        <source>Local game: %1. No value is guessed: the boundary-length table decides here.</source>
        <translation>局所読み：%1。値は推測しません。ここでは境界の長さの表で決めます。</translation>
    </message>
    <message>
        <source>Boundary-length table: %1.</source>
        <translation>境界の長さの表：%1。</translation>
    </message>
    <message>
        <source>%1 is a false eye, a marginal point &apos;!&apos; (diagonals %2)</source>
        <translation>%1 は欠け眼、周辺の点 &apos;!&apos;（斜め %2）</translation>
    </message>
    <message>
        <source>%1 is a half eye (diagonals %2), key point %3</source>
        <translation>%1 は後手眼（斜め %2）、急所は %3</translation>
    </message>
    <message>
        <source>The topological test finds no half or false eye (1 point tested).</source>
        <translation>位相による判定では後手眼も欠け眼もありません（1 点を調べました）。</translation>
    </message>
    <message>
        <source>The topological test finds no half or false eye (%1 points tested).</source>
        <translation>位相による判定では後手眼も欠け眼もありません（%1 点を調べました）。</translation>
    </message>
</context>
<context>
    <name>seki::ui::EyeLensController</name>
    <message>
        <source>Eye Analysis</source>
        <translation>眼の分析</translation>
    </message>
    <message>
        <source>Show &amp;Eye Spaces</source>
        <translation>眼形を表示(&amp;E)</translation>
    </message>
    <message>
        <source>Outline every eye space on the board and mark its half and false eyes (GNU Go&apos;s reading)</source>
        <translation>盤上の眼形をすべて囲み、後手眼と欠け眼に印を付ける（GNU Go の読み）</translation>
    </message>
    <message>
        <source>Count eyes with the boundary-length table (the default reading)</source>
        <translation>境界の長さの表で眼を数える（既定の読み）</translation>
    </message>
    <message>
        <source>Decide seki with GNU Go&apos;s local-game values where they are solved; the Score dock shows both readings</source>
        <translation>解ける箇所では GNU Go の局所読みの値でセキを判定。計算パネルには両方の読みを表示</translation>
    </message>
    <message>
        <source>Eye &amp;Count</source>
        <translation>眼の数え方(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;GNU Go Local Games</source>
        <translation>GNU Go の局所読み(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Boundary Length Table</source>
        <translation>境界の長さの表(&amp;B)</translation>
    </message>
    <message>
        <source>Reading the eye spaces…</source>
        <translation>眼形を読んでいます…</translation>
    </message>
    <message>
        <source>%1: in no eye space. Marking dead stones is off while the eye spaces are shown.</source>
        <translation>%1：どの眼形にも入っていません。眼形の表示中は死に石を指定できません。</translation>
    </message>
    <message>
        <source>%1: Black&apos;s eye space of 1 point. Click to show it in Eye Analysis.</source>
        <translation>%1：黒の眼形（1 目）。クリックすると眼の分析に表示します。</translation>
    </message>
    <message>
        <source>%1: White&apos;s eye space of 1 point. Click to show it in Eye Analysis.</source>
        <translation>%1：白の眼形（1 目）。クリックすると眼の分析に表示します。</translation>
    </message>
    <message>
        <source>%1: Black&apos;s eye space of %2 points. Click to show it in Eye Analysis.</source>
        <translation>%1：黒の眼形（%2 目）。クリックすると眼の分析に表示します。</translation>
    </message>
    <message>
        <source>%1: White&apos;s eye space of %2 points. Click to show it in Eye Analysis.</source>
        <translation>%1：白の眼形（%2 目）。クリックすると眼の分析に表示します。</translation>
    </message>
</context>
<context>
    <name>seki::ui::FileController</name>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the dead stones, territory and result into the SGF file</source>
        <translation>死に石・地・結果を SGF ファイルに保存</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the game as a new SGF file</source>
        <translation>新しい SGF ファイルとして棋譜を保存</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開いたファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>サンプルを開く(&amp;X)</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新しい局面</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存されていません：%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>position.sgf</source>
        <translation>局面.sgf</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>一覧を消去(&amp;C)</translation>
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
        <translation>棋譜（SGF、Tygem、WBaduk、パンダネット）または計算の例題（.pos）を開く</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>棋譜を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Open the game record on the clipboard (SGF, Tygem, WBaduk or Pandanet) as a new game</source>
        <translation>クリップボードの棋譜（SGF、Tygem、WBaduk、パンダネット）を新しい対局として開く</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>貼り付けた棋譜</translation>
    </message>
    <message>
        <source>game.sgf</source>
        <translation>棋譜.sgf</translation>
    </message>
    <message>
        <source>the dropped text</source>
        <translation>ドロップされたテキスト</translation>
    </message>
    <message>
        <source>Nothing to Paste</source>
        <translation>貼り付けるものがありません</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>Copy a game record (the SGF text, or a Tygem, WBaduk or Pandanet record), then paste it.</source>
        <translation>棋譜（SGF のテキスト、または Tygem、WBaduk、パンダネットの棋譜）をコピーしてから貼り付けてください。</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <source>Nothing to Open</source>
        <translation>開くものがありません</translation>
    </message>
    <message>
        <source>There is no text in %1.</source>
        <translation>%1 にテキストがありません。</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>%1 行 %2 列：%3</translation>
    </message>
    <message>
        <source>No Game Record</source>
        <translation>棋譜ではありません</translation>
    </message>
    <message>
        <source>SekiScope cannot read the text in %1.</source>
        <translation>SekiScope は %1 のテキストを読めません。</translation>
    </message>
    <message>
        <source>Copy a whole game record (SGF, or a Tygem, WBaduk or Pandanet record), or open its file with File › Open.</source>
        <translation>棋譜全体（SGF、または Tygem、WBaduk、パンダネットの棋譜）をコピーするか、そのファイルを ファイル › 開く で開いてください。</translation>
    </message>
    <message>
        <source>Opened the game record from %1; save it to keep it</source>
        <translation>%1 から棋譜を開きました。残すには保存してください</translation>
    </message>
    <message>
        <source>Links Are Not Opened</source>
        <translation>リンクは開きません</translation>
    </message>
    <message>
        <source>SekiScope does not fetch games from the network: %1</source>
        <translation>SekiScope はネットワークから棋譜を取得しません：%1</translation>
    </message>
    <message>
        <source>Download the game as an SGF file (on OGS: the game&apos;s menu › Download SGF) and open that file, or copy the SGF text and paste it here with Ctrl+V.</source>
        <translation>棋譜を SGF ファイルとしてダウンロードし（OGS では対局のメニュー › Download SGF）、そのファイルを開くか、SGF のテキストをコピーして Ctrl+V でここに貼り付けてください。</translation>
    </message>
    <message>
        <source>%1[*] (%2) — SekiScope</source>
        <translation>%1[*]（%2）— SekiScope</translation>
    </message>
</context>
<context>
    <name>seki::ui::GameDocument</name>
    <message>
        <source>Captured during play (not part of this record): %1 by Black, %2 by White.</source>
        <translation>対局中に取った石（この棋譜には含まれない）：黒 %1、白 %2。</translation>
    </message>
    <message>
        <source>%1 (Black) – %2 (White)</source>
        <translation>%1（黒）– %2（白）</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>対局 %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目：%2</translation>
    </message>
</context>
<context>
    <name>seki::ui::GameInfoPanel</name>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>碁盤</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Result in file</source>
        <translation>ファイル中の結果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
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
        <translation>面積</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Some texts may be shown wrongly: %1</source>
        <translation>一部の文字が正しく表示されない可能性があります：%1</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>1989 年日本ルール</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中国ルール</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA ルール</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓国ルール</translation>
    </message>
    <message>
        <source>New Zealand</source>
        <translation>ニュージーランドルール</translation>
    </message>
    <message>
        <source>Ing (GOE)</source>
        <translation>応氏ルール (GOE)</translation>
    </message>
    <message>
        <source>In the file: RU[%1]</source>
        <translation>ファイルの記述：RU[%1]</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>棋戦</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1 第%2局</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 (the file names none)</source>
        <translation>%1（ファイルに指定なし）</translation>
    </message>
    <message>
        <source>%1 (KM[] has no value: read as 0)</source>
        <translation>%1（KM[] に値がないため 0 とします）</translation>
    </message>
    <message>
        <source>%1 (KM[%2]: the Fox server writes komi in hundredths)</source>
        <translation>%1（KM[%2]：野狐サーバーはコミを百倍で記録します）</translation>
    </message>
    <message>
        <source>%1 – larger than the board&apos;s %2 points: surely not meant; counted as written</source>
        <translation>%1 – 盤の %2 目より大きく、意図した値ではないはずです。書かれたとおりに数えます</translation>
    </message>
    <message>
        <source>Black won by resignation at move %1</source>
        <translation>%1 手で黒の中押し勝ち</translation>
    </message>
    <message>
        <source>White won by resignation at move %1</source>
        <translation>%1 手で白の中押し勝ち</translation>
    </message>
    <message>
        <source>Black won on time at move %1</source>
        <translation>%1 手で黒の時間切れ勝ち</translation>
    </message>
    <message>
        <source>White won on time at move %1</source>
        <translation>%1 手で白の時間切れ勝ち</translation>
    </message>
    <message>
        <source>Black won by forfeit</source>
        <translation>黒の不戦勝</translation>
    </message>
    <message>
        <source>White won by forfeit</source>
        <translation>白の不戦勝</translation>
    </message>
    <message>
        <source>No result (void)</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>Result unknown</source>
        <translation>結果不明</translation>
    </message>
    <message>
        <source>%1: %2; not played out</source>
        <translation>%1：%2。終局まで打たれていません</translation>
    </message>
    <message>
        <source>The file was read with warnings: %1</source>
        <translation>ファイルは警告付きで読み込まれました：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n in variations</source>
        <translation>
            <numerusform>%1、変化図に %n 手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seki::ui::GameTreePanel</name>
    <message>
        <source>No comment at this move.</source>
        <translation>この手にはコメントがありません。</translation>
    </message>
    <message>
        <source>The record has no moves to comment on.</source>
        <translation>この棋譜にはコメントできる手がありません。</translation>
    </message>
    <message>
        <source>main line</source>
        <translation>本譜</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Start of the game (%1)</source>
        <translation>対局開始（%1）</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>%1手目：%2（%3）</translation>
    </message>
    <message>
        <source>No variations on this line.</source>
        <translation>この手順に変化はありません。</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>着手なし</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black passes</source>
        <translation>黒 パス</translation>
    </message>
    <message>
        <source>White passes</source>
        <translation>白 パス</translation>
    </message>
    <message>
        <source>%1. %2 (main)</source>
        <translation>%1. %2（本譜）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Next move: the variations lettered on the board</source>
        <translation>次の手：盤上の記号で示した変化</translation>
    </message>
    <message>
        <source>This move and its variations (Up, Down):</source>
        <translation>この手とその変化（上・下キー）：</translation>
    </message>
    <message>
        <source>No variations at this move (Up, Down: the variations after move %1).</source>
        <translation>この手に変化はありません（上・下キー：%1 手目の後の変化）。</translation>
    </message>
    <message>
        <source>After move %1 (%2)</source>
        <translation>%1手目の後（%2）</translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1（打てません）</translation>
    </message>
</context>
<context>
    <name>seki::ui::GameTreeView</name>
    <message>
        <source>Game tree</source>
        <translation>棋譜ツリー</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>No move (position or comment)</source>
        <translation>着手なし（配置またはコメント）</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>%1手目：%2 %3</translation>
    </message>
    <message>
        <source>Move %1: %2 passes</source>
        <translation>%1手目：%2 パス</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s) branch off here</source>
        <translation>
            <numerusform>ここから%n個の変化が分かれます</numerusform>
        </translation>
    </message>
    <message>
        <source>No game record: this position has no moves.</source>
        <translation>棋譜がありません：この局面には着手がありません。</translation>
    </message>
    <message>
        <source>Move %1: %2, not played</source>
        <translation>%1手目：%2（打てません）</translation>
    </message>
</context>
<context>
    <name>seki::ui::HandoutDialog</name>
    <message>
        <source>Handout</source>
        <translation>配布資料</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 diagrams a page)</source>
        <translation>%1 × %2（1 ページに図 %3 枚）</translation>
    </message>
    <message>
        <source>The position and each stage</source>
        <translation>局面と各段階</translation>
    </message>
    <message>
        <source>Every step of the walk-through</source>
        <translation>整地の全ステップ</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Diagrams:</source>
        <translation>図(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>レイアウト(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Continue…</source>
        <translation>続ける(&amp;C)…</translation>
    </message>
    <message>
        <source>%1 diagrams on 1 page</source>
        <translation>図 %1 枚を 1 ページに</translation>
    </message>
    <message>
        <source>%1 diagrams on %2 pages</source>
        <translation>図 %1 枚を %2 ページに</translation>
    </message>
    <message>
        <source>Around the stones that matter</source>
        <translation>要所の石の周り</translation>
    </message>
    <message>
        <source>The whole board</source>
        <translation>盤全体</translation>
    </message>
    <message>
        <source>Top left corner</source>
        <translation>左上隅</translation>
    </message>
    <message>
        <source>Top right corner</source>
        <translation>右上隅</translation>
    </message>
    <message>
        <source>Bottom left corner</source>
        <translation>左下隅</translation>
    </message>
    <message>
        <source>Bottom right corner</source>
        <translation>右下隅</translation>
    </message>
    <message>
        <source>Top side</source>
        <translation>上辺</translation>
    </message>
    <message>
        <source>Bottom side</source>
        <translation>下辺</translation>
    </message>
    <message>
        <source>Left side</source>
        <translation>左辺</translation>
    </message>
    <message>
        <source>Right side</source>
        <translation>右辺</translation>
    </message>
    <message>
        <source>&amp;Paper colours: white board, black lines (otherwise the screen&apos;s theme)</source>
        <translation>紙用の配色：白い盤と黒い線（オフなら画面のテーマ）(&amp;P)</translation>
    </message>
    <message>
        <source>Lea&amp;ve out diagrams that change nothing</source>
        <translation>変化のない図を省く(&amp;V)</translation>
    </message>
    <message>
        <source>A p&amp;roblem page first: the position without answers</source>
        <translation>最初に問題ページ：答えのない局面(&amp;R)</translation>
    </message>
    <message>
        <source>An &amp;answer page last: the counted position and the result</source>
        <translation>最後に答えページ：数えた局面と結果(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>盤面(&amp;B):</translation>
    </message>
    <message>
        <source>The lesson: its position, its lines with numbered moves, its exercises</source>
        <translation>レッスン：局面、手順に番号を付けた変化図、問題</translation>
    </message>
    <message>
        <source>&amp;Answers at the back: each exercise&apos;s key</source>
        <translation>答えを最後に(&amp;A)：各問題の解答</translation>
    </message>
</context>
<context>
    <name>seki::ui::HelpController</name>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About SekiScope</source>
        <translation>SekiScope について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>About SekiScope</source>
        <translation>SekiScope について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;SekiScope %1&lt;/h3&gt;&lt;p&gt;Mark the dead stones of a finished game of Go and get a territory score you can trust, seki included, under Japanese, 1989 Japanese and Chinese counting.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SekiScope %1&lt;/h3&gt;&lt;p&gt;終局した碁の死に石を指定し、セキも含めて信頼できる地の計算を、日本ルール・1989 年日本ルール・中国ルールで行います。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every key of the window</source>
        <translation>ウィンドウのすべてのキー</translation>
    </message>
</context>
<context>
    <name>seki::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>Show the window in this language; the choice is remembered</source>
        <translation>この言語でウィンドウを表示します。選択は保存されます</translation>
    </message>
</context>
<context>
    <name>seki::ui::LessonBrowser</name>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Filter lessons</source>
        <translation>レッスンを絞り込む</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>レッスンの本文</translation>
    </message>
    <message>
        <source>&amp;Open Lesson</source>
        <translation>レッスンを開く(&amp;O)</translation>
    </message>
    <message>
        <source>No lessons are installed.</source>
        <translation>レッスンがインストールされていません。</translation>
    </message>
    <message>
        <source>No lesson chosen</source>
        <translation>レッスンが選ばれていません</translation>
    </message>
    <message>
        <source>%1 × %2 board · rules: %3 · komi %4</source>
        <translation>%1 × %2 路盤 · %3 · コミ %4</translation>
    </message>
    <message>
        <source>Seki in Go</source>
        <translation>囲碁のセキ</translation>
    </message>
    <message>
        <source>How SekiScope counts</source>
        <translation>SekiScope の数え方</translation>
    </message>
    <message>
        <source>Shelves</source>
        <translation>棚</translation>
    </message>
    <message>
        <source>My lessons</source>
        <translation>マイレッスン</translation>
    </message>
    <message>
        <source>The lessons you write appear here: set a position up in the board editor (File › New Position), give it a title, your text, marks and moves in the Lesson panel, and choose Save as Lesson.</source>
        <translation>自分で作ったレッスンはここに表示されます。盤面エディターで局面を配置し（ファイル › 新しい局面）、レッスンパネルで題名、説明、印、着手を入れて「レッスンとして保存」を選んでください。</translation>
    </message>
    <message>
        <source>Print &amp;Problems of This Shelf…</source>
        <translation>この棚の問題を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>A sheet of this shelf&apos;s exercises, numbered on a grid, with the answers at the back</source>
        <translation>この棚の問題を番号付きで並べた用紙。答えは後ろのページに</translation>
    </message>
</context>
<context>
    <name>seki::ui::LessonDraft</name>
    <message>
        <source>That point is taken.</source>
        <translation>その点にはすでに石があります。</translation>
    </message>
    <message>
        <source>That move would be suicide.</source>
        <translation>その手は自殺手になります。</translation>
    </message>
    <message>
        <source>That retakes the ko at once: play elsewhere first.</source>
        <translation>コウをすぐに取り返すことになります。先に他の場所に打ってください。</translation>
    </message>
</context>
<context>
    <name>seki::ui::LessonEditor</name>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>題名(&amp;T)：</translation>
    </message>
    <message>
        <source>The lesson&apos;s name in the browser</source>
        <translation>レッスン一覧に表示される名前</translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;text for this position:</source>
        <translation>この局面の先生の説明(&amp;T)：</translation>
    </message>
    <message>
        <source>To &amp;play:</source>
        <translation>手番(&amp;P)：</translation>
    </message>
    <message>
        <source>Not said</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>The position before this move</source>
        <translation>この手の前の局面</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>最初(&amp;S)</translation>
    </message>
    <message>
        <source>The lesson&apos;s first position, the one set up</source>
        <translation>レッスンの最初の局面（配置した局面）</translation>
    </message>
    <message>
        <source>Save as &amp;Lesson…</source>
        <translation>レッスンとして保存(&amp;L)…</translation>
    </message>
    <message>
        <source>Save the lesson to your lessons folder; the lesson browser shows it under My lessons</source>
        <translation>レッスンを自分のレッスンフォルダーに保存します。レッスン一覧の「マイレッスン」に表示されます</translation>
    </message>
    <message>
        <source>Save as Lesson</source>
        <translation>レッスンとして保存</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>保存先：%1</translation>
    </message>
    <message>
        <source>The first position (the stones set up).</source>
        <translation>最初の局面（配置した石）。</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>%1 手目：%2 %3</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>局面 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s) follow.</source>
        <translation>
            <numerusform>変化図が %n 個続きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1 に印</translation>
    </message>
    <message>
        <source>Letter at %1</source>
        <translation>%1 に文字</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Play Black %1</source>
        <translation>黒 %1 に着手</translation>
    </message>
    <message>
        <source>Play White %1</source>
        <translation>白 %1 に着手</translation>
    </message>
    <message>
        <source>click marks it, again takes the mark away</source>
        <translation>クリックで印を付け、もう一度で消す</translation>
    </message>
    <message>
        <source>click plays Black here, right-click White</source>
        <translation>クリックで黒が着手、右クリックで白</translation>
    </message>
    <message>
        <source>click plays White here, right-click Black</source>
        <translation>クリックで白が着手、右クリックで黒</translation>
    </message>
    <message>
        <source>Nothing to save: set up a position first.</source>
        <translation>保存するものがありません。まず局面を配置してください。</translation>
    </message>
    <message>
        <source>Nobody plays</source>
        <translation>どちらも打たない</translation>
    </message>
    <message>
        <source>Saved the lesson as %1; Lessons › Browse Lessons shows it under My lessons</source>
        <translation>レッスンを %1 として保存しました。レッスン › レッスンを選ぶ の「マイレッスン」に表示されます</translation>
    </message>
    <message>
        <source>Mark the answer</source>
        <translation>答えの印を付ける</translation>
    </message>
    <message>
        <source>Say why other moves are wrong</source>
        <translation>他の手が誤りである理由を書く</translation>
    </message>
    <message>
        <source>E&amp;xercise here:</source>
        <translation>ここで出題(&amp;X):</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Seki or not?</source>
        <translation>セキかどうか？</translation>
    </message>
    <message>
        <source>Count it</source>
        <translation>数える</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>Ask the student about this position; the text above is the question</source>
        <translation>この局面について生徒に問います。上の文章が問題文です</translation>
    </message>
    <message>
        <source>This &amp;move is:</source>
        <translation>この手は(&amp;M):</translation>
    </message>
    <message>
        <source>Not marked</source>
        <translation>印なし</translation>
    </message>
    <message>
        <source>A right answer</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>A wrong answer</source>
        <translation>不正解</translation>
    </message>
    <message>
        <source>For the exercise one move before: play this move&apos;s refutation after it</source>
        <translation>一手前の問題のための印です。不正解の手には、その後に咎める手を打ってください</translation>
    </message>
    <message>
        <source>Other moves &amp;wrong:</source>
        <translation>他の手が誤り(&amp;W):</translation>
    </message>
    <message>
        <source>Why a move the lesson does not have is wrong</source>
        <translation>レッスンにない手がなぜ誤りか</translation>
    </message>
    <message>
        <source>The key, as the scorer counts: %1 alive, %2 dead, %3 in seki. Mark stones of the groups to ask about only those; the dead stones are those marked dead.</source>
        <translation>スコアラーによる正解：生き %1、死に %2、セキ %3。問うグループだけに印を付けてください。死に石は死にと指定した石です。</translation>
    </message>
    <message>
        <source>The student counts this position with the stones marked dead; the scorer&apos;s count is the answer.</source>
        <translation>生徒は死にと指定した石を除いてこの局面を数えます。スコアラーの計算が正解です。</translation>
    </message>
    <message>
        <source>Play the answers from here: mark each move right or wrong, and play the refutation after a wrong one.</source>
        <translation>ここから答えの手を打ってください。各手に正解か不正解の印を付け、不正解の手の後には咎める手を打ちます。</translation>
    </message>
    <message>
        <source>Set the exercise</source>
        <translation>問題を設定</translation>
    </message>
</context>
<context>
    <name>seki::ui::MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>The marks of this position cannot be shown (line %1): %2</source>
        <translation>この局面の印を表示できません（%1 行目）：%2</translation>
    </message>
    <message>
        <source>While the walk-through runs</source>
        <translation>整地の過程の表示中</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>碁盤</translation>
    </message>
</context>
<context>
    <name>seki::ui::MoveActions</name>
    <message>
        <source>&amp;First Move</source>
        <translation>最初の手(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>前の手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>次の手(&amp;N)</translation>
    </message>
    <message>
        <source>Fina&amp;l Position</source>
        <translation>終局図(&amp;L)</translation>
    </message>
    <message>
        <source>Go to the final position, where the dead stones are marked</source>
        <translation>死に石を指定する終局図へ移動</translation>
    </message>
    <message>
        <source>Pre&amp;vious Variation</source>
        <translation>前の変化(&amp;V)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Variation</source>
        <translation>次の変化(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Score the Position Shown</source>
        <translation>表示中の局面を計算(&amp;S)</translation>
    </message>
    <message>
        <source>Count the position shown instead of the end of the game; Save still writes the end of the game&apos;s territory</source>
        <translation>終局図の代わりに表示中の局面を計算します。保存される地は終局図のままです</translation>
    </message>
    <message>
        <source>&amp;Back 10 Moves</source>
        <translation>10手戻る(&amp;B)</translation>
    </message>
    <message>
        <source>For&amp;ward 10 Moves</source>
        <translation>10手進む(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Go to Move…</source>
        <translation>手数を指定して移動…(&amp;G)</translation>
    </message>
    <message>
        <source>Go to a move of the line shown by its number</source>
        <translation>表示中の手順の指定した手数の局面へ移動します</translation>
    </message>
    <message>
        <source>Previous Fo&amp;rk</source>
        <translation>前の分岐(&amp;R)</translation>
    </message>
    <message>
        <source>Back to the last move where the record branches</source>
        <translation>棋譜が分岐している直前の手へ戻ります</translation>
    </message>
    <message>
        <source>Next For&amp;k</source>
        <translation>次の分岐(&amp;K)</translation>
    </message>
    <message>
        <source>On to the next move where the record branches</source>
        <translation>棋譜が分岐している次の手へ進みます</translation>
    </message>
    <message>
        <source>Previous Co&amp;mment</source>
        <translation>前のコメント(&amp;M)</translation>
    </message>
    <message>
        <source>Back to the last move with a comment</source>
        <translation>コメントのある直前の手へ戻ります</translation>
    </message>
    <message>
        <source>Next &amp;Comment</source>
        <translation>次のコメント(&amp;C)</translation>
    </message>
    <message>
        <source>On to the next move with a comment</source>
        <translation>コメントのある次の手へ進みます</translation>
    </message>
</context>
<context>
    <name>seki::ui::MoveBar</name>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Step through the record (Left, Right, Home, End)</source>
        <translation>棋譜を進める・戻す（←、→、Home、End）</translation>
    </message>
    <message>
        <source>Move 000 of 000 (final)</source>
        <translation>第 000 手 / 000 手（終局）</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>着手なし</translation>
    </message>
    <message>
        <source>Move %1 of %2 (final)</source>
        <translation>第 %1 手 / %2 手（終局）</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 手 / %2 手</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>%1 · variation</source>
        <translation>%1 · 変化</translation>
    </message>
</context>
<context>
    <name>seki::ui::ParseErrorText</name>
    <message>
        <source>%1 (in the text read as %2)</source>
        <translation>%1（%2 として読んだテキスト内）</translation>
    </message>
    <message>
        <source>a property&apos;s name has no upper-case letter</source>
        <translation>プロパティ名に大文字がありません</translation>
    </message>
    <message>
        <source>property %1 has no value (&apos;[&apos; expected)</source>
        <translation>プロパティ %1 に値がありません（「[」が必要です）</translation>
    </message>
    <message>
        <source>the value of property %1 is not closed (&apos;]&apos; missing)</source>
        <translation>プロパティ %1 の値が閉じていません（「]」がありません）</translation>
    </message>
    <message>
        <source>the value of property %1 is longer than %2 bytes</source>
        <translation>プロパティ %1 の値が %2 バイトを超えています</translation>
    </message>
    <message>
        <source>a game tree must start with a node: &apos;;&apos; expected before &apos;(&apos;</source>
        <translation>ゲームツリーはノードで始まる必要があります：「(」の前に「;」が必要です</translation>
    </message>
    <message>
        <source>variations nested deeper than %1 levels</source>
        <translation>変化図の入れ子が %1 段を超えています</translation>
    </message>
    <message>
        <source>empty game tree: &apos;;&apos; expected before &apos;)&apos;</source>
        <translation>空のゲームツリー：「)」の前に「;」が必要です</translation>
    </message>
    <message>
        <source>a node after a variation: &apos;(&apos; or &apos;)&apos; expected</source>
        <translation>変化図の後にノードがあります：「(」か「)」が必要です</translation>
    </message>
    <message>
        <source>more than %1 nodes</source>
        <translation>ノードが %1 個を超えています</translation>
    </message>
    <message>
        <source>a property outside a node: &apos;;&apos; expected before it</source>
        <translation>ノードの外にプロパティがあります：その前に「;」が必要です</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>予期しない「%1」があります</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (%2)</source>
        <translation>予期しない文字「%1」（%2）があります</translation>
    </message>
    <message>
        <source>unexpected character %1</source>
        <translation>予期しない文字 %1 があります</translation>
    </message>
    <message>
        <source>a game tree is not closed (&apos;)&apos; missing)</source>
        <translation>ゲームツリーが閉じていません（「)」がありません）</translation>
    </message>
    <message>
        <source>no game in the file</source>
        <translation>ファイルに棋譜がありません</translation>
    </message>
    <message>
        <source>setup before the first move: %1</source>
        <translation>初手より前の配置: %1</translation>
    </message>
    <message>
        <source>setup after move %1: %2</source>
        <translation>第%1手の後の配置: %2</translation>
    </message>
    <message>
        <source>SZ[%1]: the board size must be a number from 1 to %2, or width:height</source>
        <translation>SZ[%1]: 盤の大きさは 1 から %2 までの数か「幅:高さ」で書きます</translation>
    </message>
    <message>
        <source>GM[%1]: not a game of Go (GM[1])</source>
        <translation>GM[%1]: 囲碁の棋譜ではありません（GM[1]）</translation>
    </message>
    <message>
        <source>KM[%1]: the komi is not a number</source>
        <translation>KM[%1]: コミが数ではありません</translation>
    </message>
    <message>
        <source>KM[%1]: the komi is beyond %2 points either way</source>
        <translation>KM[%1]: コミがどちらかに %2 目を超えています</translation>
    </message>
    <message>
        <source>HA[%1]: the handicap is not a whole number</source>
        <translation>HA[%1]: 置き石の数が整数ではありません</translation>
    </message>
    <message>
        <source>%1[%2]: the stones captured by Black and by White must be two whole numbers, as in %1[3:5]</source>
        <translation>%1[%2]: 黒と白のアゲハマは %1[3:5] のように二つの整数で書きます</translation>
    </message>
    <message>
        <source>move %1: %2[%3] is not a point</source>
        <translation>第%1手: %2[%3] は交点を表していません</translation>
    </message>
    <message>
        <source>move %1: %2[%3] is off the %4x%5 board</source>
        <translation>第%1手: %2[%3] は %4x%5 の盤の外です</translation>
    </message>
    <message>
        <source>move %1: %2[%3] is on an occupied point</source>
        <translation>第%1手: %2[%3] はすでに石のある交点への着手です</translation>
    </message>
    <message>
        <source>move %1: %2[%3] captures more than %4 stones in all: this is not a game record</source>
        <translation>第%1手: %2[%3] でアゲハマが合計 %4 個を超えます。これは棋譜ではありません</translation>
    </message>
    <message>
        <source>%1: the setup places or removes more than %2 points in all (the limit for a game record)</source>
        <translation>%1: 配置で石を置く・取り除く交点が合計 %2 を超えています（棋譜としての上限）</translation>
    </message>
    <message>
        <source>%1[%2] is not a point</source>
        <translation>%1[%2] は交点を表していません</translation>
    </message>
    <message>
        <source>%1[%2]: the point is off the %3x%4 board</source>
        <translation>%1[%2]: この交点は %3x%4 の盤の外です</translation>
    </message>
    <message>
        <source>%1: the values name more than %2 points in all (the same points again and again)</source>
        <translation>%1: 値が指す交点が合計 %2 を超えています（同じ交点の繰り返し）</translation>
    </message>
    <message>
        <source>expected &apos;key: value&apos;</source>
        <translation>「キー: 値」の形で書きます</translation>
    </message>
    <message>
        <source>&apos;%1&apos; given twice</source>
        <translation>「%1」が二度書かれています</translation>
    </message>
    <message>
        <source>the result is empty</source>
        <translation>結果が空です</translation>
    </message>
    <message>
        <source>&apos;%1:&apos; takes no value: the grid follows on the next lines</source>
        <translation>「%1:」には値を書きません。盤面は次の行から続けます</translation>
    </message>
    <message>
        <source>&apos;territory:&apos; must come after the board</source>
        <translation>「territory:」は盤面の後に書きます</translation>
    </message>
    <message>
        <source>empty board: the grid&apos;s rows must follow &apos;board:&apos;</source>
        <translation>盤面が空です。「board:」の後に盤面の行が必要です</translation>
    </message>
    <message>
        <source>the territory has %1 rows, the board %2</source>
        <translation>地の行数は %1、盤面の行数は %2 です</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>不明なキー「%1」</translation>
    </message>
    <message>
        <source>no &apos;board:&apos; in the file</source>
        <translation>ファイルに「board:」がありません</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos; (territory or area)</source>
        <translation>不明なルール「%1」（territory か area）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>「%1」は数ではありません</translation>
    </message>
    <message>
        <source>expected black=N or white=N</source>
        <translation>black=N または white=N の形で書きます</translation>
    </message>
    <message>
        <source>a count of stones must be a whole number from 0 to %1</source>
        <translation>石の数は 0 から %1 までの整数です</translation>
    </message>
    <message>
        <source>expected black=N and/or white=N</source>
        <translation>black=N と white=N の一方または両方を書きます</translation>
    </message>
    <message>
        <source>unknown cell &apos;%1&apos; (expected one of %2)</source>
        <translation>不明なマス「%1」（%2 のいずれか）</translation>
    </message>
    <message>
        <source>the cells must be separated by spaces</source>
        <translation>マスは空白で区切ります</translation>
    </message>
    <message>
        <source>the row has more than %1 cells</source>
        <translation>行のマスが %1 を超えています</translation>
    </message>
    <message>
        <source>the board is wider than %1</source>
        <translation>盤の幅が %1 を超えています</translation>
    </message>
    <message>
        <source>the row has %1 cells, expected %2</source>
        <translation>行のマスが %1 あります（%2 が必要です）</translation>
    </message>
    <message>
        <source>the board is taller than %1</source>
        <translation>盤の高さが %1 を超えています</translation>
    </message>
    <message>
        <source>not a Tygem record that SekiScope can read: no game section (\GS)</source>
        <translation>SekiScope が読める Tygem の棋譜ではありません: 対局の部（\GS）がありません</translation>
    </message>
    <message>
        <source>INI: the handicap must be a number from 0 to 9, not &apos;%1&apos;</source>
        <translation>INI: 置き石の数は 0 から 9 までの数です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>STO: a move needs its player and point (STO 0 number player x y)</source>
        <translation>STO: 着手には手番と交点が必要です（STO 0 番号 手番 x y）</translation>
    </message>
    <message>
        <source>STO: the player must be 1 (Black) or 2 (White), not &apos;%1&apos;</source>
        <translation>STO: 手番は 1（黒）か 2（白）です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>STO: the point (%1, %2) is off the 19x19 board</source>
        <translation>STO: 交点 (%1, %2) は 19x19 の盤の外です</translation>
    </message>
    <message>
        <source>not a WBaduk record that SekiScope can read: the header has %1 lines, not 12</source>
        <translation>SekiScope が読める WBaduk の棋譜ではありません: ヘッダーが 12 行ではなく %1 行です</translation>
    </message>
    <message>
        <source>the board size must be a number from 2 to %2, not &apos;%1&apos;</source>
        <translation>盤の大きさは 2 から %2 までの数です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>the handicap must be a number from 0 to 9, not &apos;%1&apos;</source>
        <translation>置き石の数は 0 から 9 までの数です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>the komi must be a number, not &apos;%1&apos;</source>
        <translation>コミは数で書きます（「%1」ではなく）</translation>
    </message>
    <message>
        <source>expected a move line such as PMABBREER, not &apos;%1&apos;</source>
        <translation>PMABBREER のような着手の行が必要です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>the move&apos;s point is written &quot;%1&quot;, not twice as NGF writes it (xyyx)</source>
        <translation>着手の交点が「%1」と書かれています。NGF では二度書きます（xyyx）</translation>
    </message>
    <message>
        <source>the move %1 is off the %2x%2 board</source>
        <translation>着手 %1 は %2x%2 の盤の外です</translation>
    </message>
    <message>
        <source>not a Pandanet record that SekiScope can read: no [Header] and [Data] sections</source>
        <translation>SekiScope が読める Pandanet の棋譜ではありません: [Header] と [Data] の部がありません</translation>
    </message>
    <message>
        <source>Hdcp: the handicap (0 to 9) and the komi, as in Hdcp=0,6.5, not &apos;%1&apos;</source>
        <translation>Hdcp: 置き石の数（0～9）とコミを Hdcp=0,6.5 のように書きます（「%1」ではなく）</translation>
    </message>
    <message>
        <source>the point is off the %1x%1 board</source>
        <translation>交点が %1x%1 の盤の外です</translation>
    </message>
    <message>
        <source>expected a move such as QP,B1,1,0, not &apos;%1&apos;</source>
        <translation>QP,B1,1,0 のような着手が必要です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>the point &apos;%1&apos; is not two capital letters</source>
        <translation>交点「%1」が大文字二つではありません</translation>
    </message>
    <message>
        <source>a stone set before the game cannot be a pass</source>
        <translation>対局前に置く石はパスにできません</translation>
    </message>
    <message>
        <source>expected a node such as NODE,2,1,17,16, not &apos;%1&apos;</source>
        <translation>NODE,2,1,17,16 のようなノードが必要です（「%1」ではなく）</translation>
    </message>
    <message>
        <source>LB[%1]: a label needs a point and its text, as LB[dd:A]</source>
        <translation>LB[%1]: ラベルには LB[dd:A] のように交点と文字が必要です</translation>
    </message>
    <message>
        <source>LB[%1]: the point is off the board</source>
        <translation>LB[%1]: 交点が盤の外です</translation>
    </message>
    <message>
        <source>PL[%1]: the side to play must be B or W</source>
        <translation>PL[%1]: 手番は B か W です</translation>
    </message>
    <message>
        <source>EX[%1]: the exercise is seki, count or move</source>
        <translation>EX[%1]: 問題の種類は seki、count、move のいずれかです</translation>
    </message>
    <message>
        <source>%1: %2 is given two answers (alive, dead or seki)</source>
        <translation>%1: %2 に二つの答え（活き・死に・セキ）が書かれています</translation>
    </message>
    <message>
        <source>not enough memory to read this file</source>
        <translation>このファイルを読むためのメモリが足りません</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 image</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: %1 画像です</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 archive</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: %1 アーカイブです</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 document</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: %1 文書です</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a program (%1)</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: プログラム（%1）です</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 database</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: %1 データベースです</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a %1 file</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: %1 ファイルです</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a link (%1): SekiScope does not fetch games from the network; download the game as an SGF file and open that</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: リンク（%1）です。SekiScope はネットワークから棋譜を取得しません。棋譜を SGF ファイルとしてダウンロードし、そのファイルを開いてください</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: a web page (HTML)</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: ウェブページ（HTML）です</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: an XML document</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: XML 文書です</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: JSON data</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: JSON データです</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: binary data</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: バイナリデータです</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: an empty file</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: 空のファイルです</translation>
    </message>
    <message>
        <source>not a Go record SekiScope reads: text with no game record in it (no SGF game tree, and no Tygem, WBaduk or Pandanet record)</source>
        <translation>SekiScope が読める囲碁の棋譜ではありません: 棋譜を含まない文字です（SGF の棋譜ツリーも、Tygem・WBaduk・Pandanet の棋譜もありません）</translation>
    </message>
</context>
<context>
    <name>seki::ui::PositionSetup</name>
    <message>
        <source>Remove the stone at %1</source>
        <translation>%1 の石を取り除く</translation>
    </message>
    <message>
        <source>Remove stones from %1</source>
        <translation>%1 から石を取り除く</translation>
    </message>
    <message>
        <source>Place a black stone at %1</source>
        <translation>%1 に黒石を置く</translation>
    </message>
    <message>
        <source>Place black stones from %1</source>
        <translation>%1 から黒石を置く</translation>
    </message>
    <message>
        <source>Place a white stone at %1</source>
        <translation>%1 に白石を置く</translation>
    </message>
    <message>
        <source>Place white stones from %1</source>
        <translation>%1 から白石を置く</translation>
    </message>
    <message>
        <source>Place stones from %1</source>
        <translation>%1 から石を置く</translation>
    </message>
    <message>
        <source>%1 is empty: click a stone to mark its block dead or alive.</source>
        <translation>%1 は空点です。石をクリックすると、その石を死に石・生き石に指定します。</translation>
    </message>
    <message>
        <source>Mark %1 dead</source>
        <translation>%1 を死に石に指定</translation>
    </message>
    <message>
        <source>Mark %1 alive</source>
        <translation>%1 を生き石に指定</translation>
    </message>
    <message>
        <source>click removes it</source>
        <translation>クリックで取り除く</translation>
    </message>
    <message>
        <source>click places Black, right-click White</source>
        <translation>クリックで黒、右クリックで白を置く</translation>
    </message>
    <message>
        <source>click places White, right-click Black</source>
        <translation>クリックで白、右クリックで黒を置く</translation>
    </message>
    <message>
        <source>click places Black (then White)</source>
        <translation>クリックで黒を置く（次は白）</translation>
    </message>
    <message>
        <source>click places White (then Black)</source>
        <translation>クリックで白を置く（次は黒）</translation>
    </message>
    <message>
        <source>click marks its block alive</source>
        <translation>クリックでその石を生き石に指定</translation>
    </message>
    <message>
        <source>click marks its block dead</source>
        <translation>クリックでその石を死に石に指定</translation>
    </message>
    <message>
        <source>Resize the board to %1 × %2</source>
        <translation>盤を %1 × %2 に変更</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>盤をクリア</translation>
    </message>
    <message>
        <source>Set komi</source>
        <translation>コミを設定</translation>
    </message>
    <message>
        <source>Set the rules to %1</source>
        <translation>ルールを %1 に設定</translation>
    </message>
</context>
<context>
    <name>seki::ui::PreferencesController</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Language, theme, coordinates and how the board is scored</source>
        <translation>言語、テーマ、座標、盤面の計算方法</translation>
    </message>
</context>
<context>
    <name>seki::ui::PresentationWindow</name>
    <message>
        <source>SekiScope Presentation</source>
        <translation>SekiScope プレゼンテーション</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>プレゼンテーション</translation>
    </message>
    <message>
        <source>This position cannot be walked through.</source>
        <translation>この局面はステップを追って表示できません。</translation>
    </message>
    <message>
        <source>Open a game or a lesson to present it.</source>
        <translation>棋譜かレッスンを開くと、プレゼンテーションできます。</translation>
    </message>
    <message>
        <source>Stage %1 of %2 · step %3 of %4</source>
        <translation>段階 %1 / %2 · ステップ %3 / %4</translation>
    </message>
    <message>
        <source>→ next · ← back · B blank · Esc leave</source>
        <translation>→ 次へ · ← 戻る · B 消画 · Esc 終了</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>黒 %1 目勝ち</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>白 %1 目勝ち</translation>
    </message>
    <message>
        <source>A draw (jigo)</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>No seki on this board.</source>
        <translation>この盤にセキはありません。</translation>
    </message>
    <message>
        <source>Seki: %1 count for nobody.</source>
        <translation>セキ：%1 はどちらの地にもなりません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Lesson · position %1 of %2</source>
        <translation>レッスン · 局面 %1 / %2</translation>
    </message>
    <message>
        <source>1–%1 choose · → next · Esc leave</source>
        <translation>1–%1 選ぶ · → 次へ · Esc 終了</translation>
    </message>
    <message>
        <source>%1 (the position as it stands counts %2)</source>
        <translation>%1（現在の局面を数えると %2）</translation>
    </message>
    <message>
        <source>click: play · A answer · T again</source>
        <translation>クリック：着手 · A 答え · T やり直し</translation>
    </message>
    <message>
        <source>click: answer · Enter check · A answer · T again</source>
        <translation>クリック：回答 · Enter 確認 · A 答え · T やり直し</translation>
    </message>
    <message>
        <source>→ next exercise · ← back · Esc leave</source>
        <translation>→ 次の問題 · ← 戻る · Esc 終了</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1（%2/%3）</translation>
    </message>
    <message>
        <source>Dead stones, before stage 1</source>
        <translation>死に石（段階 1 の前）</translation>
    </message>
    <message>
        <source>Stage %1 of %2</source>
        <translation>段階 %1 / %2</translation>
    </message>
    <message>
        <source>→ next · ← back · S every step · B blank · Esc leave</source>
        <translation>→ 次へ · ← 戻る · S 全ステップ · B 消画 · Esc 終了</translation>
    </message>
    <message>
        <source>→ next · ← back · S one step per stage · B blank · Esc leave</source>
        <translation>→ 次へ · ← 戻る · S 段階ごとに 1 ステップ · B 消画 · Esc 終了</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecordDocks</name>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>棋譜ツリー</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecordNavigator</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 パス</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>, captures %n</source>
        <translation>
            <numerusform>、%n子取る</numerusform>
        </translation>
    </message>
    <message>
        <source>not played: %1</source>
        <translation>打てません：%1</translation>
    </message>
    <message>
        <source>not set up: %1</source>
        <translation>配置できません：%1</translation>
    </message>
    <message>
        <source>set up only in part: %1</source>
        <translation>一部しか配置できません：%1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecordedResultText</name>
    <message>
        <source>Black won by resignation</source>
        <translation>黒の中押し勝ち</translation>
    </message>
    <message>
        <source>White won by resignation</source>
        <translation>白の中押し勝ち</translation>
    </message>
    <message>
        <source>Black won on time</source>
        <translation>黒の時間切れ勝ち</translation>
    </message>
    <message>
        <source>White won on time</source>
        <translation>白の時間切れ勝ち</translation>
    </message>
    <message>
        <source>Black won by forfeit</source>
        <translation>黒の不戦勝</translation>
    </message>
    <message>
        <source>White won by forfeit</source>
        <translation>白の不戦勝</translation>
    </message>
    <message>
        <source>No result (void)</source>
        <translation>無勝負</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecoveryKeeper</name>
    <message>
        <source>Cannot keep a recovery copy of the marks in %1: %2</source>
        <translation>%1 の指定の復元用コピーを保管できません：%2</translation>
    </message>
    <message>
        <source>Unsaved marks kept for %1 were dropped: the file has changed since they were made.</source>
        <translation>%1 用に保管していた未保存の指定は破棄しました。その後ファイルが変更されています。</translation>
    </message>
    <message>
        <source>Restore unsaved marks</source>
        <translation>未保存の指定を復元</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n unsaved mark(s) in %1</source>
        <translation>
            <numerusform>%1 の未保存の指定 %n 件を復元しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot keep a recovery copy of the position in %1: %2</source>
        <translation>局面の復元用コピーを %1 に保管できません：%2</translation>
    </message>
    <message>
        <source>Unsaved marks are kept for game %1 of %2: open that game to have them back.</source>
        <translation>%2 の第 %1 局の未保存のマークが残っています。その対局を開くと元に戻せます。</translation>
    </message>
    <message>
        <source>Unsaved marks kept for %1 were dropped: they do not say which of its games they belong to.</source>
        <translation>%1 の未保存のマークを破棄しました。どの対局のものか記録されていません。</translation>
    </message>
</context>
<context>
    <name>seki::ui::RecoveryStore</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダ %1 を作成できません</translation>
    </message>
</context>
<context>
    <name>seki::ui::RegionInspector</name>
    <message>
        <source>Region at %1: %2, surrounded by %3</source>
        <translation>%1 の領域：%2、%3に囲まれている</translation>
    </message>
    <message>
        <source>Boundary stones: %1</source>
        <translation>境界の石：%1</translation>
    </message>
    <message>
        <source>Boundary length: %1</source>
        <translation>境界の長さ：%1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>形：%1</translation>
    </message>
    <message>
        <source>no special shape</source>
        <translation>特別な形ではない</translation>
    </message>
    <message>
        <source>Eye count: %1</source>
        <translation>眼の数：%1</translation>
    </message>
    <message>
        <source>Expansion: this region alone</source>
        <translation>連結領域：この領域のみ</translation>
    </message>
    <message>
        <source>Expansion: with the regions at %1</source>
        <translation>連結領域：%1 の領域と共に</translation>
    </message>
    <message>
        <source>Eyes of the expansion, rounded up and summed: %1</source>
        <translation>連結領域の眼（切り上げて合計）：%1</translation>
    </message>
    <message>
        <source>Verdict: seki, these points do not score</source>
        <translation>判定：セキ、これらの点は地にならない</translation>
    </message>
    <message>
        <source>Verdict: %1&apos;s territory</source>
        <translation>判定：%1の地</translation>
    </message>
    <message>
        <source>%1: filled by the scorer</source>
        <translation>%1：計算で埋めた点</translation>
    </message>
    <message>
        <source>%1: a dead %2 stone, removed in stage 1</source>
        <translation>%1：%2の死に石、段階 1 で取り除かれた</translation>
    </message>
    <message>
        <source>%1: a %2 stone</source>
        <translation>%1：%2石</translation>
    </message>
    <message>
        <source>Click an empty point to see its region.</source>
        <translation>空点をクリックすると、その領域を表示します。</translation>
    </message>
    <message>
        <source>%1: an empty point</source>
        <translation>%1：空点</translation>
    </message>
    <message>
        <source>Click a point of the board while reviewing the scoring to see its region: boundary stones, boundary length, shape, eye count and expansion.</source>
        <translation>整地の確認中に盤上の点をクリックすると、その領域（境界の石、境界の長さ、形、眼の数、連結領域）を表示します。</translation>
    </message>
    <message>
        <source>SekiScope&apos;s finder: %1</source>
        <translation>SekiScope の判定：%1</translation>
    </message>
</context>
<context>
    <name>seki::ui::RulesComparison</name>
    <message>
        <source>Point</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Open a game to compare the rule sets.</source>
        <translation>棋譜を開くと、ルールを比較できます。</translation>
    </message>
    <message>
        <source>%1 stone: counts as area</source>
        <translation>%1石：面積に数える</translation>
    </message>
    <message>
        <source>%1 stone: no territory</source>
        <translation>%1石：地にならない</translation>
    </message>
    <message>
        <source>%1&apos;s area</source>
        <translation>%1の面積</translation>
    </message>
    <message>
        <source>%1&apos;s territory</source>
        <translation>%1の地</translation>
    </message>
    <message>
        <source>dame: touches both colours</source>
        <translation>ダメ：両方の色に接する</translation>
    </message>
    <message>
        <source>false eye, filled %1: no one&apos;s</source>
        <translation>欠け眼、%1で埋める：どちらの地でもない</translation>
    </message>
    <message>
        <source>in seki: the block at %1 touches dame</source>
        <translation>セキ：%1 の石がダメに接している</translation>
    </message>
    <message>
        <source>in seki: its stones touch dame</source>
        <translation>セキ：その石がダメに接している</translation>
    </message>
    <message>
        <source>eye in seki: its expansion has %1</source>
        <translation>セキの眼：その連結領域は %1</translation>
    </message>
    <message>
        <source>eye in seki</source>
        <translation>セキの眼</translation>
    </message>
    <message>
        <source> (a dead stone&apos;s point)</source>
        <translation> （死に石のあった点）</translation>
    </message>
    <message>
        <source> (depends on the fill&apos;s phase)</source>
        <translation> （埋め方の位相で変わる）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The three rule sets agree on every point. %1.</source>
        <translation>3 つのルールはすべての点で一致します。%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>They disagree on %1. %2.</source>
        <translation>%1 で食い違います。%2。</translation>
    </message>
    <message>
        <source>%1&apos;s territory: its stones are not in seki (Article 8)</source>
        <translation>%1の地：その石はセキではない（第8条）</translation>
    </message>
    <message>
        <source>dame, filled before the count (Article 9)</source>
        <translation>ダメ、計算の前に埋める（第9条）</translation>
    </message>
    <message>
        <source>dame: no one can fill it (Article 8)</source>
        <translation>ダメ：誰も埋められない（第8条）</translation>
    </message>
    <message>
        <source>teire: %1 adds a stone here before the count (Article 9)</source>
        <translation>手入れ：計算の前に%1がここに石を加える（第9条）</translation>
    </message>
    <message>
        <source>in seki: the block at %1 touches a dame no one fills (Article 8)</source>
        <translation>セキ：%1 の石が誰も埋められないダメに接している（第8条）</translation>
    </message>
    <message>
        <source>in seki: its stones touch a dame no one fills (Article 8)</source>
        <translation>セキ：その石が誰も埋められないダメに接している（第8条）</translation>
    </message>
</context>
<context>
    <name>seki::ui::RulesMenu</name>
    <message>
        <source>Territory and prisoners; relaxed seki detection</source>
        <translation>地とアゲハマ。緩やかなセキの判定</translation>
    </message>
    <message>
        <source>The 1989 Japanese rules: stones touching dame are in seki</source>
        <translation>1989 年の日本ルール：ダメに接する石はセキ</translation>
    </message>
    <message>
        <source>Area: stones and territory</source>
        <translation>面積：石と地</translation>
    </message>
    <message>
        <source>&amp;Territory Shown For</source>
        <translation>地を表示するルール(&amp;T)</translation>
    </message>
</context>
<context>
    <name>seki::ui::RulesTitle</name>
    <message>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>1989 年日本ルール</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中国ルール</translation>
    </message>
</context>
<context>
    <name>seki::ui::SafeFileWriter</name>
    <message>
        <source>cannot encode the image as %1</source>
        <translation>画像を %1 として書き出せません</translation>
    </message>
</context>
<context>
    <name>seki::ui::ScoreDock</name>
    <message>
        <source>The position cannot be scored: %1</source>
        <translation>この局面は計算できません：%1</translation>
    </message>
    <message>
        <source>With GNU Go&apos;s local-game eye values</source>
        <translation>GNU Go の局所読みによる眼の値で</translation>
    </message>
    <message>
        <source>Open a finished game (File › Open, or drop an SGF file on the window) to mark its dead stones and see the score.</source>
        <translation>終局した棋譜を開いて（ファイル › 開く、またはウィンドウに SGF ファイルをドロップ）、死に石を指定し、計算結果を見てください。</translation>
    </message>
    <message>
        <source>Move %1 of %2 is shown as it was played. Dead stones are marked and the score is counted at the final position (End).</source>
        <translation>第 %1 手 / %2 手を打たれたとおりに表示しています。死に石の指定と計算は終局図（End）で行います。</translation>
    </message>
    <message>
        <source>A variation is shown (move %1). Dead stones are marked and the score is counted at the final position of the main line (End, then End again).</source>
        <translation>変化を表示しています（%1手目）。死に石の指定と計算は本譜の終局図で行います（End を押し、もう一度 End）。</translation>
    </message>
    <message>
        <source>Counting the position after move %1</source>
        <translation>第 %1 手の局面を計算しています</translation>
    </message>
    <message>
        <source>Counting the position after move %1 (variation)</source>
        <translation>第 %1 手の局面を計算しています（変化）</translation>
    </message>
    <message>
        <source>Counting the end of the game, move %1</source>
        <translation>終局図（第 %1 手）を計算しています</translation>
    </message>
    <message>
        <source>The count is hidden while an exercise is being answered.</source>
        <translation>問題に答えている間は計算結果を隠しています。</translation>
    </message>
    <message>
        <source>The board counted is not quite the position the record meant: on the way here the record has what could not be applied as written (%1). The count is of the board as shown.</source>
        <translation>数えている盤面は、棋譜が意図した局面そのものではありません：ここまでの手順に、書かれたとおりに反映できないものがあります（%1）。数えているのは表示されている盤面です。</translation>
    </message>
</context>
<context>
    <name>seki::ui::ScorePanel</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>&lt;small&gt;On the board: &amp;#9632; black&apos;s territory, &amp;#9633; white&apos;s territory, &amp;#215; dame (no one&apos;s), &amp;#9675; eye in seki, ? verdict depends on how the neutral points are filled, &amp;#9671; the file&apos;s own marks differ. Dead stones are drawn pale.&lt;/small&gt;</source>
        <translation>&lt;small&gt;盤上：&amp;#9632; 黒の地、&amp;#9633; 白の地、&amp;#215; ダメ（どちらの地でもない）、&amp;#9675; セキの眼、? ダメの埋め方で判定が変わる点、&amp;#9671; ファイル自身の印と異なる点。死に石は薄く表示します。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>アゲハマ</translation>
    </message>
    <message>
        <source>Dead stones</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>石</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>The board shows the territory under these rules</source>
        <translation>盤上にこのルールでの地を表示します</translation>
    </message>
    <message>
        <source>Differs from the result with the boundary-length table (%1)</source>
        <translation>境界の長さの表による結果と異なります（%1）</translation>
    </message>
    <message>
        <source>%1: the verdict at %2 depends on how the neutral points are filled; they score for their owner, since a point is taken from its owner only when both fills agree.</source>
        <translation>%1: %2 の判定はダメの埋め方で変わります。両方の埋め方が一致するときだけ持ち主から取り上げるので、持ち主の地として数えます。</translation>
    </message>
    <message>
        <source>%1: White&apos;s komi row includes %2 points for Black&apos;s handicap stones.</source>
        <translation>%1: 白のコミの行には黒の置き石の分 %2 目が含まれます。</translation>
    </message>
    <message>
        <source>%1: the file&apos;s own territory marks differ at %2 (violet diamonds on the board; point at one to see why).</source>
        <translation>%1: ファイル自身の地の印が %2 で異なります（盤上の紫のひし形。指すと理由を表示します）。</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>The game was not played out: the count below is of the position as it stands, not the game&apos;s result.</source>
        <translation>対局は終局まで打たれていません。下の計算は現在の局面のもので、対局の結果ではありません。</translation>
    </message>
</context>
<context>
    <name>seki::ui::ScoringReview</name>
    <message>
        <source>Rules of the walk-through</source>
        <translation>整地のルール</translation>
    </message>
    <message>
        <source>Scoring Timeline</source>
        <translation>整地のタイムライン</translation>
    </message>
    <message>
        <source>Region Inspector</source>
        <translation>領域の詳細</translation>
    </message>
    <message>
        <source>Rules Side by Side</source>
        <translation>ルールの比較</translation>
    </message>
    <message>
        <source>&amp;Review Scoring</source>
        <translation>整地を検討(&amp;R)</translation>
    </message>
    <message>
        <source>Step through the scorer&apos;s reasoning on the board, stage by stage</source>
        <translation>計算の考え方を盤上で段階ごとにたどる</translation>
    </message>
    <message>
        <source>Leave Review</source>
        <translation>確認を終了</translation>
    </message>
    <message>
        <source>Scoring &amp;Walk-through</source>
        <translation>整地のステップ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>検討(&amp;R)</translation>
    </message>
    <message>
        <source>Export Stage &amp;Image…</source>
        <translation>段階の画像を書き出す(&amp;I)…</translation>
    </message>
    <message>
        <source>Save the board of the current step as a PNG or SVG file</source>
        <translation>現在のステップの碁盤を PNG または SVG ファイルに保存</translation>
    </message>
    <message>
        <source>Export &amp;Handout (PDF)…</source>
        <translation>配布資料を書き出す (PDF)(&amp;H)…</translation>
    </message>
    <message>
        <source>Save the whole walk-through as a PDF, one page per stage</source>
        <translation>整地の全過程を PDF で保存（段階ごとに 1 ページ）</translation>
    </message>
    <message>
        <source>Open a finished game to step through how it is scored.</source>
        <translation>終局した棋譜を開くと、その計算の過程を一ステップずつたどれます。</translation>
    </message>
    <message>
        <source>Press Play, a step or Ctrl+R to show the walk-through on the board.</source>
        <translation>再生、ステップボタン、または Ctrl+R で盤上に整地の過程を表示します。</translation>
    </message>
    <message>
        <source>Export Stage Image</source>
        <translation>段階の画像を書き出す</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>配布資料を書き出す</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>How %1 is scored (%2)</source>
        <translation>%1 の計算方法（%2）</translation>
    </message>
    <message>
        <source>1 Dead</source>
        <translation>1 死に石</translation>
    </message>
    <message>
        <source>2 Neutral</source>
        <translation>2 ダメ</translation>
    </message>
    <message>
        <source>3 False eyes</source>
        <translation>3 欠け眼</translation>
    </message>
    <message>
        <source>4 Eyes</source>
        <translation>4 眼</translation>
    </message>
    <message>
        <source>5 Verdict</source>
        <translation>5 判定</translation>
    </message>
    <message>
        <source>Fill the other way round</source>
        <translation>逆の順で埋める</translation>
    </message>
    <message>
        <source>Watch the checkered fill of the neutral points with the other colour first. A point is taken from its owner only when both fills agree.</source>
        <translation>中立点の市松模様の埋め方を、もう一方の色から始めて見ます。両方の埋め方が一致するときだけ点は持ち主から取られます。</translation>
    </message>
    <message>
        <source>Dead stones</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>One step per stage</source>
        <translation>段階ごとに 1 ステップ</translation>
    </message>
    <message>
        <source>The beginner&apos;s walk-through: each stage in one step, its result on the board and one sentence on what it does and found. Untick it for every step of the scorer.</source>
        <translation>初心者向けの解説：段階ごとに 1 ステップで、その結果を盤に示し、何をして何が分かったかを一文で説明します。チェックを外すと採点のすべてのステップを示します。</translation>
    </message>
</context>
<context>
    <name>seki::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
    <message>
        <source>Board and Scoring</source>
        <translation>盤面と計算</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>The window switches at once; View › Language offers the same choice.</source>
        <translation>ウィンドウはすぐに切り替わります。表示 › 言語 でも同じ選択ができます。</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Territory shown for:</source>
        <translation>地を表示するルール(&amp;R):</translation>
    </message>
    <message>
        <source>The rules whose territory the board marks; the Score dock shows all three</source>
        <translation>盤面に地を示すルールです。計算パネルには 3 つのルールすべてが表示されます</translation>
    </message>
    <message>
        <source>&amp;Eye count:</source>
        <translation>眼の数え方(&amp;E):</translation>
    </message>
    <message>
        <source>How the seki decision counts eyes: the boundary-length table, or GNU Go&apos;s local games where they are solved</source>
        <translation>セキの判定で眼を数える方法：境界の長さの表、または解けている場合は GNU Go の局所読み</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Outline the eye &amp;spaces on the board</source>
        <translation>盤面の眼形を囲んで示す(&amp;S)</translation>
    </message>
    <message>
        <source>GTP &amp;engine:</source>
        <translation>GTP エンジン(&amp;E):</translation>
    </message>
    <message>
        <source>When a game with no dead &amp;marks opens:</source>
        <translation>死に石の指定がない対局を開いたとき(&amp;M):</translation>
    </message>
    <message>
        <source>Offer a suggestion</source>
        <translation>提案するか尋ねる</translation>
    </message>
    <message>
        <source>Suggest dead stones at once</source>
        <translation>すぐに死に石を提案する</translation>
    </message>
    <message>
        <source>Do nothing</source>
        <translation>何もしない</translation>
    </message>
    <message>
        <source>Give &amp;up after:</source>
        <translation>打ち切るまでの時間(&amp;U):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Dead Stones</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>&amp;Suggested by:</source>
        <translation>提案する側(&amp;S)：</translation>
    </message>
    <message>
        <source>SekiScope&apos;s own finder</source>
        <translation>SekiScope 自身の判定</translation>
    </message>
    <message>
        <source>The GTP engine below</source>
        <translation>下の GTP エンジン</translation>
    </message>
    <message>
        <source>Ask the engine &amp;too, and point out where the two disagree</source>
        <translation>エンジンにも尋ね、判定が異なる所を示す(&amp;T)</translation>
    </message>
    <message>
        <source>The program and its arguments, e.g. “gnugo --mode gtp” or “katago gtp -model MODEL -config CONFIG”. Score › Suggest Dead Stones asks it when it suggests the dead stones, or to compare.</source>
        <translation>プログラムとその引数。例：「gnugo --mode gtp」や「katago gtp -model MODEL -config CONFIG」。スコア › 死に石を提案 は、このエンジンが死に石を提案するとき、または比較のときに尋ねます。</translation>
    </message>
</context>
<context>
    <name>seki::ui::ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Type to find a key or an action</source>
        <translation>キーまたは操作を検索</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
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
        <translation>棋譜を開くと、整地のこの段階を表示します。</translation>
    </message>
</context>
<context>
    <name>seki::ui::TeachingController</name>
    <message>
        <source>&amp;New Position…</source>
        <translation>新しい局面(&amp;N)…</translation>
    </message>
    <message>
        <source>Set up a position of your own on a blank board</source>
        <translation>空の碁盤で自分の局面を作る</translation>
    </message>
    <message>
        <source>&amp;Browse Lessons…</source>
        <translation>レッスンを選ぶ(&amp;B)…</translation>
    </message>
    <message>
        <source>Open one of the built-in lessons on seki and its scoring</source>
        <translation>セキとその計算についての組み込みレッスンを開く</translation>
    </message>
    <message>
        <source>Export &amp;Handout (PDF)…</source>
        <translation>配布資料を書き出す (PDF)(&amp;H)…</translation>
    </message>
    <message>
        <source>Save a handout of the lesson or game as a PDF, several diagrams a page</source>
        <translation>レッスンや棋譜の配布資料を PDF で保存（1 ページに複数の図）</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <source>Show the walk-through full screen for a class (Escape leaves)</source>
        <translation>教室向けに整地の過程を全画面で表示（Esc で終了）</translation>
    </message>
    <message>
        <source>Editor &amp;Tools</source>
        <translation>エディターのツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>New Position</source>
        <translation>新しい局面</translation>
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
        <translation>%1（黒）– %2（白）</translation>
    </message>
    <message>
        <source>Nothing to make a handout of: open a lesson or a game.</source>
        <translation>配布資料にするものがありません。レッスンか棋譜を開いてください。</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>配布資料を書き出す</translation>
    </message>
    <message>
        <source>-handout</source>
        <translation>-配布資料</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1 (%2 pages)</source>
        <translation>%1 を書き出しました（%2 ページ）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 パス</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>%1×%2 board</source>
        <translation>%1×%2 路盤</translation>
    </message>
    <message>
        <source>Restored the unsaved position; save it to keep it</source>
        <translation>未保存の局面を復元しました。残すには保存してください</translation>
    </message>
    <message>
        <source>&amp;Exercises…</source>
        <translation>問題(&amp;E)…</translation>
    </message>
    <message>
        <source>Seki or not, count it, your move: exercises the scorer checks</source>
        <translation>セキかどうか、数える、あなたの番：スコアラーが確かめる問題</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>There are no exercises in the lessons.</source>
        <translation>レッスンに問題がありません。</translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation>問題：%1</translation>
    </message>
    <message>
        <source>This shelf poses no exercises.</source>
        <translation>この棚には問題がありません。</translation>
    </message>
    <message>
        <source>Problems of This Shelf</source>
        <translation>この棚の問題</translation>
    </message>
    <message>
        <source>%1 plays off the board (not played)</source>
        <translation>%1 盤外の着手（打てません）</translation>
    </message>
</context>
<context>
    <name>seki::ui::ThemeMenu</name>
    <message>
        <source>T&amp;heme</source>
        <translation>テーマ(&amp;H)</translation>
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
        <translation>段階の最初</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>一つ戻る</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>一つ進む</translation>
    </message>
    <message>
        <source>End of Stage</source>
        <translation>段階の最後</translation>
    </message>
    <message>
        <source>First Step</source>
        <translation>最初のステップ</translation>
    </message>
    <message>
        <source>Last Step</source>
        <translation>最後のステップ</translation>
    </message>
    <message>
        <source>Scoring step</source>
        <translation>整地のステップ</translation>
    </message>
    <message>
        <source>stage 5 of 5 · step 888 of 888</source>
        <translation>段階 5 / 5 · ステップ 888 / 888</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>棋譜なし</translation>
    </message>
    <message>
        <source>stage %1 of %2 · start (%3)</source>
        <translation>段階 %1 / %2 · 最初（%3）</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 ステップ</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 ステップ</translation>
    </message>
    <message>
        <source>stage %1 of %2 · step %3 of %4</source>
        <translation>段階 %1 / %2 · ステップ %3 / %4</translation>
    </message>
    <message>
        <source>dead stones, before stage 1 · start (%1)</source>
        <translation>死に石（第 1 段階の前）· 開始（%1）</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 組</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 組</translation>
    </message>
    <message>
        <source>dead stones, before stage 1 · group %1 of %2</source>
        <translation>死に石（第 1 段階の前）· %2 組中 %1 組目</translation>
    </message>
    <message>
        <source>dead stones, before stage 1</source>
        <translation>死に石（段階 1 の前）</translation>
    </message>
    <message>
        <source>stage %1 of %2</source>
        <translation>段階 %1 / %2</translation>
    </message>
</context>
<context>
    <name>seki::ui::TraceBoardView</name>
    <message>
        <source>Scoring walk-through board</source>
        <translation>整地の過程の碁盤</translation>
    </message>
</context>
<context>
    <name>seki::ui::TryMoves</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>&amp;Try Moves</source>
        <translation>試し打ち(&amp;T)</translation>
    </message>
    <message>
        <source>Play on the board from the move shown: each move is added as a variation, and Undo takes it back</source>
        <translation>表示中の手から盤上に打ちます。各手は変化として追加され、元に戻すで取り消せます</translation>
    </message>
    <message>
        <source>P&amp;ass (Tried)</source>
        <translation>パス（試し打ち）(&amp;A)</translation>
    </message>
    <message>
        <source>The side to move passes, as a tried move</source>
        <translation>手番の側が試し打ちとしてパスします</translation>
    </message>
    <message>
        <source>&amp;Remove Tried Moves</source>
        <translation>試し打ちを削除(&amp;R)</translation>
    </message>
    <message>
        <source>Take away the tried move shown and every move tried after it</source>
        <translation>表示中の試し打ちとそれ以降の試し打ちをすべて削除します</translation>
    </message>
    <message>
        <source>There is no record to try moves in.</source>
        <translation>試し打ちのできる棋譜がありません。</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 は盤上にありません。</translation>
    </message>
    <message>
        <source>%1 is taken: a stone stands there.</source>
        <translation>%1 にはすでに石があります。</translation>
    </message>
    <message>
        <source>%1 would be suicide: the stone would have no liberty and capture nothing.</source>
        <translation>%1 は自殺手です：石にダメがなく、何も取れません。</translation>
    </message>
    <message>
        <source>%1 retakes the ko at once: play a ko threat elsewhere first.</source>
        <translation>%1 はコウをすぐに取り返す手です：先に他の場所でコウ立てを打ってください。</translation>
    </message>
    <message>
        <source>This is the end of the game, the position that is scored: go back a move to try moves (a move here would lengthen the game).</source>
        <translation>ここは対局の終局、整地される局面です。試し打ちをするには一手戻ってください（ここで打つと対局が長くなります）。</translation>
    </message>
    <message>
        <source>%1: click to play %2 here</source>
        <translation>%1：クリックすると%2がここに打ちます</translation>
    </message>
    <message>
        <source>Trying moves: %1 to play</source>
        <translation>試し打ち中：%1番</translation>
    </message>
    <message>
        <source>Remove the tried moves from Black %1</source>
        <translation>黒 %1 からの試し打ちを削除</translation>
    </message>
    <message>
        <source>Remove the tried moves from White %1</source>
        <translation>白 %1 からの試し打ちを削除</translation>
    </message>
    <message>
        <source>Remove the tried moves from Black&apos;s pass</source>
        <translation>黒のパスからの試し打ちを削除</translation>
    </message>
    <message>
        <source>Remove the tried moves from White&apos;s pass</source>
        <translation>白のパスからの試し打ちを削除</translation>
    </message>
    <message>
        <source>Try Black %1</source>
        <translation>試し打ち：黒 %1</translation>
    </message>
    <message>
        <source>Try White %1</source>
        <translation>試し打ち：白 %1</translation>
    </message>
    <message>
        <source>Try: Black passes</source>
        <translation>試し打ち：黒 パス</translation>
    </message>
    <message>
        <source>Try: White passes</source>
        <translation>試し打ち：白 パス</translation>
    </message>
</context>
<context>
    <name>seki::ui::UndoActions</name>
    <message>
        <source>Undone: %1</source>
        <translation>元に戻しました: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>やり直しました: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直す(&amp;R)：%1</translation>
    </message>
</context>
<context>
    <name>seki::ui::VerdictText</name>
    <message>
        <source>Alive</source>
        <translation>活き</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>Seki</source>
        <translation>セキ</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>Black&apos;s stone at %1</source>
        <translation>%1 の黒石</translation>
    </message>
    <message>
        <source>Black&apos;s group at %1 (%2 stones)</source>
        <translation>%1 の黒の石（%2 子）</translation>
    </message>
    <message>
        <source>White&apos;s stone at %1</source>
        <translation>%1 の白石</translation>
    </message>
    <message>
        <source>White&apos;s group at %1 (%2 stones)</source>
        <translation>%1 の白の石（%2 子）</translation>
    </message>
    <message>
        <source>Black&apos;s area</source>
        <translation>黒の領域</translation>
    </message>
    <message>
        <source>White&apos;s area</source>
        <translation>白の領域</translation>
    </message>
    <message>
        <source>Alive: two eyes (%1)</source>
        <translation>活き：二眼（%1）</translation>
    </message>
    <message>
        <source>Alive: it stands with its living stones, out of the opponent&apos;s reach</source>
        <translation>活き：生きている味方の石とつながり、相手の手が届きません</translation>
    </message>
    <message>
        <source>Dead: no eye inside %1, %2 liberties left</source>
        <translation>死に石：%1の中で眼がなく、ダメは残り %2</translation>
    </message>
    <message>
        <source>Dead: in atari inside %1</source>
        <translation>死に石：%1の中でアタリ</translation>
    </message>
    <message>
        <source>Dead: one eye (%1) and no way to make a second</source>
        <translation>死に石：一眼（%1）で、二眼目を作れません</translation>
    </message>
    <message>
        <source>Dead: its eyes (%1) are false eyes</source>
        <translation>死に石：眼（%1）は欠け眼です</translation>
    </message>
    <message>
        <source>Dead: its eye space (%1) gives one eye, whoever plays first</source>
        <translation>死に石：眼形（%1）はどちらが先に打っても一眼です</translation>
    </message>
    <message>
        <source>Seki: no eyes, and neither side can fill the shared liberties %1</source>
        <translation>セキ：眼がなく、共有のダメ %1 をどちらも詰められません</translation>
    </message>
    <message>
        <source>Seki: one eye, and neither side can fill the shared liberties %1</source>
        <translation>セキ：一眼で、共有のダメ %1 をどちらも詰められません</translation>
    </message>
    <message>
        <source>Undecided: its eye space (%1) gives two eyes or one, whoever plays first</source>
        <translation>未決定：眼形（%1）は先に打った側次第で二眼にも一眼にもなります</translation>
    </message>
    <message>
        <source>Undecided: a capturing race with %1 (%2 liberties against %3) that whoever plays first wins</source>
        <translation>未決定：%1 との攻め合い（ダメ %2 対 %3）で、先に打った側が勝ちます</translation>
    </message>
    <message>
        <source>Undecided: inside %1, but its last liberties (%2) cannot be filled without being captured</source>
        <translation>未決定：%1の中にありますが、最後のダメ（%2）は取られずには詰められません</translation>
    </message>
    <message>
        <source>Undecided: its capture hangs on a double ko</source>
        <translation>未決定：取れるかどうかが両コウにかかっています</translation>
    </message>
</context>
<context>
    <name>seki::ui::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>着手番号(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>表示しない(&amp;N)</translation>
    </message>
    <message>
        <source>Last &amp;5 Moves</source>
        <translation>最後の5手(&amp;5)</translation>
    </message>
    <message>
        <source>Last 1&amp;0 Moves</source>
        <translation>最後の10手(&amp;0)</translation>
    </message>
    <message>
        <source>Last &amp;20 Moves</source>
        <translation>最後の20手(&amp;2)</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>すべての手(&amp;A)</translation>
    </message>
</context>
<context>
    <name>seki::ui::WalkStagePanel</name>
    <message>
        <source>Click to show this stage on the main board</source>
        <translation>クリックするとこの段階をメインの碁盤に表示します</translation>
    </message>
</context>
<context>
    <name>seki::ui::WarningText</name>
    <message>
        <source>%1; %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>text after the game ignored</source>
        <translation>対局の後の文字は読み飛ばしました</translation>
    </message>
    <message>
        <source>%1: bytes that are not valid %2 were replaced with �</source>
        <translation>%1: %2 として正しくないバイトを � に置き換えました</translation>
    </message>
    <message>
        <source>cannot convert the text from the encoding &apos;%1&apos;</source>
        <translation>文字コード「%1」から文字を変換できません</translation>
    </message>
    <message>
        <source>the text is %1 without a byte-order mark: read so</source>
        <translation>BOM のない %1 の文字です。そのように読みました</translation>
    </message>
    <message>
        <source>the file does not name its charset (no CA): its text was read as %1, which fits it</source>
        <translation>ファイルに文字コードの指定（CA）がありません。合う文字コード %1 として読みました</translation>
    </message>
    <message>
        <source>CA[%1] names a charset SekiScope cannot convert</source>
        <translation>CA[%1] は SekiScope が変換できない文字コードです</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the file, which is not %1 (no byte of it is 0)</source>
        <translation>CA[%1] はファイルに合いません。ファイルは %1 ではありません（0 のバイトがありません）</translation>
    </message>
    <message>
        <source>CA[%1] names a charset that does not keep SGF&apos;s ASCII characters</source>
        <translation>CA[%1] は SGF の ASCII 文字を保たない文字コードです</translation>
    </message>
    <message>
        <source>CA[%1] does not fit the file&apos;s bytes</source>
        <translation>CA[%1] はファイルのバイトに合いません</translation>
    </message>
    <message>
        <source>its text was read as %1, which the file also names</source>
        <translation>ファイルが同じく指定している %1 として読みました</translation>
    </message>
    <message>
        <source>its text was read as %1, which fits it</source>
        <translation>合う文字コード %1 として読みました</translation>
    </message>
    <message>
        <source>its text was read as %1</source>
        <translation>%1 として読みました</translation>
    </message>
    <message>
        <source>HA[%1]: more handicap stones than the %2x%3 board has points; Black&apos;s setup stones are counted (%4)</source>
        <translation>HA[%1]: 置き石が %2x%3 の盤の交点の数より多いため、黒の配置された石（%4 個）を数えます</translation>
    </message>
    <message>
        <source>HA[%1] is more than Black&apos;s setup stones (%2): the stones are counted</source>
        <translation>HA[%1] は黒の配置された石（%2 個）より多いため、その石を数えます</translation>
    </message>
    <message>
        <source>a handicap of %1 has no places on a %2x%2 board: no stones set</source>
        <translation>%2x%2 の盤には %1 子の置き石の位置がありません。置き石は置いていません</translation>
    </message>
    <message>
        <source>the review&apos;s moves ([ReviewNode]) differ from the game&apos;s ([Data]): the review&apos;s variations and comments are left out</source>
        <translation>検討の手順（[ReviewNode]）が対局の手順（[Data]）と違うため、検討の変化図とコメントは読み込みません</translation>
    </message>
    <message>
        <source>the record gives a dum of %1 (GAMEDUM) beside the komi; SekiScope counts the komi (GONGJE) only</source>
        <translation>棋譜にはコミとは別に GAMEDUM の値 %1 があります。SekiScope はコミ（GONGJE）だけを数えます</translation>
    </message>
</context>
</TS>
