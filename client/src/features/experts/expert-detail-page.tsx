import { useParams } from 'react-router';
import { ExpertDetail } from './expert-detail';

/** /experts/{field}/{id} and /experts/detail/{expertId} (spec section 2): one expert's page. */
export default function ExpertDetailPage() {
  // The id alone names the expert (the field segment is only a path): an unknown one reads
  // 'Expert not found.' (spec section 2), whatever field it was asked under.
  const { id, expertId } = useParams();
  return <ExpertDetail id={(expertId ?? id ?? '').trim()} />;
}
