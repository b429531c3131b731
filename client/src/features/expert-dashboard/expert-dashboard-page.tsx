import { RoleOnly } from '../../components/role-only';
import { Dashboard } from './dashboard';

/** /expert: the dashboard of an expert's account (role EXPERT; anyone else gets the 404 page). */
export default function ExpertDashboardPage() {
  return (
    <RoleOnly role="EXPERT">
      <Dashboard />
    </RoleOnly>
  );
}
