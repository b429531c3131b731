import { SAFETY_PHONE_MAX_CHARS } from '../../lib/safety-plan-steps';
import { type ContactKey, type StepProps } from './safety-plan-form';
import { ListStep } from './list-step';
import { EntryInput } from './entry-input';
import { safetyPlan } from 'app-en:safetyPlan';
import { useT } from '../../lib/i18n/locale';

export function ContactStep({ register, errors, ...step }: StepProps<ContactKey>) {
  const t = useT({ safetyPlan });
  return (
    <ListStep
      {...step}
      blank={{ name: '', phone: '' }}
      kind="contact"
      listClassName="space-y-3"
      itemClassName="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      {(index) => (
        <>
          <EntryInput
            id={`${step.name}-${index}-name`}
            label={t('safetyPlan.name', { number: index + 1 })}
            registration={register(`${step.name}.${index}.name`)}
            error={errors[step.name]?.[index]?.name?.message}
          />
          <EntryInput
            id={`${step.name}-${index}-phone`}
            label={t('safetyPlan.phone', { number: index + 1 })}
            type="tel"
            maxLength={SAFETY_PHONE_MAX_CHARS}
            registration={register(`${step.name}.${index}.phone`)}
            error={errors[step.name]?.[index]?.phone?.message}
          />
        </>
      )}
    </ListStep>
  );
}
