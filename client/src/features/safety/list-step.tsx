import { type ReactNode } from 'react';
import { useFieldArray, type Control, type FieldArray } from 'react-hook-form';
import { SAFETY_PLAN_MAX_ENTRIES } from '../../lib/safety-plan-steps';
import { type Values, type TextKey, type ContactKey } from './safety-plan-form';
import { safetyPlan } from 'app-en:safetyPlan';
import { useLocale, useT } from '../../lib/i18n/locale';

/**
 * A step of the plan: its list of entries (each with its inputs and a Remove button), and a button
 * to add one while fewer than the most.
 */
export function ListStep<K extends TextKey | ContactKey>({
  name,
  title,
  label,
  hint,
  control,
  blank,
  kind,
  listClassName,
  itemClassName,
  children,
}: {
  name: K;
  title: string;
  /** The step's name, without its number. */
  label: string;
  hint: string;
  control: Control<Values>;
  blank: FieldArray<Values, K>;
  /** What an item of the list is: an entry (text), a contact (name and phone). */
  kind: 'entry' | 'contact';
  listClassName: string;
  itemClassName: string;
  /** The inputs of entry `index`; `label` is the step's title without its number. */
  children: (index: number, label: string) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray<Values, K>({ control, name });
  const t = useT({ safetyPlan });
  const { locale } = useLocale();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      <ul className={`mt-2 ${listClassName}`}>
        {fields.map((field, index) => (
          <li key={field.id} className={itemClassName}>
            {children(index, label)}
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={t(kind === 'entry' ? 'safetyPlan.removeEntry' : 'safetyPlan.removeContact', {
                number: index + 1,
                step: label,
              })}
              className="min-h-11 rounded-md px-3 text-sm text-slate-700 hover:bg-slate-100"
            >
              {t('safetyPlan.remove')}
            </button>
          </li>
        ))}
      </ul>
      {fields.length < SAFETY_PLAN_MAX_ENTRIES && (
        <button
          type="button"
          onClick={() => append(blank)}
          className="mt-2 min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {t(kind === 'entry' ? 'safetyPlan.addEntry' : 'safetyPlan.addContact', {
            step: label.toLocaleLowerCase(locale),
          })}
        </button>
      )}
    </fieldset>
  );
}
