import { useParams } from 'react-router';
import '../../components/toasts';
import { NotFoundPage } from '../../components/not-found-page';
import { conditionFromRoute } from './conditions';
import { AssessmentScreen } from './assessment-screen';
import { AssessmentPageDocument } from '../../gql/pages/graphql';
import { queryEarly } from '../../lib/page-query';

// The test's questions are asked as this page's code loads, when the app opens at its address
// (lib/page-query.ts): they are the page's largest content, on a slow phone's first view. The
// page paints without Apollo Client; sending the answers brings it (submit-assessment.ts).
const opening = conditionFromRoute(/^\/assessment\/([a-z_]+)$/.exec(window.location.pathname)?.[1]);
if (opening) queryEarly(AssessmentPageDocument, { condition: opening });

/** /assessment/{condition} (spec sections 2 and 4): one question at a time, then the evaluation. */
export default function AssessmentPage() {
  const condition = conditionFromRoute(useParams().condition);
  // An unknown condition is an unknown page.
  if (!condition) return <NotFoundPage />;
  // A new condition (from the side menu) starts a fresh test.
  return <AssessmentScreen key={condition} condition={condition} />;
}
