// A module's downloadable resources (module_resources): free worksheets and premium bonus files.
// The list is the same for every signed-in learner; who may download a file is decided by the
// storage.objects policies when the file is asked for.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { resourcesKeys } from '../../../lib/query/resources-keys.ts';

export type ModuleResource = Pick<
  Database['public']['Tables']['module_resources']['Row'],
  'id' | 'kind' | 'title' | 'summary' | 'path' | 'premium'
>;

export async function fetchModuleResources(moduleId: number): Promise<ModuleResource[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('module_resources')
    .select('id, kind, title, summary, path, premium')
    .eq('module_id', moduleId)
    .order('position');
  if (error) throw error;
  return data;
}

export function useModuleResources(moduleId: number) {
  return useQuery({
    queryKey: resourcesKeys.module(moduleId),
    queryFn: () => fetchModuleResources(moduleId),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Could not load the resources' },
  });
}
