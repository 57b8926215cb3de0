#!/usr/bin/env python3
"""Draws the demo pictures that are drawings by nature: three floor plans and four certificate badges.

They carry no text: a word baked into a picture cannot be translated, read by a screen reader or
searched, so names, areas and dimensions belong in the page's HTML, in the visitor's language.
Standard library only (seeded, so the output is deterministic); rendered with rsvg-convert and
encoded as WebP with cwebp. Cut from the former generate-images.py, whose other drawings gave way
to photographs (make-pictures.py).

Usage:  python3 demo/scripts/make-drawings.py [name ...]
Needs:  apt-get install -y librsvg2-bin webp
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
INK = '#23343b'


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


class Canvas:
    """Collects SVG elements and the <defs> they refer to."""

    def __init__(self, w, h, rng):
        self.w, self.h, self.rng = w, h, rng
        self.defs = []
        self.ctr = [0]
        self.els = []

    # ids / defs
    def uid(self, p='i'):
        self.ctr[0] += 1
        return '%s%d' % (p, self.ctr[0])

    def clip(self, inner):
        i = self.uid('c')
        self.defs.append('<clipPath id="%s">%s</clipPath>' % (i, inner))
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

    def open(self, **kw):
        self.add('<g %s>' % att(kw))

    def close(self):
        self.add('</g>')

    def svg(self, pw, ph):
        return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                'width="%d" height="%d" viewBox="0 0 %s %s"><defs>%s</defs>%s</svg>' % (
                    pw, ph, fm(float(self.w)), fm(float(self.h)), ''.join(self.defs), ''.join(self.els)))


# ---------------------------------------------------------------- the drawings, by picture name
SCENES = {}


def scene(name):
    def deco(fn):
        SCENES[name] = fn
        return fn
    return deco


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

    def frame(self):
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
        # north arrow
        nx, ny = c.w - 120, 100
        c.circle(nx, ny, 40, 'none', stroke=INK, stroke_width=3)
        c.poly([(nx, ny - 34), (nx + 14, ny + 18), (nx, ny + 8), (nx - 14, ny + 18)], INK)
        # scale bar (1 m, 2 m)
        sx, sy = self.ox, c.h - 55
        for i in range(3):
            c.rect(sx + i * self.k, sy, self.k, 12, INK if i % 2 == 0 else '#ffffff', stroke=INK, stroke_width=2)

    def room(self, x0, y0, x1, y1, fill='#ffffff'):
        # No name or area on the plan: they belong in the page's HTML.
        self.c.rect(self.X(x0), self.Y(y0), (x1 - x0) * self.k, (y1 - y0) * self.k, fill)

    def deck(self, x0, y0, x1, y1, col='#d9b98f'):
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
        X0, X1, Y0, Y1 = self.X(0), self.X(self.wm), self.Y(0), self.Y(self.hm)
        y = Y0 - 50
        c.line(X0, y, X1, y, self.LINE, 2)
        for x in (X0, X1):
            c.line(x, y - 14, x, y + 14, self.LINE, 2)
            c.line(x - 8, y + 8, x + 8, y - 8, self.LINE, 2)
        x = X0 - 50
        c.line(x, Y0, x, Y1, self.LINE, 2)
        for yy in (Y0, Y1):
            c.line(x - 14, yy, x + 14, yy, self.LINE, 2)
            c.line(x - 8, yy + 8, x + 8, yy - 8, self.LINE, 2)


@scene('floorplan-maxicaravan')
def s_fp_mh(c, seed=16):
    P = Plan(c, 8.4, 6.2)
    P.hm_build = 4.0
    P.frame()
    P.deck(2.6, 4.0, 8.4, 6.2)
    P.room(0, 0, 2.6, 4.0, '#ffffff')
    P.room(2.6, 0, 5.8, 4.0, '#f8f2e7')
    P.room(5.8, 0, 8.4, 2.5, '#ffffff')
    P.room(5.8, 2.5, 8.4, 4.0, '#eef6f7')
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
    P.frame()
    P.deck(0, 6.0, 4.6, 7.6, col='#c9b8a0')
    P.room(0, 0, 4.6, 6.0, '#f8f2e7')
    P.room(4.6, 0, 8.0, 3.6, '#ffffff')
    P.room(4.6, 3.6, 8.0, 6.0, '#eef6f7')
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
    P.frame()
    P.deck(0, 4.6, 7.0, 7.0, col='#d9b98f')
    P.room(0, 0, 4.8, 4.6, '#fbf6ec')
    P.room(4.8, 0, 7.0, 2.2, '#eef6f7')
    P.room(4.8, 2.2, 7.0, 4.6, '#fbf6ec')
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
    P.dims()


def badge_base(c, outer, ring, inner, tcol='#ffffff'):
    W = c.w
    cx = cy = W / 2.0
    c.circle(cx + 14, cy + 20, W * 0.47, '#000000', opacity=0.12)
    c.circle(cx, cy, W * 0.47, outer)
    c.circle(cx, cy, W * 0.45, 'none', stroke='#ffffff', stroke_width=12, opacity=0.7)
    c.circle(cx, cy, W * 0.3, ring)
    c.circle(cx, cy, W * 0.29, inner)
    for a in (180.0, 0.0):
        x = cx + W * 0.375 * math.cos(math.radians(a))
        c.circle(x, cy, 16, tcol)
    return cx, cy


@scene('cert-environment')
def s_cert_env(c, seed=53):
    cx, cy = badge_base(c, '#3f7a3a', '#ffffff', '#eaf3e2')
    W = c.w
    # leaf
    c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z' % tuple(fm(float(v)) for v in (
        cx - 170, cy + 90, cx - 200, cy - 140, cx + 60, cy - 240, cx + 190, cy - 220,
        cx + 200, cy - 60, cx + 40, cy + 140, cx - 170, cy + 90)), fill='#5f9a3a')
    c.path('M%s,%s Q%s,%s %s,%s' % (fm(cx - 170), fm(cy + 90), fm(cx), fm(cy - 40), fm(cx + 150), fm(cy - 190)), stroke='#eaf3e2', stroke_width=16)


@scene('cert-quality')
def s_cert_q(c, seed=54):
    cx, cy = badge_base(c, TEAL_D, '#ffffff', '#e6f1f3')
    # star with check
    pts_s = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        r = 250 if k % 2 == 0 else 110
        pts_s.append((cx + r * math.cos(a), cy - 40 + r * math.sin(a)))
    c.poly(pts_s, '#e9a23b')
    c.pline([(cx - 70, cy - 40), (cx - 15, cy + 15), (cx + 85, cy - 95)], '#ffffff', 36)


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
    # a flower in the middle
    for k in range(6):
        a = 2 * math.pi * k / 6
        c.circle(cx + math.cos(a) * 120, cy + math.sin(a) * 120, 84, '#e9a23b')
    c.circle(cx, cy, 80, '#ffffff')


@scene('cert-accessibility')
def s_cert_access(c, seed=56):
    cx, cy = badge_base(c, '#2f5fa8', '#ffffff', '#e8eef8')
    col = '#2f5fa8'
    c.open(transform='translate(%s,%s) scale(0.78)' % (fm(cx * 0.22), fm(cy * 0.22 - 40)))
    c.circle(cx + 10, cy - 200, 50, col)
    c.pline([(cx + 5, cy - 130), (cx - 10, cy + 20), (cx + 110, cy + 20), (cx + 160, cy + 150), (cx + 210, cy + 130)], col, 40)
    c.pline([(cx - 5, cy - 70), (cx + 110, cy - 70)], col, 34)
    c.path('M%s,%s A%s,%s 0 1 0 %s,%s' % (fm(cx - 90), fm(cy - 20), fm(150.0), fm(150.0), fm(cx + 110), fm(cy + 200)), stroke=col, stroke_width=34)
    c.close()


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


def main(argv):
    need('rsvg-convert', 'librsvg2-bin')
    need('cwebp', 'webp')
    with open(os.path.join(MEDIA, 'images.json'), encoding='utf-8') as f:
        images = {image['name']: image for image in json.load(f)}
    names = argv or sorted(SCENES)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            image = images[name]
            out = os.path.join(MEDIA, name + '.webp')
            q = render(name, image['width'], image['height'], tmp, out)
            print('%s: %dx%d, q%d, %d KB' % (name, image['width'], image['height'], q, os.path.getsize(out) // 1024))


if __name__ == '__main__':
    main(sys.argv[1:])
