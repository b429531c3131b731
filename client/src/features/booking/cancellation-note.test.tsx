import { screen } from '@testing-library/react';
import { messages } from '@mindcheck/common';
import { renderInLanguage } from '../../testing/in-language';
import { renderWithProviders } from '../../testing/render';
import { CancellationNote } from './cancellation-note';

// Issue #36: the server words an operator's cancellation in English (common's cancelledByOperator);
// the member reads our words in their language and the operator's reason as it was written.
describe('an operator’s cancellation note', () => {
  const note = messages.cancelledByOperator('Dr. Adeyemi is unwell.');

  it('is the server’s words in English, to the letter', () => {
    renderWithProviders(<CancellationNote note={note} />);
    expect(screen.getByRole('note')).toHaveTextContent(note);
  });

  it('is in Pidgin for a Pidgin member, with the reason as written; without one too', async () => {
    await renderInLanguage('pcm', <CancellationNote note={note} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'MindCheck don cancel dis appointment and return all your money. Why: Dr. Adeyemi is unwell.',
    );
  });

  it('says only our words when the operator gave no reason, and leaves a note it does not know as it is', async () => {
    const { unmount } = await renderInLanguage('pcm', <CancellationNote note={messages.cancelledByOperator(null)} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^MindCheck don cancel dis appointment and return all your money\.$/,
    );
    unmount();
    await renderInLanguage('pcm', <CancellationNote note="Something else." />);
    expect(screen.getByRole('note')).toHaveTextContent('Something else.');
  });
});
