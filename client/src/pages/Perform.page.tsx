import { useParams } from 'react-router';
import { PerformScreen } from '../features/stage/PerformScreen/PerformScreen';

/** /playlist/{id}/perform: the set list on stage. */
export function PerformPage() {
  const { id = '' } = useParams();
  return <PerformScreen id={id} />;
}
