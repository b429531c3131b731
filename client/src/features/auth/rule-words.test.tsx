import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@mindcheck/common';
import { renderInLanguage } from '../../testing/in-language';
import { englishT } from '../../lib/i18n/english';
import { auth } from 'app-en:auth';
import { sayRule } from './rule-words';
import ContactPage from '../contact/contact-page';
import ForgotPasswordPage from '../account/forgot-password-page';

// Issue #36: the forms' rules (@mindcheck/common's English) in the member's language.
describe('the rules’ messages in the member’s language', () => {
  it('are the rules’ own words in English, to the letter', () => {
    const t = englishT({ auth });
    for (const message of [
      messages.invalidEmail,
      messages.passwordsDoNotMatch,
      messages.requiredField('First name'),
      messages.oneLine('Last name'),
      messages.tooLong('Message', 5000),
      'Some rule this list does not know.',
    ])
      expect(sayRule(message, t)).toBe(message);
  });

  it('shows the contact form’s problems in Pidgin', async () => {
    await renderInLanguage('pcm', <ContactPage />, { route: '/contact' });
    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('You must put Name.')).toBeInTheDocument();
    expect(screen.getByText('Abeg put correct email address.')).toBeInTheDocument();
    expect(screen.getByText('You must put Message.')).toBeInTheDocument();
  });

  it('in Hausa: a sentence it has, and English whole for a field it has no name for yet', async () => {
    await renderInLanguage('ha', <ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Ana buƙatar Imel.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Imel'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Da fatan za a shigar da ingantaccen adireshin imel.')).toBeInTheDocument();
    const t = (key: string, values?: Record<string, string | number>) => englishT({ auth })(key, values);
    expect(sayRule('First name is required.', t, (key) => key !== 'auth.rules.labels.firstName')).toBe(
      'First name is required.',
    );
  });
});
