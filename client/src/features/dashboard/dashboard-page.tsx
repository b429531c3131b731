import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the dashboard feature replaces this file's contents (keep the default export). */
export default function DashboardPage() {
  return <PlaceholderPage title="User Dashboard" />;
}
