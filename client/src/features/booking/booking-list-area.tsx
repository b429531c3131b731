import { useContext } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { appApolloClient } from '../../lib/apollo';
import { BookingList } from './booking-list';

/**
 * The bookings' cards with Apollo Client around them (their actions: cancel, change, pay, share),
 * in a chunk of its own (#36): the page's heading and a member's empty list paint without Apollo;
 * this follows when there are bookings to show. A client already given above (a test's) is kept.
 */
export default function BookingListArea(props: Parameters<typeof BookingList>[0]) {
  const { client } = useContext(getApolloContext());
  if (client) return <BookingList {...props} />;
  return (
    <ApolloProvider client={appApolloClient()}>
      <BookingList {...props} />
    </ApolloProvider>
  );
}
