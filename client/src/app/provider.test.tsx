import { act, render, screen } from '@testing-library/react';
import { provideToaster } from '../lib/toaster-slot';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('mounts no toaster until a page that can toast has loaded, then keeps it', async () => {
    render(
      <AppProvider firstAnswer={Promise.resolve(null)}>
        <p>Page</p>
      </AppProvider>,
    );
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(screen.queryByTestId('toaster')).not.toBeInTheDocument();

    act(() => provideToaster(() => <div data-testid="toaster" />));
    expect(screen.getByTestId('toaster')).toBeInTheDocument();
  });
});
