import { SessionFee } from '../../components/session-fee';
import { BackLink } from '../../components/back-link';
import { type ExpertDetailQuery } from '../../gql/graphql';
import { BookNowButton } from '../booking/book-now-button';
import { fieldOfCondition, specializationKeys } from './expert-fields';
import { ExpertAvatar } from './expert-avatar';
import { EmailLink } from '../../components/email-link';
import { ListSection } from './list-section';
import { PicturesGate } from '../../components/pictures-gate';
import { experts } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';

type Expert = NonNullable<ExpertDetailQuery['expert']>;

export function ExpertProfile({ expert }: { expert: Expert }) {
  const field = fieldOfCondition(expert.field);
  const { profile } = expert;
  const t = useT({ experts });
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <BackLink to={`/experts/field/${field.slug}`}>{t('experts.fieldList', { field: t(field.nameKey) })}</BackLink>

      <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <ExpertAvatar name={expert.name} avatarUrl={expert.avatarUrl} size="lg" />
          <PicturesGate className="mt-3 justify-center" />
          <blockquote className="mt-5 text-slate-700 italic">“{profile.quote}”</blockquote>
          <div className="mt-6">
            <BookNowButton expertId={expert.id} expertName={expert.name} />
            <SessionFee expertId={expert.id} className="mt-2" />
          </div>
        </aside>

        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{expert.name}</h1>
          <p className="mt-1 text-lg text-slate-700">{t(specializationKeys[expert.specialization])}</p>
          <dl className="mt-5 grid gap-3 text-slate-800 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('experts.contact')}</dt>
              <dd className="break-all">
                <EmailLink address={expert.contact} />
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('experts.location')}</dt>
              <dd>{expert.location}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-600">{t('experts.expertise')}</dt>
              <dd>{expert.expertise || t('experts.defaultExpertise')}</dd>
            </div>
          </dl>

          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <ListSection title={t('experts.qualifications')} items={profile.qualifications} />
            <ListSection title={t('experts.education')} items={profile.education} />
            <ListSection title={t('experts.certifications')} items={profile.certifications} />
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{t('experts.experience')}</h2>
              <p className="mt-2 text-slate-700">{profile.experience}</p>
            </section>
            <ListSection title={t('experts.affiliations')} items={profile.affiliations} />
            <ListSection title={t('experts.programs')} items={profile.programs} />
          </div>

          <section className="mt-8">
            <h2 className="text-lg font-semibold text-slate-900">{t('experts.testimonials')}</h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {profile.testimonials.map((testimonial) => (
                <li key={testimonial.quote} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <blockquote className="text-slate-800">“{testimonial.quote}”</blockquote>
                  <p className="mt-2 text-sm text-slate-600">— {testimonial.author}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
