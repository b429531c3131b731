import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the experts feature replaces this file's contents (keep the default export). */
export default function ExpertsPage() {
  return <PlaceholderPage title="Our Experts" />;
}
