import { createContext, useContext } from 'react';

/**
 * How images reach the browser: through Cloudflare image resizing at `origin` ('' for this site,
 * as in production; the demo stand-in's origin locally), or as the CMS serves them. Set once per
 * render by the worker; a plain value an island can carry.
 */
export type ImageDelivery = { resizing: boolean; origin?: string };

/** The delivery for the parsed `IMAGE_RESIZING` var: null is off, otherwise the origin that resizes. */
export function imageDelivery(resizingOrigin: string | null): ImageDelivery {
  return resizingOrigin === null ? { resizing: false } : { resizing: true, origin: resizingOrigin };
}

export const ImageDeliveryContext = createContext<ImageDelivery>({ resizing: false });

export function useImageDelivery(): ImageDelivery {
  return useContext(ImageDeliveryContext);
}

/** Widths offered in `srcset`; the browser picks by `sizes` and its screen density. */
const WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920];

/**
 * A resized, re-encoded (AVIF or WebP, as the browser accepts) copy of an image. With `aspect`
 * (width / height), the copy is cut to that shape around its centre, as `object-fit: cover` shows
 * it, so the pixels the box would hide are never sent; `fit=crop` never enlarges.
 */
export function resizedUrl(src: string, width: number, origin = '', aspect?: number): string {
  const box = aspect ? `width=${width},height=${Math.round(width / aspect)}` : `width=${width}`;
  return `${origin}/cdn-cgi/image/${box},quality=75,format=auto,fit=${aspect ? 'crop' : 'scale-down'}/${src}`;
}

/** `src` and `srcset` for an image of the given intrinsic width, cut to `aspect` when given. */
export function imageSources(
  src: string,
  intrinsicWidth: number,
  delivery: ImageDelivery,
  aspect?: number,
): { src: string; srcSet?: string } {
  if (!delivery.resizing) return { src };
  const widths = WIDTHS.filter((width) => width < intrinsicWidth);
  widths.push(Math.min(intrinsicWidth, 1920));
  return {
    src: resizedUrl(src, Math.min(intrinsicWidth, 1280), delivery.origin, aspect),
    srcSet: widths.map((width) => `${resizedUrl(src, width, delivery.origin, aspect)} ${width}w`).join(', '),
  };
}

const POSTER_WIDTH = 960;

/**
 * A video's poster: one picture (a poster has no srcset), resized to 960 px at most, which covers
 * the video's 900 px box on a desktop and a phone's width at its screen density. The original was
 * fetched whole before (122 KB for the village video), beside the page's largest picture.
 */
export function posterUrl(src: string, intrinsicWidth: number, delivery: ImageDelivery): string {
  return delivery.resizing ? resizedUrl(src, Math.min(intrinsicWidth, POSTER_WIDTH), delivery.origin) : src;
}
