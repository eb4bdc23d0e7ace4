// /live/:sessionId (signed in): a session's live room, with the calendar's "Delete" beside its recordings.
import '@mantine/core/styles.layer.css';
import { useParams } from 'react-router';
import { DeleteRecordingButton } from '../../features/calendar/components/delete-recording-button.tsx';
import { LiveRoom, type RenderDeleteRecording } from '../../features/live-room/components/live-room.tsx';

const renderDeleteRecording: RenderDeleteRecording = (recording, title) => <DeleteRecordingButton recording={recording} title={title} />;

export default function LiveRoute() {
  const id = Number(useParams().sessionId);
  return <LiveRoom key={id} sessionId={Number.isSafeInteger(id) && id > 0 ? id : 0} renderDeleteRecording={renderDeleteRecording} />;
}
