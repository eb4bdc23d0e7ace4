// The learning path: three levels over the 15 modules, split 4/4/7.
export interface LearningLevel {
  level: string;
  modules: string;
  title: string;
  description: string;
}

export const LEARNING_LEVELS: LearningLevel[] = [
  {
    level: 'BEGINNER',
    modules: 'Modules 1-4',
    title: 'Market Foundations',
    description: 'How markets work, the basic trading concepts, reading charts and the essential indicators.',
  },
  {
    level: 'INTERMEDIATE',
    modules: 'Modules 5-8',
    title: 'Advanced Analysis',
    description: 'Deeper technical analysis, financial data literacy, sector analysis, and market cycles and timing.',
  },
  {
    level: 'ADVANCED',
    modules: 'Modules 9-15',
    title: 'Professional Trading',
    description: 'Order flow, options, risk management and psychology, strategies and systems, and news-driven trading.',
  },
];
