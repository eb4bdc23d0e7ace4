// Posts a message to a channel other than the open chat (a question to #tutorial-help, an analysis
// to a chart channel's discussion): the busy flag while it is sent, a refusal shown by the mutation
// cache, and the channel's cached messages read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { sendMessage } from './send-message.ts';

export function usePostMessage(channelId: string, errorTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(channelId, body),
    meta: { errorTitle },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.messages(channelId) }),
  });
}
