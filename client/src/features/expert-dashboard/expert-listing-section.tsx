import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { expertSelfSchema, type ExpertSelfValues } from '@mindcheck/common';
import type { z } from 'zod';
import { ExternalLink, Pencil } from 'lucide-react';
import { showFormProblem } from '../../components/form-problem';
import { IconLink } from '../../components/links';
import { FormButtons, IconButton } from '../../components/buttons';
import toast from '../../components/toasts';
import { UpdateMyExpertProfileDocument, type MyExpertListingQuery } from '../../gql/graphql';
import { fieldOfCondition, specializationLabels } from '../experts/expert-fields';
import { ExpertListingFields } from '../experts/expert-listing-fields';

export type MyListing = NonNullable<NonNullable<MyExpertListingQuery['me']>['expert']>;
type Values = z.input<typeof expertSelfSchema>;
const FIELDS = ['contact', 'location', 'expertise'] as const;

export const listingMessages = {
  saved: 'Your listing has been updated.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** The expert's listing as members see it, and the form for what they may change themselves. */
export function ExpertListingSection({ expert }: { expert: MyListing }) {
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="listing-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="listing-heading" className="text-lg font-semibold text-slate-900">
            Your listing
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {expert.active
              ? 'Members see this on the experts pages.'
              : 'Your listing is inactive: members do not see it. Contact the MindCheck team to reactivate it.'}
          </p>
        </div>
        {expert.active && (
          <IconLink to={`/experts/detail/${encodeURIComponent(expert.id)}`} icon={ExternalLink}>
            See your public page
          </IconLink>
        )}
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Item term="Name" value={expert.name} />
        <Item term="Field" value={fieldOfCondition(expert.field).name} />
        <Item term="Specialization" value={specializationLabels[expert.specialization]} />
        {!editing && (
          <>
            <Item term="Contact" value={expert.contact} />
            <Item term="Location" value={expert.location} />
            <Item term="Expertise" value={expert.expertise || 'Not set'} className="sm:col-span-2" />
          </>
        )}
      </dl>
      <p className="mt-3 text-xs text-slate-600">Your name, field and specialization are set by the MindCheck team.</p>
      {editing ? (
        <ListingForm expert={expert} onDone={() => setEditing(false)} />
      ) : (
        <IconButton icon={Pencil} onClick={() => setEditing(true)}>
          Edit your details
        </IconButton>
      )}
    </section>
  );
}

function Item({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
    </div>
  );
}

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
