// The signed-in member's indicator settings (chart_settings: one row of their own, for every chart;
// its shape checked by the database), so the Tools palette is the same on every device. A change
// shows at once and is saved in order (the writes of one member share a mutation scope); the member's
// other tabs follow by Realtime (RLS sends a member only their own row). This browser keeps a copy in
// localStorage for the first paint, and a member with no row yet starts from what this browser
// remembered before the settings were kept in the database.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../lib/load-supabase.ts';
import { useRealtimeCache } from '../lib/realtime/use-realtime-cache.ts';
import { notifyError } from '../lib/notify.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { DEFAULT_INDICATORS, parseIndicatorSettings, type IndicatorSettings } from './indicators.ts';

const settingsKey = (userId: string) => ['dashboard', 'chart-settings', userId] as const;
const saveKey = (userId: string) => ['chart-settings', 'save', userId] as const;
const storageKey = (userId: string) => `tradecraft:chart-indicators:${userId}`;

function readCopy(userId: string): IndicatorSettings | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    return raw ? parseIndicatorSettings(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

function keepCopy(userId: string, settings: IndicatorSettings) {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the first paint uses the defaults.
  }
}

async function fetchSettings(userId: string): Promise<IndicatorSettings> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('chart_settings').select('indicators').maybeSingle();
  if (error) throw error;
  const settings = data ? parseIndicatorSettings(data.indicators) : (readCopy(userId) ?? DEFAULT_INDICATORS);
  keepCopy(userId, settings);
  return settings;
}

/** A change to the settings, applied to the latest ones (two quick toggles both count). */
export type SettingsUpdate = (current: IndicatorSettings) => IndicatorSettings;

/** Re-reads the settings unless this tab is still saving (its own writes would come back out of date). */
function resync(client: QueryClient, userId: string) {
  if (client.isMutating({ mutationKey: saveKey(userId) }) === 0) void client.invalidateQueries({ queryKey: settingsKey(userId) });
}

/** The member's indicator settings, and a setter that saves them. */
export function useIndicatorSettings(): [IndicatorSettings, (update: SettingsUpdate) => void] {
  const userId = useAuth().user?.id ?? '';
  const client = useQueryClient();
  const key = settingsKey(userId);
  useRealtimeCache(`chart-settings:${userId}`, [{ table: 'chart_settings', event: '*', filter: `user_id=eq.${userId}` }], {
    enabled: !!userId,
    onChange: (_change, c) => resync(c, userId),
    onSubscribed: (c) => resync(c, userId),
  });
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchSettings(userId),
    enabled: !!userId,
    placeholderData: () => (userId ? readCopy(userId) : undefined),
    meta: { errorTitle: 'Could not load your indicator settings' },
  });
  const save = useMutation({
    mutationKey: saveKey(userId),
    scope: { id: `chart-settings:${userId}` },
    mutationFn: async (settings: IndicatorSettings) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('chart_settings').upsert({ indicators: settings as never });
      if (error) throw new Error(error.hint ? `${error.message} ${error.hint}` : error.message);
    },
    onError: (error) => notifyError('Indicator settings not saved', error),
    // The last of this tab's writes reads the settings back: what the other tabs wrote meanwhile, or
    // what is kept after a refusal.
    onSettled: () => {
      if (client.isMutating({ mutationKey: saveKey(userId) }) === 1) void client.invalidateQueries({ queryKey: key });
    },
  });
  const settings = query.data ?? DEFAULT_INDICATORS;
  const set = (update: SettingsUpdate) => {
    if (!userId) return;
    const next = update(client.getQueryData<IndicatorSettings>(key) ?? settings);
    client.setQueryData(key, next);
    // A read under way would bring back the settings from before this change.
    void client.cancelQueries({ queryKey: key });
    keepCopy(userId, next);
    save.mutate(next);
  };
  return [settings, set];
}
