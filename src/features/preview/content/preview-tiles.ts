// The preview's eight feature tiles. Who may open each: everyone, signed-in users, or premium only —
// VIP Signals stays locked on the preview for everyone, premium members included.
export type TileAccess = 'everyone' | 'signed-in' | 'premium';

import type { IconName } from '../../../components/line-icon.tsx';

export interface PreviewTile {
  icon: IconName;
  title: string;
  description: string;
  content: string;
  access: TileAccess;
  /** Where the feature lives in the app, shown even while the tile is locked. */
  link?: { to: string; label: string };
}

export const PREVIEW_TILES: PreviewTile[] = [
  {
    icon: 'play',
    title: 'Training Modules',
    description: '15 video modules from basics to professional trading.',
    content: '3 levels · quizzes · certificate',
    access: 'everyone',
  },
  {
    icon: 'chat',
    title: 'Community Channels',
    description: 'Discord-style channels for every topic.',
    content: '12 channels in 4 groups',
    access: 'signed-in',
  },
  {
    icon: 'help',
    title: 'Tutorial Help',
    description: 'Ask about any module, at the exact timestamp.',
    content: 'Answers from members and mentors',
    access: 'signed-in',
  },
  {
    icon: 'chart',
    title: 'Chart Analysis',
    description: 'Candlestick charts with 1D to 1Y timeframes.',
    content: 'Share and discuss your analysis',
    access: 'signed-in',
  },
  {
    icon: 'eye',
    title: 'Community Watchlist',
    description: 'The stocks members are watching today.',
    content: 'Prices, moves and volume',
    access: 'signed-in',
  },
  {
    icon: 'video',
    title: 'Live Sessions',
    description: 'Scheduled live trading and Q&A sessions.',
    content: 'Monthly live trading sessions',
    access: 'signed-in',
  },
  {
    icon: 'bell',
    title: 'Market Alerts',
    description: 'Alerts and breaking news as they happen.',
    content: 'Real-time alerts feed',
    access: 'signed-in',
  },
  {
    icon: 'diamond',
    title: 'VIP Signals',
    description: 'Trade ideas from our expert analysts.',
    content: 'Premium members only',
    access: 'premium',
    link: { to: '/dashboard/vip-signals', label: 'Open #vip-signals: the track record' },
  },
];

export type TileLock = 'open' | 'Sign up to unlock' | 'Premium Only';

/** The lock a tile shows on the preview. Only sign-in state counts there; VIP is always locked. */
export function tileLock(access: TileAccess, signedIn: boolean): TileLock {
  if (access === 'premium') return 'Premium Only';
  if (access === 'signed-in' && !signedIn) return 'Sign up to unlock';
  return 'open';
}
