import { auth } from 'app-en:auth';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { legalParts } from '../../lib/i18n/link-part';

/** Sign-up's line about the terms of use and the privacy notice, each a link, in the member's language. */
export function SignUpAgreement() {
  const t = useT({ auth });
  return (
    <p className="text-sm text-slate-600">
      <RichText text={t('auth.signUp.agree')} parts={legalParts} />
    </p>
  );
}
