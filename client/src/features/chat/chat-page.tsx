import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the chat feature replaces this file's contents (keep the default export). */
export default function ChatPage() {
  return <PlaceholderPage title="Chat" />;
}
