// /admin, /admin/members, /admin/content, /admin/moderation, /admin/audit (signed in): the admin console, for admins only. Anyone else is
// sent to the dashboard; the database refuses them whatever they call, so this only spares them a
// console of errors.
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { ADMIN_SECTIONS, AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { useIsAdmin } from '../../lib/account/fetch-is-admin.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

export default function AdminRoute() {
  const { user } = useAuth();
  const { section = 'overview' } = useParams();
  const isAdmin = useIsAdmin(user!.id, { recheck: true });
  // A cached "no" is asked again before sending anyone away.
  if (isAdmin.isPending || (isAdmin.isFetching && !isAdmin.data)) return <PageLoader />;
  if (!isAdmin.data) return <Navigate to="/dashboard" replace />;
  const known = ADMIN_SECTIONS.find((s) => s.id === section);
  if (!known) return <Navigate to="/admin" replace />;
  return <AdminConsole section={known.id} />;
}
