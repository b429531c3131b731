import { useDocumentTitle } from '../../lib/use-document-title';
import { legal } from 'app-en:legal';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { legalParts } from '../../lib/i18n/link-part';
import { LegalPage } from './legal-page';
import { ContactOperator } from './contact-operator';

/** /terms: what MindCheck is and is not, in plain words (the legal text in English; see LegalPage). */
export default function TermsPage() {
  const t = useT({ legal });
  useDocumentTitle(t('legal.terms.title'));
  return (
    <LegalPage title={t('legal.terms.title')} updated={new Date(Date.UTC(2026, 10, 24))}>
      <p>{t('legal.terms.thanks')}</p>
      <h2>{t('legal.terms.isHeading')}</h2>
      <p>{t('legal.terms.is')}</p>
      <h2>{t('legal.terms.isNotHeading')}</h2>
      <p>{t('legal.terms.isNot')}</p>
      <h2>{t('legal.terms.accountHeading')}</h2>
      <ul>
        <li>{t('legal.terms.password')}</li>
        <li>{t('legal.terms.kindly')}</li>
      </ul>
      <h2>{t('legal.terms.bookingsHeading')}</h2>
      <p>{t('legal.terms.bookings')}</p>
      <h2>{t('legal.terms.dataHeading')}</h2>
      <p>
        <RichText text={t('legal.terms.data')} parts={{ privacy: legalParts.privacy }} />
      </p>
      <h2>{t('legal.terms.changesHeading')}</h2>
      <p>{t('legal.terms.changes')}</p>
      <ContactOperator />
    </LegalPage>
  );
}
