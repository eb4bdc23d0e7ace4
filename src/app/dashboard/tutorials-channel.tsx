// A tutorials channel: the dashboard's tutorials view with the chat feature's help box
// ('Ask for Help at This Timestamp'), loaded together when a tutorials channel first opens.
import type { ComponentProps } from 'react';
import { AskHelpBox } from '../../features/chat/components/ask-help-box.tsx';
import { TutorialsView } from '../../features/dashboard/components/tutorials-view.tsx';

const renderAskHelp = (moduleId: number, videoTime: string) => <AskHelpBox moduleId={moduleId} videoTime={videoTime} />;

export function TutorialsChannel(props: Omit<ComponentProps<typeof TutorialsView>, 'renderAskHelp'>) {
  return <TutorialsView {...props} renderAskHelp={renderAskHelp} />;
}
