import { useState } from 'react';
import { ExternalLink, Pencil } from 'lucide-react';
import '../../components/toasts';
import { fieldOfCondition, specializationLabels } from '../experts/expert-fields';
import { IconButton } from '../../components/icon-button';
import { IconLink } from '../../components/icon-link';
import { type MyListing, ListingForm } from './listing-form';
import { Item } from './item';

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
