import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { ADD_EXPERIENCE, experienceField, MAX_EXPERIENCES } from '../../shared/forms/index.ts';
import { format } from '../../shared/i18n/format.ts';
import { blocksAsPosted, type ExperienceBlock, type FormBrowser } from './browser-behaviour.ts';
import { fieldId } from './fields.tsx';

/*
 * What groups of fields that grow and shrink do once the form island has hydrated (it provides
 * these through FormBrowserContext; the server renders the groups as posted, without them).
 */

/**
 * The previous experiences change in place: "add" and "remove" (without JavaScript, submit
 * buttons the worker answers) add or drop a block, move the focus to the block that came or
 * took the removed one's place, and say what happened in the polite live region.
 */
export const useExperienceBlocks: FormBrowser['useExperienceBlocks'] = ({ count, prefix, a, removed }) => {
  const [blocks, setBlocks] = useState<ExperienceBlock[]>(() => blocksAsPosted(count));
  const nextId = useRef(blocks.length);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    document.getElementById(focusTarget)?.focus();
  }, [focusTarget]);

  function add(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (blocks.length >= MAX_EXPERIENCES) return;
    const index = blocks.length;
    setBlocks([...blocks, { id: nextId.current++, origin: null }]);
    setAnnouncement(format(a.experienceAdded, { n: index + 1 }));
    setFocusTarget(fieldId(prefix, experienceField(index, 'place')));
  }

  function remove(event: MouseEvent<HTMLButtonElement>, index: number) {
    event.preventDefault();
    // The form moves the values and messages of the blocks after it up one place (removed), so
    // each block the page came with finds its own under its new index.
    const left = blocks
      .filter((_, position) => position !== index)
      .map((block, position) => (block.origin === null ? block : { ...block, origin: position }));
    setBlocks(left);
    removed(index);
    setAnnouncement(format(a.experienceRemoved, { n: index + 1 }));
    setFocusTarget(fieldId(prefix, left.length === 0 ? ADD_EXPERIENCE : experienceField(Math.min(index, left.length - 1), 'place')));
  }

  return { blocks, announcement, add, remove };
};

/**
 * A field's value as the visitor types it (the children's ages follow their count), starting
 * from what is in the field when the island starts: it may have been typed while it loaded.
 */
export const useFieldValue: FormBrowser['useFieldValue'] = (id, posted) => {
  const [value, setValue] = useState(posted);
  useEffect(() => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (!input) return;
    const follow = () => setValue(input.value);
    follow();
    input.addEventListener('input', follow);
    input.addEventListener('change', follow);
    return () => {
      input.removeEventListener('input', follow);
      input.removeEventListener('change', follow);
    };
  }, [id]);
  return value;
};
