import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the profile feature replaces this file's contents (keep the default export). */
export default function ProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
