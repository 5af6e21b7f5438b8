#!/usr/bin/env python3
"""Every string the window shows is translated, in German and in Japanese.

lupdate reads the sources as the build's sekiscope_ui_lupdate target does (the same project), into
copies of the .ts files, so a tr() string added to the code but not yet to the .ts files counts as
untranslated too. Fails, naming each message, when a message has no translation (unfinished or
empty, a plural form included), when a message is obsolete (the .ts files keep only what the code
says), or when a translation drops or adds a %1-style placeholder of its source (the number or name
would go missing from the sentence), when a translation is its English source left as it was (three
words or more: lupdate's same-text heuristic copies a source into another context's message), or
when a Japanese text uses a term the project does not (呼吸点 for a liberty or an unfilled neutral
point: ダメ; 碁のセキ: 囲碁のセキ), in the .ts files and in the lessons' Japanese texts beside them
(resources/lessons/ja). Run by CTest as check_translations (label core); --self-test proves on
made-up files that each kind of problem is found (CTest check_translations_self_test).

usage: check-translations.py LUPDATE PROJECT_CMAKE GENERATOR_CMAKE TS_FILE...
       check-translations.py --self-test
  PROJECT_CMAKE    the project qt_add_translations wrote (build/ui/.lupdate/sekiscope_ui_project.cmake)
  GENERATOR_CMAKE  Qt's GenerateLUpdateProject.cmake, which turns it into lupdate's JSON project
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

placeholder = re.compile(r'%(\d+|n)')
english_word = re.compile(r'[A-Za-z]{3,}')

# Terms a translation into the language does not use, with the one it does.
TERMS = {
    'ja': [(re.compile('呼吸点'), 'ダメ'), (re.compile('(?<!囲)碁のセキ'), '囲碁のセキ')],
}


def language_of(path):
    match = re.search(r'_([a-z]{2})\.ts$', path)
    return match.group(1) if match else ''


def term_problems(language, text, where):
    return [f'"{found.group(0)}" (say {instead}): {where}'
            for pattern, instead in TERMS.get(language, []) for found in [pattern.search(text)] if found]


def text_of(element):
    return ''.join(element.itertext()) if element is not None else ''


def check(path):
    """The problems of one .ts file, as lines."""
    problems = []
    root = ElementTree.parse(path).getroot()
    messages = 0
    for context in root.iter('context'):
        name = text_of(context.find('name'))
        for message in context.iter('message'):
            messages += 1
            source = text_of(message.find('source'))
            translation = message.find('translation')
            where = f'{name}: "{source}"'
            kind = translation.get('type') if translation is not None else 'missing'
            if kind in ('obsolete', 'vanished'):
                problems.append(f'obsolete (no longer in the code): {where}')
                continue
            forms = [text_of(form) for form in translation.findall('numerusform')] if translation is not None else []
            texts = forms if forms else [text_of(translation)]
            if kind == 'unfinished' or kind == 'missing':
                problems.append(f'not translated: {where}')
                continue
            # A translation of only separators (", ", " + ") is one: the source is a separator too.
            if any(not t.strip() for t in texts) and source.strip():
                problems.append(f'empty translation: {where}')
                continue
            if any(t == source for t in texts) and len(english_word.findall(source)) >= 3:
                problems.append(f'left in English: {where}')
                continue
            for t in texts:
                problems += term_problems(language_of(path), t, where)
            wanted = set(placeholder.findall(source))
            for t in texts:
                found = set(placeholder.findall(t))
                # A plural form may say the number in words instead of %n.
                if (wanted - {'n'}) != (found - {'n'}):
                    problems.append(f'placeholders {sorted(wanted)} become {sorted(found)}: {where} -> "{t}"')
    if messages < 100:
        problems.append(f'only {messages} messages: is this the right file?')
    return problems


def lesson_problems(ts_files):
    """The terms of each language's lesson texts (resources/lessons/LANGUAGE beside the .ts files)."""
    problems = []
    for ts in ts_files:
        language = language_of(ts)
        folder = os.path.join(os.path.dirname(os.path.abspath(ts)), '..', 'lessons', language)
        if not language or not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), encoding='utf-8') as text:
                for number, line in enumerate(text, 1):
                    problems += term_problems(language, line, f'lessons/{language}/{name}:{number}')
    return problems


def self_test():
    """Each kind of problem in a made-up .ts file is found, and a good file passes."""
    good = ('<context><name>C</name>'
            '<message><source>Fill the other way round</source><translation>逆の順で埋める</translation></message>'
            '<message><source>%1 shared liberties</source><translation>共通のダメ %1</translation></message>'
            '</context>')
    bad = {
        'not translated': '<message><source>Fill the other way round</source>'
                          '<translation type="unfinished"></translation></message>',
        'left in English': '<message><source>Fill the other way round</source>'
                           '<translation>Fill the other way round</translation></message>',
        '"呼吸点" (say ダメ)': '<message><source>%1 liberties left</source><translation>呼吸点は残り %1</translation>'
                             '</message>',
        '"碁のセキ" (say 囲碁のセキ)': '<message><source>Seki in Go</source><translation>碁のセキ</translation></message>',
        'placeholders': '<message><source>%1 liberties left</source><translation>ダメが残る</translation></message>',
    }
    failed = False
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, 'made_up_ja.ts')
        padding = '<message><source>x</source><translation>x</translation></message>' * 100
        cases = [(None, good)] + [(kind, '<context><name>C</name>' + message + '</context>')
                                  for kind, message in bad.items()]
        for kind, body in cases:
            with open(path, 'w', encoding='utf-8') as ts:
                ts.write(f'<TS language="ja"><context><name>P</name>{padding}</context>{body}</TS>')
            problems = check(path)
            if kind is None and problems:
                print('a good file fails:', problems)
                failed = True
            elif kind is not None and not any(kind in problem for problem in problems):
                print(f'not found: {kind} (found {problems})')
                failed = True
    print('self-test failed' if failed else 'self-test: every kind of problem is found')
    return 1 if failed else 0


def main():
    if len(sys.argv) == 2 and sys.argv[1] == '--self-test':
        return self_test()
    if len(sys.argv) < 5:
        print(__doc__)
        return 2
    lupdate, project, generator = sys.argv[1:4]
    ts_files = sys.argv[4:]
    if not os.path.exists(project):
        print(f'{project}: no lupdate project (configure the build first)')
        return 1
    failed = False
    with tempfile.TemporaryDirectory() as scratch:
        json_project = os.path.join(scratch, 'project.json')
        subprocess.run(['cmake', f'-DIN_FILE={project}', f'-DOUT_FILE={json_project}', '-P', generator], check=True,
                       cwd=os.path.dirname(project))
        copies = []
        for ts in ts_files:
            copy = os.path.join(scratch, os.path.basename(ts))
            shutil.copyfile(ts, copy)
            copies.append(copy)
        run = subprocess.run([lupdate, '-project', json_project, '-ts', *copies, '-no-obsolete', '-locations', 'none',
                              '-silent'], cwd=os.path.dirname(project), capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout + run.stderr)
            print('lupdate failed')
            return 1
        for ts, copy in zip(ts_files, copies):
            # -no-obsolete drops what the code no longer says: compare with the file as committed.
            problems = check(copy) + [p for p in check(ts) if p.startswith('obsolete')]
            name = os.path.basename(ts)
            if problems:
                failed = True
                print(f'{name}: {len(problems)} problem(s); after adding the strings, run '
                      f'`cmake --build <build> --target sekiscope_ui_lupdate` and translate them:')
                for problem in problems:
                    print('  ' + problem)
            else:
                print(f'{name}: every message translated')
    lessons = lesson_problems(ts_files)
    if lessons:
        failed = True
        print(f'lesson texts: {len(lessons)} problem(s):')
        for problem in lessons:
            print('  ' + problem)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
