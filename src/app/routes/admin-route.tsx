// /admin, /admin/members, /admin/content, /admin/moderation, /admin/signals, /admin/audit (signed in):
// the admin console, for admins. An analyst who is not an admin gets the console with its Signals page
// only (every other section sends them there). Anyone else is sent to the dashboard; the database
// refuses them whatever they call, so this only spares them a console of errors.
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { ADMIN_SECTIONS, AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { useIsAdmin } from '../../lib/account/fetch-is-admin.ts';
import { useIsAnalyst } from '../../lib/account/fetch-is-analyst.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

const ANALYST_SECTIONS = ADMIN_SECTIONS.filter((s) => s.id === 'signals');

export default function AdminRoute() {
  const { user } = useAuth();
  const { section = 'overview' } = useParams();
  const isAdmin = useIsAdmin(user!.id, { recheck: true });
  const isAnalyst = useIsAnalyst(user!.id, { recheck: true });
  // A cached "no" is asked again before sending anyone away.
  const checking = (q: typeof isAdmin) => q.isPending || (q.isFetching && !q.data);
  if (checking(isAdmin)) return <PageLoader />;
  if (isAdmin.data) {
    const known = ADMIN_SECTIONS.find((s) => s.id === section);
    if (!known) return <Navigate to="/admin" replace />;
    return <AdminConsole section={known.id} />;
  }
  if (checking(isAnalyst)) return <PageLoader />;
  if (!isAnalyst.data) return <Navigate to="/dashboard" replace />;
  if (section !== 'signals') return <Navigate to="/admin/signals" replace />;
  return <AdminConsole section="signals" sections={ANALYST_SECTIONS} />;
}
