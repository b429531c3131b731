import { ArrowLeft } from 'lucide-react';
import '../../components/toasts';
import { IconLink } from '../../components/icon-link';

export function BackToExperts() {
  return (
    <IconLink to="/admin" icon={ArrowLeft}>
      All experts
    </IconLink>
  );
}
