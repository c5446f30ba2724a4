import { useParams } from 'react-router';
import { RehearseScreen } from '../features/rehearsal/RehearseScreen/RehearseScreen';

/** /playlist/{id}/rehearse: the live rehearsal room of the playlist. */
export function RehearsePage() {
  const { id = '' } = useParams();
  return <RehearseScreen id={id} />;
}
