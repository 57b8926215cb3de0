/** Small builders for hand-written Lottie (bodymovin 5.x) data: a static value and eased keyframes. */
export const still = <T>(k: T) => ({ a: 0, k });

const EASE = { i: { x: [0.4], y: [1] }, o: { x: [0.6], y: [0] } };

export function keyframes<T extends number[]>(frames: Array<[frame: number, value: T]>) {
  return { a: 1, k: frames.map(([t, s]) => ({ t, s, ...EASE })) };
}

export const identityTransform = {
  ty: 'tr',
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100),
};
