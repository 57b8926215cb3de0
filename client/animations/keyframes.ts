/** Small builders for hand-written Lottie (bodymovin 5.x) data: values, keyframes, one-layer files. */
export const still = <T>(k: T) => ({ a: 0, k });

const EASE = { i: { x: [0.4], y: [1] }, o: { x: [0.6], y: [0] } };

export function keyframes<T extends number[]>(frames: Array<[frame: number, value: T]>) {
  return { a: 1, k: frames.map(([t, s]) => ({ t, s, ...EASE })) };
}

const identityTransform = {
  ty: 'tr',
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100),
};

/** One item of a shape group: a path, a fill, a stroke, a trim. */
type ShapeItem = { ty: string; [key: string]: unknown };

/** The layer transform of a shape layer: position, anchor and scale (animated or still). */
type LayerTransform = { p: object; a: object; s: object };

/** A Lottie file of one shape layer holding one group of shape items, `frames` long at `fps`. */
export function oneLayerAnimation(options: {
  name: string;
  width: number;
  height: number;
  fps: number;
  frames: number;
  transform: LayerTransform;
  items: ShapeItem[];
}) {
  const { name, width, height, fps, frames, transform, items } = options;
  return {
    v: '5.7.4',
    fr: fps,
    ip: 0,
    op: frames,
    w: width,
    h: height,
    nm: name,
    ddd: 0,
    assets: [],
    layers: [
      {
        ddd: 0,
        ind: 1,
        ty: 4,
        nm: name,
        sr: 1,
        ao: 0,
        ip: 0,
        op: frames,
        st: 0,
        bm: 0,
        ks: { o: still(100), r: still(0), ...transform },
        shapes: [{ ty: 'gr', nm: `${name} shape`, it: [...items, identityTransform] as ShapeItem[] }],
      },
    ],
  };
}
