// The Community section's reads and writes: channels, live sessions and market alerts, straight through
// the tables with the admin's own JWT. The tables' policies let only an admin at aal2 write
// (private.is_admin_aal2()), the check constraints refuse what the forms refuse, and the
// audit_admin_write triggers record every change. After a write the whole console is read again (the
// lists and the audit log); members' open dashboards follow through Realtime.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

type Tables = Database['public']['Tables'];
export type ChannelRow = Tables['channels']['Row'];
export type SessionRow = Tables['live_sessions']['Row'];
export type AlertRow = Tables['market_alerts']['Row'];

export const CHANNEL_GROUPS = ['BASICS', 'MARKET DISCUSSION', 'LIVE UPDATES', 'PREMIUM'] as const;
export const CHANNEL_TYPES = ['chat', 'tutorials', 'watchlist', 'charts', 'calendar', 'signals'] as const;
export const CHANNEL_ACCESS = ['free', 'freemium', 'premium'] as const;
/** The channels whose content area shows the market alerts above the chat. */
export const ALERT_CHANNELS = ['market-alerts', 'breaking-news'] as const;
export const SEVERITIES = ['info', 'watch', 'urgent'] as const;

export interface ChannelInput {
  name: string;
  group_name: string;
  type: string;
  access: string;
  description: string;
}

export interface SessionInput {
  channel_id: string;
  title: string;
  host_name: string;
  /** An ISO timestamp. */
  starts_at: string;
  duration_minutes: number;
  join_url: string | null;
  access: 'free' | 'premium';
  description: string;
}

export interface AlertInput {
  channel_id: string;
  symbol: string | null;
  headline: string;
  detail: string;
  severity: string;
  premium_only: boolean;
}

/** A channel id from its name: lower case, dashes between words ('Crypto Talk' → 'crypto-talk'). */
export function channelIdFrom(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export async function fetchAdminChannels(): Promise<ChannelRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('channels').select('*').order('position');
  if (error) throw error;
  return data;
}

export async function fetchAdminSessions(): Promise<SessionRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('live_sessions').select('*').order('starts_at', { ascending: false }).limit(200);
  if (error) throw error;
  return data;
}

export async function fetchAdminAlerts(): Promise<AlertRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('market_alerts').select('*').order('created_at', { ascending: false }).limit(100);
  if (error) throw error;
  return data;
}

export async function fetchSymbols(): Promise<string[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('market_symbols').select('symbol').order('position');
  if (error) throw error;
  return data.map((s) => s.symbol);
}

export const useAdminChannels = () =>
  useQuery({ queryKey: adminKeys.channels, queryFn: fetchAdminChannels, meta: { errorTitle: 'Could not load the channels' } });
export const useAdminSessions = () =>
  useQuery({ queryKey: adminKeys.sessions, queryFn: fetchAdminSessions, meta: { errorTitle: 'Could not load the sessions' } });
export const useAdminAlerts = () =>
  useQuery({ queryKey: adminKeys.alerts, queryFn: fetchAdminAlerts, meta: { errorTitle: 'Could not load the alerts' } });
export const useSymbols = () =>
  useQuery({ queryKey: adminKeys.symbols, queryFn: fetchSymbols, staleTime: Infinity, meta: { errorTitle: 'Could not load the symbols' } });

export type CommunityWrite =
  | { kind: 'channel.create'; input: ChannelInput }
  | { kind: 'channel.update'; id: string; input: ChannelInput }
  | { kind: 'channel.delete'; id: string }
  | { kind: 'session.create'; input: SessionInput }
  | { kind: 'session.update'; id: number; input: SessionInput }
  | { kind: 'session.cancel'; id: number }
  | { kind: 'alert.publish'; input: AlertInput }
  | { kind: 'alert.update'; id: number; input: AlertInput }
  | { kind: 'alert.delete'; id: number };

/** Every write asks for the row back: a write the policies filter out (0 rows) is an error, not a silent no-op. */
export async function runCommunityWrite(w: CommunityWrite): Promise<void> {
  const supabase = await loadSupabase();
  const res = await (async () => {
    switch (w.kind) {
      case 'channel.create': {
        // The next free position at the end of the sidebar; the unique constraint refuses a clash.
        const last = await supabase.from('channels').select('position').order('position', { ascending: false }).limit(1).maybeSingle();
        if (last.error) return last;
        return supabase
          .from('channels')
          .insert({ ...w.input, id: channelIdFrom(w.input.name), position: (last.data?.position ?? 0) + 1 })
          .select('id')
          .single();
      }
      case 'channel.update':
        return supabase.from('channels').update(w.input).eq('id', w.id).select('id').single();
      case 'channel.delete':
        return supabase.from('channels').delete().eq('id', w.id).select('id').single();
      case 'session.create':
        return supabase.from('live_sessions').insert(w.input).select('id').single();
      case 'session.update':
        return supabase.from('live_sessions').update(w.input).eq('id', w.id).select('id').single();
      case 'session.cancel':
        return supabase.from('live_sessions').delete().eq('id', w.id).select('id').single();
      case 'alert.publish':
        return supabase.from('market_alerts').insert(w.input).select('id').single();
      case 'alert.update':
        return supabase.from('market_alerts').update(w.input).eq('id', w.id).select('id').single();
      case 'alert.delete':
        return supabase.from('market_alerts').delete().eq('id', w.id).select('id').single();
    }
  })();
  if (res.error) throw res.error;
}

export function useCommunityWrite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runCommunityWrite, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
