import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the history feature replaces this file's contents (keep the default export). */
export default function TestHistoryPage() {
  return <PlaceholderPage title="Test History" />;
}
