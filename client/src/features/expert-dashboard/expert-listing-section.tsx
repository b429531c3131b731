import { useState } from 'react';
import { ExternalLink, Pencil } from 'lucide-react';
import '../../components/toasts';
import { fieldOfCondition, specializationKeys } from '../experts/expert-fields';
import { IconButton } from '../../components/icon-button';
import { IconLink } from '../../components/icon-link';
import { type MyListing, ListingForm } from './listing-form';
import { Item } from './item';
import { expertConsole } from 'app-en:expertConsole';
import { experts } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';

/** The expert's listing as members see it, and the form for what they may change themselves. */
export function ExpertListingSection({ expert }: { expert: MyListing }) {
  const t = useT({ expertConsole, experts });
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="listing-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="listing-heading" className="text-lg font-semibold text-slate-900">
            {t('expertConsole.listing.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {expert.active ? t('expertConsole.listing.active') : t('expertConsole.listing.inactive')}
          </p>
        </div>
        {expert.active && (
          <IconLink to={`/experts/detail/${encodeURIComponent(expert.id)}`} icon={ExternalLink}>
            {t('expertConsole.listing.publicPage')}
          </IconLink>
        )}
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Item term={t('expertConsole.listing.name')} value={expert.name} />
        <Item term={t('expertConsole.listing.field')} value={t(fieldOfCondition(expert.field).nameKey)} />
        <Item term={t('expertConsole.listing.specialization')} value={t(specializationKeys[expert.specialization])} />
        {!editing && (
          <>
            <Item term={t('expertConsole.listing.contact')} value={expert.contact} />
            <Item term={t('expertConsole.listing.location')} value={expert.location} />
            <Item
              term={t('expertConsole.listing.expertise')}
              value={expert.expertise || t('expertConsole.listing.notSet')}
              className="sm:col-span-2"
            />
          </>
        )}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('expertConsole.listing.setByTeam')}</p>
      {editing ? (
        <ListingForm expert={expert} onDone={() => setEditing(false)} />
      ) : (
        <IconButton icon={Pencil} onClick={() => setEditing(true)}>
          {t('expertConsole.listing.edit')}
        </IconButton>
      )}
    </section>
  );
}
