// /members/:memberId (signed in): a member's profile; one's own is edited here.
import '@mantine/core/styles.layer.css';
import { useParams } from 'react-router';
import { MemberProfile } from '../../features/members/components/member-profile.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function MemberRoute() {
  usePageTitle('Member profile — Tradecraft');
  const { memberId = '' } = useParams();
  return <MemberProfile key={memberId} memberId={memberId} />;
}
