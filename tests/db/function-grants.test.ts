// Which functions the API roles may execute (security review 5). Every function in schemas public and
// private that anon or authenticated can execute is listed below with the roles that can; the test
// builds a fresh database from supabase/migrations on this run's engine and compares. A function
// exposed by accident (a new helper left executable by PUBLIC, a grant too wide) fails here; so does a
// helper a policy needs losing its grant. Private helpers are executable only where a role's own query
// calls them: row-level security policies and security-invoker views or functions.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEngine, type Engine, migrate } from 'supabase-stand-in';
import { createTestDatabase } from '../support/test-database.ts';

const EXPECTED: Record<string, 'anon, authenticated' | 'authenticated'> = {
  // channel_overview (security invoker), read by visitors and members
  'private.can_post_channel(channel_id text, kind text)': 'anon, authenticated',
  'private.can_read_channel(channel_id text)': 'anon, authenticated',
  'private.count_channel_members(access text)': 'anon, authenticated',
  // earnings_calendar (security invoker), read by members
  'private.earnings_release_at(report_date date, timing text)': 'authenticated',
  // row-level security policies for signed-in members
  'private.can_react(message_id bigint)': 'authenticated',
  'private.is_aal2()': 'authenticated',
  'private.is_admin()': 'authenticated',
  'private.is_admin_aal2()': 'authenticated',
  'private.is_analyst()': 'authenticated',
  'private.is_premium()': 'authenticated',
  'private.is_suspended()': 'authenticated',
  'private.message_channel(message_id bigint)': 'authenticated',
  'private.message_is_hidden(message_id bigint)': 'authenticated',
  'private.readable_channel_ids()': 'authenticated',
  // prepare_message_report (a trigger that runs as the reporting member) raises its 429 through it
  'private.too_many_requests(code text, message text, retry_after integer, details text, hint text)': 'authenticated',
  // the live room's policies (its tables, realtime.messages, storage.objects)
  'private.can_enter_session(session_id bigint)': 'authenticated',
  'private.can_chat_in_session(session_id bigint)': 'authenticated',
  'private.is_session_host(session_id bigint)': 'authenticated',
  'private.live_topic_session(topic text)': 'authenticated',
  'private.recording_session(name text)': 'authenticated',
  // channel_messages and search_messages (security invoker), billing_status (security invoker)
  'private.author_card(author_id uuid)': 'authenticated',
  'private.message_mention_cards(body text)': 'authenticated',
  'private.message_reactions_summary(message_id bigint)': 'authenticated',
  'private.message_search_hits(query tsquery, channel text)': 'authenticated',
  'private.billing_grace_period()': 'authenticated',
  'private.deleted_message_author(message_id bigint)': 'authenticated',
  // member_directory, find_members and my_conversations (security invoker), direct message policies
  'private.can_write_dm(conversation_id uuid)': 'authenticated',
  'private.is_dm_member(conversation_id uuid)': 'authenticated',
  'private.member_can_read_channel(user_id uuid, channel_id text)': 'authenticated',
  'private.member_facts(member_id uuid)': 'authenticated',
  // the DM typing indicator's private topic (policies on realtime.messages)
  'private.dm_topic_conversation(topic text)': 'authenticated',
  // the level beside names: channel_messages and member_directory (security invoker)
  'private.level_of(points bigint)': 'authenticated',
  'private.member_level(member_id uuid)': 'authenticated',
  'private.member_points(member_id uuid)': 'authenticated',
  // the API: signed-in members (admin_* and the certificate actions refuse non-admins themselves)
  'public.admin_active_mutes()': 'authenticated',
  'public.answer_session_question(question_id bigint, answered boolean)': 'authenticated',
  'public.assign_session_host(session_id bigint, host_id uuid)': 'authenticated',
  'public.set_session_state(session_id bigint, state text)': 'authenticated',
  'public.admin_add_quiz_question(module_id integer, question text, options text[], correct_option integer, explanation text)':
    'authenticated',
  'public.admin_completion_funnel()': 'authenticated',
  'public.admin_daily_activity(days integer)': 'authenticated',
  'public.admin_delete_message(message_id bigint)': 'authenticated',
  'public.admin_dismiss_reports(message_id bigint)': 'authenticated',
  'public.admin_hide_message(message_id bigint)': 'authenticated',
  'public.admin_lift_mute(channel_id text, member_id uuid)': 'authenticated',
  'public.admin_lift_suspension(member_id uuid)': 'authenticated',
  'public.admin_member_reports()': 'authenticated',
  'public.admin_list_members(search text, segment text)': 'authenticated',
  'public.admin_moderation_queue()': 'authenticated',
  'public.admin_move_lesson(lesson_id bigint, direction text)': 'authenticated',
  'public.admin_move_resource(resource_id bigint, direction text)': 'authenticated',
  'public.admin_mute_member(channel_id text, member_id uuid, duration text, reason text)': 'authenticated',
  'public.admin_overview_totals()': 'authenticated',
  'public.admin_resolve_member_report(report_id bigint, resolution text)': 'authenticated',
  'public.admin_restore_quiz_question(question_id bigint)': 'authenticated',
  'public.admin_retire_quiz_question(question_id bigint)': 'authenticated',
  'public.admin_retry_lesson_video(lesson_id bigint)': 'authenticated',
  'public.admin_save_quiz_question(question_id bigint, question text, options text[], correct_option integer, explanation text)':
    'authenticated',
  'public.add_signal_note(signal_id bigint, note text)': 'authenticated',
  'public.admin_set_admin(member_id uuid, admin boolean)': 'authenticated',
  'public.admin_set_analyst(member_id uuid, analyst boolean)': 'authenticated',
  'public.admin_set_complimentary(member_id uuid, premium boolean)': 'authenticated',
  'public.admin_suspend_member(member_id uuid, reason text)': 'authenticated',
  'public.admin_unhide_message(message_id bigint)': 'authenticated',
  'public.billing_status()': 'authenticated',
  'public.check_session_reminders()': 'authenticated',
  'public.close_signal(signal_id bigint)': 'authenticated',
  'public.complete_quiz(attempt_id uuid, answers jsonb)': 'authenticated',
  'public.copy_shared_drawings(analysis_id uuid)': 'authenticated',
  'public.final_exam_status()': 'authenticated',
  'public.leaderboard(period text, max_rows integer)': 'authenticated',
  'public.find_members(query text, channel text, premium boolean, online boolean, staff boolean, sort text, max_rows integer, min_level integer)':
    'authenticated',
  'public.grade_chart_exercise(exercise_id bigint, price numeric, bar_time timestamp with time zone, end_price numeric, end_time timestamp with time zone, value numeric, choice integer)':
    'authenticated',
  'public.mark_conversation_read(conversation_id uuid)': 'authenticated',
  'public.mark_notifications_read(ids bigint[])': 'authenticated',
  'public.mark_offline()': 'authenticated',
  'public.mark_online()': 'authenticated',
  'public.mark_helpful_answer(message_id bigint)': 'authenticated',
  'public.member_cards(user_ids uuid[])': 'authenticated',
  'public.my_points()': 'authenticated',
  'public.my_weekly_digest()': 'authenticated',
  'public.online_member_cards(user_ids uuid[])': 'authenticated',
  'public.publish_signal(symbol text, side text, entry_type text, stop numeric, targets numeric[], expires_at timestamp with time zone, rationale text, entry_low numeric, entry_high numeric)':
    'authenticated',
  'public.reinstate_certificate(code text)': 'authenticated',
  'public.revoke_certificate(code text, reason text)': 'authenticated',
  'public.save_lesson_progress(lesson_id bigint, position_seconds numeric)': 'authenticated',
  'public.search_members(prefix text, channel text)': 'authenticated',
  'public.set_session_rsvp(session_id bigint, status text)': 'authenticated',
  'public.share_analysis(channel_id text, body text, symbol text, timeframe text, indicators jsonb, drawings jsonb)': 'authenticated',
  'public.search_messages(query text, channel text)': 'authenticated',
  'public.signal_move_stop_to_break_even(signal_id bigint)': 'authenticated',
  'public.start_conversation(member_id uuid)': 'authenticated',
  'public.start_final_exam()': 'authenticated',
  'public.start_quiz(module_id integer)': 'authenticated',
  'public.submit_final_exam(attempt_id uuid, answers jsonb)': 'authenticated',
  'public.unread_counts()': 'authenticated',
  // the public certificate check
  'public.verify_certificate(code text)': 'anon, authenticated',
  // the digest's one-click unsubscribe (the token is the proof)
  'public.unsubscribe_digest(token uuid)': 'anon, authenticated',
};

let engine: Engine;
let drop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  if (inject('engine') === 'postgres') {
    const db = await createTestDatabase('tradecraft_grants');
    drop = () => db.drop();
    engine = await createEngine({ kind: 'postgres', url: db.url, max: 1 });
  } else {
    engine = await createEngine({ kind: 'pglite' });
  }
  await migrate(engine, { seedFile: null });
}, 180_000);
afterAll(async () => {
  await engine?.close();
  await drop?.();
});

describe('EXECUTE on functions in public and private', () => {
  it('anon and authenticated may execute exactly the allow-listed functions', async () => {
    const { rows } = await engine.query<{ fn: string; roles: string }>(`
      select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn,
        concat_ws(', ',
          case when has_function_privilege('anon', p.oid, 'execute') then 'anon' end,
          case when has_function_privilege('authenticated', p.oid, 'execute') then 'authenticated' end) as roles
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`);
    const granted = Object.fromEntries(rows.filter((r) => r.roles !== '').map((r) => [r.fn, r.roles]));
    expect(granted).toEqual(EXPECTED);
  });

  it('every security-definer helper in private that no policy or invoker view needs is closed to the API roles', async () => {
    const { rows } = await engine.query<{ fn: string }>(`
      select p.proname as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by 1`);
    expect(rows.map((r) => r.fn)).toEqual([
      'author_card',
      'can_chat_in_session',
      'can_enter_session',
      'can_post_channel',
      'can_react',
      'can_read_channel',
      'can_write_dm',
      'count_channel_members',
      'deleted_message_author',
      'is_admin',
      'is_admin_aal2',
      'is_analyst',
      'is_dm_member',
      'is_premium',
      'is_session_host',
      'is_suspended',
      'member_can_read_channel',
      'member_facts',
      'member_level',
      'member_points',
      'message_channel',
      'message_is_hidden',
      'message_mention_cards',
      'message_reactions_summary',
      'message_search_hits',
      'readable_channel_ids',
    ]);
    for (const fn of [
      'acting_as_admin',
      'assert_admin',
      'assert_member',
      'admin_member_row',
      'member_plan',
      'premium_source',
      'issue_certificate',
    ]) {
      expect(rows.map((r) => r.fn)).not.toContain(fn);
    }
  });
});
