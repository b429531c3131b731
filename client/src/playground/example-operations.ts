// What the playground opens with: the README's three example operations. Put the cursor in one
// and run it (sign in first; the subscription then streams the replies to your chat messages).
export const EXAMPLE_OPERATIONS = `# MindCheck GraphQL playground.
# Put the cursor in one operation and run it
# (Ctrl-Enter). Sign in first: the session cookie
# then goes with every request and with the
# subscription's WebSocket.

mutation SignIn {
  signIn(
    email: "you@example.com"
    password: "your password"
  ) {
    id
    email
  }
}

query MyHistory {
  me { id email firstName }
  testHistory { title score maxScore severity evaluation createdAt }
}

# Run it, then send a chat message (in the app,
# or with Ask below): the reply streams in here.
subscription ChatReplies {
  chatReply { messageId delta done }
}

mutation Ask {
  sendChatMessage(prompt: "How can I sleep better?") {
    id
    text
  }
}
`;
