import { RoleOnly } from '../../components/role-only';
import { ExpertAvailability } from './expert-availability';

/** /expert/availability: an expert's weekly hours, slot length and time off (EXPERT only; others get the 404 page). */
export default function AvailabilityPage() {
  return (
    <RoleOnly role="EXPERT">
      <ExpertAvailability />
    </RoleOnly>
  );
}
