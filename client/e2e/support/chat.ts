// The chat in browser tests: what reaches the page over the WebSocket.
import type { Page } from '@playwright/test';

/** The chatReply chunks the page receives from now on, in arrival order (the array fills as they come). */
export function recordReplyChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        payload?: { data?: { chatReply?: { delta: string } } };
      };
      const delta = message.payload?.data?.chatReply?.delta;
      if (message.type === 'next' && delta) chunks.push(delta);
    });
  });
  return chunks;
}
