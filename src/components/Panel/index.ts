export { Panel } from './Panel';
export type { PanelProps } from './Panel';
