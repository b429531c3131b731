import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderWithProviders } from '../../testing/render';
import { lazyPage } from '../lazy-page';
import { RootLayout } from './root-layout';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/next">Next page</Link>
    </>
  );
}

describe('RootLayout', () => {
  beforeEach(() => {
    // jsdom does not scroll.
    window.scrollTo = jest.fn();
  });

  it('shows the full-page loading bar while the first page loads, then a thin line while a later page loads', async () => {
    const first = deferred<{ default: () => React.JSX.Element }>();
    const next = deferred<{ default: () => React.JSX.Element }>();
    const firstPage = lazyPage(() => first.promise);
    const nextPage = lazyPage(() => next.promise);
    renderWithProviders(null, {
      routes: [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <firstPage.Component /> },
            { path: '/next', element: <nextPage.Component /> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    await act(async () => first.resolve({ default: Home }));
    await userEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await act(async () => next.resolve({ default: () => <h1>Next</h1> }));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts a new page at the top and returns to the old position on Back', async () => {
    const { router } = renderWithProviders(null, {
      routes: [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <Home /> },
            { path: '/next', element: <h1>Next</h1> },
          ],
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Home' });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'Next' });
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Home' });
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
