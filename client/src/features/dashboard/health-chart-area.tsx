import { ApolloProvider } from '@apollo/client/react';
import { appApolloClient } from '../../lib/apollo';
import HealthChart from './health-chart';
import { MoodSection } from './mood-section';

/**
 * The chart with Apollo Client around it: the dashboard itself needs no Apollo, so it paints
 * first and this chunk (Victory, Apollo, the scores query) follows.
 */
export default function HealthChartArea() {
  return (
    <ApolloProvider client={appApolloClient()}>
      <HealthChart />
      <MoodSection />
    </ApolloProvider>
  );
}
