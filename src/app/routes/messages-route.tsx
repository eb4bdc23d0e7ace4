// /messages/:conversationId? (signed in): direct messages.
import '@mantine/core/styles.layer.css';
import { useParams } from 'react-router';
import { MessagesScreen } from '../../features/members/components/messages-screen.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function MessagesRoute() {
  usePageTitle('Messages — Tradecraft');
  const { conversationId = null } = useParams();
  return <MessagesScreen conversationId={conversationId} />;
}
