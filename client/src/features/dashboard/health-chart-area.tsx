import { startTransition, useEffect, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { appApolloClient } from '../../lib/apollo';
import HealthChart from './health-chart';
import { MoodSection } from './mood-section';
import { MeasuresChart } from '../measures/measures-chart';

/**
 * The chart with Apollo Client around it: the dashboard itself needs no Apollo, so it paints
 * first and this chunk (Victory, Apollo, the scores query) follows. The mood check-in mounts just
 * after the chart, in a transition of its own: two shorter tasks on a phone's CPU, not one long one.
 */
export default function HealthChartArea() {
  const [moodShown, setMoodShown] = useState(false);
  useEffect(() => startTransition(() => setMoodShown(true)), []);
  return (
    <ApolloProvider client={appApolloClient()}>
      <HealthChart />
      <MeasuresChart />
      {moodShown && <MoodSection />}
    </ApolloProvider>
  );
}
