import { NavLink, Route, Routes } from 'react-router';
import { CalendarCheck, Gauge, LifeBuoy, Mail, UserCog, Users } from 'lucide-react';
import { NotFoundPage } from '../../components/not-found-page';
import { RoleOnly } from '../../components/role-only';
import { ExpertsSection } from './experts-section';
import { EditExpert, NewExpert } from './expert-editor';
import { BookingDetail, BookingsSection } from './bookings-section';
import { MessagesSection } from './messages-section';
import { MembersSection } from './members-section';
import { HelplinesSection } from './helplines-section';
import { OverviewSection } from './overview-section';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'
  }`;

/**
 * /admin: the operator console (ADMIN only; anyone else gets the 404 page, which says nothing of
 * what is here). Experts, bookings and contact messages; every change is in the audit log of the
 * record it touched. Members: find one by email, disable or enable the account.
 */
export default function AdminPage() {
  return (
    <RoleOnly role="ADMIN">
      <Console />
    </RoleOnly>
  );
}

function Console() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Operator console</h1>
      <nav aria-label="Console sections" className="mt-4 flex flex-wrap gap-2">
        <NavLink to="/admin" end className={tabClass}>
          <Users className="h-4 w-4" aria-hidden="true" />
          Experts
        </NavLink>
        <NavLink to="/admin/bookings" className={tabClass}>
          <CalendarCheck className="h-4 w-4" aria-hidden="true" />
          Bookings
        </NavLink>
        <NavLink to="/admin/messages" className={tabClass}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Contact messages
        </NavLink>
        <NavLink to="/admin/members" className={tabClass}>
          <UserCog className="h-4 w-4" aria-hidden="true" />
          Members
        </NavLink>
        <NavLink to="/admin/helplines" className={tabClass}>
          <LifeBuoy className="h-4 w-4" aria-hidden="true" />
          Help lines
        </NavLink>
        <NavLink to="/admin/overview" className={tabClass}>
          <Gauge className="h-4 w-4" aria-hidden="true" />
          Overview
        </NavLink>
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
