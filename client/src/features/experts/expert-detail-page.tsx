import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the experts feature replaces this file's contents (keep the default export). */
export default function ExpertDetailPage() {
  return <PlaceholderPage title="Expert" />;
}
