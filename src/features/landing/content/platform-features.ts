// The landing page's feature grid: what the free program and the community offer.
import type { IconName } from '../../../components/line-icon.tsx';

export interface PlatformFeature {
  icon: IconName;
  title: string;
  description: string;
}

export const PLATFORM_FEATURES: PlatformFeature[] = [
  {
    icon: 'play',
    title: '15 Video Modules',
    description: 'A structured course from market basics to professional techniques, free with lifetime access.',
  },
  {
    icon: 'quiz',
    title: 'Quizzes That Teach',
    description: 'Every module ends with a quiz that explains each answer, so you know what to review.',
  },
  { icon: 'chart', title: 'Progress Tracking', description: 'See which modules you have passed, your best scores and what comes next.' },
  {
    icon: 'award',
    title: 'Certificate of Completion',
    description: 'Pass all 15 modules and earn a certificate anyone can verify online.',
  },
  { icon: 'chat', title: 'Live Community', description: 'Optional: market analysis, expert Q&A and discussion with 5,000+ members.' },
  { icon: 'bell', title: 'Real-Time Alerts', description: 'Optional: market alerts, breaking news and monthly live trading sessions.' },
];
