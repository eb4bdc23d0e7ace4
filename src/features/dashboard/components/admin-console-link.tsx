// "Admin console" in the profile menu, shown only to admins (their own row in `admins`; the console's
// functions check the same table, so this decides only what to show).
import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { loadSupabase } from '../../../lib/load-supabase.ts';

async function fetchIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await (await loadSupabase()).from('admins').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data !== null;
}

export function AdminConsoleLink({ userId }: { userId: string }) {
  const isAdmin = useQuery({ queryKey: ['admin', 'is-admin', userId], queryFn: () => fetchIsAdmin(userId) });
  if (!isAdmin.data) return null;
  return (
    <Button component={Link} to="/admin" variant="light" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
      Admin console
    </Button>
  );
}
