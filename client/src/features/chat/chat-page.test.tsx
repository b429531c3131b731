import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import toast from 'react-hot-toast';
import { CurrentUserContext } from '../../lib/current-user';
import { aMember } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import ChatPage from './chat-page';
import { welcomeKey } from './welcome-storage';

type Line = { __typename: 'CrisisResource'; name: string; contact: string; url: string | null };
type Message = {
  __typename: 'ChatMessage';
  id: string;
  text: string;
  type: 'USER' | 'AI';
  createdAt: string;
  needsCrisisSupport: boolean;
  crisisKind: 'SELF_HARM' | 'HARM_TO_OTHERS' | 'IN_DANGER' | 'SOMEONE_ELSE' | null;
  crisisResources: Line[];
};
type SendReply = { data?: { sendChatMessage: Message }; errors?: { message: string; extensions: { code: string } }[] };

/** A stand-in server: the stored chat, the mutation's answer (held until released), the reply stream. */
function fakeServer(initial: Message[] = []) {
  const server = {
    stored: [...initial],
    sent: [] as string[],
    queries: 0,
    replies: new MockSubscriptionLink(),
    answer: null as null | ((reply: SendReply) => void),
  };
  const http = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'ChatMessages') {
          server.queries += 1;
          observer.next({ data: { chatMessages: [...server.stored] } });
          observer.complete();
          return;
        }
        if (operation.operationName === 'SendChatMessage') {
          server.sent.push(operation.variables.prompt as string);
          server.answer = (reply) => {
            observer.next(reply);
            observer.complete();
          };
          return;
        }
        observer.error(new Error(`unexpected operation ${operation.operationName}`));
      }),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    server.replies,
    http,
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { server, client };
}

const message = (id: string, type: 'USER' | 'AI', text: string): Message => ({
  __typename: 'ChatMessage',
  id,
  type,
  text,
  createdAt: '2025-03-01T10:00:00.000Z',
  needsCrisisSupport: false,
  crisisKind: null,
  crisisResources: [],
});

const LINES: Line[] = [
  { __typename: 'CrisisResource', name: 'Support line', contact: '0800 555 0101', url: null },
  { __typename: 'CrisisResource', name: 'Emergency services', contact: '112', url: null },
];
const CRISIS_TEXT = [
  "I'm really sorry you're feeling this way.",
  'Please reach out to one of these:',
  '1. Support line: 0800 555 0101',
  '2. Emergency services: 112',
  "I'm still here.",
].join('\n');
const crisisMessage = (id: string): Message => ({
  ...message(id, 'AI', CRISIS_TEXT),
  needsCrisisSupport: true,
  crisisKind: 'SELF_HARM',
  crisisResources: LINES,
});

function chunk(messageId: string, delta: string, done = false, stored: Message | null = null) {
  return { result: { data: { chatReply: { __typename: 'ChatReplyChunk', messageId, delta, done, message: stored } } } };
}

function renderChat(client: ApolloClient, userId = 'user-1') {
  const user = aMember({ id: userId });
  return render(
    <ApolloProvider client={client}>
      <CurrentUserContext value={{ user, refetch: async () => user }}>{withToasts(<ChatPage />)}</CurrentUserContext>
    </ApolloProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  toast.remove();
});

describe('the chat welcome', () => {
  it('shows once per member, then remembers it in this browser', async () => {
    const { client } = fakeServer();
    const first = renderChat(client);
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Chatting with AI' }));
    // The conversation's code (and Apollo's) loads when it opens (#36).
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
    expect(window.localStorage.getItem(welcomeKey('user-1'))).toBe('true');
    first.unmount();

    // The same member again: straight to the chat.
    const again = renderChat(client);
    expect(screen.queryByRole('button', { name: 'Start Chatting with AI' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
    again.unmount();

    // Another member on this browser still gets the welcome.
    renderChat(client, 'user-2');
    expect(screen.getByRole('button', { name: 'Start Chatting with AI' })).toBeInTheDocument();
  });
});

describe('the chat', () => {
  beforeEach(() => window.localStorage.setItem(welcomeKey('user-1'), 'true'));

  it('shows the stored messages as text, line breaks kept, never as HTML', async () => {
    const { client } = fakeServer([
      message('m1', 'USER', 'How can I sleep better?'),
      message('m2', 'AI', 'Try these:\n1. Keep a routine.\n2. <img src=x onerror="alert(1)"><b>No screens</b>'),
    ]);
    renderChat(client);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('How can I sleep better?');
    expect(items[1]).toHaveTextContent('MindCheck AI');
    const reply = within(items[1]).getByText(/Try these:/);
    expect(reply.textContent).toBe(
      'Try these:\n1. Keep a routine.\n2. <img src=x onerror="alert(1)"><b>No screens</b>',
    );
    expect(reply).toHaveClass('whitespace-pre-wrap');
    expect(list.querySelector('img, b')).toBeNull();
  });

  it('says so when there are no messages yet', async () => {
    const { client } = fakeServer();
    renderChat(client);
    expect(await screen.findByText('No messages yet. Ask anything about how you are feeling.')).toBeInTheDocument();
  });

  it("answers an empty or blank prompt with 'Please enter a prompt.' and sends nothing", async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a prompt.');
    await userEvent.type(screen.getByLabelText('Your message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(server.sent).toEqual([]);
  });

  it("refuses a message over 2,000 characters with the rule's message, sends nothing and keeps the text", async () => {
    const user = userEvent.setup();
    const { client, server } = fakeServer();
    renderChat(client);
    const input = await screen.findByLabelText('Your message');
    await user.click(input);
    await user.paste('a'.repeat(2001));
    expect(screen.getByText('2,001 of 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The toast, and the same words under the text box, tied to it (issue #39, item 10).
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please keep your message to 2,000 characters or fewer.',
    );
    expect(input).toHaveAccessibleDescription(/Please keep your message to 2,000 characters or fewer\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Please keep your message to 2,000 characters or fewer.');
    expect(server.sent).toEqual([]);
    expect(input).toHaveValue('a'.repeat(2001));

    // One character less goes through.
    await user.type(input, '{Backspace}');
    expect(screen.getByText('2,000 of 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(server.sent).toEqual(['a'.repeat(2000)]);
    expect(input).toHaveValue('');
  });

  it('counts an emoji as one character, as the server does', async () => {
    const user = userEvent.setup();
    const { client, server } = fakeServer();
    renderChat(client);
    const input = await screen.findByLabelText('Your message');
    await user.click(input);
    await user.paste('🌙'.repeat(2000));
    expect(screen.getByText('2,000 of 2,000 characters')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(server.sent).toEqual(['🌙'.repeat(2000)]);
  });

  it('grows the reply as it streams, then reloads the saved messages', async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    await screen.findByText(/No messages yet/);
    await userEvent.type(screen.getByLabelText('Your message'), 'I feel low');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    // The member's message shows at once, the input is cleared, Send waits for the reply.
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('I feel low')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(server.sent).toEqual(['I feel low']);
    // Enter while the answer streams sends nothing more.
    await userEvent.type(screen.getByLabelText('Your message'), 'And another{Enter}');
    expect(server.sent).toEqual(['I feel low']);
    expect(screen.getByLabelText('Your message')).toHaveValue('And another');

    const live = screen.getByTestId('streaming-reply');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => server.replies.simulateResult(chunk('r1', 'You are')));
    await waitFor(() => expect(live).toHaveTextContent('You are'));
    expect(live).toHaveAttribute('aria-busy', 'true');
    act(() => server.replies.simulateResult(chunk('r1', ' not alone.')));
    await waitFor(() => expect(live).toHaveTextContent('You are not alone.'));

    const stored = [message('u1', 'USER', 'I feel low'), message('r1', 'AI', 'You are not alone.')];
    act(() => server.replies.simulateResult(chunk('r1', '', true, stored[1])));
    await waitFor(() => expect(live).toHaveAttribute('aria-busy', 'false'));
    server.stored = stored;
    const queriesBefore = server.queries;
    act(() => server.answer!({ data: { sendChatMessage: stored[1] } }));

    // Reloaded: both messages in the list, the streaming bubble gone, Send ready again.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(server.queries).toBeGreaterThan(queriesBefore);
    expect(live).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a crisis reply in the history as the crisis card: tap-to-call links, text kept, the safety plan', async () => {
    const { client } = fakeServer([message('u1', 'USER', 'I want to end it'), crisisMessage('r1')]);
    renderChat(client);
    const card = await screen.findByRole('region', { name: 'MindCheck: help is here' });
    const call = within(card).getByRole('link', { name: 'Call Support line on 0800 555 0101' });
    expect(call).toHaveAttribute('href', 'tel:08005550101');
    expect(call).toHaveTextContent('0800 555 0101');
    expect(within(card).getByRole('link', { name: 'Call Emergency services on 112' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(within(card).getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    expect(card).toHaveTextContent("I'm really sorry you're feeling this way.");
    expect(card).toHaveTextContent("I'm still here.");
    // The numbered lines are the links, not repeated as text.
    expect(card).not.toHaveTextContent('1. Support line');
  });

  it('replaces a streamed reply with the crisis card when the final chunk says so', async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    await screen.findByText(/No messages yet/);
    await userEvent.type(screen.getByLabelText('Your message'), 'How do I sleep');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const live = screen.getByTestId('streaming-reply');
    act(() => server.replies.simulateResult(chunk('r1', 'Sleep matters a lot.')));
    await waitFor(() => expect(live).toHaveTextContent('Sleep matters a lot.'));
    act(() => server.replies.simulateResult(chunk('r1', '', true, crisisMessage('r1'))));
    await waitFor(() => expect(within(live).getByRole('region', { name: 'MindCheck: help is here' })).toBeVisible());
    expect(live).not.toHaveTextContent('Sleep matters a lot.');
    expect(within(live).getByRole('link', { name: 'Call Support line on 0800 555 0101' })).toBeInTheDocument();
  });

  it("shows the spec's fallback reply when the AI fails, as a reply and without an error toast", async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    await screen.findByText(/No messages yet/);
    await userEvent.type(screen.getByLabelText('Your message'), 'Help me relax');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const fallback = "Sorry, we couldn't process your request at the moment. Please try again later.";
    const stored = [message('u1', 'USER', 'Help me relax'), message('r1', 'AI', fallback)];
    server.stored = stored;
    act(() => server.answer!({ data: { sendChatMessage: stored[1] } }));
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText(fallback)).toBeInTheDocument();
    expect(screen.queryByText('Failed to get response. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it("shows 'Failed to get response. Please try again.' when sending fails on the server", async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    await screen.findByText(/No messages yet/);
    await userEvent.type(screen.getByLabelText('Your message'), 'Help me relax');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() =>
      server.answer!({
        errors: [
          { message: 'Failed to get response. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      }),
    );
    expect(await screen.findByText('Failed to get response. Please try again.')).toBeInTheDocument();
  });

  it('puts the text back when the server stored nothing (too many messages)', async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    await screen.findByText(/No messages yet/);
    await userEvent.type(screen.getByLabelText('Your message'), 'One more thing');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const text = "You're sending messages quickly. Please wait a moment and try again.";
    act(() => server.answer!({ errors: [{ message: text, extensions: { code: 'RATE_LIMITED' } }] }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue('One more thing'));
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).queryByText('One more thing'),
    ).not.toBeInTheDocument();
  });

  it('sends with Enter and adds a line with Shift+Enter', async () => {
    const { client, server } = fakeServer();
    renderChat(client);
    const input = await screen.findByLabelText('Your message');
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(server.sent).toEqual([]);
    await userEvent.type(input, '{Enter}');
    expect(server.sent).toEqual(['first line\nsecond line']);
  });
});
