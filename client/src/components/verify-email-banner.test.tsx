import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RequestEmailVerificationDocument } from '../gql/graphql';
import { aMember, renderWithProviders } from '../testing/render';
import { expectToastOnce, withToasts } from '../testing/toasts';
import { VerifyEmailBanner } from './verify-email-banner';

const resend = {
  request: { query: RequestEmailVerificationDocument },
  result: { data: { requestEmailVerification: true } },
};

describe('VerifyEmailBanner', () => {
  it('asks an unverified member to confirm, and sends a new link on Resend', async () => {
    renderWithProviders(<VerifyEmailBanner />, { user: aMember({ emailVerified: false }), mocks: [resend] });
    const banner = screen.getByRole('region', { name: 'Please confirm your email address' });
    expect(banner).toHaveTextContent('We sent a link to ada@example.com.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a new link to ada@example.com.");
  });

  it('shows the server’s words when it refuses (too many links asked for)', async () => {
    renderWithProviders(withToasts(<VerifyEmailBanner />), {
      user: aMember({ emailVerified: false }),
      mocks: [
        {
          request: { query: RequestEmailVerificationDocument },
          result: {
            errors: [
              new GraphQLError('Too many attempts. Please wait a moment and try again.', {
                extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 3000 },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await expectToastOnce('Too many attempts. Please wait a moment and try again.');
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeEnabled();
  });

  it('is not there for a verified member or a visitor', () => {
    renderWithProviders(<VerifyEmailBanner />, { user: aMember() });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
