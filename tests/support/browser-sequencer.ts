// The run's file order: vitest's own (failed first, then longest first), except that the browser files
// that run alone (tests/support/browser-lanes.ts) come first, one after another, before the others
// share the workers.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { laneOf } from './browser-lanes.ts';

export class BrowserLaneSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const alone = (f: TestSpecification) => f.project.name === 'browser' && laneOf(f.moduleId).alone === true;
    return [...sorted.filter(alone), ...sorted.filter((f) => !alone(f))];
  }
}
