import { keyframes, oneLayerAnimation, still } from './keyframes.ts';

const FPS = 60;
/** Drawn once in 1.5 s (docs/product.md "Behaviour and timings"). */
const DURATION = 1.5 * FPS;

/** The newsletter block's brush stroke: one wavy line whose end is drawn along its path. */
export const brushAnimation = oneLayerAnimation({
  name: 'brush',
  width: 300,
  height: 40,
  fps: FPS,
  frames: DURATION,
  transform: { p: still([0, 0, 0]), a: still([0, 0, 0]), s: still([100, 100, 100]) },
  items: [
    {
      ty: 'sh',
      ks: still({
        c: false,
        v: [
          [8, 28],
          [110, 16],
          [200, 24],
          [292, 12],
        ],
        i: [
          [0, 0],
          [-40, 2],
          [-35, -4],
          [-30, 4],
        ],
        o: [
          [30, -6],
          [35, -2],
          [35, 4],
          [0, 0],
        ],
      }),
    },
    { ty: 'st', c: still([0.663, 0.31, 0.173, 1]), o: still(100), w: still(9), lc: 2, lj: 2 },
    {
      ty: 'tm',
      s: still(0),
      e: keyframes([
        [0, [0]],
        [DURATION, [100]],
      ]),
      o: still(0),
      m: 1,
    },
  ],
});
