// Shared analyses (shared_analyses): a member's chart view — symbol, timeframe, indicators, drawings —
// posted with a comment into a chart channel by share_analysis (the channel's posting rule applies),
// its thumbnail in chart-thumbnails/<id>.png. Read by whoever reads the message; copied into the
// reader's own drawings by copy_shared_drawings. The database decides all of it.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { notifyError } from '../../../lib/notify.ts';
import { parseIndicatorSettings, type IndicatorSettings } from '../../../charting/indicators.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import type { Timeframe } from '../../../charting/fetch-chart-bars.ts';
import type { DrawingKind, Geometry } from '../../../charting/use-chart-drawings.ts';
import { explain } from '../../../lib/community/explain-refusal.ts';

export interface SharedDrawing {
  kind: DrawingKind;
  geometry: Geometry;
}

export interface SharedAnalysis {
  id: string;
  message_id: number;
  author_id: string | null;
  symbol: string;
  timeframe: Timeframe;
  indicators: IndicatorSettings;
  drawings: SharedDrawing[];
}

const COLUMNS = 'id, message_id, author_id, symbol, timeframe, indicators, drawings';
export const THUMBNAILS = 'chart-thumbnails';

const analysisKeys = {
  channel: (channelId: string) => ['dashboard', 'shared-analyses', channelId] as const,
  one: (id: string) => ['dashboard', 'shared-analysis', id] as const,
  thumbnail: (id: string) => ['dashboard', 'shared-analysis-thumbnail', id] as const,
};

function toAnalysis(row: Record<string, unknown>): SharedAnalysis {
  return {
    ...(row as unknown as SharedAnalysis),
    indicators: parseIndicatorSettings(row.indicators),
    drawings: (row.drawings ?? []) as SharedDrawing[],
  };
}

/** A chart channel's analyses by message id, and the newest message id there was when they were read. */
interface ChannelAnalyses {
  byMessage: Map<number, SharedAnalysis>;
  newestMessageId: number;
}

async function fetchChannelAnalyses(channelId: string): Promise<ChannelAnalyses> {
  const supabase = await loadSupabase();
  const [analyses, newest] = await Promise.all([
    supabase.from('shared_analyses').select(COLUMNS).eq('channel_id', channelId).order('message_id', { ascending: false }).limit(200),
    supabase.from('messages').select('id').eq('channel_id', channelId).order('id', { ascending: false }).limit(1),
  ]);
  if (analyses.error) throw analyses.error;
  if (newest.error) throw newest.error;
  return { byMessage: new Map(analyses.data.map((r) => [r.message_id, toAnalysis(r)])), newestMessageId: newest.data[0]?.id ?? 0 };
}

/**
 * The analysis attached to a message of a chart channel, if any. One read serves the channel's
 * messages; a message newer than that read (one that came by Realtime) reads it again.
 */
export function useMessageAnalysis(channelId: string, messageId: number): SharedAnalysis | undefined {
  const query = useQuery({
    queryKey: analysisKeys.channel(channelId),
    queryFn: () => fetchChannelAnalyses(channelId),
    staleTime: Infinity,
  });
  const client = useQueryClient();
  const newer = !!query.data && messageId > query.data.newestMessageId;
  useEffect(() => {
    if (newer) void client.invalidateQueries({ queryKey: analysisKeys.channel(channelId) }, { cancelRefetch: false });
  }, [newer, client, channelId]);
  return query.data?.byMessage.get(messageId);
}

export function useSharedAnalysis(id: string | null) {
  return useQuery({
    queryKey: analysisKeys.one(id ?? ''),
    enabled: id !== null,
    staleTime: Infinity,
    meta: { errorTitle: 'Could not open the analysis' },
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('shared_analyses').select(COLUMNS).eq('id', id!).maybeSingle();
      if (error) throw error;
      if (!data) return null;
      const { data: message } = await supabase.from('channel_messages').select('author_name, body').eq('id', data.message_id).maybeSingle();
      return { ...toAnalysis(data), authorName: message?.author_name ?? 'A member', body: message?.body ?? '' };
    },
  });
}

/**
 * A short-lived signed URL of an analysis's thumbnail; none (an error) when it has none or it is not
 * readable. Its author uploads it after posting, so a card can arrive (Realtime) before its picture: a
 * missing one is looked for again 1, 2 and 4 s later.
 */
export function useThumbnailUrl(id: string) {
  return useQuery({
    queryKey: analysisKeys.thumbnail(id),
    staleTime: 50 * 60_000,
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.storage.from(THUMBNAILS).createSignedUrl(`${id}.png`, 3600);
      if (error || !data) throw error ?? new Error('No thumbnail');
      return data.signedUrl;
    },
    retry: 3, // TanStack's own backoff: 1, 2, 4 s
  });
}

export interface ShareInput {
  channelId: string;
  body: string;
  symbol: string;
  timeframe: Timeframe;
  indicators: IndicatorSettings;
  drawings: SharedDrawing[];
  thumbnail: () => Promise<Blob | null>;
}

/** Posts the view with its comment, then its thumbnail (a chart card without a picture if that fails). */
export function useShareAnalysis() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Analysis not shared' },
    mutationFn: async (input: ShareInput) => {
      const supabase = await loadSupabase();
      const thumbnail = await input.thumbnail().catch(() => null);
      const { data, error } = await supabase.rpc('share_analysis', {
        channel_id: input.channelId,
        body: input.body,
        symbol: input.symbol,
        timeframe: input.timeframe,
        indicators: input.indicators as never,
        drawings: input.drawings as never,
      });
      if (error) throw new Error(error.hint ? `${explain(error)} ${error.hint}` : explain(error));
      if (thumbnail) {
        const upload = await supabase.storage.from(THUMBNAILS).upload(`${data.id}.png`, thumbnail, { contentType: 'image/png' });
        if (upload.error) notifyError('Thumbnail not saved', upload.error);
      }
      return data;
    },
    onSuccess: (_data, input) => {
      void client.invalidateQueries({ queryKey: analysisKeys.channel(input.channelId) });
      void client.invalidateQueries({ queryKey: dashboardKeys.messages(input.channelId) });
    },
  });
}

/** Copies an analysis's drawings into the member's own on its symbol and timeframe; resolves to how many. */
export function useCopyDrawings() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Drawings not copied' },
    mutationFn: async (analysisId: string) => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.rpc('copy_shared_drawings', { analysis_id: analysisId });
      if (error) throw new Error(error.message);
      return data;
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['dashboard', 'chart-drawings'] }),
  });
}
