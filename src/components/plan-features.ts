// What each plan includes: the training program's seven features, and the community's nine.
export const FREE_PLAN_FEATURES = [
  '15 video modules',
  'Lifetime access',
  'Interactive exercises and quizzes',
  'Downloadable resources',
  'Progress tracking',
  'Certificate of completion',
  'Mobile-friendly',
] as const;

export const PREMIUM_PLAN_FEATURES = [
  'Everything in the free training program',
  'Live market analysis every trading day',
  'Real-time trade alerts',
  'Expert Q&A with experienced traders',
  'Members-only discussion forums',
  'Monthly live trading sessions',
  'Breaking-news notifications',
  'VIP signals channel',
  'Cancel anytime',
] as const;
