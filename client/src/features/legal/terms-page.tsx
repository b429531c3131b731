import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalPage } from './legal-page';
import { ContactOperator } from './contact-operator';

const link = 'font-medium text-brand-800 underline';

/** /terms: what MindCheck is and is not, in plain words. */
export default function TermsPage() {
  useDocumentTitle('Terms of use');
  return (
    <LegalPage title="Terms of use" updated="24 November 2026">
      <p>Thank you for using MindCheck. These terms are short; please read them.</p>
      <h2>What MindCheck is</h2>
      <p>
        Self-assessments, an assistant to talk things through, a safety plan you write yourself, and a way to book
        experts. Results are a screening aid, never a diagnosis, and the assistant is not a therapist.
      </p>
      <h2>What MindCheck is not</h2>
      <p>
        An emergency service. If you are in danger or thinking about harming yourself, use "Get help now" at the top of
        every page, or call your local emergency number.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>
          Keep your password to yourself. You must be old enough to consent to a service like this where you live.
        </li>
        <li>Use MindCheck for yourself, kindly: no attempts to break it or to read anyone else's data.</li>
      </ul>
      <h2>Bookings</h2>
      <p>
        Appointments are with independent experts. Payments go through our payment provider; the price is shown before
        you pay.
      </p>
      <h2>Your data</h2>
      <p>
        Our{' '}
        <Link to="/privacy" className={link}>
          privacy notice
        </Link>{' '}
        says what we keep and your rights. You can download or erase your data from your profile at any time.
      </p>
      <h2>Changes and contact</h2>
      <p>We will tell you on this page when these terms change.</p>
      <ContactOperator />
    </LegalPage>
  );
}
