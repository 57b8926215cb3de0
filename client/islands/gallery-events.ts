/** The events the gallery overlay answers and emits (docs/product.md "Behaviour and timings": opened and closed by events). */
export const GALLERY_OPEN = 'gallery:open';
export const GALLERY_CLOSE = 'gallery:close';
export const GALLERY_CLOSED = 'gallery:closed';

export type GalleryItem = { src: string; srcset?: string; alt: string; width?: number; height?: number };
export type GalleryOpenDetail = { items: GalleryItem[]; index?: number };
