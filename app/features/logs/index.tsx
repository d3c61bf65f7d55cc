// Operation logs: the four routes share one log screen, each showing one view of the controller's log.
import { useT } from '../../components/use-t';
import { LogPage } from './log-page';

export const LogControll = () => <LogPage view="manual" title={useT()('routes:logControll')} />;
export const PullControllLog = () => <LogPage view="curtain" title={useT()('routes:pullControllLog')} />;
export const AutoVentilationLog = () => (
  <LogPage view="autoVentilation" title={useT()('routes:autoVentilationLog')} />
);
export const AutomaticEnvironmentLogMain = () => (
  <LogPage view="environment" title={useT()('routes:automaticEnvironmentLog')} />
);
