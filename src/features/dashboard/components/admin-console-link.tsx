// "Admin console" in the profile menu, shown only to admins (their own row in `admins`; the console's
// functions check the same table, so this decides only what to show).
import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsAdmin } from '../../../lib/account/fetch-is-admin.ts';

export function AdminConsoleLink({ userId }: { userId: string }) {
  const isAdmin = useIsAdmin(userId);
  if (!isAdmin.data) return null;
  return (
    <Button component={Link} to="/admin" variant="light" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
      Admin console
    </Button>
  );
}
