// "Admin console" in the profile menu, shown only to admins (their own row in `admins`; the console's
// functions check the same table, so this decides only what to show). An analyst who is not an admin
// gets "Signals console" instead: the console's Signals page, where they publish.
import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsAdmin } from '../../../lib/account/fetch-is-admin.ts';
import { useIsAnalyst } from '../../../lib/account/fetch-is-analyst.ts';

export function AdminConsoleLink({ userId }: { userId: string }) {
  const isAdmin = useIsAdmin(userId);
  const isAnalyst = useIsAnalyst(isAdmin.data === false ? userId : '');
  if (isAdmin.data) {
    return (
      <Button component={Link} to="/admin" variant="light" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
        Admin console
      </Button>
    );
  }
  if (!isAnalyst.data) return null;
  return (
    <Button component={Link} to="/admin/signals" variant="light" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
      Signals console
    </Button>
  );
}
