// The SPA's dependency rules (eslint/boundaries.js, wired in eslint.config.js) fail the lint on a
// feature importing another feature (index.ts or not), a shared module importing a feature, a cycle
// and a component imported by src/lib/.
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../eslint/boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { boundaries },
    rules: { 'boundaries/features': 'error', 'boundaries/no-cycle': 'error' },
  },
];
const lint = (file: string, code: string) =>
  linter.verify(code, config, { filename: path.join(root, file) }).map((m) => `${m.ruleId}: ${m.message}`);

describe('feature boundaries', () => {
  it('fails a feature that imports another feature, through its index.ts or not', () => {
    const file = 'src/features/market/components/x.tsx';
    expect(lint(file, "import { ChannelChat } from '../../chat/components/channel-chat.tsx';\n")).toEqual([
      expect.stringMatching(
        /^boundaries\/features: '..\/..\/chat\/components\/channel-chat.tsx' imports the chat feature from the market feature: features meet only in src\/app\//,
      ),
    ]);
    expect(lint(file, "import { SignalsView } from '../../signals/index.ts';\n")).toEqual([
      expect.stringMatching(/^boundaries\/features: '..\/..\/signals\/index.ts' imports the signals feature from the market feature/),
    ]);
    // a type, a re-export and a dynamic import cross as much as a value does
    expect(lint(file, "import type { Signal } from '../../signals/api/fetch-signals.ts';\n")).toHaveLength(1);
    expect(lint(file, "export { SignalsView } from '../../signals/index.ts';\n")).toHaveLength(1);
    expect(lint('src/features/dashboard/components/x.tsx', "export const load = () => import('../../market/index.ts');\n")).toHaveLength(1);
  });

  it('fails a shared module that imports a feature', () => {
    expect(lint('src/components/x.tsx', "import { ChannelChat } from '../features/chat/components/channel-chat.tsx';\n")).toEqual([
      expect.stringMatching(
        /^boundaries\/features: '..\/features\/chat\/components\/channel-chat.tsx' imports the chat feature from a shared module/,
      ),
    ]);
    expect(lint('src/charting/x.ts', "import { AlertsPanel } from '../features/market/index.ts';\n")).toHaveLength(1);
  });

  it('allows src/app/ to compose features, and a feature its own files and shared modules', () => {
    const app = [
      "import { ChannelChat } from '../../features/chat/components/channel-chat.tsx';",
      "import { CalendarView } from '../../features/calendar/index.ts';",
      "export const load = () => import('../../features/market/index.ts');",
    ].join('\n');
    expect(lint('src/app/dashboard/x.tsx', app)).toEqual([]);
    const feature = [
      "import { useLiveQuotes } from '../api/use-live-market.ts';",
      "import { useChartBars } from '../../../charting/fetch-chart-bars.ts';",
      "import type { Channel } from '../../../lib/community/channels.ts';",
      "import { notifyError } from '../../../lib/notify.ts';",
      "import { ErrorAlert } from '../../../components/error-alert.tsx';",
    ].join('\n');
    expect(lint('src/features/market/components/x.tsx', feature)).toEqual([]);
  });

  it('fails an import that leads back to the importing file', () => {
    // (src/lib importing a feature also fails boundaries/features; here only the cycle is looked at)
    const cycles = (file: string, code: string) => lint(file, code).filter((e) => e.startsWith('boundaries/no-cycle'));
    // message-item.tsx imports src/lib/levels.ts: levels.ts importing it back closes a cycle
    const errors = cycles(
      'src/lib/levels.ts',
      "import { MessageItem } from '../features/chat/components/message-item.tsx';\nexport const x = MessageItem;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^boundaries\/no-cycle: .* leads back to this file: lib\/levels.ts → features\/chat\/components\/message-item.tsx → lib\/levels.ts/,
      ),
    ]);
    // a type-only import is no cycle at run time
    expect(
      cycles(
        'src/lib/levels.ts',
        "import type { MessageItem } from '../features/chat/components/message-item.tsx';\nexport type X = typeof MessageItem;\n",
      ),
    ).toEqual([]);
  });

  it('is what eslint.config.js applies to the SPA, with src/lib/ importing no component', async () => {
    const eslint = new ESLint({ cwd: root });
    const feature = await eslint.calculateConfigForFile(path.join(root, 'src/features/chat/index.ts'));
    expect(feature.rules?.['boundaries/features']).toEqual([2]);
    expect(feature.rules?.['boundaries/no-cycle']).toEqual([2]);
    // src/lib/'s own rule, as the config gives it, on an import of a component
    const lib = await eslint.calculateConfigForFile(path.join(root, 'src/lib/notify.ts'));
    const restricted = lib.rules?.['no-restricted-imports'] as Linter.RuleEntry;
    const messages = linter.verify(
      "import { ErrorAlert } from '../components/error-alert.tsx';\nexport const x = ErrorAlert;\n",
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-imports': restricted } }],
      { filename: path.join(root, 'src/lib/notify.ts') },
    );
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('src/lib/ imports no component')]);
  }, 60_000);
});
