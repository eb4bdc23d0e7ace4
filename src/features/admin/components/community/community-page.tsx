// Community: the channels of the dashboard's sidebar, the live sessions of the calendar channels and the
// market alerts, in three tabs. Each write goes straight to its table with the admin's JWT; the database
// lets only an admin at aal2 write, checks the values and records the change in the audit log. Members'
// open dashboards follow through Realtime.
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCanChange } from '../../api/admin-mfa.ts';
import { VerifyToChangeHint } from '../two-factor-panel.tsx';
import { AlertsPanel } from './alerts-panel.tsx';
import { ChannelsPanel } from './channels-panel.tsx';
import { SessionsPanel } from './sessions-panel.tsx';

export function CommunityPage() {
  const canChange = useCanChange();
  const [done, setDone] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('channels');
  return (
    <Stack gap="md">
      {!canChange && <VerifyToChangeHint />}
      {done && (
        <Alert
          color="teal"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDone(null)}
          role="status"
          c="dark.8"
        >
          {done}
        </Alert>
      )}
      <Tabs value={tab} onChange={(t) => (setTab(t), setDone(null))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="channels" leftSection={<IconHash size={16} aria-hidden="true" />}>
            Channels
          </Tabs.Tab>
          <Tabs.Tab value="sessions" leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}>
            Live sessions
          </Tabs.Tab>
          <Tabs.Tab value="alerts" leftSection={<IconAlertTriangle size={16} aria-hidden="true" />}>
            Market alerts
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="channels" pt="md">
          <ChannelsPanel canChange={canChange} onDone={setDone} />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md">
          <SessionsPanel canChange={canChange} onDone={setDone} />
        </Tabs.Panel>
        <Tabs.Panel value="alerts" pt="md">
          <AlertsPanel canChange={canChange} onDone={setDone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
