import { useContext } from 'react';
import {
  ADD_EXPERIENCE,
  EXPERIENCE_COUNT_FIELD,
  EXPERIENCE_PLACES,
  experienceCount,
  experienceField,
  INTENT_FIELD,
  MAX_EXPERIENCES,
  REMOVE_EXPERIENCE,
} from '../../shared/forms/index.ts';
import { format } from '../../shared/i18n/format.ts';
import { FormBrowserContext } from './browser-behaviour.ts';
import { type FieldScope, FieldScopeContext, fieldId, SelectField, TextField } from './fields.tsx';
import { useFormMessages } from './messages.ts';

/**
 * A block's values under its current names: the block keeps what it came with wherever it
 * moves, so an untouched field never takes its neighbour's value when a block before it goes.
 */
function blockValues(values: FieldScope['values'], origin: number | null, index: number): FieldScope['values'] {
  const shifted = { ...values };
  for (const key of ['place', 'workplace', 'sector', 'start', 'end'] as const) {
    const value = origin === null ? undefined : values[experienceField(origin, key)];
    if (value === undefined) delete shifted[experienceField(index, key)];
    else shifted[experienceField(index, key)] = value;
  }
  return shifted;
}

/**
 * The previous experiences, as many as the visitor wants up to the maximum. Without JavaScript
 * "add" and "remove" are submit buttons the worker answers with the form one block longer or
 * shorter (`intent`); in the browser they change the form in place (group-behaviour.ts).
 */
export function ExperienceBlocks({ focus }: { focus?: string }) {
  const a = useFormMessages().application;
  const scope = useContext(FieldScopeContext);
  if (!scope) throw new Error('experience blocks belong inside a FormShell');
  const { useExperienceBlocks } = useContext(FormBrowserContext);
  const { blocks, announcement, add, remove } = useExperienceBlocks({
    count: experienceCount(scope.values),
    prefix: scope.prefix,
    a,
    removed: scope.experienceRemoved,
  });
  const addId = fieldId(scope.prefix, ADD_EXPERIENCE);

  return (
    <fieldset className="form__group">
      <legend>{a.experiences}</legend>
      <input type="hidden" name={EXPERIENCE_COUNT_FIELD} value={blocks.length} />
      {blocks.map((block, index) => (
        <FieldScopeContext.Provider key={block.id} value={{ ...scope, values: blockValues(scope.values, block.origin, index) }}>
          <fieldset className="form__group form__group--nested">
            <legend>{format(a.experience, { n: index + 1 })}</legend>
            <SelectField
              name={experienceField(index, 'place')}
              label={a.experiencePlace}
              options={EXPERIENCE_PLACES.map((value) => [value, a[value]])}
              autoFocus={block.origin !== null && focus === experienceField(block.origin, 'place')}
            />
            <div className="form__grid">
              <TextField name={experienceField(index, 'workplace')} label={a.workplace} maxLength={120} />
              <TextField name={experienceField(index, 'sector')} label={a.sector} maxLength={120} />
              <TextField
                name={experienceField(index, 'start')}
                label={a.startPeriod}
                hint={a.periodHint}
                inputMode="numeric"
                maxLength={7}
              />
              <TextField name={experienceField(index, 'end')} label={a.endPeriod} hint={a.periodHint} inputMode="numeric" maxLength={7} />
            </div>
            <p className="form__block-actions">
              <button
                type="submit"
                className="button button--ghost"
                name={INTENT_FIELD}
                value={`${REMOVE_EXPERIENCE}.${index}`}
                formNoValidate
                onClick={(event) => remove(event, index)}
              >
                {format(a.removeExperience, { n: index + 1 })}
              </button>
            </p>
          </fieldset>
        </FieldScopeContext.Provider>
      ))}
      {blocks.length < MAX_EXPERIENCES ? (
        <p className="form__block-actions">
          <button
            type="submit"
            id={addId}
            className="button button--ghost"
            name={INTENT_FIELD}
            value={ADD_EXPERIENCE}
            formNoValidate
            onClick={add}
            // biome-ignore lint/a11y/noAutofocus: without JavaScript the form comes back after a removal with the focus where it was
            autoFocus={focus === ADD_EXPERIENCE}
          >
            {a.addExperience}
          </button>
        </p>
      ) : (
        <p className="hint">{format(a.experiencesMax, { max: MAX_EXPERIENCES })}</p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
