import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/forms/index.ts';
import { pdfOfSize } from './pdf-file.ts';
import { botToken, form, post, requests, unique, waitFor } from './forms-support.ts';

/**
 * What the site accepts, the mail endpoint accepts: a CV near the 5 MiB limit travels base64
 * encoded inside the JSON body (about 6.7 MB) and is delivered, not parked. The stand-in used to
 * overflow its stack checking base64 past about 3 MiB.
 */
describe('the largest CVs the site accepts', () => {
  for (const size of [Math.round(4.5 * 1024 * 1024), MAX_UPLOAD_BYTES]) {
    it(`delivers a ${(size / 1024 / 1024).toFixed(1)} MiB CV to the mail endpoint, whole`, async () => {
      const surname = unique('Grande');
      const cv = new File([pdfOfSize(size)], 'cv.pdf', { type: 'application/pdf' });
      expect(cv.size).toBe(size);
      const response = await post(
        '/lavora-con-noi/candidatura-spontanea',
        form({
          form: 'application',
          surname,
          name: 'Lia',
          birthplace: 'Bardolino',
          birthDate: '4/5/1996',
          cv,
          privacy: 'on',
          'botcheck-token': botToken('application'),
        }),
      );
      const state = (await response.json()) as FormState;
      // Sent at once, or (on a busy machine, past the upstream timeout) received and delivered by the queue.
      expect(['sent', 'received']).toContain(state.status);
      const delivered = await waitFor(async () => {
        const mine = (await requests('mail')).filter((request) => request.search.includes(surname) && request.status === 200);
        return mine.length > 0 ? mine : undefined;
      }, 20_000);
      expect(delivered).toHaveLength(1);
      const body = delivered[0]?.body as { attachments: { contentType: string; size: number }[] };
      expect(body.attachments).toEqual([{ filename: expect.stringMatching(/\.pdf$/), contentType: 'application/pdf', size }]);
    }, 40_000);
  }
});
