import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { expertSelfSchema, type ExpertSelfValues } from '@mindcheck/common';
import type { z } from 'zod';
import { showFormProblem } from '../../components/form-problem';
import toast from '../../components/toasts';
import { UpdateMyExpertProfileDocument, type MyExpertListingQuery } from '../../gql/graphql';
import { ExpertListingFields } from '../experts/expert-listing-fields';
import { FormButtons } from '../../components/form-buttons';
import { useRuleWords } from '../auth/rule-words';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';
import { Form } from '../../components/form';

export type MyListing = NonNullable<NonNullable<MyExpertListingQuery['me']>['expert']>;

type Values = z.input<typeof expertSelfSchema>;

const FIELDS = ['contact', 'location', 'expertise'] as const;

/** Expertise, location and contact, checked with the server's own rules (expertSelfSchema). */
export function ListingForm({ expert, onDone }: { expert: MyListing; onDone: () => void }) {
  const t = useT({ expertConsole });
  const [save] = useMutation(UpdateMyExpertProfileDocument);
  // The rules' messages in the expert's language where they are known (auth/rule-words).
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, ExpertSelfValues>({
    resolver: ruleWords(zodResolver(expertSelfSchema)),
    defaultValues: { contact: expert.contact, location: expert.location, expertise: expert.expertise ?? '' },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await save({ variables: { input } });
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      showFormProblem(form, FIELDS, {
        message: first?.message ?? t('expertConsole.somethingWentWrong'),
        field: first?.extensions?.field,
      });
      return;
    }
    toast.success(t('expertConsole.listing.saved'));
    onDone();
  });
  return (
    <Form onSubmit={submit} className="mt-4 space-y-4" aria-label={t('expertConsole.listing.form')}>
      <ExpertListingFields
        form={form}
        contactAutoComplete="email"
        expertiseHint={t('expertConsole.listing.expertiseHint')}
      />
      <FormButtons
        busy={form.formState.isSubmitting}
        label={t('expertConsole.listing.save')}
        busyLabel={t('expertConsole.listing.busy')}
        onCancel={onDone}
      />
    </Form>
  );
}
