#!/usr/bin/env python3
"""Makes the demo pictures from free photographs in Debian's wallpaper packages.

pictures.tsv (beside this script) says which photograph each picture of demo/media/images.json
is cut from. The script downloads those packages (apt-get download, nothing is installed),
unpacks them into a temporary folder, crops each photograph to the picture's width x height
(ImageMagick) and encodes it as WebP (cwebp), keeping each file between 200 and 600 KB, then
writes demo/media/CREDITS: per picture, what it shows (demo/media/descriptions.json, which
describe-pictures.py also writes into the content's alt texts), what it stands in for (the subject
in images.json), source, author and licence. Pictures not in the table (floor plans, certificate
badges) are left as they are. Usage, from the repository root:
python3 demo/scripts/make-pictures.py [NAME ...]   (--credits: only rewrite CREDITS)
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MEDIA = ROOT / "demo" / "media"
TABLE = Path(__file__).with_name("pictures.tsv")
MIN_BYTES, MAX_BYTES = 200_000, 600_000


def read_table():
    rows = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, package, file, gravity, author, licence = line.split("\t")
            rows.append(dict(name=name, package=package, file=file, gravity=gravity, author=author, licence=licence))
    return rows


def unpack(packages, into: Path):
    """The packages' files under into/{package}/, without installing anything."""
    subprocess.run(["apt-get", "download", *packages], cwd=into, check=True)
    for package in packages:
        deb = next(into.glob(f"{package}_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(deb), str(into / package)], check=True)


def encode(source: Path, width: int, height: int, gravity: str, target: Path):
    """Crop to fill width x height; WebP quality 90, lower while over MAX_BYTES, higher while under MIN_BYTES.
    Returns how it was encoded."""
    png = target.with_suffix(".tmp.png")
    subprocess.run(["convert", str(source), "-auto-orient", "-resize", f"{width}x{height}^", "-gravity", gravity,
                    "-extent", f"{width}x{height}", "-strip", str(png)], check=True)
    def webp(quality):
        subprocess.run(["cwebp", "-quiet", "-q", str(quality), "-m", "6", "-metadata", "none", str(png), "-o", str(target)], check=True)
        return target.stat().st_size

    def near_lossless(level):
        subprocess.run(["cwebp", "-quiet", "-near_lossless", str(level), "-m", "4", "-metadata", "none", str(png), "-o", str(target)], check=True)
        return target.stat().st_size

    quality = 90
    size = webp(quality)
    while size > MAX_BYTES and quality > 60:
        quality -= 5
        size = webp(quality)
    while size < MIN_BYTES and quality < 100:
        quality = min(quality + 4, 100)
        size = webp(quality)
    # A smooth photograph (mist, dusk, sky) stays small even at q100: without the encoder's
    # smoothing, or else near-lossless, it keeps its fine grain and a real photograph's weight.
    if size < MIN_BYTES:
        subprocess.run(["cwebp", "-quiet", "-q", "100", "-sns", "0", "-f", "0", "-sharp_yuv", "-m", "6", "-metadata", "none",
                        str(png), "-o", str(target)], check=True)
        if target.stat().st_size >= MIN_BYTES:
            png.unlink()
            return "q100, no smoothing"
        for level in (60, 40, 20, 0):
            if MIN_BYTES <= near_lossless(level) <= MAX_BYTES:
                png.unlink()
                return f"near-lossless {level}"
        webp(quality)
    png.unlink()
    return f"q{quality}"


def write_credits(rows, images):
    shows = json.loads((MEDIA / "descriptions.json").read_text(encoding="utf-8"))
    credits = ["Demo pictures: photographs from Debian packages (bookworm), cropped and re-encoded by",
               "demo/scripts/make-pictures.py. Debian's free photographs hold no mobile homes, pools, dishes",
               "or lake villages, so each picture stands in for the subject the demo content needs: \"shows\"",
               "is what the photograph really shows, and is what its alt text says in all six languages",
               "(demo/media/descriptions.json); \"stands in for\" is the subject a real site would photograph.",
               "Floor plans and certificate badges are drawings of this project, without text (demo/scripts/make-drawings.py).", ""]
    for row in rows:
        credits += [f"{row['name']}.webp", f"  shows: {shows[row['name']]['en']}",
                    f"  stands in for: {images[row['name']]['subject']}",
                    f"  source: Debian package {row['package']}, /{row['file']}",
                    f"  author: {row['author']}", f"  licence: {row['licence']} (see /usr/share/doc/{row['package']}/copyright)", ""]
    (MEDIA / "CREDITS").write_text("\n".join(credits), encoding="utf-8")


def main(only):
    sizes = {image["name"]: image for image in json.loads((MEDIA / "images.json").read_text())}
    rows = read_table()
    if only == {"--credits"}:
        write_credits(rows, sizes)
        return
    with tempfile.TemporaryDirectory() as temp:
        unpack(sorted({row["package"] for row in rows}), Path(temp))
        for row in rows:
            if only and row["name"] not in only:
                continue
            size = sizes[row["name"]]
            target = MEDIA / f"{row['name']}.webp"
            quality = encode(Path(temp) / row["package"] / row["file"], size["width"], size["height"], row["gravity"], target)
            kb = target.stat().st_size // 1000
            note = "" if target.stat().st_size >= MIN_BYTES else " (under 200 KB even at this quality: a smooth photograph)"
            print(f"{row['name']}: {size['width']}x{size['height']}, {quality}, {kb} KB{note}")
    write_credits(rows, sizes)


if __name__ == "__main__":
    main(set(sys.argv[1:]))
