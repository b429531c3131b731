import { useContext } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { appApolloClient } from '../../lib/apollo';
import { ChatRoom } from './chat-room';

/**
 * The conversation with Apollo Client around it, in a chunk of its own (#36): the chat page's
 * first view (the welcome, for a member new to the chat) paints without Apollo; this follows when
 * the conversation opens. A client already given above (a test's) is kept.
 */
export default function ChatRoomArea() {
  const { client } = useContext(getApolloContext());
  if (client) return <ChatRoom />;
  return (
    <ApolloProvider client={appApolloClient()}>
      <ChatRoom />
    </ApolloProvider>
  );
}
