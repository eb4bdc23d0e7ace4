// Downloads one resource: the database signs a short-lived URL only if the storage.objects policies
// let the caller read the file (premium/… for premium members), and the browser saves it from there.
import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { ModuleResource } from './fetch-module-resources.ts';

const SIGNED_URL_SECONDS = 60;

export class ResourceRefusedError extends Error {}

export async function downloadResource(resource: ModuleResource): Promise<string> {
  const supabase = await loadSupabase();
  const fileName = resource.path.split('/').pop()!;
  const { data, error } = await supabase.storage
    .from('resources')
    .createSignedUrl(resource.path, SIGNED_URL_SECONDS, { download: fileName });
  if (error) {
    // Storage answers 'Object not found' for a file the caller may not read.
    if (resource.premium)
      throw new ResourceRefusedError(`"${resource.title}" is a bonus for premium members. Upgrade on the Pricing page to download it.`);
    throw error;
  }
  const link = document.createElement('a');
  link.href = data.signedUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return fileName;
}

export function useDownloadResource() {
  return useMutation({ mutationFn: downloadResource, meta: { errorTitle: 'Download refused' } });
}
