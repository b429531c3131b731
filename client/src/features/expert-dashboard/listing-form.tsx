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

export type MyListing = NonNullable<NonNullable<MyExpertListingQuery['me']>['expert']>;

type Values = z.input<typeof expertSelfSchema>;

const FIELDS = ['contact', 'location', 'expertise'] as const;

export const listingMessages = {
  saved: 'Your listing has been updated.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** Expertise, location and contact, checked with the server's own rules (expertSelfSchema). */
export function ListingForm({ expert, onDone }: { expert: MyListing; onDone: () => void }) {
  const [save] = useMutation(UpdateMyExpertProfileDocument);
  const form = useForm<Values, unknown, ExpertSelfValues>({
    resolver: zodResolver(expertSelfSchema),
    defaultValues: { contact: expert.contact, location: expert.location, expertise: expert.expertise ?? '' },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await save({ variables: { input } });
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      showFormProblem(form, FIELDS, {
        message: first?.message ?? listingMessages.somethingWentWrong,
        field: first?.extensions?.field,
      });
      return;
    }
    toast.success(listingMessages.saved);
    onDone();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" aria-label="Your details">
      <ExpertListingFields
        form={form}
        contactAutoComplete="email"
        expertiseHint="What you help with, in a few sentences. Shown on your detail page."
      />
      <FormButtons busy={form.formState.isSubmitting} label="Save" busyLabel="Saving…" onCancel={onDone} />
    </form>
  );
}
