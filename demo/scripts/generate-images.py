#!/usr/bin/env python3
"""Generate the original flat/vector demo illustrations for "Lago Serena".

Reads demo/media/images.json, draws one SVG per entry (standard library only,
seeded randomness so the output is deterministic), renders it with
rsvg-convert and encodes it to WebP with cwebp.  Optionally builds a short
village pan video with ffmpeg.

Usage:  python3 demo/scripts/generate-images.py [name ...]
Needs:  apt-get install -y librsvg2-bin webp   (ffmpeg optional, for the video)
"""
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MEDIA = os.path.join(ROOT, 'demo', 'media')
VW = 1600  # every drawing is made in a 1600-unit wide coordinate space

# ---------------------------------------------------------------- palette
TEAL_D = '#0f5e73'
TEAL = '#2a8fa6'
TEAL_L = '#7cc4d0'
AQUA = '#5fd0d8'
SAND = '#f2d7a6'
SAND_D = '#ddb983'
OLIVE = '#6b8f3a'
OLIVE_D = '#4a6a2a'
OLIVE_L = '#9bb36a'
SAGE = '#8d9c62'
TERRA = '#c8643c'
TERRA_D = '#9c4a2c'
CREAM = '#fbf3e4'
INK = '#23343b'
WOOD = '#a0704a'
WOOD_D = '#7a5236'
WOOD_L = '#c99a6a'
STONE = '#d9c9ad'
STONE_D = '#b6a384'
WHITE = '#ffffff'
GRASS = '#a6be72'
GRASS_D = '#8aa75a'
SKIN = ['#f1c9a5', '#e0a878', '#c68a5e', '#9a6744', '#f5d3b8']
HAIR = ['#3b2a20', '#6b4a2e', '#c99a4a', '#1e1a18', '#8a5a3a', '#d9b36a']
SHIRTS = [TEAL, TERRA, '#e9b949', '#f4f1ea', '#5b7fb8', OLIVE, '#d77a8f', '#7b5ea7']
FONT = "DejaVu Sans, sans-serif"
SERIF = "DejaVu Serif, serif"

MOODS = {
    'day': dict(sky=[(0, '#5aa9cf'), (0.55, '#a9d6e6'), (1, '#f1ead6')],
                far='#9fb8c0', mid='#86a3a0', near='#6f8f6a',
                lake=[(0, '#4aa6b8'), (0.4, TEAL), (1, TEAL_D)],
                sun='#fff6d8', glint='#ffffff', cloud=True),
    'sunrise': dict(sky=[(0, '#6f86b5'), (0.45, '#d9a3a8'), (0.8, '#f6c08f'), (1, '#fbe0ad')],
                    far='#a597b3', mid='#857c9e', near='#5f5e7e',
                    lake=[(0, '#d8b6a8'), (0.35, '#8c93ad'), (1, '#3f5f7c')],
                    sun='#fff3cf', glint='#ffe3a6', cloud=False),
    'golden': dict(sky=[(0, '#f1b86f'), (0.6, '#f8d59c'), (1, '#fcebc4')],
                   far='#d3a985', mid='#b98f72', near='#8f7a5a',
                   lake=[(0, '#e7bf86'), (0.4, '#8fa9a3'), (1, '#3d6e7c')],
                   sun='#fff1c4', glint='#fff0c0', cloud=False),
    'dusk': dict(sky=[(0, '#27315c'), (0.45, '#7c4f7e'), (0.8, '#d9786a'), (1, '#f3a766')],
                 far='#5b4c73', mid='#433c62', near='#2f2c4c',
                 lake=[(0, '#b07a7c'), (0.35, '#51507a'), (1, '#1c2442')],
                 sun='#ffd79a', glint='#ffc98a', cloud=False),
    'night': dict(sky=[(0, '#070d24'), (0.6, '#142553'), (1, '#2b3f70')],
                  far='#1b2748', mid='#141e3a', near='#0d152b',
                  lake=[(0, '#1d2c52'), (1, '#070d20')],
                  sun='#f3f0dc', glint='#fff2c4', cloud=False),
}


# ---------------------------------------------------------------- helpers
def fm(v):
    if isinstance(v, float):
        s = '%.1f' % v
        if s.endswith('.0'):
            s = s[:-2]
        return '0' if s == '-0' else s
    return str(v)


def att(kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip('_').replace('_', '-')
        out.append('%s="%s"' % (k, fm(v)))
    return ' '.join(out)


def pts(seq):
    return ' '.join('%s,%s' % (fm(float(x)), fm(float(y))) for x, y in seq)


def hex2rgb(c):
    c = c.lstrip('#')
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    ra, rb = hex2rgb(a), hex2rgb(b)
    return '#%02x%02x%02x' % tuple(int(round(x + (y - x) * t)) for x, y in zip(ra, rb))


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


class Canvas:
    """Collects SVG elements; sub-canvases share the <defs> and id counter."""

    def __init__(self, w, h, rng, parent=None):
        self.w, self.h, self.rng = w, h, rng
        self.defs = parent.defs if parent else []
        self.ctr = parent.ctr if parent else [0]
        self.els = []

    # ids / defs
    def uid(self, p='i'):
        self.ctr[0] += 1
        return '%s%d' % (p, self.ctr[0])

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1, units=None):
        i = self.uid('g')
        s = ''.join('<stop offset="%s" stop-color="%s"%s/>' % (
            fm(float(o)), c, '' if len(st) < 3 else ' stop-opacity="%s"' % fm(float(st[2])))
            for st in stops for (o, c) in [st[:2]])
        u = ' gradientUnits="%s"' % units if units else ''
        self.defs.append('<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s"%s>%s</linearGradient>' % (
            i, fm(float(x1)), fm(float(y1)), fm(float(x2)), fm(float(y2)), u, s))
        return 'url(#%s)' % i

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5, units=None):
        i = self.uid('r')
        s = ''.join('<stop offset="%s" stop-color="%s"%s/>' % (
            fm(float(st[0])), st[1], '' if len(st) < 3 else ' stop-opacity="%s"' % fm(float(st[2])))
            for st in stops)
        u = ' gradientUnits="%s"' % units if units else ''
        self.defs.append('<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s>%s</radialGradient>' % (
            i, fm(float(cx)), fm(float(cy)), fm(float(r)), u, s))
        return 'url(#%s)' % i

    def clip(self, inner):
        i = self.uid('c')
        self.defs.append('<clipPath id="%s">%s</clipPath>' % (i, inner))
        return 'url(#%s)' % i

    def blur(self, sd):
        i = self.uid('f')
        self.defs.append('<filter id="%s" x="-50%%" y="-50%%" width="200%%" height="200%%">'
                         '<feGaussianBlur stdDeviation="%s"/></filter>' % (i, fm(float(sd))))
        return 'url(#%s)' % i

    # primitives
    def add(self, s):
        self.els.append(s)

    def rect(self, x, y, w, h, fill, **kw):
        self.add('<rect %s/>' % att(dict(x=float(x), y=float(y), width=float(max(w, 0)),
                                          height=float(max(h, 0)), fill=fill, **kw)))

    def circle(self, cx, cy, r, fill, **kw):
        self.add('<circle %s/>' % att(dict(cx=float(cx), cy=float(cy), r=float(max(r, 0)), fill=fill, **kw)))

    def ellipse(self, cx, cy, rx, ry, fill, **kw):
        self.add('<ellipse %s/>' % att(dict(cx=float(cx), cy=float(cy), rx=float(max(rx, 0)),
                                             ry=float(max(ry, 0)), fill=fill, **kw)))

    def path(self, d, fill='none', **kw):
        self.add('<path %s/>' % att(dict(d=d, fill=fill, **kw)))

    def poly(self, seq, fill, **kw):
        self.add('<polygon %s/>' % att(dict(points=pts(seq), fill=fill, **kw)))

    def pline(self, seq, stroke, width, **kw):
        kw.setdefault('stroke_linecap', 'round')
        kw.setdefault('stroke_linejoin', 'round')
        self.add('<polyline %s/>' % att(dict(points=pts(seq), fill='none', stroke=stroke,
                                              stroke_width=float(width), **kw)))

    def line(self, x1, y1, x2, y2, stroke, width, **kw):
        kw.setdefault('stroke_linecap', 'round')
        self.add('<line %s/>' % att(dict(x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2),
                                          stroke=stroke, stroke_width=float(width), **kw)))

    def text(self, x, y, s, size, fill=INK, family=FONT, weight='normal', anchor='middle', **kw):
        self.add('<text %s>%s</text>' % (att(dict(x=float(x), y=float(y), font_family=family,
                                                  font_size=float(size), font_weight=weight,
                                                  text_anchor=anchor, fill=fill, **kw)), esc(s)))

    def open(self, **kw):
        self.add('<g %s>' % att(kw))

    def close(self):
        self.add('</g>')

    def mark(self):
        return len(self.els)

    def take(self, m):
        items = self.els[m:]
        del self.els[m:]
        return items

    def mirror(self, m, y, opacity=0.3, clip=None, extra='', end=None):
        """Re-emit everything drawn since mark m mirrored about line y (reflection)."""
        items = self.els[m:end]
        self.add('<g%s><g transform="translate(0,%s) scale(1,-1)" opacity="%s"%s>' % (
            ' clip-path="%s"' % clip if clip else '', fm(2.0 * y), fm(opacity), extra))
        self.els.extend(items)
        self.add('</g></g>')

    def sub(self, x, y, w, h, fn, seed=1, rx=0, vw=VW, **kwargs):
        """Embed scene fn into rectangle (x, y, w, h) of this canvas."""
        vh = vw * h / float(w)
        child = Canvas(vw, vh, random.Random(seed), parent=self)
        fn(child, **kwargs)
        cl = ''
        if rx:
            cl = ' clip-path="%s"' % self.clip('<rect x="%s" y="%s" width="%s" height="%s" rx="%s"/>' % (
                fm(float(x)), fm(float(y)), fm(float(w)), fm(float(h)), fm(float(rx))))
        self.add('<g%s><svg x="%s" y="%s" width="%s" height="%s" viewBox="0 0 %s %s" '
                 'preserveAspectRatio="none">' % (cl, fm(float(x)), fm(float(y)), fm(float(w)),
                                                  fm(float(h)), fm(float(vw)), fm(float(vh))))
        self.els.extend(child.els)
        self.add('</svg></g>')

    def svg(self, pw, ph):
        return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                'width="%d" height="%d" viewBox="0 0 %s %s"><defs>%s</defs>%s</svg>' % (
                    pw, ph, fm(float(self.w)), fm(float(self.h)), ''.join(self.defs), ''.join(self.els)))


# ---------------------------------------------------------------- landscape parts
def ridge_pts(c, base, amp, rng, env=None, waves=4, sharp=False, step=14, x0=-30, x1=None):
    x1 = c.w + 30 if x1 is None else x1
    ph = [rng.uniform(0, 6.283) for _ in range(waves)]
    fr = [rng.uniform(0.7, 1.3) * (k + 1) ** 1.25 for k in range(waves)]
    am = [1.0 / (k + 1) ** 1.15 for k in range(waves)]
    tot = sum(am)
    out = []
    x = x0
    while x <= x1 + step:
        t = x / c.w
        v = 0.0
        for a, f, p in zip(am, fr, ph):
            s = math.sin(6.283 * f * t + p)
            v += a * ((1 - 2 * abs(s)) if sharp else s)
        v /= tot
        e = env(t) if env else 1.0
        out.append((x, base - amp * e * (0.55 + 0.45 * v)))
        x += step
    return out


def fill_under(c, p, bottom, fill, **kw):
    d = 'M%s,%s ' % (fm(float(p[0][0])), fm(float(bottom)))
    d += ' '.join('L%s,%s' % (fm(float(x)), fm(float(y))) for x, y in p)
    d += ' L%s,%s Z' % (fm(float(p[-1][0])), fm(float(bottom)))
    c.path(d, fill=fill, **kw)


def smooth_d(p, closed=False):
    """Catmull-Rom through points -> cubic bezier path data."""
    n = len(p)
    if n < 3:
        return 'M' + ' L'.join('%s,%s' % (fm(float(x)), fm(float(y))) for x, y in p)
    d = 'M%s,%s' % (fm(float(p[0][0])), fm(float(p[0][1])))
    rng_ = range(n) if closed else range(n - 1)
    for i in rng_:
        p0 = p[(i - 1) % n] if (closed or i > 0) else p[i]
        p1 = p[i]
        p2 = p[(i + 1) % n]
        p3 = p[(i + 2) % n] if (closed or i + 2 < n) else p2
        c1 = (p1[0] + (p2[0] - p0[0]) / 6.0, p1[1] + (p2[1] - p0[1]) / 6.0)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6.0, p2[1] - (p3[1] - p1[1]) / 6.0)
        d += ' C%s,%s %s,%s %s,%s' % tuple(fm(float(v)) for v in (c1[0], c1[1], c2[0], c2[1], p2[0], p2[1]))
    if closed:
        d += ' Z'
    return d


def blob(cx, cy, rx, ry, rng, n=9, jitter=0.18):
    p = []
    for i in range(n):
        a = 6.283 * i / n
        k = 1 + rng.uniform(-jitter, jitter)
        p.append((cx + math.cos(a) * rx * k, cy + math.sin(a) * ry * k))
    return smooth_d(p, closed=True)


def sky(c, mood, y1, y0=0):
    m = MOODS[mood]
    c.rect(0, y0, c.w, y1 - y0 + 2, c.lin(m['sky']))


def sun(c, x, y, r, mood='day', glow=3.2):
    m = MOODS[mood]
    c.circle(x, y, r * glow, c.rad([(0, m['sun'], 0.75), (0.35, m['sun'], 0.25), (1, m['sun'], 0)]))
    c.circle(x, y, r, m['sun'])


def cloud(c, x, y, s, fill='#ffffff', op=0.85):
    c.open(opacity=op)
    c.ellipse(x, y, s * 1.2, s * 0.32, fill)
    c.ellipse(x - s * 0.45, y - s * 0.14, s * 0.45, s * 0.32, fill)
    c.ellipse(x + s * 0.2, y - s * 0.26, s * 0.55, s * 0.42, fill)
    c.ellipse(x + s * 0.75, y - s * 0.06, s * 0.4, s * 0.26, fill)
    c.close()


def stars(c, rng, n, y1, col='#fffbe8'):
    for _ in range(n):
        c.circle(rng.uniform(0, c.w), rng.uniform(0, y1) ** 1.0, rng.uniform(0.8, 2.6), col,
                 opacity=round(rng.uniform(0.4, 1), 2))


def birds(c, rng, n, x0, y0, w, h, col='#3a3a4a', s=14):
    for _ in range(n):
        x, y = rng.uniform(x0, x0 + w), rng.uniform(y0, y0 + h)
        k = s * rng.uniform(0.6, 1.2)
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
            x - k, y, x - k * 0.4, y - k * 0.6, x, y, x + k * 0.4, y - k * 0.6, x + k, y)),
            stroke=col, stroke_width=2.4, stroke_linecap='round')


def shimmer(c, rng, y0, y1, n, col='#ffffff', op=0.35, focus=None, fcol=None, x0=0, x1=None):
    x1 = c.w if x1 is None else x1
    for i in range(n):
        t = rng.random() ** 1.6
        y = y0 + (y1 - y0) * t
        ln = 10 + 120 * t * rng.uniform(0.4, 1.2)
        if focus is not None and rng.random() < 0.45:
            x = focus + rng.gauss(0, 25 + 160 * t)
            col2, o = fcol or col, min(0.95, op * 2.2)
        else:
            x = rng.uniform(x0, x1)
            col2, o = col, op * rng.uniform(0.5, 1.1)
        c.line(x - ln / 2, y, x + ln / 2, y, col2, 1.2 + 3.5 * t, opacity=round(o, 2))


def backdrop(c, mood='day', hy=None, lb=None, sun_at=None, seed=0, mountains=True, steep='left',
             reflect=True, shim=70, clouds=3):
    """Sky, optional sun, Garda mountains, lake with reflections. Returns (hy, lb)."""
    rng = random.Random(seed + 11)
    hy = c.h * 0.55 if hy is None else hy
    lb = c.h if lb is None else lb
    m = MOODS[mood]
    sky(c, mood, hy)
    if mood == 'night':
        stars(c, rng, 120, hy * 0.9)
    if sun_at:
        sun(c, sun_at[0], sun_at[1], sun_at[2], mood)
    if m['cloud'] and clouds:
        for i in range(clouds):
            cloud(c, rng.uniform(0.05, 0.95) * c.w, rng.uniform(0.1, 0.45) * hy, rng.uniform(50, 95))
    mk = c.mark()
    if mountains:
        if steep == 'left':
            env = lambda t: 0.25 + 0.75 * max(0.0, 1 - t * 1.25) ** 1.1
        elif steep == 'right':
            env = lambda t: 0.25 + 0.75 * max(0.0, t * 1.25 - 0.25) ** 1.1
        else:
            env = lambda t: 0.45 + 0.55 * abs(math.sin(t * 3.1))
        p1 = ridge_pts(c, hy, c.h * 0.30, rng, env=env, sharp=True)
        fill_under(c, p1, hy + 1, m['far'])
        env2 = lambda t: 0.3 + 0.7 * (0.5 + 0.5 * math.sin(t * 5 + 1.3))
        p2 = ridge_pts(c, hy, c.h * 0.13, rng, env=env2)
        fill_under(c, p2, hy + 1, m['mid'])
    mk2 = c.mark()
    lk = c.lin(m['lake'])
    c.rect(0, hy, c.w, lb - hy, lk)
    if mountains and reflect:
        cl = c.clip('<rect x="0" y="%s" width="%s" height="%s"/>' % (fm(float(hy)), fm(float(c.w)), fm(float(lb - hy))))
        c.mirror(mk, hy, opacity=0.22, clip=cl, end=mk2)
    # soft haze band at the horizon
    c.rect(0, hy - 6, c.w, 14, m['sky'][-1][1], opacity=0.35)
    if sun_at and mood != 'day':
        c.ellipse(sun_at[0], hy + (lb - hy) * 0.3, sun_at[2] * 1.3, (lb - hy) * 0.35,
                  c.rad([(0, m['glint'], 0.45), (1, m['glint'], 0)]))
    if shim:
        shimmer(c, rng, hy + 4, lb, shim, col=m['glint'], op=0.3,
                focus=sun_at[0] if sun_at else None, fcol=m['glint'])
    return hy, lb


def ground(c, y, fill, bottom=None, amp=10, rng=None, **kw):
    rng = rng or c.rng
    p = ridge_pts(c, y + amp, amp, rng, waves=3)
    fill_under(c, p, c.h if bottom is None else bottom, fill, **kw)
    return p


def pebbles(c, rng, y0, y1, n, cols=('#cfc6b8', '#b9b0a3', '#e3dccf', '#a79d90', '#d8c3a0')):
    for _ in range(n):
        t = rng.random()
        y = y0 + (y1 - y0) * t
        r = 3 + 14 * t * rng.uniform(0.5, 1.2)
        c.ellipse(rng.uniform(0, c.w), y, r, r * 0.6, rng.choice(cols))


# ---------------------------------------------------------------- vegetation
def cypress(c, x, base, h, col='#3f5b34', hi='#58783f'):
    w = h * 0.12
    c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        x, base, x - w * 1.15, base - h * 0.3, x - w * 0.7, base - h * 0.8, x, base - h,
        x + w * 0.7, base - h * 0.8, x + w * 1.15, base - h * 0.3, x, base)), fill=col)
    if hi:
        c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            x, base - h, x + w * 0.7, base - h * 0.8, x + w * 1.15, base - h * 0.3, x + w * 0.15, base,
            x + w * 0.5, base - h * 0.3, x + w * 0.4, base - h * 0.8, x, base - h)), fill=hi, opacity=0.7)


def olive(c, x, base, s, rng, trunk='#6f5f4e', cols=('#7f8f55', '#94a46a', '#a9b684', '#6f7f4a'), shadow=True):
    if shadow:
        c.ellipse(x + s * 0.05, base, s * 0.42, s * 0.05, '#000000', opacity=0.12)
    # gnarled split trunk
    c.path('M%s,%s C%s,%s %s,%s %s,%s L%s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.1, base, x - s * 0.02, base - s * 0.15, x - s * 0.12, base - s * 0.28, x - s * 0.06, base - s * 0.42,
        x + s * 0.04, base - s * 0.42, x + s * 0.0, base - s * 0.3, x + s * 0.12, base - s * 0.16, x + s * 0.11, base)),
        fill=trunk)
    c.path('M%s,%s C%s,%s %s,%s %s,%s' % tuple(fm(float(v)) for v in (
        x - s * 0.03, base - s * 0.02, x + s * 0.03, base - s * 0.15, x - s * 0.04, base - s * 0.25, x - s * 0.0, base - s * 0.38)),
        stroke='#000000', stroke_width=s * 0.012, opacity=0.25)
    for (dx, dy) in ((-0.28, 0.62), (-0.12, 0.72), (0.1, 0.7), (0.3, 0.6)):
        c.line(x - s * 0.01, base - s * 0.4, x + dx * s, base - dy * s, trunk, s * 0.028)
    blobs = []
    for i in range(16):
        a = rng.uniform(-1, 1)
        blobs.append((x + a * s * 0.46, base - s * 0.64 - rng.uniform(-0.1, 0.14) * s * (1.2 - abs(a)),
                      rng.uniform(0.1, 0.17) * s))
    blobs.sort(key=lambda b: -b[1])
    for i, (bx, by, r) in enumerate(blobs):
        c.path(blob(bx, by, r, r * 0.7, rng, n=9, jitter=0.22), fill=cols[i % len(cols)])
    for bx, by, r in blobs[-7:]:
        c.path(blob(bx - r * 0.15, by - r * 0.25, r * 0.5, r * 0.22, rng), fill='#c4cc9c', opacity=0.5)


def leafy_tree(c, x, base, s, rng, cols=('#5e8a3c', '#6f9a47', '#4f7733', '#82aa55'), trunk='#6b5240'):
    c.ellipse(x, base, s * 0.45, s * 0.06, '#000000', opacity=0.12)
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.06, base, x - s * 0.03, base - s * 0.6, x + s * 0.03, base - s * 0.6, x + s * 0.06, base)), fill=trunk)
    for i in range(9):
        bx = x + rng.uniform(-0.35, 0.35) * s
        by = base - s * 0.75 - rng.uniform(-0.15, 0.3) * s
        r = rng.uniform(0.2, 0.3) * s
        c.path(blob(bx, by, r, r * 0.85, rng), fill=cols[i % len(cols)])


def pine(c, x, base, s, col='#2f5a3c', hi='#3f7050'):
    c.rect(x - s * 0.03, base - s * 0.15, s * 0.06, s * 0.15, '#5a4030')
    for k in range(3):
        y = base - s * 0.12 - k * s * 0.25
        w = s * (0.32 - k * 0.08)
        c.poly([(x - w, y), (x, y - s * 0.42), (x + w, y)], col)
        c.poly([(x, y - s * 0.42), (x + w, y), (x + w * 0.2, y)], hi, opacity=0.6)


def umbrella_pine(c, x, base, s, rng, col='#3c5e36'):
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
        x, base, x + s * 0.1, base - s * 0.5, x + s * 0.02, base - s * 0.85)), stroke='#6b5240', stroke_width=s * 0.05)
    for i in range(6):
        c.path(blob(x + rng.uniform(-0.4, 0.4) * s, base - s * 0.9 - rng.uniform(0, 0.1) * s,
                    s * rng.uniform(0.22, 0.3), s * 0.12, rng), fill=mix(col, '#6f8f4f', rng.random() * 0.5))


def palm(c, x, base, s, rng, lean=0.15):
    tx, ty = x + s * lean, base - s
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (x, base, x - s * 0.05, base - s * 0.5, tx, ty)),
           stroke='#8a6a4a', stroke_width=s * 0.06, stroke_linecap='round')
    for i in range(7):
        a = -3.0 + i * 0.5 + rng.uniform(-0.1, 0.1)
        ex, ey = tx + math.cos(a) * s * 0.45, ty + math.sin(a) * s * 0.3 + s * 0.12
        mx, my = tx + math.cos(a) * s * 0.25, ty - s * 0.12
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            tx, ty, mx, my - s * 0.06, ex, ey, mx, my + s * 0.05, tx, ty)), fill=rng.choice(['#4f8a3c', '#5f9a48', '#447a34']))


def bush(c, x, base, s, rng, cols=('#5f8a3e', '#76a04c', '#4f7733'), flowers=None):
    for i in range(5):
        bx = x + rng.uniform(-0.5, 0.5) * s
        c.path(blob(bx, base - s * 0.3 - rng.uniform(0, 0.2) * s, s * 0.35, s * 0.28, rng), fill=cols[i % len(cols)])
    if flowers:
        for i in range(int(8 * s / 40) + 4):
            c.circle(x + rng.uniform(-0.7, 0.7) * s, base - rng.uniform(0.15, 0.7) * s, s * 0.06, rng.choice(flowers))


def flowers_row(c, rng, x0, x1, base, h, cols):
    x = x0
    while x < x1:
        c.line(x, base, x + rng.uniform(-4, 4), base - h * rng.uniform(0.5, 1), '#4f7a34', 3)
        c.circle(x, base - h * rng.uniform(0.6, 1), h * 0.16, rng.choice(cols))
        x += rng.uniform(h * 0.2, h * 0.45)


def lavender(c, rng, x0, x1, base, h):
    x = x0
    while x < x1:
        c.ellipse(x, base - h * 0.3, h * 0.3, h * 0.25, '#6f8a5a')
        for k in range(5):
            xx = x + rng.uniform(-h * 0.25, h * 0.25)
            c.line(xx, base - h * 0.4, xx, base - h * rng.uniform(0.8, 1.1), '#8c77c2', h * 0.09)
        x += h * 0.5


def grass_tufts(c, rng, n, y0, y1, col='#7f9f4f', x0=0, x1=None):
    x1 = c.w if x1 is None else x1
    for _ in range(n):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        k = 6 + 10 * (y - y0) / max(1, (y1 - y0))
        c.path('M%s,%s l%s,%s M%s,%s l%s,%s M%s,%s l%s,%s' % tuple(fm(float(v)) for v in (
            x, y, -k * 0.4, -k, x, y, 0, -k * 1.2, x, y, k * 0.4, -k)), stroke=col, stroke_width=2)


# ---------------------------------------------------------------- people & animals
def person(c, x, base, h, shirt, rng=None, skin=None, hair=None, pants='#3b4a5a', kid=False,
           arms='down', smile=False, back=False, skirt=False, hat=None, bag=None):
    rng = rng or c.rng
    skin = skin or rng.choice(SKIN)
    hair = hair or rng.choice(HAIR)
    r = h * (0.12 if kid else 0.09)
    hy = base - h + r
    sh = hy + r * 1.25
    hip = base - h * 0.44
    bw = h * (0.14 if kid else 0.13)
    lw = h * 0.055
    # legs
    c.line(x - bw * 0.4, hip, x - bw * 0.45, base - lw * 0.5, pants, lw * 1.5)
    c.line(x + bw * 0.4, hip, x + bw * 0.45, base - lw * 0.5, pants, lw * 1.5)
    # arms
    aw = h * 0.05
    for sgn in (-1, 1):
        sx = x + sgn * bw * 0.95
        if arms == 'up' or (arms == 'wave' and sgn == 1):
            ex, ey = sx + sgn * h * 0.12, sh - h * 0.28
        elif arms == 'hold' :
            ex, ey = sx + sgn * h * 0.16, sh + h * 0.12
        elif arms == 'out':
            ex, ey = sx + sgn * h * 0.22, sh + h * 0.02
        else:
            ex, ey = sx + sgn * h * 0.05, hip + h * 0.02
        c.line(sx, sh + aw * 0.4, ex, ey, shirt, aw * 1.4)
        c.circle(ex, ey, aw * 0.8, skin)
    # body
    if skirt:
        c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            x - bw, sh, x + bw, sh, x + bw * 1.5, hip + h * 0.12, x - bw * 1.5, hip + h * 0.12)), fill=shirt)
    else:
        c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            x - bw, sh + r * 0.5, x - bw, sh, x - bw * 0.5, sh, x + bw * 0.5, sh,
            x + bw, sh, x + bw, sh + r * 0.5, x + bw * 0.9, hip, x - bw * 0.9, hip)), fill=shirt)
    # neck + head
    c.rect(x - r * 0.3, hy + r * 0.6, r * 0.6, r * 0.8, skin)
    c.circle(x, hy, r, skin)
    if back:
        c.circle(x, hy - r * 0.05, r * 1.02, hair)
    else:
        c.path('M%s,%s A%s,%s 0 0 1 %s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            x - r * 1.02, hy + r * 0.1, r * 1.02, r * 1.02, x + r * 1.02, hy + r * 0.1, x, hy - r * 0.55, x - r * 1.02, hy + r * 0.1)),
            fill=hair)
        if smile:
            c.circle(x - r * 0.35, hy + r * 0.15, r * 0.09, '#2b2b2b')
            c.circle(x + r * 0.35, hy + r * 0.15, r * 0.09, '#2b2b2b')
            c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
                x - r * 0.38, hy + r * 0.45, x, hy + r * 0.75, x + r * 0.38, hy + r * 0.45)),
                stroke='#7a3b2b', stroke_width=r * 0.1, stroke_linecap='round')
    if hat == 'chef':
        c.rect(x - r * 0.8, hy - r * 1.5, r * 1.6, r * 0.8, '#ffffff')
        c.circle(x - r * 0.5, hy - r * 1.6, r * 0.55, '#ffffff')
        c.circle(x + r * 0.5, hy - r * 1.6, r * 0.55, '#ffffff')
        c.circle(x, hy - r * 1.9, r * 0.6, '#ffffff')
    elif hat == 'cap':
        c.path('M%s,%s A%s,%s 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (
            x - r, hy - r * 0.2, r, r * 0.9, x + r, hy - r * 0.2)), fill=hat_col(shirt))
        c.rect(x, hy - r * 0.35, r * 1.5, r * 0.25, hat_col(shirt), rx=r * 0.1)
    elif hat == 'sun':
        c.ellipse(x, hy - r * 0.5, r * 1.8, r * 0.35, '#e8cf8a')
        c.ellipse(x, hy - r * 0.8, r * 0.9, r * 0.55, '#e8cf8a')
    if bag:
        c.rect(x + bw * 0.6, sh - r * 0.2, bw * 0.9, (hip - sh) * 0.8, bag, rx=6)


def hat_col(shirt):
    return mix(shirt, '#000000', 0.25)


def swimmer(c, x, y, s, cap, rng=None):
    rng = rng or c.rng
    c.ellipse(x, y + s * 0.25, s * 1.6, s * 0.35, '#ffffff', opacity=0.5)
    c.circle(x, y, s, rng.choice(SKIN))
    c.path('M%s,%s A%s,%s 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (x - s, y, s, s, x + s, y)), fill=cap)


def dog(c, x, base, s, col='#d9a55a', facing=1, tongue=True, tail_up=True):
    f = facing
    dark = mix(col, '#000000', 0.25)
    # legs
    for dx in (-0.35, -0.2, 0.25, 0.4):
        c.line(x + dx * s * f, base - s * 0.35, x + dx * s * f, base - s * 0.03, dark if dx in (-0.2, 0.25) else col, s * 0.09)
    # tail
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
        x - s * 0.45 * f, base - s * 0.48, x - s * 0.75 * f, base - s * 0.6, x - s * 0.7 * f, base - s * (0.95 if tail_up else 0.3))),
        stroke=col, stroke_width=s * 0.08, stroke_linecap='round')
    # body
    c.ellipse(x, base - s * 0.45, s * 0.52, s * 0.2, col)
    # neck + head
    hx, hy = x + s * 0.5 * f, base - s * 0.78
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x + s * 0.28 * f, base - s * 0.55, x + s * 0.4 * f, base - s * 0.8, x + s * 0.6 * f, base - s * 0.75, x + s * 0.5 * f, base - s * 0.42)), fill=col)
    c.ellipse(hx, hy, s * 0.17, s * 0.15, col)
    c.ellipse(hx + s * 0.16 * f, hy + s * 0.05, s * 0.12, s * 0.07, col)
    c.circle(hx + s * 0.27 * f, hy + s * 0.02, s * 0.035, '#2a2220')
    c.circle(hx + s * 0.05 * f, hy - s * 0.04, s * 0.025, '#2a2220')
    c.ellipse(hx - s * 0.07 * f, hy + s * 0.05, s * 0.06, s * 0.13, dark, transform='rotate(%s %s %s)' % (fm(15.0 * f), fm(float(hx)), fm(float(hy))))
    if tongue:
        c.ellipse(hx + s * 0.18 * f, hy + s * 0.14, s * 0.035, s * 0.06, '#e06a7a')
    c.rect(x + s * 0.36 * f - s * 0.06, base - s * 0.66, s * 0.12, s * 0.04, TERRA, transform='rotate(%s %s %s)' % (fm(-50.0 * f), fm(float(x + s * 0.36 * f)), fm(float(base - s * 0.64))))


# ---------------------------------------------------------------- furniture & props
def parasol(c, x, base, h, col, col2='#ffffff', k=6, pole='#8a7a6a', closed=False):
    c.line(x, base, x, base - h, pole, max(2.0, h * 0.025))
    ty = base - h
    w = h * 0.55
    if closed:
        c.poly([(x, ty - h * 0.05), (x - h * 0.05, ty + h * 0.35), (x + h * 0.05, ty + h * 0.35)], col)
        return
    edge = []
    for i in range(k + 1):
        t = -1 + 2.0 * i / k
        edge.append((x + t * w, ty + h * 0.2 - (1 - t * t) * h * 0.05))
    apex = (x, ty - h * 0.08)
    for i in range(k):
        a, b = edge[i], edge[i + 1]
        mxp = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + h * 0.04)
        c.path('M%s,%s L%s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            apex[0], apex[1], a[0], a[1], mxp[0], mxp[1], b[0], b[1])), fill=col if i % 2 == 0 else col2)
    c.circle(apex[0], apex[1], h * 0.02, pole)


def lounger(c, x, base, s, col='#ffffff', frame='#8a6a4a', facing=1):
    f = facing
    sy = base - s * 0.18
    c.line(x, base, x + s * 0.05 * f, sy, frame, s * 0.025)
    c.line(x + s * 0.6 * f, base, x + s * 0.55 * f, sy, frame, s * 0.025)
    c.line(x + s * 0.92 * f, base, x + s * 0.75 * f, sy - s * 0.05, frame, s * 0.025)
    c.pline([(x - s * 0.02 * f, sy), (x + s * 0.7 * f, sy), (x + s * 0.95 * f, sy - s * 0.38)], col, s * 0.07)


def towel_lounger(c, x, base, s, col, towel, facing=1):
    lounger(c, x, base, s, col, facing=facing)
    c.pline([(x + s * 0.2 * facing, base - s * 0.2), (x + s * 0.68 * facing, base - s * 0.2)], towel, s * 0.05)


def table_round(c, x, base, s, top=WHITE, cloth=True, leg='#5a4a3a'):
    if cloth:
        c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            x - s * 0.5, base - s * 0.62, x + s * 0.5, base - s * 0.62, x + s * 0.56, base - s * 0.25, x - s * 0.56, base - s * 0.25)), fill=top)
        c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            x + s * 0.1, base - s * 0.62, x + s * 0.5, base - s * 0.62, x + s * 0.56, base - s * 0.25, x + s * 0.2, base - s * 0.25)), fill='#000000', opacity=0.06)
        c.line(x, base - s * 0.25, x, base, leg, s * 0.05)
        c.line(x - s * 0.2, base, x + s * 0.2, base, leg, s * 0.04)
    else:
        c.line(x, base - s * 0.6, x, base, leg, s * 0.05)
        c.line(x - s * 0.2, base, x + s * 0.2, base, leg, s * 0.04)
    c.ellipse(x, base - s * 0.62, s * 0.5, s * 0.1, top)


def chair_side(c, x, base, s, col='#5a4a3a', facing=1, seat=None):
    f = facing
    c.line(x, base - s * 0.45, x, base, col, s * 0.05)
    c.line(x + s * 0.35 * f, base - s * 0.45, x + s * 0.35 * f, base, col, s * 0.05)
    c.line(x, base - s * 0.45, x - s * 0.04 * f, base - s * 0.95, col, s * 0.05)
    c.line(x, base - s * 0.45, x + s * 0.38 * f, base - s * 0.45, seat or col, s * 0.07)
    c.line(x - s * 0.01 * f, base - s * 0.8, x - s * 0.03 * f, base - s * 0.6, col, s * 0.12)


def chair_front(c, x, base, s, fabric, frame=WOOD):
    c.line(x - s * 0.3, base, x - s * 0.28, base - s * 0.5, frame, s * 0.05)
    c.line(x + s * 0.3, base, x + s * 0.28, base - s * 0.5, frame, s * 0.05)
    c.rect(x - s * 0.3, base - s * 1.0, s * 0.6, s * 0.32, fabric, rx=s * 0.03)
    c.line(x - s * 0.3, base - s * 1.05, x - s * 0.3, base - s * 0.45, frame, s * 0.05)
    c.line(x + s * 0.3, base - s * 1.05, x + s * 0.3, base - s * 0.45, frame, s * 0.05)
    c.rect(x - s * 0.34, base - s * 0.52, s * 0.68, s * 0.1, fabric, rx=s * 0.03)
    c.line(x - s * 0.36, base - s * 0.68, x - s * 0.22, base - s * 0.68, frame, s * 0.05)
    c.line(x + s * 0.22, base - s * 0.68, x + s * 0.36, base - s * 0.68, frame, s * 0.05)


def deckchair(c, x, base, s, fabric, frame=WOOD, facing=1, stripes=None):
    """Classic folding deck chair in side view."""
    f = facing
    c.line(x, base, x + s * 0.5 * f, base - s * 0.9, frame, s * 0.04)
    c.line(x + s * 0.55 * f, base, x + s * 0.15 * f, base - s * 0.45, frame, s * 0.04)
    c.line(x + s * 0.8 * f, base, x + s * 0.55 * f, base - s * 0.4, frame, s * 0.04)
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
        x + s * 0.48 * f, base - s * 0.92, x + s * 0.3 * f, base - s * 0.25, x + s * 0.85 * f, base - s * 0.42)),
        stroke=fabric, stroke_width=s * 0.1, stroke_linecap='round')
    if stripes:
        c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
            x + s * 0.48 * f, base - s * 0.92, x + s * 0.3 * f, base - s * 0.25, x + s * 0.85 * f, base - s * 0.42)),
            stroke=stripes, stroke_width=s * 0.1, stroke_dasharray='%s %s' % (fm(s * 0.06), fm(s * 0.06)))


def wine_glass(c, x, base, s, wine='#8a1f3a'):
    c.line(x, base, x, base - s * 0.45, '#e9eef0', s * 0.04)
    c.ellipse(x, base, s * 0.16, s * 0.04, '#e9eef0')
    c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.2, base - s, x - s * 0.22, base - s * 0.45, x, base - s * 0.45, x + s * 0.22, base - s * 0.45, x + s * 0.2, base - s)),
        fill='#eef6f8', opacity=0.6, stroke='#c9d6da', stroke_width=2)
    if wine:
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            x - s * 0.205, base - s * 0.72, x - s * 0.2, base - s * 0.47, x, base - s * 0.47, x + s * 0.2, base - s * 0.47, x + s * 0.205, base - s * 0.72)),
            fill=wine)


def bottle(c, x, base, s, glass='#2f5a3a', label=CREAM, text=None, liquid=None, cap='#7a2a2a', wide=1.0):
    w = s * 0.16 * wide
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s L%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - w, base, x - w, base - s * 0.62, x - w, base - s * 0.74, x - w * 0.32, base - s * 0.8, x - w * 0.32, base - s,
        x + w * 0.32, base - s, x + w * 0.32, base - s * 0.8, x + w, base - s * 0.74, x + w, base - s * 0.62, x + w, base)),
        fill=glass)
    if liquid:
        c.rect(x - w + 4, base - s * 0.66, 2 * w - 8, s * 0.64, liquid, rx=4, opacity=0.85)
    c.rect(x - w * 0.38, base - s * 1.04, w * 0.76, s * 0.09, cap, rx=3)
    c.rect(x - w * 0.92, base - s * 0.5, w * 1.84, s * 0.28, label, rx=4)
    if text:
        c.text(x, base - s * 0.33, text, s * (0.08 if len(text) <= 4 else 0.055), fill=INK, family=SERIF, weight='bold')
    c.rect(x - w * 0.7, base - s * 0.72, w * 0.22, s * 0.62, '#ffffff', opacity=0.18, rx=4)


def string_lights(c, x0, y0, x1, y1, sag, n, col='#ffd98a', glow=True, wire='#3a3a3a', r=6):
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2 + sag
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (x0, y0, mx, my + sag, x1, y1)), stroke=wire, stroke_width=2)
    for i in range(1, n):
        t = i / float(n)
        x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1
        y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (my + sag) + t * t * y1
        if glow:
            c.circle(x, y + r, r * 3.5, col, opacity=0.18)
        c.circle(x, y + r, r, col)


def lantern(c, x, y, s, glow=True):
    c.line(x, y - s * 0.9, x, y - s * 0.5, '#3a2f28', 3)
    if glow:
        c.circle(x, y, s * 1.8, c.rad([(0, '#ffd98a', 0.6), (1, '#ffd98a', 0)]))
    c.poly([(x - s * 0.3, y - s * 0.5), (x + s * 0.3, y - s * 0.5), (x + s * 0.4, y - s * 0.35), (x - s * 0.4, y - s * 0.35)], '#3a2f28')
    c.rect(x - s * 0.32, y - s * 0.35, s * 0.64, s * 0.7, '#ffe2a0', stroke='#3a2f28', stroke_width=s * 0.06)
    c.ellipse(x, y + s * 0.05, s * 0.1, s * 0.18, '#ff9f3a')
    c.rect(x - s * 0.4, y + s * 0.35, s * 0.8, s * 0.1, '#3a2f28')


def bicycle(c, x, base, s, col, ebike=False, basket=False, tyre='#2b2b2b'):
    r = s * 0.32
    bx, fx = x - s * 0.5, x + s * 0.5
    wy = base - r
    for wx in (bx, fx):
        c.circle(wx, wy, r, 'none', stroke=tyre, stroke_width=s * 0.045)
        c.circle(wx, wy, r * 0.92, 'none', stroke='#9aa4a8', stroke_width=s * 0.01)
        for k in range(6):
            a = k * math.pi / 6
            c.line(wx - math.cos(a) * r * 0.9, wy - math.sin(a) * r * 0.9, wx + math.cos(a) * r * 0.9, wy + math.sin(a) * r * 0.9, '#c0c6c8', 1.2)
        c.circle(wx, wy, s * 0.03, '#555')
    seat = (x - s * 0.12, base - s * 0.82)
    crank = (x - s * 0.02, wy)
    head = (x + s * 0.36, base - s * 0.78)
    sw = s * 0.035
    c.pline([(bx, wy), crank, seat, (bx, wy)], col, sw)
    c.pline([crank, (head[0] - s * 0.02, head[1] + s * 0.1)], col, sw * 1.3 if ebike else sw)
    c.pline([(seat[0] + s * 0.03, seat[1] + s * 0.08), (head[0], head[1] + s * 0.04)], col, sw)
    c.pline([head, (fx, wy)], col, sw)
    c.line(seat[0], seat[1], seat[0] + s * 0.0, seat[1] - s * 0.06, '#333', sw * 0.8)
    c.rect(seat[0] - s * 0.09, seat[1] - s * 0.09, s * 0.18, s * 0.045, '#2b2b2b', rx=s * 0.02)
    c.pline([head, (head[0] - s * 0.02, head[1] - s * 0.1), (head[0] - s * 0.12, head[1] - s * 0.12)], '#333', sw * 0.8)
    c.circle(crank[0], crank[1], s * 0.06, '#555')
    if ebike:
        ang = math.degrees(math.atan2(head[1] + s * 0.1 - crank[1], head[0] - crank[0]))
        c.rect(crank[0] + s * 0.06, crank[1] - s * 0.045, s * 0.24, s * 0.09, '#2b3a40', rx=s * 0.03,
               transform='rotate(%s %s %s)' % (fm(ang), fm(float(crank[0])), fm(float(crank[1]))))
        c.circle(bx, wy, s * 0.07, '#2b3a40')
    if basket:
        c.rect(head[0] + s * 0.02, head[1] - s * 0.02, s * 0.2, s * 0.14, '#b8905a', rx=4)


# ---------------------------------------------------------------- buildings & vehicles
def mobile_home(c, x, base, w, h, rng, body='#f5f2eb', roof='#5d6a72', trim=TEAL_D, veranda=True,
                deck_col=WOOD_L, chairs=True, plants=True, awning=None):
    sk = h * 0.1
    by = base - sk
    top = base - h * 0.86
    # skirt
    c.rect(x + w * 0.02, by, w * 0.96, sk, '#9aa0a0')
    c.rect(x + w * 0.02, by, w * 0.96, sk * 0.25, '#000000', opacity=0.15)
    # body
    c.rect(x, top, w, by - top, body)
    k = 1
    yy = top + h * 0.07
    while yy < by - 4:
        c.line(x, yy, x + w, yy, '#000000', 1.4, opacity=0.07)
        yy += h * 0.07
    # corner trims
    c.rect(x, top, w * 0.012, by - top, trim)
    c.rect(x + w * 0.988, top, w * 0.012, by - top, trim)
    # roof
    c.poly([(x - w * 0.025, top + 2), (x + w * 1.025, top + 2), (x + w * 1.0, base - h), (x, base - h)], roof)
    c.rect(x - w * 0.025, top - 2, w * 1.05, h * 0.035, mix(roof, '#000000', 0.2))
    # windows
    wins = [(0.06, 0.22), (0.33, 0.2), (0.58, 0.14), (0.8, 0.14)]
    for wx, ww in wins:
        X = x + w * wx
        Y = top + h * 0.16
        WH = h * 0.36
        c.rect(X - 4, Y - 4, w * ww + 8, WH + 8, WHITE)
        c.rect(X, Y, w * ww, WH, c.lin([(0, '#bfe3ea'), (1, '#5aa5b5')]))
        c.poly([(X + w * ww * 0.15, Y), (X + w * ww * 0.45, Y), (X + w * ww * 0.15, Y + WH * 0.8)], '#ffffff', opacity=0.35)
        c.line(X + w * ww / 2, Y, X + w * ww / 2, Y + WH, WHITE, 4)
    # door
    dx = x + w * 0.48
    c.rect(dx, top + h * 0.12, w * 0.08, by - top - h * 0.12, trim)
    c.rect(dx + w * 0.015, top + h * 0.18, w * 0.05, h * 0.22, '#a8d8e0')
    c.circle(dx + w * 0.068, top + h * 0.5, 3.5, '#e0e0e0')
    if awning:
        c.poly([(x + w * 0.04, top + h * 0.1), (x + w * 0.3, top + h * 0.1), (x + w * 0.33, top + h * 0.22), (x + w * 0.01, top + h * 0.22)], awning)
    if veranda:
        vx0, vx1 = x + w * 0.3, x + w * 1.02
        dtop = base - h * 0.13
        # canopy
        c.rect(vx0, top - h * 0.02, vx1 - vx0, h * 0.06, mix(roof, '#ffffff', 0.1))
        c.rect(vx0, top + h * 0.04, vx1 - vx0, h * 0.025, '#000000', opacity=0.12)
        for px in (vx0 + 6, vx1 - 6, (vx0 + vx1) / 2):
            c.rect(px - w * 0.008, top + h * 0.04, w * 0.016, dtop - top - h * 0.04, WOOD_D)
        # deck
        c.rect(vx0 - w * 0.02, dtop, vx1 - vx0 + w * 0.04, h * 0.14, deck_col)
        for i in range(5):
            yy = dtop + h * 0.028 * i
            c.line(vx0 - w * 0.02, yy, vx1 + w * 0.02, yy, WOOD_D, 1.5, opacity=0.5)
        c.rect(vx0 - w * 0.02, base, vx1 - vx0 + w * 0.04, h * 0.02, WOOD_D)
        # railing
        ry = dtop - h * 0.2
        c.line(vx0, ry, vx0 + (vx1 - vx0) * 0.62, ry, WOOD_D, w * 0.01)
        xx = vx0
        while xx < vx0 + (vx1 - vx0) * 0.62:
            c.line(xx, ry, xx, dtop, WOOD_D, w * 0.005)
            xx += w * 0.025
        if chairs:
            deckchair(c, vx0 + (vx1 - vx0) * 0.70, dtop + 2, h * 0.34, TERRA, stripes=CREAM)
            chair_front(c, vx0 + (vx1 - vx0) * 0.25, dtop + 2, h * 0.3, TEAL)
            table_round(c, vx0 + (vx1 - vx0) * 0.45, dtop + 2, h * 0.3, top='#e9e2d4', cloth=False)
        if plants:
            c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
                vx1 - w * 0.06, dtop, vx1 - w * 0.055, dtop - h * 0.1, vx1 - w * 0.005, dtop - h * 0.1, vx1, dtop)), fill=TERRA)
            bush(c, vx1 - w * 0.03, dtop - h * 0.1, h * 0.2, rng, flowers=['#e0567a', '#f2a1b6'])


def house(c, x, base, w, h, wall, roof=TERRA, rng=None, shutters='#5f7f5a', win=3, floors=2):
    c.rect(x, base - h, w, h, wall)
    c.poly([(x - w * 0.06, base - h), (x + w * 0.5, base - h - w * 0.18), (x + w * 1.06, base - h)], roof)
    c.rect(x + w * 0.5, base - h, w * 0.5, h, '#000000', opacity=0.06)
    for fl in range(floors):
        for i in range(win):
            wx = x + w * (0.15 + i * 0.7 / max(1, win - 1) if win > 1 else 0.45) - w * 0.05
            wy = base - h + h * (0.18 + fl * 0.42)
            c.rect(wx - w * 0.04, wy, w * 0.04, h * 0.22, shutters)
            c.rect(wx + w * 0.1, wy, w * 0.04, h * 0.22, shutters)
            c.rect(wx, wy, w * 0.1, h * 0.22, '#3d4a52')


def castle(c, x, base, s, fill='#cdb896', shade='#b29c79', detail=True, slit='#3a3530'):
    """Lakeside castle with swallow-tail battlements. x = centre, s = scale (width ~ 1.7 s)."""
    def merl(x0, x1, y, mw, col):
        n = max(1, int((x1 - x0) / (mw * 1.7)))
        step = (x1 - x0) / float(n)
        for i in range(n):
            mx = x0 + i * step + (step - mw) / 2
            c.poly([(mx, y), (mx, y - mw * 1.05), (mx + mw * 0.5, y - mw * 0.6), (mx + mw, y - mw * 1.05), (mx + mw, y)], col)

    def block(x0, y0, ww, hh, col, mw):
        c.rect(x0, y0, ww, hh, col)
        merl(x0, x0 + ww, y0 + 1, mw, col)
        if detail:
            c.rect(x0 + ww * 0.62, y0, ww * 0.38, hh, '#000000', opacity=0.08)

    mw = s * 0.05
    # curtain walls
    block(x - s * 0.85, base - s * 0.38, s * 1.7, s * 0.38, fill, mw)
    # corner towers
    for tx in (-0.85, 0.67):
        block(x + tx * s, base - s * 0.6, s * 0.18, s * 0.6, fill, mw)
    block(x - s * 0.2, base - s * 0.55, s * 0.16, s * 0.55, fill, mw)
    # keep
    block(x + s * 0.1, base - s * 1.05, s * 0.22, s * 1.05, shade if detail else fill, mw)
    if detail:
        for (tx, ty) in ((-0.78, 0.45), (0.74, 0.45), (-0.14, 0.42), (0.18, 0.9), (0.18, 0.7), (0.18, 0.5)):
            c.rect(x + tx * s, base - ty * s, s * 0.018, s * 0.07, slit, rx=2)
        c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            x - s * 0.5, base, x - s * 0.5, base - s * 0.16, s * 0.07, s * 0.07, x - s * 0.36, base - s * 0.16, x - s * 0.36, base)), fill=slit)


def boat_sail(c, x, y, s, sail='#ffffff', hull='#ffffff', jib=None, rng=None):
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.5, y - s * 0.1, x + s * 0.55, y - s * 0.1, x + s * 0.4, y + s * 0.04, x - s * 0.4, y + s * 0.04)), fill=hull)
    c.line(x, y - s * 0.1, x, y - s * 1.25, '#6a6a6a', max(1.5, s * 0.02))
    c.poly([(x + s * 0.02, y - s * 1.22), (x + s * 0.02, y - s * 0.16), (x + s * 0.5, y - s * 0.16)], sail)
    c.poly([(x - s * 0.02, y - s * 1.1), (x - s * 0.02, y - s * 0.2), (x - s * 0.45, y - s * 0.2)], jib or mix(sail, '#000000', 0.08))
    c.ellipse(x, y + s * 0.06, s * 0.6, s * 0.03, '#ffffff', opacity=0.5)


def motorboat(c, x, y, s, hull='#ffffff', stripe=TEAL_D):
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.5, y - s * 0.12, x + s * 0.3, y - s * 0.12, x + s * 0.6, y - s * 0.1, x + s * 0.42, y + s * 0.04, x - s * 0.46, y + s * 0.04)), fill=hull)
    c.line(x - s * 0.48, y - s * 0.04, x + s * 0.5, y - s * 0.04, stripe, s * 0.03)
    c.poly([(x - s * 0.15, y - s * 0.12), (x - s * 0.1, y - s * 0.26), (x + s * 0.12, y - s * 0.26), (x + s * 0.2, y - s * 0.12)], '#8fc3d0')
    c.ellipse(x - s * 0.55, y + s * 0.02, s * 0.2, s * 0.03, '#ffffff', opacity=0.6)


def windsurfer(c, x, y, s, sail, rng=None):
    c.ellipse(x + s * 0.1, y, s * 0.38, s * 0.035, '#ffffff')
    c.line(x - s * 0.1, y + s * 0.04, x + s * 0.4, y + s * 0.04, '#ffffff', 3, opacity=0.5)
    person(c, x + s * 0.42, y - s * 0.01, s * 0.5, '#1f4a5a', rng=rng, arms='hold', pants='#1f4a5a')
    c.poly([(x - s * 0.02, y - s * 0.06), (x + s * 0.04, y - s * 1.2), (x + s * 0.42, y - s * 0.2)], sail)
    c.poly([(x + s * 0.04, y - s * 1.2), (x + s * 0.42, y - s * 0.2), (x + s * 0.2, y - s * 0.45)], '#ffffff', opacity=0.25)
    c.line(x - s * 0.02, y - s * 0.06, x + s * 0.04, y - s * 1.2, '#555', 2.5)
    c.line(x + s * 0.04, y - s * 0.55, x + s * 0.4, y - s * 0.38, '#444', 3)


def camper_van(c, x, base, w, rng, body='#f4f2ee', stripe=TEAL):
    h = w * 0.48
    r = w * 0.085
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x, base - r * 0.9, x, base - h + 10, x, base - h, x + 14, base - h, x + w * 0.8, base - h,
        x + w * 0.98, base - h * 0.55, x + w, base - h * 0.4, x + w, base - r * 0.9)), fill=body)
    c.rect(x, base - h * 0.45, w, h * 0.08, stripe)
    c.rect(x, base - h * 0.34, w, h * 0.03, mix(stripe, '#ffffff', 0.4))
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x + w * 0.8, base - h * 0.93, x + w * 0.95, base - h * 0.57, x + w * 0.82, base - h * 0.57, x + w * 0.76, base - h * 0.93)), fill='#7fb6c4')
    c.rect(x + w * 0.08, base - h * 0.85, w * 0.22, h * 0.28, '#7fb6c4', rx=6)
    c.rect(x + w * 0.4, base - h * 0.9, w * 0.16, h * 0.55, mix(body, '#000000', 0.06), stroke='#c9c9c9', stroke_width=2)
    c.rect(x + w * 0.43, base - h * 0.85, w * 0.1, h * 0.18, '#7fb6c4', rx=4)
    c.rect(x + w * 0.92, base - h * 0.3, w * 0.08, h * 0.06, '#e8c65a', rx=3)
    for wx in (x + w * 0.2, x + w * 0.78):
        c.circle(wx, base - r * 0.9, r, '#2b2b2b')
        c.circle(wx, base - r * 0.9, r * 0.45, '#b9bfc2')
    # roof pop-top
    c.rect(x + w * 0.15, base - h - h * 0.08, w * 0.55, h * 0.09, mix(body, '#000000', 0.1), rx=6)


def dome_tent(c, x, base, w, col, fly=None):
    h = w * 0.55
    c.path('M%s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (x - w / 2, base, x, base - h * 1.95, x + w / 2, base)), fill=col)
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (x - w * 0.35, base, x + w * 0.05, base - h * 1.7, x + w * 0.5, base)), stroke=mix(col, '#000000', 0.25), stroke_width=4)
    c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (x - w * 0.5, base, x - w * 0.05, base - h * 1.7, x + w * 0.35, base)), stroke=mix(col, '#000000', 0.25), stroke_width=4)
    c.path('M%s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (x - w * 0.18, base, x, base - h * 1.1, x + w * 0.18, base)), fill=mix(col, '#000000', 0.45))
    c.path('M%s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (x + w * 0.04, base, x + w * 0.13, base - h * 0.5, x + w * 0.18, base)), fill=fly or mix(col, '#ffffff', 0.3))
    c.line(x - w / 2, base, x - w * 0.7, base + 4, '#777', 1.5)
    c.line(x + w / 2, base, x + w * 0.7, base + 4, '#777', 1.5)


def safari_tent(c, x, base, w, h, rng, canvas='#efe6d2', fly='#b8a78a', lit=True):
    """Front view of a safari tent standing on ground level base (centre x)."""
    wall = h * 0.55
    c.rect(x - w / 2, base - wall, w, wall, canvas)
    c.rect(x + w * 0.15, base - wall, w * 0.35, wall, '#000000', opacity=0.05)
    # open front with flaps
    ow = w * 0.38
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - ow / 2, base, x - ow / 2, base - wall * 0.95, x + ow / 2, base - wall * 0.95, x + ow / 2, base)),
        fill='#4a3a2c' if not lit else c.lin([(0, '#7a5a3a'), (1, '#3a2c20')]))
    if lit:
        c.circle(x, base - wall * 0.6, wall * 0.35, c.rad([(0, '#ffd98a', 0.7), (1, '#ffd98a', 0)]))
        c.rect(x - ow * 0.4, base - wall * 0.3, ow * 0.8, wall * 0.18, '#f4efe6')
        c.rect(x - ow * 0.4, base - wall * 0.38, ow * 0.3, wall * 0.09, '#ffffff', rx=6)
        c.rect(x + ow * 0.1, base - wall * 0.38, ow * 0.3, wall * 0.09, '#ffffff', rx=6)
        c.rect(x - ow * 0.4, base - wall * 0.22, ow * 0.8, wall * 0.1, TERRA)
    for sgn in (-1, 1):
        fx = x + sgn * ow / 2
        c.path('M%s,%s L%s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            fx, base - wall * 0.95, fx + sgn * ow * 0.28, base - wall * 0.95, fx + sgn * ow * 0.05, base - wall * 0.45, fx, base - wall * 0.05)),
            fill=mix(canvas, '#000000', 0.1))
        c.line(fx + sgn * ow * 0.05, base - wall * 0.47, fx + sgn * ow * 0.18, base - wall * 0.5, '#8a6a4a', 3)
    # roof
    c.poly([(x - w * 0.62, base - wall + h * 0.04), (x, base - h), (x + w * 0.62, base - wall + h * 0.04)], fly)
    c.poly([(x, base - h), (x + w * 0.62, base - wall + h * 0.04), (x, base - wall + h * 0.04)], '#000000', opacity=0.07)
    c.line(x - w * 0.62, base - wall + h * 0.04, x + w * 0.62, base - wall + h * 0.04, mix(fly, '#000000', 0.3), 4)
    # posts
    for px in (-0.5, 0.5):
        c.rect(x + w * px - 5, base - wall, 10, wall, WOOD_D)
    c.rect(x - 5, base - h, 10, h - wall * 0.95, WOOD_D)
    # guy ropes
    c.line(x - w * 0.62, base - wall + h * 0.04, x - w * 0.78, base, '#8a7a6a', 1.5)
    c.line(x + w * 0.62, base - wall + h * 0.04, x + w * 0.78, base, '#8a7a6a', 1.5)


def pergola(c, x0, x1, top, base, beam=WOOD_D, posts=2, slats=10, vines=True, rng=None):
    rng = rng or c.rng
    pw = (x1 - x0) * 0.02
    xs = [x0 + (x1 - x0) * i / float(posts - 1) for i in range(posts)]
    for px in xs:
        c.rect(px - pw / 2, top, pw, base - top, beam)
    c.rect(x0 - pw * 2, top - pw * 1.2, x1 - x0 + pw * 4, pw * 1.4, beam)
    for i in range(slats + 1):
        sx = x0 - pw + (x1 - x0 + 2 * pw) * i / float(slats)
        c.rect(sx - pw * 0.25, top - pw * 2.2, pw * 0.5, pw * 1.1, mix(beam, '#000000', 0.15))
    if vines:
        for i in range(26):
            vx = rng.uniform(x0 - pw, x1 + pw)
            c.path(blob(vx, top - pw * 1.5 + rng.uniform(-8, 14), rng.uniform(16, 34), rng.uniform(10, 18), rng),
                   fill=rng.choice(['#5e8a3c', '#6f9a47', '#4f7733', '#82aa55']))


def cloud_set(c, rng, n, y0, y1, smin=50, smax=100, op=0.85):
    for _ in range(n):
        cloud(c, rng.uniform(0, c.w), rng.uniform(y0, y1), rng.uniform(smin, smax), op=op)


# ================================================================ scenes
SCENES = {}


def scene(name):
    def deco(fn):
        SCENES[name] = fn
        return fn
    return deco


def beach(c, rng, y, col=('#e6d2b0', '#d8c09a'), pebble_n=140, amp=8):
    p = ridge_pts(c, y + amp, amp, rng, waves=3)
    fill_under(c, [(x, yy - 6) for x, yy in p], c.h, '#ffffff', opacity=0.5)
    fill_under(c, p, c.h, c.lin([(0, col[0]), (1, col[1])]))
    if pebble_n:
        pebbles(c, rng, y + amp * 2, c.h, pebble_n)
    return p


@scene('hero-lake-sunrise')
def s_hero(c, seed=1):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.6
    backdrop(c, 'sunrise', hy, H * 0.86, sun_at=(W * 0.64, hy - H * 0.07, H * 0.055), seed=seed, steep='right', shim=90)
    # promontory with castle silhouette
    sil = '#4d4a66'
    c.path('M-10,%s L-10,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        hy + 2, hy - H * 0.05, W * 0.08, hy - H * 0.065, W * 0.2, hy - H * 0.05, W * 0.27, hy - H * 0.02,
        W * 0.31, hy - H * 0.005, W * 0.34, hy, W * 0.36, hy + 2)), fill=sil)
    castle(c, W * 0.15, hy - H * 0.05, H * 0.12, fill=sil, detail=False)
    for cx in (W * 0.04, W * 0.055, W * 0.25, W * 0.265):
        cypress(c, cx, hy - H * 0.03, H * rng.uniform(0.07, 0.1), col='#3f3d58', hi=None)
    m = c.mark()
    # reflection of the promontory
    c.path('M-10,%s L%s,%s L%s,%s L-10,%s Z' % (fm(hy + 2), fm(W * 0.36), fm(hy + 2), fm(W * 0.3), fm(hy + H * 0.045), fm(hy + H * 0.06)), fill=sil, opacity=0.35)
    boat_sail(c, W * 0.8, hy + H * 0.06, H * 0.06, sail='#5a5577', hull='#5a5577', jib='#4d4a66')
    boat_sail(c, W * 0.47, hy + H * 0.025, H * 0.035, sail='#6d6688', hull='#6d6688', jib='#625c7e')
    birds(c, rng, 5, W * 0.5, H * 0.2, W * 0.25, H * 0.12, col='#5a5070')
    # pebble beach foreground
    beach(c, rng, H * 0.84, col=('#d9b99a', '#b89a80'), pebble_n=170)
    # foreground cypress pair + parasol silhouettes
    cypress(c, W * 0.92, H * 0.93, H * 0.5, col='#3d4a3c', hi='#55604a')
    cypress(c, W * 0.965, H * 0.95, H * 0.42, col='#36432f', hi='#4d5a43')
    parasol(c, W * 0.12, H * 0.95, H * 0.2, '#e7d6c0', closed=True)
    lounger(c, W * 0.16, H * 0.96, H * 0.14, col='#f2e7d6', frame='#7a6a5a')
    lounger(c, W * 0.28, H * 0.95, H * 0.13, col='#f2e7d6', frame='#7a6a5a')


def aerial_home(c, x, y, w, h, rot, rng):
    c.open(transform='rotate(%s %s %s)' % (fm(float(rot)), fm(float(x)), fm(float(y))))
    c.rect(x - w / 2 + 8, y - h / 2 + 8, w, h, '#000000', opacity=0.18, rx=3)
    c.rect(x - w / 2, y - h / 2, w, h, rng.choice(['#eeeae2', '#f4f2ec', '#e4e6e3']), rx=3)
    c.line(x - w / 2 + 3, y, x + w / 2 - 3, y, '#c7c7c0', 2)
    c.rect(x - w / 2, y + h / 2, w * 0.7, h * 0.45, WOOD_L, rx=2)
    for i in range(1, 4):
        c.line(x - w / 2, y + h / 2 + h * 0.11 * i, x - w / 2 + w * 0.7, y + h / 2 + h * 0.11 * i, WOOD_D, 1, opacity=0.5)
    c.rect(x - w / 2 + w * 0.1, y + h / 2 + h * 0.08, w * 0.18, h * 0.18, TEAL, rx=2)
    c.close()


def aerial_tree(c, x, y, r, rng, cols=('#7f8f55', '#94a46a', '#6f7f4a')):
    c.circle(x + r * 0.35, y + r * 0.35, r, '#000000', opacity=0.18)
    c.path(blob(x, y, r, r, rng, n=8, jitter=0.2), fill=rng.choice(cols))
    c.path(blob(x - r * 0.25, y - r * 0.25, r * 0.55, r * 0.5, rng), fill='#b4c08c', opacity=0.6)


@scene('village-aerial')
def s_aerial(c, seed=2):
    rng = c.rng
    W, H = c.w, c.h
    c.rect(0, 0, W, H, '#a9bf78')
    for _ in range(30):
        c.path(blob(rng.uniform(0, W), rng.uniform(0, H), rng.uniform(60, 160), rng.uniform(40, 90), rng), fill='#9db46c', opacity=0.6)
    # lake in the top right with sandy shore
    shore = [(W * 0.35, -20), (W * 0.5, H * 0.12), (W * 0.68, H * 0.2), (W * 0.85, H * 0.3), (W + 20, H * 0.36)]
    d = smooth_d(shore) + ' L%s,-20 Z' % fm(W + 20.0)
    c.path(d, fill=SAND, stroke=SAND, stroke_width=70, stroke_linejoin='round')
    c.path(d, fill=c.lin([(0, '#3aa0b4'), (1, TEAL_D)], 0, 0, 1, 0))
    c.path(smooth_d([(x + 18, y + 12) for x, y in shore]), stroke='#ffffff', stroke_width=4, opacity=0.5)
    for _ in range(60):
        x = rng.uniform(W * 0.45, W)
        y = rng.uniform(0, H * 0.25)
        if y < (x - W * 0.35) * 0.4:
            c.line(x, y, x + rng.uniform(14, 40), y, '#ffffff', 2, opacity=0.35)
    # pier + boats
    c.open(transform='rotate(-28 %s %s)' % (fm(W * 0.66), fm(H * 0.2)))
    c.rect(W * 0.66, H * 0.2 - 160, 22, 170, WOOD_L)
    for i in range(12):
        c.line(W * 0.66, H * 0.2 - 160 + i * 14, W * 0.66 + 22, H * 0.2 - 160 + i * 14, WOOD_D, 1.2)
    c.close()
    for bx, by, a in ((W * 0.74, H * 0.06, 20), (W * 0.9, H * 0.14, -10), (W * 0.58, H * 0.02, 35)):
        c.open(transform='rotate(%s %s %s)' % (a, fm(bx), fm(by)))
        c.line(bx - 90, by, bx - 30, by, '#ffffff', 6, opacity=0.4)
        c.ellipse(bx, by, 26, 9, WHITE)
        c.ellipse(bx + 4, by, 8, 5, '#8fc3d0')
        c.close()
    # parasols on the beach
    def shore_y(x):
        for (x0, y0), (x1, y1) in zip(shore, shore[1:]):
            if x0 <= x <= x1:
                return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        return shore[-1][1]
    for i in range(10):
        bx = W * (0.5 + 0.05 * i) + rng.uniform(-10, 10)
        by = shore_y(bx) + 20 + rng.uniform(-4, 4)
        c.circle(bx + 6, by + 6, 14, '#000000', opacity=0.15)
        c.circle(bx, by, 14, rng.choice([TERRA, '#e9b949', WHITE, TEAL]))
        c.circle(bx, by, 3, '#555')
    # roads
    road = '#e8dcc4'
    c.path(smooth_d([(-20, H * 0.82), (W * 0.3, H * 0.72), (W * 0.55, H * 0.6), (W * 0.8, H * 0.48), (W + 20, H * 0.42)]),
           stroke=road, stroke_width=34)
    c.path(smooth_d([(W * 0.12, H + 20), (W * 0.18, H * 0.5), (W * 0.25, -20)]), stroke=road, stroke_width=26)
    c.path(smooth_d([(W * 0.5, H + 20), (W * 0.52, H * 0.62)]), stroke=road, stroke_width=22)
    # pool (lagoon) with deck
    px, py = W * 0.35, H * 0.33
    c.path(blob(px, py, 150, 95, rng, n=10, jitter=0.12), fill='#efe4cd')
    c.path(blob(px, py, 120, 70, random.Random(seed), n=9, jitter=0.22), fill=c.lin([(0, '#7fe0e4'), (1, '#2bb0c4')]), stroke='#ffffff', stroke_width=5)
    c.path(blob(px - 30, py - 10, 50, 20, rng), fill='#ffffff', opacity=0.25)
    for i in range(8):
        a = 6.283 * i / 8
        lx, ly = px + math.cos(a) * 150, py + math.sin(a) * 102
        c.rect(lx - 6, ly - 14, 12, 28, WHITE, transform='rotate(%s %s %s)' % (fm(math.degrees(a)), fm(lx), fm(ly)))
    # reception building
    rx, ry = W * 0.05, H * 0.58
    c.rect(rx + 10, ry + 10, 160, 110, '#000000', opacity=0.18)
    c.rect(rx, ry, 160, 110, TERRA)
    c.poly([(rx, ry), (rx + 55, ry + 55), (rx + 105, ry + 55), (rx + 160, ry)], mix(TERRA, '#ffffff', 0.15))
    c.poly([(rx, ry + 110), (rx + 55, ry + 55), (rx + 105, ry + 55), (rx + 160, ry + 110)], mix(TERRA, '#000000', 0.12))
    # rows of mobile homes with olive trees, parallel to the main road
    road_y = lambda x: H * 0.82 - H * 0.4 * x / W
    homes = []
    for off, xs in ((-150, 0.56), (120, 0.2), (300, 0.3)):
        x = W * xs
        while x < W - 30:
            homes.append((x, road_y(x) + off))
            x += W * 0.085
    for x, y in homes:
        aerial_home(c, x, y, 46, 92, -16, rng)
    for i, (x, y) in enumerate(homes):
        if i % 2 == 0:
            aerial_tree(c, x + 50, y - 30, rng.uniform(22, 30), rng)
    n = 0
    while n < 30:
        x, y = rng.uniform(0, W * 0.3), rng.uniform(H * 0.02, H * 0.62)
        if abs(x - px) < 190 and abs(y - py) < 130:
            continue
        if abs(y - road_y(x)) < 40 or abs(x - W * 0.17) < 30 or (x < W * 0.05 + 200 and y > H * 0.5):
            continue
        aerial_tree(c, x, y, rng.uniform(22, 34), rng)
        n += 1
    # cypress line along the main road (top-down: small dark dots)
    for i in range(14):
        t = i / 13.0
        c.circle(W * (0.02 + 0.3 * t) + 8, H * (0.78 - 0.1 * t) - 30 + 8, 13, '#000000', opacity=0.18)
        c.circle(W * (0.02 + 0.3 * t), H * (0.78 - 0.1 * t) - 30, 13, '#3f5b34')


@scene('beach-pier')
def s_beach_pier(c, seed=3):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.42
    backdrop(c, 'day', hy, H * 0.8, seed=seed, steep='left', shim=60)
    # pier in perspective
    near_y, far_y = H * 0.8, H * 0.5
    nx0, nx1 = W * 0.56, W * 0.74
    fx0, fx1 = W * 0.62, W * 0.665
    for i in range(9):
        t = i / 8.0
        y = near_y + (far_y - near_y) * t
        xl = nx0 + (fx0 - nx0) * t
        xr = nx1 + (fx1 - nx1) * t
        ph = 40 * (1 - t) + 8
        c.rect(xl, y, 6 * (1 - t) + 3, ph, WOOD_D)
        c.rect(xr - 6 * (1 - t) - 3, y, 6 * (1 - t) + 3, ph, WOOD_D)
        c.rect(xl, y + ph, 6 * (1 - t) + 3, ph * 0.8, WOOD_D, opacity=0.25)
    c.poly([(nx0, near_y), (nx1, near_y), (fx1, far_y), (fx0, far_y)], WOOD_L)
    c.poly([(nx0, near_y), (nx1, near_y), (nx1, near_y + 14), (nx0, near_y + 14)], WOOD_D)
    for i in range(1, 30):
        t = 1 - (1 - i / 30.0) ** 1.0
        t = t ** 0.75
        y = near_y + (far_y - near_y) * t
        c.line(nx0 + (fx0 - nx0) * t, y, nx1 + (fx1 - nx1) * t, y, WOOD_D, 1.8 * (1 - t) + 0.6, opacity=0.6)
    # ladder + person at pier end
    c.line(fx1 + 2, far_y, fx1 + 2, far_y + 18, '#c0c0c0', 2)
    person(c, W * 0.645, far_y + 2, H * 0.07, TERRA, rng=rng, arms='up')
    # beach
    beach(c, rng, H * 0.76, pebble_n=260)
    # loungers and parasols
    for i, (x, s) in enumerate(((W * 0.08, 1.0), (W * 0.26, 0.9), (W * 0.41, 0.8))):
        base = H * 0.93 - i * H * 0.035
        parasol(c, x + 90 * s, base, H * 0.32 * s, [TERRA, TEAL, '#e9b949'][i], CREAM)
        towel_lounger(c, x, base, H * 0.22 * s, WHITE, [TEAL, TERRA, OLIVE][i])
        towel_lounger(c, x + 120 * s, base + 6, H * 0.22 * s, WHITE, ['#e9b949', TEAL, TERRA][i])
    # olive tree at the right edge
    olive(c, W * 0.93, H * 0.86, H * 0.55, rng)
    bush(c, W * 0.82, H * 0.86, 60, rng)


@scene('pool-family')
def s_pool(c, seed=4):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.36
    backdrop(c, 'day', hy, hy + 30, seed=seed, steep='right', shim=0, reflect=False)
    c.rect(0, hy + 20, W, H, '#efe4cd')
    # hedge and palms behind
    for i in range(14):
        c.path(blob(i * W / 13.0, hy + 40, 90, 45, rng), fill=rng.choice(['#5f8a3e', '#6f9a47', '#4f7733']))
    for x in (W * 0.08, W * 0.86, W * 0.95):
        palm(c, x, hy + 60, H * 0.32, rng)
    # lagoon pool
    pp = [(W * 0.1, H * 0.62), (W * 0.3, H * 0.5), (W * 0.55, H * 0.52), (W * 0.82, H * 0.48), (W * 0.95, H * 0.62),
          (W * 0.8, H * 0.78), (W * 0.55, H * 0.84), (W * 0.3, H * 0.8)]
    c.path(smooth_d(pp, True), fill='#e0d3b8', stroke='#e0d3b8', stroke_width=60)
    c.path(smooth_d(pp, True), fill=c.lin([(0, '#8ae6e8'), (1, '#26a8bf')]), stroke='#ffffff', stroke_width=10)
    for _ in range(40):
        x, y = rng.uniform(W * 0.18, W * 0.85), rng.uniform(H * 0.55, H * 0.78)
        c.path('M%s,%s q%s,%s %s,0' % (fm(x), fm(y), fm(rng.uniform(10, 25)), fm(-8.0), fm(rng.uniform(30, 50))),
               stroke='#ffffff', stroke_width=3, opacity=0.35)
    # beach entry (shallow)
    c.path(blob(W * 0.55, H * 0.8, 220, 40, rng), fill='#b5eef0', opacity=0.6)
    # slide tower + twisting slide
    tx = W * 0.2
    c.rect(tx - 70, H * 0.22, 140, H * 0.3, '#e9e2d4')
    c.rect(tx - 80, H * 0.2, 160, 22, TERRA)
    for lx in (tx - 60, tx + 50):
        c.rect(lx, H * 0.22, 12, H * 0.32, '#b8b0a0')
    c.path(smooth_d([(tx + 60, H * 0.25), (W * 0.33, H * 0.28), (W * 0.36, H * 0.38), (W * 0.3, H * 0.45), (W * 0.34, H * 0.55), (W * 0.4, H * 0.58)]),
           stroke='#f0a63a', stroke_width=46)
    c.path(smooth_d([(tx + 60, H * 0.25), (W * 0.33, H * 0.28), (W * 0.36, H * 0.38), (W * 0.3, H * 0.45), (W * 0.34, H * 0.55), (W * 0.4, H * 0.58)]),
           stroke='#ffd27a', stroke_width=18)
    c.path(smooth_d([(tx - 60, H * 0.27), (W * 0.1, H * 0.4), (W * 0.14, H * 0.56)]), stroke='#e05a7a', stroke_width=38)
    c.path(smooth_d([(tx - 60, H * 0.27), (W * 0.1, H * 0.4), (W * 0.14, H * 0.56)]), stroke='#f59ab0', stroke_width=14)
    person(c, tx - 20, H * 0.2, 70, TEAL, rng=rng, arms='up', kid=True)
    # splash and swimmers
    for _ in range(10):
        c.circle(W * 0.4 + rng.uniform(-40, 40), H * 0.58 + rng.uniform(-30, 5), rng.uniform(4, 10), '#ffffff', opacity=0.8)
    for x, y, col in ((0.5, 0.6, TERRA), (0.56, 0.64, '#e9b949'), (0.68, 0.58, TEAL_D), (0.74, 0.7, '#d77a8f'), (0.45, 0.72, '#7b5ea7')):
        swimmer(c, W * x, H * y, 18, col, rng)
    # float ring
    c.circle(W * 0.62, H * 0.72, 34, 'none', stroke='#ffffff', stroke_width=18)
    c.circle(W * 0.62, H * 0.72, 34, 'none', stroke='#e0564a', stroke_width=18, stroke_dasharray='27 27')
    # foreground parasols + loungers
    for i, x in enumerate((0.06, 0.3, 0.56, 0.82)):
        base = H * 0.99
        parasol(c, W * x + 110, base, H * 0.3, [TEAL, TERRA, '#e9b949', TEAL][i], WHITE, k=8)
        towel_lounger(c, W * x, base - 4, H * 0.2, WHITE, [TERRA, TEAL, OLIVE, '#e9b949'][i])


@scene('restaurant-terrace')
def s_restaurant(c, seed=5):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.5
    backdrop(c, 'dusk', hy, H * 0.68, sun_at=(W * 0.3, hy - H * 0.02, H * 0.04), seed=seed, steep='right', shim=40)
    # village lights on the far shore
    for _ in range(40):
        c.circle(rng.uniform(W * 0.5, W), hy - rng.uniform(2, 14), 2.2, '#ffd98a')
    # terrace floor with tiles in perspective
    fy = H * 0.66
    c.rect(0, fy, W, H - fy, c.lin([(0, '#a8684e'), (1, '#6e3f30')]))
    vx = W * 0.5
    for i in range(-12, 13):
        c.line(vx + i * 18, fy, vx + i * 260, H, '#000000', 1.5, opacity=0.15)
    y = fy
    k = 10.0
    while y < H:
        c.line(0, y, W, y, '#000000', 1.5, opacity=0.15)
        y += k
        k *= 1.3
    # balustrade
    c.rect(0, fy - H * 0.06, W, H * 0.015, '#d8c7b0')
    for i in range(60):
        c.rect(i * W / 59.0 - 5, fy - H * 0.045, 10, H * 0.045, '#cdb89c')
    c.rect(0, fy - 4, W, 8, '#cdb89c')
    # tables
    for x, yb, s in ((0.22, 0.84, 1.0), (0.55, 0.8, 0.85), (0.82, 0.9, 1.1), (0.4, 0.95, 1.15)):
        X, B, S = W * x, H * yb, H * 0.2 * s
        chair_side(c, X - S * 0.75, B, S * 0.9, '#3a2c24', facing=1)
        chair_side(c, X + S * 0.75, B, S * 0.9, '#3a2c24', facing=-1)
        table_round(c, X, B, S, top='#f6efe4')
        c.circle(X, B - S * 0.7, S * 0.18, '#ffd98a', opacity=0.25)
        c.rect(X - S * 0.02, B - S * 0.74, S * 0.04, S * 0.1, '#fff3d6')
        wine_glass(c, X - S * 0.25, B - S * 0.62, S * 0.25)
        wine_glass(c, X + S * 0.25, B - S * 0.62, S * 0.25, wine='#e8d27a')
    S = H * 0.17
    person(c, W * 0.55 - S * 0.5, H * 0.8 - S * 0.32, S * 1.05, '#d77a8f', rng=rng, arms='hold')
    person(c, W * 0.55 + S * 0.5, H * 0.8 - S * 0.32, S * 1.1, '#3a4a6a', rng=rng, arms='hold')
    table_round(c, W * 0.55, H * 0.8, S, top='#f6efe4')
    wine_glass(c, W * 0.55 - S * 0.2, H * 0.8 - S * 0.62, S * 0.25)
    wine_glass(c, W * 0.55 + S * 0.2, H * 0.8 - S * 0.62, S * 0.25)
    # waiter with a tray
    person(c, W * 0.7, H * 0.9, H * 0.32, WHITE, rng=rng, pants='#222222', arms='hold')
    c.ellipse(W * 0.7 + H * 0.09, H * 0.9 - H * 0.2, H * 0.06, H * 0.012, '#c0c0c0')
    wine_glass(c, W * 0.7 + H * 0.08, H * 0.9 - H * 0.205, H * 0.05)
    # pergola frame and string lights
    pergola(c, W * 0.02, W * 0.98, H * 0.1, H, beam='#4a3428', posts=3, slats=16, rng=rng)
    for i in range(3):
        string_lights(c, W * (0.02 + i * 0.32), H * 0.12, W * (0.34 + i * 0.32), H * 0.12, H * 0.05, 9)
    for i in range(8):
        vx_ = rng.uniform(0, W)
        c.path('M%s,%s q%s,%s %s,%s' % (fm(vx_), fm(H * 0.1), fm(rng.uniform(-20, 20)), fm(H * 0.08), fm(rng.uniform(-10, 10)), fm(H * rng.uniform(0.12, 0.2))),
               stroke='#4f7733', stroke_width=4)


@scene('pizza-oven')
def s_pizza(c, seed=6):
    rng = c.rng
    W, H = c.w, c.h
    c.rect(0, 0, W, H, c.lin([(0, '#f3e6d0'), (1, '#e6d2b2')]))
    # stone wall texture
    for r in range(12):
        y = r * 70
        off = (r % 2) * 60
        for k in range(15):
            c.rect(k * 120 - off + 4, y + 4, 112, 62, rng.choice(['#eadbc2', '#e2d0b2', '#efe2cc']), rx=10)
    # counter base
    c.rect(W * 0.12, H * 0.6, W * 0.76, H * 0.4, '#b9a283')
    for r in range(6):
        for k in range(8):
            c.rect(W * 0.12 + k * 150 - (r % 2) * 75 + 4, H * 0.6 + r * 70 + 4, 142, 62, rng.choice(['#c4ad8c', '#ad9676', '#bba584']), rx=8)
    c.rect(W * 0.08, H * 0.58, W * 0.84, H * 0.04, '#d8c8ae')
    # wood storage arch in base
    c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        W * 0.3, H, W * 0.3, H * 0.8, W * 0.2, W * 0.12, W * 0.7, H * 0.8, W * 0.7, H)), fill='#4a3628')
    for r in range(3):
        for k in range(6):
            lx, ly = W * 0.34 + k * 95 + (r % 2) * 40, H * 0.83 - r * 60
            if lx < W * 0.68:
                c.circle(lx, ly, 36, '#b07a4a')
                c.circle(lx, ly, 24, '#d9a874', stroke='#b07a4a', stroke_width=3)
    # oven dome
    ox, oy = W * 0.5, H * 0.58
    c.path('M%s,%s A%s,%s 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (ox - W * 0.36, oy, W * 0.36, H * 0.42, ox + W * 0.36, oy)), fill=TERRA)
    for i in range(1, 8):
        rr = W * 0.36 * (1 - i * 0.12)
        c.path('M%s,%s A%s,%s 0 0 1 %s,%s' % tuple(fm(float(v)) for v in (ox - W * 0.36, oy - i * H * 0.05, W * 0.36, H * 0.42, ox + W * 0.36, oy - i * H * 0.05)),
               stroke=TERRA_D, stroke_width=3, opacity=0.0)
    dome_clip = c.clip('<path d="M%s,%s A%s,%s 0 0 1 %s,%s Z"/>' % tuple(fm(float(v)) for v in (ox - W * 0.36, oy, W * 0.36, H * 0.42, ox + W * 0.36, oy)))
    c.open(clip_path=dome_clip)
    for k in range(8):
        y = oy - k * H * 0.055
        hw = W * 0.36 * math.sqrt(max(0, 1 - ((oy - y) / (H * 0.42)) ** 2))
        c.line(ox - hw, y, ox + hw, y, TERRA_D, 3, opacity=0.5)
        n = 10 - k
        for j in range(n):
            xx = ox - hw + (j + 0.5 * (k % 2)) * 2 * hw / n
            c.line(xx, y, xx, y - H * 0.055, TERRA_D, 2.5, opacity=0.35)
    c.close()
    c.path('M%s,%s A%s,%s 0 0 1 %s,%s' % tuple(fm(float(v)) for v in (ox - W * 0.28, oy - H * 0.05, W * 0.3, H * 0.36, ox, oy - H * 0.39)),
           stroke='#ffffff', stroke_width=14, opacity=0.12)
    # chimney
    c.rect(ox + W * 0.06, oy - H * 0.48, W * 0.07, H * 0.12, '#a85232')
    for i in range(3):
        c.path(blob(ox + W * 0.1 + i * 25, oy - H * 0.53 - i * 60, 40 + i * 10, 26 + i * 6, rng), fill='#d8d2ca', opacity=0.5 - i * 0.12)
    # mouth arch + fire
    mw, mh = W * 0.2, H * 0.2
    c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        ox - mw * 0.6, oy, ox - mw * 0.6, oy - mh * 0.55, mw * 0.6, mh * 0.55, ox + mw * 0.6, oy - mh * 0.55, ox + mw * 0.6, oy)), fill='#8a3e24')
    c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        ox - mw / 2, oy, ox - mw / 2, oy - mh * 0.5, mw / 2, mh * 0.5, ox + mw / 2, oy - mh * 0.5, ox + mw / 2, oy)),
        fill=c.rad([(0, '#ffb347'), (0.5, '#c8501e'), (1, '#3a1a10')], cx=0.35, cy=0.8, r=0.8))
    for i, (fx, fh, col) in enumerate(((-0.3, 0.8, '#e8541e'), (-0.15, 0.95, '#f5872a'), (-0.32, 0.6, '#ffc44a'), (-0.2, 0.7, '#ffe07a'), (0.0, 0.55, '#f5872a'))):
        bx = ox + fx * mw
        h = mh * fh
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            bx - mw * 0.12, oy - 6, bx - mw * 0.14, oy - h * 0.5, bx + mw * 0.02, oy - h, bx + mw * 0.16, oy - h * 0.4, bx + mw * 0.12, oy - 6)), fill=col)
    for k in range(3):
        c.rect(ox - mw * 0.42 + k * 18, oy - 18 - k * 6, mw * 0.3, 14, '#4a2a18', rx=6, transform='rotate(-8 %s %s)' % (fm(ox), fm(oy)))
    c.ellipse(ox + mw * 0.22, oy - 10, mw * 0.2, 12, '#f0c070')
    c.ellipse(ox + mw * 0.22, oy - 12, mw * 0.16, 8, '#d8452e')
    # pizza on wooden board and peel in the foreground
    c.rect(W * 0.02, H * 0.86, W * 0.96, H * 0.14, '#8a5a3a')
    c.rect(W * 0.02, H * 0.86, W * 0.96, H * 0.02, '#a8764f')
    px, py = W * 0.25, H * 0.92
    c.ellipse(px, py, W * 0.19, H * 0.055, '#c9945e')
    c.rect(px + W * 0.17, py - 12, W * 0.12, 24, '#c9945e', rx=10)
    c.ellipse(px, py - 6, W * 0.16, H * 0.045, '#eab86a')
    c.ellipse(px, py - 8, W * 0.14, H * 0.037, '#d2432b')
    for _ in range(9):
        c.ellipse(px + rng.uniform(-W * 0.11, W * 0.11), py - 8 + rng.uniform(-H * 0.022, H * 0.022), 16, 8, '#fbf1dc')
    for _ in range(5):
        c.ellipse(px + rng.uniform(-W * 0.1, W * 0.1), py - 8 + rng.uniform(-H * 0.02, H * 0.02), 10, 5, '#3f8a3a')
    # peel leaning on the right
    c.line(W * 0.8, H * 0.86, W * 0.93, H * 0.3, '#b58a5a', 14)
    c.ellipse(W * 0.78, H * 0.8, 60, 90, '#c9a06a', transform='rotate(13 %s %s)' % (fm(W * 0.78), fm(H * 0.8)))
    # basil pot + flour bag
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (W * 0.56, H * 0.9, W * 0.54, H * 0.82, W * 0.64, H * 0.82, W * 0.62, H * 0.9)), fill=TERRA)
    bush(c, W * 0.59, H * 0.82, 70, rng, cols=('#3f8a3a', '#4f9a48', '#2f7a2f'))


def lake_view(c, mood='day', seed=7):
    """Small lake-and-mountains scene used through windows and in panels."""
    backdrop(c, mood, c.h * 0.55, c.h, seed=seed, shim=30, clouds=2,
             sun_at=None if mood == 'day' else (c.w * 0.6, c.h * 0.45, c.h * 0.07))
    for x in (0.08, 0.9):
        cypress(c, c.w * x, c.h * 0.58, c.h * 0.35)


@scene('maxicaravan-exterior')
def s_mh_ext(c, seed=8):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.7)
    cloud_set(c, rng, 3, H * 0.08, H * 0.3)
    p = ridge_pts(c, H * 0.6, H * 0.12, rng)
    fill_under(c, p, H, '#9fb8a8')
    for i in range(18):
        cypress(c, rng.uniform(0, W), H * 0.62, H * rng.uniform(0.12, 0.22), col='#5f7f5a', hi=None)
    for i in range(12):
        c.path(blob(i * W / 11.0, H * 0.64, 110, 60, rng), fill=rng.choice(['#6f9a47', '#5e8a3c', '#7aa452']))
    c.rect(0, H * 0.68, W, H * 0.32, c.lin([(0, GRASS), (1, GRASS_D)]))
    olive(c, W * 0.05, H * 0.74, H * 0.5, rng)
    mobile_home(c, W * 0.12, H * 0.8, W * 0.7, H * 0.42, rng)
    olive(c, W * 0.95, H * 0.88, H * 0.5, rng)
    # stepping stones and lawn details
    for i in range(5):
        c.ellipse(W * (0.55 + i * 0.02), H * (0.86 + i * 0.03), 40 + i * 8, 12 + i * 3, '#d9d2c2')
    grass_tufts(c, rng, 40, H * 0.82, H, col='#7f9f4f')
    flowers_row(c, rng, W * 0.12, W * 0.38, H * 0.83, 34, ['#e0567a', '#f2c14e', '#ffffff'])


@scene('maxicaravan-lake')
def s_mh_lake(c, seed=9):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.6)
    cloud_set(c, rng, 3, H * 0.05, H * 0.25)
    env = lambda t: 0.3 + 0.7 * (1 - t)
    fill_under(c, ridge_pts(c, H * 0.5, H * 0.3, rng, env=env, sharp=True), H, '#a9bcc4')
    fill_under(c, ridge_pts(c, H * 0.55, H * 0.12, rng), H, '#86a08a')
    c.rect(0, H * 0.55, W, H * 0.3, c.lin([(0, GRASS), (1, GRASS_D)]))
    for i in range(6):
        olive(c, W * (0.05 + i * 0.19) + rng.uniform(-20, 20), H * 0.6, H * 0.22, rng)
    # first row of mobile homes facing the lake
    mobile_home(c, W * 0.04, H * 0.72, W * 0.4, H * 0.26, rng, chairs=True)
    mobile_home(c, W * 0.54, H * 0.72, W * 0.4, H * 0.26, rng, body='#eef0ee', trim=TERRA, awning=None)
    olive(c, W * 0.48, H * 0.74, H * 0.3, rng)
    # beach strip + lake in the foreground
    c.rect(0, H * 0.76, W, H * 0.06, SAND)
    pebbles(c, rng, H * 0.76, H * 0.82, 80)
    m = c.mark()
    lk = c.lin([(0, '#4aa6b8'), (1, TEAL_D)])
    p = ridge_pts(c, H * 0.815, 6, rng, waves=3)
    fill_under(c, p, H, lk)
    c.path(smooth_d(p), stroke='#ffffff', stroke_width=5, opacity=0.6)
    shimmer(c, rng, H * 0.83, H, 40)
    parasol(c, W * 0.3, H * 0.8, H * 0.2, TERRA, CREAM)
    parasol(c, W * 0.72, H * 0.8, H * 0.2, TEAL, CREAM)
    towel_lounger(c, W * 0.33, H * 0.8, H * 0.13, WHITE, TEAL)
    towel_lounger(c, W * 0.75, H * 0.8, H * 0.13, WHITE, TERRA)
    # a paddleboard on the water
    c.ellipse(W * 0.5, H * 0.92, 110, 10, '#f2c14e')
    person(c, W * 0.5, H * 0.915, H * 0.14, TEAL_D, rng=rng, arms='hold')
    c.line(W * 0.5 + 30, H * 0.84, W * 0.5 + 50, H * 0.93, '#333', 3)


def room(c, wall='#f7f2ea', side=None, ceil=None, floor='#d9b48a', a=0.2, b=0.15, bottom=0.75, boards=True):
    """One-point perspective room. Returns (bx0, by0, bx1, by1, vp)."""
    W, H = c.w, c.h
    bx0, bx1 = W * a, W * (1 - a)
    by0, by1 = H * b, H * bottom
    # vanishing point from the bottom-left corner and back-wall bottom-left
    vx = W / 2.0
    vy = by1 + (by1 - H) * (vx - bx0) / bx0 * -1 if False else by1 - (H - by1) * (vx - bx0) / bx0
    side = side or mix(wall, '#000000', 0.06)
    ceil = ceil or mix(wall, '#ffffff', 0.4)

    def ext(px, py, y=None, x=None):
        dx, dy = px - vx, py - vy
        if y is not None:
            t = (y - vy) / dy
        else:
            t = (x - vx) / dx
        return (vx + dx * t, vy + dy * t)
    tl = ext(bx0, by0, x=0)
    tr = ext(bx1, by0, x=W)
    c.poly([(0, 0), (W, 0), (W, tr[1]), (bx1, by0), (bx0, by0), (0, tl[1])], ceil)
    c.poly([(0, tl[1]), (bx0, by0), (bx0, by1), (0, H)], side)
    c.poly([(W, tr[1]), (bx1, by0), (bx1, by1), (W, H)], side)
    c.rect(bx0, by0, bx1 - bx0, by1 - by0, wall)
    c.poly([(0, H), (bx0, by1), (bx1, by1), (W, H)], floor)
    if boards:
        n = 14
        for i in range(1, n):
            px = bx0 + (bx1 - bx0) * i / n
            q = ext(px, by1, y=H)
            c.line(px, by1, q[0], q[1], mix(floor, '#000000', 0.2), 2, opacity=0.6)
        for i in range(1, 6):
            px = bx0 * i / 6.0
            q = ext(bx0 - px * 0 , by1, y=H)
        for k in (1, 2, 3, 4):
            y = by1 + (H - by1) * (k / 5.0) ** 1.6
            xl = bx0 * (H - y) / (H - by1)
            c.line(xl, y, W - xl, y, mix(floor, '#000000', 0.15), 1.5, opacity=0.35)
    c.rect(bx0, by1 - 10, bx1 - bx0, 10, mix(wall, '#000000', 0.12))
    return bx0, by0, bx1, by1, (vx, vy), ext


def pendant(c, x, top, y, s, col=TERRA):
    c.line(x, top, x, y, '#444', 2)
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.15, y, x + s * 0.15, y, x + s * 0.5, y + s * 0.45, x - s * 0.5, y + s * 0.45)), fill=col)
    c.ellipse(x, y + s * 0.5, s * 0.5, s * 0.08, '#ffe7a8')
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.5, y + s * 0.5, x + s * 0.5, y + s * 0.5, x + s * 1.4, y + s * 3.2, x - s * 1.4, y + s * 3.2)),
        fill='#fff3c8', opacity=0.12)


def sofa(c, x, base, w, h, col=TEAL, cushions=(SAND, TERRA)):
    dark = mix(col, '#000000', 0.18)
    c.rect(x, base - h, w, h * 0.55, dark, rx=h * 0.12)
    c.rect(x + w * 0.06, base - h * 0.55, w * 0.88, h * 0.3, col, rx=h * 0.08)
    c.rect(x - w * 0.02, base - h * 0.7, w * 0.1, h * 0.6, dark, rx=h * 0.08)
    c.rect(x + w * 0.92, base - h * 0.7, w * 0.1, h * 0.6, dark, rx=h * 0.08)
    c.rect(x + w * 0.04, base - h * 0.27, w * 0.92, h * 0.17, mix(col, '#000000', 0.3), rx=4)
    for lx in (x + w * 0.06, x + w * 0.9):
        c.rect(lx, base - h * 0.1, w * 0.03, h * 0.1, WOOD_D)
    for i, cc in enumerate(cushions):
        cx = x + w * (0.22 + 0.5 * i)
        c.rect(cx - h * 0.22, base - h * 0.85, h * 0.44, h * 0.36, cc, rx=h * 0.08,
               transform='rotate(%s %s %s)' % (fm(-8.0 + 16 * i), fm(float(cx)), fm(base - h * 0.67)))


def plant_pot(c, x, base, s, rng, pot=TERRA):
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        x - s * 0.18, base, x - s * 0.22, base - s * 0.3, x + s * 0.22, base - s * 0.3, x + s * 0.18, base)), fill=pot)
    for i in range(7):
        a = -2.6 + i * 0.35
        c.path('M%s,%s Q%s,%s %s,%s' % tuple(fm(float(v)) for v in (
            x, base - s * 0.3, x + math.cos(a) * s * 0.2, base - s * 0.7, x + math.cos(a) * s * 0.45, base - s * 0.3 + math.sin(a) * s * 0.75)),
            stroke=rng.choice(['#4f8a3c', '#5f9a48', '#3f7a30']), stroke_width=s * 0.07, stroke_linecap='round')


@scene('maxicaravan-interior')
def s_mh_int(c, seed=10):
    rng = c.rng
    W, H = c.w, c.h
    bx0, by0, bx1, by1, vp, ext = room(c, wall='#f8f4ec', floor='#dcbc94', a=0.14, b=0.12, bottom=0.7)
    # window with lake view on back wall
    wx0, wx1, wy0, wy1 = bx0 + 60, W * 0.47, by0 + 70, by1 - 250
    c.rect(wx0 - 12, wy0 - 12, wx1 - wx0 + 24, wy1 - wy0 + 24, WHITE)
    c.sub(wx0, wy0, wx1 - wx0, wy1 - wy0, lake_view, seed=3)
    c.line((wx0 + wx1) / 2, wy0, (wx0 + wx1) / 2, wy1, WHITE, 10)
    c.rect(wx0 - 30, wy0 - 40, 30, wy1 - wy0 + 60, '#e9dcc4')
    c.rect(wx1, wy0 - 40, 30, wy1 - wy0 + 60, '#e9dcc4')
    c.rect(wx0 - 40, wy0 - 48, wx1 - wx0 + 80, 10, WOOD_D)
    # kitchenette on the back wall
    kx0, kx1 = W * 0.53, bx1
    ky = by1 - 10
    c.rect(kx0, ky - 190, kx1 - kx0, 190, '#ffffff')
    for i in range(4):
        x = kx0 + (kx1 - kx0) * i / 4.0
        c.rect(x + 4, ky - 184, (kx1 - kx0) / 4.0 - 8, 178, '#f2efe8', stroke='#d8d2c6', stroke_width=2)
        c.rect(x + (kx1 - kx0) / 8.0 - 20, ky - 170, 40, 6, '#9a9a9a', rx=3)
    c.rect(kx0 - 10, ky - 206, kx1 - kx0 + 10, 18, WOOD_L)
    c.rect(kx0, ky - 330, kx1 - kx0, 124, '#bfe0e4')
    for i in range(12):
        c.line(kx0 + i * (kx1 - kx0) / 12.0, ky - 330, kx0 + i * (kx1 - kx0) / 12.0, ky - 206, '#ffffff', 2)
    for j in range(4):
        c.line(kx0, ky - 330 + j * 31, kx1, ky - 330 + j * 31, '#ffffff', 2)
    c.rect(kx0, ky - 470, kx1 - kx0, 140, '#ffffff', stroke='#d8d2c6', stroke_width=2)
    for i in range(3):
        x = kx0 + (kx1 - kx0) * i / 3.0
        c.rect(x + 4, ky - 466, (kx1 - kx0) / 3.0 - 8, 132, '#f7f5f0', stroke='#e0dbd0', stroke_width=2)
    # sink + tap, hob, kettle
    c.rect(kx0 + 40, ky - 210, 140, 10, '#9fb0b4')
    c.path('M%s,%s l0,-50 q0,-16 16,-16 l22,0' % (fm(kx0 + 110), fm(ky - 206)), stroke='#9a9a9a', stroke_width=7)
    c.rect(kx0 + 260, ky - 212, 170, 10, '#2b2b2b')
    bottle(c, kx0 + 480, ky - 206, 90, glass='#8a9a5b', label=CREAM)
    c.path(blob(kx0 + 380, ky - 250, 34, 30, rng), fill=TERRA)
    # pendant lamps over dining table
    pendant(c, W * 0.66, 0, H * 0.22, 70)
    pendant(c, W * 0.8, 0, H * 0.22, 70)
    # rug
    c.poly([(W * 0.16, H * 0.8), (W * 0.5, H * 0.8), (W * 0.56, H * 0.98), (W * 0.06, H * 0.98)], '#e9d6b4')
    c.poly([(W * 0.19, H * 0.83), (W * 0.48, H * 0.83), (W * 0.52, H * 0.95), (W * 0.1, H * 0.95)], 'none', stroke=TERRA, stroke_width=6)
    # sofa in front left
    sofa(c, W * 0.06, H * 0.88, W * 0.4, H * 0.3)
    # coffee table
    c.ellipse(W * 0.3, H * 0.92, W * 0.1, H * 0.03, WOOD_L)
    c.rect(W * 0.3 - 6, H * 0.92, 12, H * 0.06, WOOD_D)
    # dining table + chairs on the right
    tx, tb = W * 0.73, H * 0.9
    chair_side(c, tx - 200, tb, 210, WOOD_D, facing=1, seat=TEAL)
    chair_side(c, tx + 200, tb, 210, WOOD_D, facing=-1, seat=TEAL)
    c.rect(tx - 190, tb - 190, 380, 20, WOOD_L)
    c.rect(tx - 170, tb - 170, 14, 170, WOOD_D)
    c.rect(tx + 156, tb - 170, 14, 170, WOOD_D)
    c.path('M%s,%s l20,0 l-6,-60 l-8,0 Z' % (fm(tx - 10), fm(tb - 190)), fill='#e9eef0')
    c.line(tx, tb - 250, tx - 20, tb - 290, OLIVE, 4)
    c.line(tx, tb - 250, tx + 16, tb - 296, OLIVE, 4)
    c.circle(tx - 20, tb - 292, 10, '#f2c14e')
    c.circle(tx + 16, tb - 298, 10, '#ffffff')
    plant_pot(c, W * 0.96, H * 0.95, 220, rng)


def stone_wall(c, x, y, w, h, rng, base='#cbb896', cols=('#d9c7a6', '#c4ae8a', '#e2d4b8', '#b89f7a')):
    c.rect(x, y, w, h, base)
    clip = c.clip('<rect x="%s" y="%s" width="%s" height="%s"/>' % (fm(float(x)), fm(float(y)), fm(float(w)), fm(float(h))))
    c.open(clip_path=clip)
    yy = y
    while yy < y + h:
        rh = rng.uniform(26, 40)
        xx = x - rng.uniform(0, 40)
        while xx < x + w:
            rw = rng.uniform(40, 80)
            c.rect(xx + 3, yy + 3, rw - 6, rh - 6, rng.choice(cols), rx=10)
            xx += rw
        yy += rh
    c.close()


@scene('bungalow-exterior')
def s_bung_ext(c, seed=11):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.7)
    cloud_set(c, rng, 2, H * 0.08, H * 0.2)
    fill_under(c, ridge_pts(c, H * 0.55, H * 0.15, rng), H, '#a3b9b0')
    for i in range(6):
        umbrella_pine(c, rng.uniform(0, W), H * 0.62, H * rng.uniform(0.18, 0.25), rng)
    c.rect(0, H * 0.62, W, H * 0.38, c.lin([(0, GRASS), (1, GRASS_D)]))
    # bungalow
    x0, x1 = W * 0.22, W * 0.78
    base = H * 0.8
    top = H * 0.4
    mid = H * 0.62
    stone_wall(c, x0, mid, x1 - x0, base - mid, rng)
    c.rect(x0, top, x1 - x0, mid - top, '#b98356')
    for i in range(int((x1 - x0) / 28)):
        c.line(x0 + i * 28, top, x0 + i * 28, mid, '#8a5a36', 2, opacity=0.6)
    c.rect(x0, mid - 8, x1 - x0, 10, '#8a5a36')
    # roof
    c.poly([(x0 - W * 0.05, top + 10), ((x0 + x1) / 2, H * 0.16), (x1 + W * 0.05, top + 10)], TERRA)
    for k in range(1, 12):
        t = k / 12.0
        ax, ay = (x0 + x1) / 2, H * 0.16
        c.line(ax + (x0 - W * 0.05 - ax) * t, ay + (top + 10 - ay) * t, ax + (x1 + W * 0.05 - ax) * t, ay + (top + 10 - ay) * t,
               TERRA_D, 3, opacity=0.6)
    c.poly([((x0 + x1) / 2, H * 0.16), (x1 + W * 0.05, top + 10), ((x0 + x1) / 2, top + 10)], '#000000', opacity=0.06)
    c.rect(x0 - W * 0.05, top + 6, x1 - x0 + W * 0.1, 14, TERRA_D)
    # gable window (round)
    c.circle((x0 + x1) / 2, H * 0.3, 34, '#3d4a52', stroke=WOOD_D, stroke_width=8)
    # windows with green shutters
    for wx in (x0 + 70, x1 - 230):
        c.rect(wx, H * 0.46, 160, 150, '#7fb6c4', stroke='#ffffff', stroke_width=10)
        c.line(wx + 80, H * 0.46, wx + 80, H * 0.46 + 150, '#ffffff', 6)
        c.rect(wx - 70, H * 0.46, 64, 150, '#5f7f5a')
        c.rect(wx + 166, H * 0.46, 64, 150, '#5f7f5a')
        for k in range(6):
            c.line(wx - 66, H * 0.46 + 12 + k * 24, wx - 10, H * 0.46 + 12 + k * 24, '#4a6a45', 3)
            c.line(wx + 170, H * 0.46 + 12 + k * 24, wx + 226, H * 0.46 + 12 + k * 24, '#4a6a45', 3)
        c.rect(wx - 10, H * 0.46 + 150, 180, 40, TERRA)
        flowers_row(c, rng, wx, wx + 160, H * 0.46 + 152, 40, ['#e0567a', '#f25a5a', '#ffffff'])
    # door
    dx = (x0 + x1) / 2
    c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        dx - 80, base, dx - 80, H * 0.5, 80, 80, dx + 80, H * 0.5, dx + 80, base)), fill='#6b4a30')
    for k in range(4):
        c.line(dx - 80 + 40 * k + 20, H * 0.46, dx - 80 + 40 * k + 20, base, '#5a3a24', 3)
    c.circle(dx + 55, H * 0.66, 7, '#e0c070')
    lantern(c, dx + 130, H * 0.48, 40, glow=False)
    c.rect(x0 - 10, base - 6, x1 - x0 + 20, 20, '#a39070')
    # garden: path, lavender, fence, bench
    c.poly([(dx - 80, base + 10), (dx + 80, base + 10), (dx + 200, H), (dx - 200, H)], '#e8dcc4')
    for i in range(7):
        t = i / 7.0
        c.ellipse(dx + rng.uniform(-30, 30) * (1 + t), base + 30 + t * (H - base - 30), 40 + 60 * t, 10 + 12 * t, '#d6c7aa')
    lavender(c, rng, W * 0.03, dx - 220, H * 0.86, 60)
    lavender(c, rng, dx + 240, W * 0.97, H * 0.86, 60)
    for i in range(34):
        fx = i * W / 33.0
        if abs(fx - dx) < 200:
            continue
        c.rect(fx - 9, H * 0.88, 18, 80, '#f4f1ea')
        c.poly([(fx - 9, H * 0.88), (fx, H * 0.87), (fx + 9, H * 0.88)], '#f4f1ea')
    c.rect(0, H * 0.9, dx - 200, 12, '#f4f1ea')
    c.rect(dx + 200, H * 0.9, W, 12, '#f4f1ea')
    olive(c, W * 0.09, H * 0.8, H * 0.48, rng)


@scene('bungalow-interior')
def s_bung_int(c, seed=12):
    rng = c.rng
    W, H = c.w, c.h
    bx0, by0, bx1, by1, vp, ext = room(c, wall='#f4ece0', side='#eadfce', ceil='#efe5d6', floor='#c89a6e', a=0.2, b=0.16, bottom=0.72)
    # ceiling beams (running toward the back wall) + cross beam
    for i in range(7):
        px = bx0 + (bx1 - bx0) * i / 6.0
        q = ext(px, by0, y=0)
        c.poly([(px - 8, by0), (px + 8, by0), (q[0] + 30, 0), (q[0] - 30, 0)], '#7a5236')
    c.rect(bx0, by0, bx1 - bx0, 26, '#6b4a30')
    # window with shutters on the back wall left
    wx, wy = bx0 + 40, by0 + 90
    c.rect(wx - 10, wy - 10, 200, 260, '#ffffff')
    c.sub(wx, wy, 180, 240, lake_view, seed=5)
    c.line(wx + 90, wy, wx + 90, wy + 240, '#ffffff', 8)
    # painting
    c.rect(bx1 - 230, by0 + 110, 180, 130, WOOD_D)
    c.sub(bx1 - 220, by0 + 120, 160, 110, lake_view, seed=9, mood='sunrise')
    # rug under the bed
    r0, r1 = ext(W * 0.3, by1, y=by1 + 60), ext(W * 0.7, by1, y=by1 + 60)
    r2, r3 = ext(W * 0.7, by1, y=H * 1.05), ext(W * 0.3, by1, y=H * 1.05)
    c.poly([r0, r1, r2, r3], '#e6d3b0')
    c.poly([r0, r1, r2, r3], 'none', stroke=TERRA, stroke_width=8, stroke_dasharray='30 14')
    # headboard + bed in perspective
    hx0, hx1 = W * 0.36, W * 0.64
    c.rect(hx0, by1 - 300, hx1 - hx0, 300, '#8a5a36', rx=20)
    c.rect(hx0 + 20, by1 - 280, hx1 - hx0 - 40, 200, '#a0704a', rx=14)
    hb = 100.0
    yf = H * 0.96
    sc = (yf - vp[1]) / (by1 - vp[1])
    BL, BR = (hx0, by1 - hb), (hx1, by1 - hb)
    fl_, fr_ = ext(hx0, by1, y=yf), ext(hx1, by1, y=yf)
    FL, FR = (fl_[0], yf - hb * sc), (fr_[0], yf - hb * sc)
    lerp = lambda P, Q, t: (P[0] + (Q[0] - P[0]) * t, P[1] + (Q[1] - P[1]) * t)
    c.poly([BL, BR, FR, FL], '#ffffff')
    c.poly([FL, FR, (FR[0], yf - 14), (FL[0], yf - 14)], '#e8e2d8')
    c.rect(FL[0] + 10, yf - 14, 16, 14, WOOD_D)
    c.rect(FR[0] - 26, yf - 14, 16, 14, WOOD_D)
    # pillows
    c.rect(hx0 + 30, by1 - hb - 60, (hx1 - hx0) / 2 - 45, 80, '#f8f6f2', rx=26, stroke='#e0dad0', stroke_width=3)
    c.rect((hx0 + hx1) / 2 + 15, by1 - hb - 60, (hx1 - hx0) / 2 - 45, 80, '#f8f6f2', rx=26, stroke='#e0dad0', stroke_width=3)
    # blanket over the lower part, hanging over the foot end
    m1, m2 = lerp(BL, FL, 0.3), lerp(BR, FR, 0.3)
    c.poly([m1, m2, (FR[0] + 8, FR[1]), (FR[0] + 8, yf - 30), (FL[0] - 8, yf - 30), (FL[0] - 8, FL[1])], TEAL)
    c.poly([(FL[0] - 8, FL[1]), (FR[0] + 8, FR[1]), (FR[0] + 8, yf - 30), (FL[0] - 8, yf - 30)], '#000000', opacity=0.12)
    c.poly([m1, m2, (m2[0] + 6, m2[1] + 30), (m1[0] - 6, m1[1] + 30)], mix(TEAL, '#ffffff', 0.3))
    t1, t2 = lerp(BL, FL, 0.72), lerp(BR, FR, 0.72)
    c.poly([t1, t2, (t2[0] + 4, t2[1] + 50), (t1[0] - 4, t1[1] + 50)], SAND)
    # nightstands + lamps
    for nx in (hx0 - 170, hx1 + 30):
        c.rect(nx, by1 - 150, 140, 150, WOOD_L)
        c.rect(nx + 10, by1 - 120, 120, 8, WOOD_D, opacity=0.5)
        c.circle(nx + 70, by1 - 70, 7, WOOD_D)
        c.rect(nx + 62, by1 - 230, 16, 80, '#8a7a6a')
        c.poly([(nx + 30, by1 - 230), (nx + 110, by1 - 230), (nx + 95, by1 - 300), (nx + 45, by1 - 300)], CREAM)
        c.circle(nx + 70, by1 - 250, 110, c.rad([(0, '#fff1c4', 0.5), (1, '#fff1c4', 0)]))
    plant_pot(c, W * 0.9, H * 0.97, 240, rng)


@scene('camping-pitch')
def s_pitch(c, seed=13):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.6)
    fill_under(c, ridge_pts(c, H * 0.5, H * 0.12, rng), H, '#a9bfb6')
    c.rect(0, H * 0.52, W, H * 0.48, c.lin([(0, '#b5c98a'), (1, '#93ad62')]))
    # hedge separating the pitches
    for i in range(16):
        c.path(blob(i * W / 15.0, H * 0.54, 80, 50, rng), fill=rng.choice(['#5e8a3c', '#6f9a47', '#4f7733']))
    # dappled shade
    for _ in range(26):
        c.path(blob(rng.uniform(0, W), rng.uniform(H * 0.6, H), rng.uniform(60, 150), rng.uniform(20, 45), rng), fill='#2f4a20', opacity=0.13)
    # gravel pad
    c.poly([(W * 0.08, H * 0.66), (W * 0.92, H * 0.66), (W, H * 0.94), (0, H * 0.94)], '#e4dccb', opacity=0.55)
    # big shade trees with canopy across the top
    for x, s in ((W * 0.1, 1.0), (W * 0.5, 1.1), (W * 0.9, 0.95)):
        c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            x - 30 * s, H * 0.7, x - 14 * s, H * 0.2, x + 14 * s, H * 0.2, x + 30 * s, H * 0.7)), fill='#6b5240')
        c.line(x, H * 0.32, x - 120 * s, H * 0.16, '#6b5240', 14)
        c.line(x, H * 0.36, x + 140 * s, H * 0.18, '#6b5240', 14)
    for i in range(34):
        bx = rng.uniform(-50, W + 50)
        c.path(blob(bx, rng.uniform(-40, H * 0.2), rng.uniform(110, 190), rng.uniform(70, 120), rng),
               fill=rng.choice(['#4f7733', '#5e8a3c', '#6f9a47', '#3f6629']))
    for i in range(14):
        c.path(blob(rng.uniform(0, W), rng.uniform(H * 0.05, H * 0.22), rng.uniform(40, 80), rng.uniform(20, 40), rng),
               fill='#9cc065', opacity=0.55)
    # camper van with awning
    vx = W * 0.5
    camper_van(c, vx, H * 0.8, W * 0.42, rng)
    c.poly([(vx + W * 0.08, H * 0.58), (vx + W * 0.28, H * 0.58), (vx + W * 0.33, H * 0.64), (vx + W * 0.03, H * 0.64)], '#e9b949')
    for k in range(6):
        c.poly([(vx + W * (0.03 + k * 0.05), H * 0.64), (vx + W * (0.055 + k * 0.05), H * 0.64), (vx + W * (0.0425 + k * 0.05), H * 0.66)], '#e9b949')
    c.line(vx + W * 0.04, H * 0.64, vx + W * 0.04, H * 0.8, '#777', 4)
    c.line(vx + W * 0.32, H * 0.64, vx + W * 0.32, H * 0.8, '#777', 4)
    # tent on the left
    dome_tent(c, W * 0.22, H * 0.84, W * 0.28, '#e07a3c', fly='#f2c14e')
    # table + camping chairs
    tx = W * 0.5
    c.rect(tx - 90, H * 0.86, 180, 12, '#d8d2c6')
    c.line(tx - 70, H * 0.87, tx - 90, H * 0.95, '#888', 5)
    c.line(tx + 70, H * 0.87, tx + 90, H * 0.95, '#888', 5)
    wine_glass(c, tx - 30, H * 0.86, 60, wine=None)
    c.rect(tx + 20, H * 0.86 - 44, 34, 44, '#e05a3a', rx=6)
    chair_front(c, tx - 190, H * 0.96, 170, TEAL, frame='#555')
    chair_front(c, tx + 190, H * 0.96, 170, '#7b5ea7', frame='#555')
    # pitch number post
    c.rect(W * 0.93, H * 0.7, 14, 150, WOOD_D)
    c.rect(W * 0.93 - 40, H * 0.68, 94, 60, CREAM, rx=8, stroke=WOOD_D, stroke_width=4)
    c.text(W * 0.93 + 7, H * 0.68 + 45, '27', 44, fill=TEAL_D, weight='bold')
    bicycle(c, W * 0.08, H * 0.95, 200, TEAL_D)


@scene('glamping-tent')
def s_glamp(c, seed=14):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'golden', H * 0.62)
    sun(c, W * 0.82, H * 0.3, 60, 'golden')
    fill_under(c, ridge_pts(c, H * 0.5, H * 0.16, rng), H, '#d0b394')
    fill_under(c, ridge_pts(c, H * 0.58, H * 0.08, rng), H, '#b3a07a')
    c.rect(0, H * 0.62, W, H * 0.38, c.lin([(0, '#c7c58a'), (1, '#a4ad6a')]))
    for i in range(7):
        olive(c, rng.uniform(0, W), H * 0.64, H * rng.uniform(0.18, 0.24), rng)
    olive(c, W * 0.1, H * 0.86, H * 0.55, rng)
    # platform
    px0, px1, py = W * 0.22, W * 0.8, H * 0.78
    c.rect(px0, py, px1 - px0, H * 0.06, WOOD)
    for i in range(4):
        c.line(px0, py + i * 18, px1, py + i * 18, WOOD_D, 2, opacity=0.6)
    for i in range(8):
        c.rect(px0 + i * (px1 - px0) / 7.0 - 8, py + H * 0.06, 16, H * 0.06, WOOD_D)
    # steps
    for k in range(3):
        c.rect(W * 0.44 - k * 10, py + H * 0.06 + k * 26, W * 0.12 + k * 20, 26, WOOD_L, stroke=WOOD_D, stroke_width=2)
    safari_tent(c, W * 0.5, py, W * 0.42, H * 0.5, rng)
    # festoon lights from the roof eaves to two small poles
    for sx, px in ((W * 0.5 - W * 0.42 * 0.62, W * 0.215), (W * 0.5 + W * 0.42 * 0.62, W * 0.785)):
        c.line(px, py, px, H * 0.38, WOOD_D, 8)
    string_lights(c, W * 0.215, H * 0.38, W * 0.5, py - H * 0.5 + 30, 25, 7)
    string_lights(c, W * 0.5, py - H * 0.5 + 30, W * 0.785, H * 0.38, 25, 7)
    # deck chairs + lantern
    deckchair(c, W * 0.24, py, 150, TERRA, stripes=CREAM)
    chair_front(c, W * 0.76, py, 150, TEAL)
    lantern(c, W * 0.68, py - 30, 36)
    olive(c, W * 0.93, H * 0.9, H * 0.5, rng)


@scene('glamping-interior')
def s_glamp_int(c, seed=15):
    rng = c.rng
    W, H = c.w, c.h
    canvas = '#efe4cc'
    a, bottom = 0.2, 0.74
    bx0, bx1, by1 = W * a, W * (1 - a), H * bottom
    vx = W / 2.0
    vy = by1 - (H - by1) * (vx - bx0) / bx0
    by0 = H * 0.36
    apex = H * 0.14

    def ext(px, py, y=None, x=None):
        dx, dy = px - vx, py - vy
        t = (y - vy) / dy if y is not None else (x - vx) / dx
        return (vx + dx * t, vy + dy * t)
    tl = ext(bx0, by0, x=0)
    tr = ext(bx1, by0, x=W)
    c.rect(0, 0, W, H, mix(canvas, '#000000', 0.1))
    # roof slopes
    c.poly([(0, tl[1]), (0, -10), (vx, -10), (vx, apex), (bx0, by0)], mix(canvas, '#000000', 0.04))
    c.poly([(W, tr[1]), (W, -10), (vx, -10), (vx, apex), (bx1, by0)], mix(canvas, '#000000', 0.09))
    # side walls
    c.poly([(0, tl[1]), (bx0, by0), (bx0, by1), (0, H)], mix(canvas, '#000000', 0.07))
    c.poly([(W, tr[1]), (bx1, by0), (bx1, by1), (W, H)], mix(canvas, '#000000', 0.12))
    # back wall gable
    c.poly([(bx0, by1), (bx0, by0), (vx, apex), (bx1, by0), (bx1, by1)], canvas)
    # poles + seams
    c.line(vx, apex, vx, -10, WOOD_D, 14)
    for px, py in ((bx0, by0), (bx1, by0)):
        q = ext(px, py, x=0 if px < vx else W)
        c.line(px, py, q[0], q[1], WOOD_D, 10)
        c.line(px, py, px, by1, WOOD_D, 10)
    c.line(bx0, by0, vx, apex, WOOD_D, 10)
    c.line(bx1, by0, vx, apex, WOOD_D, 10)
    # window in the gable
    c.sub(vx - 90, by0 - 70, 180, 110, lake_view, seed=4, mood='golden', rx=50)
    # wooden floor
    c.poly([(0, H), (bx0, by1), (bx1, by1), (W, H)], '#b48558')
    for i in range(1, 12):
        px = bx0 + (bx1 - bx0) * i / 12.0
        q = ext(px, by1, y=H)
        c.line(px, by1, q[0], q[1], '#8a6040', 2, opacity=0.6)
    # patterned rug
    rug = [ext(W * 0.3, by1, y=by1 + 50), ext(W * 0.7, by1, y=by1 + 50), ext(W * 0.7, by1, y=H * 1.02), ext(W * 0.3, by1, y=H * 1.02)]
    c.poly(rug, TERRA)
    inner = [ext(W * 0.33, by1, y=by1 + 70), ext(W * 0.67, by1, y=by1 + 70), ext(W * 0.67, by1, y=H * 0.99), ext(W * 0.33, by1, y=H * 0.99)]
    c.poly(inner, '#e9cfa0')
    for k in range(6):
        y0 = by1 + 90 + k * 55 * (1 + k * 0.25)
        xa = ext(W * 0.36, by1, y=y0)[0]
        xb = ext(W * 0.64, by1, y=y0)[0]
        n = 6
        for j in range(n):
            x0 = xa + (xb - xa) * j / n
            x1 = xa + (xb - xa) * (j + 1) / n
            hh = 22 + k * 8
            c.poly([(x0, y0), ((x0 + x1) / 2, y0 - hh / 2), (x1, y0), ((x0 + x1) / 2, y0 + hh / 2)], [TEAL, TERRA_D, OLIVE][(j + k) % 3])
    # canopy bed against back wall
    hx0, hx1 = W * 0.37, W * 0.63
    hb = 80.0
    yf = H * 0.86
    sc = (yf - vy) / (by1 - vy)
    fl_, fr_ = ext(hx0, by1, y=yf), ext(hx1, by1, y=yf)
    BL, BR = (hx0, by1 - hb), (hx1, by1 - hb)
    FL, FR = (fl_[0], yf - hb * sc), (fr_[0], yf - hb * sc)
    ptop = H * 0.3
    for px in (hx0, hx1):
        c.line(px, by1, px, ptop, '#5a3a24', 10)
    c.rect(hx0, by1 - 220, hx1 - hx0, 140, '#7a5236', rx=8)
    c.poly([BL, BR, FR, FL], '#fbf8f2')
    c.poly([FL, FR, (FR[0], yf), (FL[0], yf)], '#ece4d6')
    c.rect(hx0 + 25, by1 - hb - 50, (hx1 - hx0) / 2 - 35, 60, '#ffffff', rx=22, stroke='#e0dad0', stroke_width=3)
    c.rect((hx0 + hx1) / 2 + 10, by1 - hb - 50, (hx1 - hx0) / 2 - 35, 60, '#ffffff', rx=22, stroke='#e0dad0', stroke_width=3)
    lerp = lambda P, Q, t: (P[0] + (Q[0] - P[0]) * t, P[1] + (Q[1] - P[1]) * t)
    m1, m2 = lerp(BL, FL, 0.35), lerp(BR, FR, 0.35)
    c.poly([m1, m2, FR, (FR[0], yf - 10), (FL[0], yf - 10), FL], SAND)
    c.poly([FL, FR, (FR[0], yf - 10), (FL[0], yf - 10)], '#000000', opacity=0.08)
    # front posts + canopy drapes
    ftop = ptop - (by1 - ptop) * (sc - 1) * 0.0 - (sc - 1) * 60
    for P in (FL, FR):
        c.line(P[0], yf, P[0], ftop, '#5a3a24', 14)
    c.poly([(hx0, ptop), (hx1, ptop), (FR[0], ftop), (FL[0], ftop)], '#ffffff', opacity=0.5)
    for P, sgn in ((FL, -1), (FR, 1)):
        c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
            P[0], ftop, P[0] + sgn * 30, (ftop + yf) / 2, P[0] + sgn * 10, yf, P[0] - sgn * 60, yf,
            P[0] - sgn * 20, (ftop + yf) / 2 - 40, P[0] - sgn * 90, ftop)), fill='#ffffff', opacity=0.7)
    c.line(FL[0], ftop, FR[0], ftop, '#5a3a24', 12)
    # side tables with lanterns, chest, hanging lanterns
    for nx in (hx0 - 190, hx1 + 60):
        c.rect(nx, by1 - 110, 130, 110, WOOD_L)
        c.rect(nx, by1 - 110, 130, 12, WOOD_D)
        lantern(c, nx + 65, by1 - 150, 40)
    c.rect(W * 0.04, H * 0.86, 300, 150, '#8a5a36', rx=10)
    c.rect(W * 0.04, H * 0.86, 300, 40, '#7a4a2a', rx=10)
    c.rect(W * 0.04 + 140, H * 0.86 + 30, 20, 30, '#d9b36a')
    lantern(c, vx - 260, H * 0.12, 50)
    lantern(c, vx + 260, H * 0.12, 50)
    c.line(vx - 260, H * 0.12 - 45, vx - 260, 0, '#3a2f28', 2)
    c.line(vx + 260, H * 0.12 - 45, vx + 260, 0, '#3a2f28', 2)
    plant_pot(c, W * 0.92, H * 0.98, 260, rng, pot='#d9cbb0')


# ---------------------------------------------------------------- floor plans
class Plan:
    PAPER = '#fbfaf6'
    WALL = '#2b3a40'
    LINE = '#5a6a70'

    def __init__(self, c, wm, hm, top=230, margin=140, bottom=90):
        self.c = c
        avail_w = c.w - 2 * margin
        avail_h = c.h - top - bottom
        self.k = min(avail_w / wm, avail_h / hm)
        self.ox = (c.w - wm * self.k) / 2
        self.oy = top + (avail_h - hm * self.k) / 2
        self.wm, self.hm = wm, hm
        self.fills = {}

    def X(self, m):
        return self.ox + m * self.k

    def Y(self, m):
        return self.oy + m * self.k

    def frame(self, title, subtitle):
        c = self.c
        c.rect(0, 0, c.w, c.h, self.PAPER)
        g = self.k * 0.5
        x = self.ox - 3 * g
        while x < c.w:
            c.line(x, 180, x, c.h - 40, '#e9eef0', 1.2)
            x += g
        y = self.oy - 3 * g
        while y < c.h - 40:
            c.line(40, y, c.w - 40, y, '#e9eef0', 1.2)
            y += g
        c.rect(40, 40, c.w - 80, 120, '#ffffff', stroke='#d5dde0', stroke_width=2, rx=10)
        c.rect(40, 40, 16, 120, TEAL_D, rx=4)
        c.text(84, 96, title, 46, fill=INK, weight='bold', anchor='start')
        c.text(84, 138, subtitle, 26, fill='#5a6a70', anchor='start')
        # north arrow
        nx, ny = c.w - 120, 100
        c.circle(nx, ny, 40, 'none', stroke=INK, stroke_width=3)
        c.poly([(nx, ny - 34), (nx + 14, ny + 18), (nx, ny + 8), (nx - 14, ny + 18)], INK)
        c.text(nx - 70, ny + 12, 'N', 30, fill=INK, weight='bold')
        # scale bar (1 m, 2 m)
        sx, sy = self.ox, c.h - 55
        for i in range(3):
            c.rect(sx + i * self.k, sy, self.k, 12, INK if i % 2 == 0 else '#ffffff', stroke=INK, stroke_width=2)
            c.text(sx + i * self.k, sy - 10, '%d' % i, 20, fill=INK)
        c.text(sx + 3 * self.k, sy - 10, '3 m', 20, fill=INK)
        c.text(c.w - 60, c.h - 40, 'Lago Serena \u00b7 illustrative plan, not to scale', 20, fill='#8a979c', anchor='end')

    def room(self, x0, y0, x1, y1, fill='#ffffff', name=None, area=True, ly=None, lx=None, size=30, inline=False):
        c = self.c
        c.rect(self.X(x0), self.Y(y0), (x1 - x0) * self.k, (y1 - y0) * self.k, fill)
        if name:
            cx = self.X((x0 + x1) / 2.0 if lx is None else lx)
            cy = self.Y((y0 + y1) / 2.0 if ly is None else ly)
            a = '%.1f m\u00b2' % ((x1 - x0) * (y1 - y0)) if area else None
            if not hasattr(self, 'labels'):
                self.labels = []
            self.labels.append((cx, cy, name, a, size, inline))

    def draw_labels(self):
        c = self.c
        for cx, cy, name, a, size, inline in getattr(self, 'labels', []):
            if inline and a:
                t = name + '  \u00b7  ' + a
                w = len(t) * size * 0.6 + 24
                c.rect(cx - w / 2, cy - size * 0.95, w, size * 1.35, '#ffffff', opacity=0.88, rx=size * 0.4)
                c.text(cx, cy, t, size, fill=INK, weight='bold')
                continue
            w = max(len(name) * size * 0.64, len(a or '') * size * 0.5) + 28
            h = size * (2.3 if a else 1.35)
            c.rect(cx - w / 2, cy - size * 1.0, w, h, '#ffffff', opacity=0.88, rx=size * 0.4)
            c.text(cx, cy, name, size, fill=INK, weight='bold')
            if a:
                c.text(cx, cy + size * 1.05, a, size * 0.75, fill='#5a6a70')

    def deck(self, x0, y0, x1, y1, name=None, col='#d9b98f', lx=None, ly=None):
        c = self.c
        X0, Y0, X1, Y1 = self.X(x0), self.Y(y0), self.X(x1), self.Y(y1)
        c.rect(X0, Y0, X1 - X0, Y1 - Y0, '#f4ead8')
        cl = c.clip('<rect x="%s" y="%s" width="%s" height="%s"/>' % (fm(X0), fm(Y0), fm(X1 - X0), fm(Y1 - Y0)))
        c.open(clip_path=cl)
        x = X0 - (Y1 - Y0)
        while x < X1:
            c.line(x, Y1, x + (Y1 - Y0), Y0, col, 2)
            x += 22
        c.close()
        c.rect(X0, Y0, X1 - X0, Y1 - Y0, 'none', stroke=self.LINE, stroke_width=3, stroke_dasharray='14 8')
        if name:
            if not hasattr(self, 'labels'):
                self.labels = []
            self.labels.append((self.X(lx) if lx is not None else (X0 + X1) / 2,
                                self.Y(ly) if ly is not None else (Y0 + Y1) / 2, name, None, 28, False))

    def walls(self, x0, y0, x1, y1, t=14, dash=None):
        self.c.rect(self.X(x0), self.Y(y0), (x1 - x0) * self.k, (y1 - y0) * self.k, 'none', stroke=self.WALL,
                    stroke_width=t, stroke_dasharray=dash)

    def wall(self, x0, y0, x1, y1, t=8):
        self.c.line(self.X(x0), self.Y(y0), self.X(x1), self.Y(y1), self.WALL, t, stroke_linecap='square')

    def door(self, x, y, w, orient='h', swing=1, hinge=0, fill='#ffffff', t=16):
        """Door in a horizontal (orient h: along x) or vertical wall at metre coords."""
        c = self.c
        k = self.k
        if orient == 'h':
            c.rect(self.X(x), self.Y(y) - t / 2, w * k, t, fill)
            hx = self.X(x + (w if hinge else 0))
            hy = self.Y(y)
            ex = hx
            ey = hy + swing * w * k
            ox_ = self.X(x + (0 if hinge else w))
            c.line(hx, hy, ex, ey, self.LINE, 3)
            sweep = 1 if (swing > 0) == (hinge == 0) else 0
            c.path('M%s,%s A%s,%s 0 0 %d %s,%s' % (fm(ox_), fm(hy), fm(w * k), fm(w * k), sweep, fm(ex), fm(ey)),
                   stroke=self.LINE, stroke_width=1.6, stroke_dasharray='6 5')
        else:
            c.rect(self.X(x) - t / 2, self.Y(y), t, w * k, fill)
            hx = self.X(x)
            hy = self.Y(y + (w if hinge else 0))
            ex = hx + swing * w * k
            ey = hy
            oy_ = self.Y(y + (0 if hinge else w))
            c.line(hx, hy, ex, ey, self.LINE, 3)
            sweep = 0 if (swing > 0) == (hinge == 0) else 1
            c.path('M%s,%s A%s,%s 0 0 %d %s,%s' % (fm(hx), fm(oy_), fm(w * k), fm(w * k), sweep, fm(ex), fm(ey)),
                   stroke=self.LINE, stroke_width=1.6, stroke_dasharray='6 5')

    def window(self, x, y, w, orient='h', t=16):
        c = self.c
        k = self.k
        if orient == 'h':
            c.rect(self.X(x), self.Y(y) - t / 2, w * k, t, '#ffffff', stroke=self.WALL, stroke_width=2)
            c.line(self.X(x), self.Y(y), self.X(x + w), self.Y(y), '#7cc4d0', 3)
        else:
            c.rect(self.X(x) - t / 2, self.Y(y), t, w * k, '#ffffff', stroke=self.WALL, stroke_width=2)
            c.line(self.X(x), self.Y(y), self.X(x), self.Y(y + w), '#7cc4d0', 3)

    # furniture -------------------------------------------------
    def box(self, x0, y0, w, h, fill='#ffffff', rx=4, sw=2.5):
        self.c.rect(self.X(x0), self.Y(y0), w * self.k, h * self.k, fill, stroke=self.LINE, stroke_width=sw, rx=rx)

    def bed(self, x0, y0, w, h, head='top', pillows=2, cover='#e4f1f3'):
        self.box(x0, y0, w, h)
        k = self.k
        if head in ('top', 'bottom'):
            py = y0 + 0.08 if head == 'top' else y0 + h - 0.38
            cy = y0 + 0.55 if head == 'top' else y0
            self.box(x0 + 0.04, cy, w - 0.08, h - 0.6, cover, rx=3, sw=1.5)
            pw = (w - 0.1 * (pillows + 1)) / pillows
            for i in range(pillows):
                self.box(x0 + 0.1 + i * (pw + 0.1), py, pw, 0.3, '#ffffff', rx=8, sw=2)
        else:
            px = x0 + 0.08 if head == 'left' else x0 + w - 0.38
            cx = x0 + 0.55 if head == 'left' else x0
            self.box(cx, y0 + 0.04, w - 0.6, h - 0.08, cover, rx=3, sw=1.5)
            ph = (h - 0.1 * (pillows + 1)) / pillows
            for i in range(pillows):
                self.box(px, y0 + 0.1 + i * (ph + 0.1), 0.3, ph, '#ffffff', rx=8, sw=2)

    def sofa(self, x0, y0, w, h, back='bottom'):
        self.box(x0, y0, w, h, '#f0e6d6')
        if back == 'bottom':
            self.box(x0, y0 + h - 0.22, w, 0.22, '#e2d4bc', rx=3, sw=2)
        elif back == 'top':
            self.box(x0, y0, w, 0.22, '#e2d4bc', rx=3, sw=2)
        elif back == 'left':
            self.box(x0, y0, 0.22, h, '#e2d4bc', rx=3, sw=2)

    def table(self, cx, cy, w, h, chairs=4, round_=False):
        c = self.c
        k = self.k
        pos = []
        if chairs >= 2:
            pos += [(cx - w / 2 - 0.25, cy), (cx + w / 2 + 0.25, cy)] if w >= h or chairs == 2 else [(cx, cy - h / 2 - 0.25), (cx, cy + h / 2 + 0.25)]
        if chairs >= 4:
            pos += [(cx, cy - h / 2 - 0.25), (cx, cy + h / 2 + 0.25)] if w >= h else [(cx - w / 2 - 0.25, cy), (cx + w / 2 + 0.25, cy)]
        for px, py in pos:
            c.rect(self.X(px - 0.2), self.Y(py - 0.2), 0.4 * k, 0.4 * k, '#ffffff', stroke=self.LINE, stroke_width=2, rx=6)
        if round_:
            c.ellipse(self.X(cx), self.Y(cy), w / 2 * k, h / 2 * k, '#f4ead8', stroke=self.LINE, stroke_width=2.5)
        else:
            self.box(cx - w / 2, cy - h / 2, w, h, '#f4ead8')

    def counter(self, x0, y0, w, h, sink=None, hob=None):
        c = self.c
        k = self.k
        self.box(x0, y0, w, h, '#eef2f2', rx=0)
        if sink is not None:
            self.box(sink, y0 + 0.1, 0.5, h - 0.2, '#ffffff', rx=8, sw=2)
            c.circle(self.X(sink + 0.25), self.Y(y0 + h / 2), 4, self.LINE)
        if hob is not None:
            for i in range(2):
                for j in range(2):
                    c.circle(self.X(hob + 0.15 + i * 0.28), self.Y(y0 + 0.17 + j * (h - 0.34)), 0.09 * k, 'none', stroke=self.LINE, stroke_width=2)

    def shower(self, x0, y0, w, h):
        c = self.c
        self.box(x0, y0, w, h, '#e4f1f3', rx=0)
        c.line(self.X(x0), self.Y(y0), self.X(x0 + w), self.Y(y0 + h), self.LINE, 1.5)
        c.line(self.X(x0 + w), self.Y(y0), self.X(x0), self.Y(y0 + h), self.LINE, 1.5)
        c.circle(self.X(x0 + w / 2), self.Y(y0 + h / 2), 6, self.LINE)

    def wc(self, cx, y0, facing=1):
        c = self.c
        k = self.k
        self.box(cx - 0.2, y0 if facing > 0 else y0 - 0.18, 0.4, 0.18, '#ffffff', rx=3, sw=2)
        c.ellipse(self.X(cx), self.Y(y0 + facing * 0.4), 0.17 * k, 0.24 * k, '#ffffff', stroke=self.LINE, stroke_width=2)

    def basin(self, cx, y0, facing=1):
        c = self.c
        k = self.k
        self.box(cx - 0.28, y0 if facing > 0 else y0 - 0.42, 0.56, 0.42, '#ffffff', rx=3, sw=2)
        c.ellipse(self.X(cx), self.Y(y0 + facing * 0.22), 0.18 * k, 0.13 * k, '#e4f1f3', stroke=self.LINE, stroke_width=1.5)

    def wardrobe(self, x0, y0, w, h):
        c = self.c
        self.box(x0, y0, w, h, '#f6f1e8', rx=0)
        if w > h:
            c.line(self.X(x0 + 0.05), self.Y(y0 + h / 2), self.X(x0 + w - 0.05), self.Y(y0 + h / 2), self.LINE, 1.5, stroke_dasharray='8 6')
        else:
            c.line(self.X(x0 + w / 2), self.Y(y0 + 0.05), self.X(x0 + w / 2), self.Y(y0 + h - 0.05), self.LINE, 1.5, stroke_dasharray='8 6')

    def dims(self):
        c = self.c
        self.draw_labels()
        X0, X1, Y0, Y1 = self.X(0), self.X(self.wm), self.Y(0), self.Y(self.hm)
        y = Y0 - 50
        c.line(X0, y, X1, y, self.LINE, 2)
        for x in (X0, X1):
            c.line(x, y - 14, x, y + 14, self.LINE, 2)
            c.line(x - 8, y + 8, x + 8, y - 8, self.LINE, 2)
        c.rect((X0 + X1) / 2 - 70, y - 20, 140, 40, self.PAPER)
        c.text((X0 + X1) / 2, y + 9, '%.2f m' % self.wm, 26, fill=INK)
        x = X0 - 50
        c.line(x, Y0, x, Y1, self.LINE, 2)
        for yy in (Y0, Y1):
            c.line(x - 14, yy, x + 14, yy, self.LINE, 2)
            c.line(x - 8, yy + 8, x + 8, yy - 8, self.LINE, 2)
        c.rect(x - 20, (Y0 + Y1) / 2 - 70, 40, 140, self.PAPER)
        c.text(x + 9, (Y0 + Y1) / 2, '%.2f m' % self.hm, 26, fill=INK,
               transform='rotate(-90 %s %s)' % (fm(x + 9), fm((Y0 + Y1) / 2)))


@scene('floorplan-maxicaravan')
def s_fp_mh(c, seed=16):
    P = Plan(c, 8.4, 6.2)
    P.hm_build = 4.0
    P.frame('Maxicaravan Lago \u2014 2 bedrooms', 'Floor plan \u00b7 32 m\u00b2 + covered veranda 10 m\u00b2 \u00b7 sleeps 4\u20136')
    P.deck(2.6, 4.0, 8.4, 6.2, 'Veranda', lx=6.5, ly=5.2)
    P.room(0, 0, 2.6, 4.0, '#ffffff', 'Bedroom 1', ly=2.75)
    P.room(2.6, 0, 5.8, 4.0, '#f8f2e7', 'Living / Kitchen', ly=2.2, lx=4.85, size=22)
    P.room(5.8, 0, 8.4, 2.5, '#ffffff', 'Bedroom 2', ly=2.33, lx=7.1, size=22, inline=True)
    P.room(5.8, 2.5, 8.4, 4.0, '#eef6f7', 'Bath', ly=3.05, lx=6.75, size=24)
    P.walls(0, 0, 8.4, 4.0)
    P.wall(2.6, 0, 2.6, 4.0)
    P.wall(5.8, 0, 5.8, 4.0)
    P.wall(5.8, 2.5, 8.4, 2.5)
    P.window(0.5, 0, 1.5)
    P.window(3.0, 0, 1.2)
    P.window(6.4, 0, 1.3)
    P.window(0, 1.2, 1.4, 'v')
    P.window(4.4, 4.0, 1.2)
    P.window(8.4, 0.6, 1.0, 'v')
    P.window(7.6, 4.0, 0.5)
    P.door(3.0, 4.0, 0.9, 'h', swing=-1, fill='#f8f2e7')
    P.door(2.6, 2.9, 0.75, 'v', swing=-1, hinge=1)
    P.door(5.8, 1.3, 0.7, 'v', swing=1, hinge=1)
    P.door(5.8, 2.75, 0.7, 'v', swing=1)
    # furniture
    P.bed(0.35, 0.15, 1.6, 2.0, head='top')
    P.wardrobe(0.1, 3.35, 1.3, 0.55)
    P.counter(2.7, 0.1, 2.9, 0.6, sink=3.0, hob=4.3)
    P.box(5.15, 0.72, 0.5, 0.55, '#eef2f2')
    P.sofa(3.9, 3.05, 1.8, 0.8, back='bottom')
    P.table(3.3, 1.9, 0.8, 0.8, chairs=4)
    P.bed(7.5, 0.12, 0.8, 1.9, head='top', pillows=1)
    P.bed(6.45, 0.12, 0.8, 1.9, head='top', pillows=1)
    P.shower(7.6, 2.6, 0.75, 0.75)
    P.wc(7.0, 3.9, facing=-1)
    P.basin(6.4, 3.9, facing=-1)
    P.table(4.6, 5.1, 1.4, 0.8, chairs=4)
    P.c.rect(P.X(7.2), P.Y(4.5), 0.7 * P.k, 1.3 * P.k, '#ffffff', stroke=P.LINE, stroke_width=2, rx=10)
    P.dims()


@scene('floorplan-bungalow')
def s_fp_bung(c, seed=17):
    P = Plan(c, 8.0, 7.6)
    P.frame('Bungalow Oliveto \u2014 stone & wood', 'Floor plan \u00b7 42 m\u00b2 + porch 9 m\u00b2 \u00b7 sleeps 2\u20134')
    P.deck(0, 6.0, 4.6, 7.6, 'Porch', col='#c9b8a0', lx=3.6, ly=6.85)
    P.room(0, 0, 4.6, 6.0, '#f8f2e7', 'Living & Kitchen', ly=3.5)
    P.room(4.6, 0, 8.0, 3.6, '#ffffff', 'Bedroom', ly=2.75, lx=6.3)
    P.room(4.6, 3.6, 8.0, 6.0, '#eef6f7', 'Bathroom', ly=4.7, lx=6.0, size=26)
    P.walls(0, 0, 8.0, 6.0, t=20)
    P.wall(4.6, 0, 4.6, 6.0, t=10)
    P.wall(4.6, 3.6, 8.0, 3.6, t=10)
    P.window(0.6, 0, 1.4)
    P.window(2.7, 0, 1.2)
    P.window(5.6, 0, 1.4)
    P.window(0, 2.2, 1.6, 'v')
    P.window(8.0, 1.0, 1.4, 'v')
    P.window(8.0, 4.4, 0.8, 'v')
    P.window(3.2, 6.0, 1.0)
    P.door(1.5, 6.0, 1.0, 'h', swing=-1, fill='#f8f2e7', t=22)
    P.door(4.6, 2.6, 0.8, 'v', swing=1, hinge=1, t=12)
    P.door(4.6, 3.9, 0.8, 'v', swing=1, t=12)
    P.counter(0.12, 0.12, 2.6, 0.62, sink=0.5, hob=1.7)
    P.box(2.8, 0.12, 0.65, 0.65, '#eef2f2')
    P.table(2.4, 2.1, 1.4, 0.85, chairs=4)
    P.sofa(0.15, 3.6, 0.85, 2.0, back='left')
    P.box(1.4, 4.1, 0.7, 1.0, '#f4ead8', rx=10)
    P.box(3.4, 5.2, 1.0, 0.6, '#f6f1e8', rx=0)
    P.bed(5.5, 0.15, 1.6, 2.0, head='top')
    P.wardrobe(7.35, 0.4, 0.55, 1.6)
    P.shower(7.0, 3.72, 0.9, 0.9)
    P.wc(7.5, 5.88, facing=-1)
    P.basin(5.6, 5.88, facing=-1)
    P.table(1.3, 6.8, 1.0, 0.6, chairs=2)
    P.dims()


@scene('floorplan-glamping')
def s_fp_glamp(c, seed=18):
    P = Plan(c, 7.0, 7.0)
    P.frame('Glamping Safari Tent', 'Floor plan \u00b7 27 m\u00b2 canvas lodge + deck 13 m\u00b2 \u00b7 sleeps 2+2')
    P.deck(0, 4.6, 7.0, 7.0, None, col='#d9b98f')
    P.room(0, 0, 4.8, 4.6, '#fbf6ec', 'Sleeping & Lounge', ly=2.55, lx=2.4)
    P.room(4.8, 0, 7.0, 2.2, '#eef6f7', 'Bath pod', ly=1.2, lx=5.6, size=24)
    P.room(4.8, 2.2, 7.0, 4.6, '#fbf6ec', 'Kids nook', ly=4.45, lx=5.9, size=20, inline=True)
    P.walls(0, 0, 7.0, 4.6, t=8, dash='22 8')
    P.wall(4.8, 0, 4.8, 2.2, t=10)
    P.wall(4.8, 2.2, 7.0, 2.2, t=10)
    P.c.line(P.X(4.8), P.Y(2.2), P.X(4.8), P.Y(4.6), P.WALL, 4, stroke_dasharray='14 8')
    P.door(4.8, 1.0, 0.7, 'v', swing=-1, t=14, fill='#fbf6ec')
    # wide canvas entrance opening
    P.c.rect(P.X(1.6), P.Y(4.6) - 8, 1.8 * P.k, 16, '#f4ead8')
    P.c.path('M%s,%s l-30,40 M%s,%s l30,40' % (fm(P.X(1.6)), fm(P.Y(4.6)), fm(P.X(3.4)), fm(P.Y(4.6))), stroke=P.LINE, stroke_width=3)
    P.bed(1.2, 0.12, 1.8, 2.0, head='top')
    P.box(0.5, 0.2, 0.5, 0.5, '#f4ead8', rx=20)
    P.box(3.2, 0.2, 0.5, 0.5, '#f4ead8', rx=20)
    P.sofa(0.12, 2.9, 0.8, 1.5, back='left')
    P.box(1.2, 3.2, 0.7, 0.7, '#f4ead8', rx=30)
    P.box(3.6, 3.5, 1.0, 0.45, '#f6f1e8', rx=0)
    P.shower(6.1, 0.08, 0.8, 0.8)
    P.wc(5.3, 2.1, facing=-1)
    P.basin(6.4, 2.1, facing=-1)
    P.bed(5.0, 2.32, 0.8, 1.75, head='top', pillows=1)
    P.bed(6.05, 2.32, 0.8, 1.75, head='top', pillows=1)
    P.table(3.9, 5.8, 1.3, 0.8, chairs=4)
    P.c.rect(P.X(0.5), P.Y(5.0), 0.7 * P.k, 1.4 * P.k, '#ffffff', stroke=P.LINE, stroke_width=2, rx=10)
    P.c.rect(P.X(1.4), P.Y(5.0), 0.7 * P.k, 1.4 * P.k, '#ffffff', stroke=P.LINE, stroke_width=2, rx=10)
    P.c.rect(P.X(5.6) - 10, P.Y(5.3) - 24, 260, 48, Plan.PAPER, opacity=0.9, rx=8)
    P.c.text(P.X(5.6) + 120, P.Y(5.3) + 10, 'Wooden deck', 28, fill=INK, weight='bold')
    P.c.text(P.X(3.5), P.Y(4.6) + 42, 'entrance', 22, fill='#5a6a70')
    P.dims()


@scene('video-poster-village')
def s_poster(c, seed=19):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.5
    backdrop(c, 'golden', hy, H * 0.62, sun_at=(W * 0.5, hy - H * 0.08, H * 0.07), seed=seed, steep='left', shim=30)
    # beach at the end of the path
    c.rect(0, H * 0.6, W, H * 0.04, '#efd3a0')
    # ground
    c.rect(0, H * 0.63, W, H * 0.37, c.lin([(0, '#c9b878'), (1, '#8f9a52')]))
    # path converging to the beach
    c.poly([(W * 0.47, H * 0.63), (W * 0.53, H * 0.63), (W * 0.78, H), (W * 0.22, H)], '#ead6ae')
    # olive trees and mobile homes along the path (backlit)
    for side in (-1, 1):
        for i in range(4):
            t = i / 3.0
            x = W * 0.5 + side * W * (0.14 + 0.34 * t)
            base = H * (0.66 + 0.3 * t)
            s = H * (0.16 + 0.35 * t)
            if i in (1, 3):
                mw = W * (0.1 + 0.22 * t)
                mobile_home(c, x - mw / 2, base, mw, s * 0.6, rng, veranda=False, body='#efe2cc', roof='#6b6a6a')
            else:
                olive(c, x, base, s, rng, cols=('#8a8f55', '#9ea46a', '#b2b27c', '#7a7f4a'))
    # long shadows of the family toward the viewer
    fam = [(W * 0.44, H * 0.78, H * 0.21, TEAL, False), (W * 0.485, H * 0.79, H * 0.13, '#e9b949', True),
           (W * 0.52, H * 0.79, H * 0.14, TERRA, True), (W * 0.56, H * 0.78, H * 0.2, '#f4f1ea', False)]
    for x, b, h, col, kid in fam:
        c.poly([(x - h * 0.06, b), (x + h * 0.06, b), (x + (x - W * 0.5) * 0.5 + h * 0.12, H), (x + (x - W * 0.5) * 0.5 - h * 0.12, H)], '#5a5030', opacity=0.18)
    for i, (x, b, h, col, kid) in enumerate(fam):
        person(c, x, b, h, col, rng=rng, kid=kid, back=True, arms='out' if 0 < i < 3 else 'down',
               pants='#3b4a5a' if not kid else '#4a6a8a', bag=TERRA if i == 0 else None)
    # towel over the shoulder, beach ball
    c.circle(W * 0.6, H * 0.8 - 40, 26, '#ffffff')
    c.path('M%s,%s A26,26 0 0 1 %s,%s Z' % (fm(W * 0.6 - 26), fm(H * 0.8 - 40), fm(W * 0.6 + 26), fm(H * 0.8 - 40)), fill='#e0564a')
    # golden glow overlay
    c.rect(0, 0, W, H, c.rad([(0, '#fff0c0', 0.35), (1, '#fff0c0', 0)], cx=0.5, cy=0.4, r=0.6))


@scene('castle-lake')
def s_castle(c, seed=20):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.5
    backdrop(c, 'day', hy, H, seed=seed, steep='right', shim=70)
    # left shore with village houses and cypresses
    sh = [(-20, hy - H * 0.08), (W * 0.15, hy - H * 0.07), (W * 0.3, hy - H * 0.02), (W * 0.36, hy + H * 0.06), (W * 0.36, hy + H * 0.12)]
    m = c.mark()
    c.path(smooth_d(sh) + ' L-20,%s Z' % fm(hy + H * 0.12), fill='#8aa56a')
    cols = ['#f0d9a8', '#e8b98a', '#f2e3c6', '#e9c7a0', '#f3d2b0']
    for i in range(6):
        house(c, W * (0.0 + i * 0.055), hy + H * (0.0 + 0.01 * i), W * 0.06, H * (0.1 - 0.006 * i), cols[i % 5], rng=rng, win=2, floors=2)
    for x in (0.02, 0.12, 0.2, 0.27):
        cypress(c, W * x, hy - H * 0.03, H * 0.18)
    # castle island + bridge
    base = hy + H * 0.14
    c.rect(W * 0.28, base - H * 0.05, W * 0.2, H * 0.03, '#b7a27f')
    for k in range(4):
        c.path('M%s,%s A%s,%s 0 0 1 %s,%s' % tuple(fm(float(v)) for v in (
            W * (0.29 + k * 0.045), base - H * 0.02, W * 0.018, H * 0.03, W * (0.326 + k * 0.045), base - H * 0.02)), fill=mix(TEAL, '#000000', 0.1))
    c.rect(W * 0.36, base - H * 0.02, W * 0.56, H * 0.03, '#a8936f')
    castle(c, W * 0.64, base - H * 0.015, H * 0.42, fill='#d8c6a3', shade='#c6b28c')
    c.mirror(m, base + H * 0.012, opacity=0.25)
    # boats
    motorboat(c, W * 0.2, H * 0.83, 150)
    boat_sail(c, W * 0.9, H * 0.75, 110, sail='#ffffff', jib='#f2e3c6')
    boat_sail(c, W * 0.13, H * 0.66, 60, sail=TERRA)
    birds(c, rng, 4, W * 0.6, H * 0.08, W * 0.3, H * 0.1)


@scene('roman-villa')
def s_villa(c, seed=21):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.48
    backdrop(c, 'golden', hy, H, sun_at=(W * 0.2, hy - H * 0.15, H * 0.05), seed=seed, steep='left', shim=50)
    # promontory from the right
    pr = [(W + 20, hy - H * 0.1), (W * 0.7, hy - H * 0.08), (W * 0.45, hy + H * 0.02), (W * 0.25, hy + H * 0.14), (W * 0.1, hy + H * 0.26), (W * 0.05, H + 20)]
    c.path(smooth_d(pr) + ' L%s,%s Z' % (fm(W + 20.0), fm(H + 20.0)), fill=c.lin([(0, '#b6a76a'), (1, '#8f8a4e')]))
    c.path(smooth_d([(x, y + 30) for x, y in pr[2:]]), stroke='#d9c79a', stroke_width=20, opacity=0.6)
    # rocky cliff face
    c.path(smooth_d([(W * 0.45, hy + H * 0.02), (W * 0.3, hy + H * 0.15), (W * 0.15, hy + H * 0.3), (W * 0.1, H)]) + ' L%s,%s L%s,%s Z' % (fm(W * 0.22), fm(H), fm(W * 0.5), fm(hy + H * 0.04)),
           fill='#c9b186', opacity=0.7)
    # ruins: low walls (rooms) in perspective
    stone, shade = '#e2d2ae', '#b9a37c'
    for i, (x, y, w, h) in enumerate(((0.5, 0.58, 0.3, 0.05), (0.56, 0.66, 0.36, 0.06), (0.62, 0.75, 0.3, 0.07))):
        c.rect(W * x, H * y, W * w, H * h, stone)
        c.rect(W * x, H * (y + h), W * w, H * 0.02, shade)
        for k in range(int(w * 30)):
            c.line(W * x + k * W / 30.0, H * y, W * x + k * W / 30.0, H * (y + h), shade, 1.5, opacity=0.5)
    # brick arch fragment
    ax, ab = W * 0.78, H * 0.6
    c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        ax - 100, ab, ax - 100, ab - 150, 100, 100, ax + 100, ab - 150, ax + 100, ab,
        ax - 62, ab, ax - 62, ab - 150, 62, 62, ax + 62, ab - 150, ax + 62, ab)),
        fill='#c98a5e', fill_rule='evenodd')
    for k in range(7):
        a_ = math.pi * (k + 0.5) / 7
        c.line(ax - math.cos(a_) * 62, ab - 150 - math.sin(a_) * 62, ax - math.cos(a_) * 100, ab - 150 - math.sin(a_) * 100, '#a86a44', 3)
    # columns (some broken)
    for i, (x, b, h) in enumerate(((0.5, 0.6, 0.32), (0.57, 0.61, 0.18), (0.64, 0.62, 0.28), (0.71, 0.63, 0.1), (0.58, 0.75, 0.36), (0.7, 0.77, 0.22))):
        X, B, Hh = W * x, H * b, H * h
        cw = 34 + (B - H * 0.6) * 0.3
        c.rect(X - cw * 0.7, B - 14, cw * 1.4, 14, shade)
        c.rect(X - cw / 2, B - Hh, cw, Hh - 14, stone)
        for k in range(3):
            c.line(X - cw / 2 + cw * (k + 1) / 4.0, B - Hh, X - cw / 2 + cw * (k + 1) / 4.0, B - 14, shade, 2)
        if i in (0, 4):
            c.rect(X - cw * 0.75, B - Hh - 16, cw * 1.5, 16, stone)
            c.rect(X - cw * 0.9, B - Hh - 28, cw * 1.8, 12, shade)
        else:
            c.poly([(X - cw / 2, B - Hh), (X - cw * 0.1, B - Hh - 18), (X + cw * 0.2, B - Hh - 6), (X + cw / 2, B - Hh - 14), (X + cw / 2, B - Hh)], stone)
    # fallen drum
    c.ellipse(W * 0.8, H * 0.86, 60, 26, stone)
    c.rect(W * 0.8 - 120, H * 0.86 - 26, 120, 52, stone)
    c.ellipse(W * 0.8 - 120, H * 0.86, 20, 26, shade)
    # olive trees and cypresses
    olive(c, W * 0.95, H * 0.84, H * 0.42, rng)
    olive(c, W * 0.4, H * 0.72, H * 0.3, rng)
    for x in (0.88, 0.905):
        cypress(c, W * x, H * 0.52, H * 0.2)
    grass_tufts(c, rng, 50, H * 0.7, H, col='#7a7a3e', x0=W * 0.25)


@scene('arena-city')
def s_arena(c, seed=22):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'night', H * 0.8)
    stars(c, rng, 140, H * 0.5)
    c.circle(W * 0.84, H * 0.14, 46, '#f3f0dc')
    c.circle(W * 0.84, H * 0.14, 140, c.rad([(0, '#f3f0dc', 0.25), (1, '#f3f0dc', 0)]))
    # city skyline behind
    x = -10
    while x < W:
        w = rng.uniform(80, 160)
        h = rng.uniform(0.12, 0.3) * H
        c.rect(x, H * 0.62 - h, w, h + 4, rng.choice(['#27345a', '#2d3b63', '#222e50']))
        if rng.random() < 0.3:
            c.rect(x + w * 0.4, H * 0.62 - h - 60, 24, 60, '#27345a')
            c.poly([(x + w * 0.4 - 4, H * 0.62 - h - 60), (x + w * 0.4 + 12, H * 0.62 - h - 90), (x + w * 0.4 + 28, H * 0.62 - h - 60)], '#27345a')
        for k in range(int(h / 40)):
            for j in range(int(w / 36)):
                if rng.random() < 0.35:
                    c.rect(x + 10 + j * 36, H * 0.62 - h + 16 + k * 40, 14, 20, '#ffd98a', opacity=0.8)
        x += w + 6
    # amphitheatre (elliptical) with lit arcades
    cx, base = W * 0.5, H * 0.8
    R = W * 0.42
    top = H * 0.42
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        cx - R, base, cx - R, top + 40, cx, top - 30, cx + R, top + 40, cx + R, base)),
        fill=c.lin([(0, '#c99a72'), (1, '#8a5e42')]))
    tiers = [(base - H * 0.005, H * 0.14), (base - H * 0.17, H * 0.12), (top + 70, H * 0.06)]
    n = 26
    for ti, (tb, th) in enumerate(tiers):
        for i in range(n):
            th_a = -1.45 + 2.9 * (i + 0.5) / n
            x = cx + R * 0.98 * math.sin(th_a)
            aw = R * 2.9 / n * math.cos(th_a) * 0.62
            if aw < 6:
                continue
            yb = tb - (math.cos(th_a) - 1) * -30 * (ti * 0.3)
            yb = tb
            h = th * (0.85 if ti < 2 else 0.7)
            c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
                x - aw / 2, yb, x - aw / 2, yb - h + aw / 2, aw / 2, aw / 2, x + aw / 2, yb - h + aw / 2, x + aw / 2, yb)),
                fill=c.lin([(0, '#ffe2a0'), (1, '#f2a95a')]) if ti < 2 else '#1f2748')
        c.rect(cx - R, tb + 2, 2 * R, 10, '#a77a58')
    # the surviving outer-wall fragment (ala) on the left
    ax = cx - R * 0.55
    c.rect(ax - 90, top - 120, 180, base - top + 120, '#b68a66')
    for k in range(3):
        yb = base - k * H * 0.14 - 10
        for j in (-1, 1):
            c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
                ax + j * 42 - 28, yb, ax + j * 42 - 28, yb - H * 0.09, 28, 28, ax + j * 42 + 28, yb - H * 0.09, ax + j * 42 + 28, yb)),
                fill='#ffd58a' if k < 2 else '#1f2748')
    # piazza
    c.rect(0, base, W, H - base, c.lin([(0, '#6d5a52'), (1, '#3a3040')]))
    for i in range(-10, 11):
        c.line(W / 2 + i * 40, base, W / 2 + i * 200, H, '#000000', 1.5, opacity=0.2)
    c.ellipse(cx, base + 30, R * 1.1, 40, '#ffd58a', opacity=0.12)
    # lamp posts and people
    for x in (W * 0.08, W * 0.3, W * 0.7, W * 0.92):
        c.line(x, H * 0.98, x, H * 0.76, '#1a1a24', 8)
        c.circle(x, H * 0.76, 60, c.rad([(0, '#ffe2a0', 0.6), (1, '#ffe2a0', 0)]))
        c.circle(x, H * 0.76, 14, '#ffe9b8')
    for i in range(12):
        x = rng.uniform(0.05, 0.95) * W
        person(c, x, H * rng.uniform(0.9, 0.99), H * rng.uniform(0.09, 0.12), '#1a1a2a', rng=rng, skin='#1a1a2a', hair='#1a1a2a', pants='#1a1a2a')


@scene('amusement-park')
def s_amuse(c, seed=23):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.8)
    cloud_set(c, rng, 4, H * 0.08, H * 0.35, 70, 120)
    c.rect(0, H * 0.8, W, H * 0.2, c.lin([(0, GRASS), (1, GRASS_D)]))
    for i in range(14):
        c.path(blob(i * W / 13.0, H * 0.81, 70, 40, rng), fill=rng.choice(['#5e8a3c', '#6f9a47', '#4f7733']))
    # big wheel
    wx, wy, R = W * 0.73, H * 0.4, H * 0.3
    c.line(wx, wy, wx - R * 0.6, H * 0.82, '#8a96a0', 14)
    c.line(wx, wy, wx + R * 0.6, H * 0.82, '#8a96a0', 14)
    c.circle(wx, wy, R, 'none', stroke='#e8ecef', stroke_width=10)
    c.circle(wx, wy, R * 0.93, 'none', stroke='#c9d2d8', stroke_width=4)
    for i in range(16):
        a = i * math.pi / 8
        c.line(wx, wy, wx + R * math.cos(a), wy + R * math.sin(a), '#d0d8de', 3)
    cols = [TERRA, '#e9b949', TEAL, '#d77a8f', '#7b5ea7', OLIVE]
    for i in range(16):
        a = i * math.pi / 8
        gx, gy = wx + R * math.cos(a), wy + R * math.sin(a)
        c.line(gx, gy, gx, gy + 22, '#777', 3)
        c.rect(gx - 22, gy + 20, 44, 34, cols[i % 6], rx=8)
        c.rect(gx - 14, gy + 26, 28, 12, '#d6eef2', rx=3)
    c.circle(wx, wy, 24, '#e9b949')
    # roller coaster
    track = [(-20, H * 0.55), (W * 0.08, H * 0.3), (W * 0.16, H * 0.6), (W * 0.26, H * 0.2), (W * 0.36, H * 0.62), (W * 0.44, H * 0.45), (W * 0.52, H * 0.68), (W * 0.62, H * 0.66)]
    d = smooth_d(track)
    # supports
    for i in range(1, 60):
        t = i / 60.0
        x = -20 + (W * 0.62 + 20) * t
        # find y on polyline approx
        for (x0, y0), (x1, y1) in zip(track, track[1:]):
            if x0 <= x <= x1:
                u = (x - x0) / (x1 - x0)
                u = (1 - math.cos(u * math.pi)) / 2
                y = y0 + (y1 - y0) * u
                break
        c.line(x, y + 10, x, H * 0.82, '#9aa6ae', 5)
    c.path(d, stroke='#c8503a', stroke_width=22)
    c.path(d, stroke='#f2f2f2', stroke_width=6, stroke_dasharray='4 16')
    # train cars on the first drop, following the track
    def track_y(x):
        for (x0, y0), (x1, y1) in zip(track, track[1:]):
            if x0 <= x <= x1:
                u = (x - x0) / (x1 - x0)
                return y0 + (y1 - y0) * (1 - math.cos(u * math.pi)) / 2
        return track[-1][1]
    for k in range(4):
        x = W * 0.275 + k * 42
        y = track_y(x)
        ang = math.degrees(math.atan2(track_y(x + 4) - track_y(x - 4), 8))
        c.open(transform='rotate(%s %s %s)' % (fm(ang), fm(x), fm(y)))
        c.rect(x - 20, y - 42, 40, 32, ['#2a8fa6', '#e9b949'][k % 2], rx=8)
        c.circle(x, y - 50, 9, rng.choice(SKIN))
        c.close()
    # kiosks with striped roofs + flags
    for i, x in enumerate((0.08, 0.35, 0.55, 0.9)):
        X = W * x
        c.rect(X - 70, H * 0.72, 140, H * 0.1, CREAM)
        c.rect(X - 40, H * 0.75, 80, H * 0.05, '#6b4a30')
        for k in range(6):
            c.poly([(X - 85 + k * 28.3, H * 0.72), (X - 85 + (k + 1) * 28.3, H * 0.72), (X, H * 0.64)], [TERRA, WHITE][k % 2])
        c.line(X, H * 0.64, X, H * 0.58, '#555', 3)
        c.poly([(X, H * 0.58), (X + 40, H * 0.595), (X, H * 0.61)], cols[i])
    for i in range(10):
        person(c, rng.uniform(0.05, 0.95) * W, H * rng.uniform(0.88, 0.98), H * rng.uniform(0.09, 0.12), rng.choice(SHIRTS), rng=rng, kid=rng.random() < 0.4)
    # balloons
    for i in range(3):
        bx, by = W * (0.44 + i * 0.025), H * (0.75 - i * 0.02)
        c.line(bx, by, W * 0.46, H * 0.9, '#777', 1.5)
        c.ellipse(bx, by, 18, 22, cols[i + 2])
    person(c, W * 0.46, H * 0.97, H * 0.1, TERRA, rng=rng, kid=True, arms='wave')


def rider(c, x, base, s, col, rng, facing=1):
    """Cyclist on a bicycle, side view."""
    if facing < 0:
        c.open(transform='translate(%s,0) scale(-1,1)' % fm(2.0 * x))
    bicycle(c, x, base, s, '#2b3a40')
    hip = (x - s * 0.12, base - s * 0.9)
    sh = (x + s * 0.1, base - s * 1.22)
    knee = (x + s * 0.06, base - s * 0.6)
    ped = (x - s * 0.0, base - s * 0.3)
    c.pline([hip, knee, ped], '#2b2b2b', s * 0.08)
    c.line(hip[0], hip[1], sh[0], sh[1], col, s * 0.15)
    c.line(sh[0], sh[1], x + s * 0.25, base - s * 0.9, col, s * 0.06)
    c.circle(x + s * 0.25, base - s * 0.9, s * 0.035, rng.choice(SKIN))
    hx, hy = sh[0] + s * 0.07, sh[1] - s * 0.12
    c.circle(hx, hy, s * 0.08, rng.choice(SKIN))
    c.path('M%s,%s A%s,%s 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (
        hx - s * 0.1, hy, s * 0.1, s * 0.09, hx + s * 0.1, hy)), fill=mix(col, '#ffffff', 0.35))
    if facing < 0:
        c.close()


def tube(c, pts_, col, w=44):
    d = smooth_d(pts_)
    c.path(d, stroke=mix(col, '#000000', 0.2), stroke_width=w + 8)
    c.path(d, stroke=col, stroke_width=w)
    c.path(d, stroke=mix(col, '#ffffff', 0.45), stroke_width=w * 0.3, opacity=0.8)


@scene('water-park')
def s_waterpark(c, seed=24):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.7)
    cloud_set(c, rng, 3, H * 0.06, H * 0.25)
    fill_under(c, ridge_pts(c, H * 0.55, H * 0.12, rng), H, '#a9bfb6')
    c.rect(0, H * 0.6, W, H * 0.4, '#efe4cd')
    for i in range(12):
        c.path(blob(i * W / 11.0, H * 0.62, 80, 40, rng), fill=rng.choice(['#5e8a3c', '#6f9a47', '#4f7733']))
    # tower
    tx = W * 0.5
    for lx in (tx - 140, tx + 120):
        c.rect(lx, H * 0.12, 20, H * 0.6, '#d6d0c4')
    for k in range(3):
        c.rect(tx - 160, H * (0.2 + k * 0.16), 320, 16, '#b8b0a0')
    c.poly([(tx - 180, H * 0.13), (tx, H * 0.04), (tx + 180, H * 0.13)], TERRA)
    # slides
    tube(c, [(tx - 150, H * 0.2), (W * 0.28, H * 0.22), (W * 0.18, H * 0.35), (W * 0.3, H * 0.48), (W * 0.16, H * 0.6), (W * 0.24, H * 0.74)], '#e05a7a')
    tube(c, [(tx + 140, H * 0.2), (W * 0.72, H * 0.26), (W * 0.82, H * 0.4), (W * 0.7, H * 0.5), (W * 0.82, H * 0.62), (W * 0.74, H * 0.74)], '#f0a63a')
    tube(c, [(tx - 60, H * 0.36), (W * 0.42, H * 0.5), (W * 0.46, H * 0.74)], '#2a8fa6', w=56)
    tube(c, [(tx + 80, H * 0.52), (W * 0.6, H * 0.62), (W * 0.58, H * 0.75)], '#6fbf5a', w=40)
    for k in range(3):
        person(c, tx - 80 + k * 70, H * 0.2, 60, rng.choice(SHIRTS), rng=rng, kid=True, arms='wave' if k == 1 else 'down')
    # splash pool
    pp = [(W * 0.08, H * 0.82), (W * 0.3, H * 0.72), (W * 0.7, H * 0.72), (W * 0.92, H * 0.82), (W * 0.7, H * 0.97), (W * 0.3, H * 0.97)]
    c.path(smooth_d(pp, True), fill=c.lin([(0, '#8ae6e8'), (1, '#2aa5bf')]), stroke='#ffffff', stroke_width=12)
    for _ in range(30):
        x, y = rng.uniform(W * 0.15, W * 0.85), rng.uniform(H * 0.76, H * 0.94)
        c.path('M%s,%s q14,-8 30,0' % (fm(x), fm(y)), stroke='#ffffff', stroke_width=3, opacity=0.4)
    for sx in (0.24, 0.46, 0.58, 0.74):
        for _ in range(8):
            a = rng.uniform(-2.8, -0.3)
            r = rng.uniform(20, 70)
            c.circle(W * sx + math.cos(a) * r, H * 0.77 + math.sin(a) * r * 0.8, rng.uniform(5, 11), '#ffffff', opacity=0.9)
        c.ellipse(W * sx, H * 0.78, 70, 16, '#ffffff', opacity=0.7)
    for x, y, col in ((0.35, 0.84, TERRA), (0.52, 0.88, '#e9b949'), (0.66, 0.85, TEAL_D), (0.8, 0.86, '#7b5ea7')):
        swimmer(c, W * x, H * y, 20, col, rng)
    palm(c, W * 0.04, H * 0.75, H * 0.4, rng)
    palm(c, W * 0.96, H * 0.76, H * 0.36, rng, lean=-0.15)


@scene('vineyard-tasting')
def s_vineyard(c, seed=25):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'golden', H * 0.5)
    sun(c, W * 0.8, H * 0.22, 50, 'golden')
    fill_under(c, ridge_pts(c, H * 0.38, H * 0.1, rng), H, '#c9b08f')
    # rolling vineyard hills with rows
    hills = [(H * 0.42, '#b5b06a', 0.1), (H * 0.52, '#9ea65a', 0.12)]
    for base, col, amp in hills:
        p = ridge_pts(c, base, H * amp, rng, waves=3)
        fill_under(c, p, H, col)
        for k in range(1, 9):
            c.pline([(x, y + k * (H * 0.022) * (1 + k * 0.15)) for x, y in p], mix(col, '#3f5a2a', 0.45), 5 + k * 0.8, opacity=0.75)
    # farmhouse and cypress line
    house(c, W * 0.18, H * 0.43, W * 0.1, H * 0.07, '#f0d9a8', rng=rng, win=2, floors=1)
    for i in range(7):
        cypress(c, W * (0.32 + i * 0.03), H * 0.45, H * 0.11)
    # foreground rows converging
    c.rect(0, H * 0.62, W, H * 0.38, '#b8a36a')
    vx, vy = W * 0.35, H * 0.56
    for i in range(-6, 14):
        xb = W * 0.35 + i * 160
        c.poly([(vx, vy + 40), (xb - 40, H), (xb + 40, H)], '#4f7a34')
        for k in range(6):
            t = 0.2 + k * 0.14
            gx = vx + (xb - vx) * t
            gy = vy + 40 + (H - vy - 40) * t
            c.ellipse(gx + 10 * t, gy, 10 * t + 4, 14 * t + 5, '#5a3a6a')
    c.rect(0, H * 0.56, W, H * 0.06, '#b8a36a', opacity=0.7)
    # tasting table in front
    c.poly([(W * 0.38, H * 0.76), (W * 1.02, H * 0.76), (W * 1.02, H), (W * 0.3, H)], '#8a5a3a')
    c.poly([(W * 0.38, H * 0.76), (W * 1.02, H * 0.76), (W * 1.02, H * 0.78), (W * 0.376, H * 0.78)], '#a8764f')
    for i in range(6):
        c.line(W * 0.37 - i * 0.014 * W, H * (0.8 + i * 0.035), W * 1.02, H * (0.8 + i * 0.035), '#6b4328', 2, opacity=0.5)
    bottle(c, W * 0.55, H * 0.86, H * 0.34, glass='#2f3f2a', label=CREAM, text='SERENA', cap='#7a1f2a')
    wine_glass(c, W * 0.66, H * 0.88, H * 0.2, wine='#7a1530')
    wine_glass(c, W * 0.74, H * 0.9, H * 0.2, wine='#e8d27a')
    wine_glass(c, W * 0.46, H * 0.92, H * 0.2, wine='#7a1530')
    # cheese board + grapes
    c.ellipse(W * 0.86, H * 0.92, W * 0.1, H * 0.04, '#c99a6a')
    c.poly([(W * 0.8, H * 0.91), (W * 0.86, H * 0.88), (W * 0.86, H * 0.92)], '#f2d27a')
    c.poly([(W * 0.87, H * 0.915), (W * 0.92, H * 0.89), (W * 0.93, H * 0.915)], '#f7e3a0')
    for k in range(14):
        r_ = k // 4
        c.circle(W * 0.4 + (k % 4) * 18 - r_ * 2 + r_ * 9, H * 0.84 + r_ * 16, 11, '#6a3a7a' if k % 3 else '#7a4a8a')
    c.line(W * 0.43, H * 0.83, W * 0.44, H * 0.8, '#5a4a2a', 4)


@scene('olive-oil')
def s_oliveoil(c, seed=26):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.5)
    fill_under(c, ridge_pts(c, H * 0.38, H * 0.12, rng), H, '#a9bcc4')
    fill_under(c, ridge_pts(c, H * 0.45, H * 0.06, rng), H, '#b7b884')
    c.rect(0, H * 0.47, W, H * 0.53, c.lin([(0, '#c2c08a'), (1, '#a6a86a')]))
    # grove rows
    for r in range(4):
        y = H * (0.5 + r * 0.07)
        s = H * (0.13 + r * 0.05)
        x = rng.uniform(-60, 0) + r * 40
        while x < W + 60:
            olive(c, x, y, s, rng)
            x += s * 1.2
    # table with bottles in the foreground
    c.rect(0, H * 0.8, W, H * 0.2, '#8a5a3a')
    c.rect(0, H * 0.8, W, H * 0.02, '#a8764f')
    for i in range(4):
        c.line(0, H * (0.85 + i * 0.04), W, H * (0.85 + i * 0.04), '#6b4328', 2, opacity=0.4)
    bottle(c, W * 0.5, H * 0.92, H * 0.5, glass='#a8a23a', liquid='#c9b32a', label=CREAM, text='OLIO', cap='#3f5a2a', wide=1.1)
    bottle(c, W * 0.64, H * 0.93, H * 0.4, glass='#7f8f2a', liquid='#b0a02a', label=SAND, text='EVO', cap='#2f3f2a')
    bottle(c, W * 0.38, H * 0.93, H * 0.36, glass='#5a6a2a', label='#e8e0c8', cap='#7a5a2a', wide=1.3)
    # dish of oil with bread
    c.ellipse(W * 0.8, H * 0.93, W * 0.1, H * 0.03, '#f4efe6')
    c.ellipse(W * 0.8, H * 0.925, W * 0.07, H * 0.018, '#d9b93a')
    c.path(blob(W * 0.86, H * 0.9, 70, 30, rng), fill='#e0b070')
    c.path(blob(W * 0.86, H * 0.9, 50, 18, rng), fill='#f2dcb0')
    # olive branch
    c.path('M%s,%s Q%s,%s %s,%s' % (fm(W * 0.04), fm(H * 0.95), fm(W * 0.14), fm(H * 0.84), fm(W * 0.3), fm(H * 0.9)), stroke='#6b5a3a', stroke_width=6)
    for i in range(9):
        t = (i + 1) / 10.0
        x = W * (0.04 + 0.26 * t)
        y = H * (0.95 - 0.16 * t * (1 - t) * 2.2) - 4
        side = 1 if i % 2 else -1
        c.ellipse(x, y + side * 22, 38, 9, '#6f7f4a', transform='rotate(%s %s %s)' % (fm(side * 30.0), fm(x), fm(y + side * 22)))
    for x, y, col in ((0.1, 0.9, '#5a6a2a'), (0.13, 0.93, '#3a2a3a'), (0.2, 0.91, '#7a8a3a'), (0.23, 0.94, '#2f2430')):
        c.ellipse(W * x, H * y, 20, 26, col)
        c.ellipse(W * x - 5, H * y - 8, 5, 8, '#ffffff', opacity=0.3)


@scene('sailing-lake')
def s_sailing(c, seed=27):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.45
    backdrop(c, 'day', hy, H, seed=seed, steep='both', shim=90)
    # steep northern mountains on both sides
    fill_under(c, [(x, y) for x, y in ridge_pts(c, hy + 5, H * 0.35, rng, env=lambda t: max(0.0, 1 - t * 3.5), sharp=True)], hy + 30, '#6f8f7a')
    fill_under(c, [(x, y) for x, y in ridge_pts(c, hy + 5, H * 0.3, rng, env=lambda t: max(0.0, t * 3.5 - 2.5), sharp=True)], hy + 30, '#7a9a84')
    sails = [WHITE, '#f2e3c6', TERRA, WHITE, '#e9b949', WHITE, TEAL_D]
    for i in range(7):
        t = rng.random()
        y = hy + 30 + (H * 0.9 - hy - 30) * (i / 6.0) ** 1.3
        s = 40 + (y - hy) * 0.38
        boat_sail(c, rng.uniform(0.08, 0.92) * W, y, s, sail=sails[i], hull=WHITE if i % 2 else '#f4f1ea')
    for i in range(4):
        y = H * (0.6 + i * 0.09)
        windsurfer(c, rng.uniform(0.1, 0.9) * W, y, 60 + (y - hy) * 0.4, rng.choice(['#e05a7a', '#e9b949', '#6fbf5a', TERRA]), rng)
    for _ in range(30):
        x, y = rng.uniform(0, W), rng.uniform(H * 0.55, H)
        k = 8 + (y - hy) * 0.05
        c.path('M%s,%s q%s,%s %s,0' % (fm(x), fm(y), fm(k), fm(-k * 0.8), fm(k * 2)), stroke='#ffffff', stroke_width=3, opacity=0.6)
    # spinnaker boat in front
    bx, by = W * 0.7, H * 0.86
    boat_sail(c, bx, by, 220, sail=WHITE, hull=WHITE)
    c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        bx + 10, by - 270, bx + 190, by - 250, bx + 130, by - 60, bx + 60, by - 140, bx + 10, by - 270)), fill=TERRA)


@scene('cycling-hills')
def s_cycling(c, seed=28):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.5)
    cloud_set(c, rng, 3, H * 0.06, H * 0.22)
    fill_under(c, ridge_pts(c, H * 0.33, H * 0.1, rng, sharp=True), H, '#a9bcc4')
    c.rect(W * 0.55, H * 0.32, W * 0.45, H * 0.03, TEAL_L)
    cols = ['#b8c48a', '#a8b878', '#98ac66', '#8aa05a']
    for i, col in enumerate(cols):
        p = ridge_pts(c, H * (0.4 + i * 0.1), H * (0.07 + i * 0.02), rng, waves=3)
        fill_under(c, p, H, col)
        for k in range(5):
            x = rng.uniform(0, W)
            y = min(yy for xx, yy in p if abs(xx - x) < 20) + 6
            cypress(c, x, y + 4, H * (0.05 + i * 0.02))
        if i == 1:
            for k in range(3):
                x = rng.uniform(0.1, 0.9) * W
                y = min(yy for xx, yy in p if abs(xx - x) < 20)
                house(c, x, y + 20, 90, 50, rng.choice(['#f0d9a8', '#e8b98a']), rng=rng, win=2, floors=1)
    # winding road
    road = [(W * 0.7, H * 0.42), (W * 0.55, H * 0.48), (W * 0.7, H * 0.56), (W * 0.4, H * 0.66), (W * 0.55, H * 0.8), (W * 0.3, H * 1.05)]
    for wdt, col in ((1.0, '#7a7a7a'),):
        pass
    d = smooth_d(road)
    c.path(d, stroke='#d8d2c6', stroke_width=150, opacity=0.0)
    # road widening toward the viewer: draw segments with increasing width
    pts_ = []
    for i in range(len(road) - 1):
        for k in range(10):
            t = k / 10.0
            p0, p1 = road[i], road[i + 1]
            u = (1 - math.cos(t * math.pi)) / 2
            pts_.append((p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * u))
    pts_.append(road[-1])
    for (x0, y0), (x1, y1) in zip(pts_, pts_[1:]):
        wdt = 10 + (y0 - H * 0.4) * 0.45
        c.line(x0, y0, x1, y1, '#6f7478', wdt)
    for (x0, y0), (x1, y1) in zip(pts_[::2], pts_[1::2]):
        c.line(x0, y0, x1, y1, '#f4f1ea', 1 + (y0 - H * 0.4) * 0.012)
    # cyclists along the road
    for idx, (i, col) in enumerate(((9, TERRA), (19, TEAL), (31, '#e9b949'), (42, '#7b5ea7'))):
        x, y = pts_[i]
        s_ = 24 + (y - H * 0.4) * 0.32
        rider(c, x, y + s_ * 0.04, s_, col, rng, facing=-1 if idx % 2 else 1)
    grass_tufts(c, rng, 40, H * 0.85, H, col='#6f8f4a')


@scene('hiking-trail')
def s_hiking(c, seed=29):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.6)
    cloud_set(c, rng, 3, H * 0.05, H * 0.2)
    # far mountains and the lake in the valley below
    fill_under(c, ridge_pts(c, H * 0.4, H * 0.25, rng, sharp=True), H, '#a9bcc4')
    fill_under(c, ridge_pts(c, H * 0.5, H * 0.1, rng), H, '#8aa6a0')
    lake = [(W * 0.05, H * 0.52), (W * 0.4, H * 0.49), (W * 0.85, H * 0.5), (W * 1.05, H * 0.55), (W * 0.6, H * 0.6), (W * 0.2, H * 0.59)]
    c.path(smooth_d(lake, True), fill=c.lin([(0, '#5ab3c4'), (1, TEAL)]))
    for _ in range(12):
        x = rng.uniform(0.2, 0.8) * W
        c.line(x, H * rng.uniform(0.51, 0.58), x + 30, H * rng.uniform(0.51, 0.58), '#ffffff', 2, opacity=0.4)
    c.path(smooth_d([(W * 0.0, H * 0.56), (W * 0.3, H * 0.62), (W * 0.7, H * 0.64), (W, H * 0.6)]) + ' L%s,%s L0,%s Z' % (fm(W), fm(H), fm(H)), fill='#7f9a6a')
    # our slope in the foreground (from left high to right low)
    slope = [(-20, H * 0.4), (W * 0.3, H * 0.52), (W * 0.6, H * 0.68), (W + 20, H * 0.82)]
    c.path(smooth_d(slope) + ' L%s,%s L-20,%s Z' % (fm(W + 20), fm(H + 10.0), fm(H + 10.0)), fill=c.lin([(0, '#a9b66a'), (1, '#86964e')]))
    # rocks
    for _ in range(14):
        x = rng.uniform(0, W)
        y = H * 0.6 + rng.uniform(0, H * 0.4)
        r = rng.uniform(20, 60)
        c.path(blob(x, y, r, r * 0.6, rng), fill=rng.choice(['#b9b3a6', '#a39d90', '#c9c3b6']))
    # zig-zag trail
    trail = [(-20, H * 0.45), (W * 0.35, H * 0.6), (W * 0.15, H * 0.72), (W * 0.6, H * 0.8), (W * 0.35, H * 0.95), (W * 0.5, H * 1.05)]
    c.path(smooth_d(trail), stroke='#e3d3b0', stroke_width=46)
    c.path(smooth_d(trail), stroke='#d2c098', stroke_width=46, stroke_dasharray='4 30', opacity=0.7)
    # pines
    for x, y, s in ((0.75, 0.78, 260), (0.82, 0.86, 330), (0.9, 0.82, 280), (0.95, 0.95, 380), (0.05, 0.6, 200)):
        pine(c, W * x, H * y, s)
    # hikers with backpacks and poles
    for x, y, h, col in ((0.3, 0.62, 110, TERRA), (0.22, 0.7, 120, TEAL), (0.5, 0.81, 160, '#e9b949')):
        X, Y = W * x, H * y
        c.rect(X - h * 0.2, Y - h * 0.82, h * 0.17, h * 0.32, '#5a4a3a', rx=6)
        person(c, X, Y, h, col, rng=rng, arms='hold', hat='cap', pants='#4a4a4a')
        c.line(X + h * 0.28, Y - h * 0.45, X + h * 0.38, Y, '#555', 2.5)
        c.line(X - h * 0.3, Y - h * 0.45, X - h * 0.2, Y, '#555', 2.5)
    # trail sign post
    c.rect(W * 0.62, H * 0.66, 12, 120, WOOD_D)
    c.poly([(W * 0.62 - 40, H * 0.66), (W * 0.62 + 110, H * 0.66), (W * 0.62 + 135, H * 0.66 + 22), (W * 0.62 + 110, H * 0.66 + 44), (W * 0.62 - 40, H * 0.66 + 44)], '#e9b949')
    c.text(W * 0.62 + 40, H * 0.66 + 32, 'Sentiero', 26, fill=INK, weight='bold')


@scene('kids-club')
def s_kids(c, seed=30):
    rng = c.rng
    W, H = c.w, c.h
    c.rect(0, 0, W, H * 0.62, '#fdf3df')
    c.rect(0, H * 0.62, W, H * 0.38, '#9fd0c8')
    for i in range(12):
        c.line(0, H * 0.62 + i * 40, W, H * 0.62 + i * 40, '#ffffff', 2, opacity=0.3)
    # big windows with garden view
    for wx in (W * 0.06, W * 0.66):
        c.rect(wx - 10, H * 0.1, W * 0.28 + 20, H * 0.36, WHITE)
        c.sub(wx, H * 0.1 + 10, W * 0.28, H * 0.34, lake_view, seed=2)
    # bunting
    cols = [TERRA, '#e9b949', TEAL, '#d77a8f', OLIVE, '#7b5ea7']
    for r in range(2):
        x0, x1 = 0, W
        y0 = H * (0.04 + r * 0.05)
        c.path('M0,%s Q%s,%s %s,%s' % (fm(y0), fm(W / 2), fm(y0 + 80), fm(W), fm(y0)), stroke='#888', stroke_width=2)
        for i in range(22):
            t = (i + 0.5) / 22
            x = W * t
            y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + 80) + t * t * y0
            c.poly([(x - 24, y), (x + 24, y), (x, y + 44)], cols[(i + r) % 6])
    # children's drawings pinned on the wall
    for i, x in enumerate((0.4, 0.48, 0.56)):
        X, Y = W * x, H * 0.15
        c.rect(X, Y, 110, 90, WHITE, transform='rotate(%s %s %s)' % (fm(-4.0 + i * 4), fm(X), fm(Y)))
        c.circle(X + 30, Y + 30, 16, '#f2c14e')
        c.poly([(X + 50, Y + 80), (X + 75, Y + 48), (X + 100, Y + 80)], [TERRA, TEAL, OLIVE][i])
        c.circle(X + 55, Y + 6, 6, '#e05a3a')
    # shelf with toys
    c.rect(W * 0.4, H * 0.36, W * 0.22, 14, WOOD)
    for k in range(5):
        c.rect(W * 0.41 + k * 64, H * 0.36 - 50, 50, 50, cols[k], rx=6)
        c.text(W * 0.41 + k * 64 + 25, H * 0.36 - 12, 'ABCDE'[k], 34, fill=WHITE, weight='bold')
    # teepee
    c.poly([(W * 0.92, H * 0.34), (W * 0.82, H * 0.74), (W * 1.02, H * 0.74)], '#f4e3c4')
    c.poly([(W * 0.92, H * 0.5), (W * 0.89, H * 0.74), (W * 0.95, H * 0.74)], TERRA)
    c.line(W * 0.92, H * 0.34, W * 0.9, H * 0.28, WOOD_D, 5)
    c.line(W * 0.92, H * 0.34, W * 0.94, H * 0.28, WOOD_D, 5)

    # low tables with painting
    for tx, ty in ((W * 0.3, H * 0.82), (W * 0.72, H * 0.86)):
        c.rect(tx - 230, ty - 120, 460, 26, '#f2c14e', rx=8)
        for lx in (tx - 200, tx + 190):
            c.rect(lx, ty - 96, 16, 96, '#e0a030')
        for k in range(3):
            c.rect(tx - 190 + k * 140, ty - 140, 110, 22, WHITE, transform='skewX(-20)' if False else None)
            c.circle(tx - 150 + k * 140, ty - 130, 8, cols[k + 1])
        for k in range(4):
            c.rect(tx - 60 + k * 30, ty - 150, 20, 28, cols[k], rx=4)
            c.line(tx - 50 + k * 30, ty - 150, tx - 56 + k * 30, ty - 190, WOOD_D, 4)
    # kids around the tables
    for x, base, col, arms in ((0.14, 0.86, TEAL, 'hold'), (0.44, 0.88, TERRA, 'up'), (0.58, 0.9, '#e9b949', 'hold'), (0.84, 0.92, '#7b5ea7', 'wave')):
        person(c, W * x, H * base, H * 0.28, col, rng=rng, kid=True, arms=arms, smile=True, pants='#4a6a8a')
    # balls and blocks on the floor
    c.circle(W * 0.06, H * 0.94, 46, '#e05a3a')
    c.path('M%s,%s A46,46 0 0 1 %s,%s' % (fm(W * 0.06 - 46), fm(H * 0.94), fm(W * 0.06 + 46), fm(H * 0.94)), stroke='#ffffff', stroke_width=8)
    for k in range(4):
        c.rect(W * 0.5 + k * 50, H * 0.96 - 44, 44, 44, cols[k + 2], rx=6)
    c.rect(W * 0.52, H * 0.96 - 90, 44, 44, cols[0], rx=6)


@scene('dog-beach')
def s_dog(c, seed=31):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.42
    backdrop(c, 'day', hy, H * 0.7, seed=seed, steep='right', shim=40)
    beach(c, rng, H * 0.66, col=('#ecd5a8', '#dcc08e'), pebble_n=60)
    # sign
    c.rect(W * 0.12, H * 0.5, 14, H * 0.3, WOOD_D)
    c.rect(W * 0.12 - 150, H * 0.46, 314, 130, CREAM, rx=14, stroke=WOOD_D, stroke_width=6)
    c.text(W * 0.12 + 7, H * 0.46 + 58, 'DOG BEACH', 44, fill=TEAL_D, weight='bold')
    # paw print
    px, py = W * 0.12 + 7, H * 0.46 + 96
    c.ellipse(px, py + 8, 16, 12, TERRA)
    for dx, dy in ((-22, -8), (-8, -18), (8, -18), (22, -8)):
        c.circle(px + dx, py + dy, 6, TERRA)
    # shade parasol and water bowls
    parasol(c, W * 0.35, H * 0.86, H * 0.36, TEAL, CREAM, k=8)
    c.ellipse(W * 0.35, H * 0.86, 160, 24, '#000000', opacity=0.08)
    for bx in (W * 0.3, W * 0.4):
        c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (bx - 50, H * 0.84, bx + 50, H * 0.84, bx + 38, H * 0.88, bx - 38, H * 0.88)), fill='#2a8fa6')
        c.ellipse(bx, H * 0.84, 50, 10, '#7fd3e0')
    # the happy dog + a second dog in the water
    dog(c, W * 0.66, H * 0.93, H * 0.3, '#d9a55a', facing=-1)
    c.circle(W * 0.5, H * 0.93, 24, '#c8d83a')
    c.path('M%s,%s q20,8 40,0' % (fm(W * 0.5 - 20), fm(H * 0.93 - 4)), stroke='#ffffff', stroke_width=3)
    dog(c, W * 0.85, H * 0.66, H * 0.16, '#3a3030', facing=-1, tongue=False)
    for k in range(6):
        c.circle(W * 0.85 + rng.uniform(-50, 50), H * 0.66 + rng.uniform(-30, 0), rng.uniform(4, 8), '#ffffff', opacity=0.8)
    person(c, W * 0.93, H * 0.8, H * 0.3, TERRA, rng=rng, arms='wave')


@scene('wellness-spa')
def s_spa(c, seed=32):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.42
    backdrop(c, 'golden', hy, H * 0.55, sun_at=(W * 0.75, hy - H * 0.1, H * 0.05), seed=seed, steep='left', shim=20)
    # glass wall frame (spa room opens on the lake)
    c.rect(0, H * 0.55, W, H * 0.45, '#d9c7a8')
    for i in range(9):
        c.line(0, H * 0.55 + i * 60, W, H * 0.55 + i * 60, '#c6b290', 2)
    for x in (0, W * 0.33, W * 0.66, W - 24):
        c.rect(x, 0, 24, H * 0.55, '#5a4636')
    c.rect(0, 0, W, 30, '#5a4636')
    # stone wall with bamboo on the left
    stone_wall(c, 0, H * 0.3, W * 0.12, H * 0.25, rng, base='#b9aa94', cols=('#c9bba4', '#a99a84', '#d6cab6'))
    for i in range(6):
        x = W * 0.02 + i * 30
        c.line(x, H * 0.55, x + rng.uniform(-10, 10), H * rng.uniform(0.1, 0.25), '#6f9a47', 10)
        for k in range(4):
            y = H * (0.2 + k * 0.08)
            c.ellipse(x + 30, y, 34, 8, '#7aa452', transform='rotate(-25 %s %s)' % (fm(x + 30), fm(y)))
    # hot tub (round, in perspective)
    tx, ty = W * 0.42, H * 0.76
    c.ellipse(tx, ty + 60, 330, 110, '#7a5236')
    c.rect(tx - 330, ty, 660, 60, '#7a5236')
    for k in range(12):
        c.line(tx - 330 + k * 55, ty, tx - 330 + k * 55, ty + 60 + 40 * math.sin(math.pi * (k * 55) / 660.0), '#5a3a24', 3)
    c.ellipse(tx, ty, 330, 110, '#8a6040')
    c.ellipse(tx, ty + 4, 295, 92, c.lin([(0, '#7fe0e4'), (1, '#2aa5bf')]))
    for _ in range(40):
        c.circle(tx + rng.uniform(-250, 250), ty + rng.uniform(-60, 70), rng.uniform(3, 8), '#ffffff', opacity=0.7)
    for k in range(4):
        x = tx - 180 + k * 120
        c.path('M%s,%s c-30,-40 30,-60 0,-110 c-20,-30 20,-50 10,-80' % (fm(x), fm(ty - 30)), stroke='#ffffff', stroke_width=10, opacity=0.35)
    # massage loungers
    for i, x in enumerate((W * 0.72, W * 0.86)):
        b = H * 0.9 - i * 30
        c.rect(x - 90, b - 90, 200, 30, CREAM, rx=12)
        c.poly([(x + 80, b - 90), (x + 110, b - 90), (x + 150, b - 190), (x + 120, b - 190)], CREAM)
        c.rect(x - 80, b - 62, 12, 62, WOOD_D)
        c.rect(x + 90, b - 62, 12, 62, WOOD_D)
        c.rect(x - 50, b - 106, 90, 18, TEAL_L, rx=8)
    # rolled towels and candles
    for k in range(3):
        c.circle(W * 0.14 + k * 56, H * 0.86, 26, [WHITE, SAND, TEAL_L][k], stroke='#d8d0c4', stroke_width=3)
        c.circle(W * 0.14 + k * 56, H * 0.86, 8, 'none', stroke='#d8d0c4', stroke_width=3)
    c.circle(W * 0.14 + 28, H * 0.86 - 46, 26, WHITE, stroke='#d8d0c4', stroke_width=3)
    for k in range(3):
        x = W * 0.58 + k * 40
        c.rect(x, H * 0.62 - 40 - k * 10, 26, 40 + k * 10, '#f8f1e4')
        c.ellipse(x + 13, H * 0.62 - 52 - k * 10, 5, 10, '#ffb347')
        c.circle(x + 13, H * 0.62 - 52 - k * 10, 26, '#ffd98a', opacity=0.25)
    plant_pot(c, W * 0.96, H * 0.98, 260, rng, pot='#d9cbb0')


@scene('bike-rental')
def s_bikes(c, seed=33):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.6)
    cloud_set(c, rng, 2, H * 0.05, H * 0.15)
    # shop building
    c.rect(W * 0.05, H * 0.12, W * 0.9, H * 0.56, '#f2e3c6')
    c.rect(W * 0.05, H * 0.12, W * 0.9, H * 0.05, TERRA)
    c.rect(W * 0.3, H * 0.19, W * 0.4, H * 0.09, TEAL_D, rx=12)
    c.text(W * 0.5, H * 0.26, 'BIKE RENTAL', 64, fill=WHITE, weight='bold')
    for x in (W * 0.1, W * 0.72):
        c.rect(x, H * 0.32, W * 0.18, H * 0.36, '#3d4a52')
        c.rect(x + 10, H * 0.34, W * 0.18 - 20, H * 0.2, '#7fb6c4')
    c.rect(W * 0.4, H * 0.32, W * 0.2, H * 0.36, '#6b4a30')
    c.rect(W * 0.42, H * 0.34, W * 0.16, H * 0.16, '#7fb6c4')
    # helmets on a shelf in the window
    for k in range(4):
        c.path('M%s,%s A30,28 0 0 1 %s,%s Z' % (fm(W * 0.115 + k * 62), fm(H * 0.5), fm(W * 0.115 + k * 62 + 56), fm(H * 0.5)), fill=[TERRA, '#e9b949', TEAL, WHITE][k])
    c.rect(W * 0.11, H * 0.5, W * 0.17, 10, WOOD)
    # pavement
    c.rect(0, H * 0.68, W, H * 0.32, '#d8d2c6')
    for i in range(12):
        c.line(i * W / 11.0, H * 0.68, i * W / 11.0 - 80, H, '#c6bfb2', 2)
    c.line(0, H * 0.8, W, H * 0.8, '#c6bfb2', 2)
    # rack and bicycles
    c.rect(W * 0.04, H * 0.9, W * 0.92, 14, '#8a96a0')
    cols = [TEAL, TERRA, '#e9b949', OLIVE, '#2b3a40', TEAL_D, '#d77a8f']
    for i in range(5):
        x = W * (0.12 + i * 0.19)
        bicycle(c, x, H * 0.95, 215, cols[i], ebike=i in (1, 3), basket=i in (0, 4))
        if i in (1, 3):
            c.rect(x + 30, H * 0.95 - 240, 64, 26, '#2b3a40', rx=6)
            c.text(x + 62, H * 0.95 - 221, 'e-bike', 17, fill='#7fe07f', weight='bold')
    # price board
    c.rect(W * 0.83, H * 0.58, 180, 130, '#2b3a34', rx=8, stroke=WOOD, stroke_width=8)
    for k in range(3):
        c.line(W * 0.83 + 24, H * 0.58 + 34 + k * 34, W * 0.83 + 150, H * 0.58 + 34 + k * 34, '#f4f1ea', 4, opacity=0.7, stroke_dasharray='18 8')


@scene('market-shop')
def s_market(c, seed=34):
    rng = c.rng
    W, H = c.w, c.h
    c.rect(0, 0, W, H, '#f7efe0')
    # awning
    for k in range(16):
        c.rect(k * W / 16.0, 0, W / 16.0, H * 0.12, [TEAL, WHITE][k % 2])
        c.path('M%s,%s a%s,%s 0 0 0 %s,0 Z' % (fm(k * W / 16.0), fm(H * 0.12), fm(W / 32.0), fm(30.0), fm(W / 16.0)), fill=[TEAL, WHITE][k % 2])
    c.rect(W * 0.35, H * 0.15, W * 0.3, H * 0.08, WOOD_D, rx=10)
    c.text(W * 0.5, H * 0.21, 'MINI MARKET', 52, fill=CREAM, weight='bold')
    # shelves with bread
    for r in range(3):
        y = H * (0.36 + r * 0.14)
        c.rect(W * 0.04, y, W * 0.44, 16, WOOD)
        for k in range(6):
            x = W * 0.07 + k * 118
            if r == 0:
                c.ellipse(x + 40, y - 34, 52, 34, '#d99a52')
                for j in range(3):
                    c.line(x + 20 + j * 20, y - 56, x + 30 + j * 20, y - 16, '#f2c88a', 4)
            elif r == 1:
                c.rect(x, y - 26, 100, 26, '#e0a860', rx=13, transform='rotate(-8 %s %s)' % (fm(x), fm(y)))
                c.rect(x + 10, y - 36, 100, 26, '#d4944a', rx=13, transform='rotate(-8 %s %s)' % (fm(x + 10), fm(y - 10)))
            else:
                c.circle(x + 30, y - 32, 32, '#c8843a')
                c.circle(x + 80, y - 32, 32, '#d99a52')
    # fruit crates
    fruits = [('#f28c28', 30), ('#d8342a', 28), ('#f2d22e', 26), ('#7fbf3a', 28), ('#7a3a8a', 16), ('#f2a0b0', 24)]
    for i, (col, r) in enumerate(fruits):
        cx = W * (0.56 + (i % 3) * 0.14)
        cy = H * (0.5 + (i // 3) * 0.22)
        c.poly([(cx - 100, cy), (cx + 100, cy), (cx + 90, cy + 110), (cx - 90, cy + 110)], '#c99a6a')
        for row in range(3):
            for k in range(int(180 / (2 * r))):
                c.circle(cx - 90 + r + k * 2 * r + (row % 2) * r * 0.5, cy - row * r * 0.9 + 6, r, mix(col, '#000000', 0.08 * row))
        for k in range(3):
            c.line(cx - 95, cy + 30 + k * 28, cx + 95, cy + 30 + k * 28, '#a8784a', 3)
        c.rect(cx - 44, cy + 70, 88, 40, CREAM, rx=4)
        c.text(cx, cy + 98, '\u20ac %d,%02d' % (1 + i % 3, (i * 35) % 100), 22, fill=INK, weight='bold')
    # counter at the bottom
    c.rect(0, H * 0.86, W, H * 0.14, '#8a5a3a')
    c.rect(0, H * 0.86, W, 18, '#a8764f')
    c.rect(W * 0.08, H * 0.78, 160, H * 0.08, '#e9eef0', rx=8)
    c.rect(W * 0.08 + 20, H * 0.76, 120, 12, '#c0c6c8', rx=4)
    c.rect(W * 0.08 + 40, H * 0.8, 80, 30, '#2b3a40', rx=4)
    c.text(W * 0.08 + 80, H * 0.8 + 24, '1.25', 22, fill='#7fe07f', family='DejaVu Sans Mono, monospace')
    # basket of lemons on the counter
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (W * 0.3, H * 0.8, W * 0.46, H * 0.8, W * 0.44, H * 0.86, W * 0.32, H * 0.86)), fill='#c9a06a')
    for k in range(5):
        c.ellipse(W * 0.32 + k * 46, H * 0.79, 26, 19, '#f2d22e')


@scene('reception-desk')
def s_reception(c, seed=35):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.7)
    cloud_set(c, rng, 2, H * 0.05, H * 0.15)
    c.rect(0, H * 0.78, W, H * 0.22, '#e8dcc4')
    # building
    bx0, bx1, top, base = W * 0.08, W * 0.92, H * 0.26, H * 0.8
    c.rect(bx0, top, bx1 - bx0, base - top, '#f4e6cc')
    c.poly([(bx0 - 40, top + 6), (W * 0.5, H * 0.12), (bx1 + 40, top + 6)], TERRA)
    c.rect(bx0 - 40, top, bx1 - bx0 + 80, 18, TERRA_D)
    # arches (portico)
    for i in range(4):
        ax = bx0 + (bx1 - bx0) * (i + 0.5) / 4.0
        c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            ax - 130, base, ax - 130, H * 0.5, 130, 110, ax + 130, H * 0.5, ax + 130, base)), fill='#e2cfa8')
        c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
            ax - 110, base, ax - 110, H * 0.52, 110, 96, ax + 110, H * 0.52, ax + 110, base)), fill='#5b6a6e' if i != 1 else '#b9d9de')
    # the reception desk visible through the glass arch
    ax = bx0 + (bx1 - bx0) * 1.5 / 4.0
    c.rect(ax - 110, H * 0.46, 220, base - H * 0.46, '#cfe6ea', opacity=0.0)
    person(c, ax + 10, H * 0.72, H * 0.2, TEAL, rng=rng, smile=True, hair='#3b2a20')
    c.rect(ax - 100, H * 0.66, 200, H * 0.14, WOOD)
    c.rect(ax - 108, H * 0.65, 216, 16, WOOD_L)
    c.rect(ax - 30, H * 0.58, 60, 40, '#2b3a40', rx=4)
    c.poly([(ax - 110, H * 0.52), (ax - 20, H * 0.52), (ax - 110, H * 0.7)], '#ffffff', opacity=0.25)
    # sign
    c.rect(W * 0.34, H * 0.29, W * 0.32, H * 0.08, TEAL_D, rx=10)
    c.text(W * 0.5, H * 0.35, 'RECEPTION', 54, fill=WHITE, weight='bold')
    # bougainvillea cascading over the arches
    for i in range(160):
        t = rng.random()
        x = bx0 + (bx1 - bx0) * t
        y = H * 0.42 + rng.uniform(-30, 30) + 60 * math.sin(t * 25) * 0.3
        if rng.random() < 0.25:
            y += rng.uniform(30, 200) * (0.5 + 0.5 * math.sin(t * 40))
        c.circle(x, y, rng.uniform(10, 20), rng.choice(['#c8287a', '#d63a8a', '#e0559a', '#b01e6a', '#5e8a3c']))
    # pots, bench, flags
    for x in (bx0 - 20, bx1 + 20):
        c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (x - 50, H * 0.9, x - 60, H * 0.8, x + 60, H * 0.8, x + 50, H * 0.9)), fill=TERRA)
        olive(c, x, H * 0.8, 220, rng, shadow=False)
    for i, x in enumerate((W * 0.2, W * 0.8)):
        c.line(x, H * 0.95, x, H * 0.5, '#9aa4a8', 5)
        c.poly([(x, H * 0.5), (x + 80, H * 0.52), (x + 70, H * 0.56), (x + 80, H * 0.6), (x, H * 0.6)], [TEAL, TERRA][i])
    c.rect(W * 0.6, H * 0.84, 240, 20, WOOD)
    c.rect(W * 0.6, H * 0.8, 240, 16, WOOD)
    c.rect(W * 0.6 + 20, H * 0.86, 12, 50, WOOD_D)
    c.rect(W * 0.6 + 210, H * 0.86, 12, 50, WOOD_D)


@scene('evening-show')
def s_show(c, seed=36):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'night', H)
    stars(c, rng, 80, H * 0.4)
    # stage
    sx0, sx1, sy = W * 0.18, W * 0.82, H * 0.62
    c.rect(sx0, sy, sx1 - sx0, H * 0.08, '#1a1a2a')
    c.rect(sx0, sy - 6, sx1 - sx0, 10, '#3a3a5a')
    c.rect(sx0 + 20, H * 0.2, sx1 - sx0 - 40, sy - H * 0.2, c.lin([(0, '#3a1f4a'), (1, '#7a2f5a')]))
    # truss
    for x in (sx0, sx1 - 30):
        c.rect(x, H * 0.12, 30, sy - H * 0.12, 'none', stroke='#9aa4a8', stroke_width=4)
        for k in range(16):
            y = H * 0.12 + k * (sy - H * 0.12) / 16
            c.line(x, y, x + 30, y + (sy - H * 0.12) / 16, '#9aa4a8', 2)
    c.rect(sx0, H * 0.12, sx1 - sx0, 30, 'none', stroke='#9aa4a8', stroke_width=4)
    # light beams
    cols = ['#ff5ab0', '#5ad0ff', '#ffd25a', '#9a6aff', '#5affa0']
    for i in range(6):
        x = sx0 + 60 + i * (sx1 - sx0 - 120) / 5.0
        tx = W * 0.5 + rng.uniform(-300, 300)
        c.poly([(x - 10, H * 0.14), (x + 10, H * 0.14), (tx + 120, sy), (tx - 120, sy)], cols[i % 5], opacity=0.22)
        c.circle(x, H * 0.15, 14, cols[i % 5])
    # performers
    for x, col, arms in ((0.4, '#ffd25a', 'up'), (0.5, '#ff5ab0', 'wave'), (0.6, '#5ad0ff', 'up')):
        person(c, W * x, sy, H * 0.22, col, rng=rng, arms=arms, pants='#1a1a2a')
    c.ellipse(W * 0.5, sy, W * 0.18, 18, '#ffffff', opacity=0.18)
    # audience silhouettes
    for row in range(3):
        y = H * (0.82 + row * 0.08)
        x = rng.uniform(-30, 10)
        while x < W + 30:
            r = 24 + row * 8
            col = '#0e1226'
            c.circle(x, y - r * 1.6, r, col)
            c.rect(x - r * 1.3, y - r * 0.7, r * 2.6, r * 3, col, rx=r * 0.8)
            if rng.random() < 0.15:
                c.line(x + r, y - r, x + r * 1.6, y - r * 3.4, col, r * 0.4)
                c.circle(x + r * 1.6, y - r * 3.6, r * 0.3, '#ffe9a0' if rng.random() < 0.5 else col)
            x += r * 2.6 + rng.uniform(0, 20)
    # string lights above
    string_lights(c, -10, H * 0.05, W * 0.5, H * 0.08, 40, 10)
    string_lights(c, W * 0.5, H * 0.08, W + 10, H * 0.05, 40, 10)


def firework(c, x, y, r, col, rng, n=28):
    c.circle(x, y, r * 1.2, c.rad([(0, col, 0.25), (1, col, 0)]))
    for i in range(n):
        a = 6.283 * i / n + rng.uniform(-0.05, 0.05)
        rr = r * rng.uniform(0.75, 1.0)
        c.line(x + math.cos(a) * rr * 0.25, y + math.sin(a) * rr * 0.25, x + math.cos(a) * rr, y + math.sin(a) * rr + rr * 0.08, col, 3.5)
        c.circle(x + math.cos(a) * rr * 1.08, y + math.sin(a) * rr * 1.08 + rr * 0.1, 4, '#ffffff')


@scene('fireworks-lake')
def s_fireworks(c, seed=37):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.66
    backdrop(c, 'night', hy, H, seed=seed, steep='both', shim=0, reflect=False)
    m = c.mark()
    bursts = [(0.22, 0.3, 150, '#ff5a7a'), (0.45, 0.18, 190, '#ffd25a'), (0.68, 0.28, 160, '#5ad0ff'), (0.85, 0.15, 120, '#b07aff'),
              (0.55, 0.42, 110, '#7aff9a'), (0.08, 0.14, 100, '#ffb05a')]
    for x, y, r, col in bursts:
        firework(c, W * x, H * y, r, col, rng)
        c.path('M%s,%s q10,%s 0,%s' % (fm(W * x), fm(H * y + r * 0.3), fm((hy - H * y) * 0.5), fm(hy - H * y - r * 0.3 - 10)), stroke=col, stroke_width=2, opacity=0.3)
    # reflections as vertical streaks
    for x, y, r, col in bursts:
        for k in range(14):
            yy = hy + 10 + k * (H - hy) / 14.0
            ww = r * rng.uniform(0.3, 1.0) * (1 - k / 18.0)
            c.line(W * x - ww, yy, W * x + ww, yy, col, 4, opacity=round(0.5 * (1 - k / 14.0), 2))
    # far shore silhouette with village lights
    p = ridge_pts(c, hy + 2, H * 0.06, rng, waves=3)
    fill_under(c, p, hy + 3, '#0c1428')
    for _ in range(60):
        x = rng.uniform(0, W)
        c.circle(x, hy - rng.uniform(0, 20), 2, '#ffd98a')
    for x, s in ((0.3, 120), (0.75, 90)):
        boat_sail(c, W * x, H * 0.86, s, sail='#0c1428', hull='#0c1428', jib='#0c1428')
    # foreground spectators on the beach
    c.rect(0, H * 0.93, W, H * 0.07, '#0a0f1e')
    for i in range(9):
        x = W * (0.05 + i * 0.11) + rng.uniform(-20, 20)
        person(c, x, H * 0.99, H * rng.uniform(0.14, 0.2), '#0a0f1e', rng=rng, skin='#0a0f1e', hair='#0a0f1e', pants='#0a0f1e',
               arms='wave' if i % 3 == 0 else 'down', kid=i % 4 == 1, back=True)


@scene('lemon-garden')
def s_lemon(c, seed=38):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.5
    backdrop(c, 'day', hy, H, seed=seed, steep='right', shim=50)
    # hillside with stepped terraces on the left
    c.path('M-20,%s L%s,%s L%s,%s L%s,%s L-20,%s Z' % (fm(H * 0.12), fm(W * 0.3), fm(H * 0.25), fm(W * 0.72), fm(H * 0.7), fm(W * 0.8), fm(H + 20.0), fm(H + 20.0)), fill='#8aa56a')
    for t in range(4):
        y = H * (0.3 + t * 0.2)
        x1 = W * (0.36 + t * 0.1)
        # terrace ground + retaining wall
        c.rect(-20, y - 70, x1 + 20, 70, '#7f9a5a')
        stone_wall(c, -20, y, x1 + 20, 56, rng, base='#d8ccb4', cols=('#e4d9c4', '#cfc2a8', '#ece3d2'))
        c.rect(-20, y, x1 + 20, 8, '#b9ab90')
        # pillars and beams (limonaia)
        n = int(x1 / 150)
        ph = 175
        for k in range(n + 1):
            px = 40 + k * (x1 - 60) / max(1, n)
            c.rect(px - 14, y - ph, 28, ph, '#f4efe6')
            c.rect(px - 14, y - ph, 8, ph, '#ffffff')
            c.rect(px + 8, y - ph, 6, ph, '#d8d0c0')
        c.rect(-20, y - ph - 10, x1 + 20, 14, WOOD_D)
        for k in range(int(x1 / 40)):
            c.rect(k * 40, y - ph - 20, 8, 12, WOOD_D)
        # lemon trees between the pillars
        for k in range(n):
            lx = 40 + (k + 0.5) * (x1 - 60) / max(1, n)
            c.rect(lx - 6, y - 60, 12, 60, '#6b5240')
            c.path(blob(lx, y - 100, 56, 48, rng), fill='#4f7a34')
            c.path(blob(lx - 14, y - 114, 30, 22, rng), fill='#6a9a46')
            for j in range(7):
                c.ellipse(lx + rng.uniform(-44, 44), y - 100 + rng.uniform(-32, 32), 9, 7, '#f6d32e')
    boat_sail(c, W * 0.9, H * 0.8, 110)
    # basket of lemons in the corner
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (W * 0.62, H * 0.9, W * 0.78, H * 0.9, W * 0.76, H * 0.99, W * 0.64, H * 0.99)), fill='#c9a06a')
    for k in range(6):
        c.ellipse(W * 0.635 + k * 40, H * 0.89 - (k % 2) * 10, 26, 20, '#f6d32e')
        c.ellipse(W * 0.635 + k * 40 - 6, H * 0.885 - (k % 2) * 10, 8, 5, '#ffffff', opacity=0.5)


@scene('foundation-school')
def s_school(c, seed=39):
    rng = c.rng
    W, H = c.w, c.h
    c.rect(0, 0, W, H * 0.66, '#f3e7cf')
    c.rect(0, H * 0.66, W, H * 0.34, '#c99a6a')
    for i in range(10):
        c.line(0, H * 0.66 + i * 45, W, H * 0.66 + i * 45, '#b5865a', 2)
    c.rect(0, H * 0.6, W, H * 0.06, '#e0cfae')
    # blackboard
    c.rect(W * 0.28, H * 0.1, W * 0.5, H * 0.32, WOOD_D, rx=6)
    c.rect(W * 0.29, H * 0.115, W * 0.48, H * 0.29, '#2f4a3a')
    c.text(W * 0.36, H * 0.22, 'A B C', 60, fill='#f4f1ea', family=SERIF, anchor='start')
    c.text(W * 0.36, H * 0.33, '2 + 3 = 5', 52, fill='#f4f1ea', family=SERIF, anchor='start')
    c.circle(W * 0.68, H * 0.2, 40, 'none', stroke='#f2c14e', stroke_width=5)
    for k in range(8):
        a = k * math.pi / 4
        c.line(W * 0.68 + math.cos(a) * 52, H * 0.2 + math.sin(a) * 52, W * 0.68 + math.cos(a) * 70, H * 0.2 + math.sin(a) * 70, '#f2c14e', 5)
    c.path('M%s,%s q40,-50 80,0 q40,-50 80,0' % (fm(W * 0.6), fm(H * 0.35)), stroke='#7fd3e0', stroke_width=5)
    c.rect(W * 0.29, H * 0.4, W * 0.48, 12, '#8a6a4a')
    # window with sunlight
    c.rect(W * 0.03, H * 0.1, W * 0.18, H * 0.36, WHITE)
    c.rect(W * 0.04, H * 0.12, W * 0.16, H * 0.32, c.lin([(0, '#a9d6e6'), (1, '#d9eef2')]))
    c.line(W * 0.12, H * 0.12, W * 0.12, H * 0.44, WHITE, 8)
    c.poly([(W * 0.04, H * 0.12), (W * 0.2, H * 0.12), (W * 0.45, H * 0.95), (W * 0.1, H * 0.95)], '#fff6d8', opacity=0.18)
    # foundation poster
    c.rect(W * 0.83, H * 0.12, W * 0.13, H * 0.2, CREAM, stroke=TEAL_D, stroke_width=5)
    c.circle(W * 0.895, H * 0.19, 34, TEAL)
    c.path('M%s,%s q24,-40 0,-60 q-24,20 0,60 Z' % (fm(W * 0.895), fm(H * 0.22)), fill='#ffffff')
    c.text(W * 0.895, H * 0.28, 'Lago Serena', 20, fill=TEAL_D, weight='bold')
    c.text(W * 0.895, H * 0.305, 'Foundation', 18, fill=TEAL_D)
    # globe + bookshelf
    c.rect(W * 0.82, H * 0.4, W * 0.16, H * 0.26, WOOD)
    for r in range(3):
        for k in range(7):
            c.rect(W * 0.83 + k * 30, H * (0.42 + r * 0.08), 22, H * 0.065, rng.choice([TERRA, TEAL, '#e9b949', OLIVE, '#7b5ea7']))
    # teacher
    person(c, W * 0.22, H * 0.72, H * 0.46, TERRA, rng=rng, smile=True, arms='wave', skirt=True, hair='#1e1a18')
    # desks and children (seen from behind, seated)
    for row in range(2):
        y = H * (0.84 + row * 0.15)
        for k in range(4):
            x = W * (0.36 + k * 0.16) + row * 40
            h = H * (0.26 + row * 0.05)
            arms = 'up' if (row, k) == (0, 1) else 'down'
            person(c, x, y, h, rng.choice(SHIRTS), rng=rng, kid=True, back=True, arms=arms)
            c.rect(x - h * 0.42, y - h * 0.42, h * 0.84, h * 0.07, '#e0b070')
            c.rect(x - h * 0.38, y - h * 0.36, h * 0.76, h * 0.36, '#c98f5a')
            c.rect(x - h * 0.38, y - h * 0.36, h * 0.76, h * 0.04, '#000000', opacity=0.1)

@scene('foundation-lake-cleanup')
def s_cleanup(c, seed=40):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.42
    backdrop(c, 'day', hy, H * 0.64, seed=seed, steep='left', shim=40)
    beach(c, rng, H * 0.6, col=('#e3d0ad', '#cdb58e'), pebble_n=120)
    # banner between two poles
    c.line(W * 0.3, H * 0.6, W * 0.3, H * 0.3, WOOD_D, 8)
    c.line(W * 0.7, H * 0.6, W * 0.7, H * 0.3, WOOD_D, 8)
    c.rect(W * 0.31, H * 0.31, W * 0.38, H * 0.09, TEAL_D)
    c.text(W * 0.5, H * 0.375, 'CLEAN LAKE DAY', 54, fill=WHITE, weight='bold')
    # volunteers in teal T-shirts with gloves, bags and pickers
    vols = [(0.12, 0.9, 0.34, 'bag'), (0.3, 0.82, 0.3, 'pick'), (0.48, 0.95, 0.36, 'bend'), (0.66, 0.84, 0.3, 'bag'), (0.84, 0.92, 0.34, 'pick')]
    for x, b, h, act in vols:
        X, B, Hh = W * x, H * b, H * h
        if act == 'bend':
            # crouching volunteer
            skin = rng.choice(SKIN)
            c.line(X - Hh * 0.1, B - Hh * 0.25, X + Hh * 0.15, B - Hh * 0.02, '#3b4a5a', Hh * 0.08)
            c.line(X - Hh * 0.1, B - Hh * 0.25, X - Hh * 0.2, B, '#3b4a5a', Hh * 0.08)
            c.line(X - Hh * 0.1, B - Hh * 0.28, X + Hh * 0.12, B - Hh * 0.55, TEAL, Hh * 0.2)
            c.line(X + Hh * 0.14, B - Hh * 0.5, X + Hh * 0.3, B - Hh * 0.1, TEAL, Hh * 0.06)
            c.circle(X + Hh * 0.3, B - Hh * 0.08, Hh * 0.04, '#e9b949')
            c.circle(X + Hh * 0.2, B - Hh * 0.66, Hh * 0.09, skin)
            c.path('M%s,%s A%s,%s 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (X + Hh * 0.11, B - Hh * 0.66, Hh * 0.09, Hh * 0.09, X + Hh * 0.29, B - Hh * 0.66)), fill=rng.choice(HAIR))
            c.rect(X + Hh * 0.36, B - Hh * 0.06, Hh * 0.12, Hh * 0.05, '#d8342a', rx=4)
            continue
        person(c, X, B, Hh, TEAL, rng=rng, arms='hold', smile=True, hat='cap' if act == 'pick' else None)
        if act == 'bag':
            c.path(blob(X + Hh * 0.26, B - Hh * 0.2, Hh * 0.12, Hh * 0.16, rng), fill='#2b3a40')
            c.line(X + Hh * 0.26, B - Hh * 0.36, X + Hh * 0.24, B - Hh * 0.42, '#2b3a40', 4)
        else:
            c.line(X + Hh * 0.25, B - Hh * 0.4, X + Hh * 0.5, B, '#9aa4a8', 5)
            c.rect(X + Hh * 0.48, B - 12, 26, 10, '#e9b949')
        c.circle(X + Hh * 0.28, B - Hh * 0.43, Hh * 0.035, '#e9b949')
        c.circle(X - Hh * 0.28, B - Hh * 0.43, Hh * 0.035, '#e9b949')
    # litter bits and full bags
    for _ in range(10):
        x, y = rng.uniform(0, W), rng.uniform(H * 0.7, H * 0.98)
        c.rect(x, y, 22, 10, rng.choice(['#d8342a', '#5ab3e0', '#ffffff']), rx=3, transform='rotate(%s %s %s)' % (fm(rng.uniform(-40, 40)), fm(x), fm(y)))
    for k in range(3):
        c.path(blob(W * (0.58 + k * 0.05), H * 0.66, 44, 56, rng), fill='#2b3a40')
    c.rect(W * 0.74, H * 0.6, 90, 110, '#3f7a3a', rx=8)
    c.path('M%s,%s l20,-20 l20,20' % (fm(W * 0.74 + 25), fm(H * 0.64)), stroke='#ffffff', stroke_width=5)


@scene('solar-panels')
def s_solar(c, seed=41):
    rng = c.rng
    W, H = c.w, c.h
    sky(c, 'day', H * 0.6)
    sun(c, W * 0.85, H * 0.14, 70)
    fill_under(c, ridge_pts(c, H * 0.45, H * 0.12, rng), H, '#a9bcc4')
    c.rect(0, H * 0.5, W, H * 0.5, c.lin([(0, GRASS), (1, GRASS_D)]))
    # roofs with panels (mobile homes and the main building)
    for i, (x, y, w, h) in enumerate(((0.02, 0.35, 0.5, 0.3), (0.56, 0.42, 0.4, 0.22))):
        X, Y, Ww, Hh = W * x, H * y, W * w, H * h
        c.rect(X + Ww * 0.05, Y + Hh * 0.5, Ww * 0.9, Hh * 0.7, '#f4e6cc')
        for k in range(4):
            c.rect(X + Ww * (0.12 + k * 0.2), Y + Hh * 0.72, Ww * 0.1, Hh * 0.25, '#7fb6c4')
        c.poly([(X, Y + Hh * 0.55), (X + Ww * 0.12, Y), (X + Ww * 0.88, Y), (X + Ww, Y + Hh * 0.55)], TERRA)
        rows, cols = 2, 6
        for r in range(rows):
            for k in range(cols):
                t0 = r / float(rows)
                t1 = (r + 0.92) / float(rows)
                def at(u, t):
                    left = X + Ww * 0.14 - Ww * 0.1 * t
                    right = X + Ww * 0.86 + Ww * 0.1 * t
                    return (left + (right - left) * u, Y + Hh * 0.06 + Hh * 0.44 * t)
                u0, u1 = k / float(cols) + 0.005, (k + 0.93) / float(cols)
                quad = [at(u0, t0), at(u1, t0), at(u1, t1), at(u0, t1)]
                c.poly(quad, '#1f3f66')
                for j in (0.33, 0.66):
                    a_, b_ = at(u0 + (u1 - u0) * j, t0), at(u0 + (u1 - u0) * j, t1)
                    c.line(a_[0], a_[1], b_[0], b_[1], '#4a6f9a', 1.5)
                m0, m1 = at(u0, (t0 + t1) / 2), at(u1, (t0 + t1) / 2)
                c.line(m0[0], m0[1], m1[0], m1[1], '#4a6f9a', 1.5)
        c.poly([(X + Ww * 0.5, Y + Hh * 0.05), (X + Ww * 0.62, Y + Hh * 0.05), (X + Ww * 0.42, Y + Hh * 0.5), (X + Ww * 0.3, Y + Hh * 0.5)], '#ffffff', opacity=0.15)
    # EV charger with a small car
    ex, eb = W * 0.62, H * 0.92
    c.rect(ex - 40, eb - 260, 80, 260, '#f4f4f0', rx=14)
    c.rect(ex - 40, eb - 260, 80, 50, '#3f9a4a', rx=14)
    c.rect(ex - 26, eb - 190, 52, 40, '#2b3a40', rx=4)
    c.rect(ex - 16, eb - 182, 14, 24, '#7fe07f')
    c.path('M%s,%s l-12,22 l14,0 l-8,20 l22,-28 l-14,0 l8,-14 Z' % (fm(ex + 6), fm(eb - 250)), fill='#ffffff')
    car_x = W * 0.72
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        car_x, eb - 30, car_x, eb - 110, car_x + 10, eb - 130, car_x + 80, eb - 135, car_x + 150, eb - 200, car_x + 300, eb - 200,
        car_x + 350, eb - 135, car_x + 420, eb - 30)), fill=TEAL)
    c.poly([(car_x + 160, eb - 188), (car_x + 240, eb - 188), (car_x + 240, eb - 140), (car_x + 120, eb - 140)], '#bfe0e8')
    c.poly([(car_x + 252, eb - 188), (car_x + 295, eb - 188), (car_x + 330, eb - 140), (car_x + 252, eb - 140)], '#bfe0e8')
    for wx in (car_x + 90, car_x + 330):
        c.circle(wx, eb - 30, 44, '#2b2b2b')
        c.circle(wx, eb - 30, 20, '#c0c6c8')
    c.path('M%s,%s C%s,%s %s,%s %s,%s' % (fm(ex + 30), fm(eb - 150), fm(ex + 120), fm(eb - 40), fm(car_x - 40), fm(eb - 40), fm(car_x + 10), fm(eb - 100)), stroke='#2b2b2b', stroke_width=8)
    # trees
    olive(c, W * 0.08, H * 0.95, H * 0.4, rng)
    olive(c, W * 0.4, H * 0.98, H * 0.35, rng)


@scene('staff-team')
def s_staff(c, seed=42):
    rng = c.rng
    W, H = c.w, c.h
    # soft background: lake and village
    backdrop(c, 'day', H * 0.5, H * 0.62, seed=seed, shim=20)
    c.rect(0, H * 0.6, W, H * 0.4, c.lin([(0, '#c9d6a0'), (1, '#a9b97a')]))
    for i in range(5):
        olive(c, W * (0.05 + i * 0.23), H * 0.62, H * 0.2, rng)
    c.rect(0, 0, W, H, '#ffffff', opacity=0.2)
    # back row and front row of smiling staff in teal polos
    shirts = [TEAL, TEAL_D, TEAL, TEAL_D]
    back = [(0.2, 0.84, 0.5), (0.36, 0.83, 0.52), (0.52, 0.84, 0.5), (0.68, 0.83, 0.53), (0.84, 0.84, 0.5)]
    front = [(0.12, 1.0, 0.52), (0.3, 1.0, 0.5), (0.5, 1.0, 0.54), (0.7, 1.0, 0.5), (0.88, 1.0, 0.52)]
    hats = {2: 'chef'}
    for i, (x, b, h) in enumerate(back):
        person(c, W * x, H * b, H * h, shirts[i % 4], rng=rng, smile=True, pants='#2b3a40', hat=hats.get(i),
               skirt=i == 3)
    for i, (x, b, h) in enumerate(front):
        person(c, W * x, H * b + H * 0.1, H * h, [TEAL, TERRA, TEAL, TEAL_D, TEAL][i], rng=rng, smile=True, pants='#2b3a40',
               arms='wave' if i == 4 else 'down', skirt=i == 1)
    # name badges / logo on shirts
    for x, b, h in back + front:
        pass
    for i, (x, b, h) in enumerate(front):
        yb = H * b + H * 0.1 - H * h * 0.75
        c.circle(W * x + H * h * 0.06, yb, H * h * 0.018, '#ffffff')


def vignette_reception(c):
    W, H = c.w, c.h
    rng = c.rng
    c.rect(0, 0, W, H, '#f4e6cc')
    c.rect(0, H * 0.75, W, H * 0.25, '#e0cfae')
    c.path('M%s,%s L%s,%s A%s,%s 0 0 1 %s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
        W * 0.1, H * 0.75, W * 0.1, H * 0.35, W * 0.2, H * 0.22, W * 0.5, H * 0.35, W * 0.5, H * 0.75)), fill='#b9d9de')
    for i in range(40):
        c.circle(rng.uniform(0, W * 0.6), rng.uniform(0, H * 0.2), rng.uniform(10, 22), rng.choice(['#c8287a', '#e0559a', '#5e8a3c']))
    person(c, W * 0.62, H * 0.8, H * 0.62, TEAL, rng=rng, smile=True)
    c.path('M%s,%s A%s,%s 0 0 1 %s,%s' % (fm(W * 0.62 - 36), fm(H * 0.8 - H * 0.55), fm(36.0), fm(36.0), fm(W * 0.62 + 36), fm(H * 0.8 - H * 0.55)), stroke='#2b3a40', stroke_width=6)
    c.rect(W * 0.3, H * 0.62, W * 0.7, H * 0.38, WOOD)
    c.rect(W * 0.28, H * 0.6, W * 0.74, H * 0.05, WOOD_L)
    c.rect(W * 0.76, H * 0.44, W * 0.14, H * 0.16, '#2b3a40', rx=6)


def vignette_kitchen(c):
    W, H = c.w, c.h
    rng = c.rng
    c.rect(0, 0, W, H, '#e9eef0')
    for i in range(14):
        for j in range(8):
            c.rect(i * 120 + (j % 2) * 60, j * 60, 116, 56, '#f7f9fa')
    c.rect(0, H * 0.7, W, H * 0.3, '#9aa4a8')
    c.rect(0, H * 0.68, W, H * 0.05, '#c0c6c8')
    # pots and hanging utensils
    for k in range(5):
        x = W * (0.1 + k * 0.08)
        c.line(x, H * 0.05, x, H * 0.25, '#777', 5)
        c.circle(x, H * 0.28, 20, '#9aa4a8')
    person(c, W * 0.5, H * 0.98, H * 0.72, WHITE, rng=rng, smile=True, hat='chef', arms='hold', pants='#2b2b2b')
    # pan with flames
    px, py = W * 0.75, H * 0.6
    for k, col in enumerate(('#e8541e', '#f5872a', '#ffc44a')):
        c.path(blob(px, py - 30 - k * 8, 70 - k * 18, 40 - k * 8, rng), fill=col)
    c.ellipse(px, py, 110, 22, '#2b2b2b')
    c.line(px - 110, py, px - 240, py - 20, '#2b2b2b', 14)
    c.rect(W * 0.62, H * 0.68, W * 0.3, H * 0.1, '#2b2b2b')
    c.ellipse(W * 0.2, H * 0.66, 80, 16, '#f4efe6')
    c.ellipse(W * 0.2, H * 0.655, 60, 10, '#d2432b')


def vignette_beach(c):
    W, H = c.w, c.h
    rng = c.rng
    backdrop(c, 'day', H * 0.4, H * 0.62, seed=3, shim=20, clouds=1)
    beach(c, rng, H * 0.6, pebble_n=30)
    # lifeguard chair
    lx = W * 0.22
    c.line(lx - 60, H * 0.95, lx - 30, H * 0.35, '#f4f4f0', 12)
    c.line(lx + 60, H * 0.95, lx + 30, H * 0.35, '#f4f4f0', 12)
    c.rect(lx - 50, H * 0.35, 100, 16, '#d8342a')
    c.rect(lx - 45, H * 0.2, 90, 18, '#d8342a')
    person(c, lx, H * 0.36, H * 0.3, '#d8342a', rng=rng, smile=True, hat='cap')
    parasol(c, W * 0.62, H * 0.92, H * 0.5, TEAL, CREAM)
    person(c, W * 0.8, H * 0.96, H * 0.6, TEAL, rng=rng, smile=True, arms='hold')
    c.rect(W * 0.8 + 20, H * 0.96 - H * 0.36, 70, 90, SAND, rx=8)
    c.rect(W * 0.8 + 20, H * 0.96 - H * 0.36 + 20, 70, 14, TERRA)


@scene('job-modal-banner')
def s_jobs(c, seed=43):
    W, H = c.w, c.h
    c.rect(0, 0, W, H, CREAM)
    pw = (W - 4 * 24) / 3.0
    for i, fn in enumerate((vignette_reception, vignette_kitchen, vignette_beach)):
        c.sub(24 + i * (pw + 24), 24, pw, H - 48, fn, seed=seed + i, rx=26)
    for i, label in enumerate(('Reception', 'Kitchen', 'Beach')):
        x = 24 + i * (pw + 24) + 30
        c.rect(x, H - 48 - 64, 210, 44, '#ffffff', opacity=0.9, rx=22)
        c.text(x + 105, H - 48 - 33, label, 26, fill=TEAL_D, weight='bold')


@scene('promo-early-booking')
def s_promo(c, seed=44):
    rng = c.rng
    W, H = c.w, c.h
    c.rect(0, 0, W, H, c.lin([(0, '#fbe3b4'), (1, '#f6c08f')]))
    # sun with rays peeking behind the calendar
    sx, sy = W * 0.74, H * 0.28
    for k in range(16):
        a = k * math.pi / 8
        c.poly([(sx + math.cos(a - 0.08) * 190, sy + math.sin(a - 0.08) * 190), (sx + math.cos(a) * 330, sy + math.sin(a) * 330),
                (sx + math.cos(a + 0.08) * 190, sy + math.sin(a + 0.08) * 190)], '#f7b84a')
    c.circle(sx, sy, 180, '#f9c74f')
    c.circle(sx, sy, 150, '#fbd76a')
    # waves at the bottom
    for k, col in enumerate((TEAL_L, TEAL, TEAL_D)):
        y = H * (0.8 + k * 0.07)
        d = 'M0,%s ' % fm(y) + ' '.join('Q%s,%s %s,%s' % (fm(i * 200 + 100.0), fm(y - 30 + 60 * (i % 2)), fm(i * 200 + 200.0), fm(y)) for i in range(9)) + ' L%s,%s L0,%s Z' % (fm(W), fm(H), fm(H))
        c.path(d, fill=col)
    # calendar
    cx0, cy0, cw, ch = W * 0.14, H * 0.2, W * 0.6, H * 0.6
    c.rect(cx0 + 18, cy0 + 22, cw, ch, '#000000', opacity=0.12, rx=30)
    c.rect(cx0, cy0, cw, ch, '#ffffff', rx=30)
    c.path('M%s,%s L%s,%s A30,30 0 0 1 %s,%s L%s,%s L%s,%s L%s,%s A30,30 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (
        cx0, cy0 + 30, cx0, cy0 + 30, cx0 + 30, cy0, cx0 + cw - 30, cy0, cx0 + cw, cy0 + 30, cx0 + cw, cy0 + 170, cx0, cy0 + 170)) if False else
           'M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s L%s,%s Z' % tuple(fm(float(v)) for v in (
               cx0, cy0 + 30, cx0, cy0, cx0 + 30, cy0, cx0 + cw - 30, cy0, cx0 + cw, cy0, cx0 + cw, cy0 + 30, cx0 + cw, cy0 + 170, cx0, cy0 + 170)), fill=TERRA)
    c.text(cx0 + cw / 2, cy0 + 118, 'EARLY BOOKING', 66, fill=WHITE, weight='bold')
    for k in range(2):
        rx_ = cx0 + cw * (0.25 + k * 0.5)
        c.rect(rx_ - 14, cy0 - 40, 28, 80, '#5a6a70', rx=14)
    cols, rows = 7, 5
    gx0, gy0 = cx0 + 50, cy0 + 220
    gw, gh = (cw - 100) / cols, (ch - 260) / rows
    for r in range(rows):
        for k in range(cols):
            n = r * cols + k + 1
            x, y = gx0 + k * gw, gy0 + r * gh
            if n > 31:
                continue
            if n in (12, 13, 14, 15, 16):
                c.rect(x + 4, y + 4, gw - 8, gh - 8, TEAL_L, rx=12)
            c.text(x + gw / 2, y + gh * 0.66, str(n), 42, fill=INK if k < 5 else TERRA, weight='bold' if n == 14 else 'normal')
    c.circle(gx0 + 6.5 * gw, gy0 + 1.5 * gh, gh * 0.5, 'none', stroke=TERRA, stroke_width=8)
    # discount tag
    tx, ty = W * 0.8, H * 0.74
    c.circle(tx, ty, 150, TEAL_D)
    c.circle(tx, ty, 130, 'none', stroke='#ffffff', stroke_width=4, stroke_dasharray='12 10')
    c.text(tx, ty + 10, '-15%', 86, fill=WHITE, weight='bold')
    c.text(tx, ty + 62, 'book by 31.03', 26, fill=WHITE)


@scene('news-season-opening')
def s_opening(c, seed=45):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.45
    backdrop(c, 'day', hy, H * 0.52, seed=seed, shim=10)
    c.rect(0, H * 0.5, W, H * 0.5, c.lin([(0, '#b5d08a'), (1, '#93ad62')]))
    # avenue leading to the lake
    c.poly([(W * 0.46, H * 0.5), (W * 0.54, H * 0.5), (W * 0.72, H), (W * 0.28, H)], '#ead6ae')
    for side in (-1, 1):
        for i in range(5):
            t = i / 4.0
            x = W * 0.5 + side * W * (0.08 + 0.3 * t)
            base = H * (0.52 + 0.35 * t)
            cypress(c, x, base, H * (0.1 + 0.3 * t))
    # blossoming trees
    for x, b, s in ((0.12, 0.75, 0.35), (0.88, 0.78, 0.38)):
        c.rect(W * x - 10, H * b - H * s * 0.6, 20, H * s * 0.6, '#6b5240')
        for k in range(60):
            c.circle(W * x + rng.uniform(-1, 1) * H * s * 0.45, H * b - H * s * 0.75 + rng.uniform(-1, 1) * H * s * 0.25, rng.uniform(8, 18),
                     rng.choice(['#f7c6d4', '#f2a1b6', '#ffffff', '#f9d9e2']))
    # stone pillars + open gates
    for sgn in (-1, 1):
        px = W * 0.5 + sgn * W * 0.2
        c.rect(px - 40, H * 0.4, 80, H * 0.5, STONE)
        c.rect(px - 50, H * 0.38, 100, 30, STONE_D)
        c.circle(px, H * 0.36, 26, STONE_D)
        # gate leaf swung open (parallelogram)
        gx0 = px - sgn * 40
        gx1 = gx0 - sgn * W * 0.09
        top0, top1 = H * 0.5, H * 0.56
        bot0, bot1 = H * 0.86, H * 0.8
        c.poly([(gx0, top0), (gx1, top1), (gx1, bot1), (gx0, bot0)], 'none', stroke='#2b3a40', stroke_width=8)
        for k in range(1, 8):
            t = k / 8.0
            c.line(gx0 + (gx1 - gx0) * t, top0 + (top1 - top0) * t, gx0 + (gx1 - gx0) * t, bot0 + (bot1 - bot0) * t, '#2b3a40', 5)
        c.line(gx0, (top0 + bot0) / 2, gx1, (top1 + bot1) / 2, '#2b3a40', 5)
        # planters with tulips
        c.rect(px - 70, H * 0.9, 140, 60, TERRA)
        flowers_row(c, rng, px - 60, px + 60, H * 0.9, 60, ['#e0567a', '#f2c14e', '#f25a5a', '#ffffff'])
    # arch sign
    c.path('M%s,%s Q%s,%s %s,%s' % (fm(W * 0.3), fm(H * 0.38), fm(W * 0.5), fm(H * 0.16), fm(W * 0.7), fm(H * 0.38)), stroke='#2b3a40', stroke_width=12)
    # garland of flowers on the arch
    for i in range(24):
        t = i / 23.0
        x = (1 - t) ** 2 * W * 0.3 + 2 * (1 - t) * t * W * 0.5 + t * t * W * 0.7
        y = (1 - t) ** 2 * H * 0.38 + 2 * (1 - t) * t * H * 0.16 + t * t * H * 0.38
        c.circle(x, y, 12, rng.choice(['#e0567a', '#f2c14e', '#ffffff', '#f2a1b6']))
    c.rect(W * 0.36, H * 0.22, W * 0.28, H * 0.08, CREAM, rx=12, stroke='#2b3a40', stroke_width=4)
    c.text(W * 0.5, H * 0.28, 'Lago Serena', 46, fill=TEAL_D, family=SERIF, weight='bold')
    birds(c, rng, 4, W * 0.6, H * 0.05, W * 0.3, H * 0.1)


@scene('news-new-pool')
def s_newpool(c, seed=46):
    rng = c.rng
    W, H = c.w, c.h
    hy = H * 0.4
    backdrop(c, 'day', hy, H * 0.6, seed=seed, steep='left', shim=40)
    # infinity edge pool
    edge = H * 0.58
    c.rect(0, edge, W, H - edge, c.lin([(0, '#63c7d6'), (1, '#2aa5bf')]))
    for _ in range(40):
        x, y = rng.uniform(0, W), rng.uniform(edge + 10, H)
        k = 10 + (y - edge) * 0.15
        c.path('M%s,%s q%s,%s %s,0' % (fm(x), fm(y), fm(k), fm(-k * 0.4), fm(k * 2)), stroke='#ffffff', stroke_width=2 + (y - edge) * 0.01, opacity=0.35)
    c.rect(0, edge - 4, W, 8, '#bfeaf0')
    # reflection of mountains in the pool
    c.ellipse(W * 0.3, edge + 80, 300, 40, '#ffffff', opacity=0.12)
    # deck on both sides in perspective
    c.poly([(0, edge), (W * 0.16, edge), (-W * 0.1, H), (0, H)], '#e6d5b8')
    c.poly([(W, edge), (W * 0.84, edge), (W * 1.1, H), (W, H)], '#e6d5b8')
    for x, b, s in ((0.06, 0.72, 180), (0.93, 0.74, 190)):
        towel_lounger(c, W * x - 60, H * b, s, WHITE, TERRA, facing=1 if x < 0.5 else -1)
    parasol(c, W * 0.92, H * 0.95, H * 0.5, TERRA, CREAM, k=8)
    # a swimmer at the edge looking at the lake
    c.circle(W * 0.5, edge + 40, 22, rng.choice(SKIN))
    c.path('M%s,%s A22,22 0 0 1 %s,%s Z' % (fm(W * 0.5 - 22), fm(edge + 40), fm(W * 0.5 + 22), fm(edge + 40)), fill=HAIR[0])
    c.ellipse(W * 0.5, edge + 62, 40, 8, '#ffffff', opacity=0.5)
    c.line(W * 0.5 - 26, edge + 50, W * 0.5 - 40, edge + 8, rng.choice(SKIN), 12)
    c.line(W * 0.5 + 26, edge + 50, W * 0.5 + 40, edge + 8, rng.choice(SKIN), 12)
    # "NEW" ribbon
    c.poly([(W - 260, 0), (W - 150, 0), (W, 150), (W, 260)], TERRA)
    c.text(W - 110, 110, 'NEW', 46, fill=WHITE, weight='bold', transform='rotate(45 %s %s)' % (fm(W - 110), fm(110.0)))


# ---------------------------------------------------------------- brochure pages
def logo(c, x, y, r, col=TEAL_D, bg=None):
    if bg:
        c.circle(x, y, r, bg)
    c.circle(x, y, r, 'none', stroke=col, stroke_width=r * 0.08)
    c.path('M%s,%s A%s,%s 0 0 1 %s,%s Z' % tuple(fm(float(v)) for v in (x - r * 0.45, y + r * 0.05, r * 0.45, r * 0.45, x + r * 0.45, y + r * 0.05)), fill='#e9a23b')
    for k in range(2):
        yy = y + r * (0.22 + k * 0.22)
        c.path('M%s,%s q%s,%s %s,0 q%s,%s %s,0 q%s,%s %s,0' % tuple(fm(float(v)) for v in (
            x - r * 0.66, yy, r * 0.22, -r * 0.14, r * 0.44, r * 0.22, r * 0.14, r * 0.44, r * 0.22, -r * 0.14, r * 0.44)),
            stroke=col, stroke_width=r * 0.08)


def text_bars(c, x, y, w, n, size=16, gap=34, col='#c9c2b6', rng=None, last=0.6):
    rng = rng or c.rng
    for i in range(n):
        ww = w * (last if i == n - 1 else rng.uniform(0.86, 1.0))
        c.rect(x, y + i * gap, ww, size, col, rx=size / 2)


def page_header(c, title, num, dark=TEAL_D):
    W = c.w
    c.rect(0, 0, W, 200, dark)
    logo(c, 110, 100, 56, col='#ffffff')
    c.text(200, 92, 'Lago Serena', 34, fill='#ffffff', family=SERIF, weight='bold', anchor='start')
    c.text(200, 130, 'Village & Camping \u00b7 Lago di Garda', 24, fill='#cfe6ea', anchor='start')
    c.text(W - 80, 125, title, 64, fill='#ffffff', family=SERIF, weight='bold', anchor='end')


def page_footer(c, num):
    W, H = c.w, c.h
    c.line(80, H - 110, W - 80, H - 110, '#d8d0c0', 2)
    c.text(80, H - 60, 'Catalogue 2026', 26, fill='#8a979c', anchor='start')
    c.text(W - 80, H - 60, str(num), 30, fill=TEAL_D, weight='bold', anchor='end')


def card(c, x, y, w, h, fn, title, sub=None, seed=1, **kw):
    c.rect(x + 8, y + 10, w, h, '#000000', opacity=0.08, rx=24)
    c.rect(x, y, w, h, '#ffffff', rx=24)
    ih = h - (150 if sub else 100)
    c.sub(x + 16, y + 16, w - 32, ih - 16, fn, seed=seed, rx=16, **kw)
    c.text(x + 36, y + ih + 62, title, 40, fill=INK, family=SERIF, weight='bold', anchor='start')
    if sub:
        c.text(x + 36, y + ih + 112, sub, 26, fill='#6a7a80', anchor='start')


@scene('catalogue-page-1')
def s_cat1(c, seed=47):
    W, H = c.w, c.h
    c.sub(0, 0, W, H, s_mh_lake, seed=9)
    c.rect(0, 0, W, H * 0.42, c.lin([(0, '#0f3f52', 0.55), (1, '#0f3f52', 0)]))
    logo(c, W / 2, 230, 90, col='#ffffff')
    c.text(W / 2, 520, 'Lago Serena', 190, fill='#ffffff', family=SERIF, weight='bold')
    c.text(W / 2, 610, 'VILLAGE & CAMPING \u00b7 LAGO DI GARDA', 44, fill='#ffffff', letter_spacing=6)
    c.rect(0, H - 260, W, 260, CREAM)
    c.text(120, H - 150, 'Catalogue 2026', 70, fill=TEAL_D, family=SERIF, weight='bold', anchor='start')
    c.text(120, H - 90, 'Mobile homes \u00b7 Bungalows \u00b7 Glamping \u00b7 Pitches', 32, fill='#5a6a70', anchor='start')
    c.circle(W - 200, H - 140, 90, TERRA)
    c.text(W - 200, H - 150, 'NEW', 44, fill='#ffffff', weight='bold')
    c.text(W - 200, H - 105, 'infinity pool', 22, fill='#ffffff')


@scene('catalogue-page-2')
def s_cat2(c, seed=48):
    W, H = c.w, c.h
    rng = c.rng
    c.rect(0, 0, W, H, CREAM)
    page_header(c, 'Accommodations', 2)
    c.text(80, 310, 'Stay by the lake, your way', 58, fill=INK, family=SERIF, weight='bold', anchor='start')
    text_bars(c, 80, 350, W - 160, 3, rng=rng)
    cw, ch = (W - 200) / 2.0, 720
    items = [(s_mh_ext, 'Maxicaravan Lago', '2 bedrooms \u00b7 veranda \u00b7 4\u20136 guests', 8),
             (s_bung_ext, 'Bungalow Oliveto', 'stone & wood \u00b7 garden \u00b7 2\u20134 guests', 11),
             (s_glamp, 'Glamping Safari', 'canvas lodge \u00b7 deck \u00b7 2+2 guests', 14),
             (s_pitch, 'Camping pitches', 'shaded \u00b7 80\u2013120 m\u00b2 \u00b7 electricity', 13)]
    for i, (fn, t, sub, sd) in enumerate(items):
        x = 80 + (i % 2) * (cw + 40)
        y = 480 + (i // 2) * (ch + 50)
        card(c, x, y, cw, ch, fn, t, sub, seed=sd)
    page_footer(c, 2)


@scene('catalogue-page-3')
def s_cat3(c, seed=49):
    W, H = c.w, c.h
    rng = c.rng
    c.rect(0, 0, W, H, CREAM)
    page_header(c, 'Pools & Beach', 3)
    c.sub(80, 260, W - 160, 820, s_pool, seed=4, rx=24)
    c.rect(80, 990, 560, 90, TEAL_D, opacity=0.92, rx=0)
    c.text(110, 1050, 'Lagoon pool with slides', 36, fill='#ffffff', weight='bold', anchor='start')
    cw = (W - 200) / 2.0
    card(c, 80, 1130, cw, 560, s_beach_pier, 'Private pebble beach', 'pier \u00b7 sun loungers', seed=3)
    card(c, 120 + cw, 1130, cw, 560, s_newpool, 'Infinity pool', 'new for 2026', seed=46)
    text_bars(c, 80, 1760, W - 160, 5, rng=rng)
    page_footer(c, 3)


@scene('catalogue-page-4')
def s_cat4(c, seed=50):
    W, H = c.w, c.h
    rng = c.rng
    c.rect(0, 0, W, H, CREAM)
    page_header(c, 'Restaurant & Food', 4, dark=TERRA_D)
    c.sub(80, 260, W - 160, 760, s_restaurant, seed=5, rx=24)
    cw = (W - 200) / 2.0
    c.sub(80, 1060, cw, cw * 0.75, s_pizza, seed=6, rx=24)
    # menu card
    mx, my = 120 + cw, 1060
    c.rect(mx, my, cw, cw * 0.75, '#ffffff', rx=24)
    c.text(mx + cw / 2, my + 90, 'Menu', 58, fill=TERRA_D, family=SERIF, weight='bold')
    menu = [('Pizza margherita', '9'), ('Lake fish of the day', '18'), ('Risotto al Lugana', '14'), ('Tiramis\u00f9', '6'), ('Local wine, glass', '5')]
    for i, (dish, price) in enumerate(menu):
        y = my + 170 + i * 80
        c.text(mx + 50, y, dish, 32, fill=INK, anchor='start')
        c.line(mx + 50 + len(dish) * 19 + 10, y - 8, mx + cw - 110, y - 8, '#c9c2b6', 3, stroke_dasharray='3 9')
        c.text(mx + cw - 50, y, '\u20ac ' + price, 32, fill=TERRA_D, weight='bold', anchor='end')
    # opening hours box
    oy = 1060 + cw * 0.75 + 40
    c.rect(80, oy, W - 160, 360, '#ffffff', rx=24)
    c.text(130, oy + 80, 'Opening hours', 46, fill=TERRA_D, family=SERIF, weight='bold', anchor='start')
    hours = [('Restaurant', '12:00–14:30 · 19:00–22:30'), ('Pizzeria', '18:30–23:00'),
             ('Beach bar', '9:00–19:00'), ('Mini market', '7:30–20:00 · fresh bread daily')]
    for i, (k, v) in enumerate(hours):
        y = oy + 150 + i * 56
        c.circle(146, y - 10, 10, [TERRA, '#e9a23b', TEAL, OLIVE][i])
        c.text(175, y, k, 32, fill=INK, weight='bold', anchor='start')
        c.text(470, y, v, 32, fill='#5a6a70', anchor='start')
    page_footer(c, 4)


@scene('catalogue-page-5')
def s_cat5(c, seed=51):
    W, H = c.w, c.h
    rng = c.rng
    c.rect(0, 0, W, H, CREAM)
    page_header(c, 'Excursions', 5, dark=OLIVE_D)
    c.text(80, 310, 'Around the lake', 58, fill=INK, family=SERIF, weight='bold', anchor='start')
    text_bars(c, 80, 350, W - 160, 2, rng=rng)
    cw, ch = (W - 200) / 2.0, 496
    items = [(s_castle, 'Water castle', '15 min by boat', 20), (s_vineyard, 'Wine tasting', 'morainic hills', 25),
             (s_sailing, 'Sailing & windsurf', 'on the north wind', 27), (s_amuse, 'Theme parks', 'family day out', 23),
             (s_cycling, 'Cycling routes', '30\u201380 km loops', 28), (s_lemon, 'Lemon houses', 'historic terraces', 38)]
    for i, (fn, t, sub, sd) in enumerate(items):
        x = 80 + (i % 2) * (cw + 40)
        y = 440 + (i // 2) * (ch + 30)
        card(c, x, y, cw, ch, fn, t, sub, seed=sd)
    page_footer(c, 5)


def lake_map(c):
    """Stylised, fictional map of a long alpine lake with the village pin."""
    W, H = c.w, c.h
    rng = random.Random(5)
    c.rect(0, 0, W, H, '#e9e4cf')
    for _ in range(20):
        c.path(blob(rng.uniform(0, W), rng.uniform(0, H), rng.uniform(80, 200), rng.uniform(50, 120), rng), fill='#dcdcb8', opacity=0.7)
    lake = [(W * 0.47, H * 0.04), (W * 0.53, H * 0.06), (W * 0.55, H * 0.3), (W * 0.62, H * 0.55), (W * 0.7, H * 0.75),
            (W * 0.62, H * 0.92), (W * 0.42, H * 0.95), (W * 0.28, H * 0.84), (W * 0.33, H * 0.66), (W * 0.43, H * 0.45), (W * 0.45, H * 0.2)]
    c.path(smooth_d(lake, True), fill='#9fd0da', stroke='#ffffff', stroke_width=14)
    c.path(smooth_d([(W * 0.5, H * 0.86), (W * 0.47, H * 0.76), (W * 0.49, H * 0.72)]), stroke='#e9e4cf', stroke_width=24)
    # roads
    c.path(smooth_d([(0, H * 0.97), (W * 0.3, H * 0.99), (W * 0.7, H * 0.97), (W, H * 0.9)]), stroke='#ffffff', stroke_width=14)
    c.path(smooth_d([(W * 0.2, 0), (W * 0.36, H * 0.4), (W * 0.24, H * 0.8), (W * 0.2, H)]), stroke='#ffffff', stroke_width=10)
    # mountains icons in the north
    for x, y in ((0.25, 0.15), (0.75, 0.2), (0.7, 0.35), (0.2, 0.3)):
        c.poly([(W * x - 50, H * y + 30), (W * x, H * y - 40), (W * x + 50, H * y + 30)], '#b9b39a')
        c.poly([(W * x - 14, H * y - 20), (W * x, H * y - 40), (W * x + 14, H * y - 20)], '#ffffff')
    # places
    places = [(0.36, 0.88, 'Castle'), (0.68, 0.87, 'Vineyards'), (0.62, 0.5, 'Lemon houses'), (0.3, 0.62, 'Roman villa'), (0.8, 0.62, 'Theme park')]
    for x, y, name in places:
        c.circle(W * x, H * y, 12, INK)
        c.text(W * x + 22, H * y + 10, name, 30, fill=INK, anchor='start')
    # the village pin
    px, py = W * 0.55, H * 0.8
    c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        px, py, px - 50, py - 60, px - 50, py - 120, px, py - 120, px + 50, py - 120, px + 50, py - 60, px, py)), fill=TERRA)
    c.circle(px, py - 78, 20, '#ffffff')
    c.rect(px + 40, py - 150, 260, 60, '#ffffff', rx=30)
    c.text(px + 170, py - 109, 'Lago Serena', 32, fill=TERRA_D, weight='bold', family=SERIF)
    # compass
    c.circle(W * 0.9, H * 0.08, 44, '#ffffff')
    c.poly([(W * 0.9, H * 0.08 - 36), (W * 0.9 + 14, H * 0.08 + 16), (W * 0.9, H * 0.08 + 6), (W * 0.9 - 14, H * 0.08 + 16)], INK)


@scene('catalogue-page-6')
def s_cat6(c, seed=52):
    W, H = c.w, c.h
    c.rect(0, 0, W, H, TEAL_D)
    c.text(W / 2, 170, 'Find us', 80, fill='#ffffff', family=SERIF, weight='bold')
    c.sub(100, 230, W - 200, 1200, lake_map, rx=30)
    # contact block
    y0 = 1500
    logo(c, 210, y0 + 110, 100, col='#ffffff')
    c.text(360, y0 + 80, 'Lago Serena', 72, fill='#ffffff', family=SERIF, weight='bold', anchor='start')
    c.text(360, y0 + 140, 'Village & Camping \u00b7 Lago di Garda', 34, fill='#cfe6ea', anchor='start')
    info = ['Via del Lago 1 \u00b7 fictional address', '+39 000 000 0000', 'hello@lagoserena.example', 'lagoserena.example']
    for i, t in enumerate(info):
        c.circle(380, y0 + 236 + i * 70, 12, '#e9a23b')
        c.text(410, y0 + 248 + i * 70, t, 36, fill='#ffffff', anchor='start')
    c.text(W - 100, H - 60, 'Open April \u2013 October', 30, fill='#cfe6ea', anchor='end')


# ---------------------------------------------------------------- badges
def ring_text(c, cx, cy, r, text, size, col, start=-90.0, bottom=False, family="DejaVu Sans Mono, monospace"):
    """Place characters along a circle (librsvg has no textPath). Monospace advance 0.6 em."""
    adv = size * 0.62
    n = len(text)
    span = math.degrees(adv * n / r)
    for i, ch in enumerate(text):
        if ch == ' ':
            continue
        if not bottom:
            a = start - span / 2 + math.degrees(adv * (i + 0.5) / r)
            x = cx + r * math.cos(math.radians(a))
            y = cy + r * math.sin(math.radians(a))
            rot = a + 90
        else:
            a = start + span / 2 - math.degrees(adv * (i + 0.5) / r)
            x = cx + r * math.cos(math.radians(a))
            y = cy + r * math.sin(math.radians(a))
            rot = a - 90
        c.text(x, y, ch, size, fill=col, family=family, weight='bold',
               transform='rotate(%s %s %s)' % (fm(rot), fm(x), fm(y)), dominant_baseline='central')


def badge_base(c, outer, ring, inner, top_text, bottom_text, tcol='#ffffff'):
    W = c.w
    cx = cy = W / 2.0
    c.circle(cx + 14, cy + 20, W * 0.47, '#000000', opacity=0.12)
    c.circle(cx, cy, W * 0.47, outer)
    c.circle(cx, cy, W * 0.45, 'none', stroke='#ffffff', stroke_width=12, opacity=0.7)
    c.circle(cx, cy, W * 0.3, ring)
    c.circle(cx, cy, W * 0.29, inner)
    ring_text(c, cx, cy, W * 0.375, top_text, 118, tcol)
    if bottom_text:
        ring_text(c, cx, cy, W * 0.375, bottom_text, 118, tcol, start=90.0, bottom=True)
    for a in (180.0, 0.0):
        x = cx + W * 0.375 * math.cos(math.radians(a))
        c.circle(x, cy, 16, tcol)
    return cx, cy


@scene('cert-environment')
def s_cert_env(c, seed=53):
    cx, cy = badge_base(c, '#3f7a3a', '#ffffff', '#eaf3e2', 'ENVIRONMENT', 'MANAGEMENT')
    W = c.w
    # leaf
    c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        cx - 170, cy + 90, cx - 200, cy - 140, cx + 60, cy - 240, cx + 190, cy - 220,
        cx + 200, cy - 60, cx + 40, cy + 140, cx - 170, cy + 90)), fill='#5f9a3a')
    c.path('M%s,%s Q%s,%s %s,%s' % (fm(cx - 170), fm(cy + 90), fm(cx), fm(cy - 40), fm(cx + 150), fm(cy - 190)), stroke='#eaf3e2', stroke_width=16)
    c.text(cx, cy + 260, 'ECO 2026', 120, fill='#2f5a2a', weight='bold')


@scene('cert-quality')
def s_cert_q(c, seed=54):
    cx, cy = badge_base(c, TEAL_D, '#ffffff', '#e6f1f3', 'QUALITY', 'MANAGEMENT')
    # star with check
    pts_s = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        r = 250 if k % 2 == 0 else 110
        pts_s.append((cx + r * math.cos(a), cy - 40 + r * math.sin(a)))
    c.poly(pts_s, '#e9a23b')
    c.pline([(cx - 70, cy - 40), (cx - 15, cy + 15), (cx + 85, cy - 95)], '#ffffff', 36)
    c.text(cx, cy + 290, 'Q 2026', 120, fill=TEAL_D, weight='bold')


@scene('cert-ecolabel')
def s_cert_flower(c, seed=55):
    W = c.w
    cx = cy = W / 2.0
    petals = 12
    for k in range(petals):
        a = 2 * math.pi * k / petals
        c.circle(cx + math.cos(a) * W * 0.33 + 10, cy + math.sin(a) * W * 0.33 + 14, W * 0.15, '#000000', opacity=0.08)
    for k in range(petals):
        a = 2 * math.pi * k / petals
        c.circle(cx + math.cos(a) * W * 0.33, cy + math.sin(a) * W * 0.33, W * 0.15, ['#6fbf5a', '#5aa9cf'][k % 2])
    c.circle(cx, cy, W * 0.36, '#ffffff')
    c.circle(cx, cy, W * 0.33, 'none', stroke='#3f7a3a', stroke_width=10)
    c.text(cx, cy - 170, 'ECO', 150, fill='#3f7a3a', weight='bold')
    c.text(cx, cy - 50, 'LABEL', 110, fill='#3f7a3a', weight='bold')
    # small flower in the middle
    for k in range(6):
        a = 2 * math.pi * k / 6
        c.circle(cx + math.cos(a) * 60, cy + 110 + math.sin(a) * 60, 42, '#e9a23b')
    c.circle(cx, cy + 110, 40, '#ffffff')
    c.text(cx, cy + 300, '2026', 100, fill='#3f7a3a', weight='bold')


@scene('cert-accessibility')
def s_cert_access(c, seed=56):
    cx, cy = badge_base(c, '#2f5fa8', '#ffffff', '#e8eef8', 'ACCESSIBLE', 'TOURISM')
    col = '#2f5fa8'
    c.open(transform='translate(%s,%s) scale(0.78)' % (fm(cx * 0.22), fm(cy * 0.22 - 40)))
    c.circle(cx + 10, cy - 200, 50, col)
    c.pline([(cx + 5, cy - 130), (cx - 10, cy + 20), (cx + 110, cy + 20), (cx + 160, cy + 150), (cx + 210, cy + 130)], col, 40)
    c.pline([(cx - 5, cy - 70), (cx + 110, cy - 70)], col, 34)
    c.path('M%s,%s A%s,%s 0 1 0 %s,%s' % (fm(cx - 90), fm(cy - 20), fm(150.0), fm(150.0), fm(cx + 110), fm(cy + 200)), stroke=col, stroke_width=34)
    c.close()
    c.text(cx, cy + 330, 'A+ 2026', 100, fill=col, weight='bold')


# ---------------------------------------------------------------- social card
@scene('og-default')
def s_og(c, seed=57):
    W, H = c.w, c.h
    c.sub(0, 0, W, H, s_hero, seed=1)
    c.rect(0, 0, W, H, '#0f3f52', opacity=0.1)
    logo(c, 120, 120, 64, col='#ffffff')
    c.text(210, 112, 'Lago Serena', 44, fill='#ffffff', family=SERIF, weight='bold', anchor='start')
    c.text(210, 152, 'Lago di Garda \u00b7 Italy', 26, fill='#ffffff', anchor='start')
    py = H * 0.6
    c.rect(60, py, W - 120, H * 0.32, CREAM, opacity=0.94, rx=36)
    c.text(W / 2, py + 130, 'Lago Serena \u2014 Village & Camping', 74, fill=TEAL_D, family=SERIF, weight='bold')
    c.line(W / 2 - 120, py + 170, W / 2 + 120, py + 170, TERRA, 4)
    c.text(W / 2, py + 225, 'Lakeside mobile homes, glamping & camping', 32, fill='#5a6a70')


# ================================================================ pipeline
MAX_BYTES = 120 * 1024
QUALITIES = (72, 64, 56, 48, 40)


def webp_size(path):
    """Width/height from a WebP file header (VP8, VP8L or VP8X)."""
    with open(path, 'rb') as f:
        d = f.read(40)
    if d[:4] != b'RIFF' or d[8:12] != b'WEBP':
        raise ValueError('not a WebP file: %s' % path)
    kind = d[12:16]
    if kind == b'VP8X':
        return 1 + int.from_bytes(d[24:27], 'little'), 1 + int.from_bytes(d[27:30], 'little')
    if kind == b'VP8L':
        b = int.from_bytes(d[21:25], 'little')
        return (b & 0x3FFF) + 1, ((b >> 14) & 0x3FFF) + 1
    if kind == b'VP8 ':
        return int.from_bytes(d[26:28], 'little') & 0x3FFF, int.from_bytes(d[28:30], 'little') & 0x3FFF
    raise ValueError('unknown WebP chunk %r' % kind)


def need(tool, pkg):
    if not shutil.which(tool):
        sys.exit('missing %s: apt-get update && apt-get install -y %s' % (tool, pkg))


def draw(name, w, h):
    if name not in SCENES:
        raise KeyError('no drawing for %s' % name)
    c = Canvas(VW, VW * h / float(w), random.Random(zlib.crc32(name.encode())))
    SCENES[name](c)
    return c.svg(w, h)


def render(name, w, h, tmp, out):
    svg = os.path.join(tmp, name + '.svg')
    png = os.path.join(tmp, name + '.png')
    with open(svg, 'w', encoding='utf-8') as f:
        f.write(draw(name, w, h))
    subprocess.check_call(['rsvg-convert', '-w', str(w), '-h', str(h), '-o', png, svg])
    for q in QUALITIES:
        subprocess.check_call(['cwebp', '-quiet', '-q', str(q), '-m', '6', '-alpha_q', '90', png, '-o', out])
        if os.path.getsize(out) <= MAX_BYTES:
            break
    if webp_size(out) != (w, h):
        raise RuntimeError('%s has size %r, expected %dx%d' % (out, webp_size(out), w, h))
    return q


def make_video(tmp, out, seconds=6, max_bytes=300 * 1024):
    """Slow pan over the village aerial view, 640x360 H.264, no audio."""
    src = os.path.join(tmp, 'video-src.png')
    svg = os.path.join(tmp, 'video-src.svg')
    with open(svg, 'w', encoding='utf-8') as f:
        f.write(draw('village-aerial', 1600, 900))
    subprocess.check_call(['rsvg-convert', '-w', '1600', '-h', '900', '-o', src, svg])
    for crf in (30, 34, 38):
        vf = ("crop=960:540:x='trunc(640*t/%d)':y='trunc(300-300*t/%d)',scale=640:360:flags=lanczos,format=yuv420p"
              % (seconds, seconds))
        subprocess.check_call(['ffmpeg', '-v', 'error', '-y', '-loop', '1', '-framerate', '25', '-i', src,
                               '-vf', vf, '-t', str(seconds), '-c:v', 'libx264', '-preset', 'slow', '-crf', str(crf),
                               '-threads', '1', '-movflags', '+faststart', '-an', out])
        if os.path.getsize(out) <= max_bytes:
            return crf
    os.remove(out)
    return None


def main(argv):
    need('rsvg-convert', 'librsvg2-bin')
    need('cwebp', 'webp')
    only = [a for a in argv if not a.startswith('--')]
    entries = json.load(open(os.path.join(MEDIA, 'images.json'), encoding='utf-8'))
    tmp = tempfile.mkdtemp(prefix='lago-serena-')
    total = 0
    try:
        for e in entries:
            name, w, h = e['name'], int(e['width']), int(e['height'])
            if only and name not in only:
                continue
            out = os.path.join(MEDIA, name + '.webp')
            q = render(name, w, h, tmp, out)
            size = os.path.getsize(out)
            total += size
            print('%-28s %4dx%-4d q%-2d %6.1f KB' % (name, w, h, q, size / 1024.0))
        print('total %.1f KB' % (total / 1024.0))
        if '--no-video' not in argv and not only:
            if shutil.which('ffmpeg'):
                out = os.path.join(MEDIA, 'video-village.mp4')
                crf = make_video(tmp, out)
                if crf:
                    print('video-village.mp4 crf %d %.1f KB' % (crf, os.path.getsize(out) / 1024.0))
                else:
                    print('video skipped: could not get it under 300 KB')
            else:
                print('video skipped: ffmpeg not installed (apt-get install -y ffmpeg)')
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main(sys.argv[1:])
