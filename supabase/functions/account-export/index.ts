// account-export: a signed-in learner downloads everything Tradecraft keeps about them, as JSON —
// profile, plan, course progress, quiz attempts, badges, certificate, the messages they wrote, their
// member profile, points, blocks, email choices and their direct conversations with every message in
// them (both members' — the conversation is theirs to keep).
// Read with the caller's JWT, so row-level security applies, and filtered explicitly by their id.
import type { SupabaseClient } from '@supabase/supabase-js';
import { corsHeaders } from '../_shared/cors.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { clientForCaller } from '../_shared/supabase.ts';

/** PostgREST answers at most max_rows (1000) rows a request: read a table page by page. */
const PAGE = 1000;

type Query = { range(from: number, to: number): PromiseLike<{ data: unknown[] | null; error: { message: string } | null }> };

async function readAll(query: () => Query): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await query().range(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}

async function exportAccount(db: SupabaseClient, userId: string) {
  // Each table filtered by the caller's id (RLS is the guard, not the filter), in a stable order.
  const mine =
    (table: string, column: string, ...order: string[]) =>
    () =>
      order.reduce((q, c) => q.order(c), db.from(table).select('*').eq(column, userId)) as unknown as Query;
  const [
    profiles,
    subscriptions,
    progress,
    attempts,
    examAttempts,
    badges,
    certificates,
    messages,
    memberProfiles,
    points,
    blocks,
    emailPreferences,
    conversations,
  ] = await Promise.all([
    readAll(mine('profiles', 'id', 'id')),
    readAll(mine('subscriptions', 'user_id', 'user_id')),
    readAll(mine('module_progress', 'user_id', 'module_id')),
    readAll(mine('quiz_attempts', 'user_id', 'created_at', 'id')),
    readAll(mine('final_exam_attempts', 'user_id', 'started_at', 'id')),
    readAll(mine('user_badges', 'user_id', 'awarded_at', 'badge_id')),
    readAll(mine('certificates', 'user_id', 'issued_at', 'id')),
    readAll(mine('messages', 'author_id', 'created_at', 'id')),
    readAll(mine('member_profiles', 'user_id', 'user_id')),
    readAll(mine('point_events', 'user_id', 'created_at', 'id')),
    readAll(mine('member_blocks', 'blocker_id', 'created_at', 'blocked_id')),
    readAll(mine('email_preferences', 'user_id', 'user_id')),
    readAll(
      () =>
        db
          .from('dm_conversations')
          .select('*')
          .or(`member_a.eq.${userId},member_b.eq.${userId}`)
          .order('created_at')
          .order('id') as unknown as Query,
    ),
  ]);
  const conversationIds = (conversations as { id: string }[]).map((c) => c.id);
  const directMessages: unknown[] = [];
  for (let i = 0; i < conversationIds.length; i += 100) {
    const ids = conversationIds.slice(i, i + 100);
    directMessages.push(
      ...(await readAll(
        () => db.from('dm_messages').select('*').in('conversation_id', ids).order('created_at').order('id') as unknown as Query,
      )),
    );
  }
  return {
    profile: profiles[0] ?? null,
    subscription: subscriptions[0] ?? null,
    module_progress: progress,
    quiz_attempts: attempts,
    final_exam_attempts: examAttempts,
    badges,
    certificates,
    messages,
    member_profile: memberProfiles[0] ?? null,
    points,
    blocks,
    email_preferences: emailPreferences[0] ?? null,
    direct_conversations: conversations,
    direct_messages: directMessages,
  };
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'GET' && req.method !== 'POST') return errorResponse(405, 'Use GET or POST');

  const db = clientForCaller(req);
  const { data: auth, error: authError } = await db.auth.getUser();
  if (authError || !auth.user) return errorResponse(401, 'Sign in to download your data');
  const user = auth.user;

  try {
    const data = await exportAccount(db, user.id);
    const exportedAt = new Date().toISOString();
    return json(
      {
        format: 'tradecraft-account-export/1',
        exported_at: exportedAt,
        user: { id: user.id, email: user.email, created_at: user.created_at },
        ...data,
      },
      { headers: { 'Content-Disposition': `attachment; filename="tradecraft-data-${exportedAt.slice(0, 10)}.json"` } },
    );
  } catch (e) {
    console.error(`export for ${user.id} failed:`, e);
    return errorResponse(500, 'Could not export your data, please try again');
  }
});
