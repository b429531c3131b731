import { type ReactNode, type RefObject } from 'react';
import { ChartGate } from '../../components/chart-gate';

/**
 * A chart's box, of the layout's width: the chart inside is positioned absolutely, so its SVG never
 * widens the page and the width read back never grows with it; it is drawn once measured.
 */
export function ChartBox({
  boxRef,
  measured,
  height,
  className,
  testId,
  what,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  measured: boolean;
  height: number;
  className: string;
  testId: string;
  /** The chart's name, for data saver's "Show chart" button. */
  what: string;
  children: ReactNode;
}) {
  return (
    <ChartGate what={what}>
      <div ref={boxRef} className={`relative w-full ${className}`} style={{ height }} data-testid={testId}>
        <div className="absolute inset-0">{measured && children}</div>
      </div>
    </ChartGate>
  );
}
