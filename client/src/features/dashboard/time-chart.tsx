import type { ReactNode } from 'react';
import {
  VictoryChart,
  VictoryTooltip,
  VictoryVoronoiContainer,
  type DomainPropType,
  type DomainPaddingPropType,
  type PaddingProps,
  type VictoryTooltipProps,
} from 'victory';
import { ChartBox } from './chart-box';
import { useWidth } from './use-width';

/** A chart's width, followed (useWidth), and whether it is a phone's (under 520 px). */
export function useChartWidth() {
  const [boxRef, measured] = useWidth<HTMLDivElement>(640);
  const width = measured ?? 640;
  return { boxRef, measured: measured !== null, width, narrow: width < 520 };
}

/** What a point's tooltip says and how it looks (the chart's colour on its border). */
export interface TimeChartTooltip<T> {
  /** Lines and scatter points the tooltip does not snap to (the lines themselves). */
  blacklist: string[];
  labels: (datum: T) => string;
  stroke: string;
  fontSize: number;
  /** Anything else of the tooltip's (padding, a text anchor for several lines). */
  more?: Partial<VictoryTooltipProps>;
  textAnchor?: 'start';
}

/**
 * A chart of values by day in its box (the dashboard's scores and moods): Victory's chart at the
 * box's width with a time axis, a tooltip per point, and `label` as its accessible name (the same
 * data follows it as text).
 */
export function TimeChart<T>({
  frame,
  height,
  className,
  testId,
  what,
  domain,
  domainPadding,
  padding,
  label,
  tooltip,
  children,
}: {
  frame: ReturnType<typeof useChartWidth>;
  height: number;
  className: string;
  testId: string;
  /** The chart's name, for data saver's "Show chart" button. */
  what: string;
  domain: DomainPropType;
  domainPadding: DomainPaddingPropType;
  padding: PaddingProps;
  label: string;
  tooltip: TimeChartTooltip<T>;
  children: ReactNode;
}) {
  const container = (
    <VictoryVoronoiContainer
      voronoiBlacklist={tooltip.blacklist}
      labels={({ datum }: { datum: T }) => tooltip.labels(datum)}
      labelComponent={
        <VictoryTooltip
          constrainToVisibleArea
          cornerRadius={6}
          {...tooltip.more}
          flyoutStyle={{ fill: 'var(--color-white)', stroke: tooltip.stroke, strokeWidth: 1 }}
          style={{
            fill: 'var(--color-slate-900)',
            fontSize: tooltip.fontSize,
            ...(tooltip.textAnchor && { textAnchor: tooltip.textAnchor }),
          }}
        />
      }
      role="img"
      aria-label={label}
    />
  );
  return (
    <ChartBox
      boxRef={frame.boxRef}
      measured={frame.measured}
      height={height}
      className={className}
      testId={testId}
      what={what}
    >
      <VictoryChart
        width={frame.width}
        height={height}
        scale={{ x: 'time', y: 'linear' }}
        domain={domain}
        domainPadding={domainPadding}
        padding={padding}
        containerComponent={container}
      >
        {children}
      </VictoryChart>
    </ChartBox>
  );
}
