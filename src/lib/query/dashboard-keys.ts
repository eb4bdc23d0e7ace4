// Query keys of the dashboard feature, one factory for all its reads.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Rights and member counts depend on the plan, so the list is read again when it changes. */
  channels: (userId: string, plan: string) => ['dashboard', 'channels', userId, plan] as const,
  messages: (channelId: string) => ['dashboard', 'messages', channelId] as const,
  /** A thread: its first message and the replies. */
  thread: (parentId: number) => ['dashboard', 'thread', parentId] as const,
  pins: (channelId: string) => ['dashboard', 'pins', channelId] as const,
  search: (query: string, channelId: string | null) => ['dashboard', 'search', query, channelId] as const,
  mentionCandidates: (channelId: string, prefix: string) => ['dashboard', 'mention-candidates', channelId, prefix] as const,
  /** Unread counts and read positions of every channel, for the signed-in member. */
  unread: (userId: string) => ['dashboard', 'unread', userId] as const,
  /** The signed-in member's mutes in force. */
  mutes: (userId: string) => ['dashboard', 'mutes', userId] as const,
  /** The signed-in member's latest notifications and their unread count. */
  notifications: (userId: string) => ['dashboard', 'notifications', userId] as const,
  watchlist: () => ['dashboard', 'watchlist'] as const,
  /** Live quotes of the symbols the member can read (market_quotes). */
  quotes: () => ['dashboard', 'quotes'] as const,
  /** The signed-in member's price alerts. */
  priceAlerts: (userId: string) => ['dashboard', 'price-alerts', userId] as const,
  chartBars: (symbol: string, timeframe: string) => ['dashboard', 'chart-bars', symbol, timeframe] as const,
  liveSessions: (channelId: string) => ['dashboard', 'live-sessions', channelId] as const,
  /** A calendar channel's recorded sessions the member may watch. */
  sessionRecordings: (channelId: string) => ['dashboard', 'session-recordings', channelId] as const,
  marketAlerts: (channelId: string) => ['dashboard', 'market-alerts', channelId] as const,
  /** #vip-signals: the signals the member reads, with their events. */
  signals: () => ['dashboard', 'signals'] as const,
  /** The track record's figures and equity curve, every result the member reads or the delayed ones. */
  signalRecord: (window: string) => ['dashboard', 'signal-record', window] as const,
  /** Whether the member gets VIP signal notifications. */
  signalAlerts: (userId: string) => ['dashboard', 'signal-alerts', userId] as const,
  /** The names of the members present whom the database confirms online, from their profiles. */
  memberCards: (userIds: string[]) => ['dashboard', 'member-cards', ...userIds] as const,
};
