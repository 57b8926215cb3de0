import { prefersReducedMotion } from './motion.ts';

/**
 * The newsletter block's brush stroke, drawn once in 1.5 s when 85 % of the block is in view
 * (the island's `visible` strategy says when). The static stroke stays under reduced motion,
 * and the Lottie player is only fetched when it is about to draw.
 */
export function startNewsletterBrush(block: HTMLElement): void {
  const brush = block.querySelector<HTMLElement>('.newsletter__brush');
  const target = brush?.querySelector<HTMLElement>('.newsletter__brush-player');
  if (!brush || !target || prefersReducedMotion()) return;
  void Promise.all([import('./lottie.tsx'), import('../animations/brush.ts')]).then(([{ playLottie }, { brushAnimation }]) => {
    brush.classList.add('newsletter__brush--drawing');
    playLottie(target, brushAnimation, {
      loop: false,
      onComplete: () => brush.classList.add('newsletter__brush--drawn'),
    });
  });
}
