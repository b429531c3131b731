import { RoleOnly } from '../../components/role-only';
import { Earnings } from './earnings';

/** /expert/earnings (#37): what the expert was paid, what refunds took back, what is pending, per month. */
export default function EarningsPage() {
  return (
    <RoleOnly role="EXPERT">
      <Earnings />
    </RoleOnly>
  );
}
