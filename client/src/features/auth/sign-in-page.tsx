import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the auth feature replaces this file's contents (keep the default export). */
export default function SignInPage() {
  return <PlaceholderPage title="Sign In" />;
}
