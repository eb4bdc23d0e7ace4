// The account-export Edge Function (supabase/functions/account-export) through functions.invoke, by
// persona: a learner gets their own profile, plan, progress, attempts and messages and nothing of
// anyone else's — also an admin, whom RLS would let read everyone's rows (the function filters by
// the caller's id); a visitor is refused.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, type Personas } from './personas.ts';
import { passModules, startFinalExam, takeQuiz as takeModuleQuiz } from '../support/quiz.ts';

interface Export {
  format: string;
  user: { id: string; email: string };
  profile: { id: string; display_name: string };
  subscription: { user_id: string; type: string };
  module_progress: { user_id: string; module_id: number }[];
  quiz_attempts: { user_id: string; module_id: number }[];
  final_exam_attempts: { user_id: string; status: string }[];
  badges: { user_id: string }[];
  certificates: { user_id: string }[];
  messages: { author_id: string; body: string }[];
  direct_conversations: { id: string; member_a: string; member_b: string }[];
  direct_messages: { conversation_id: string; sender_id: string; body: string }[];
}

let p: Personas;

async function takeQuiz(db: SupabaseClient) {
  ok(await takeModuleQuiz(db, 1, 0));
}

async function exportOf(db: SupabaseClient): Promise<Export> {
  const { data, error, response } = await db.functions.invoke<Export>('account-export', { method: 'GET' });
  expect(error).toBeNull();
  expect(response!.headers.get('content-disposition')).toMatch(/^attachment; filename="tradecraft-data-\d{4}-\d{2}-\d{2}\.json"$/);
  return data!;
}

function onlyOwnRows(data: Export, userId: string) {
  expect(data.user.id).toBe(userId);
  expect(data.profile.id).toBe(userId);
  expect(data.subscription.user_id).toBe(userId);
  for (const rows of [data.module_progress, data.quiz_attempts, data.final_exam_attempts, data.badges, data.certificates]) {
    for (const row of rows) expect(row.user_id).toBe(userId);
  }
  for (const m of data.messages) expect(m.author_id).toBe(userId);
}

beforeAll(async () => {
  p = await createPersonas('export');
  for (const [who, text] of [
    [p.learner, 'learner says hi'],
    [p.other, 'other says hi'],
    [p.admin, 'admin says hi'],
  ] as const) {
    ok(await who.client.from('messages').insert({ channel_id: 'tutorial-help', body: text }).select());
  }
  await Promise.all([takeQuiz(p.learner.client), takeQuiz(p.other.client)]);
  // both start the final exam (their modules passed through the service role)
  for (const who of [p.learner, p.other]) {
    await passModules(who.id, undefined, p.service);
    await startFinalExam(who.client);
  }
}, 60_000);

describe('account-export', () => {
  it('gives a learner their own data and nothing of another learner', { timeout: 60_000 }, async () => {
    const data = await exportOf(p.learner.client);
    expect(data.format).toBe('tradecraft-account-export/1');
    onlyOwnRows(data, p.learner.id);
    expect(data.user.email).toBe(p.learner.email);
    expect(data.profile.display_name).toBe('Lee Learner');
    expect(data.subscription.type).toBe('free');
    expect(data.messages.map((m) => m.body)).toEqual(['learner says hi']);
    expect(data.quiz_attempts).toHaveLength(1);
    expect(data.module_progress).toHaveLength(15);
    expect(data.final_exam_attempts.map((a) => a.status)).toEqual(['in_progress']);
    expect(JSON.stringify(data)).not.toContain(p.other.id);
  });

  it("gives an admin only their own rows, though RLS lets them read everyone's", async () => {
    const everyone = ok(await p.admin.client.from('messages').select('author_id').in('author_id', [p.learner.id, p.other.id]));
    expect(everyone.length).toBeGreaterThanOrEqual(2);
    const data = await exportOf(p.admin.client);
    onlyOwnRows(data, p.admin.id);
    expect(data.messages.map((m) => m.body)).toEqual(['admin says hi']);
    expect(data.quiz_attempts).toEqual([]);
    expect(data.final_exam_attempts).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(p.learner.id);
  });

  it("holds the member's own conversations with every message in them, and nobody else's", async () => {
    const send = async (who: Personas['learner'], conversation_id: string, body: string) =>
      ok(await who.client.from('dm_messages').insert({ conversation_id, body }).select('id'));
    const withOther = ok(await p.premium.client.rpc('start_conversation', { member_id: p.other.id })) as string;
    await send(p.premium, withOther, 'premium to other');
    await send(p.other, withOther, 'other to premium');
    const withAdmin = ok(await p.admin.client.rpc('start_conversation', { member_id: p.premium.id })) as string;
    await send(p.admin, withAdmin, 'admin to premium');

    const premium = await exportOf(p.premium.client);
    expect(premium.direct_conversations.map((c) => c.id).sort()).toEqual([withOther, withAdmin].sort());
    expect(premium.direct_messages.map((m) => m.body).sort()).toEqual(['admin to premium', 'other to premium', 'premium to other']);
    const other = await exportOf(p.other.client);
    expect(other.direct_conversations.map((c) => c.id)).toEqual([withOther]);
    expect(other.direct_messages.map((m) => m.body)).toEqual(['premium to other', 'other to premium']);
    expect(JSON.stringify(other)).not.toContain('admin to premium');
    const learner = await exportOf(p.learner.client);
    expect(learner.direct_conversations).toEqual([]);
    expect(learner.direct_messages).toEqual([]);
  });

  it('refuses a visitor: the anon key passes verify_jwt but is no user', async () => {
    const { error } = await p.visitor.functions.invoke('account-export', { method: 'GET' });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in to download your data' });
  });
});
