// The host's recording: the camera stream recorded in the browser (MediaRecorder, WebM) while it is
// on, and the chart states the host sent meanwhile with their offsets from the start (the chart event
// log). When the camera stops, the video goes to Storage resumably (TUS, as Storage takes large files)
// under session-recordings/<session id>/, then a session_recordings row ties the file and the log
// together. The database lets only the host do either (migration 20261129160010).
import { useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { notifyError } from '../../../lib/notify.ts';
import type { RoomChart } from './use-room-channel.ts';

export const RECORDINGS_BUCKET = 'session-recordings';

export interface ChartLogEntry {
  /** Milliseconds from the start of the recording. */
  t: number;
  chart: RoomChart;
}

export interface Recording {
  id: number;
  objectName: string;
  durationMs: number;
  chartLog: ChartLogEntry[];
  createdAt: string;
}

async function uploadResumable(objectName: string, blob: Blob): Promise<void> {
  const [{ Upload }, supabase] = await Promise.all([import('tus-js-client'), loadSupabase()]);
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error('Sign in again to upload.');
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(blob, {
      endpoint: `${env.supabaseUrl}/storage/v1/upload/resumable`,
      retryDelays: [0, 3000, 5000, 10000],
      headers: { authorization: `Bearer ${data.session.access_token}`, apikey: env.supabaseAnonKey, 'x-upsert': 'true' },
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: RECORDINGS_BUCKET, objectName, contentType: 'video/webm', cacheControl: '3600' },
      chunkSize: 6 * 1024 * 1024,
      onError: reject,
      onSuccess: () => resolve(),
    });
    upload.start();
  });
}

/** One per room page (keep it in state): start and stop with the camera, log every chart sent. */
export function createRecorder(sessionId: number, onSaved: () => void) {
  const state: { current: { recorder: MediaRecorder; chunks: Blob[]; startedAt: number; log: ChartLogEntry[] } | null } = { current: null };
  const lastChart: { current: RoomChart | null } = { current: null };

  return {
    start(stream: MediaStream) {
      if (typeof MediaRecorder === 'undefined') return;
      const recorder = new MediaRecorder(stream, { mimeType: MediaRecorder.isTypeSupported('video/webm') ? 'video/webm' : '' });
      const rec = {
        recorder,
        chunks: [] as Blob[],
        startedAt: Date.now(),
        log: lastChart.current ? [{ t: 0, chart: lastChart.current }] : [],
      };
      recorder.ondataavailable = (e) => e.data.size > 0 && rec.chunks.push(e.data);
      recorder.start(1000);
      state.current = rec;
    },
    logChart(chart: RoomChart) {
      lastChart.current = chart;
      const rec = state.current;
      if (rec) rec.log.push({ t: Date.now() - rec.startedAt, chart });
    },
    /** Stops recording and saves it; resolves once stored (or not, with a notice). */
    async stop(): Promise<void> {
      const rec = state.current;
      state.current = null;
      if (!rec) return;
      const stopped = new Promise((resolve) => (rec.recorder.onstop = resolve));
      rec.recorder.stop();
      await stopped;
      const durationMs = Date.now() - rec.startedAt;
      const objectName = `${sessionId}/${new Date(rec.startedAt).toISOString().replace(/[:.]/g, '-')}.webm`;
      try {
        await uploadResumable(objectName, new Blob(rec.chunks, { type: 'video/webm' }));
        const supabase = await loadSupabase();
        const { error } = await supabase.from('session_recordings').insert({
          session_id: sessionId,
          object_name: objectName,
          mime_type: 'video/webm',
          duration_ms: durationMs,
          chart_log: rec.log as never,
        });
        if (error) throw new Error(error.message);
        onSaved();
      } catch (e) {
        notifyError('The recording was not saved', e);
      }
    },
  };
}

export type RoomRecorder = ReturnType<typeof createRecorder>;

/** A room's recordings, for those who may enter it, each with a short-lived signed URL to play. */
export function useRecordings(sessionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['live-room', sessionId, 'recordings'],
    queryFn: async (): Promise<(Recording & { url: string })[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('session_recordings')
        .select('id, object_name, duration_ms, chart_log, created_at')
        .eq('session_id', sessionId)
        .order('created_at');
      if (error) throw new Error(error.message);
      return Promise.all(
        data.map(async (r) => {
          const signed = await supabase.storage.from(RECORDINGS_BUCKET).createSignedUrl(r.object_name, 3600);
          if (signed.error) throw signed.error;
          return {
            id: r.id,
            objectName: r.object_name,
            durationMs: r.duration_ms,
            chartLog: r.chart_log as unknown as ChartLogEntry[],
            createdAt: r.created_at,
            url: signed.data.signedUrl,
          };
        }),
      );
    },
    enabled,
    staleTime: 30 * 60_000,
    meta: { errorTitle: 'Could not load the recordings' },
  });
}
