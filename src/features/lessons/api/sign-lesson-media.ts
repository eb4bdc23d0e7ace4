// Short-lived signed URLs for a lesson's video in the private lesson-videos bucket (the database signs
// only what a published lesson uses). A URL lives 10 minutes and is signed again after 8, so a new
// play or seek never meets an expired one; the player also asks again when a load fails.
// Captions and chapters are downloaded and handed to the <track> as a blob: URL (same origin, no CORS
// needed); the chapters are also read for the player's chapter list.
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { parseChapters, type Chapter } from '../lib/chapters.ts';
import { lessonKeys } from './lesson-keys.ts';

export const BUCKET = 'lesson-videos';
export const SIGNED_URL_SECONDS = 600;

export async function signLessonVideo(path: string): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.storage.from(BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) throw new Error(error.message);
  return data.signedUrl;
}

export function useSignedVideoUrl(path: string | null) {
  return useQuery({
    queryKey: lessonKeys.media(path ?? ''),
    queryFn: () => signLessonVideo(path!),
    enabled: path !== null,
    staleTime: (SIGNED_URL_SECONDS - 120) * 1000,
    refetchInterval: (SIGNED_URL_SECONDS - 120) * 1000,
    refetchOnWindowFocus: false,
  });
}

async function downloadText(path: string): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.storage.from(BUCKET).download(path);
  if (error) throw new Error(error.message);
  return data.text();
}

async function fetchCaptions(path: string): Promise<string> {
  return URL.createObjectURL(new Blob([await downloadText(path)], { type: 'text/vtt' }));
}

async function fetchChapters(path: string): Promise<{ url: string; chapters: Chapter[] }> {
  const vtt = await downloadText(path);
  return { url: URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' })), chapters: parseChapters(vtt) };
}

export function useChapters(path: string | null) {
  return useQuery({
    queryKey: [...lessonKeys.media(path ?? ''), 'chapters'],
    queryFn: () => fetchChapters(path!),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCaptionsUrl(path: string | null) {
  return useQuery({
    queryKey: [...lessonKeys.media(path ?? ''), 'vtt'],
    queryFn: () => fetchCaptions(path!),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
