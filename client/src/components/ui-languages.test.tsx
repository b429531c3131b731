import { screen } from '@testing-library/react';
import { aMember } from '../testing/render';
import { englishLeft, renderInLanguage } from '../testing/in-language';
import { DisplaySettings } from './display-settings';
import { VerifyEmailBanner } from './verify-email-banner';
import { ChartGate } from './chart-gate';
import { ScoreWithBand } from './score-with-band';
import { setDataSaver } from '../lib/data-saver';

// Issue #36: the shared components (section ui) in Pidgin and Hausa.

afterEach(() => localStorage.clear());

describe('the shared components in other languages', () => {
  it('shows the email banner, the display settings and the chart gate in Pidgin', async () => {
    setDataSaver(true);
    const { container } = await renderInLanguage(
      'pcm',
      <>
        <VerifyEmailBanner />
        <DisplaySettings />
        <ChartGate what="your test scores">
          <p>chart</p>
        </ChartGate>
      </>,
      { user: aMember({ emailVerified: false }) },
    );
    expect(screen.getByRole('heading', { name: 'Abeg confirm your email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send di link again' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveDisplayValue('Di same as dis phone');
    expect(screen.getByRole('checkbox', { name: /^Data saver/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Show di chart: your test scores' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('shows Hausa where written and English, whole, where awaiting review', async () => {
    const { container } = await renderInLanguage(
      'ha',
      <ScoreWithBand score={12} maxScore={30} severity="MODERATE" condition="DEPRESSION" />,
    );
    expect(screen.getByText('Maki: 12 cikin 30')).toBeInTheDocument();
    expect(screen.getByText('Moderate range')).toBeInTheDocument(); // awaiting review in ha
    expect(englishLeft(container, 'ha')).toEqual([]);
  });
});
