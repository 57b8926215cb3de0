import { brushAnimation } from './brush.ts';
import { heartAnimation } from './heart.ts';

/** The Lottie animations by name; the build writes each as a JSON file (vite.config.ts). */
export const ANIMATIONS = { heart: heartAnimation, brush: brushAnimation };
