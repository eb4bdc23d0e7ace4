// /live/:sessionId (signed in): a session's live room.
import '@mantine/core/styles.layer.css';
import { useParams } from 'react-router';
import { LiveRoom } from '../../features/live-room/components/live-room.tsx';

export default function LiveRoute() {
  const id = Number(useParams().sessionId);
  return <LiveRoom key={id} sessionId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
