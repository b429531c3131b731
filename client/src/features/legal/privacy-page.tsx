import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalPage } from './legal-page';
import { ContactOperator } from './contact-operator';

const link = 'font-medium text-brand-800 underline';

/** /privacy: what MindCheck keeps, why, on what basis, for how long, who processes it, and the member's rights. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy notice');
  return (
    <LegalPage title="Privacy notice" updated="24 November 2026">
      <p>
        MindCheck is a place to check in on your mental health. What you tell it is health information, among the most
        personal things there are. This notice says plainly what we keep, why, and what you can do about it.
      </p>
      <h2>What we keep, and why</h2>
      <ul>
        <li>
          Your account: email, name, age, phone number and the health details you give at sign-up, to run your account.
        </li>
        <li>Your tests: your answers, score and evaluation, so you can see your results and your progress.</li>
        <li>Your chat with the assistant (the latest 50 messages), so the conversation makes sense.</li>
        <li>Your safety plan, if you make one, so it is there when you need it.</li>
        <li>Your bookings and payments with experts, to arrange and confirm appointments.</li>
        <li>Messages you send us through the contact form, to answer you.</li>
        <li>A sign-in cookie, so you stay signed in. We use no advertising or tracking cookies.</li>
      </ul>
      <h2>Our lawful basis</h2>
      <p>
        Your explicit consent, which you give before your first test or chat message (Nigeria Data Protection Act 2023
        and, where it applies, GDPR article 9). You can withdraw it at any time by erasing your account. For payments we
        also rely on carrying out the booking you asked for.
      </p>
      <h2>Who can see it</h2>
      <p>
        Only you. We do not sell your data or share it for advertising. MindCheck staff do not read your answers or
        chats. Experts see only what you send them yourself.
      </p>
      <h2>Who processes it for us</h2>
      <ul>
        <li>
          AI: when MindCheck is set up with an AI key, Google's Gemini writes your evaluations and chat replies. It
          receives your answers or message and a little of your recent chat, never your name, email or phone number. You
          can say no on the consent screen or your profile; then our built-in assistant writes them and nothing is sent
          to Google.
        </li>
        <li>Payments: Paystack handles card payments for bookings. We never see your card number.</li>
        <li>Mail: our email provider delivers messages we send you and messages you send us.</li>
        <li>Hosting: the servers and database that run MindCheck.</li>
      </ul>
      <h2>How long we keep it</h2>
      <p>
        For as long as you have an account. When you erase your account, your answers, chats, safety plan and profile
        are deleted straight away. Payment records may be kept longer where the law requires it for accounting.
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>
          See and take a copy of your data: download everything from your{' '}
          <Link to="/profile" className={link}>
            profile
          </Link>{' '}
          (Download my data).
        </li>
        <li>
          Erase it: delete your account from your{' '}
          <Link to="/profile" className={link}>
            profile
          </Link>
          .
        </li>
        <li>Correct it: edit your profile at any time.</li>
        <li>
          Change your AI choice: on your{' '}
          <Link to="/profile" className={link}>
            profile
          </Link>
          .
        </li>
        <li>Complain to the Nigeria Data Protection Commission, or your country's data protection authority.</li>
      </ul>
      <h2>How to reach us</h2>
      <ContactOperator />
      <p>
        Read our{' '}
        <Link to="/terms" className={link}>
          terms of use
        </Link>{' '}
        too.
      </p>
    </LegalPage>
  );
}
