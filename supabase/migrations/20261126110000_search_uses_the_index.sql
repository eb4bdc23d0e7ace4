-- Message search used no index (bench/RESULTS.md, "Message search"). Under row-level security,
-- PostgreSQL evaluates a query's own conditions after the policies' unless they are leakproof, and
-- `@@` is not (nor can a migration mark it so on hosted Supabase). search_messages therefore read every
-- message of the caller's readable channels through the channel index, computing to_tsvector and the
-- hidden-message check for each row: 1–3 s a search over 100,000 messages.
--
-- Now the candidates come from the GIN index first: private.message_search_hits, security definer,
-- returns the ids of the newest 300 matching messages in the channels the caller may read (the same
-- readable_channel_ids() the messages policy uses). search_messages stays security invoker and selects
-- those rows from public.messages under the caller's row-level security, which still decides what
-- they see (hidden messages, suspension, any policy added later); the helper only narrows where to
-- look. A caller for whom more than 270 of the newest 300 hits are hidden gets fewer than 30 results.
create function private.message_search_hits(query tsquery, channel text)
returns bigint[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(h.id), '{}')
  from (
    select m.id
    from public.messages m
    where to_tsvector('english', m.body) @@ message_search_hits.query
      and m.deleted_at is null
      and m.channel_id = any ((select private.readable_channel_ids())::text[])
      and (message_search_hits.channel is null or m.channel_id = message_search_hits.channel)
    order by m.created_at desc, m.id desc
    limit 300
  ) h;
$$;
comment on function private.message_search_hits(tsquery, text) is 'For search_messages: ids of the newest 300 messages matching the query (GIN index) in the channels the caller may read. Candidates only: search_messages reads them under RLS.';
revoke execute on function private.message_search_hits(tsquery, text) from public;
grant execute on function private.message_search_hits(tsquery, text) to authenticated, service_role;

create or replace function public.search_messages(query text, channel text default null)
returns table (
  id bigint, channel_id text, parent_id bigint, author_name text, author_initials text, body text,
  created_at timestamptz, rank real
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_query tsquery;
  v_candidates bigint[];
begin
  if query is null or char_length(btrim(query)) < 2 or char_length(query) > 200 then
    raise exception 'Search for 2 to 200 characters.' using errcode = '22023';
  end if;
  v_query := websearch_to_tsquery('english', query);
  if numnode(v_query) = 0 then
    return;
  end if;
  v_candidates := private.message_search_hits(v_query, search_messages.channel);
  -- Security invoker: row-level security on messages decides what the caller can find, among the
  -- candidates the index gave. The newest 30 hits first, then their author cards.
  return query
    with hits as (
      select m.id, m.channel_id, m.parent_id, m.author_id, m.body, m.created_at
      from public.messages m
      where m.id = any (v_candidates)
        and to_tsvector('english', m.body) @@ v_query
        and m.deleted_at is null
        and (search_messages.channel is null or m.channel_id = search_messages.channel)
      order by m.created_at desc, m.id desc
      limit 30
    )
    select h.id, h.channel_id, h.parent_id, a.display_name, a.initials, h.body, h.created_at,
      ts_rank(to_tsvector('english', h.body), v_query)
    from hits h
    cross join lateral private.author_card(h.author_id) a
    order by h.created_at desc, h.id desc;
end;
$$;
comment on function public.search_messages(text, text) is 'Full-text search (English, web-search syntax) over the messages the caller may read, newest first, 30 at most; optionally in one channel. Candidates from the GIN index (private.message_search_hits), rows under the caller''s RLS.';
