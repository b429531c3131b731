import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { fieldFromSlug } from './expert-fields';
import { FieldExperts } from './field-experts';

/** /experts/field/{field} (spec section 2): the field's six experts. */
export default function ExpertFieldPage() {
  const field = fieldFromSlug(useParams().field);
  if (!field) return <NotFoundPage />;
  return <FieldExperts field={field} />;
}
