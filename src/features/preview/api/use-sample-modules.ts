import { useEffect, useState } from 'react';
import { fetchSampleModules, type SampleModule } from './fetch-sample-modules.ts';

export type SampleModulesState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; modules: SampleModule[] };

export function useSampleModules(signedIn: boolean): SampleModulesState {
  const [state, setState] = useState<SampleModulesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // Back to loading when the input changes. (Replaced by the TanStack Query data layer, issue 11.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ status: 'loading' });
    fetchSampleModules(signedIn).then(
      (modules) => live && setState({ status: 'ready', modules }),
      (e: Error) => live && setState({ status: 'error', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return state;
}
