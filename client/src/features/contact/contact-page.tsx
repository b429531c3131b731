import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the contact feature replaces this file's contents (keep the default export). */
export default function ContactPage() {
  return <PlaceholderPage title="Contact Us" />;
}
