import { keyframes, oneLayerAnimation, still } from './keyframes.ts';

const FPS = 60;
/** One beat cycle of the loader (docs/product.md "Behaviour and timings": a 4 s pulse). */
const CYCLE = 4 * FPS;
const REST = 250;
const BEAT = 285;

/** The loader's heart: the logo's terracotta, drawn on a 24-unit grid and scaled to 64 px. */
export const heartAnimation = oneLayerAnimation({
  name: 'heart',
  width: 64,
  height: 64,
  fps: FPS,
  frames: CYCLE,
  transform: {
    p: still([32, 32, 0]),
    a: still([12, 12.5, 0]),
    s: keyframes([
      [0, [REST, REST, 100]],
      [CYCLE * 0.12, [BEAT, BEAT, 100]],
      [CYCLE * 0.24, [REST, REST, 100]],
      [CYCLE * 0.36, [BEAT * 0.95, BEAT * 0.95, 100]],
      [CYCLE * 0.5, [REST, REST, 100]],
      [CYCLE, [REST, REST, 100]],
    ]),
  },
  items: [
    {
      ty: 'sh',
      ks: still({
        c: true,
        v: [
          [12, 21],
          [2, 9],
          [7, 4],
          [12, 8],
          [17, 4],
          [22, 9],
        ],
        i: [
          [3, -2.5],
          [0, 4],
          [-3, 0],
          [-1.5, -2],
          [-3, 0],
          [0, -3],
        ],
        o: [
          [-3, -2.5],
          [0, -3],
          [3, 0],
          [1.5, -2],
          [3, 0],
          [0, 4],
        ],
      }),
    },
    { ty: 'fl', c: still([0.663, 0.31, 0.173, 1]), o: still(100), r: 1 },
  ],
});
