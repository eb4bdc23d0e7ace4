// /members (signed in): the member directory; ?channel=<id> lists the readers of that channel.
import '@mantine/core/styles.layer.css';
import { MemberDirectory } from '../../features/members/components/member-directory.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function MembersRoute() {
  usePageTitle('Members — Tradecraft');
  return <MemberDirectory />;
}
