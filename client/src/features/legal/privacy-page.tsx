import { useDocumentTitle } from '../../lib/use-document-title';
import { legal } from 'app-en:legal';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { legalParts, linkPart } from '../../lib/i18n/link-part';
import { LegalPage } from './legal-page';
import { ContactOperator } from './contact-operator';

const toProfile = linkPart('/profile');

/**
 * /privacy: what MindCheck keeps, why, on what basis, for how long, who processes it, and the
 * member's rights (the legal text in English; see LegalPage).
 */
export default function PrivacyPage() {
  const t = useT({ legal });
  useDocumentTitle(t('legal.privacy.title'));
  return (
    <LegalPage title={t('legal.privacy.title')} updated={new Date(Date.UTC(2026, 10, 24))}>
      <p>{t('legal.privacy.intro')}</p>
      <h2>{t('legal.privacy.keepHeading')}</h2>
      <ul>
        <li>{t('legal.privacy.keep.account')}</li>
        <li>{t('legal.privacy.keep.tests')}</li>
        <li>{t('legal.privacy.keep.chat')}</li>
        <li>{t('legal.privacy.keep.safetyPlan')}</li>
        <li>{t('legal.privacy.keep.bookings')}</li>
        <li>{t('legal.privacy.keep.messages')}</li>
        <li>{t('legal.privacy.keep.cookie')}</li>
      </ul>
      <h2>{t('legal.privacy.basisHeading')}</h2>
      <p>{t('legal.privacy.basis')}</p>
      <h2>{t('legal.privacy.whoSeesHeading')}</h2>
      <p>{t('legal.privacy.whoSees')}</p>
      <h2>{t('legal.privacy.processorsHeading')}</h2>
      <ul>
        <li>{t('legal.privacy.processors.ai')}</li>
        <li>{t('legal.privacy.processors.payments')}</li>
        <li>{t('legal.privacy.processors.mail')}</li>
        <li>{t('legal.privacy.processors.hosting')}</li>
      </ul>
      <h2>{t('legal.privacy.retentionHeading')}</h2>
      <p>{t('legal.privacy.retention')}</p>
      <h2>{t('legal.privacy.rightsHeading')}</h2>
      <ul>
        <li>
          <RichText text={t('legal.privacy.rights.copy')} parts={{ profile: toProfile }} />
        </li>
        <li>
          <RichText text={t('legal.privacy.rights.erase')} parts={{ profile: toProfile }} />
        </li>
        <li>{t('legal.privacy.rights.correct')}</li>
        <li>
          <RichText text={t('legal.privacy.rights.ai')} parts={{ profile: toProfile }} />
        </li>
        <li>{t('legal.privacy.rights.complain')}</li>
      </ul>
      <h2>{t('legal.privacy.contactHeading')}</h2>
      <ContactOperator />
      <p>
        <RichText text={t('legal.privacy.readTerms')} parts={{ terms: legalParts.terms }} />
      </p>
    </LegalPage>
  );
}
