// A slot in the tutorials view for what other features add to the selected module (downloadable
// resources, chart exercises). The dashboard route provides the content, so the dashboard feature
// does not import those features (features do not import each other; the app composes them).
import { createContext, useContext, type ReactNode } from 'react';

export type RenderModuleExtras = (moduleId: number) => ReactNode;

const ModuleExtrasContext = createContext<RenderModuleExtras | null>(null);

export const ModuleExtrasProvider = ModuleExtrasContext.Provider;

export function ModuleExtras({ moduleId }: { moduleId: number }) {
  const render = useContext(ModuleExtrasContext);
  return render ? render(moduleId) : null;
}
