import { useParams } from 'react-router';
import { instrumentFromSlug } from '@mindcheck/common';
import { NotFoundPage } from '../../components/not-found-page';
import { MeasureScreen } from './measure-screen';

/** /measures/phq9 and /measures/gad7 (#34): a validated questionnaire, one question at a time. */
export default function MeasurePage() {
  const instrument = instrumentFromSlug(useParams().instrument ?? '');
  if (!instrument) return <NotFoundPage />;
  return <MeasureScreen key={instrument} instrument={instrument} />;
}
