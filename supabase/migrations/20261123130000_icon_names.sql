-- Icons are names, not emoji. An emoji needs an emoji font to render, and many machines (Debian's
-- Chromium among them) have none: channel icons, module thumbnails and badges showed as empty boxes.
-- The columns now hold an icon name from the Tabler set (https://tabler.io/icons, kebab-case, e.g.
-- 'chart-candle'); the SPA draws it as an SVG (src/components/data-icon.tsx), so nothing depends on a
-- font. The emoji written by the first seed become the names seed.sql now writes; any other value
-- becomes the column's default. A check keeps the columns to names from now on.

-- ---------------------------------------------------------------------------------------------
-- data (emoji → icon name; U+FE0F, the emoji presentation selector, is ignored)
-- ---------------------------------------------------------------------------------------------
update public.modules m
set thumbnail = coalesce(
  (select v.name from (values
    ('🏛', 'building-bank'),
    ('📝', 'notes'),
    ('📊', 'chart-candle'),
    ('📐', 'ruler-2'),
    ('🔍', 'zoom-in'),
    ('📑', 'file-spreadsheet'),
    ('🏭', 'building-factory-2'),
    ('🔄', 'refresh'),
    ('🏦', 'arrows-exchange'),
    ('⚖', 'scale'),
    ('🧠', 'brain'),
    ('🌐', 'world'),
    ('⚙', 'settings'),
    ('📰', 'news'),
    ('🏆', 'trophy')
  ) as v(emoji, name) where v.emoji = replace(m.thumbnail, U&'\FE0F', '')),
  'book');

update public.badges b
set icon = coalesce(
  (select v.name from (values
    ('🏆', 'trophy'),
    ('🎓', 'school')
  ) as v(emoji, name) where v.emoji = replace(b.icon, U&'\FE0F', '')),
  'medal');

update public.channels c
set icon = coalesce(
  (select v.name from (values
    ('📚', 'books'),
    ('📈', 'trending-up'),
    ('🎯', 'target'),
    ('❓', 'help'),
    ('💬', 'message-circle'),
    ('👀', 'eye'),
    ('📊', 'chart-candle'),
    ('🚨', 'alert-triangle'),
    ('📰', 'news'),
    ('📅', 'calendar'),
    ('💎', 'diamond'),
    ('🎥', 'video')
  ) as v(emoji, name) where v.emoji = replace(c.icon, U&'\FE0F', '')),
  'hash');

-- ---------------------------------------------------------------------------------------------
-- columns
-- ---------------------------------------------------------------------------------------------
alter table public.modules
  alter column thumbnail set default 'book',
  add constraint modules_thumbnail_is_icon_name check (thumbnail ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$');
comment on column public.modules.thumbnail is 'Thumbnail icon: a Tabler icon name in kebab-case, e.g. ''chart-candle''.';

alter table public.badges
  alter column icon set default 'medal',
  add constraint badges_icon_is_icon_name check (icon ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$');
comment on column public.badges.icon is 'Badge icon: a Tabler icon name in kebab-case, e.g. ''trophy''.';

alter table public.channels
  alter column icon set default 'hash',
  add constraint channels_icon_is_icon_name check (icon ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$');
comment on column public.channels.icon is 'Channel icon: a Tabler icon name in kebab-case, e.g. ''message-circle''.';
