#!/usr/bin/env python3
"""Writes what each demo photograph really shows into the alt texts of the demo content.

demo/media/descriptions.json holds, per picture, one description in each of the six languages
(the photographs come from Debian's wallpaper packages and stand in for the village's own
pictures, see demo/media/CREDITS). Every image in demo/content/{locale}/*.json whose `src` is
one of those pictures gets that description as its `alt`. The edit is line-local: only the
`"alt"` line after the `"src"` line changes, so the files keep their layout.
Usage, from the repository root: python3 demo/scripts/describe-pictures.py
"""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DESCRIPTIONS = json.loads((ROOT / "demo" / "media" / "descriptions.json").read_text(encoding="utf-8"))
SRC = re.compile(r'^\s*"src": "/media/([a-z0-9-]+)\.webp",?$')
ALT = re.compile(r'^(\s*"alt": )(".*?")(,?)$')


def describe(path: Path, locale: str) -> int:
    lines = path.read_text(encoding="utf-8").split("\n")
    changed = 0
    for index, line in enumerate(lines):
        match = SRC.match(line)
        if not match or match.group(1) not in DESCRIPTIONS:
            continue
        # The alt text is a sibling of src in the same image object: the next lines up to its end.
        for offset in range(index + 1, min(index + 6, len(lines))):
            alt = ALT.match(lines[offset])
            if alt:
                text = json.dumps(DESCRIPTIONS[match.group(1)][locale], ensure_ascii=False)
                if alt.group(2) != text:
                    lines[offset] = f"{alt.group(1)}{text}{alt.group(3)}"
                    changed += 1
                break
            if lines[offset].strip().startswith("}"):
                break
    if changed:
        path.write_text("\n".join(lines), encoding="utf-8")
    return changed


def main():
    for folder in sorted((ROOT / "demo" / "content").iterdir()):
        if folder.is_dir():
            for path in sorted(folder.glob("*.json")):
                changed = describe(path, folder.name)
                if changed:
                    print(f"{path.relative_to(ROOT)}: {changed} alt text(s)")


if __name__ == "__main__":
    main()
