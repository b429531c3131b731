import { useParams } from 'react-router';
import '../../components/toasts';
import { NotFoundPage } from '../../components/not-found-page';
import { conditionFromRoute } from './conditions';
import { AssessmentScreen } from './assessment-screen';

/** /assessment/{condition} (spec sections 2 and 4): one question at a time, then the evaluation. */
export default function AssessmentPage() {
  const condition = conditionFromRoute(useParams().condition);
  // An unknown condition is an unknown page.
  if (!condition) return <NotFoundPage />;
  // A new condition (from the side menu) starts a fresh test.
  return <AssessmentScreen key={condition} condition={condition} />;
}
