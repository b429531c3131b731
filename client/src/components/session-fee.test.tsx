// Issue #39, item 2: the price appeared first at checkout.
import { screen } from '@testing-library/react';
import { SessionFeeDocument } from '../gql/graphql';
import { renderWithProviders } from '../testing/render';
import { SessionFee } from './session-fee';

it("says the session fee and length from the server's answer", async () => {
  renderWithProviders(<SessionFee expertId="e1" />, {
    mocks: [
      {
        request: { query: SessionFeeDocument, variables: { expertId: 'e1' } },
        result: { data: { sessionFee: { __typename: 'SessionFee', amount: 500000, currency: 'NGN', minutes: 50 } } },
      },
    ] as never[],
  });
  expect(await screen.findByText('₦5,000.00 per 50-minute session')).toBeInTheDocument();
});
