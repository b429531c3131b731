import { screen, within } from '@testing-library/react';
import { aMember, renderWithProviders } from '../../testing/render';
import { queueWrite } from '../../lib/offline-outbox';
import { QueuedAnswers } from './queued-answers';

describe('test answers kept offline (#36, hazard H20)', () => {
  beforeEach(() => localStorage.clear());

  it('says they will be sent when online, and shows the crisis lines meanwhile', () => {
    const user = aMember();
    queueWrite({
      key: 'a-key-of-sixteen-chars',
      userId: user.id,
      what: 'test answers',
      operationName: 'SubmitAssessment',
      query: 'mutation SubmitAssessment { __typename }',
      variables: {},
    });
    renderWithProviders(<QueuedAnswers />, { user });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your test answers are saved on this device and will be sent when you're online.",
    );
    const lines = screen.getByRole('list', { name: 'Crisis resources' });
    expect(within(lines).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });
});
