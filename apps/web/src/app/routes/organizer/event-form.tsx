import { useParams } from 'react-router';
import { ComingSoon } from '@/components/layouts/coming-soon';

/** Create versus edit is decided by the id parameter. */
export default function EventFormPage() {
  const { id } = useParams();
  return <ComingSoon title={id ? 'Edit Event' : 'Create Event'} />;
}
