import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: the assessment feature replaces this file's contents (keep the default export). */
export default function AssessmentPage() {
  const { condition = '' } = useParams();
  return (
    <PlaceholderPage title="Assessment" description={`The ${condition.replace('_', ' ')} assessment is coming soon.`} />
  );
}
