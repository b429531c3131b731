import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNearView } from './use-near-view';

function Part() {
  const place = useRef<HTMLElement>(null);
  const near = useNearView(place);
  return <section ref={place}>{near ? 'Chart' : 'Placeholder'}</section>;
}

/** A stand-in for the browser's IntersectionObserver: the test says when the element comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('useNearView', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.last = undefined;
  });

  it('shows the placeholder until the part comes within 400 px of the screen, then the part, and stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Part />);
    const observer = FakeObserver.last!;
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(observer.observed).toEqual([screen.getByText('Placeholder')]);
    expect(observer.options?.rootMargin).toBe('0px 0px 400px 0px');

    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText('Placeholder')).toBeInTheDocument();

    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('Chart')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the part at once where the browser cannot tell where it is', () => {
    render(<Part />);
    expect(screen.getByText('Chart')).toBeInTheDocument();
  });
});
