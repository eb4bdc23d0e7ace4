// Icons named in the data (channels.icon, modules.thumbnail, badges.icon hold Tabler icon names, see
// supabase/migrations/20261123130000_icon_names.sql), drawn as SVG so they render on every machine —
// an emoji needs an emoji font, which many systems lack. Each icon is imported on its own so the
// bundle holds only these; this module is loaded by the signed-in screens only. A name not in the map
// (content added later) draws a neutral dot rather than nothing. Decorative: hidden from readers.
import type { ComponentType } from 'react';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconBook,
  IconBooks,
  IconBrain,
  IconBuildingBank,
  IconBuildingFactory2,
  IconCalendar,
  IconChartCandle,
  IconDiamond,
  IconEye,
  IconFileSpreadsheet,
  IconHash,
  IconHelp,
  IconMedal,
  IconMessageCircle,
  IconNews,
  IconNotes,
  IconPoint,
  IconRefresh,
  IconRuler2,
  IconScale,
  IconSchool,
  IconSettings,
  IconTarget,
  IconTrendingUp,
  IconTrophy,
  IconVideo,
  IconWorld,
  IconZoomIn,
  type IconProps,
} from '@tabler/icons-react';

const ICONS: Record<string, ComponentType<IconProps>> = {
  'alert-triangle': IconAlertTriangle,
  'arrows-exchange': IconArrowsExchange,
  book: IconBook,
  books: IconBooks,
  brain: IconBrain,
  'building-bank': IconBuildingBank,
  'building-factory-2': IconBuildingFactory2,
  calendar: IconCalendar,
  'chart-candle': IconChartCandle,
  diamond: IconDiamond,
  eye: IconEye,
  'file-spreadsheet': IconFileSpreadsheet,
  hash: IconHash,
  help: IconHelp,
  medal: IconMedal,
  'message-circle': IconMessageCircle,
  news: IconNews,
  notes: IconNotes,
  refresh: IconRefresh,
  'ruler-2': IconRuler2,
  scale: IconScale,
  school: IconSchool,
  settings: IconSettings,
  target: IconTarget,
  'trending-up': IconTrendingUp,
  trophy: IconTrophy,
  video: IconVideo,
  world: IconWorld,
  'zoom-in': IconZoomIn,
};

/** True for a name the map draws (used by a test that every seeded name has an icon). */
export function hasDataIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

export function DataIcon({ name, size = 18, stroke = 1.75 }: { name: string; size?: number | string; stroke?: number }) {
  const Icon = ICONS[name] ?? IconPoint;
  return (
    <Icon
      size={size}
      stroke={stroke}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      style={{ flex: 'none', verticalAlign: 'middle' }}
    />
  );
}
