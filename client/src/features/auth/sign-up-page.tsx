import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the auth feature replaces this file's contents (keep the default export). */
export default function SignUpPage() {
  return <PlaceholderPage title="Sign Up" />;
}
