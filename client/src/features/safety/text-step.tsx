import { type TextKey, type StepProps } from './safety-plan-form';
import { ListStep } from './list-step';
import { EntryInput } from './entry-input';

export function TextStep({ register, errors, ...step }: StepProps<TextKey>) {
  return (
    <ListStep
      {...step}
      blank={{ value: '' }}
      adds="an entry"
      listClassName="space-y-2"
      itemClassName="flex items-end gap-2"
    >
      {(index, label) => (
        <EntryInput
          className="flex-1"
          id={`${step.name}-${index}`}
          label={`${label}, entry ${index + 1}`}
          registration={register(`${step.name}.${index}.value`)}
          error={errors[step.name]?.[index]?.value?.message}
        />
      )}
    </ListStep>
  );
}
