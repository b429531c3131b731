import { legal } from 'app-en:legal';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { linkPart, TEXT_LINK } from '../../lib/i18n/link-part';
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
          form: linkPart('/contact'),
          email: (words) => (
            <a href={`mailto:${address}`} className={TEXT_LINK}>
              {words}
            </a>
          ),
        }}
      />
    </p>
  );
}
