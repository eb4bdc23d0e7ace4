// /admin: the console's frame — a sidebar with the sections (a drawer behind a burger on phones) and
// the open section. Admins get every section, analysts who are not admins only Signals (the route
// decides); the database refuses everyone else anyway. Above the section, while the session is aal1,
// the two-factor step (admin and analyst changes need aal2).
import { AppShell, Anchor, Burger, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBook,
  IconChartBar,
  IconDiamond,
  IconFlag,
  IconListDetails,
  IconMessages,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuditLogPage } from './audit-log-page.tsx';
import { CommunityPage } from './community/community-page.tsx';
import { ContentPage } from './content/content-page.tsx';
import { MembersPage } from './members-page.tsx';
import { ModerationPage } from './moderation-page.tsx';
import { OverviewPage } from './overview-page.tsx';
import { SignalsPage } from './signals-page.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';

export const ADMIN_SECTIONS = [
  { id: 'overview', path: '/admin', label: 'Overview', icon: IconChartBar, page: OverviewPage },
  { id: 'members', path: '/admin/members', label: 'Members', icon: IconUsers, page: MembersPage },
  { id: 'content', path: '/admin/content', label: 'Content', icon: IconBook, page: ContentPage },
  { id: 'moderation', path: '/admin/moderation', label: 'Moderation', icon: IconFlag, page: ModerationPage },
  { id: 'community', path: '/admin/community', label: 'Community', icon: IconMessages, page: CommunityPage },
  { id: 'signals', path: '/admin/signals', label: 'Signals', icon: IconDiamond, page: SignalsPage },
  { id: 'audit', path: '/admin/audit', label: 'Audit log', icon: IconListDetails, page: AuditLogPage },
] as const satisfies readonly { id: string; path: string; label: string; icon: ComponentType<{ size?: number }>; page: ComponentType }[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function AdminConsole({ section, sections = ADMIN_SECTIONS }: { section: AdminSectionId; sections?: readonly AdminSection[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const current = sections.find((s) => s.id === section) ?? sections[0]!;
  const area = sections.length === ADMIN_SECTIONS.length ? 'Admin' : 'Analyst';
  usePageTitle(`${current.label} — ${area} — Tradecraft`);
  const Page = current.page;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close the admin menu' : 'Open the admin menu'}
            />
            <Text fw={800} fz={{ base: 'md', xs: 'lg' }} style={{ whiteSpace: 'nowrap' }}>
              Tradecraft{' '}
              <Text span c="dimmed" fw={600}>
                {area}
              </Text>
            </Text>
          </Group>
          <Anchor component={Link} to="/dashboard" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden="true" />
              Dashboard
            </Group>
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Admin sections">
        <Stack gap={4}>
          {sections.map((s) => (
            <NavLink
              key={s.id}
              component={Link}
              to={s.path}
              label={s.label}
              leftSection={<s.icon size={18} />}
              active={s.id === current.id}
              aria-current={s.id === current.id ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="lg" maw={1200}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {current.label}
          </Title>
          <TwoFactorPanel />
          <Page />
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
