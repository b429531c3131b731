import { NavLink, Route, Routes } from 'react-router';
import { CalendarCheck, Gauge, LifeBuoy, Mail, UserCog, Users } from 'lucide-react';
import { NotFoundPage } from '../../components/not-found-page';
import { ExpertsSection } from './experts-section';
import { BookingsSection } from './bookings-section';
import { MessagesSection } from './messages-section';
import { MembersSection } from './members-section';
import { HelplinesSection } from './helplines-section';
import { OverviewSection } from './overview-section';
import { BookingDetail } from './booking-detail';
import { NewExpert } from './new-expert';
import { EditExpert } from './edit-expert';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'
  }`;

/** The console's sections, in the order of the tabs (the experts' list is the console's start). */
const TABS = [
  { to: '/admin', Icon: Users, label: 'admin.tabs.experts' },
  { to: '/admin/bookings', Icon: CalendarCheck, label: 'admin.tabs.bookings' },
  { to: '/admin/messages', Icon: Mail, label: 'admin.tabs.messages' },
  { to: '/admin/members', Icon: UserCog, label: 'admin.tabs.members' },
  { to: '/admin/helplines', Icon: LifeBuoy, label: 'admin.tabs.helplines' },
  { to: '/admin/overview', Icon: Gauge, label: 'admin.tabs.overview' },
] as const;

export function Console() {
  const t = useT({ admin });
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('admin.title')}</h1>
      <nav aria-label={t('admin.nav')} className="mt-4 flex flex-wrap gap-2">
        {TABS.map(({ to, Icon, label }) => (
          <NavLink key={to} to={to} end={to === '/admin'} className={tabClass}>
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Routes>
          <Route index element={<ExpertsSection />} />
          <Route path="experts/new" element={<NewExpert />} />
          <Route path="experts/:id" element={<EditExpert />} />
          <Route path="bookings" element={<BookingsSection />} />
          <Route path="bookings/:reference" element={<BookingDetail />} />
          <Route path="messages" element={<MessagesSection />} />
          <Route path="members" element={<MembersSection />} />
          <Route path="helplines" element={<HelplinesSection />} />
          <Route path="overview" element={<OverviewSection />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </div>
  );
}
