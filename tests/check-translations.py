#!/usr/bin/env python3
"""Every string the window shows is translated, in German and in Japanese.

lupdate reads the sources as the build's sekiscope_ui_lupdate target does (the same project), into
copies of the .ts files, so a tr() string added to the code but not yet to the .ts files counts as
untranslated too. Fails, naming each message, when a message has no translation (unfinished or
empty, a plural form included), when a message is obsolete (the .ts files keep only what the code
says), or when a translation drops or adds a %1-style placeholder of its source (the number or name
would go missing from the sentence). Run by CTest as check_translations (label core).

usage: check-translations.py LUPDATE PROJECT_CMAKE GENERATOR_CMAKE TS_FILE...
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
            wanted = set(placeholder.findall(source))
            for t in texts:
                found = set(placeholder.findall(t))
                # A plural form may say the number in words instead of %n.
                if (wanted - {'n'}) != (found - {'n'}):
                    problems.append(f'placeholders {sorted(wanted)} become {sorted(found)}: {where} -> "{t}"')
    if messages < 100:
        problems.append(f'only {messages} messages: is this the right file?')
    return problems


def main():
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
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
