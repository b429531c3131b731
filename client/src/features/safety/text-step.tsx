import { type TextKey, type StepProps } from './safety-plan-form';
import { ListStep } from './list-step';
import { EntryInput } from './entry-input';
import { safetyPlan } from 'app-en:safetyPlan';
import { useT } from '../../lib/i18n/locale';

export function TextStep({ register, errors, ...step }: StepProps<TextKey>) {
  const t = useT({ safetyPlan });
  return (
    <ListStep
      {...step}
      blank={{ value: '' }}
      kind="entry"
      listClassName="space-y-2"
      itemClassName="flex items-end gap-2"
    >
      {(index, label) => (
        <EntryInput
          className="flex-1"
          id={`${step.name}-${index}`}
          label={t('safetyPlan.entry', { step: label, number: index + 1 })}
          registration={register(`${step.name}.${index}.value`)}
          error={errors[step.name]?.[index]?.value?.message}
        />
      )}
    </ListStep>
  );
}
