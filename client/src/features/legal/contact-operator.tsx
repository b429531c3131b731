import { Link } from 'react-router';
import { legal } from 'app-en:legal';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { shellContactAddress } from '../../lib/crisis-shell';

/** How to reach the people who run this MindCheck (CONTACT_TO), and the contact form. */
export function ContactOperator() {
  const t = useT({ legal });
  const address = shellContactAddress();
  return (
    <p>
      <RichText
        text={address ? t('legal.contact.withEmail', { address }) : t('legal.contact.formOnly')}
        parts={{
          form: (words) => (
            <Link to="/contact" className="font-medium text-brand-800 underline">
              {words}
            </Link>
          ),
          email: (words) => (
            <a href={`mailto:${address}`} className="font-medium text-brand-800 underline">
              {words}
            </a>
          ),
        }}
      />
    </p>
  );
}
