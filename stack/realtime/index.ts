// Placeholder: answers every request with a clear "not implemented" until the service is built.
import type { Service, StackContext } from '../service.ts';
import { sendJson } from '../http/http.ts';

export function createRealtimeService(_ctx: StackContext): Service {
  return {
    async handle(_req, res, path) {
      sendJson(res, 501, { code: 'not_implemented', message: `realtime: ${path} is not implemented by the embedded stack` });
    },
  };
}
