// The console's Content section, Resources tab: a module's downloadable PDFs (module_resources rows and
// their files in the private `resources` bucket). A file under premium/ is a premium bonus: the
// storage.objects policies let only premium members and admins read it, and the row's `premium`
// column is derived from the path, so "free or premium" is where the file lives. Adding a resource
// uploads the PDF (supabase-js storage upload) and then inserts the row; switching free/premium moves
// the object and rewrites the path; deleting removes the row, then the object. Every write needs an
// admin at aal2 (RLS on the table and on storage.objects) and the table's writes are audited.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { resourcesKeys } from '../../../lib/query/resources-keys.ts';
import { adminKeys } from './admin-keys.ts';

export const RESOURCE_BUCKET = 'resources';
/** The resources bucket's file_size_limit (supabase/config.toml). */
export const RESOURCE_MAX_BYTES = 50 * 1024 * 1024;
export const RESOURCE_KINDS = ['worksheet', 'cheat-sheet', 'checklist'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export type AdminResource = Pick<
  Database['public']['Tables']['module_resources']['Row'],
  'id' | 'module_id' | 'position' | 'kind' | 'title' | 'summary' | 'path' | 'premium'
>;

export async function fetchAdminResources(moduleId: number): Promise<AdminResource[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('module_resources')
    .select('id, module_id, position, kind, title, summary, path, premium')
    .eq('module_id', moduleId)
    .order('position');
  if (error) throw error;
  return data;
}

export const useAdminResources = (moduleId: number) =>
  useQuery({
    queryKey: adminKeys.resources(moduleId),
    queryFn: () => fetchAdminResources(moduleId),
    meta: { errorTitle: 'Could not load the resources' },
  });

/** Why a file cannot be a resource, or null: a PDF within the bucket's size limit. */
export function resourceFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (file.type !== 'application/pdf' || !/\.pdf$/i.test(file.name)) return 'Choose a PDF file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > RESOURCE_MAX_BYTES) return 'At most 50 MB';
  return null;
}

/** The object key a new resource gets: [premium/]module-NN/<slug of the file name>-<time>.pdf (the table's path check: lower case, no ..). */
export function resourceObjectName(moduleId: number, fileName: string, premium: boolean, now = Date.now()): string {
  const slug =
    fileName
      .replace(/\.pdf$/i, '')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '') // the accents NFKD split off: é → e
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'resource';
  return `${premium ? 'premium/' : ''}module-${String(moduleId).padStart(2, '0')}/${slug}-${now}.pdf`;
}

/** The same object key in the other folder: premium/x ↔ x. */
export function togglePremiumPath(path: string, premium: boolean): string {
  const free = path.startsWith('premium/') ? path.slice('premium/'.length) : path;
  return premium ? `premium/${free}` : free;
}

export type ResourceAction =
  | { kind: 'add'; moduleId: number; title: string; summary: string; resourceKind: ResourceKind; premium: boolean; file: File }
  | { kind: 'update'; resource: AdminResource; title: string; summary: string; resourceKind: ResourceKind; premium: boolean }
  | { kind: 'move'; resourceId: number; direction: 'up' | 'down' }
  | { kind: 'delete'; resource: AdminResource };

const REFUSED = 'admin changes need two-factor verification.';

export async function runResourceAction(action: ResourceAction): Promise<void> {
  const supabase = await loadSupabase();
  const bucket = supabase.storage.from(RESOURCE_BUCKET);
  if (action.kind === 'add') {
    const problem = resourceFileProblem(action.file);
    if (problem) throw new Error(problem);
    const path = resourceObjectName(action.moduleId, action.file.name, action.premium);
    const up = await bucket.upload(path, action.file, { contentType: 'application/pdf', upsert: false });
    if (up.error) throw up.error;
    const last = await supabase
      .from('module_resources')
      .select('position')
      .eq('module_id', action.moduleId)
      .order('position', { ascending: false })
      .limit(1);
    const position = (last.data?.[0]?.position ?? 0) + 1;
    const error =
      last.error ??
      (
        await supabase
          .from('module_resources')
          .insert({ module_id: action.moduleId, position, kind: action.resourceKind, title: action.title, summary: action.summary, path })
      ).error;
    if (error) {
      await bucket.remove([path]); // no row points at it
      throw error;
    }
  } else if (action.kind === 'update') {
    const { resource } = action;
    const path = togglePremiumPath(resource.path, action.premium);
    if (path !== resource.path) {
      const mv = await bucket.move(resource.path, path);
      if (mv.error) throw mv.error;
    }
    // .select(): RLS turns a refused update into "no rows", which must not pass for a success.
    const { data, error } = await supabase
      .from('module_resources')
      .update({ title: action.title, summary: action.summary, kind: action.resourceKind, path })
      .eq('id', resource.id)
      .select('id');
    if (error || data.length === 0) {
      if (path !== resource.path) await bucket.move(path, resource.path); // put the file back where the row says
      throw error ?? new Error(`The resource was not changed: ${REFUSED}`);
    }
  } else if (action.kind === 'move') {
    const { error } = await supabase.rpc('admin_move_resource', { resource_id: action.resourceId, direction: action.direction });
    if (error) throw error;
  } else {
    const { data, error } = await supabase.from('module_resources').delete().eq('id', action.resource.id).select('id');
    if (error) throw error;
    if (data.length === 0) throw new Error(`The resource was not deleted: ${REFUSED}`);
    const rm = await bucket.remove([action.resource.path]);
    if (rm.error) throw rm.error;
  }
}

export function useResourceAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runResourceAction,
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminKeys.all }), client.invalidateQueries({ queryKey: resourcesKeys.all })]),
  });
}
