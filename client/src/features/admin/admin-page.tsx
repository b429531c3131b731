import { RoleOnly } from '../../components/role-only';
import { Console } from './console';

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
