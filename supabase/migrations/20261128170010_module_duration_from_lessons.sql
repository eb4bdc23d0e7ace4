-- A module's length is the sum of its published lessons' lengths, on every screen that shows it (the
-- module cards, the preview's sample modules, the dashboard's placeholder): modules.duration (mm:ss)
-- is no longer typed in but follows the lessons, like modules.lesson_count. A lesson's length is its
-- video's — the generator (scripts/videos/) and the console write duration_seconds with the video — so
-- once the videos are there, the cards say how long the module really takes to watch.
--
-- * private.module_duration(module_id): the sum as mm:ss (at most 999:59, the column's format).
-- * A trigger on modules sets duration from the lessons on every update, whatever the writer sent; a trigger on lessons refreshes its module (and the one it left) when a lesson is
--   added, removed, moved, published or unpublished, or its length changes.

create function private.module_duration(module_id integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('%s:%s', s / 60, lpad((s % 60)::text, 2, '0'))
  from (
    select least(coalesce(sum(l.duration_seconds), 0), 999 * 60 + 59)::integer as s
    from public.lessons l
    where l.module_id = module_duration.module_id and l.published
  ) t;
$$;
comment on function private.module_duration(integer) is 'The sum of a module''s published lessons'' duration_seconds, as mm:ss (at most 999:59).';
revoke execute on function private.module_duration(integer) from public;

create function private.set_module_duration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.duration := private.module_duration(new.id);
  return new;
end;
$$;
comment on function private.set_module_duration() is 'Sets modules.duration to the sum of the module''s published lessons, whatever the writer sent.';
revoke execute on function private.set_module_duration() from public;

-- On update only: the seed inserts the modules with their planned length before their lessons exist,
-- and private.add_lessons() shares that planned length out among the lessons (see
-- 20261124110100_lesson_notes.sql); the lessons' insert trigger below then sets the sum.
create trigger modules_set_duration
  before update on public.modules
  for each row execute function private.set_module_duration();

create function private.sum_module_duration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.modules m set duration = private.module_duration(m.id)
    where m.id = new.module_id and m.duration is distinct from private.module_duration(m.id);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update public.modules m set duration = private.module_duration(m.id)
    where m.id = old.module_id and m.duration is distinct from private.module_duration(m.id);
  end if;
  return null;
end;
$$;
comment on function private.sum_module_duration() is 'Keeps modules.duration equal to the sum of the module''s published lessons'' lengths.';
revoke execute on function private.sum_module_duration() from public;

create trigger lessons_sum_module_duration
  after insert or delete or update of module_id, published, duration_seconds on public.lessons
  for each row execute function private.sum_module_duration();

comment on column public.modules.duration is 'The module''s length as mm:ss: the sum of its published lessons'' duration_seconds, kept by the database (private.module_duration).';

update public.modules m set duration = private.module_duration(m.id);
