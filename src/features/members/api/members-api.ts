// The social layer's reads and writes, each with the member's own JWT: the directory (find_members),
// a member's public profile (member_directory), their own profile fields (member_profiles), the
// avatar (Storage, avatars/<user id>/...), conversations (start_conversation, my_conversations,
// dm_messages), blocks and reports. Every rule is the database's; refusals come back in its words.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';

export type DirectoryMember = Database['public']['Views']['member_directory']['Row'];
export type Conversation = Database['public']['Views']['my_conversations']['Row'];
export type DirectMessage = Database['public']['Tables']['dm_messages']['Row'];
export type ProfileFields = Pick<
  Database['public']['Tables']['member_profiles']['Update'],
  'bio' | 'experience' | 'trading_style' | 'time_zone' | 'links' | 'show_progress' | 'show_certificate'
>;

export interface DirectoryFilters {
  query: string;
  channel: string | null;
  premium: boolean;
  online: boolean;
  staff: boolean;
  sort: 'active' | 'progress' | 'name' | 'level';
  minLevel: number | null;
}

export const membersKeys = {
  all: ['members'] as const,
  directory: (f: DirectoryFilters) => ['members', 'directory', f] as const,
  member: (id: string) => ['members', 'member', id] as const,
  conversations: ['members', 'conversations'] as const,
  messages: (id: string) => ['members', 'messages', id] as const,
};

export async function avatarUrl(path: string | null): Promise<string | null> {
  if (!path) return null;
  const supabase = await loadSupabase();
  return supabase.storage.from('avatars').getPublicUrl(path).data.publicUrl;
}

async function withAvatarUrl<T extends { avatar_path: string | null }>(rows: T[]): Promise<(T & { avatar_url: string | null })[]> {
  return Promise.all(rows.map(async (r) => ({ ...r, avatar_url: await avatarUrl(r.avatar_path) })));
}

export function useDirectory(f: DirectoryFilters) {
  return useQuery({
    queryKey: membersKeys.directory(f),
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.rpc(
        'find_members',
        {
          query: f.query.trim() || undefined,
          channel: f.channel ?? undefined,
          premium: f.premium || undefined,
          online: f.online || undefined,
          staff: f.staff || undefined,
          sort: f.sort,
          min_level: f.minLevel ?? undefined,
        },
        { get: true },
      );
      if (error) throw error;
      return withAvatarUrl(data);
    },
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'The member directory is unavailable' },
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: membersKeys.member(id),
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('member_directory').select('*').eq('user_id', id).maybeSingle();
      if (error) throw error;
      return data ? (await withAvatarUrl([data]))[0]! : null;
    },
    meta: { errorTitle: 'This profile is unavailable' },
  });
}

export function useSaveProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { displayName: string; fields: ProfileFields }) => {
      const supabase = await loadSupabase();
      const name = await supabase.from('profiles').update({ display_name: input.displayName.trim() }).eq('id', userId);
      if (name.error) throw name.error;
      const { error } = await supabase.from('member_profiles').update(input.fields).eq('user_id', userId);
      if (error) throw error;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

/** Uploads the (already cropped and resized) picture under the member's own folder and points the profile at it. */
export function useUploadAvatar(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const supabase = await loadSupabase();
      const path = `${userId}/avatar-${Date.now()}.webp`;
      const upload = await supabase.storage.from('avatars').upload(path, file, { contentType: file.type || 'image/webp', upsert: true });
      if (upload.error) throw upload.error;
      const { error } = await supabase.from('member_profiles').update({ avatar_path: path }).eq('user_id', userId);
      if (error) throw error;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

export async function startConversation(memberId: string): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('start_conversation', { member_id: memberId });
  if (error) throw error;
  return data;
}

export function useConversations() {
  return useQuery({
    queryKey: membersKeys.conversations,
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('my_conversations')
        .select('*')
        .order('last_message_at', { ascending: false, nullsFirst: false });
      if (error) throw error;
      return Promise.all(data.map(async (c) => ({ ...c, other_avatar_url: await avatarUrl(c.other_avatar_path) })));
    },
    meta: { errorTitle: 'Your conversations are unavailable' },
  });
}

export function useDirectMessages(conversationId: string | null) {
  return useQuery({
    queryKey: membersKeys.messages(conversationId ?? ''),
    enabled: conversationId !== null,
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('dm_messages')
        .select('*')
        .eq('conversation_id', conversationId!)
        .order('created_at', { ascending: false })
        .limit(200);
      if (error) throw error;
      return data.reverse();
    },
    meta: { errorTitle: 'The conversation is unavailable' },
  });
}

export function useSendDirectMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('dm_messages').insert({ conversation_id: conversationId, body }).select('*').single();
      if (error) throw error;
      return data;
    },
    onSuccess: (message) => {
      client.setQueryData<DirectMessage[]>(membersKeys.messages(conversationId), (old) =>
        old && !old.some((m) => m.id === message.id) ? [...old, message] : old,
      );
      void client.invalidateQueries({ queryKey: membersKeys.conversations });
    },
  });
}

export async function markConversationRead(conversationId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('mark_conversation_read', { conversation_id: conversationId });
  if (error) throw error;
}

export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, block }: { memberId: string; block: boolean }) => {
      const supabase = await loadSupabase();
      const { error } = block
        ? await supabase.from('member_blocks').insert({ blocked_id: memberId })
        : await supabase.from('member_blocks').delete().eq('blocked_id', memberId);
      if (error && error.code !== '23505') throw error;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

export function useReportMember() {
  return useMutation({
    mutationFn: async (input: {
      memberId: string;
      dmMessageId: number | null;
      reason: 'spam' | 'harassment' | 'scam' | 'other';
      note: string;
    }) => {
      const supabase = await loadSupabase();
      const { error } = await supabase
        .from('member_reports')
        .insert({ member_id: input.memberId, dm_message_id: input.dmMessageId, reason: input.reason, note: input.note.trim() || null });
      if (error) throw error;
    },
  });
}

export type LeaderboardRow = Database['public']['Functions']['leaderboard']['Returns'][number];

export type LeaderboardPeriod = '7d' | '30d' | 'all';

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    queryKey: ['members', 'leaderboard', period],
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.rpc('leaderboard', { period, max_rows: 10 }, { get: true });
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'The leaderboard is unavailable' },
  });
}

export function useMyPoints() {
  return useQuery({
    queryKey: ['members', 'my-points'],
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.rpc('my_points', undefined, { get: true }).single();
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Your points are unavailable' },
  });
}

const digestKey = ['members', 'email-preferences'] as const;

/** Whether the signed-in member gets the weekly digest (email_preferences, their own row). */
export function useWeeklyDigest() {
  return useQuery({
    queryKey: digestKey,
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('email_preferences').select('weekly_digest').maybeSingle();
      if (error) throw error;
      return data?.weekly_digest ?? true;
    },
    meta: { errorTitle: 'Your email settings are unavailable' },
  });
}

export function useSetWeeklyDigest(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('email_preferences').update({ weekly_digest: on }).eq('user_id', userId);
      if (error) throw error;
      return on;
    },
    onSuccess: (on) => client.setQueryData(digestKey, on),
    meta: { errorTitle: 'Your email settings were not saved' },
  });
}

/** The weekly digest's one-click unsubscribe: the token from the email is the proof, no sign-in. */
export async function unsubscribeDigest(token: string): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('unsubscribe_digest', { token });
  if (error) throw error;
  return data === true;
}
