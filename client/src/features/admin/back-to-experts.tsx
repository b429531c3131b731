import { ArrowLeft } from 'lucide-react';
import '../../components/toasts';
import { IconLink } from '../../components/icon-link';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

export function BackToExperts() {
  const t = useT({ admin });
  return (
    <IconLink to="/admin" icon={ArrowLeft}>
      {t('admin.experts.all')}
    </IconLink>
  );
}
