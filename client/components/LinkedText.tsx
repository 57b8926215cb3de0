import { Fragment } from 'react';

/**
 * CMS text with its phone numbers as `tel:` links, its e-mail addresses as `mailto:` links and
 * a number said to be on WhatsApp as a `https://wa.me/…` link, so a phone can call or write
 * with one tap. Only text: nothing from the CMS becomes markup.
 */
const CONTACT = /(\+\d[\d ]{6,18}\d)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

export function LinkedText({ text }: { text: string }) {
  const parts: (string | { href: string; label: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, phone] = match;
    const before = text.slice(0, index);
    if (phone) {
      // "WhatsApp: +39 …" (the last label before the number): a chat, not a call.
      const whatsapp = /whats\s?app[^+]*$/i.test(before);
      parts.push({ href: whatsapp ? `https://wa.me/${digits(phone).replace('+', '')}` : `tel:${digits(phone)}`, label: whole });
    } else parts.push({ href: `mailto:${whole}`, label: whole });
    last = index + whole.length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Fragment key={index}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part.href} rel={part.href.startsWith('https:') ? 'noopener' : undefined}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
