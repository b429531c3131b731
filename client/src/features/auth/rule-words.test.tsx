import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@mindcheck/common';
import { renderInLanguage } from '../../testing/in-language';
import { englishT } from '../../lib/i18n/english';
import { loadLanguage } from '../../testing/words';
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

// Issue #36: every message a rule of common's can produce is one the forms can say in Pidgin. The
// rules' files are read for the messages they use and the field names they put in them, so that a
// new rule or field fails here until rule-words and the catalogue know it.
describe('every message of common’s rules', () => {
  const RULE_FILES = ['rules', 'sign-up', 'care', 'appointment-rules', 'safety-plan-rules'];
  // Worded by the server for its API (errors namespace), never shown by a form.
  const API_ONLY = new Set([
    'safetyPlanListTooLong',
    'safetyPlanEntryTooLong',
    'safetyPlanContactNameMissing',
    'safetyPlanPhoneInvalid',
  ]);
  const sources = RULE_FILES.map((name) => readFileSync(join(__dirname, `../../../../common/src/${name}.ts`), 'utf8'));
  const used = new Set(sources.flatMap((source) => [...source.matchAll(/messages\.(\w+)/g)].map((m) => m[1])));
  const labels = new Set(
    sources.flatMap((source) =>
      [...source.matchAll(/\b(?:requiredText|oneLineText|requiredName|requiredField|tooLong|oneLine)\('([^']+)'/g)].map(
        (m) => m[1],
      ),
    ),
  );
  const produced = [...used]
    .filter((name) => name !== 'js' && !API_ONLY.has(name))
    .flatMap((name) => {
      const message = (messages as Record<string, unknown>)[name];
      if (typeof message === 'string') return [message];
      const make = message as (...args: (string | number)[]) => string;
      // (label, max), (label) or (max): each label the rules use, and a number.
      if (make.length === 2) return [...labels].map((label) => make(label, 500));
      return make.toString().includes('label') ? [...labels].map((label) => make(label)) : [make(2000)];
    });

  it('finds the rules’ messages and field names', () => {
    expect(produced.length).toBeGreaterThan(40);
    expect(labels).toContain('Note');
    expect(labels).toContain('Reason');
  });

  it('has Pidgin words for each of them', () => {
    const { t, has } = loadLanguage('pcm');
    expect(produced.filter((message) => sayRule(message, t, has) === message)).toEqual([]);
    expect(sayRule(messages.requiredField('Note'), t, has)).toBe('You must put Note.');
    expect(sayRule(messages.tooLong('Reason', 500), t, has)).toBe('Reason no fit pass 500 letters.');
  });
});
