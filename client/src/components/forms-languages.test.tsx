import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ExpertListingFields } from '../features/experts/expert-listing-fields';
import { englishLeft, renderInLanguage } from '../testing/in-language';
import { renderWithProviders } from '../testing/render';
import { FormButtons } from './form-buttons';
import { NewPasswordFields } from './new-password-fields';

// Issue #36: the fields and buttons the forms share (a new password typed twice, an expert's
// listing, Cancel) in the member's language; English unchanged.

type Values = { newPassword: string; confirmPassword: string; contact: string; location: string; expertise: string };

function SharedFields() {
  const form = useForm<Values>({
    defaultValues: { newPassword: '', confirmPassword: '', contact: '', location: '', expertise: '' },
  });
  return (
    <form aria-label="shared">
      <NewPasswordFields form={form} />
      <ExpertListingFields form={form} contactAutoComplete="off" expertiseHint="" />
      <FormButtons busy={false} label="Save" busyLabel="Saving" onCancel={() => {}} />
    </form>
  );
}

describe("the forms' shared fields", () => {
  it('are in English, as the spec words them', () => {
    renderWithProviders(<SharedFields />);
    for (const label of ['New password', 'Confirm new password', 'Contact email', 'Location', 'Expertise'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('are in Pidgin, every word', async () => {
    const { container } = await renderInLanguage('pcm', <SharedFields />);
    for (const label of [
      'New password',
      'Confirm di new password',
      'Email wey people go take reach you',
      'Where e dey',
      'Wetin e sabi',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('are in Yoruba where written, English whole where awaiting review', async () => {
    const { container } = await renderInLanguage('yo', <SharedFields />);
    expect(screen.getByLabelText(/^Ọ̀rọ̀ aṣínà tuntun/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Jẹ́rìísí ọ̀rọ̀ aṣínà tuntun/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fagilé' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Location/)).toBeInTheDocument(); // awaiting review
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});
